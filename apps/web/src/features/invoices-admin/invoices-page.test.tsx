import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { buyPrograms, createLearner, createStaff, enrolmentsOf } from '../../test/seed';
import { currentIstMonth, filtersFrom, financialYearOptions } from './invoice-filters';

const app = setUpApp();
const LONG = { timeout: 15_000 };

beforeAll(async () => {
  await import('./routes/invoices-page');
});

describe('the invoice filters', () => {
  it('offer this financial year and the four before, turning at 00:00 IST on 1 April', () => {
    expect(financialYearOptions(new Date('2027-03-31T18:29:59Z'))).toEqual([
      '26-27',
      '25-26',
      '24-25',
      '23-24',
      '22-23',
    ]);
    expect(financialYearOptions(new Date('2027-03-31T18:30:00Z'))[0]).toBe('27-28');
    expect(currentIstMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
  });

  it('keep only what the API understands from the address', () => {
    expect(
      filtersFrom(new URLSearchParams('fy=26-27&month=2026-13&state=29&buyer=x&kind=credit_note')),
    ).toEqual({ fy: '26-27', month: '', state: '29', buyer: '', kind: 'credit_note' });
  });
});

describe('/operations/invoices', () => {
  it('lists a new invoice for SALES with its figures, and offers the GST return pack', async () => {
    const learner = await createLearner({ name: 'Invoice Reader' });
    await buyPrograms(learner, ['machinester']);
    const [order] = (await enrolmentsOf(learner)).orders;
    const number = order!.invoice!.number;
    await signInAs(await createStaff('SALES'));
    app.renderApp('/operations/invoices?kind=invoice');
    await screen.findByRole('heading', { level: 1, name: 'Invoices' }, LONG);
    const cell = await screen.findByText(number, {}, LONG);
    const row = within(cell.closest('tr')!);
    expect(row.getByText('Invoice')).toBeTruthy();
    expect(row.getByRole('button', { name: `Download ${number} as PDF` })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Download b2b\.csv for \d{4}-\d{2}$/ }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Download \w+\.csv for/ })).toHaveLength(6);
  });
});
