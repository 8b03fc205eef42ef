import type { FuzzAccounts } from './fuzz-accounts';
import type { AuthKind, Draft, FuzzRequest, FuzzResponse } from './fuzz-request';
import type { JsonSchema, Operation } from './openapi-operations';
import type { Rng } from './random';
import { randomAlnum, randomUuid, type Hint } from './schema-values';
import type { FuzzProfile } from './variants';

/** Real records the baselines name, so they get past "not found" into the services. */
export type Fixtures = {
  courses: Array<{ id: string; pricePaise: number }>;
  couponCode: string;
  couponId: string;
  order: { providerOrderId: string; paymentId: string; signature: string; amountPaise: number };
  /** Started Google sign-ins: the transaction cookie and the provider's callback query. */
  oidc: Array<{ cookie: string; query: Array<[string, string]> }>;
  sandbox: { keyId: string; keySecret: string; webhookSecret: string };
};

const PROFILE_FIELDS = ['/name', '/mobileNumber', '/collegeName', '/stream'];
const isCreatingCoupons = (op: Operation) =>
  op.method === 'POST' && /\/coupons(\/bulk)?$/.test(op.path);

/**
 * App knowledge the OpenAPI document lacks, by field name: which values are real, which content
 * type a route really takes, which cookies and headers a baseline needs. Anything not named here
 * is drawn from the schema alone.
 */
export function createFuzzProfile(input: {
  operations: Operation[];
  fixtures: Fixtures;
  accounts: FuzzAccounts;
  seed: number;
  bodyLimitBytes: number;
  oddTokens: Array<{ name: string; token: string }>;
}): FuzzProfile {
  const { operations, fixtures, accounts } = input;
  const courseIds = fixtures.courses.map((c) => c.id);
  const { victim, loginTarget } = accounts;
  let freshCount = 0;
  /** Coupons the fuzzed calls created (their 201 answers), for deletes and codes to name. */
  const created: Array<{ id: string; code: string }> = [];

  function observe(request: FuzzRequest, response: FuzzResponse) {
    if (response.status !== 201 || !request.opId.includes('/coupons')) return;
    try {
      const body = JSON.parse(response.body.toString('utf8')) as unknown;
      for (const coupon of Array.isArray(body) ? body : [body]) {
        const { id, couponCode } = coupon as { id?: unknown; couponCode?: unknown };
        if (typeof id === 'string' && typeof couponCode === 'string')
          created.push({ id, code: couponCode });
      }
      if (created.length > 50) created.splice(0, created.length - 50);
    } catch {
      // Not a coupon list: nothing to learn.
    }
  }
  const env = { bodyLimitBytes: input.bodyLimitBytes, oddTokens: input.oddTokens };

  function hintFor(op: Operation, auth: AuthKind): Hint {
    const caller = auth === 'user' ? accounts.user : auth === 'admin' ? accounts.admin : undefined;
    const self = caller ?? victim;
    return (name: string, schema: JsonSchema, rng: Rng): unknown => {
      const isArray = schema.type === 'array';
      switch (name) {
        case 'email':
          freshCount += 1;
          return `fuzz.${input.seed}.${freshCount}.${randomAlnum(rng, 4).toLowerCase()}@example.in`;
        case 'password':
          return op.path.endsWith('/login')
            ? rng.pick([loginTarget.password, loginTarget.password, 'wrong-password-1'])
            : `Fuzz-pass-${randomAlnum(rng, 10)}`;
        case 'name':
          return rng.pick(['Asha Rao', 'Ravi Kumar']);
        case 'username':
          return op.path.includes('{username}')
            ? rng.pick([self.email, self.id, victim.email])
            : loginTarget.email;
        case 'id':
          if (op.path.includes('/courses/')) return rng.pick(courseIds);
          if (op.path.includes('/coupons/'))
            return rng.chance(0.7) && created.length
              ? rng.pick(created).id
              : rng.pick([fixtures.couponId, randomUuid(rng)]);
          if (op.path.endsWith('/role'))
            return rng.pick([victim.id, victim.email, randomUuid(rng)]);
          if (op.path.includes('/users/')) return rng.pick([self.id, self.email]);
          if (op.path.includes('/sandbox/'))
            return rng.pick([fixtures.order.providerOrderId, fixtures.order.paymentId]);
          return rng.pick(courseIds);
        case 'courseId':
          return rng.pick(courseIds);
        case 'courseIds': {
          const chosen = courseIds.filter(() => rng.chance(0.5));
          const list = chosen.length ? chosen : [rng.pick(courseIds)];
          return isArray || schema.type === undefined ? list : list.join(',');
        }
        case 'userId':
          return rng.pick([self.email, self.id]);
        case 'couponCode':
          return isCreatingCoupons(op)
            ? `FZ${randomAlnum(rng, 8).toUpperCase()}`
            : rng.pick([
                fixtures.couponCode,
                fixtures.couponCode.toLowerCase(),
                created.length ? rng.pick(created).code : fixtures.couponCode,
                'NOSUCHCODE',
              ]);
        case 'coupons':
          return Array.from({ length: rng.int(1, 3) }, () => ({
            couponCode: `FZ${randomAlnum(rng, 8).toUpperCase()}`,
            type: rng.pick(['percentage', 'fixed', 'bogo']),
            percentage: rng.int(1, 50),
          }));
        case 'percentage':
          return rng.int(1, 50);
        case 'amountInPaise':
          return rng.pick([
            fixtures.order.amountPaise,
            ...fixtures.courses.map((c) => c.pricePaise),
            0,
          ]);
        case 'orderId':
        case 'order_id':
          return fixtures.order.providerOrderId;
        case 'paymentId':
          return fixtures.order.paymentId;
        case 'signature':
          return fixtures.order.signature;
        case 'mobileNumber':
          return '9876543210';
        case 'consent':
          // A call-back request is only taken with consent: the baseline gets past the schema.
          return true;
        case 'idempotency-key':
          return randomUuid(rng);
        case 'deliver_webhooks':
          return false;
        case 'currency':
          return 'INR';
        case 'wildcard':
          return rng.pick([
            'swagger-ui.css',
            'index.css',
            'swagger-ui-bundle.js',
            'no-such-file.js',
          ]);
        default:
          return undefined;
      }
    };
  }

  function decorateBaseline(draft: Draft, rng: Rng): Draft {
    const op = draft.op;
    const headers = [...draft.headers];
    const out: Draft = { ...draft, headers };
    switch (op.id) {
      case 'PATCH /api/v1.5/users/{id}': {
        // Documented as application/json, but the route takes only a JSON Patch media type.
        out.contentType = 'application/json-patch+json';
        const values: Record<string, string> = {
          '/name': 'Asha Rao',
          '/mobileNumber': '9876543210',
          '/collegeName': 'IIT Madras',
          '/stream': 'CSE',
        };
        out.body = PROFILE_FIELDS.filter(() => rng.chance(0.5)).map((field) => ({
          op: 'replace',
          path: field,
          value: values[field],
        }));
        if (!(out.body as unknown[]).length)
          out.body = [{ op: 'replace', path: '/name', value: 'Asha Rao' }];
        break;
      }
      case 'POST /api/v1.5/auth/refresh-token':
        headers.push(
          ['cookie', `kaksha_refresh=${rng.pick(accounts.refreshTokens())}`],
          ['origin', 'http://localhost:3000'],
        );
        break;
      case 'GET /api/v1.5/auth/logout':
      case 'POST /api/v1.5/auth/logout-all':
        headers.push(['origin', 'http://localhost:3000']);
        break;
      case 'GET /api/oauth2/callback/google': {
        const started = rng.pick(fixtures.oidc);
        headers.push(['cookie', started.cookie]);
        out.query = started.query.map(([k, v]) => [k, encodeURIComponent(v)]);
        break;
      }
      case 'POST /api/v1.5/payment/webhook': {
        // Not in the document's request body: the webhook reads raw bytes and checks their signature.
        const event = rng.pick([
          'payment.captured',
          'order.paid',
          'payment.failed',
          'refund.processed',
        ]);
        out.body = {
          entity: 'event',
          event,
          contains: ['payment'],
          payload: {
            payment: {
              entity: {
                entity: 'payment',
                id: `pay_fz${randomAlnum(rng, 10)}`,
                order_id: fixtures.order.providerOrderId,
                amount: fixtures.order.amountPaise,
                status: event === 'payment.failed' ? 'failed' : 'captured',
              },
            },
          },
        };
        out.contentType = 'application/json';
        out.isSigned = true;
        headers.push(['x-razorpay-event-id', `evt_fz${randomAlnum(rng, 12)}`]);
        break;
      }
      default:
        break;
    }
    return out;
  }

  return {
    operations,
    // The sandbox's REST API takes its Basic key; other hidden routes (docs, checkout.js) nothing.
    authKindsFor: (op) =>
      !op.isHidden
        ? ['none', 'user', 'admin']
        : op.path.includes('/sandbox/razorpay/v1/')
          ? ['none', 'sandbox-key']
          : ['none'],
    hintFor,
    decorateBaseline,
    observe,
    webhookSecret: fixtures.sandbox.webhookSecret,
    env,
  };
}
