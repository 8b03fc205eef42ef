import { BATCH_MESSAGES, addDays, istDate } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBatchChoice } from '../../../lib/batch-choice';
import { formatIstDay } from '../../../lib/ist-dates';
import { setUpApp } from '../../../test/render-app';
import { createBatch, uniqueBatchName } from '../../../test/seed-batches';

// The program page's live batch panel, against the real API. Its batches are Codeslayer's, which
// no other web test buys (checkouts take the soonest batch with a seat) and whose staff-console
// tests make only drafts years away, so the soonest open Codeslayer batch is one of its own.

const app = setUpApp();

beforeAll(async () => {
  await import('./course-page');
});

const WEEKEND = { weekdays: [6, 0], startTime: '10:00', durationMinutes: 120, weeks: 2 };

function batchPanel() {
  return screen.findByRole('region', { name: 'Batches' }, { timeout: 15_000 });
}

describe('program page batch panel', () => {
  it('shows the next open batch with its seats left, and the others through the picker', async () => {
    const today = istDate(new Date());
    const soonest = await createBatch({
      courseId: 'code-slayer',
      name: uniqueBatchName('Codeslayer sprint'),
      startDate: addDays(today, 3),
      capacity: 4,
      status: 'open',
      pattern: WEEKEND,
    });
    const later = await createBatch({
      courseId: 'code-slayer',
      name: uniqueBatchName('Codeslayer roomy'),
      startDate: addDays(today, 4),
      capacity: 200,
      status: 'open',
      pattern: WEEKEND,
    });

    app.renderApp('/course/codeslayer');
    const panel = await batchPanel();
    expect(await within(panel).findByText(soonest.name, {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(panel).getByText(`Starts ${formatIstDay(soonest.startDate)}`)).toBeTruthy();
    expect(within(panel).getByText('Sat & Sun, 10:00–12:00 IST')).toBeTruthy();
    expect(within(panel).getByText('Only 4 seats left')).toBeTruthy();

    const picker = within(panel).getByRole<HTMLSelectElement>('combobox', {
      name: /open batches$/,
    });
    expect(picker.value).toBe(soonest.id);
    fireEvent.change(picker, { target: { value: later.id } });
    expect(await within(panel).findByText(later.name)).toBeTruthy();
    expect(within(panel).getByText(`Starts ${formatIstDay(later.startDate)}`)).toBeTruthy();
    // The choice is kept for the checkout, which asks for a seat in it.
    expect(readBatchChoice(soonest.courseId)).toBe(later.id);
    // 200 seats are not few: no seats line.
    expect(within(panel).queryByText(/seats? left$/)).toBeNull();
  });

  it('says no batch is open and offers a call back when there is none', async () => {
    // Every program has an open demo batch on the test API: this answer is the API's own shape
    // for a program without one.
    app.network.inject('GET /v1.5/courses/machinester/batches', {
      respond: { status: 200, body: [] },
    });
    app.renderApp('/course/machinester');
    const panel = await batchPanel();
    expect(
      await within(panel).findByText(BATCH_MESSAGES.noOpenBatch, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    const link = within(panel).getByRole('link', { name: /Request a call back/ });
    expect(link.getAttribute('href')).toBe('/request-call?program=machinester');
  });

  it('says so in a line when the batches cannot be read', async () => {
    app.network.inject('GET /v1.5/courses/machinester/batches', {
      refuse: { status: 503 },
    });
    app.renderApp('/course/machinester');
    const panel = await batchPanel();
    expect(
      await within(panel).findByText(/batch dates could not be loaded/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
