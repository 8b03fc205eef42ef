import { toPaise } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRupees } from '../../../lib/format';
import { saveBilling } from '../billing-details';
import { setUpApp, signInAs } from '../../../test/render-app';
import {
  createCoupon,
  createLearner,
  profileOf,
  quoteCart,
  type Learner,
} from '../../../test/seed';

const app = setUpApp();
const COMPLETE = { mobileNumber: '9876543210', collegeName: 'RV College', stream: 'CSE' };
/** Billing details this browser kept from an earlier checkout, so payment can go ahead at once. */
const keepBilling = (learner: Learner) =>
  saveBilling(learner.id, { name: learner.name, state: '29', pin: '560001' });
let tenPercent: string;

beforeAll(async () => {
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./cart-summary-page');
  tenPercent = await createCoupon(10);
});

beforeEach(() => {
  // Browser-side prices are deliberately wrong: the page must show the server's.
  localStorage.setItem(
    'cart',
    JSON.stringify([
      { id: 'webmonk', name: 'Webmonk', description: '', price: 1, image: '' },
      { id: 'iot', name: 'IOT', description: '', price: 1, image: '' },
    ]),
  );
});

/** A signed-in learner on /cart-summary. */
async function openSummary(learner: Learner) {
  await signInAs(learner);
  const { router } = app.renderApp('/cart-summary');
  await waitFor(() => expect(field('Email').value).toBe(learner.email));
  return router;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

// Several real API round trips per test (sign-up, profile, quote) on a machine busy with the rest
// of the run: more than the 5 s default.
describe('/cart-summary', () => {
  it('prefills the details and shows the quoted order, coupon included', async () => {
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    const quote = await quoteCart(['webmonk', 'iot'], tenPercent);
    expect(quote.coupon?.validated).toBe(true);
    localStorage.setItem('cart-coupon', tenPercent);
    await openSummary(learner);
    expect(field('Fullname').value).toBe('Asha Rao');
    expect(field('Phone Number').value).toBe('9876543210');
    expect(field('College Name').value).toBe('RV College');
    expect(field('Stream').value).toBe('CSE');
    expect(field('Email').readOnly).toBe(true);

    const total = await screen.findByTestId('order-total');
    // Priced by the server, coupon included.
    await waitFor(() => expect(total.textContent).toBe(formatRupees(quote.totalDiscountedPrice)));
    const lines = within(screen.getByRole('list', { name: 'Programs in this order' }));
    expect(lines.getByText('Webmonk')).toBeTruthy();
    expect(lines.getByText('IOT')).toBeTruthy();
    expect(screen.getByText('Complete the details before proceeding to payment.')).toBeTruthy();
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
  });

  it('shows no errors on arrival, only once a field is left or payment is tried', async () => {
    // A new account: no phone, college or stream yet.
    const learner = await createLearner({ name: 'Asha Rao' });
    await openSummary(learner);
    await screen.findByTestId('order-total');
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
    // Invalid, so nothing to apply; but nothing is red before the learner has done anything.
    expect(button('Apply Changes').disabled).toBe(true);
    for (const label of ['Phone Number', 'College Name', 'Stream']) {
      expect(errorOf(label) ?? '').toBe('');
      expect(field(label).getAttribute('aria-invalid')).not.toBe('true');
    }

    // Leaving a field shows its error; the others stay quiet.
    fireEvent.focus(field('College Name'));
    fireEvent.blur(field('College Name'));
    await waitFor(() => expect(errorOf('College Name')).toBe('College name is required.'));
    expect(errorOf('Stream') ?? '').toBe('');

    // Trying to pay shows every problem, focuses the first, and creates no order.
    fireEvent.click(button('Complete Payment'));
    await waitFor(() => expect(errorOf('Phone Number')).toBe('Invalid phone number.'));
    expect(errorOf('Stream')).toBe('Stream is required.');
    expect(document.activeElement).toBe(field('Phone Number'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.network.requests.filter((r) => r.path.startsWith('/v1.5/payment'))).toEqual([]);
  });

  it('shows the §5.4 messages and keeps Apply Changes disabled while the details are invalid', async () => {
    // A new account: no phone, college or stream yet.
    const learner = await createLearner({ name: 'Asha Rao' });
    await openSummary(learner);
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
    fireEvent.click(button('Complete Payment'));
    await waitFor(() => expect(errorOf('College Name')).toBe('College name is required.'));
    expect(errorOf('Stream')).toBe('Stream is required.');
    expect(errorOf('Phone Number')).toBe('Invalid phone number.');
    expect(button('Apply Changes').disabled).toBe(true);

    // An empty phone starts editable; the others are always editable.
    type('Phone Number', '98765');
    type('College Name', 'RV College');
    type('Stream', 'CSE');
    await waitFor(() => expect(errorOf('College Name')).toBe(''));
    expect(errorOf('Phone Number')).toBe('Invalid phone number.');
    expect(button('Apply Changes').disabled).toBe(true);

    type('Phone Number', '9876543210');
    await waitFor(() => expect(button('Apply Changes').disabled).toBe(false));
    expect(errorOf('Phone Number')).toBe('');

    type('Stream', ' ');
    await waitFor(() => expect(button('Apply Changes').disabled).toBe(true));
    expect(errorOf('Stream')).toBe('Stream is required.');
    type('Stream', 'CSE');

    await waitFor(() => expect(button('Apply Changes').disabled).toBe(false));
    fireEvent.click(button('Apply Changes'));
    const profilePath = `/v1.5/users/${encodeURIComponent(learner.email)}`;
    await waitFor(() => expect(app.network.find('PATCH', profilePath)).toHaveLength(1));
    const patch = app.network.find('PATCH', profilePath)[0]!;
    expect(patch.contentType).toBe('application/json-patch+json');
    expect(JSON.parse(patch.body)).toEqual([
      { op: 'replace', path: '/name', value: 'Asha Rao' },
      { op: 'replace', path: '/mobileNumber', value: '9876543210' },
      { op: 'replace', path: '/collegeName', value: 'RV College' },
      { op: 'replace', path: '/stream', value: 'CSE' },
    ]);
    // Saved: nothing left to apply, and payment can go ahead.
    await waitFor(() => expect(button('Apply Changes').disabled).toBe(true));
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
    await expect(profileOf(learner)).resolves.toMatchObject(COMPLETE);
  });

  it('keeps Fullname and phone behind Edit/Save toggles', async () => {
    await openSummary(await createLearner({ name: 'Asha Rao', profile: COMPLETE }));
    expect(field('Fullname').readOnly).toBe(true);
    fireEvent.click(button('Edit Fullname'));
    expect(field('Fullname').readOnly).toBe(false);
    fireEvent.click(button('Save Fullname'));
    expect(field('Fullname').readOnly).toBe(true);
    expect(field('Phone Number').readOnly).toBe(true);
    fireEvent.click(button('Edit Phone Number'));
    expect(field('Phone Number').readOnly).toBe(false);
  });

  it('asks to save unsaved changes before payment; Escape and Cancel close the dialog', async () => {
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    keepBilling(learner);
    await openSummary(learner);
    await screen.findByTestId('order-total');
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
    // Clicked straight after typing, before the change's validation has finished.
    type('Stream', 'IT');
    fireEvent.click(button('Complete Payment'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(
      within(dialog).getByText('Please save your changes before completing the payment.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Save Changes' }),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(button('Complete Payment'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.network.requests.filter((r) => r.path.startsWith('/v1.5/payment'))).toEqual([]);
    expect(field('Stream').value).toBe('IT');
  });

  it('says the payment could not start, and opens no checkout, when the order is malformed', async () => {
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    const quote = await quoteCart(['webmonk', 'iot']);
    const orderPath = `/v1.5/payment/${toPaise(quote.totalDiscountedPrice)}` as const;
    app.network.inject(`POST ${orderPath}`, { respond: { status: 200, body: { orderId: 42 } } });
    keepBilling(learner);
    await openSummary(learner);
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
    fireEvent.click(button('Complete Payment'));

    const message = document.getElementById('payment-message')!;
    await waitFor(() =>
      expect(message.textContent).toBe('The payment window could not be opened. Please try again.'),
    );
    expect(message.getAttribute('role')).toBe('alert');
    expect(app.network.count('POST', orderPath)).toBe(1);
    expect(document.querySelector('script[src]')).toBeNull();
    // Back to where the learner can try again.
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
  });

  it('sends a signed-out visitor to log in, coming back here after', async () => {
    const { router } = app.renderApp('/cart-summary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fcart-summary');
  });
});
