import { addDays, istDate, istInstant } from '@kaksha/shared';
import type { Enrolments } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRupees } from '../../../lib/format';
import { formatIstDay } from '../../../lib/ist-dates';
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
  profileOf,
  type Learner,
} from '../../../test/seed';
import {
  batchDetailOf,
  learnerInOwnBatch,
  learnerInRunningBatch,
  markAttendance,
  minutesFromNow,
} from '../../../test/seed-batches';

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
    expect(section.getByRole('link', { name: 'My schedule' }).getAttribute('href')).toBe(
      '/my-schedule',
    );
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

describe('MyPrograms live sessions', () => {
  const MINUTE = 60_000;

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The program's card in "My programs". */
  async function programCard(name: string) {
    const section = within(await screen.findByRole('region', { name: 'My programs' }));
    return within(await section.findByRole('article', { name }));
  }

  it('shows the batch, its dates and the next session, and Join only from 15 minutes before its start', async () => {
    // Six weeks on.
    const day = addDays(istDate(new Date()), 42);
    const start = istInstant(day, '10:00');
    const { learner, batch } = await learnerInOwnBatch(
      { startDate: day, endDate: addDays(day, 7) },
      [
        {
          title: 'Kick-off: arrays and strings',
          startsAt: start.toISOString(),
          durationMinutes: 120,
          joinUrl: 'https://meet.example.com/cs-kick-off',
        },
        {
          title: 'Recursion',
          startsAt: istInstant(addDays(day, 1), '10:00').toISOString(),
          durationMinutes: 120,
          joinUrl: 'https://meet.example.com/cs-recursion',
        },
        // Sooner, and inside its own Join window below, but cancelled: never next, never Join.
        {
          title: 'Orientation',
          startsAt: istInstant(day, '09:50').toISOString(),
          durationMinutes: 30,
          joinUrl: 'https://meet.example.com/cs-orientation',
          cancelled: true,
        },
      ],
    );
    await signInAs(learner);

    // Only Date is faked (the network runs on real time), and it stands still until moved.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start.getTime() - 15 * MINUTE - 1000);
    app.renderApp('/user-profile');
    const card = await programCard('Codeslayer');
    expect(await card.findByText(batch.name)).toBeTruthy();
    const next = within(await card.findByRole('group', { name: 'Next live session' }));
    expect(card.getByText(`${formatIstDay(day)} – ${formatIstDay(addDays(day, 1))}`)).toBeTruthy();
    expect(next.getByText('Kick-off: arrays and strings')).toBeTruthy();
    expect(next.getByText(`${formatIstDay(day)}, 10:00–12:00 IST`)).toBeTruthy();
    expect(next.getByText('starts in 15 min')).toBeTruthy();
    expect(next.getByText('Join opens 15 min before the start')).toBeTruthy();
    expect(card.queryByRole('link', { name: /^Join/ })).toBeNull();
    expect(card.queryByText('Orientation')).toBeNull();

    // Inside the window: the page's own clock brings Join, without a reload.
    vi.setSystemTime(start.getTime() - 10 * MINUTE);
    const join = await next.findByRole('link', { name: /^Join\s*Kick-off: arrays and strings/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/cs-kick-off');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    expect(next.getByText('starts in 10 min')).toBeTruthy();
    expect(card.getAllByRole('link', { name: /^Join/ })).toHaveLength(1);
  });

  it('offers Join for the session about to start, never a cancelled one, and the recordings of past sessions', async () => {
    const { learner, batch } = await learnerInRunningBatch([
      {
        title: 'Arrays warm-up',
        startsAt: minutesFromNow(-2 * 24 * 60),
        durationMinutes: 120,
        recordingUrl: 'https://videos.example.com/cs-arrays',
      },
      { title: 'Hashing basics', startsAt: minutesFromNow(-24 * 60), durationMinutes: 90 },
      {
        title: 'Doubt clearing',
        startsAt: minutesFromNow(5),
        durationMinutes: 30,
        joinUrl: 'https://meet.example.com/cs-doubts',
        cancelled: true,
      },
      {
        title: 'Two pointers, live',
        startsAt: minutesFromNow(10),
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/cs-two-pointers',
      },
    ]);
    // Present at the first session, absent at the second: half of the sessions held so far.
    const held = (await batchDetailOf(batch.id)).sessions.filter((s) => s.status === 'scheduled');
    const userId = (await profileOf(learner)).id;
    await markAttendance(held[0]!.id, [{ userId, present: true }]);
    await markAttendance(held[1]!.id, [{ userId, present: false }]);
    await openMyPrograms(learner);
    const card = await programCard('Codeslayer');
    expect(await card.findByText(batch.name)).toBeTruthy();
    expect(await card.findByText('50% (1 of 2 sessions)')).toBeTruthy();
    const next = within(await card.findByRole('group', { name: 'Next live session' }));
    expect(next.getByText('Two pointers, live', { selector: 'p' })).toBeTruthy();
    const join = next.getByRole('link', { name: /^Join\s*Two pointers, live/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/cs-two-pointers');
    expect(card.getAllByRole('link', { name: /^Join/ })).toHaveLength(1);
    expect(card.queryByText('Doubt clearing')).toBeNull();

    // Recorded past sessions only.
    const recordings = within(card.getByRole('list', { name: 'Recordings' }));
    const links = recordings.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toMatch(/^Arrays warm-up/);
    expect(links[0]!.getAttribute('href')).toBe('https://videos.example.com/cs-arrays');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });

  it("says so in a line, with a retry, when the sessions can't be read", async () => {
    // The first read and the one automatic retry fail; the programs themselves load.
    app.network.inject('GET /v1.5/users/me/schedule', { times: 2, refuse: { status: 500 } });
    const { learner, batch } = await learnerInRunningBatch([
      { title: 'Two pointers, live', startsAt: minutesFromNow(60), durationMinutes: 60 },
    ]);
    const section = within(await openMyPrograms(learner));
    const alert = await section.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your live sessions.");
    const card = await programCard('Codeslayer');
    expect(card.getByText(batch.name)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const next = within(await card.findByRole('group', { name: 'Next live session' }));
    expect(next.getByText('Two pointers, live', { selector: 'p' })).toBeTruthy();
    expect(section.queryByRole('alert')).toBeNull();
  });
});
