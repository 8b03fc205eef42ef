import {
  ATTENDANCE_IMPORT_MESSAGES,
  EXPORT_TICKET_PATH,
  ROSTER_MESSAGES,
  SALES_MESSAGES,
} from '@kaksha/shared';
import type { BatchDetail } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { formatRupees } from '../../lib/format';
import { setUpApp, signInAs } from '../../test/render-app';
import {
  confirmPayment,
  createLearner,
  createStaff,
  openOrder,
  payInSandbox,
} from '../../test/seed';
import { attendanceOf, createBatch, uniqueBatchName } from '../../test/seed-batches';
import type { Learner } from '../../test/seed';

// A batch's learners and its sessions' attendance in the batch console, against the real API.
// The batches are Codeslayer's and open (learners buy their seats through the real checkout),
// starting in 2031: later than the demo batch, so no other test's checkout lands in them.

const app = setUpApp();
const LONG = { timeout: 20_000 };
const COMPLETE = { mobileNumber: '9876543210', collegeName: 'RV College', stream: 'CSE' };

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
  await import('./routes/batches-page');
});
afterAll(() => document.removeEventListener('click', recordDownload));
beforeEach(() => {
  downloads.length = 0;
});

type Seeded = { batch: BatchDetail; learners: Learner[]; paidPaise: number[] };

/** An open Codeslayer batch (two sessions) whose learners bought their seats in it. */
async function seedBatch(names: string[], { capacity = 30 } = {}): Promise<Seeded> {
  const batch = await createBatch({
    courseId: 'code-slayer',
    name: uniqueBatchName('Codeslayer roster'),
    startDate: '2031-03-01',
    capacity,
    status: 'open',
    pattern: { weekdays: [6, 0], startTime: '10:00', durationMinutes: 120, weeks: 1 },
  });
  const learners: Learner[] = [];
  const paidPaise: number[] = [];
  for (const name of names) {
    const learner = await createLearner({ name, profile: COMPLETE });
    const order = await openOrder(learner, [{ id: 'code-slayer', batchId: batch.id }]);
    await confirmPayment(learner, await payInSandbox(learner, order.orderId));
    learners.push(learner);
    paidPaise.push(order.amount);
  }
  return { batch, learners, paidPaise };
}

async function openBatchAs(role: 'ADMIN' | 'SALES', batch: BatchDetail) {
  await signInAs(await createStaff(role));
  app.renderApp(`/operations/batches?program=code-slayer&batch=${batch.id}`);
  await screen.findByRole('heading', { level: 2, name: batch.name }, LONG);
}

const rosterTable = (batch: BatchDetail) =>
  screen.findByRole('table', { name: `Learners of ${batch.name}` }, LONG);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const findToast = (text: string) =>
  screen.findByText(text, { selector: '[data-sonner-toast] *' }, LONG);

describe('/operations/batches: roster', () => {
  it('lists the learners with contact, payment and attendance, and downloads the roster CSV (SALES)', async () => {
    const { batch, learners, paidPaise } = await seedBatch(['Asha Rao']);
    const [asha] = learners as [Learner];
    await openBatchAs('SALES', batch);
    const table = await rosterTable(batch);
    const row = (await within(table).findByText(asha.email, {}, LONG)).closest('tr')!;
    expect(cellsOf(row)).toEqual([
      `Asha Rao${asha.email}`,
      '9876543210',
      formatRupees(paidPaise[0]! / 100),
      '—',
    ]);
    expect(screen.getByText(/Showing 1 learner/)).toBeTruthy();
    // SALES reads: no moves.
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const path = `/v1.5/batches/${batch.id}/roster.csv`;
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    expect(JSON.parse(ticket?.body ?? '{}')).toEqual({ path });
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.startsWith(`/api${path}?ticket=`)).toBe(true);
    const file = await fetch(`${inject('webTestApi').origin}${downloads[0]}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain(asha.email);
  });

  it('shows the server’s reason when the other batch is full, and moves the learner to one with room (ADMIN)', async () => {
    const { batch, learners } = await seedBatch(['Asha Rao']);
    const [asha] = learners as [Learner];
    const full = await seedBatch(['Ravi Kumar'], { capacity: 1 });
    const roomy = await seedBatch([], { capacity: 5 });
    await openBatchAs('ADMIN', batch);
    await within(await rosterTable(batch)).findByText(asha.email, {}, LONG);

    fireEvent.click(screen.getByRole('button', { name: 'Move Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Asha Rao' });
    const target = await within(dialog).findByLabelText<HTMLSelectElement>('Move to', {}, LONG);
    fireEvent.change(target, { target: { value: full.batch.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move learner' }));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.targetFull, {}, LONG)).toBeTruthy();

    fireEvent.change(target, { target: { value: roomy.batch.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move learner' }));
    expect(await findToast(`Asha Rao moved to ${roomy.batch.name}.`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(await rosterTable(batch)).findByText('No learners in this batch yet.', {}, LONG),
    ).toBeTruthy();
  });
});

describe('/operations/batches: attendance', () => {
  it('marks learners present or absent and saves the sheet (ADMIN)', async () => {
    const { batch, learners } = await seedBatch(['Asha Rao', 'Ravi Kumar']);
    const [asha, ravi] = learners as [Learner, Learner];
    await openBatchAs('ADMIN', batch);
    fireEvent.click(screen.getByRole('button', { name: 'Attendance for Session 1' }));
    const sheet = await screen.findByRole('form', { name: 'Attendance' }, LONG);
    // Keyboard users land on the panel the button opened.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 3, name: 'Attendance: Session 1' }),
    );
    const ashaBox = within(sheet).getByRole<HTMLInputElement>('checkbox', {
      name: literally(asha.email),
    });
    expect(ashaBox.checked).toBe(false);
    expect(within(sheet).getByText(/0 of 2 present/)).toBeTruthy();

    fireEvent.click(ashaBox);
    expect(within(sheet).getByText(/1 of 2 present/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save attendance' }));
    expect(await findToast('Attendance saved: 1 present, 1 absent.')).toBeTruthy();

    // Re-read through the API: the box unticked is saved as absent.
    const stored = await attendanceOf(batch.sessions[0]!.id);
    expect(stored.learners.map((l) => [l.email, l.present, l.source])).toEqual([
      [asha.email, true, 'manual'],
      [ravi.email, false, 'manual'],
    ]);
    await waitFor(() =>
      expect(
        within(sheet).getByRole<HTMLButtonElement>('button', { name: 'Save attendance' }).disabled,
      ).toBe(true),
    );
  });

  it('imports a participant list and shows what became of every row (ADMIN)', async () => {
    const { batch, learners } = await seedBatch(['Asha Rao', 'Ravi Kumar']);
    const [asha, ravi] = learners as [Learner, Learner];
    await openBatchAs('ADMIN', batch);
    fireEvent.click(screen.getByRole('button', { name: 'Attendance for Session 2' }));
    const sheet = await screen.findByRole('form', { name: 'Attendance' }, LONG);
    const input = screen.getByLabelText('Participants CSV');
    const choose = (lines: string[]) =>
      fireEvent.change(input, {
        target: {
          files: [
            new File([`${lines.join('\r\n')}\r\n`], 'participants.csv', { type: 'text/csv' }),
          ],
        },
      });

    // A file the server cannot use: its reason, in its words.
    choose(['Name,Joined', 'Asha Rao,10:00']);
    fireEvent.click(screen.getByRole('button', { name: 'Import participants' }));
    expect(
      await screen.findByText(ATTENDANCE_IMPORT_MESSAGES.noEmailColumn, {}, LONG),
    ).toBeTruthy();

    choose([
      'Name (Original Name),User Email,Duration (Minutes)',
      `Asha Rao,${asha.email.toUpperCase()},95`,
      'Visiting parent,parent@example.com,30',
      `Asha (phone),${asha.email},10`,
      'Dial-in,,45',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Import participants' }));
    const summary = await screen.findByRole('status', { name: 'Import summary' }, LONG);
    expect([...summary.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Marked 1 learner present.',
      '4 rows read: 1 present, 1 not in this batch, 1 without an e-mail, 1 duplicate.',
      '1 learner of the batch is not in the file; their attendance is unchanged.',
    ]);
    const report = screen.getByRole('table', { name: 'Import report' });
    expect(within(report).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['2', asha.email.toUpperCase(), 'Asha Rao', '95', 'Marked present'],
      ['3', 'parent@example.com', 'Visiting parent', '30', 'Not in this batch'],
      ['4', asha.email, 'Asha (phone)', '10', 'Duplicate'],
      ['5', '—', 'Dial-in', '45', 'No e-mail'],
    ]);
    expect(screen.queryByText(ATTENDANCE_IMPORT_MESSAGES.noEmailColumn)).toBeNull();

    // The sheet reads the new marks: Asha present from the list, Ravi untouched.
    await waitFor(() =>
      expect(
        within(sheet).getByRole<HTMLInputElement>('checkbox', { name: literally(asha.email) })
          .checked,
      ).toBe(true),
    );
    expect(within(sheet).getByRole('checkbox', { name: /from a participant list/ })).toBeTruthy();
    const raviBox = within(sheet).getByRole<HTMLInputElement>('checkbox', {
      name: literally(ravi.email),
    });
    expect(raviBox.checked).toBe(false);
    const stored = await attendanceOf(batch.sessions[1]!.id);
    expect(stored.learners.map((l) => [l.email, l.present, l.source])).toEqual([
      [asha.email, true, 'import'],
      [ravi.email, null, null],
    ]);
  });
});
