import {
  addDays,
  generateWeeklySessions,
  istDate,
  istInstant,
  type BatchDetail,
} from '@kaksha/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectToast, logInOnPage, registerAccount } from './accounts';
import type { Account } from './accounts';
import {
  addSession,
  bearer,
  calendarFeedUrl,
  cancelSession,
  closeOpenedBatches,
  completeDetails,
  createBatch,
  eventUid,
  fillBilling,
  formatIstDay,
  formatIstDayTime,
  learnerInBatch,
  mailTo,
  mailWhen,
  minutesFromNow,
  readCalendarFeed,
  uniqueTag,
  updateBatch,
  zoomParticipantsCsv,
} from './batches';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, openPage } from './browser';
import { createAccount, signInAsStaff, tokenOf } from './staff';

// Dated batches end to end (issue 25) against the built server: a learner picks a batch on the
// program page and buys a seat in it, finds its sessions with Join on the profile and /my-schedule,
// and subscribes to the calendar feed; ADMIN creates a batch with the weekly pattern, moves a
// session (the learner is e-mailed and the feed's SEQUENCE rises), imports a participant list and
// moves a learner to another batch. Each journey has its own learner and batches (batches.ts).

let browser: Browser;
let admin: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createAccount('Arjun Admin', 'ADMIN');
});
afterAll(async () => {
  await closeOpenedBatches();
  await browser?.close();
});

/** A batch running now: from a few days ago to a week from now, enrolment still open. */
function runningBatchDates(startedDaysAgo: number) {
  const today = istDate(new Date());
  return {
    startDate: addDays(today, -startedDaysAgo),
    endDate: addDays(today, 7),
    // Enrolment may stay open after the start, but only until before the batch ends.
    enrolmentClosesAt: istInstant(addDays(today, 6)).toISOString(),
  };
}

/** /operations/batches (at `path`), signed in there as the ADMIN; answers when it shows. */
async function openBatchConsole(page: Page, path: string) {
  await page.goto(path);
  await signInAsStaff(page, 'Sales', admin);
  await page.waitForURL((url) => url.pathname === '/operations/batches');
  await page.getByRole('heading', { name: 'Batches', level: 1 }).waitFor();
}

const batchHeading = (page: Page, batch: { name: string }) =>
  page.getByRole('heading', { name: batch.name, level: 2, exact: true });

describe('dated batches', () => {
  it('a learner picks the second open batch, pays for a seat in it and finds its sessions with Join', async () => {
    const tag = uniqueTag();
    const running = { courseId: 'machinester' as const, capacity: 5, status: 'open' as const };
    // Two open batches that have started, sooner than the program's demo batch: the page offers
    // the soonest first, and the learner takes the other one.
    const soonest = await createBatch({
      ...running,
      name: `Machinester weekday mornings ${tag}`,
      ...runningBatchDates(2),
    });
    const chosen = await createBatch({
      ...running,
      name: `Machinester weekday evenings ${tag}`,
      ...runningBatchDates(1),
    });
    await addSession(soonest.id, {
      startsAt: minutesFromNow(60),
      durationMinutes: 60,
      title: `Morning lab ${tag}`,
    });
    const kickoff = await addSession(chosen.id, {
      startsAt: minutesFromNow(10),
      durationMinutes: 90,
      title: `Evening kickoff ${tag}`,
      joinUrl: `https://meet.kaksha.example/kickoff-${tag}`,
    });
    const later = await addSession(chosen.id, {
      startsAt: minutesFromNow(180),
      durationMinutes: 90,
      title: `Evening lab ${tag}`,
      joinUrl: `https://meet.kaksha.example/lab-${tag}`,
    });
    const learner = await registerAccount('Nandini Batch');

    const { page, errors, context } = await openPage(browser, DESKTOP);
    await logInOnPage(page, learner);
    await gotoHydrated(page, '/course/machinester');
    const panel = page.getByRole('region', { name: 'Batches' });
    const picker = panel.getByLabel(/^\d+ open batches$/);
    await picker.waitFor();
    const offered = await picker
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered.indexOf(soonest.id)).toBeGreaterThanOrEqual(0);
    expect(offered.indexOf(chosen.id)).toBeGreaterThan(offered.indexOf(soonest.id));
    expect(await picker.inputValue()).toBe(offered[0]);
    await picker.selectOption(chosen.id);
    await panel.getByText(chosen.name, { exact: true }).waitFor();
    await panel.getByText(`Starts ${formatIstDay(chosen.startDate)}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: /^Enroll Now for/ }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL('**/cart-summary');
    const lines = page.getByRole('list', { name: 'Programs in this order' });
    await lines.getByText(`${chosen.name} · starts ${formatIstDay(chosen.startDate)}`).waitFor();
    expect(await lines.getByText(soonest.name).count()).toBe(0);
    await completeDetails(page);
    await fillBilling(page);
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page
      .getByRole('dialog', { name: /test payment/ })
      .getByRole('button', { name: 'Pay' })
      .click();
    await page.waitForURL('**/payment-success');
    await page.getByRole('heading', { name: 'Your Payment was successfull!' }).waitFor();
    // Bought: neither batch takes another journey's checkout from here on.
    await updateBatch(soonest.id, { status: 'closed' });
    await updateBatch(chosen.id, { status: 'closed' });
    const mine = await api<{ programs: Array<{ courseId: string; batchId: string | null }> }>(
      '/v1.5/users/me/enrolments',
      { headers: bearer(await tokenOf(page)) },
    );
    expect(mine.programs).toEqual([
      expect.objectContaining({ courseId: 'machinester', batchId: chosen.id }),
    ]);

    // My programs: the batch, and its next session (10 minutes away) with Join open.
    await page.getByRole('link', { name: 'View my programs' }).click();
    await page.waitForURL('**/user-profile');
    const card = page
      .getByRole('list', { name: 'Enrolled programs' })
      .getByRole('article', { name: 'Machinester' });
    await card.getByText(chosen.name, { exact: true }).waitFor();
    const next = card.getByRole('group', { name: 'Next live session' });
    await next.getByRole('paragraph').filter({ hasText: kickoff.title }).waitFor();
    const join = next.getByRole('link', { name: `Join ${kickoff.title}` });
    expect(await join.getAttribute('href')).toBe(kickoff.joinUrl);

    // My schedule: every upcoming session; Join only where its window (15 minutes before) is open.
    await page.getByRole('main').getByRole('link', { name: 'My schedule' }).click();
    await page.waitForURL('**/my-schedule');
    const upcoming = page.getByRole('list', { name: 'Upcoming sessions by day' });
    const soon = upcoming.getByRole('article', { name: kickoff.title });
    expect(
      await soon.getByRole('link', { name: `Join ${kickoff.title}` }).getAttribute('href'),
    ).toBe(kickoff.joinUrl);
    const notYet = upcoming.getByRole('article', { name: later.title });
    await notYet.getByText('Join opens 15 min before the start').waitFor();
    expect(await notYet.getByRole('link').count()).toBe(0);
    expect(await page.getByText(`Morning lab ${tag}`).count()).toBe(0);

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);

  it('/my-schedule gives the calendar feed: an iCalendar of the sessions in IST with stable UIDs and join links', async () => {
    const tag = uniqueTag();
    const today = istDate(new Date());
    const batch = await createBatch({
      courseId: 'code-slayer',
      name: `Codeslayer feed ${tag}`,
      startDate: addDays(today, 20),
      endDate: addDays(today, 40),
      capacity: 5,
    });
    const sessions = [];
    for (const [days, title] of [
      [20, 'Arrays and strings'],
      [27, 'Recursion'],
      [34, 'Dynamic programming'],
    ] as const) {
      sessions.push(
        await addSession(batch.id, {
          startsAt: istInstant(addDays(today, days), '10:00').toISOString(),
          durationMinutes: 120,
          title: `${title} ${tag}`,
          joinUrl: `https://meet.kaksha.example/cs-${days}-${tag}`,
        }),
      );
    }
    const cancelled = await cancelSession(sessions[2]!.id);
    const learner = await learnerInBatch('Farhan Feed', batch);

    const { page, errors, context } = await openPage(browser, PHONE);
    await logInOnPage(page, learner);
    await gotoHydrated(page, '/my-schedule');
    const upcoming = page.getByRole('list', { name: 'Upcoming sessions by day' });
    await upcoming.getByRole('article', { name: sessions[0]!.title }).waitFor();
    const webcal = await page
      .getByRole('link', { name: 'Apple Calendar or Outlook' })
      .getAttribute('href');
    expect(webcal).toMatch(
      /^webcal:\/\/.+\/api\/v1\.5\/calendar-feeds\/[0-9a-f-]{36}\/[\w-]{43}\.ics$/,
    );
    const google = await page
      .getByRole('link', { name: 'Add to Google Calendar' })
      .getAttribute('href');
    expect(new URL(google!).searchParams.get('cid')).toBe(webcal);
    // The subscription is the page's own server under webcal://: fetched as http here.
    const feedUrl = webcal!.replace(/^webcal:/, 'http:');
    expect(feedUrl).toBe(await calendarFeedUrl(learner.token));

    const feed = await readCalendarFeed(feedUrl);
    expect(feed.calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Asia/Kolkata',
    );
    expect(feed.events.map((event) => event.uid)).toEqual(sessions.map((s) => eventUid(s.id)));
    for (const session of sessions) {
      const event = feed.byUid.get(eventUid(session.id))!;
      expect(event.summary).toBe(`Codeslayer: ${session.title}`);
      expect(event.startDate.zone.tzid).toBe('Asia/Kolkata');
      expect(event.startDate.toJSDate().toISOString()).toBe(session.startsAt);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
        120 * 60_000,
      );
      expect(event.description).toContain(`Join: ${session.joinUrl}`);
    }
    expect(feed.byUid.get(eventUid(cancelled.id))!.component.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
    // Fetched again (a calendar app's refresh): the same events under the same UIDs.
    const again = await readCalendarFeed(feedUrl);
    expect(again.events.map((event) => [event.uid, event.sequence])).toEqual(
      feed.events.map((event) => [event.uid, event.sequence]),
    );

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('ADMIN creates a batch with the weekly pattern: the preview shows its sessions, the list shows the batch', async () => {
    const tag = uniqueTag();
    const name = `IOT Tue-Thu evenings ${tag}`;
    const startDate = addDays(istDate(new Date()), 60);
    const pattern = { weekdays: [2, 4], startTime: '18:30', durationMinutes: 90, weeks: 3 };
    const expected = generateWeeklySessions(startDate, pattern);
    expect(expected).toHaveLength(6);

    const { page, errors, context } = await openPage(browser, DESKTOP);
    await openBatchConsole(page, '/operations/batches');
    await page.getByLabel('Program', { exact: true }).selectOption('iot');
    await page.getByRole('button', { name: 'New batch' }).click();
    const form = page.getByRole('form', { name: 'New batch' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Start date').fill(startDate);
    await form.getByLabel('Capacity').fill('40');
    for (const day of ['Sat', 'Sun']) await form.getByRole('checkbox', { name: day }).uncheck();
    for (const day of ['Tue', 'Thu']) await form.getByRole('checkbox', { name: day }).check();
    await form.getByLabel('Start time').fill(pattern.startTime);
    await form.getByLabel('Duration').fill(String(pattern.durationMinutes));
    await form.getByLabel('Weeks').fill(String(pattern.weeks));

    const preview = form.getByRole('region', { name: 'Session preview' });
    await preview.getByText('6 sessions', { exact: true }).waitFor();
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(
      expected.slice(0, 4).map((session) => formatIstDayTime(session.startsAt)),
    );
    await preview
      .getByText(`… and 2 more, the last on ${formatIstDayTime(expected[5]!.startsAt)}`)
      .waitFor();

    await form.getByRole('button', { name: 'Create batch' }).click();
    await expectToast(page, `Batch "${name}" created with 6 sessions.`);
    await batchHeading(page, { name }).waitFor();
    const rows = page.getByRole('region', { name: 'Sessions table' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(7);
    for (const [index, session] of expected.entries()) {
      const row = page.getByRole('row', { name: `Session ${index + 1}`, exact: true });
      expect(await row.getByRole('cell').first().textContent()).toBe(
        formatIstDayTime(session.startsAt),
      );
    }

    await page.getByRole('button', { name: 'All batches' }).click();
    const listed = page.getByRole('list', { name: 'IOT batches' }).getByRole('listitem', {
      name,
      exact: true,
    });
    await listed.getByText('Tue & Thu, 18:30–20:00 IST').waitFor();
    await listed.getByText('0 taken, 40 left of 40').waitFor();
    expect(await listed.getByText('Sessions:').locator('..').textContent()).toBe('Sessions: 6');

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('ADMIN moves a session of a batch with a learner: the learner is e-mailed and the feed’s SEQUENCE rises', async () => {
    const tag = uniqueTag();
    const today = istDate(new Date());
    const batch = await createBatch({
      courseId: 'iot',
      name: `IOT weekend ${tag}`,
      startDate: addDays(today, 30),
      endDate: addDays(today, 44),
      capacity: 5,
    });
    await addSession(batch.id, {
      startsAt: istInstant(addDays(today, 30), '18:00').toISOString(),
      durationMinutes: 120,
      title: 'Orientation',
    });
    const lab = await addSession(batch.id, {
      startsAt: istInstant(addDays(today, 31), '18:00').toISOString(),
      durationMinutes: 120,
      title: 'Sensors lab',
      joinUrl: `https://meet.kaksha.example/sensors-${tag}`,
    });
    const learner = await learnerInBatch('Rohan Moved', batch);
    const feedUrl = await calendarFeedUrl(learner.token);
    const before = (await readCalendarFeed(feedUrl)).byUid.get(eventUid(lab.id))!;
    const movedTo = istInstant(addDays(today, 31), '19:30').toISOString();

    const { page, errors, context } = await openPage(browser, DESKTOP);
    await openBatchConsole(page, `/operations/batches?program=iot&batch=${batch.id}`);
    await batchHeading(page, batch).waitFor();
    await page.getByRole('button', { name: 'Edit Sensors lab' }).click();
    const form = page.getByRole('form', { name: 'Edit Sensors lab' });
    expect(await form.getByLabel('Time').inputValue()).toBe('18:00');
    await form.getByLabel('Time').fill('19:30');
    await form.getByRole('button', { name: 'Save session' }).click();
    await expectToast(page, 'Sensors lab saved.');
    const row = page.getByRole('row', { name: 'Sensors lab', exact: true });
    await row.getByText(formatIstDayTime(movedTo), { exact: true }).waitFor();

    const mail = await mailTo(
      learner.email,
      `has moved: it now starts ${mailWhen(movedTo)} (it was ${mailWhen(lab.startsAt)})`,
    );
    expect(mail).toContain(`Batch: ${batch.name}`);
    expect(mail).toContain(lab.joinUrl!);

    const after = (await readCalendarFeed(feedUrl)).byUid.get(eventUid(lab.id))!;
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.startDate.toJSDate().toISOString()).toBe(movedTo);

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('ADMIN imports a participant list for a held session, then moves the learner to another batch', async () => {
    const tag = uniqueTag();
    const today = istDate(new Date());
    const from = await createBatch({
      courseId: 'iot',
      name: `IOT running ${tag}`,
      capacity: 5,
      ...runningBatchDates(3),
    });
    const held = await addSession(from.id, {
      startsAt: istInstant(addDays(today, -1), '18:00').toISOString(),
      durationMinutes: 90,
      title: 'Wiring basics',
    });
    await addSession(from.id, {
      startsAt: istInstant(addDays(today, 2), '18:00').toISOString(),
      durationMinutes: 90,
      title: 'Soldering',
    });
    const to = await createBatch({
      courseId: 'iot',
      name: `IOT next month ${tag}`,
      startDate: addDays(today, 30),
      endDate: addDays(today, 60),
      capacity: 5,
    });
    const learner = await learnerInBatch(`Lakshmi Roster ${tag}`, from);

    const { page, errors, context } = await openPage(browser, DESKTOP);
    await openBatchConsole(page, `/operations/batches?program=iot&batch=${from.id}`);
    await batchHeading(page, from).waitFor();
    const learnerRow = (batch: BatchDetail) =>
      page
        .getByRole('table', { name: `Learners of ${batch.name}` })
        .getByRole('row')
        .filter({ hasText: learner.email });
    await learnerRow(from).getByText('0% (0 of 1)').waitFor();

    await page.getByRole('button', { name: `Attendance for ${held.title}` }).click();
    const sheet = page.getByRole('form', { name: 'Attendance' });
    const mark = sheet.getByRole('checkbox', {
      name: new RegExp(learner.email.replace(/\./g, '\\.')),
    });
    await sheet.getByText('(not marked yet)').waitFor();
    expect(await mark.isChecked()).toBe(false);
    await page.getByLabel('Participants CSV').setInputFiles({
      name: 'participants_84512399210.csv',
      mimeType: 'text/csv',
      buffer: zoomParticipantsCsv([
        { name: 'Meera Mentor', email: `mentor.${tag}@kaksha.example`, minutes: 95 },
        { name: learner.name, email: learner.email, minutes: 88 },
        { name: 'Visiting Parent', email: `parent.${tag}@example.com`, minutes: 40 },
        { name: learner.name, email: learner.email, minutes: 7 },
        { name: 'Dial-in caller', email: '', minutes: 5 },
      ]),
    });
    await page.getByRole('button', { name: 'Import participants' }).click();
    const summary = page.getByRole('status', { name: 'Import summary' });
    await summary.getByText('Marked 1 learner present.').waitFor();
    await summary
      .getByText('5 rows read: 1 present, 2 not in this batch, 1 without an e-mail, 1 duplicate.')
      .waitFor();
    const report = page.getByRole('table', { name: 'Import report' });
    // Every row of the file, as the report table shows it (virtualised: spacer rows left out).
    const reportRows = await report
      .locator('tbody tr')
      .evaluateAll((rows) =>
        (rows as HTMLTableRowElement[])
          .filter((row) => row.cells.length > 1)
          .map((row) => Array.from(row.cells, (cell) => cell.innerText.trim())),
      );
    expect(reportRows).toEqual([
      ['2', `mentor.${tag}@kaksha.example`, 'Meera Mentor', '95', 'Not in this batch'],
      ['3', learner.email, learner.name, '88', 'Marked present'],
      ['4', `parent.${tag}@example.com`, 'Visiting Parent', '40', 'Not in this batch'],
      ['5', learner.email, learner.name, '7', 'Duplicate'],
      ['6', '—', 'Dial-in caller', '5', 'No e-mail'],
    ]);
    // The mark: present, from the participant list; the roster counts it.
    await expect.poll(() => mark.isChecked()).toBe(true);
    await sheet.getByText('(from a participant list)').waitFor();
    await learnerRow(from).getByText('100% (1 of 1)').waitFor();

    await page.getByRole('button', { name: `Move ${learner.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${learner.name}` });
    await dialog.getByLabel('Move to').selectOption(to.id);
    await dialog.getByRole('button', { name: 'Move learner' }).click();
    await expectToast(page, `${learner.name} moved to ${to.name}.`);
    await page
      .getByRole('table', { name: `Learners of ${from.name}` })
      .getByText('No learners in this batch yet.')
      .waitFor();

    await page.getByRole('button', { name: 'All batches' }).click();
    await page
      .getByRole('list', { name: 'IOT batches' })
      .getByRole('button', { name: to.name, exact: true })
      .click();
    await batchHeading(page, to).waitFor();
    await learnerRow(to).waitFor();
    await mailTo(learner.email, `moved you to another batch of your program: ${to.name}`);
    const enrolled = await api<{ programs: Array<{ batchId: string | null }> }>(
      '/v1.5/users/me/enrolments',
      { headers: bearer(learner.token) },
    );
    expect(enrolled.programs.map((program) => program.batchId)).toEqual([to.id]);

    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
