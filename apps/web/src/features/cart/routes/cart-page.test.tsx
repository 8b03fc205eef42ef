import type { CartQuote } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../../lib/format';
import type { CartItem } from '../../../lib/cart-store';
import { setUpApp } from '../../../test/render-app';
import { createCoupon, quoteCart } from '../../../test/seed';

const app = setUpApp();
const QUOTE = '/v1.5/cart/quote';

// What the API charges, asked of the API itself: without a coupon, and with a 10% one.
let tenPercent: string;
let both: CartQuote;
let bothTenOff: CartQuote;
let iotOnly: CartQuote;
let iotTenOff: CartQuote;

beforeAll(async () => {
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./cart-page');
  tenPercent = await createCoupon(10);
  [both, bothTenOff, iotOnly, iotTenOff] = await Promise.all([
    quoteCart(['webmonk', 'iot']),
    quoteCart(['webmonk', 'iot'], tenPercent),
    quoteCart(['iot']),
    quoteCart(['iot'], tenPercent),
  ]);
  // The coupon must change the total, or the tests below could not tell it was applied.
  expect(bothTenOff.totalDiscountedPrice).toBeLessThan(both.totalDiscountedPrice);
});

// Browser-side prices are deliberately wrong: the page must show the server's.
const line = (id: string, name: string): CartItem => ({
  id,
  name,
  description: '',
  price: 1,
  image: '',
});

function renderCart(items: CartItem[]) {
  localStorage.setItem('cart', JSON.stringify(items));
  return app.renderApp('/cart');
}

const netPrice = () => screen.findByTestId('net-price');
const couponMessage = () => screen.getByTestId('coupon-message');
const lineOf = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);
const priceOf = (quote: CartQuote, id: string) => quote.lines.find((l) => l.id === id)!;

async function applyCoupon(code: string) {
  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('/cart', () => {
  it('shows the empty state with a way to the programs', async () => {
    renderCart([]);
    expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start shopping/ }).getAttribute('href')).toBe(
      '/programs',
    );
    expect(app.network.find('POST', QUOTE)).toEqual([]);
  });

  it("lists the lines with the server's prices and Net Price, and removes a line", async () => {
    renderCart([line('webmonk', 'Webmonk'), line('iot', 'IOT')]);
    await waitFor(async () =>
      expect((await netPrice()).textContent).toBe(formatRupees(both.totalDiscountedPrice)),
    );
    const list = within(screen.getByRole('list', { name: 'Programs in your cart' }));
    const webmonk = priceOf(both, 'webmonk');
    // Webmonk is on sale: its list price is shown struck through.
    expect(webmonk.discountedPrice).toBeLessThan(webmonk.price);
    expect(lineOf('Webmonk').getByText(formatRupees(webmonk.discountedPrice))).toBeTruthy();
    expect(lineOf('Webmonk').getByText(formatRupees(webmonk.price)).tagName).toBe('S');
    expect(lineOf('Webmonk').getByText(webmonk.description)).toBeTruthy();
    expect(lineOf('IOT').getByText(formatRupees(priceOf(both, 'iot').price)).tagName).toBe('SPAN');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Webmonk' }));
    await waitFor(async () =>
      expect((await netPrice()).textContent).toBe(formatRupees(iotOnly.totalDiscountedPrice)),
    );
    expect(list.queryByRole('heading', { name: 'Webmonk' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([line('iot', 'IOT')]);
    expect(JSON.parse(app.network.find('POST', QUOTE).at(-1)?.body ?? '')).toEqual({
      courseIds: ['iot'],
    });
  });

  it('shows the coupon messages of spec §5.3 and §8, and the new total', async () => {
    renderCart([line('webmonk', 'Webmonk'), line('iot', 'IOT')]);
    const total = formatRupees(both.totalDiscountedPrice);
    await waitFor(async () => expect((await netPrice()).textContent).toBe(total));

    await applyCoupon('   ');
    await waitFor(() => expect(couponMessage().textContent).toBe('Please enter a coupon code.'));

    await applyCoupon('NOPE');
    await waitFor(() => expect(couponMessage().textContent).toBe('Invalid coupon code'));
    expect((await netPrice()).textContent).toBe(total);

    // Refusals the API gives under load or when it fails, injected on the way.
    app.network.inject(`POST ${QUOTE}`, {
      times: 1,
      refuse: {
        status: 429,
        code: 'TOO_MANY_COUPON_ATTEMPTS',
        message: 'Too many coupon attempts. Please wait a minute and try again.',
      },
    });
    await applyCoupon(tenPercent);
    await waitFor(() =>
      expect(couponMessage().textContent).toBe(
        'Too many coupon attempts. Please wait a minute and try again.',
      ),
    );

    // Spec §8: a failed coupon request says 'Invalid or expired coupon!'; no answer at all is
    // the cart's exception message.
    app.network.inject(`POST ${QUOTE}`, { times: 1, refuse: { status: 500 } });
    await applyCoupon(tenPercent);
    await waitFor(() => expect(couponMessage().textContent).toBe('Invalid or expired coupon!'));
    expect(localStorage.getItem('cart-coupon')).toBeNull();

    app.network.inject(`POST ${QUOTE}`, { times: 1, drop: true });
    await applyCoupon(tenPercent);
    await waitFor(() =>
      expect(couponMessage().textContent).toBe('Error validating coupon. Please try again.'),
    );

    await applyCoupon(tenPercent.toLowerCase());
    await waitFor(() =>
      expect(couponMessage().textContent).toBe("Woohoo! You've got an extra 10% discount"),
    );
    expect((await netPrice()).textContent).toBe(formatRupees(bothTenOff.totalDiscountedPrice));
    expect(localStorage.getItem('cart-coupon')).toBe(tenPercent);
  });

  it('keeps the applied coupon across a reload, and a failed apply resets the discount', async () => {
    localStorage.setItem('cart-coupon', tenPercent);
    const { view } = renderCart([line('iot', 'IOT')]);
    await waitFor(async () =>
      expect((await netPrice()).textContent).toBe(formatRupees(iotTenOff.totalDiscountedPrice)),
    );
    expect(couponMessage().textContent).toBe("Woohoo! You've got an extra 10% discount");
    expect(app.network.find('POST', QUOTE).map((r) => JSON.parse(r.body))).toContainEqual({
      courseIds: ['iot'],
      couponCode: tenPercent,
    });

    await applyCoupon('EXPIRED');
    await waitFor(() => expect(couponMessage().textContent).toBe('Invalid coupon code'));
    await waitFor(async () =>
      expect((await netPrice()).textContent).toBe(formatRupees(iotOnly.totalDiscountedPrice)),
    );
    expect(localStorage.getItem('cart-coupon')).toBeNull();
    view.unmount();
  });

  it('shows the price error, not a crash, when the quote comes back malformed', async () => {
    // Every answer (the first and the one automatic retry) lacks its totals.
    app.network.inject(`POST ${QUOTE}`, {
      respond: { status: 200, body: { lines: [], currency: 'INR' } },
    });
    renderCart([line('iot', 'IOT')]);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain("We couldn't get the latest prices.");
    expect(screen.getByRole('heading', { name: 'IOT' })).toBeTruthy();
    expect(screen.queryByTestId('net-price')).toBeNull();
  });

  it('opens the log-in pop-up when a visitor proceeds to payment', async () => {
    const { router } = renderCart([line('iot', 'IOT')]);
    await netPrice();
    fireEvent.click(screen.getByRole('button', { name: /Proceed to payment/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('offers the help chat in a new tab and our call-back form in this one', async () => {
    renderCart([line('iot', 'IOT')]);
    await netPrice();
    const help = screen.getByRole('link', { name: /^Help/ });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('href')).toMatch(/^https:\/\//);
    // The cart's own link (the footer has one too).
    const callBack = within(screen.getByRole('main')).getByRole('link', {
      name: /Request a call back/,
    });
    expect(callBack.getAttribute('target')).toBeNull();
    expect(callBack.getAttribute('href')).toBe('/request-call');
    expect(screen.getByRole('link', { name: /Continue Shopping/ }).getAttribute('href')).toBe(
      '/programs',
    );
  });
});
