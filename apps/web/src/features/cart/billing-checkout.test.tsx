import { BILLING_MESSAGES, gstinCheckCharacter, toPaise } from '@kaksha/shared';
import type { Billing } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { errorOf, typeInto } from '../../test/form-helpers';
import { createLearner, enrolmentsOf, eventually, quoteCart, type Learner } from '../../test/seed';

// The billing details on /cart-summary (issue 26): who the tax invoice is made out to, checked
// with the shared billing schema before an order is made, sent with it, and kept per account.

const app = setUpApp();
const COMPLETE = { mobileNumber: '9876543210', collegeName: 'RV College', stream: 'CSE' };

/** A GSTIN with a correct check character, registered in the state with this code. */
const gstinFor = (code: string) => {
  const first14 = `${code}AAACK1234A1Z`;
  return first14 + gstinCheckCharacter(first14);
};

beforeAll(async () => {
  await import('./routes/cart-summary-page');
});

beforeEach(() => {
  localStorage.setItem(
    'cart',
    JSON.stringify([{ id: 'webmonk', name: 'Webmonk', description: '', price: 1, image: '' }]),
  );
});

async function openSummary(learner: Learner) {
  await signInAs(learner);
  app.renderApp('/cart-summary');
  await waitFor(() => expect(input('Email').value).toBe(learner.email));
  await waitFor(() => expect(payButton().disabled).toBe(false));
}

const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const stateSelect = () => screen.getByLabelText<HTMLSelectElement>('State or union territory');
const gstButton = () =>
  screen.getByRole('button', { name: 'I need a GST invoice for my business' });
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
const paymentRequests = () =>
  app.network.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1.5/payment/'));

function chooseState(code: string) {
  fireEvent.change(stateSelect(), { target: { value: code } });
  fireEvent.blur(stateSelect());
}

describe('billing details at checkout', () => {
  it('are checked before paying and sent with the order, then kept for next time', async () => {
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    const quote = await quoteCart(['webmonk']);
    await openSummary(learner);

    expect(input('Name on the invoice').value).toBe('Asha Rao');
    expect(stateSelect().value).toBe('');
    const karnataka = within(stateSelect()).getByRole<HTMLOptionElement>('option', {
      name: 'Karnataka',
    });
    expect(karnataka.value).toBe('29');
    expect(
      screen.getByText('Prices include 18% GST. Your tax invoice is e-mailed after payment.'),
    ).toBeTruthy();
    // The business part starts closed.
    expect(gstButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: /^GSTIN/ })).toBeNull();

    // Paying with the details complete but no state or PIN: the billing's problems, the first
    // focused, and no order.
    fireEvent.click(payButton());
    await waitFor(() => expect(errorOf(stateSelect())).toBe(BILLING_MESSAGES.state));
    expect(errorOf(input('PIN code'))).toBe(BILLING_MESSAGES.pin);
    expect(document.activeElement).toBe(stateSelect());
    expect(paymentRequests()).toEqual([]);

    chooseState('27');
    typeInto(input('PIN code'), '560001');
    await waitFor(() => expect(errorOf(input('PIN code'))).toBe(''));
    expect(errorOf(stateSelect())).toBe('');

    // A business invoice: a Karnataka GSTIN, typed in small letters, with Maharashtra chosen.
    fireEvent.click(gstButton());
    expect(gstButton().getAttribute('aria-expanded')).toBe('true');
    const gstin = screen.getByRole<HTMLInputElement>('textbox', { name: /^GSTIN/ });
    typeInto(gstin, gstinFor('29').toLowerCase());
    expect(gstin.value).toBe(gstinFor('29'));
    typeInto(input('Legal name of the business'), 'Rao Learning LLP');
    fireEvent.click(payButton());
    await waitFor(() => expect(errorOf(gstin)).toBe(BILLING_MESSAGES.gstinState));
    expect(errorOf(input('Registered address'))).toBe(BILLING_MESSAGES.address);
    expect(document.activeElement).toBe(gstin);
    expect(paymentRequests()).toEqual([]);

    // The state the GSTIN belongs to clears its error.
    chooseState('29');
    await waitFor(() => expect(errorOf(gstin)).toBe(''));
    typeInto(input('Registered address'), '12 MG Road, Bengaluru');
    fireEvent.click(payButton());

    await waitFor(() => expect(paymentRequests()).toHaveLength(1));
    const sent = paymentRequests()[0]!;
    expect(sent.path).toBe(`/v1.5/payment/${toPaise(quote.totalDiscountedPrice)}`);
    const billing: Billing = {
      name: 'Asha Rao',
      state: '29',
      pin: '560001',
      gstin: gstinFor('29'),
      legalName: 'Rao Learning LLP',
      address: '12 MG Road, Bengaluru',
    };
    expect(JSON.parse(sent.body)).toMatchObject({
      mobileNumber: '9876543210',
      selectedCourses: [{ id: 'webmonk' }],
      billing,
    });
    // The API took it: the order is there.
    await eventually(
      () => enrolmentsOf(learner),
      (enrolments) => enrolments.orders.length === 1,
    );
    expect(JSON.parse(localStorage.getItem(`billing-details:${learner.id}`)!)).toEqual(billing);
  });

  it("start from the learner's last billing details on this browser", async () => {
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    const last: Billing = {
      name: 'Rao Learning LLP accounts',
      state: '29',
      pin: '560001',
      gstin: gstinFor('29'),
      legalName: 'Rao Learning LLP',
      address: '12 MG Road, Bengaluru',
    };
    localStorage.setItem(`billing-details:${learner.id}`, JSON.stringify(last));
    await openSummary(learner);
    await waitFor(() => expect(input('Name on the invoice').value).toBe(last.name));
    expect(stateSelect().value).toBe('29');
    expect(input('PIN code').value).toBe('560001');
    expect(gstButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^GSTIN/ }).value).toBe(
      last.gstin,
    );
    fireEvent.click(payButton());
    await waitFor(() => expect(paymentRequests()).toHaveLength(1));
    expect(JSON.parse(paymentRequests()[0]!.body).billing).toEqual(last);
  });

  it("never shows another account's billing details", async () => {
    const someoneElse = await createLearner({ name: 'Ravi Kumar', profile: COMPLETE });
    localStorage.setItem(
      `billing-details:${someoneElse.id}`,
      JSON.stringify({
        name: 'Kumar Traders',
        state: '27',
        pin: '400001',
        gstin: gstinFor('27'),
        legalName: 'Kumar Traders',
        address: 'Fort, Mumbai',
      }),
    );
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    await openSummary(learner);
    expect(input('Name on the invoice').value).toBe('Asha Rao');
    expect(stateSelect().value).toBe('');
    expect(input('PIN code').value).toBe('');
    expect(gstButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByLabelText<HTMLInputElement>(/^GSTIN/).value).toBe('');
  });

  it("shows the server's refusal of a billing field at that field", async () => {
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    const quote = await quoteCart(['webmonk']);
    // What the API's validation answers; our own check of the same schema would never send it.
    app.network.inject(`POST /v1.5/payment/${toPaise(quote.totalDiscountedPrice)}`, {
      respond: {
        status: 400,
        body: {
          message: BILLING_MESSAGES.gstinState,
          code: 'VALIDATION_FAILED',
          statusCode: 400,
          requestId: 'req-1',
          errors: [
            { field: 'billing.gstin', message: BILLING_MESSAGES.gstinState },
            { field: 'billing.pin', message: BILLING_MESSAGES.pin },
          ],
        },
      },
    });
    await openSummary(learner);
    chooseState('29');
    typeInto(input('PIN code'), '560001');
    fireEvent.click(payButton());

    const message = document.getElementById('payment-message')!;
    await waitFor(() => expect(message.textContent).toBe(BILLING_MESSAGES.gstinState));
    expect(errorOf(input('PIN code'))).toBe(BILLING_MESSAGES.pin);
    // The business part opens to show its field's problem.
    expect(gstButton().getAttribute('aria-expanded')).toBe('true');
    const gstin = screen.getByRole<HTMLInputElement>('textbox', { name: /^GSTIN/ });
    expect(errorOf(gstin)).toBe(BILLING_MESSAGES.gstinState);
    await waitFor(() => expect(document.activeElement).toBe(input('PIN code')));
  });
});
