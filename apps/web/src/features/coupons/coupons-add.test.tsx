import { COUPON_MESSAGES } from '@kaksha/shared';
import type { CouponType } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../test/render-app';
import {
  allCoupons,
  cellTexts,
  findCouponRow,
  findToast,
  openDialog,
  search,
  seedCoupon,
  signInAsCouponManager,
  uniqueCode,
} from './test/coupons-helpers';

const app = setUpApp();
// Several real API round trips per test on a machine busy with the rest of the run.

beforeAll(async () => {
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./routes/coupons-page');
});

async function openPage() {
  await signInAsCouponManager();
  app.renderApp('/coupons');
  await screen.findByRole('table', { name: 'Coupons' });
  await screen.findByRole('list', { name: 'Coupon summary' });
}

describe('/coupons: add', () => {
  const cases: Array<{ type: CouponType; label: string; discount: string; shown: string }> = [
    { type: 'percentage', label: 'Percentage', discount: '15', shown: '15%' },
    { type: 'fixed', label: 'Fixed Amount', discount: '99.99', shown: '₹99.99' },
    { type: 'free-shipping', label: 'Free Shipping', discount: '', shown: 'Free shipping' },
    { type: 'bogo', label: 'Buy One Get One', discount: '50', shown: '50%' },
    { type: 'seasonal', label: 'Seasonal', discount: '25', shown: '25%' },
  ];

  it.each(cases)('adds a $label coupon, upper-cased, and lists it', async (c) => {
    await openPage();
    const dialog = await openDialog('Add Coupon', 'Add New Coupon');
    const code = uniqueCode('AD');
    const codeInput = within(dialog).getByLabelText<HTMLInputElement>('Coupon code');
    expect(document.activeElement).toBe(codeInput);
    fireEvent.change(codeInput, { target: { value: code.toLowerCase() } });
    expect(codeInput.value).toBe(code);
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: c.type } });
    const discount = within(dialog).getByLabelText<HTMLInputElement>(/^Discount/);
    if (c.discount) fireEvent.change(discount, { target: { value: c.discount } });
    const listsBefore = app.network.count('GET', '/v1.5/coupons');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));

    expect(await findToast(COUPON_MESSAGES.addSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    search(code);
    const row = await findCouponRow(code);
    expect(cellTexts(row).slice(0, 3)).toEqual([code, c.label, c.shown]);
    // The list was read again, not the page reloaded.
    expect(app.network.count('GET', '/v1.5/coupons')).toBeGreaterThan(listsBefore);

    const [post] = app.network.find('POST', '/v1.5/coupons');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      couponCode: code,
      type: c.type,
      percentage: c.type === 'free-shipping' ? 0 : Number(c.discount),
    });
    expect((await allCoupons()).find((stored) => stored.couponCode === code)?.type).toBe(c.type);
  });

  it('shows every validation message and keeps Add disabled while the code or discount is missing', async () => {
    const existing = await seedCoupon({ couponCode: uniqueCode('DUP') });
    await openPage();
    const dialog = await openDialog('Add Coupon', 'Add New Coupon');
    const code = within(dialog).getByLabelText<HTMLInputElement>('Coupon code');
    const type = within(dialog).getByLabelText<HTMLSelectElement>('Type');
    const discount = within(dialog).getByLabelText<HTMLInputElement>(/^Discount/);
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add Coupon' });
    const errorOf = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

    expect(submit.disabled).toBe(true);
    fireEvent.change(code, { target: { value: 'ab' } });
    fireEvent.blur(code);
    await waitFor(() => expect(errorOf(code)).toBe(COUPON_MESSAGES.codeShort));
    fireEvent.change(code, { target: { value: '' } });
    await waitFor(() => expect(errorOf(code)).toBe(COUPON_MESSAGES.codeRequired));
    // Taken in another case.
    fireEvent.change(code, { target: { value: existing.couponCode.toLowerCase() } });
    await waitFor(() => expect(errorOf(code)).toBe(COUPON_MESSAGES.codeTaken));
    fireEvent.change(code, { target: { value: uniqueCode('OK') } });
    await waitFor(() => expect(errorOf(code)).toBe(''));
    expect(submit.disabled).toBe(true);

    fireEvent.change(discount, { target: { value: '0' } });
    fireEvent.blur(discount);
    await waitFor(() => expect(errorOf(discount)).toBe(COUPON_MESSAGES.discountPositive));
    expect(submit.disabled).toBe(true);
    fireEvent.change(discount, { target: { value: '150' } });
    await waitFor(() => expect(errorOf(discount)).toBe(COUPON_MESSAGES.percentageTooHigh));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(errorOf(discount)).toBe(COUPON_MESSAGES.percentageTooHigh));
    expect(app.network.count('POST', '/v1.5/coupons')).toBe(0);
    expect([discount.max, discount.step]).toEqual(['100', '1']);

    fireEvent.change(type, { target: { value: 'fixed' } });
    expect([discount.max, discount.step]).toEqual(['1000', '0.01']);
    fireEvent.change(discount, { target: { value: '1500' } });
    await waitFor(() => expect(errorOf(discount)).toBe(COUPON_MESSAGES.fixedTooHigh));
    fireEvent.change(type, { target: { value: 'seasonal' } });
    expect([discount.max, discount.step]).toEqual(['100', '1']);
    fireEvent.change(type, { target: { value: 'bogo' } });
    expect([discount.max, discount.step]).toEqual(['100', '1']);

    // Free shipping clears and disables the discount; the code alone enables Add.
    fireEvent.change(type, { target: { value: 'free-shipping' } });
    await waitFor(() => expect(discount.disabled).toBe(true));
    expect(discount.value).toBe('');
    expect(errorOf(discount)).toBe('');
    expect(submit.disabled).toBe(false);
    fireEvent.change(code, { target: { value: '' } });
    await waitFor(() => expect(submit.disabled).toBe(true));
  });

  it("shows the server's 409 on the code and toasts the failure", async () => {
    await openPage();
    const dialog = await openDialog('Add Coupon', 'Add New Coupon');
    const code = uniqueCode('RACE');
    fireEvent.change(within(dialog).getByLabelText('Coupon code'), { target: { value: code } });
    fireEvent.change(within(dialog).getByLabelText(/^Discount/), { target: { value: '10' } });
    // Another manager adds the same code after this page loaded its list.
    await seedCoupon({ couponCode: code });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    expect(await within(dialog).findByText(COUPON_MESSAGES.codeTaken)).toBeTruthy();
    expect(await findToast(COUPON_MESSAGES.addFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add New Coupon' })).toBeTruthy();
  });

  it('covers the dialog while adding, and starts empty again after closing', async () => {
    await openPage();
    let dialog = await openDialog('Add Coupon', 'Add New Coupon');
    fireEvent.change(within(dialog).getByLabelText('Coupon code'), {
      target: { value: uniqueCode('BUSY') },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Discount/), { target: { value: '5' } });
    app.network.inject('POST /v1.5/coupons', { delayMs: 500, times: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    expect(await within(dialog).findByText('Adding coupon')).toBeTruthy();
    expect(within(dialog).getByRole('form').getAttribute('aria-busy')).toBe('true');
    // The 5-second page default of spec §9.
    expect(await findToast(COUPON_MESSAGES.addSuccess)).toBeTruthy();
    const durations = toast
      .getHistory()
      .flatMap((item) =>
        'title' in item && item.title === COUPON_MESSAGES.addSuccess ? [item.duration] : [],
      );
    // Every add in this file toasted, each for 5 s.
    expect(durations.length).toBeGreaterThan(0);
    expect(new Set(durations)).toEqual(new Set([5000]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog('Add Coupon', 'Add New Coupon');
    fireEvent.change(within(dialog).getByLabelText('Coupon code'), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'fixed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog('Add Coupon', 'Add New Coupon');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Coupon code').value).toBe('');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Type').value).toBe('percentage');
  });
});
