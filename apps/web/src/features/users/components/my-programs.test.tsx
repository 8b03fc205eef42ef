import type { Enrolments } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../lib/format';
import { setUpApp, signInAs } from '../../../test/render-app';
import {
  buyPrograms,
  confirmPayment,
  createCoupon,
  createLearner,
  enrolmentsOf,
  eventually,
  openOrder,
  payInSandbox,
  type Learner,
} from '../../../test/seed';

const app = setUpApp();
const ENROLMENTS = '/v1.5/users/me/enrolments';

/** The spec's date format, e.g. "1 Mar 2026". */
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(iso));

/** "My programs" on the signed-in learner's profile page. */
async function openMyPrograms(learner: Learner) {
  await signInAs(learner);
  app.renderApp('/user-profile');
  return screen.findByRole('region', { name: 'My programs' });
}

type Order = Enrolments['orders'][number];
const paidOrders = (enrolments: Enrolments) => enrolments.orders.filter((o) => o.status === 'paid');

describe('MyPrograms', () => {
  it('lists the enrolled programs and the paid orders as receipts', async () => {
    const learner = await createLearner();
    const coupon = await createCoupon(10);
    await buyPrograms(learner, ['webmonk', 'iot'], coupon);
    // An abandoned checkout is not a receipt.
    const abandoned = await openOrder(learner, ['machinester']);
    const enrolments = await enrolmentsOf(learner);
    const [paid] = paidOrders(enrolments) as [Order];
    expect(enrolments.orders.map((o) => o.status).sort()).toEqual(['created', 'paid']);

    const section = within(await openMyPrograms(learner));
    const programs = within(await section.findByRole('list', { name: 'Enrolled programs' }));
    expect(programs.getByRole('heading', { name: 'Webmonk' })).toBeTruthy();
    expect(programs.getByRole('heading', { name: 'IOT' })).toBeTruthy();
    expect(programs.queryByRole('heading', { name: 'Machinester' })).toBeNull();
    for (const program of enrolments.programs) {
      const card = within(programs.getByRole('heading', { name: program.name }).parentElement!);
      expect(card.getByText(`Enrolled ${formatDate(program.enrolledAt)}`)).toBeTruthy();
    }

    const receipts = within(section.getByRole('list', { name: 'Receipts' }));
    expect(receipts.getAllByRole('listitem')).toHaveLength(1);
    expect(receipts.getByText(paid.providerOrderId!)).toBeTruthy();
    expect(receipts.getByText(formatRupees(paid.amount))).toBeTruthy();
    expect(receipts.getByText(coupon)).toBeTruthy();
    expect(receipts.getByText('Webmonk, IOT')).toBeTruthy();
    expect(receipts.queryByText(abandoned.orderId)).toBeNull();
    expect(app.network.find('GET', ENROLMENTS)[0]?.authorization).toBe(
      `Bearer ${localStorage.getItem('access-token')}`,
    );
  });

  it('shows a refund for a program the learner already owned on its receipt', async () => {
    // Two tabs each paid for IOT: the API enrols once and refunds the second capture.
    const learner = await createLearner();
    const first = await openOrder(learner, ['iot']);
    const paidFirst = await payInSandbox(learner, first.orderId);
    const second = await openOrder(learner, ['iot'], await createCoupon(10));
    const paidSecond = await payInSandbox(learner, second.orderId);
    await confirmPayment(learner, paidFirst);
    await confirmPayment(learner, paidSecond);
    const enrolments = await eventually(
      () => enrolmentsOf(learner),
      (e) => e.orders.some((o) => o.refunds.some((r) => r.status === 'processed')),
    );
    const refunded = enrolments.orders.find((o) => o.refunds.length > 0)!;

    const receipts = within(
      await within(await openMyPrograms(learner)).findByRole('list', { name: 'Receipts' }),
    );
    expect(receipts.getAllByRole('listitem')).toHaveLength(2);
    expect(receipts.getByText('Refunded', { selector: 'span' })).toBeTruthy();
    const note = receipts.getByText(/which you already owned/);
    expect(note.textContent).toBe(
      `Refunded ${formatRupees(refunded.refunds[0]!.amount)} for IOT, which you already owned.`,
    );
  });

  it('says so when there is nothing yet', async () => {
    const section = within(await openMyPrograms(await createLearner()));
    expect(await section.findByText("You haven't enrolled in a program yet.")).toBeTruthy();
    expect(section.getByRole('link', { name: 'Explore programs' }).getAttribute('href')).toBe(
      '/programs',
    );
    expect(section.queryByRole('list', { name: 'Receipts' })).toBeNull();
  });

  it('shows an error with a retry that loads them', async () => {
    // The first load and the app's one automatic retry both fail.
    app.network.inject(`GET ${ENROLMENTS}`, { times: 2, refuse: { status: 500 } });
    const section = within(await openMyPrograms(await createLearner()));
    const alert = await section.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain("We couldn't load your programs.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await section.findByText("You haven't enrolled in a program yet.")).toBeTruthy();
    expect(app.network.count('GET', ENROLMENTS)).toBe(3);
  });

  it('shows the same error, not a crash, when the answer is malformed', async () => {
    // The first answer and the one automatic retry's: orders missing, programs not a list.
    app.network.inject(`GET ${ENROLMENTS}`, {
      times: 2,
      respond: { status: 200, body: { programs: 'none' } },
    });
    const section = within(await openMyPrograms(await createLearner()));
    const alert = await section.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain("We couldn't load your programs.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await section.findByText("You haven't enrolled in a program yet.")).toBeTruthy();
  });
});
