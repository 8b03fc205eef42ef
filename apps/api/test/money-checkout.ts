// The checkout scenario both money-under-faults tests drive (one server, and two behind nginx):
// an external Razorpay-compatible provider when asked for, learners, and their order, pay and
// confirm calls, with the two-tab case.
import { randomBytes } from 'node:crypto';
import { deriveSandboxSecret, SANDBOX_KEY_ID } from '../src/infra/payments/payment-setup';
import { startStandaloneSandbox, type StandaloneSandbox } from './sandbox-standalone';
import { createTestDatabase } from './harness';
import { call, logIn, type Learner } from './money-audit';

export type Mode = 'built-in sandbox' | 'external provider';
export type Cleanups = Array<() => Promise<unknown> | unknown>;

export interface PaymentProvider {
  /** The standalone provider, or undefined for the server's built-in sandbox. */
  provider: StandaloneSandbox | undefined;
  /** Where the provider's API answers. */
  providerApi: string;
  /** Basic auth with the key, as the provider's API wants it. */
  basic: { authorization: string };
  /** What the server needs to use this provider. */
  env: Record<string, string>;
}

/** The built-in sandbox at `base`, or a standalone provider whose webhooks go to `base`. */
export async function setUpProvider(
  mode: Mode,
  base: string,
  jwtSecret: string,
  cleanups: Cleanups,
): Promise<PaymentProvider> {
  let keys = { id: SANDBOX_KEY_ID, secret: deriveSandboxSecret(jwtSecret, 'key') };
  let provider: StandaloneSandbox | undefined;
  const env: Record<string, string> = {};
  if (mode === 'external provider') {
    const providerDatabase = await createTestDatabase();
    cleanups.push(() => providerDatabase.close());
    keys = { id: 'rzp_test_fault', secret: randomBytes(18).toString('base64url') };
    const webhookSecret = randomBytes(18).toString('base64url');
    provider = await startStandaloneSandbox({
      database: providerDatabase,
      keyId: keys.id,
      keySecret: keys.secret,
      webhookSecret,
      webhookUrl: `${base}/api/v1.5/payment/webhook`,
    });
    cleanups.push(() => provider?.close());
    Object.assign(env, {
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: keys.id,
      RAZORPAY_KEY_SECRET: keys.secret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: provider.url,
    });
  }
  return {
    provider,
    providerApi: provider ? provider.url : `${base}/api/sandbox/razorpay`,
    basic: {
      authorization: `Basic ${Buffer.from(`${keys.id}:${keys.secret}`).toString('base64')}`,
    },
    env,
  };
}

/** `count` new learners, signed up and logged in. */
export function signUpLearners(base: string, count: number, tag: string): Promise<Learner[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i): Promise<Learner> => {
      const email = `fault.${tag}.${i}.${Date.now()}@kaksha.test`;
      const password = 'fault-learner-pass';
      await call(base, '/api/v1.5/auth/register', {
        method: 'POST',
        body: JSON.stringify({ name: `Learner ${tag}${i}`, email, password }),
      });
      return { email, token: await logIn(base, email, password), providerOrders: [] };
    }),
  );
}

/** A percentage coupon made by the ADMIN, for the two-tab orders. */
export async function createCoupon(base: string, adminToken: string, prefix: string) {
  const couponCode = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  await call(base, '/api/v1.5/coupons', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({ couponCode, type: 'percentage', percentage: 10 }),
  });
  return couponCode;
}

/**
 * A learner's checkout calls: `order` opens an order, `pay` captures it at the provider (then
 * `onCapture` runs, e.g. to kill a server after so many), `confirm` sends the signed result.
 */
export function checkoutCalls(base: string, payment: PaymentProvider, onCapture: () => void) {
  const order = async (learner: Learner, courses: string[], couponCode?: string) => {
    const created = await call<{ orderId: string }>(base, '/api/v1.5/payment/0', {
      method: 'POST',
      token: learner.token,
      body: JSON.stringify({
        mobileNumber: '9876543210',
        selectedCourses: courses.map((id) => ({ id })),
        ...(couponCode ? { couponCode } : {}),
      }),
    });
    learner.providerOrders.push(created.orderId);
    return created.orderId;
  };
  const pay = async (learner: Learner, orderId: string) => {
    const paid = await call<Record<string, string>>(payment.providerApi, '/pay', {
      method: 'POST',
      ...(payment.provider ? { headers: payment.basic } : { token: learner.token }),
      body: JSON.stringify({ order_id: orderId, outcome: 'success' }),
    });
    onCapture();
    return paid;
  };
  const confirm = (learner: Learner, paid: Record<string, string>) =>
    call(base, '/api/v1.5/payment/success', {
      method: 'POST',
      token: learner.token,
      body: JSON.stringify({
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    });
  /** One order for one or two programs, paid and confirmed. */
  const checkOut = async (learner: Learner, i: number) => {
    const id = await order(learner, i % 2 ? ['webmonk', 'machinester'] : ['code-slayer']);
    await confirm(learner, await pay(learner, id));
  };
  /**
   * Everyone checks out at once. The first `twoTabLearners` open two orders first, as from two
   * tabs: IOT alone, then IOT with the coupon (which supersedes the first), and pay both.
   */
  const checkOutAll = async (learners: Learner[], twoTabLearners: number, coupon: string) => {
    const twoTabs = await Promise.all(
      learners
        .slice(0, twoTabLearners)
        .map(async (learner) => [
          await order(learner, ['iot']),
          await order(learner, ['iot'], coupon),
        ]),
    );
    return Promise.allSettled(
      learners.map(async (learner, i) => {
        if (i >= twoTabLearners) return checkOut(learner, i);
        const paid = await Promise.all(twoTabs[i]!.map((id) => pay(learner, id)));
        await Promise.all(paid.map((p) => confirm(learner, p)));
      }),
    );
  };
  return { checkOut, checkOutAll };
}
