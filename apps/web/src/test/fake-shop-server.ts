// A small in-process HTTP server speaking the API's cart, coupon, profile and enrolment contract
// (packages/shared schemas), for component tests that need the network. Test-only.
// eslint-disable-next-line no-restricted-imports -- test helper: a real local HTTP server
import { createServer } from 'node:http';
// eslint-disable-next-line no-restricted-imports -- test helper: a real local HTTP server
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COUPON_MESSAGES, priceCart, toQuoteAmounts, toRupees } from '@kaksha/shared';
import type { CartQuote, Enrolments, Profile, ServerCart } from '@kaksha/shared';

export interface ShopCourse {
  id: string;
  name: string;
  description: string;
  image: string;
  pricePaise: number;
  salePaise?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  idempotencyKey?: string;
  body: unknown;
}

export interface FakeShopServer {
  /** e.g. http://127.0.0.1:54321/api, to use as VITE_API_BASE. */
  apiBase: string;
  /** The one bearer token the server accepts. */
  token: string;
  requests: RecordedRequest[];
  courses: ShopCourse[];
  /** Percentage coupons by code. */
  coupons: Map<string, number>;
  profile: Profile;
  /** The signed-in learner's server cart (course ids). */
  serverCart: string[];
  enrolments: Enrolments;
  /** Answers the next request to `path` with this status and error body instead. */
  failNext(path: string, status: number, message?: string): void;
  find(method: string, path: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const COURSES: ShopCourse[] = [
  {
    id: 'webmonk',
    name: 'Webmonk',
    description: 'Full-stack web development',
    image: '',
    pricePaise: 499_900,
    salePaise: 349_900,
  },
  {
    id: 'iot',
    name: 'IOT',
    description: 'Robotics and the Internet of Things',
    image: '',
    pricePaise: 499_900,
  },
  {
    id: 'machinester',
    name: 'Machinester',
    description: 'Machine learning',
    image: '',
    pricePaise: 499_900,
  },
];

const PROFILE: Profile = {
  id: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  collegeName: 'RV College',
  stream: 'CSE',
  role: 'USER',
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function fail(response: ServerResponse, status: number, message: string) {
  send(response, status, {
    message,
    code: `HTTP_${status}`,
    statusCode: status,
    requestId: 'req-test',
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

export async function startFakeShopServer(): Promise<FakeShopServer> {
  const failures = new Map<string, { status: number; message: string }>();
  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      fail(response, 500, error instanceof Error ? error.message : 'error');
    });
  });

  const shop: FakeShopServer = {
    apiBase: '',
    token: 'test-token',
    requests: [],
    courses: [],
    coupons: new Map(),
    profile: PROFILE,
    serverCart: [],
    enrolments: { programs: [], orders: [] },
    failNext(path, status, message = 'Something went wrong') {
      failures.set(path, { status, message });
    },
    find(method, path) {
      return shop.requests.filter((r) => r.method === method && r.path === path);
    },
    reset() {
      shop.requests.length = 0;
      shop.courses = COURSES.map((course) => ({ ...course }));
      shop.coupons = new Map([['SAVE10', 10]]);
      shop.profile = { ...PROFILE };
      shop.serverCart = [];
      shop.enrolments = { programs: [], orders: [] };
      failures.clear();
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  shop.reset();

  function quote(courseIds: string[], couponCode: string | undefined): CartQuote {
    const ids = [...new Set(courseIds.map((id) => id.toLowerCase()))];
    const courses = ids.flatMap((id) => shop.courses.filter((course) => course.id === id));
    const items = courses.map((c) => ({
      id: c.id,
      listPaise: c.pricePaise,
      salePaise: c.salePaise ?? c.pricePaise,
    }));
    const code = couponCode?.trim().toUpperCase();
    const percent = code ? shop.coupons.get(code) : undefined;
    const breakdown = priceCart(
      items,
      percent ? { type: 'percentage', valueHundredths: percent * 100 } : null,
    );
    return {
      ...toQuoteAmounts(
        courses.map((c, i) => ({
          ...items[i]!,
          name: c.name,
          description: c.description,
          image: c.image,
        })),
        breakdown,
      ),
      coupon: code
        ? {
            couponCode: code,
            validated: percent !== undefined,
            type: percent !== undefined ? 'percentage' : null,
            percentage: percent ?? 0,
            discount: toRupees(breakdown.couponDiscountPaise),
            message: percent !== undefined ? COUPON_MESSAGES.applied : COUPON_MESSAGES.invalid,
          }
        : null,
      droppedIds: ids.filter((id) => !courses.some((course) => course.id === id)),
      message: '',
    };
  }

  function serverCartView(): ServerCart {
    const courses = shop.serverCart.flatMap((id) => shop.courses.filter((c) => c.id === id));
    return {
      userId: shop.profile.email,
      courses: courses.map((c) => ({
        _id: c.id,
        name: c.name,
        price: toRupees(c.salePaise ?? c.pricePaise),
      })),
      paidFor: false,
      totalPrice: 0,
      totalDiscountedPrice: 0,
      updatedAt: new Date(0).toISOString(),
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const raw = await readBody(request);
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    shop.requests.push({
      method: request.method ?? 'GET',
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body,
    });
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return fail(response, failure.status, failure.message);
    }
    const input = (body ?? {}) as Record<string, unknown>;

    if (request.method === 'POST' && path === '/v1.5/cart/quote') {
      return send(
        response,
        200,
        quote(input.courseIds as string[], input.couponCode as string | undefined),
      );
    }
    if (request.headers.authorization !== `Bearer ${shop.token}`) {
      return fail(response, 401, 'Invalid access token');
    }
    if (request.method === 'POST' && path === '/v1.5/cart/merge') {
      for (const id of input.courseIds as string[])
        if (!shop.serverCart.includes(id)) shop.serverCart.push(id);
      return send(response, 200, serverCartView());
    }
    if (request.method === 'POST' && path === '/v1.5/cart/add') {
      if (!shop.serverCart.includes(input.courseId as string))
        shop.serverCart.push(input.courseId as string);
      return send(response, 200, serverCartView());
    }
    if (request.method === 'POST' && path === '/v1.5/cart/delete') {
      shop.serverCart = shop.serverCart.filter((id) => id !== input.courseId);
      return send(response, 200, serverCartView());
    }
    if (request.method === 'GET' && path === '/v1.5/users/get-profile') {
      return send(response, 200, shop.profile);
    }
    if (
      request.method === 'PATCH' &&
      path === `/v1.5/users/${encodeURIComponent(shop.profile.email)}`
    ) {
      for (const op of body as Array<{ path: string; value: string }>) {
        const field = op.path.slice(1) as 'name' | 'mobileNumber' | 'collegeName' | 'stream';
        shop.profile = { ...shop.profile, [field]: op.value };
      }
      return send(response, 200, shop.profile);
    }
    if (request.method === 'GET' && path === '/v1.5/users/me/enrolments') {
      return send(response, 200, shop.enrolments);
    }
    return fail(response, 404, `No route ${request.method} ${path}`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  shop.apiBase = `http://127.0.0.1:${address.port}/api`;
  return shop;
}
