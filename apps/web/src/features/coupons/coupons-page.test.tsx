import { COUPON_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../test/render-app';
import {
  allCoupons,
  cellTexts,
  findCouponRow,
  findToast,
  listedCodes,
  search,
  seedCoupon,
  signInAsCouponManager,
  uniqueCode,
} from './test/coupons-helpers';

const app = setUpApp();
const PAGE = '/coupons';
// Several real API round trips per test on a machine busy with the rest of the run.

beforeAll(async () => {
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./routes/coupons-page');
});

async function openPage() {
  await signInAsCouponManager();
  app.renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Coupon Management' });
  await screen.findByRole('table', { name: 'Coupons' });
  await screen.findByRole('list', { name: 'Coupon summary' });
}

/** Five coupons, one of each type, sharing a unique prefix. */
async function seedOneOfEach(prefix: string) {
  const made = await Promise.all([
    seedCoupon({ couponCode: `${prefix}PCT`, type: 'percentage', percentage: 15 }),
    seedCoupon({ couponCode: `${prefix}FIX`, type: 'fixed', percentage: 99.99 }),
    seedCoupon({ couponCode: `${prefix}SHIP`, type: 'free-shipping', percentage: 0 }),
    seedCoupon({ couponCode: `${prefix}BOGO`, type: 'bogo', percentage: 50 }),
    seedCoupon({ couponCode: `${prefix}SEAS`, type: 'seasonal', percentage: 20 }),
  ]);
  return made;
}

function summaryCount(label: string): number {
  const card = within(screen.getByRole('list', { name: 'Coupon summary' })).getByRole('listitem', {
    name: new RegExp(`^${label}: \\d+$`),
  });
  return Number(card.getAttribute('aria-label')?.split(': ')[1]);
}

describe('/coupons: the list', () => {
  it('shows the title, summary cards, the table with each discount format and the footer', async () => {
    const prefix = uniqueCode('LS');
    await seedOneOfEach(prefix);
    await openPage();
    expect(document.title).toBe('Kaksha | Coupon Management');
    // Standalone: no site header or footer.
    expect(screen.queryByRole('banner')).toBeNull();

    const table = screen.getByRole('table', { name: 'Coupons' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Type', 'Discount', 'Actions']);

    // The cards count every coupon the API has, and each type.
    const total = summaryCount('Total Coupons');
    expect(total).toBeGreaterThanOrEqual(5);
    const perType = ['Percentage', 'Fixed Amount', 'Free Shipping', 'Buy One Get One', 'Seasonal'];
    expect(perType.map(summaryCount).reduce((a, b) => a + b, 0)).toBe(total);

    search(prefix);
    await waitFor(() => expect(listedCodes()).toHaveLength(5));
    expect(cellTexts(await findCouponRow(`${prefix}PCT`)).slice(0, 3)).toEqual([
      `${prefix}PCT`,
      'Percentage',
      '15%',
    ]);
    expect(cellTexts(await findCouponRow(`${prefix}FIX`)).slice(0, 3)).toEqual([
      `${prefix}FIX`,
      'Fixed Amount',
      '₹99.99',
    ]);
    expect(cellTexts(await findCouponRow(`${prefix}SHIP`)).slice(0, 3)).toEqual([
      `${prefix}SHIP`,
      'Free Shipping',
      'Free shipping',
    ]);
    expect(cellTexts(await findCouponRow(`${prefix}BOGO`))[2]).toBe('50%');
    expect(cellTexts(await findCouponRow(`${prefix}SEAS`))[2]).toBe('20%');
    expect(screen.getByText('Showing 5 coupons')).toBeTruthy();
    const row = await findCouponRow(`${prefix}PCT`);
    expect(within(row).getByRole('button', { name: `Delete ${prefix}PCT` })).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Manage ${prefix}PCT` })).toBeTruthy();
  });

  it("filters by type with the 'x of y coupons' banner, searches any case, and clears", async () => {
    const prefix = uniqueCode('FT');
    await seedOneOfEach(prefix);
    await openPage();
    expect(screen.queryByText(/^\d+ of \d+ coupons$/)).toBeNull();
    const total = summaryCount('Total Coupons');

    search(prefix.toLowerCase());
    await waitFor(() => expect(listedCodes()).toHaveLength(5));
    expect(screen.getByText(`5 of ${total} coupons`)).toBeTruthy();

    const typeFilter = screen.getByRole('combobox', { name: 'Filter by type' });
    expect(
      within(typeFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Types',
      'Percentage',
      'Fixed Amount',
      'Free Shipping',
      'Buy One Get One',
      'Seasonal',
    ]);
    fireEvent.change(typeFilter, { target: { value: 'fixed' } });
    await waitFor(() => expect(listedCodes()).toEqual([`${prefix}FIX`]));
    expect(screen.getByText(`1 of ${total} coupons`)).toBeTruthy();
    expect(screen.getByText('Showing 1 coupon')).toBeTruthy();

    // The type alone (no search) counts every fixed coupon.
    search('');
    const fixed = summaryCount('Fixed Amount');
    await waitFor(() => expect(screen.getByText(`${fixed} of ${total} coupons`)).toBeTruthy());

    search(`${prefix}nothing`);
    expect(await screen.findByText('No coupons found')).toBeTruthy();
    expect(screen.getByText(`0 of ${total} coupons`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByText(/^\d+ of \d+ coupons$/)).toBeNull());
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect((typeFilter as HTMLSelectElement).value).toBe('all');
    expect(screen.getByText(`Showing ${total} coupons`)).toBeTruthy();
  });

  it("shows the error state and toast when the list cannot be read, then loads on 'Try again'", async () => {
    await signInAsCouponManager();
    app.network.inject('GET /v1.5/coupons', { refuse: { status: 500 }, times: 2 });
    app.renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Error loading coupons' })).toBeTruthy();
    expect(screen.getByText(COUPON_MESSAGES.loadFailed)).toBeTruthy();
    expect(await findToast(COUPON_MESSAGES.listFailed)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Coupon summary' })).toBeTruthy();
    expect(screen.queryByText('Error loading coupons')).toBeNull();
  });

  it('shows a spinner while loading, and the empty state when there is no coupon', async () => {
    await signInAsCouponManager();
    app.network.inject('GET /v1.5/coupons', { delayMs: 400, respond: { status: 200, body: [] } });
    app.renderApp(PAGE);
    expect(await screen.findByText('Loading rows')).toBeTruthy();
    expect(await screen.findByText('No coupons found')).toBeTruthy();
    expect(screen.getByText('Try creating a new coupon')).toBeTruthy();
    expect(screen.getByText('Showing 0 coupons')).toBeTruthy();
    expect(summaryCount('Total Coupons')).toBe(0);
  });
});

describe('/coupons: delete', () => {
  it('asks with the coupon details first, then deletes, toasts and reads the list again', async () => {
    const coupon = await seedCoupon({
      couponCode: uniqueCode('DEL'),
      type: 'fixed',
      percentage: 250,
    });
    await openPage();
    search(coupon.couponCode);
    const row = await findCouponRow(coupon.couponCode);

    fireEvent.click(within(row).getByRole('button', { name: `Delete ${coupon.couponCode}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete coupon' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Type', 'Fixed Amount'],
      ['Code', coupon.couponCode],
      ['ID', coupon.id],
      ['Discount', '₹250.00'],
    ]);
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.network.count('DELETE', `/v1.5/coupons/${coupon.id}`)).toBe(0);

    // A refusal keeps the coupon and says so.
    app.network.inject(`DELETE /v1.5/coupons/${coupon.id}`, { refuse: { status: 500 }, times: 1 });
    fireEvent.click(within(row).getByRole('button', { name: `Delete ${coupon.couponCode}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete coupon' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast(COUPON_MESSAGES.removeFailed)).toBeTruthy();

    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(within(dialog).queryByText('Deleting coupon')).toBeNull();
    app.network.inject(`DELETE /v1.5/coupons/${coupon.id}`, { delayMs: 400, times: 1 });
    const listsBefore = app.network.count('GET', '/v1.5/coupons');
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Deleting coupon')).toBeTruthy();
    expect(await findToast(COUPON_MESSAGES.removeSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listedCodes()).toEqual([]));
    expect(app.network.count('GET', '/v1.5/coupons')).toBeGreaterThan(listsBefore);
    expect((await allCoupons()).some((stored) => stored.id === coupon.id)).toBe(false);
  });
});
