import type { FastifyInstance } from 'fastify';
import type { JsonSchema, Operation } from './openapi-operations';

const SANDBOX = '/api/sandbox/razorpay';

/** Hidden routes whose bodies the fuzzer knows (the sandbox's Razorpay-shaped REST API). */
const KNOWN_BODIES: Record<string, JsonSchema> = {
  [`POST ${SANDBOX}/v1/orders`]: {
    type: 'object',
    properties: {
      amount: { type: 'integer', minimum: 0 },
      currency: { type: 'string' },
      receipt: { type: 'string', maxLength: 40 },
      notes: { type: 'object', additionalProperties: { type: 'string' } },
    },
    required: ['amount', 'currency', 'receipt'],
  },
  [`POST ${SANDBOX}/v1/payments/{id}/refund`]: {
    type: 'object',
    properties: { amount: { type: 'integer', minimum: 1 }, notes: { type: 'object' } },
  },
};

/** Hidden routes known even when the app cannot list its routes. */
const ALWAYS_HIDDEN = [
  `POST ${SANDBOX}/v1/orders`,
  `GET ${SANDBOX}/v1/orders/:id/payments`,
  `GET ${SANDBOX}/v1/payments/:id`,
  `GET ${SANDBOX}/checkout.js`,
  'GET /api/docs/json',
];

function toOperation(method: string, url: string): Operation {
  // Fastify writes parameters as :name and a wildcard as *; the document (and the fuzzer) as {name}.
  const path = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const id = `${method} ${path}`;
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  return {
    id,
    method,
    path,
    pathParams: names.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    query: [],
    headers: [],
    body: hasBody
      ? {
          schema: KNOWN_BODIES[id] ?? { type: 'object' },
          contentTypes: ['application/json'],
          required: true,
        }
      : undefined,
    successStatuses: [200],
    documentedStatuses: [200],
    isSecured: false,
    isHidden: true,
  };
}

/** The docs UI's pages and static files (a third-party plugin): ranges, ETags and redirects of files. */
const isDocsUi = (url: string) => url.startsWith('/api/docs') && !/\/docs\/(json|yaml)$/.test(url);

/**
 * Routes the OpenAPI document leaves out (`hide: true`, the docs) are reachable all the same, so
 * they are fuzzed too; only the docs UI's files are left out, and said so (`excluded`). The app
 * lists its routes (`accessPolicies`, kept for the authorization matrix); without that list, the
 * known hidden ones are used.
 */
export function undocumentedOperations(
  app: FastifyInstance,
  documented: Operation[],
): { operations: Operation[]; excluded: string[] } {
  const listed = (app as unknown as { accessPolicies?: Array<{ method: string; url: string }> })
    .accessPolicies;
  const routes = listed?.length ? listed.map((r) => `${r.method} ${r.url}`) : ALWAYS_HIDDEN;
  const known = new Set(documented.map((op) => op.id));
  const operations = new Map<string, Operation>();
  const excluded: string[] = [];
  for (const route of routes) {
    const [method = '', url = ''] = route.split(' ');
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    if (isDocsUi(url)) {
      excluded.push(route);
      continue;
    }
    const op = toOperation(method, url);
    if (!known.has(op.id)) operations.set(op.id, op);
  }
  return { operations: [...operations.values()], excluded };
}
