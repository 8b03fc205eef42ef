import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, logInOnPage, logInThroughApi, registerAccount } from './accounts';
import { fillBilling } from './batches';
import { DESKTOP, PHONE, launchBrowser, openPage } from './browser';

// The cart, coupon and checkout journeys against the built server and its Razorpay sandbox.

interface Quote {
  totalPrice: number;
  totalDiscountedPrice: number;
}

let browser: Browser;
let couponCode: string;
const COUPON_PERCENT = 15;

/** What the server charges for these programs: the journeys check the page shows exactly this. */
function quote(courseIds: string[], code?: string): Promise<Quote> {
  return api<Quote>('/v1.5/cart/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ courseIds, couponCode: code }),
  });
}

const rupees = (amount: number) => `Rs ${amount.toFixed(2)}`;

async function enrolFromCatalogue(page: Page, programName: string) {
  await page.goto('/programs');
  await page.getByRole('button', { name: `Enroll in ${programName}` }).click();
  await page.waitForURL('**/cart');
}

async function completeDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('9876543210');
  await page.getByLabel('College Name').fill('IIT Madras');
  await page.getByLabel('Stream').fill('CSE');
  const apply = page.getByRole('button', { name: 'Apply Changes' });
  await apply.click();
  // Saved: nothing left to apply.
  await expect.poll(() => apply.isDisabled()).toBe(true);
}

/** From the catalogue to the sandbox's open checkout dialog, for IOT, signed in. */
async function payForIotUpToTheDialog(page: Page) {
  await enrolFromCatalogue(page, 'IOT');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.waitForURL('**/cart-summary');
  await page.getByTestId('order-total').waitFor();
  await completeDetails(page);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await page.getByRole('dialog', { name: /test payment/ }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const adminToken = await logInThroughApi(inject('adminEmail'), inject('adminPassword'));
  couponCode = `E2E${Date.now().toString(36).toUpperCase()}`;
  await api('/v1.5/coupons', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ couponCode, type: 'percentage', percentage: COUPON_PERCENT }),
  });
});
afterAll(() => browser?.close());

describe('cart and checkout', () => {
  it('coupon in the cart, log-in pop-up, checkout through the sandbox, programs on the profile', async () => {
    const learner = await registerAccount('Meera Iyer');
    const programs = ['webmonk', 'machinester'];
    const [plain, withCoupon] = await Promise.all([quote(programs), quote(programs, couponCode)]);
    expect(withCoupon.totalDiscountedPrice).toBeLessThan(plain.totalDiscountedPrice);

    const { page, errors, context } = await openPage(browser, DESKTOP);
    await enrolFromCatalogue(page, 'Webmonk');
    await enrolFromCatalogue(page, 'Machinester');

    const netPrice = page.getByTestId('net-price');
    await expect.poll(() => netPrice.textContent()).toBe(rupees(plain.totalDiscountedPrice));
    await page.getByRole('heading', { name: 'Webmonk' }).waitFor();
    await page.getByRole('heading', { name: 'Machinester' }).waitFor();

    await page.getByLabel('Coupon code').fill(couponCode.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByTestId('coupon-message').textContent())
      .toBe(`Woohoo! You've got an extra ${COUPON_PERCENT}% discount`);
    await expect.poll(() => netPrice.textContent()).toBe(rupees(withCoupon.totalDiscountedPrice));

    // Signed out, Proceed opens the log-in pop-up; logging in there continues to the summary.
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('Email').fill(learner.email);
    await dialog.getByLabel('Password', { exact: true }).fill(learner.password);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL('**/cart-summary');

    const orderTotal = page.getByTestId('order-total');
    await expect.poll(() => orderTotal.textContent()).toBe(rupees(withCoupon.totalDiscountedPrice));
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(learner.email);
    await completeDetails(page);
    await fillBilling(page);

    await page.getByRole('button', { name: 'Complete Payment' }).click();
    const checkout = page.getByRole('dialog', { name: /test payment/ });
    await checkout.getByText(`INR ${withCoupon.totalDiscountedPrice.toFixed(2)}`).waitFor();
    // Coupons display is on (spec §4.4): the checkout names the coupon the cart applied.
    await checkout.getByText(`coupon ${couponCode} applied`, { exact: false }).waitFor();
    await checkout.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL('**/payment-success');
    await page.getByRole('heading', { name: 'Your Payment was successfull!' }).waitFor();
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cart-coupon'))).toBeNull();

    await page.getByRole('link', { name: 'View my programs' }).click();
    await page.waitForURL('**/user-profile');
    const enrolled = page.getByRole('list', { name: 'Enrolled programs' });
    await enrolled.getByRole('heading', { name: 'Webmonk' }).waitFor();
    await enrolled.getByRole('heading', { name: 'Machinester' }).waitFor();
    const receipts = page.getByRole('list', { name: 'Receipts' });
    await receipts.getByText(couponCode).waitFor();
    await receipts.getByText(rupees(withCoupon.totalDiscountedPrice)).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a failed payment is reported and keeps the learner on the summary; a retry pays the same order', async () => {
    const learner = await registerAccount('Kabir Shah');
    const { totalDiscountedPrice } = await quote(['iot']);
    const { page, errors, context } = await openPage(browser, PHONE);

    await logInOnPage(page, learner);

    await enrolFromCatalogue(page, 'IOT');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL('**/cart-summary');
    await expect
      .poll(() => page.getByTestId('order-total').textContent())
      .toBe(rupees(totalDiscountedPrice));
    await completeDetails(page);
    await fillBilling(page);

    const completePayment = page.getByRole('button', { name: 'Complete Payment' });
    await completePayment.click();
    const checkout = page.getByRole('dialog', { name: /test payment/ });
    await checkout.getByRole('button', { name: 'Fail' }).click();

    const message = page.getByRole('alert').filter({ hasText: 'Payment failed.' });
    await message.waitFor();
    expect(await message.textContent()).toContain('You can try again');
    expect(new URL(page.url()).pathname).toBe('/cart-summary');

    await checkout.getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => completePayment.isEnabled()).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    const afterFailure = await api<{ programs: unknown[]; orders: Array<{ status: string }> }>(
      '/v1.5/users/me/enrolments',
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(afterFailure.programs).toEqual([]);
    expect(afterFailure.orders.map((order) => order.status)).toEqual(['attempted']);

    await completePayment.click();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/payment-success');
    const afterRetry = await api<{
      programs: Array<{ courseId: string }>;
      orders: Array<{ status: string }>;
    }>('/v1.5/users/me/enrolments', { headers: { Authorization: `Bearer ${token}` } });
    expect(afterRetry.programs.map((program) => program.courseId)).toEqual(['iot']);
    expect(afterRetry.orders.map((order) => order.status)).toEqual(['paid']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the session ends while the payment is confirmed: /unsuccess, log in again, the payment is confirmed', async () => {
    const learner = await registerAccount('Kiran Rao');
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await logInOnPage(page, learner);
    await payForIotUpToTheDialog(page);

    // The confirmation is held on its way while the learner is logged out everywhere (from another
    // device), so the server refuses it, and the refresh too, with the session.
    const elsewhere = await logInThroughApi(learner.email, learner.password);
    await page.route(
      '**/api/v1.5/payment/success',
      async (route) => {
        await api('/v1.5/auth/logout-all', {
          method: 'POST',
          headers: { Authorization: `Bearer ${elsewhere}` },
        });
        await route.continue();
      },
      { times: 1 },
    );
    await page
      .getByRole('dialog', { name: /test payment/ })
      .getByRole('button', { name: 'Pay' })
      .click();

    await page.waitForURL('**/unsuccess');
    await page.getByRole('heading', { name: 'Your Payment was unsuccessful !' }).waitFor();
    await page.getByText('Your session ended before we could confirm your payment.').waitFor();
    await page
      .getByTestId('log-in-countdown')
      .getByText(/Taking you to log in in \d+ s/)
      .waitFor();
    await page.getByRole('link', { name: 'Log in again' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/unsuccess');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();

    // Back on /unsuccess, signed in: the kept confirmation goes at once.
    await page.waitForURL('**/payment-success');
    await page.getByRole('heading', { name: 'Your Payment was successfull!' }).waitFor();
    await page.getByRole('link', { name: 'View my programs' }).click();
    await page
      .getByRole('list', { name: 'Enrolled programs' })
      .getByRole('heading', { name: 'IOT' })
      .waitFor();

    // The refused confirmation and refresh are the only console errors (the 401s themselves).
    expect(errors.filter((error) => !/401|Unauthorized/.test(error))).toEqual([]);
    await context.close();
  });

  it('the confirmation is lost on the network: /unsuccess says the payment is confirmed without the learner', async () => {
    const learner = await registerAccount('Farah Khan');
    const { page, errors, context } = await openPage(browser, PHONE);
    await logInOnPage(page, learner);
    await payForIotUpToTheDialog(page);

    await page.route('**/api/v1.5/payment/success', (route) => route.abort('connectionreset'), {
      times: 1,
    });
    await page
      .getByRole('dialog', { name: /test payment/ })
      .getByRole('button', { name: 'Pay' })
      .click();

    await page.waitForURL('**/unsuccess');
    await page
      .getByText('Your payment was made, but we could not confirm it', { exact: false })
      .waitFor();
    await page.getByText("please don't pay again", { exact: false }).waitFor();
    expect(await page.getByTestId('log-in-countdown').count()).toBe(0);

    // The provider's webhook settles the order without the browser; My programs then shows it.
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    const enrolled = () =>
      api<{ programs: Array<{ courseId: string }> }>('/v1.5/users/me/enrolments', {
        headers: { Authorization: `Bearer ${token}` },
      }).then((answer) => answer.programs.map((program) => program.courseId));
    await expect.poll(enrolled, { timeout: 30_000 }).toEqual(['iot']);
    await page.getByRole('link', { name: 'My programs' }).click();
    await page.waitForURL('**/user-profile');
    await page
      .getByRole('list', { name: 'Enrolled programs' })
      .getByRole('heading', { name: 'IOT' })
      .waitFor();

    expect(errors.filter((error) => !/ERR_CONNECTION_RESET|Failed to fetch/.test(error))).toEqual(
      [],
    );
    await context.close();
  });

  it('a program the learner already owns: Complete Payment says so, drops that line and pays for the rest', async () => {
    const learner = await registerAccount('Divya Pillai');
    const token = await logInThroughApi(learner.email, learner.password);
    const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    // Bought IOT earlier (in another tab, say): order, the sandbox's Pay, the confirmation.
    const order = await api<{ orderId: string }>('/v1.5/payment/0', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ mobileNumber: '9876543210', selectedCourses: [{ id: 'iot' }] }),
    });
    const paid = await api<Record<string, string>>('/sandbox/razorpay/pay', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        order_id: order.orderId,
        outcome: 'success',
        deliver_webhooks: false,
      }),
    });
    await api('/v1.5/payment/success', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    });
    const { totalDiscountedPrice } = await quote(['webmonk']);

    const { page, errors, context } = await openPage(browser, DESKTOP);
    await logInOnPage(page, learner);
    await enrolFromCatalogue(page, 'IOT');
    await enrolFromCatalogue(page, 'Webmonk');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL('**/cart-summary');
    await completeDetails(page);
    await fillBilling(page);

    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page.getByRole('alert').filter({ hasText: 'You are already enrolled in IOT' }).waitFor();
    const lines = page.getByRole('list', { name: 'Programs in this order' });
    await expect.poll(() => lines.getByText('IOT').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('order-total').textContent())
      .toBe(rupees(totalDiscountedPrice));

    await page.getByRole('button', { name: 'Complete Payment' }).click();
    const checkout = page.getByRole('dialog', { name: /test payment/ });
    await checkout.getByText(`INR ${totalDiscountedPrice.toFixed(2)}`).waitFor();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/payment-success');
    const mine = await api<{ programs: Array<{ courseId: string }> }>('/v1.5/users/me/enrolments', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(mine.programs.map((program) => program.courseId).sort()).toEqual(['iot', 'webmonk']);

    // Chromium logs the refused order (409) itself; that is the journey, not a fault.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
    await context.close();
  });

  it('a stale quote: the server total is shown and confirmed before the checkout opens', async () => {
    const learner = await registerAccount('Ravi Menon');
    const { totalDiscountedPrice } = await quote(['code-slayer']);
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await logInOnPage(page, learner);
    // Every quote the page sees is Rs 100 out of date (a sale ended after it was fetched, say). Set
    // up before the cart loads, so no earlier, true quote can be cached and shown instead.
    await page.route('**/api/v1.5/cart/quote', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as Quote;
      await route.fulfill({
        response,
        json: { ...json, totalDiscountedPrice: json.totalDiscountedPrice - 100 },
      });
    });
    await enrolFromCatalogue(page, 'Codeslayer');

    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL('**/cart-summary');
    await expect
      .poll(() => page.getByTestId('order-total').textContent())
      .toBe(rupees(totalDiscountedPrice - 100));
    await completeDetails(page);
    await fillBilling(page);
    await page.getByRole('button', { name: 'Complete Payment' }).click();

    const changed = page.getByRole('dialog', { name: 'The price has changed' });
    await changed.getByText(rupees(totalDiscountedPrice), { exact: true }).waitFor();
    await changed.getByRole('button', { name: `Pay ${rupees(totalDiscountedPrice)}` }).click();
    const checkout = page.getByRole('dialog', { name: /test payment/ });
    await checkout.getByText(`INR ${totalDiscountedPrice.toFixed(2)}`).waitFor();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/payment-success');

    expect(errors).toEqual([]);
    await context.close();
  });
});
