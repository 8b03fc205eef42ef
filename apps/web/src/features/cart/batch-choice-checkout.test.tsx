import { BATCH_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseBatch, readBatchChoice } from '../../lib/batch-choice';
import { saveBilling } from './billing-details';
import { setUpApp, signInAs } from '../../test/render-app';
import { createLearner, openOrder } from '../../test/seed';
import { createBatch, uniqueBatchName } from '../../test/seed-batches';

// The batch chosen on a program's page goes with its line to checkout; a choice the server refuses
// (full) is shown with the server's message and forgotten, so the next try takes the soonest batch.

const app = setUpApp();
const COMPLETE = { mobileNumber: '9876543210', collegeName: 'RV College', stream: 'CSE' };

beforeAll(async () => {
  await import('./routes/cart-summary-page');
});

/** Far enough away that no other test's checkout (soonest batch with a seat) ever lands in it. */
const farAway = (days: number) =>
  // The IST calendar day (batch dates are IST days): after 18:30 UTC it is already tomorrow.
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('the chosen batch at checkout', () => {
  it('asks for a seat in it, and forgets it when the server says it is full', async () => {
    const batch = await createBatch({
      courseId: 'iot',
      name: uniqueBatchName('Far batch'),
      startDate: farAway(300),
      capacity: 1,
      status: 'open',
    });
    const taker = await createLearner({ name: 'Ravi Kumar', profile: COMPLETE });
    await openOrder(taker, [{ id: 'iot', batchId: batch.id }]);

    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 'iot', name: 'IOT', description: '', price: 1, image: '' }]),
    );
    chooseBatch('iot', batch.id);
    // Billing details kept from an earlier checkout on this browser.
    saveBilling(learner.id, { name: learner.name, state: '29', pin: '560001' });
    await signInAs(learner);
    app.renderApp('/cart-summary');
    // The details arrive from the profile first (a click before would ask to save changes).
    await waitFor(
      () => expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(learner.email),
      { timeout: 15_000 },
    );
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
    fireEvent.click(button('Complete Payment'));

    const message = document.getElementById('payment-message')!;
    await waitFor(
      () =>
        expect(message.textContent).toContain(`${batch.name} (IOT) ${BATCH_MESSAGES.batchFull}`),
      { timeout: 15_000 },
    );
    expect(message.textContent).toContain(BATCH_MESSAGES.nextBatchIs);
    const sent = app.network.requests.find(
      (r) => r.method === 'POST' && r.path.startsWith('/v1.5/payment/'),
    );
    expect(JSON.parse(sent!.body).selectedCourses).toEqual([{ id: 'iot', batchId: batch.id }]);
    expect(readBatchChoice('iot')).toBeUndefined();
  });

  it('shows the batch each line buys, and offers the next one when the chosen one is full', async () => {
    const full = await createBatch({
      courseId: 'machinester',
      name: uniqueBatchName('Full batch'),
      startDate: farAway(310),
      capacity: 1,
      status: 'open',
    });
    const taker = await createLearner({ name: 'Ravi Kumar', profile: COMPLETE });
    await openOrder(taker, [{ id: 'machinester', batchId: full.id }]);
    const learner = await createLearner({ name: 'Asha Rao', profile: COMPLETE });
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 'machinester', name: 'Machinester', description: '', price: 1, image: '' },
      ]),
    );
    chooseBatch('machinester', full.id);
    await signInAs(learner);
    app.renderApp('/cart-summary');

    const lines = await screen.findByRole('list', { name: 'Programs in this order' });
    const notice = await within(lines).findByText(
      new RegExp(`^${full.name} \\(Machinester\\) ${BATCH_MESSAGES.batchFull}`),
      {},
      { timeout: 15_000 },
    );
    const take = within(notice).getByRole('button', { name: /^Take a seat in / });
    const offered = take.textContent!.replace('Take a seat in ', '');
    expect(offered).not.toBe(full.name);
    fireEvent.click(take);
    // The offered batch is now the choice; the line names it and the notice is gone.
    await waitFor(() => expect(within(lines).queryByRole('status')).toBeNull(), {
      timeout: 15_000,
    });
    expect(within(lines).getByText(new RegExp(`^${offered} · starts `))).toBeTruthy();
    expect(readBatchChoice('machinester')).not.toBe(full.id);
  });
});
