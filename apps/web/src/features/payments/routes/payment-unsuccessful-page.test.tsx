import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../content/site-config';
import { setUpApp, signInAs } from '../../../test/render-app';
import { IOT } from '../../../test/cart-items';
import { createLearner, enrolmentsOf, openOrder, payInSandbox } from '../../../test/seed';
import type { Learner } from '../../../test/seed';

// Spec §4.4 step 3 and §2.8: a failed confirmation lands on /unsuccess and, when the session was
// refused, goes on to log in; a payment the provider took is never lost.

const UNCONFIRMED_KEY = 'kaksha-unconfirmed-payment';
const CONFIRM = '/v1.5/payment/success';
const app = setUpApp();

beforeAll(async () => {
  // Warm the lazy pages so the first test does not wait on the module imports.
  await Promise.all([import('./payment-unsuccessful-page'), import('./payment-success-page')]);
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

/** A payment the sandbox took for the learner's order, as the checkout's handler receives it. */
async function paidButUnconfirmed(learner: Learner) {
  const order = await openOrder(learner, ['iot']);
  const paid = await payInSandbox(learner, order.orderId);
  const confirmation = {
    orderId: paid.razorpay_order_id,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
    mobileNumber: '9876543210',
  };
  // What the checkout keeps when the confirmation was refused with the session.
  sessionStorage.setItem(UNCONFIRMED_KEY, JSON.stringify(confirmation));
  return confirmation;
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Your Payment was unsuccessful !' });

describe('/unsuccess', () => {
  it('apologises, gives the help contacts, a way home and where programs appear', async () => {
    app.renderApp('/unsuccess');
    await heading();
    expect(screen.getByText(/We're sorry for the trouble/)).toBeTruthy();
    const { support: email } = siteConfig.emails;
    const { support: phone } = siteConfig.phones;
    expect(screen.getByRole('link', { name: email.address }).getAttribute('href')).toBe(
      `mailto:${email.address}`,
    );
    expect(screen.getByRole('link', { name: phone.display }).getAttribute('href')).toBe(
      `tel:${phone.e164}`,
    );
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'My programs' }).getAttribute('href')).toBe(
      '/user-profile',
    );
    expect(screen.getByText(/we confirm every payment with the payment provider/)).toBeTruthy();
    expect(screen.queryByTestId('log-in-countdown')).toBeNull();
  });

  it('after a refused session: counts down to log in, which can be stopped or done at once', async () => {
    const learner = await createLearner();
    await paidButUnconfirmed(learner);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { router } = app.renderApp('/unsuccess');
    await heading();
    const countdown = await screen.findByTestId('log-in-countdown');
    expect(countdown.textContent).toBe('Taking you to log in in 10 s…');
    expect(
      screen.getByText('Your session ended before we could confirm your payment.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Funsuccess',
    );

    act(() => vi.advanceTimersByTime(3000));
    expect(countdown.textContent).toBe('Taking you to log in in 7 s…');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(router.state.location.pathname).toBe('/unsuccess');
    expect(countdown.textContent).toBe('You can log in whenever you are ready.');
  });

  it('after a refused session: opens the log-in page when the countdown ends', async () => {
    const learner = await createLearner();
    await paidButUnconfirmed(learner);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { router } = app.renderApp('/unsuccess');
    await screen.findByTestId('log-in-countdown');
    act(() => vi.advanceTimersByTime(10_000));
    // Real timers again, so waitFor's own polling interval runs while the log-in route loads.
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Funsuccess');
  });

  it('logged in again: confirms the kept payment at once and shows the success page', async () => {
    const learner = await createLearner();
    const confirmation = await paidButUnconfirmed(learner);
    localStorage.setItem('cart', JSON.stringify([IOT]));
    await signInAs(learner);
    const { router } = app.renderApp('/unsuccess');

    await screen.findByRole('heading', { level: 1, name: 'Your Payment was successfull!' });
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(screen.getByText(confirmation.orderId)).toBeTruthy();
    const [sent] = app.network.find('POST', CONFIRM);
    expect(JSON.parse(sent!.body)).toEqual(confirmation);
    expect(sessionStorage.getItem(UNCONFIRMED_KEY)).toBeNull();
    expect(localStorage.getItem('cart')).toBe('[]');
    const enrolments = await enrolmentsOf(learner);
    expect(enrolments.programs.map((program) => program.courseId)).toEqual(['iot']);
  });

  it('logged in again but the confirmation fails: leaves it to the server, sent only once', async () => {
    const learner = await createLearner();
    await paidButUnconfirmed(learner);
    await signInAs(learner);
    app.network.inject(`POST ${CONFIRM}`, { refuse: { status: 503 } });
    app.renderApp('/unsuccess');
    await heading();
    await screen.findByText(/we confirm every payment with the payment provider/);
    expect(screen.queryByTestId('log-in-countdown')).toBeNull();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'My programs' }),
    ).toBeTruthy();
    expect(sessionStorage.getItem(UNCONFIRMED_KEY)).toBeNull();
    expect(app.network.count('POST', CONFIRM)).toBe(1);
  });

  it('logged in again but the confirmation answer is malformed: leaves it to the server', async () => {
    const learner = await createLearner();
    await paidButUnconfirmed(learner);
    localStorage.setItem('cart', JSON.stringify([IOT]));
    await signInAs(learner);
    app.network.inject(`POST ${CONFIRM}`, { respond: { status: 200, body: { message: 'ok' } } });
    const { router } = app.renderApp('/unsuccess');
    // Sent once, its answer unreadable: dropped, as after any failure.
    await waitFor(() => expect(sessionStorage.getItem(UNCONFIRMED_KEY)).toBeNull());
    await heading();
    await screen.findByText(/we confirm every payment with the payment provider/);
    expect(router.state.location.pathname).toBe('/unsuccess');
    expect(screen.queryByTestId('log-in-countdown')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([IOT]);
    expect(app.network.count('POST', CONFIRM)).toBe(1);
  });
});
