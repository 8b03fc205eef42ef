// What a test starts from, made through the real API's own endpoints (never SQL): learners,
// staff, coupons, server carts, paid orders, events, call-back requests (batches: seed-batches.ts). Test files run at once against one API, so every learner
// and coupon is new and unique. Test-only.
import type {
  CallBackReceipt,
  CallBackRequest,
  CallBackRequestBody,
  CartQuote,
  Course,
  Enrolments,
  Event,
  EventInput,
  Profile,
  ServerCart,
} from '@kaksha/shared';
import { inject } from 'vitest';

const LEARNER_PASSWORD = 'correct-horse-42';

export interface Learner {
  id: string;
  name: string;
  email: string;
  password: string;
}

type Call = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  contentType?: string;
  /** The client address the API sees, when not the seed address. */
  address?: string;
};

// Seeding comes from a machine of its own, so the API's per-address limits never count it
// against the browser under test.
const randomAddress = (network: string) =>
  `${network}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`;
const SEED_ADDRESS = randomAddress('10.255');

async function request(path: string, call: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': call.address ?? SEED_ADDRESS };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: string | URLSearchParams | undefined;
  if (call.form) body = new URLSearchParams(call.form);
  else if (call.json !== undefined) {
    headers['content-type'] = call.contentType ?? 'application/json';
    body = JSON.stringify(call.json);
  }
  return fetch(`${inject('webTestApi').origin}/api${path}`, {
    method: call.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
}

export async function askApi<T>(path: string, call: Call = {}): Promise<T> {
  const response = await request(path, call);
  const text = await response.text();
  if (!response.ok) throw new Error(`seeding: ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let counter = 0;
export const unique = () => {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
};

/** A new, unused e-mail address. */
export const uniqueEmail = (prefix = 'learner') => `${prefix}.${unique()}@web-tests.kaksha.in`;

/** A 10-digit Indian mobile number no other test uses. */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const tokens = new Map<string, Promise<string>>();

/** An access token for seeding as this account (its own log-in, not the browser's). */
export function tokenOf(account: { email: string; password: string }): Promise<string> {
  let token = tokens.get(account.email);
  if (!token) {
    token = askApi<{ access_token: string }>('/login', {
      form: { username: account.email, password: account.password },
    }).then((answer) => answer.access_token);
    tokens.set(account.email, token);
  }
  return token;
}

export const admin = () => {
  const { adminEmail, adminPassword } = inject('webTestApi');
  return tokenOf({ email: adminEmail, password: adminPassword });
};

type ProfileDetails = Partial<Pick<Profile, 'mobileNumber' | 'collegeName' | 'stream'>>;

/** Signs up a new learner (POST /v1.5/auth/register), with these profile details filled in. */
export async function createLearner(
  options: { name?: string; profile?: ProfileDetails } = {},
): Promise<Learner> {
  const name = options.name ?? 'Asha Rao';
  const email = uniqueEmail();
  const created = await askApi<{ id: string }>('/v1.5/auth/register', {
    json: { name, email, password: LEARNER_PASSWORD },
  });
  const learner = { id: created.id, name, email, password: LEARNER_PASSWORD };
  const details = Object.entries(options.profile ?? {});
  if (details.length > 0) {
    await askApi<Profile>(`/v1.5/users/${encodeURIComponent(email)}`, {
      method: 'PATCH',
      token: await tokenOf(learner),
      contentType: 'application/json-patch+json',
      json: details.map(([field, value]) => ({ op: 'replace', path: `/${field}`, value })),
    });
  }
  return learner;
}

/** Ends every session of the learner (POST /v1.5/auth/logout-all), as from another device. */
export async function logOutEverywhere(learner: Learner): Promise<void> {
  await askApi('/v1.5/auth/logout-all', { method: 'POST', token: await tokenOf(learner) });
  tokens.delete(learner.email);
}

/** What the API answers (the status) to a refresh with this cookie, from any browser. */
export async function refreshWithCookie(cookie: string): Promise<number> {
  const answer = await fetch(`${inject('webTestApi').origin}/api/v1.5/auth/refresh-token`, {
    method: 'POST',
    headers: { cookie, 'x-forwarded-for': SEED_ADDRESS },
  });
  return answer.status;
}

/** The learner's profile as the API keeps it. */
export async function profileOf(learner: Learner): Promise<Profile> {
  return askApi<Profile>('/v1.5/users/get-profile', { token: await tokenOf(learner) });
}

/** Fails log-ins to the account from elsewhere until the API refuses with 429 (too many tries). */
export async function exhaustLogInAttempts(email: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await request('/login', {
      form: { username: email, password: 'not-the-password-1' },
    });
    if (answer.status === 429) return;
  }
  throw new Error(`log-ins to ${email} were never refused`);
}

/** A new percentage coupon, made by the ADMIN; resolves with its (unique) code. */
export async function createCoupon(percentage: number): Promise<string> {
  const couponCode = `WEB${unique().toUpperCase()}`.slice(0, 32);
  await askApi('/v1.5/coupons', {
    token: await admin(),
    json: { type: 'percentage', percentage, couponCode },
  });
  return couponCode;
}

/** The catalogue as the API serves it. */
export const listCourses = () => askApi<Course[]>('/v1.5/courses');

/** What the API charges for these programs (and coupon): the one pricing there is. */
export const quoteCart = (courseIds: string[], couponCode?: string) =>
  askApi<CartQuote>('/v1.5/cart/quote', { json: { courseIds, couponCode } });

export async function addToServerCart(learner: Learner, courseId: string): Promise<void> {
  await askApi('/v1.5/cart/add', {
    token: await tokenOf(learner),
    json: { userId: learner.email, courseId },
  });
}

/** The course ids in the learner's server cart. */
export async function serverCartOf(learner: Learner): Promise<string[]> {
  const cart = await askApi<ServerCart>('/v1.5/cart', { token: await tokenOf(learner) });
  return cart.courses.map((course) => course._id);
}

export async function enrolmentsOf(learner: Learner): Promise<Enrolments> {
  return askApi<Enrolments>('/v1.5/users/me/enrolments', { token: await tokenOf(learner) });
}

/**
 * Starts a checkout (POST /v1.5/payment/...): the API prices it and opens an order (the amount in
 * paise).
 */
export async function openOrder(
  learner: Learner,
  courseIds: Array<string | { id: string; batchId: string }>,
  couponCode?: string,
  mobileNumber = '9876543210',
): Promise<{ orderId: string; amount: number }> {
  return askApi('/v1.5/payment/0', {
    token: await tokenOf(learner),
    json: {
      mobileNumber,
      selectedCourses: courseIds.map((line) => (typeof line === 'string' ? { id: line } : line)),
      couponCode,
    },
  });
}

type SandboxPayment = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** Pays an open order in the API's payment sandbox, as its checkout dialog does. */
export async function payInSandbox(learner: Learner, orderId: string): Promise<SandboxPayment> {
  return askApi('/sandbox/razorpay/pay', {
    token: await tokenOf(learner),
    json: { order_id: orderId, outcome: 'success', deliver_webhooks: false },
  });
}

/** Tells the API the checkout succeeded, as the page does after the dialog. */
export async function confirmPayment(learner: Learner, paid: SandboxPayment): Promise<void> {
  await askApi('/v1.5/payment/success', {
    token: await tokenOf(learner),
    json: {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  });
}

/** Tells the API the checkout reported a failure (POST /v1.5/payment/fail), with its reason. */
export async function reportPaymentFailure(
  learner: Learner,
  orderId: string,
  description: string,
): Promise<void> {
  await askApi('/v1.5/payment/fail', {
    token: await tokenOf(learner),
    json: { orderId, description },
  });
}

/** A whole purchase: checkout, payment in the sandbox, confirmation. */
export async function buyPrograms(
  learner: Learner,
  courseIds: string[],
  couponCode?: string,
): Promise<void> {
  const order = await openOrder(learner, courseIds, couponCode);
  await confirmPayment(learner, await payInSandbox(learner, order.orderId));
}

/**
 * Waits until the API's answer satisfies `isDone` (work it finishes after answering, such as a
 * refund through the payment provider).
 */
export async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`never happened: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The same claims as `token` under a signature the API cannot verify (as if signed with another
 * key), so it refuses it the way it refuses an expired token: 401.
 */
export function forgeAccessToken(token: string): string {
  const [header, payload] = token.split('.');
  const signature = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `${header}.${payload}.${signature}`;
}

/**
 * The web tests' one way to a staff account: a new learner granted `role` by the run's ADMIN
 * (itself an audited staff write).
 */
export async function createStaff(
  role: 'SALES' | 'EVENTS' | 'ADMIN',
  name = `${role} staff`,
): Promise<Learner> {
  const learner = await createLearner({ name });
  await askApi(`/v1.5/users/${learner.id}/role`, {
    method: 'PUT',
    token: await admin(),
    json: { role },
  });
  return learner;
}

/** A staff account that manages events (EVENTS). */
export const createEventManager = () => createStaff('EVENTS', 'Esha Events');

/** A new event, created by the ADMIN through POST /v1.5/events (the staff form's call). */
export async function createEvent(input: EventInput): Promise<Event> {
  return askApi<Event>('/v1.5/events', { token: await admin(), json: input });
}

/** Registers the learner for the event through the API (a seat, or the waiting list when full). */
export async function registerForEventAs(learner: Learner, eventKey: string): Promise<void> {
  await askApi(`/v1.5/events/${encodeURIComponent(eventKey)}/registrations`, {
    token: await tokenOf(learner),
    json: {},
  });
}

/**
 * A call-back request as a visitor elsewhere sends it, each from an address of its own so the
 * API's per-address limit never counts it.
 */
export function seedCallBack(
  body: Partial<CallBackRequestBody> & { mobileNumber: string },
): Promise<CallBackReceipt> {
  return askApi<CallBackReceipt>('/v1.5/call-back-requests', {
    address: randomAddress('10.253'),
    json: {
      name: 'Seeded Caller',
      program: 'webmonk',
      preferredTime: 'any',
      consent: true,
      ...body,
    },
  });
}

/** The stored requests for this mobile number, as the sales console lists them. */
export async function callBacksFor(mobileNumber: string): Promise<CallBackRequest[]> {
  return askApi<CallBackRequest[]>(`/v1.5/call-back-requests?search=${mobileNumber}`, {
    token: await admin(),
  });
}
