import { addDays, istDate } from '@kaksha/shared';
import type { RefundQueueItem, RefundRequestView } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { admin, askApi, createStaff, eventually, tokenOf } from '../../test/seed';
import { learnerInOwnBatch } from '../../test/seed-batches';

// The staff refunds queue against the real API: a learner in a batch six weeks away asks for a
// refund (the policy gives it all); SALES sees it and cannot decide; ADMIN approves or rejects.

const app = setUpApp();
const LONG = { timeout: 15_000 };

beforeAll(async () => {
  await import('./routes/refunds-page');
});

async function requestedRefund(reason: string) {
  const day = addDays(istDate(new Date()), 42);
  const { learner } = await learnerInOwnBatch({ startDate: day, endDate: addDays(day, 7) }, []);
  const [order] = (
    await askApi<{ orders: Array<{ id: string }> }>('/v1.5/users/me/enrolments', {
      token: await tokenOf(learner),
    })
  ).orders;
  const request = await askApi<RefundRequestView>(`/v1.5/orders/${order!.id}/refund-requests`, {
    token: await tokenOf(learner),
    json: { reason },
  });
  return { learner, request };
}

/** The queue's row of this learner (their e-mail is unique). */
async function rowOf(email: string) {
  const cell = await screen.findByText(email, {}, LONG);
  return within(cell.closest('tr')!);
}

const queueItem = async (id: string) =>
  (
    await askApi<RefundQueueItem[]>('/v1.5/refund-requests?limit=200', { token: await admin() })
  ).find((item) => item.id === id);

describe('/operations/refunds', () => {
  it('shows SALES the request with the policy’s amount, read-only', async () => {
    const { learner, request } = await requestedRefund('Exams moved to March.');
    await signInAs(await createStaff('SALES'));
    app.renderApp('/operations/refunds');
    await screen.findByRole('heading', { level: 1, name: 'Refunds' }, LONG);
    const row = await rowOf(learner.email);
    expect(row.getByText('Full: 7+ days before the start')).toBeTruthy();
    expect(row.getByText('Exams moved to March.')).toBeTruthy();
    expect(row.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(request.status).toBe('open');
  });

  it('lets ADMIN approve the policy’s amount: the refund is sent and the row says so', async () => {
    const { learner, request } = await requestedRefund('Found a job, cannot attend.');
    await signInAs(await createStaff('ADMIN'));
    app.renderApp('/operations/refunds');
    const row = await rowOf(learner.email);
    fireEvent.click(row.getByRole('button', { name: /^Approve .*’s refund$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Approve .*’s refund$/ }));
    const amount = dialog.getByLabelText<HTMLInputElement>(/Amount to refund/);
    expect(Number(amount.value) * 100).toBe(request.policyAmountPaise);
    // More than is left is refused before anything is sent.
    fireEvent.change(amount, { target: { value: '999999' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve refund' }));
    expect(await dialog.findByText(/more than what is left to refund/)).toBeTruthy();
    fireEvent.change(amount, {
      target: { value: (request.policyAmountPaise / 100).toFixed(2) },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    const decided = await eventually(
      () => queueItem(request.id),
      (item) => item?.refundStatus === 'processed',
    );
    expect(decided).toMatchObject({ status: 'approved', amountPaise: request.policyAmountPaise });
  });

  it('lets ADMIN reject with a reason the learner reads', async () => {
    const { learner, request } = await requestedRefund('Changed my mind.');
    await signInAs(await createStaff('ADMIN'));
    app.renderApp('/operations/refunds');
    const row = await rowOf(learner.email);
    fireEvent.click(row.getByRole('button', { name: /^Reject .*’s refund$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Reject .*’s refund$/ }));
    fireEvent.change(dialog.getByLabelText(/Why/), {
      target: { value: 'The batch started weeks ago.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    expect(await queueItem(request.id)).toMatchObject({
      status: 'rejected',
      decisionNote: 'The batch started weeks ago.',
    });
  });
});
