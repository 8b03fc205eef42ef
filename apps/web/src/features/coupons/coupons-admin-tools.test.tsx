import { COUPON_ADMIN_MESSAGES, COUPON_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../test/render-app';
import { buyPrograms, createLearner, listCourses, quoteCart } from '../../test/seed';
import {
  allCoupons,
  findCouponRow,
  findToast,
  openDialog,
  search,
  seedCoupon,
  signInAsCouponManager,
  signInAsSales,
  uniqueCode,
} from './test/coupons-helpers';

const app = setUpApp();
const PAGE = '/coupons';
// Purchases through the sandbox and several dialogs per test, on a machine busy with the rest.

beforeAll(async () => {
  await import('./routes/coupons-page');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function openPageAs(signIn: () => Promise<string>) {
  await signIn();
  app.renderApp(PAGE);
  await screen.findByRole('list', { name: 'Coupon summary' });
}

function csvFile(lines: string[]): File {
  return new File([`${lines.join('\r\n')}\r\n`], 'coupons.csv', { type: 'text/csv' });
}

describe('/coupons as SALES', () => {
  it('reads everything, changes nothing, and still sees the redemptions', async () => {
    const coupon = await seedCoupon({ couponCode: uniqueCode('RO'), maxUses: 40 });
    await openPageAs(signInAsSales);
    expect(screen.getByText(COUPON_ADMIN_MESSAGES.readOnly)).toBeTruthy();
    for (const name of ['Add Coupon', 'Bulk import', 'Generate codes']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    search(coupon.couponCode);
    const row = await findCouponRow(coupon.couponCode);
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: `Details of ${coupon.couponCode}` }));
    const dialog = await screen.findByRole('dialog', { name: `Coupon ${coupon.couponCode}` });
    const maxUses = within(dialog).getByLabelText<HTMLInputElement>(/^Total uses/);
    expect(maxUses.value).toBe('40');
    // Disabled by its fieldset, as a browser reads it.
    expect(maxUses.matches(':disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save limits' })).toBeNull();
    expect(await within(dialog).findByText(COUPON_ADMIN_MESSAGES.noRedemptions)).toBeTruthy();
    expect(app.network.count('PATCH', `/v1.5/coupons/${coupon.id}`)).toBe(0);
  });
});

describe('/coupons: manage a coupon', () => {
  it('saves only the changed limits (times in IST) and shows them in the list', async () => {
    const coupon = await seedCoupon({ couponCode: uniqueCode('LIM') });
    const [course] = await listCourses();
    await openPageAs(signInAsCouponManager);
    search(coupon.couponCode);
    const row = await findCouponRow(coupon.couponCode);
    const dialog = await (async () => {
      fireEvent.click(within(row).getByRole('button', { name: `Manage ${coupon.couponCode}` }));
      return screen.findByRole('dialog', { name: `Coupon ${coupon.couponCode}` });
    })();
    const save = within(dialog).getByRole('button', { name: 'Save limits' });

    fireEvent.click(save);
    expect(await within(dialog).findByText('No changes to save.')).toBeTruthy();
    expect(app.network.count('PATCH', `/v1.5/coupons/${coupon.id}`)).toBe(0);

    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Valid from/, '2030-01-31T18:30');
    fill(/^Valid to/, '2030-01-01T10:00');
    fireEvent.click(save);
    expect(await within(dialog).findByText(COUPON_MESSAGES.windowOrder)).toBeTruthy();
    expect(app.network.count('PATCH', `/v1.5/coupons/${coupon.id}`)).toBe(0);

    fill(/^Valid from/, '2030-01-01T10:00');
    fill(/^Valid to/, '2030-01-31T18:30');
    fill(/^Total uses/, '100');
    fill(/^Uses per learner/, '1');
    fill(/^Minimum order/, '999');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: course!.name }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Active/ }));
    fireEvent.click(save);
    expect(await findToast(COUPON_ADMIN_MESSAGES.updateSuccess)).toBeTruthy();

    const patches = app.network.find('PATCH', `/v1.5/coupons/${coupon.id}`);
    expect(patches).toHaveLength(1);
    expect(JSON.parse(patches[0]?.body ?? '{}')).toEqual({
      validFrom: '2030-01-01T04:30:00.000Z',
      validTo: '2030-01-31T13:00:00.000Z',
      maxUses: 100,
      perUserLimit: 1,
      minOrderValue: 999,
      courseIds: [course!.id],
      isActive: false,
    });
    const stored = (await allCoupons()).find((c) => c.id === coupon.id);
    expect(stored).toMatchObject({ maxUses: 100, perUserLimit: 1, isActive: false });
    expect(stored?.courseIds).toEqual([course!.id]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(await findCouponRow(coupon.couponCode)).findByText('Inactive'),
    ).toBeTruthy();
  });

  it('lists the orders that used the coupon', async () => {
    const coupon = await seedCoupon({ couponCode: uniqueCode('RED'), percentage: 10 });
    const [course] = await listCourses();
    const learner = await createLearner({
      name: 'Ravi Kumar',
      profile: { mobileNumber: '9876543210' },
    });
    await buyPrograms(learner, [course!.id], coupon.couponCode);
    const quote = await quoteCart([course!.id], coupon.couponCode);

    await openPageAs(signInAsCouponManager);
    search(coupon.couponCode);
    const row = await findCouponRow(coupon.couponCode);
    fireEvent.click(within(row).getByRole('button', { name: `Manage ${coupon.couponCode}` }));
    const dialog = await screen.findByRole('dialog', { name: `Coupon ${coupon.couponCode}` });
    const table = await within(dialog).findByRole('table', {
      name: `Redemptions of ${coupon.couponCode}`,
    });
    // The table shows at once, its rows once the redemptions are read.
    await within(table).findByText(learner.email);
    expect(within(dialog).getByText(/^Showing 1 redemption/).textContent).toBe(
      'Showing 1 redemption (all that match)',
    );
    const [use] = within(table).getAllByRole('row').slice(1);
    const cells = within(use!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      `Ravi Kumar${learner.email}`,
      'confirmed',
      `₹${quote.totalDiscountedPrice.toFixed(2)}`,
      `₹${quote.totalPrice.toFixed(2)}`,
    ]);
    expect(cells[5]).toMatch(/IST$/);
  });
});

describe('/coupons: bulk import', () => {
  it('reports each bad row by its line and adds nothing; a good file adds every coupon', async () => {
    const codes = [uniqueCode('IM'), uniqueCode('IM'), uniqueCode('IM')];
    await openPageAs(signInAsCouponManager);
    let dialog = await openDialog('Bulk import', 'Bulk import coupons');
    const fileInput = within(dialog).getByLabelText('CSV file');
    fireEvent.change(fileInput, {
      target: {
        files: [
          csvFile([
            'couponCode,type,percentage,maxUses',
            `${codes[0]},percentage,10,`,
            `${codes[1]},percentage,150,`,
            `${codes[2]},fixed,250,5`,
          ]),
        ],
      },
    });
    expect(await within(dialog).findByText(/ready to import from coupons\.csv/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const problems = await within(dialog).findByRole('list', { name: 'Import problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Row 3 (percentage): ${COUPON_MESSAGES.percentageTooHigh}`]);
    expect(await findToast(COUPON_MESSAGES.bulkFailed)).toBeTruthy();
    const [post] = app.network.find('POST', '/v1.5/coupons/bulk');
    expect(JSON.parse(post?.body ?? 'null')).toEqual([
      { couponCode: codes[0], type: 'percentage', percentage: 10 },
      { couponCode: codes[1], type: 'percentage', percentage: 150 },
      { couponCode: codes[2], type: 'fixed', percentage: 250, maxUses: 5 },
    ]);
    const stored = new Set((await allCoupons()).map((c) => c.couponCode));
    expect(codes.some((code) => stored.has(code))).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog('Bulk import', 'Bulk import coupons');
    fireEvent.change(within(dialog).getByLabelText('CSV file'), {
      target: {
        files: [
          csvFile([
            'couponCode,type,percentage,validTo',
            `${codes[0]},percentage,10,2030-06-30T23:59`,
            `${codes[1]},free-shipping,0,`,
            `${codes[2]},fixed,250,`,
          ]),
        ],
      },
    });
    expect(await within(dialog).findByText('3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await findToast(COUPON_MESSAGES.bulkSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = (await allCoupons()).filter((c) => codes.includes(c.couponCode));
    expect(added.map((c) => [c.couponCode, c.type]).sort()).toEqual(
      [
        [codes[0], 'percentage'],
        [codes[1], 'free-shipping'],
        [codes[2], 'fixed'],
      ].sort(),
    );
    // A time without an offset is read as India time.
    const validTo = added.find((c) => c.couponCode === codes[0])?.validTo ?? '';
    expect(new Date(validTo).toISOString()).toBe('2030-06-30T18:29:00.000Z');
  });

  it('refuses an empty file before sending anything', async () => {
    await openPageAs(signInAsCouponManager);
    const dialog = await openDialog('Bulk import', 'Bulk import coupons');
    fireEvent.change(within(dialog).getByLabelText('CSV file'), {
      target: { files: [csvFile(['couponCode,type,percentage'])] },
    });
    expect(await within(dialog).findByText(COUPON_ADMIN_MESSAGES.importEmpty)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(
      true,
    );
  });
});

describe('/coupons: generate codes', () => {
  it('makes N codes with one rule and copies them all', async () => {
    const prefix = `G${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
    await openPageAs(signInAsCouponManager);
    const dialog = await openDialog('Generate codes', 'Generate codes');
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^How many/, '3');
    fill(/^Prefix/, prefix);
    fill(/^Type/, 'fixed');
    fill(/^Discount/, '1500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText(COUPON_MESSAGES.fixedTooHigh)).toBeTruthy();
    expect(app.network.count('POST', '/v1.5/coupons/generate')).toBe(0);

    fill(/^Discount/, '50');
    fill(/^Total uses/, '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await findToast(COUPON_ADMIN_MESSAGES.generateSuccess)).toBeTruthy();
    const result = await screen.findByRole('dialog', { name: 'Generated codes' });
    const codes = within(result)
      .getByLabelText<HTMLTextAreaElement>('Generated codes')
      .value.split('\n');
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code.startsWith(prefix)).toBe(true);

    const [post] = app.network.find('POST', '/v1.5/coupons/generate');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      count: 3,
      prefix,
      length: 8,
      rule: { type: 'fixed', percentage: 50, maxUses: 1, isActive: true },
    });
    const stored = (await allCoupons()).filter((c) => codes.includes(c.couponCode));
    expect(stored.map((c) => [c.type, c.percentage, c.maxUses])).toEqual([
      ['fixed', 50, 1],
      ['fixed', 50, 1],
      ['fixed', 50, 1],
    ]);

    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void (copied = text)) },
    });
    fireEvent.click(within(result).getByRole('button', { name: 'Copy all' }));
    expect(await within(result).findByText('Copied 3 codes.')).toBeTruthy();
    expect(copied).toBe(codes.join('\n'));
  });
});
