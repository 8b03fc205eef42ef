import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as ReactRouter from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
// Type-only: the app loads after the API base points at the test server.
import type * as Providers from '../../../app/providers';
import type * as AppRouter from '../../../app/router';
import type * as SessionModule from '../../../lib/session';
import type { SessionContextValue } from '../../../lib/session';
import { startFakeShopServer } from '../../../test/fake-shop-server';
import { setUpFakeApiServer } from '../../../test/fake-api-server';

let app: {
  createMemoryRouter: typeof ReactRouter.createMemoryRouter;
  RouterProvider: typeof ReactRouter.RouterProvider;
  AppProviders: typeof Providers.AppProviders;
  SessionProvider: typeof SessionModule.SessionProvider;
  routes: typeof AppRouter.routes;
};

const fake = setUpFakeApiServer(startFakeShopServer, (shop) => {
  localStorage.setItem('access-token', shop.token);
  localStorage.setItem(
    'cart',
    JSON.stringify([
      { id: 'webmonk', name: 'Webmonk', description: '', price: 1, image: '' },
      { id: 'iot', name: 'IOT', description: '', price: 1, image: '' },
    ]),
  );
});

beforeAll(async () => {
  const [router, providers, session, appRoutes] = await Promise.all([
    import('react-router'),
    import('../../../app/providers'),
    import('../../../lib/session'),
    import('../../../app/router'),
    // Warm the lazy route so the first test does not wait on the module import.
    import('./cart-summary-page'),
  ]);
  app = {
    createMemoryRouter: router.createMemoryRouter,
    RouterProvider: router.RouterProvider,
    AppProviders: providers.AppProviders,
    SessionProvider: session.SessionProvider,
    routes: appRoutes.routes,
  };
});

const SIGNED_IN: SessionContextValue = {
  status: 'signed-in',
  user: { name: 'Asha Rao', email: 'asha@example.com', role: 'USER' },
  signOut: () => {},
};

function renderSummary(session: SessionContextValue = SIGNED_IN) {
  const router = app.createMemoryRouter(app.routes, { initialEntries: ['/cart-summary'] });
  render(
    <app.AppProviders>
      <app.SessionProvider value={session}>
        <app.RouterProvider router={router} />
      </app.SessionProvider>
    </app.AppProviders>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

async function waitForForm() {
  await waitFor(() => expect(field('Email').value).toBe(fake.server.profile.email));
}

describe('/cart-summary', () => {
  it('prefills the details and shows the quoted order, coupon included', async () => {
    localStorage.setItem('cart-coupon', 'SAVE10');
    renderSummary();
    await waitForForm();
    expect(field('Fullname').value).toBe('Asha Rao');
    expect(field('Phone Number').value).toBe('9876543210');
    expect(field('College Name').value).toBe('RV College');
    expect(field('Stream').value).toBe('CSE');
    expect(field('Email').readOnly).toBe(true);

    const total = await screen.findByTestId('order-total');
    // floor((3499 + 4999) x 0.9) = 7648, priced by the server.
    expect(total.textContent).toBe('Rs 7648.00');
    const lines = within(screen.getByRole('list', { name: 'Programs in this order' }));
    expect(lines.getByText('Webmonk')).toBeTruthy();
    expect(lines.getByText('IOT')).toBeTruthy();
    expect(screen.getByText('Complete the details before proceeding to payment.')).toBeTruthy();
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
  });

  it('shows the §5.4 messages and keeps Apply Changes disabled while the details are invalid', async () => {
    fake.server.profile = { ...fake.server.profile, mobileNumber: '', collegeName: '', stream: '' };
    renderSummary();
    await waitForForm();
    await waitFor(() => expect(errorOf('College Name')).toBe('College name is required.'));
    expect(errorOf('Stream')).toBe('Stream is required.');
    expect(errorOf('Phone Number')).toBe('Invalid phone number.');
    expect(button('Apply Changes').disabled).toBe(true);
    expect(button('Complete Payment').disabled).toBe(true);

    // An empty phone starts editable; the others are always editable.
    type('Phone Number', '98765');
    type('College Name', 'RV College');
    type('Stream', 'CSE');
    await waitFor(() => expect(errorOf('College Name')).toBe(''));
    expect(errorOf('Phone Number')).toBe('Invalid phone number.');
    expect(button('Apply Changes').disabled).toBe(true);

    type('Phone Number', '9876543210');
    await waitFor(() => expect(button('Apply Changes').disabled).toBe(false));
    expect(errorOf('Phone Number')).toBe('');

    type('Stream', ' ');
    await waitFor(() => expect(button('Apply Changes').disabled).toBe(true));
    expect(errorOf('Stream')).toBe('Stream is required.');
    type('Stream', 'CSE');

    await waitFor(() => expect(button('Apply Changes').disabled).toBe(false));
    fireEvent.click(button('Apply Changes'));
    await waitFor(() =>
      expect(fake.server.find('PATCH', '/v1.5/users/asha%40example.com')).toHaveLength(1),
    );
    const patch = fake.server.find('PATCH', '/v1.5/users/asha%40example.com')[0]!;
    expect(patch.contentType).toBe('application/json-patch+json');
    expect(patch.body).toEqual([
      { op: 'replace', path: '/name', value: 'Asha Rao' },
      { op: 'replace', path: '/mobileNumber', value: '9876543210' },
      { op: 'replace', path: '/collegeName', value: 'RV College' },
      { op: 'replace', path: '/stream', value: 'CSE' },
    ]);
    // Saved: nothing left to apply, and payment can go ahead.
    await waitFor(() => expect(button('Apply Changes').disabled).toBe(true));
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
  });

  it('keeps Fullname and phone behind Edit/Save toggles', async () => {
    renderSummary();
    await waitForForm();
    expect(field('Fullname').readOnly).toBe(true);
    fireEvent.click(button('Edit Fullname'));
    expect(field('Fullname').readOnly).toBe(false);
    fireEvent.click(button('Save Fullname'));
    expect(field('Fullname').readOnly).toBe(true);
    expect(field('Phone Number').readOnly).toBe(true);
    fireEvent.click(button('Edit Phone Number'));
    expect(field('Phone Number').readOnly).toBe(false);
  });

  it('asks to save unsaved changes before payment; Escape and Cancel close the dialog', async () => {
    renderSummary();
    await waitForForm();
    await screen.findByTestId('order-total');
    await waitFor(() => expect(button('Complete Payment').disabled).toBe(false));
    // Clicked straight after typing, before the change's validation has finished.
    type('Stream', 'IT');
    fireEvent.click(button('Complete Payment'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(
      within(dialog).getByText('Please save your changes before completing the payment.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Save Changes' }),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(button('Complete Payment'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.server.requests.filter((r) => r.path.startsWith('/v1.5/payment'))).toEqual([]);
    expect(field('Stream').value).toBe('IT');
  });

  it('sends a signed-out visitor to log in, coming back here after', async () => {
    const router = renderSummary({ status: 'signed-out', signOut: () => {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fcart-summary');
  });
});
