import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as ReactRouter from 'react-router';
// Type-only: the app loads after the API base points at the test server.
import type * as Providers from '../../../app/providers';
import type * as AppRouter from '../../../app/router';
import type { CartItem } from '../../../lib/cart-store';
import { startFakeShopServer } from '../../../test/fake-shop-server';
import { setUpFakeApiServer } from '../../../test/fake-api-server';

let app: {
  createMemoryRouter: typeof ReactRouter.createMemoryRouter;
  RouterProvider: typeof ReactRouter.RouterProvider;
  AppProviders: typeof Providers.AppProviders;
  routes: typeof AppRouter.routes;
};

const fake = setUpFakeApiServer(startFakeShopServer);

beforeAll(async () => {
  // The API base is read when api-client loads: imported after the helper pointed it at the server.
  const [router, providers, appRoutes] = await Promise.all([
    import('react-router'),
    import('../../../app/providers'),
    import('../../../app/router'),
    // Warm the lazy route so the first test does not wait on the module import.
    import('./cart-page'),
  ]);
  app = {
    createMemoryRouter: router.createMemoryRouter,
    RouterProvider: router.RouterProvider,
    AppProviders: providers.AppProviders,
    routes: appRoutes.routes,
  };
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
  const router = app.createMemoryRouter(app.routes, { initialEntries: ['/cart'] });
  const view = render(
    <app.AppProviders>
      <app.RouterProvider router={router} />
    </app.AppProviders>,
  );
  return { router, view };
}

const netPrice = () => screen.findByTestId('net-price');
const couponMessage = () => screen.getByTestId('coupon-message');
const lineOf = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);

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
    expect(fake.server.find('POST', '/v1.5/cart/quote')).toEqual([]);
  });

  it("lists the lines with the server's prices and Net Price, and removes a line", async () => {
    renderCart([line('webmonk', 'Webmonk'), line('iot', 'IOT')]);
    await waitFor(async () => expect((await netPrice()).textContent).toBe('Rs 8498.00'));
    const list = within(screen.getByRole('list', { name: 'Programs in your cart' }));
    // Webmonk is on sale: its list price is shown struck through.
    expect(lineOf('Webmonk').getByText('Rs 3499.00')).toBeTruthy();
    expect(lineOf('Webmonk').getByText('Rs 4999.00').tagName).toBe('S');
    expect(lineOf('Webmonk').getByText('Full-stack web development')).toBeTruthy();
    expect(lineOf('IOT').getByText('Rs 4999.00').tagName).toBe('SPAN');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Webmonk' }));
    await waitFor(async () => expect((await netPrice()).textContent).toBe('Rs 4999.00'));
    expect(list.queryByRole('heading', { name: 'Webmonk' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([line('iot', 'IOT')]);
    expect(fake.server.find('POST', '/v1.5/cart/quote').at(-1)?.body).toEqual({
      courseIds: ['iot'],
    });
  });

  it('shows the coupon messages of spec §5.3 and §8, and the new total', async () => {
    renderCart([line('webmonk', 'Webmonk'), line('iot', 'IOT')]);
    await waitFor(async () => expect((await netPrice()).textContent).toBe('Rs 8498.00'));

    await applyCoupon('   ');
    expect(couponMessage().textContent).toBe('Please enter a coupon code.');

    await applyCoupon('NOPE');
    await waitFor(() => expect(couponMessage().textContent).toBe('Invalid coupon code'));
    expect((await netPrice()).textContent).toBe('Rs 8498.00');

    fake.server.failNext(
      '/v1.5/cart/quote',
      429,
      'Too many coupon attempts. Please wait a minute and try again.',
    );
    await applyCoupon('SAVE10');
    await waitFor(() =>
      expect(couponMessage().textContent).toBe(
        'Too many coupon attempts. Please wait a minute and try again.',
      ),
    );

    fake.server.failNext('/v1.5/cart/quote', 500);
    await applyCoupon('SAVE10');
    await waitFor(() =>
      expect(couponMessage().textContent).toBe('Error validating coupon. Please try again.'),
    );
    expect(localStorage.getItem('cart-coupon')).toBeNull();

    await applyCoupon('save10');
    await waitFor(() =>
      expect(couponMessage().textContent).toBe("Woohoo! You've got an extra 10% discount"),
    );
    // floor((3499 + 4999) x 0.9) = 7648
    expect((await netPrice()).textContent).toBe('Rs 7648.00');
    expect(localStorage.getItem('cart-coupon')).toBe('SAVE10');
  });

  it('keeps the applied coupon across a reload, and a failed apply resets the discount', async () => {
    localStorage.setItem('cart-coupon', 'SAVE10');
    const { view } = renderCart([line('iot', 'IOT')]);
    await waitFor(async () => expect((await netPrice()).textContent).toBe('Rs 4499.00'));
    expect(couponMessage().textContent).toBe("Woohoo! You've got an extra 10% discount");
    expect(fake.server.find('POST', '/v1.5/cart/quote').map((r) => r.body)).toContainEqual({
      courseIds: ['iot'],
      couponCode: 'SAVE10',
    });

    await applyCoupon('EXPIRED');
    await waitFor(() => expect(couponMessage().textContent).toBe('Invalid coupon code'));
    await waitFor(async () => expect((await netPrice()).textContent).toBe('Rs 4999.00'));
    expect(localStorage.getItem('cart-coupon')).toBeNull();
    view.unmount();
  });

  it('opens the log-in pop-up when a visitor proceeds to payment', async () => {
    const { router } = renderCart([line('iot', 'IOT')]);
    await netPrice();
    fireEvent.click(screen.getByRole('button', { name: /Proceed to payment/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('offers help and a call back in new tabs', async () => {
    renderCart([line('iot', 'IOT')]);
    await netPrice();
    for (const name of [/^Help/, /Request a call back/]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(screen.getByRole('link', { name: /Continue Shopping/ }).getAttribute('href')).toBe(
      '/programs',
    );
  });
});
