/** The API's operations as the fuzzer needs them, read from its OpenAPI document. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

export type Operation = {
  /** "METHOD /path/{param}", as in the document. */
  id: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body?: { schema: JsonSchema; contentTypes: string[]; required: boolean };
  /** The 2xx statuses the document declares: the only successes the fuzzer accepts. */
  successStatuses: number[];
  documentedStatuses: number[];
  isSecured: boolean;
  /** Not in the document (hidden routes the fuzzer adds by hand). */
  isHidden?: boolean;
};

type RawOperation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
  security?: unknown[];
};

export type OpenApiDocument = { paths?: Record<string, Record<string, RawOperation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function readOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = (raw.parameters ?? []).map((p): Parameter => ({
        name: p.name,
        in: p.in as Parameter['in'],
        required: Boolean(p.required),
        schema: p.schema ?? {},
      }));
      const statuses = Object.keys(raw.responses ?? {})
        .map(Number)
        .filter((s) => Number.isInteger(s));
      const content = raw.requestBody?.content ?? {};
      const [firstType] = Object.keys(content);
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        headers: parameters.filter((p) => p.in === 'header'),
        body: firstType
          ? {
              schema: content[firstType]?.schema ?? {},
              contentTypes: Object.keys(content),
              required: Boolean(raw.requestBody?.required),
            }
          : undefined,
        successStatuses: statuses.filter((s) => s >= 200 && s < 300),
        documentedStatuses: statuses,
        isSecured: Boolean(raw.security?.length),
      });
    }
  }
  return operations;
}

function templateToRegExp(path: string): RegExp {
  const parts = path
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  // The app ignores one trailing slash.
  return new RegExp(`^${parts.join('')}/?$`);
}

/** Static characters first, as the router prefers static routes over parametric ones. */
const staticWeight = (path: string) => path.replace(/\{[^}]+\}/g, '').length;

/**
 * The operation a request reaches: the router decodes the path before matching, so a path
 * parameter of "success" lands on POST /payment/success, not on POST /payment/{amountInPaise}.
 */
export function createOperationMatcher(operations: Operation[]) {
  const compiled = operations
    .map((op) => ({ op, pattern: templateToRegExp(op.path) }))
    .sort((a, b) => staticWeight(b.op.path) - staticWeight(a.op.path));
  return (method: string, rawPath: string): Operation | undefined => {
    const pathOnly = rawPath.split('?')[0] ?? '';
    let decoded = pathOnly;
    try {
      decoded = decodeURI(pathOnly);
    } catch {
      // Undecodable paths are matched as sent.
    }
    const upper = method.toUpperCase();
    return compiled.find(
      ({ op, pattern }) =>
        (op.method === upper || (upper === 'HEAD' && op.method === 'GET')) &&
        (pattern.test(decoded) || pattern.test(pathOnly)),
    )?.op;
  };
}
export type OperationMatcher = ReturnType<typeof createOperationMatcher>;
