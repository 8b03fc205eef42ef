import { addDays, istDate, REFUND_MESSAGES } from '@kaksha/shared';
import type { RefundQuote, RefundRequestView } from '@kaksha/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInrPaise } from '../../lib/format';
import { setUpApp, signInAs } from '../../test/render-app';
import { errorOf } from '../../test/form-helpers';
import {
  admin,
  askApi,
  buyPrograms,
  createCoupon,
  createLearner,
  enrolmentsOf,
  eventually,
  tokenOf,
  type Learner,
} from '../../test/seed';
import { learnerInOwnBatch } from '../../test/seed-batches';

// Asking for a refund from My programs (issue 26): the policy's amount for the order today (the
// server's quote), the learner's reason, and the request's progress on the program and /orders.

const app = setUpApp();
const REQUESTED = 'Refund requested — we will e-mail you our decision';

beforeAll(async () => {
  await import('./routes/user-profile-page');
});

/** A learner in a Codeslayer batch that starts in six weeks: the policy refunds in full. */
async function learnerBeforeTheStart() {
  const day = addDays(istDate(new Date()), 42);
  const { learner } = await learnerInOwnBatch({ startDate: day, endDate: addDays(day, 7) }, []);
  const [program] = (await enrolmentsOf(learner)).programs;
  return { learner, orderId: program!.orderId };
}

const quoteOf = async (learner: Learner, orderId: string) =>
  askApi<RefundQuote>(`/v1.5/orders/${orderId}/refund-quote`, { token: await tokenOf(learner) });

const askForRefund = async (learner: Learner, orderId: string, reason: string) =>
  askApi<RefundRequestView>(`/v1.5/orders/${orderId}/refund-requests`, {
    token: await tokenOf(learner),
    json: { reason },
  });

/** The program's card in My programs on the signed-in learner's profile. */
async function programCard(learner: Learner, name: string) {
  await signInAs(learner);
  app.renderApp('/user-profile');
  const section = within(await screen.findByRole('region', { name: 'My programs' }));
  return within(await section.findByRole('article', { name }));
}

async function openDialog(card: ReturnType<typeof within>) {
  fireEvent.click(await card.findByRole('button', { name: 'Request a refund' }));
  return within(await screen.findByRole('dialog', { name: 'Request a refund' }));
}

const reasonBox = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('textbox', { name: 'Why are you cancelling?' }) as HTMLTextAreaElement;

/** Types the reason the way a person does: a change, then leaving the box. */
function typeReason(dialog: ReturnType<typeof within>, reason: string) {
  fireEvent.change(reasonBox(dialog), { target: { value: reason } });
  fireEvent.blur(reasonBox(dialog));
}

describe('requesting a refund', () => {
  it("shows the policy's amount and rule, takes a reason, and shows the request on the program", async () => {
    const { learner, orderId } = await learnerBeforeTheStart();
    const quote = await quoteOf(learner, orderId);
    expect(quote.rule).toBe('full_before_start');
    expect(quote.amountPaise).toBeGreaterThan(0);

    const card = await programCard(learner, 'Codeslayer');
    const dialog = await openDialog(card);
    const amount = await dialog.findByText(/^Under our refund policy you would get/);
    expect(amount.textContent).toBe(
      `Under our refund policy you would get ${formatInrPaise(quote.amountPaise)} back.`,
    );
    // Focus is in the dialog, on what it says.
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(dialog.getByText(quote.ruleText)).toBeTruthy();
    expect(dialog.queryByText(/The policy gives no refund/)).toBeNull();
    const policy = dialog.getByRole('link', { name: /^Read our refund policy/ });
    expect(policy.getAttribute('href')).toBe('/policy#refunds');
    expect(policy.getAttribute('target')).toBe('_blank');

    // Too short a reason: the shared message, and nothing sent.
    typeReason(dialog, 'no');
    await waitFor(() => expect(errorOf(reasonBox(dialog))).toBe(REFUND_MESSAGES.reasonNeeded));
    fireEvent.click(dialog.getByRole('button', { name: 'Request refund' }));
    const path = `/v1.5/orders/${orderId}/refund-requests`;
    expect(app.network.find('POST', path)).toEqual([]);

    typeReason(dialog, 'My exams moved to the same weekends.');
    fireEvent.click(dialog.getByRole('button', { name: 'Request refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(app.network.find('POST', path)[0]!.body)).toEqual({
      reason: 'My exams moved to the same weekends.',
    });
    expect(await card.findByText(REQUESTED, { selector: 'p' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    const order = (await enrolmentsOf(learner)).orders.find((o) => o.id === orderId)!;
    expect(order.refundRequest).toMatchObject({ status: 'open', policyRule: 'full_before_start' });
    expect(order.canRequestRefund).toBe(false);
  });

  it('says plainly when the policy gives nothing, and still sends the request', async () => {
    // A purchase with a coupon: the policy refunds nothing.
    const learner = await createLearner();
    await buyPrograms(learner, ['iot'], await createCoupon(10));
    const [program] = (await enrolmentsOf(learner)).programs;
    const quote = await quoteOf(learner, program!.orderId);
    expect(quote.amountPaise).toBe(0);

    const dialog = await openDialog(await programCard(learner, 'IOT'));
    expect((await dialog.findByText(/^Under our refund policy you would get/)).textContent).toBe(
      'Under our refund policy you would get ₹0.00 back.',
    );
    expect(dialog.getByText(quote.ruleText)).toBeTruthy();
    expect(
      dialog.getByText(
        'The policy gives no refund for this order. You can still send a request: our team reads every one and may approve a refund as an exception.',
      ),
    ).toBeTruthy();
    typeReason(dialog, 'The batch timing changed.');
    fireEvent.click(dialog.getByRole('button', { name: 'Request refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const order = (await enrolmentsOf(learner)).orders[0]!;
    expect(order.refundRequest).toMatchObject({ status: 'open', policyAmountPaise: 0 });
  });

  it('says a request is already open when one was sent meanwhile, and then shows it', async () => {
    const { learner, orderId } = await learnerBeforeTheStart();
    const card = await programCard(learner, 'Codeslayer');
    const dialog = await openDialog(card);
    await dialog.findByText(/^Under our refund policy/);
    // From another tab, while this dialog is open.
    await askForRefund(learner, orderId, 'Asked from my phone first.');
    typeReason(dialog, 'Asked again from here.');
    fireEvent.click(dialog.getByRole('button', { name: 'Request refund' }));
    expect(await dialog.findByText(REFUND_MESSAGES.alreadyOpen)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await card.findByText(REQUESTED, { selector: 'p' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });

  it("shows the quote's failure with a retry", async () => {
    const { learner, orderId } = await learnerBeforeTheStart();
    app.network.inject(`GET /v1.5/orders/${orderId}/refund-quote`, {
      refuse: { status: 500 },
      times: 2,
    });
    const dialog = await openDialog(await programCard(learner, 'Codeslayer'));
    expect(
      await dialog.findByText(
        "We couldn't work out your refund. Something went wrong on our side. Please try again in a moment.",
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(dialog.queryByRole('textbox')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText(/^Under our refund policy you would get/)).toBeTruthy();
    expect(reasonBox(dialog)).toBeTruthy();
  });

  it("shows staff's decision: declined with its reason, then processed on /orders", async () => {
    const { learner, orderId } = await learnerBeforeTheStart();
    const first = await askForRefund(learner, orderId, 'Changed my mind about the course.');
    const note = 'Asked after the cut-off for this batch.';
    await askApi(`/v1.5/refund-requests/${first.id}/reject`, {
      token: await admin(),
      json: { reason: note },
    });
    const card = await programCard(learner, 'Codeslayer');
    expect(await card.findByText(`Refund request declined: ${note}`)).toBeTruthy();
    // A declined request may be followed by another.
    expect(card.getByRole('button', { name: 'Request a refund' })).toBeTruthy();

    const second = await askForRefund(learner, orderId, 'My exams moved to the same weekends.');
    await askApi(`/v1.5/refund-requests/${second.id}/approve`, {
      token: await admin(),
      json: { amountPaise: second.policyAmountPaise, reason: 'policy' },
    });
    const refunded = await eventually(
      () => enrolmentsOf(learner),
      (e) => e.orders[0]!.refundRequest?.refundStatus === 'processed',
    );
    const creditNote = refunded.orders[0]!.creditNotes[0];
    expect(creditNote).toBeDefined();
    // The refund ended the enrolment: the order and its documents are on /orders.
    cleanup();
    app.renderApp('/orders');
    const order = within(
      within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('article')[0]!,
    );
    expect(await order.findByText('Refund processed')).toBeTruthy();
    expect(order.getByText('Refunded', { selector: 'span' })).toBeTruthy();
    // All of it came back: the amount refunded is the amount paid.
    const refundedAmount = order.getByText('Refunded', { selector: 'dt' }).nextElementSibling;
    expect(refundedAmount?.textContent).toBe(formatInrPaise(second.policyAmountPaise));
    expect(order.getByText('Amount', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      formatInrPaise(second.policyAmountPaise),
    );
    expect(
      order.getByRole('button', { name: `Credit note ${creditNote!.number} (PDF)` }),
    ).toBeTruthy();
  });
});
