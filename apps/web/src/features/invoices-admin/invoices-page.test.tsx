import { EXPORT_TICKET_PATH, SALES_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  inject,
  it,
  vi,
} from 'vitest';
import { formatInrPaise } from '../../lib/format';
import { setUpApp, signInAs } from '../../test/render-app';
import { buyPrograms, createLearner, createStaff, enrolmentsOf } from '../../test/seed';
import {
  currentIstMonth,
  filtersFrom,
  financialYearMonths,
  financialYearOptions,
  formatMonth,
  lastClosedMonth,
  monthOptions,
  withFilter,
} from './invoice-filters';

const app = setUpApp();
const LONG = { timeout: 15_000 };

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
  await import('./routes/invoices-page');
});
afterAll(() => document.removeEventListener('click', recordDownload));
beforeEach(() => {
  downloads.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
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

  it('offer the months of the chosen year up to now, newest first, and the last closed month', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(financialYearMonths('26-27', now)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
    ]);
    expect(financialYearMonths('25-26', now)).toHaveLength(12);
    expect(financialYearMonths('25-26', now).at(-1)).toBe('2025-04');
    expect(financialYearMonths('25-26', now)[0]).toBe('2026-03');
    const all = monthOptions(now, '');
    expect(all[0]).toBe('2026-11');
    expect(all.at(-1)).toBe('2022-04');
    expect(all).toHaveLength(8 + 4 * 12);
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(lastClosedMonth(now)).toBe('2026-10');
    expect(lastClosedMonth(new Date('2027-01-05T00:00:00Z'))).toBe('2026-12');
  });

  it('keep only what the API understands from the address, and drop a month outside a new year', () => {
    expect(
      filtersFrom(new URLSearchParams('fy=26-27&month=2026-13&state=29&buyer=x&kind=credit_note')),
    ).toEqual({ fy: '26-27', month: '', state: '29', buyer: '', kind: 'credit_note' });
    const now = new Date('2026-11-28T12:00:00Z');
    const address = new URLSearchParams('month=2026-05&kind=invoice');
    expect(withFilter(address, 'fy', '25-26', now).toString()).toBe('kind=invoice&fy=25-26');
    expect(withFilter(address, 'fy', '26-27', now).toString()).toBe(
      'month=2026-05&kind=invoice&fy=26-27',
    );
    expect(withFilter(address, 'kind', '', now).toString()).toBe('month=2026-05');
  });
});

/** A learner who just bought Machinester, and the number and amount of its invoice. */
async function freshInvoice() {
  const learner = await createLearner({ name: 'Invoice Reader' });
  await buyPrograms(learner, ['machinester']);
  const [order] = (await enrolmentsOf(learner)).orders;
  return order!.invoice!;
}

async function openInvoicesAs(path: string) {
  await signInAs(await createStaff('SALES'));
  app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Invoices' }, LONG);
}

const findToast = (text: string) =>
  screen.findByText(text, { selector: '[data-sonner-toast] *' }, LONG);

/** jsdom has no object URLs: the browser's part is stood in for, to read what would be saved. */
function catchSavedFiles() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:kaksha-test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

describe('/operations/invoices', () => {
  it('lists a new invoice for SALES with its figures, and saves its PDF', async () => {
    const invoice = await freshInvoice();
    await openInvoicesAs('/operations/invoices?kind=invoice&buyer=b2c');
    const cell = await screen.findByText(invoice.number, {}, LONG);
    const row = within(cell.closest('tr')!);
    expect(row.getByText('Invoice')).toBeTruthy();
    expect(row.getByText('Invoice Reader')).toBeTruthy();
    expect(row.getByText('Consumer (no GSTIN)')).toBeTruthy();
    expect(row.getByText(formatInrPaise(invoice.amountPaise))).toBeTruthy();
    const [list] = app.network.find('GET', '/v1.5/invoices');
    const asked = new URLSearchParams(list?.search);
    expect([asked.get('kind'), asked.get('buyer')]).toEqual(['invoice', 'b2c']);

    const saved = catchSavedFiles();
    fireEvent.click(row.getByRole('button', { name: `Download ${invoice.number} as PDF` }));
    await waitFor(() => expect(saved).toHaveLength(1), LONG);
    expect(saved[0]!.name).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const [pdf] = app.network.find('GET', invoice.url);
    expect(pdf?.authorization).toMatch(/^Bearer /);
  });

  it('filters by year, month and kind, and downloads the same filters as CSV', async () => {
    const invoice = await freshInvoice();
    const month = currentIstMonth(new Date());
    const fy = financialYearOptions(new Date())[0]!;
    // Credit notes only: the new invoice is not among them.
    await openInvoicesAs('/operations/invoices?kind=credit_note');
    await screen.findAllByText(
      /^Showing \d+ documents?|^No invoices or credit notes match/,
      {},
      LONG,
    );
    expect(screen.queryByText(invoice.number)).toBeNull();

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'invoice' } });
    fireEvent.change(screen.getByLabelText('Financial year'), { target: { value: fy } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: month } });
    expect(await screen.findByText(invoice.number, {}, LONG)).toBeTruthy();
    const lists = app.network.find('GET', '/v1.5/invoices');
    const last = new URLSearchParams(lists.at(-1)?.search);
    expect([last.get('kind'), last.get('fy'), last.get('month')]).toEqual(['invoice', fy, month]);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const path = `/v1.5/invoices.csv?fy=${fy}&month=${month}&kind=invoice`;
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    expect(JSON.parse(ticket?.body ?? '{}')).toEqual({ path });
    expect(downloads).toHaveLength(1);
    const file = await fetch(`${inject('webTestApi').origin}${downloads[0]}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain(invoice.number);
  });

  it('offers each GSTR-1 table of a chosen month as a ticketed download', async () => {
    await freshInvoice();
    const month = currentIstMonth(new Date());
    await openInvoicesAs('/operations/invoices');
    const pack = screen.getByRole('list', { name: 'GST return pack' });
    expect(within(pack).getAllByRole('button', { name: /^Download \w+\.csv for / })).toHaveLength(
      6,
    );
    expect(
      within(pack).getByRole('button', {
        name: `Download hsn.csv for ${formatMonth(lastClosedMonth(new Date()))}`,
      }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Return month'), { target: { value: month } });
    fireEvent.click(
      within(pack).getByRole('button', { name: `Download b2cs.csv for ${formatMonth(month)}` }),
    );
    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    expect(JSON.parse(ticket?.body ?? '{}')).toEqual({
      path: `/v1.5/gst/returns/${month}/b2cs.csv`,
    });
    expect(downloads).toHaveLength(1);
    const file = await fetch(`${inject('webTestApi').origin}${downloads[0]}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
  });
});
