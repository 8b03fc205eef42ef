import { BATCH_MESSAGES } from '@kaksha/shared';
import type { BatchDetail } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/form-helpers';
import { setUpApp, signInAs } from '../../test/render-app';
import { createStaff } from '../../test/seed';
import { createBatch, uniqueBatchName } from '../../test/seed-batches';

// The batch console against the real API. Its batches are Codeslayer's (the program page's
// tests seed IOT ones), in 2030 and as drafts, so no program page shows them.

const app = setUpApp();
const LONG = { timeout: 15_000 };

beforeAll(async () => {
  await import('./routes/batches-page');
});

function seedBatch(fields: { name?: string; weeks?: number } = {}): Promise<BatchDetail> {
  return createBatch({
    courseId: 'code-slayer',
    name: fields.name ?? uniqueBatchName('Codeslayer seeded'),
    startDate: '2030-03-02',
    capacity: 30,
    status: 'draft',
    pattern: {
      weekdays: [6, 0],
      startTime: '10:00',
      durationMinutes: 120,
      weeks: fields.weeks ?? 1,
    },
  });
}

async function openAs(role: 'ADMIN' | 'SALES', path: string) {
  await signInAs(await createStaff(role));
  app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Batches' }, LONG);
}

const field = (container: HTMLElement, label: string | RegExp) =>
  within(container).getByLabelText<HTMLInputElement>(label);

function change(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('/operations/batches', () => {
  it("lists a program's batches with dates, status, schedule, seats and sessions", async () => {
    const batch = await seedBatch({ weeks: 2 });
    await openAs('ADMIN', '/operations/batches?program=code-slayer');
    const item = await screen.findByRole('listitem', { name: batch.name }, LONG);
    expect(within(item).getByText('Sat, 2 Mar 2030 – Sun, 10 Mar 2030')).toBeTruthy();
    expect(within(item).getByText('Draft')).toBeTruthy();
    expect(within(item).getByText('Sat & Sun, 10:00–12:00 IST')).toBeTruthy();
    expect(within(item).getByText('0 taken, 30 left of 30')).toBeTruthy();
    expect(within(item).getByText('4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New batch' })).toBeTruthy();
  });

  it('says when a program has no batch yet', async () => {
    app.network.inject('GET /v1.5/batches', { respond: { status: 200, body: [] } });
    await openAs('ADMIN', '/operations/batches?program=webmonk');
    expect(await screen.findByText('No batches yet for Webmonk', {}, LONG)).toBeTruthy();
  });

  it('creates a batch from the weekly pattern, previewing its sessions, with server field errors beside the fields', async () => {
    await openAs('ADMIN', '/operations/batches?program=code-slayer');
    fireEvent.click(screen.getByRole('button', { name: 'New batch' }));
    const form = await screen.findByRole('form', { name: 'New batch' });
    const name = uniqueBatchName('Codeslayer pattern');
    change(field(form, 'Name'), name);
    change(field(form, 'Start date'), '2030-03-02');
    change(field(form, /^Weeks/), '3');

    const preview = within(form).getByRole('region', { name: 'Session preview' });
    expect(await within(preview).findByText('6 sessions')).toBeTruthy();
    expect(within(preview).getByText('Sat, 2 Mar 2030, 10:00 IST')).toBeTruthy();
    expect(
      within(preview).getByText(/and 2 more, the last on Sun, 17 Mar 2030, 10:00 IST/),
    ).toBeTruthy();

    // Enrolment closing after the batch ends: the server refuses and names the field.
    const closes = field(form, /^Enrolment closes/);
    change(closes, '2031-01-01T10:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(errorOf(closes)).toBe(BATCH_MESSAGES.closesAfterStart), LONG);

    change(closes, '');
    fireEvent.click(within(form).getByRole('button', { name: 'Create batch' }));
    // The new batch opens: its sessions are the pattern's.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sessions (6)' }, LONG),
    ).toBeTruthy();
    const detail = screen.getByRole('article', { name });
    expect(within(detail).getByText('Draft')).toBeTruthy();
    const sessions = within(detail).getByRole('table', { name: `Sessions of ${name}` });
    expect(within(sessions).getAllByRole('row')).toHaveLength(7);
  });

  it('edits a session and cancels another', async () => {
    const batch = await seedBatch();
    await openAs('ADMIN', `/operations/batches?program=code-slayer&batch=${batch.id}`);
    await screen.findByRole('heading', { level: 2, name: batch.name }, LONG);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Session 1' }));
    const form = await screen.findByRole('form', { name: 'Edit Session 1' });
    change(field(form, /^Title/), 'Kick-off');
    change(field(form, /^Time/), '11:30');
    change(field(form, /^Join link/), 'https://meet.example.com/kick-off');
    fireEvent.click(within(form).getByRole('button', { name: 'Save session' }));
    const edited = await screen.findByRole('row', { name: 'Kick-off' }, LONG);
    expect(within(edited).getByText('Sat, 2 Mar 2030, 11:30 IST')).toBeTruthy();
    expect(within(edited).getByRole('link', { name: /^Join/ }).getAttribute('href')).toBe(
      'https://meet.example.com/kick-off',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Session 2' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const cancelled = await screen.findByRole('row', { name: 'Session 2' });
    await waitFor(() => expect(within(cancelled).getByText('Cancelled')).toBeTruthy(), LONG);
    expect(within(cancelled).queryByRole('button', { name: 'Edit Session 2' })).toBeNull();
  });

  it('cancels a batch only after a confirmation, and shows why the server refused', async () => {
    const batch = await seedBatch();
    await openAs('ADMIN', `/operations/batches?program=code-slayer&batch=${batch.id}`);
    const detail = await screen.findByRole('article', { name: batch.name }, LONG);

    // No learner can be placed in a batch through the API yet: its 409 stands in the answer.
    app.network.inject(`PATCH /v1.5/batches/${batch.id}`, {
      refuse: {
        status: 409,
        message: BATCH_MESSAGES.cancelWithLearners,
        code: 'BATCH_HAS_LEARNERS',
      },
      times: 1,
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel batch' }));
    let confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel batch' }));
    expect(
      await within(detail).findByText(BATCH_MESSAGES.cancelWithLearners, {}, LONG),
    ).toBeTruthy();
    expect(within(detail).getByText('Draft')).toBeTruthy();

    // The real API cancels an empty batch.
    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel batch' }));
    confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel batch' }));
    expect(await within(detail).findByText('Cancelled', {}, LONG)).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Cancel batch' })).toBeNull();
  });

  it('shows SALES every batch and session read-only', async () => {
    const batch = await seedBatch();
    await openAs('SALES', '/operations/batches?program=code-slayer');
    const item = await screen.findByRole('listitem', { name: batch.name }, LONG);
    expect(screen.queryByRole('button', { name: 'New batch' })).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: batch.name }));
    await screen.findByRole('heading', { level: 2, name: batch.name }, LONG);
    expect(screen.getByRole('row', { name: 'Session 1' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    for (const name of [/^Edit/, /^Cancel/, /^Open/, /^Close/, 'Add session', 'Save']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
