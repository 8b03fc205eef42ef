import {
  EXPORT_TICKET_PATH,
  REFUND_MESSAGES,
  SALES_MESSAGES,
  addDays,
  istDate,
} from '@kaksha/shared';
import type { RefundQueueItem, RefundRequestView } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { admin, askApi, createStaff, eventually, tokenOf } from '../../test/seed';
import { learnerInOwnBatch } from '../../test/seed-batches';
import { paiseToRupeesText } from './refund-forms';

// The staff refunds queue against the real API: a learner in a batch six weeks away asks for a
// refund (the policy gives it all); SALES sees it and cannot decide; ADMIN approves or rejects.

const app = setUpApp();
const LONG = { timeout: 15_000 };
const QUEUE = '/v1.5/refund-requests';

// The browser's own download is the boundary: the link the page clicks is recorded, not followed.
const downloads: string[] = [];
function recordDownload(event: MouseEvent) {
  const target = event.target;
  if (target instanceof HTMLAnchorElement && target.hasAttribute('download')) {
    downloads.push(target.getAttribute('href') ?? '');
    event.preventDefault();
  }
}

beforeAll(async () => {
  document.addEventListener('click', recordDownload);
  await import('./routes/refunds-page');
});
afterAll(() => document.removeEventListener('click', recordDownload));
beforeEach(() => {
  downloads.length = 0;
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
  (await askApi<RefundQueueItem[]>(`${QUEUE}?limit=200`, { token: await admin() })).find(
    (item) => item.id === id,
  );

const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[data-sonner-toast] *' }, LONG);

async function openQueueAs(role: 'SALES' | 'ADMIN', path = '/operations/refunds') {
  await signInAs(await createStaff(role));
  app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Refunds' }, LONG);
}

async function openApproveDialog(email: string) {
  fireEvent.click((await rowOf(email)).getByRole('button', { name: /^Approve .*’s refund$/ }));
  return within(await screen.findByRole('dialog', { name: /^Approve .*’s refund$/ }));
}

describe('/operations/refunds', () => {
  it('is linked from the sales console, and links on to the invoices', async () => {
    await signInAs(await createStaff('SALES'));
    app.renderApp('/operations/sales');
    await screen.findByRole('heading', { level: 1, name: 'Sales' }, LONG);
    fireEvent.click(screen.getByRole('link', { name: 'Refunds' }));
    await screen.findByRole('heading', { level: 1, name: 'Refunds' }, LONG);
    fireEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    await screen.findByRole('heading', { level: 1, name: 'Invoices' }, LONG);
  });

  it('shows SALES the open request with the policy’s amount, read-only, and downloads the CSV', async () => {
    const { learner, request } = await requestedRefund('Exams moved to March.');
    await openQueueAs('SALES');
    const row = await rowOf(learner.email);
    expect(row.getByText('Full: 7+ days before the start')).toBeTruthy();
    expect(row.getByText('Exams moved to March.')).toBeTruthy();
    expect(row.getByText('open')).toBeTruthy();
    expect(row.getByText(/Codeslayer live .*, starts /)).toBeTruthy();
    expect(row.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve|Reject|Retry/ })).toBeNull();
    // The default filter is `open`, sent to the server.
    const [list] = app.network.find('GET', QUEUE);
    expect(new URLSearchParams(list?.search).get('status')).toBe('open');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    expect(JSON.parse(ticket?.body ?? '{}')).toEqual({ path: `${QUEUE}.csv?status=open` });
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.startsWith(`/api${QUEUE}.csv?status=open&ticket=`)).toBe(true);
    const file = await fetch(`${inject('webTestApi').origin}${downloads[0]}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain(request.id);
  });

  it('lets ADMIN approve the policy’s amount in paise: the refund is sent and the row leaves the open queue', async () => {
    const { learner, request } = await requestedRefund('Found a job, cannot attend.');
    await openQueueAs('ADMIN');
    const dialog = await openApproveDialog(learner.email);
    const amount = dialog.getByLabelText<HTMLInputElement>(/Amount to refund/);
    expect(amount.value).toBe(paiseToRupeesText(request.policyAmountPaise));
    expect(dialog.getByLabelText<HTMLSelectElement>('Reason').value).toBe('policy');
    // More than is left is refused before anything is sent.
    fireEvent.change(amount, { target: { value: '999999' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve refund' }));
    expect(await dialog.findByText(/more than what is left to refund/)).toBeTruthy();
    expect(app.network.count('POST', `${QUEUE}/${request.id}/approve`)).toBe(0);

    fireEvent.change(amount, { target: { value: paiseToRupeesText(request.policyAmountPaise) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    expect(await findToast(/approved\.$/)).toBeTruthy();
    const [sent] = app.network.find('POST', `${QUEUE}/${request.id}/approve`);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      amountPaise: request.policyAmountPaise,
      reason: 'policy',
    });
    await waitFor(() => expect(screen.queryByText(learner.email)).toBeNull(), LONG);
    const decided = await eventually(
      () => queueItem(request.id),
      (item) => item?.refundStatus === 'processed',
    );
    expect(decided).toMatchObject({ status: 'approved', amountPaise: request.policyAmountPaise });
  });

  it('shows the server’s refusal in the dialog when the request was decided meanwhile', async () => {
    const { learner, request } = await requestedRefund('Relocating to Pune.');
    await openQueueAs('ADMIN');
    const dialog = await openApproveDialog(learner.email);
    // Another ADMIN rejects it while this dialog is open.
    await askApi(`${QUEUE}/${request.id}/reject`, {
      token: await admin(),
      json: { reason: 'Decided elsewhere.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve refund' }));
    expect(await dialog.findByText(REFUND_MESSAGES.notOpen, {}, LONG)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((await queueItem(request.id))?.status).toBe('rejected');
  });

  it('lets ADMIN reject with a reason the learner reads, and find it under Rejected', async () => {
    const { learner, request } = await requestedRefund('Changed my mind.');
    await openQueueAs('ADMIN');
    const row = await rowOf(learner.email);
    fireEvent.click(row.getByRole('button', { name: /^Reject .*’s refund$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Reject .*’s refund$/ }));
    const why = dialog.getByLabelText(/Why/);
    // Too short a reason never leaves the dialog.
    fireEvent.change(why, { target: { value: 'No.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject request' }));
    expect(await dialog.findByText(REFUND_MESSAGES.decisionNeeded)).toBeTruthy();
    fireEvent.change(why, { target: { value: 'The batch started weeks ago.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    expect(await queueItem(request.id)).toMatchObject({
      status: 'rejected',
      decisionNote: 'The batch started weeks ago.',
    });

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'rejected' } });
    const rejected = await rowOf(learner.email);
    expect(rejected.getByText('The batch started weeks ago.')).toBeTruthy();
    expect(rejected.queryByRole('button')).toBeNull();
    const lists = app.network.find('GET', QUEUE);
    expect(new URLSearchParams(lists.at(-1)?.search).get('status')).toBe('rejected');
  });

  it('shows a refund the provider refused with its error, and lets ADMIN send it again', async () => {
    const { learner, request } = await requestedRefund('Medical reasons.');
    await askApi(`${QUEUE}/${request.id}/approve`, {
      token: await admin(),
      json: { amountPaise: request.policyAmountPaise, reason: 'policy' },
    });
    const item = await eventually(
      () => queueItem(request.id),
      (found) => found?.refundStatus === 'processed',
    );
    // The sandbox refuses no refund on its own: the queue's answer says this one failed.
    const failed: RefundQueueItem = {
      ...item!,
      status: 'approved',
      refundStatus: 'failed',
      refundError: 'BAD_REQUEST_ERROR: The payment has been fully refunded already',
    };
    app.network.inject(`GET ${QUEUE}`, { respond: { status: 200, body: [failed] } });
    await openQueueAs('ADMIN', '/operations/refunds?status=failed');
    const row = await rowOf(learner.email);
    expect(row.getByText(/fully refunded already/)).toBeTruthy();
    expect(row.getByText('refund failed')).toBeTruthy();
    expect(row.queryByRole('button', { name: /^Approve/ })).toBeNull();
    fireEvent.click(row.getByRole('button', { name: /^Retry refund for / }));
    // The real refund went through, so the server refuses to send it again: its reason is toasted.
    expect(await findToast('Only a failed refund can be retried.')).toBeTruthy();
    expect(app.network.count('POST', `${QUEUE}/${request.id}/retry`)).toBe(1);
  });
});
