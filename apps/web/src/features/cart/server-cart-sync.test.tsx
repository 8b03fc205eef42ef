import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
// Type-only: the modules themselves load after the API base points at the test server.
import type * as SessionModule from '../../lib/session';
import type { SessionContextValue } from '../../lib/session';
import type * as CartStore from '../../lib/cart-store';
import type * as ServerCartSync from './server-cart-sync';
import type { CartItem } from '../../lib/cart-store';
import { startFakeShopServer } from '../../test/fake-shop-server';
import { setUpFakeApiServer } from '../../test/fake-api-server';

let store: typeof CartStore;
let sync: typeof ServerCartSync;
let SessionProvider: typeof SessionModule.SessionProvider;

const fake = setUpFakeApiServer(startFakeShopServer);

beforeAll(async () => {
  // The API base is read when api-client loads: imported after the helper pointed it at the server.
  store = await import('../../lib/cart-store');
  sync = await import('./server-cart-sync');
  ({ SessionProvider } = await import('../../lib/session'));
});

const WEBMONK: CartItem = {
  id: 'webmonk',
  name: 'Webmonk',
  description: 'Full-stack web development',
  price: 4999,
  discountedPrice: 3499,
  image: '/images/courses/webmonk.svg',
};

const SIGNED_IN: SessionContextValue = {
  status: 'signed-in',
  user: { name: 'Asha Rao', email: 'asha@example.com', role: 'USER' },
  signOut: () => {},
};

function Sync() {
  sync.useServerCartSync();
  return null;
}

function renderSync(session: SessionContextValue) {
  return render(
    <SessionProvider value={session}>
      <Sync />
    </SessionProvider>,
  );
}

const ids = () => store.readCartItems().map((item) => item.id);

describe('server cart sync', () => {
  it('merges the browser and server carts on log-in, then mirrors adds and removes', async () => {
    localStorage.setItem('access-token', fake.server.token);
    store.addCartItem(WEBMONK);
    fake.server.serverCart = ['iot'];

    renderSync(SIGNED_IN);

    await waitFor(() => expect(ids()).toEqual(['webmonk', 'iot']));
    expect(fake.server.find('POST', '/v1.5/cart/merge').map((r) => r.body)).toEqual([
      { courseIds: ['webmonk'] },
    ]);
    expect(fake.server.serverCart).toEqual(['iot', 'webmonk']);
    // The merged-in line came from the server: it is not sent back.
    expect(fake.server.find('POST', '/v1.5/cart/add')).toEqual([]);

    store.addCartItem({ ...WEBMONK, id: 'machinester', name: 'Machinester' });
    store.removeCartItem('webmonk');
    await waitFor(() => expect(fake.server.serverCart).toEqual(['iot', 'machinester']));
    expect(fake.server.find('POST', '/v1.5/cart/add').map((r) => r.body)).toEqual([
      { userId: 'asha@example.com', courseId: 'machinester' },
    ]);
    expect(fake.server.find('POST', '/v1.5/cart/delete').map((r) => r.body)).toEqual([
      { userId: 'asha@example.com', courseId: 'webmonk' },
    ]);
    expect(
      fake.server.requests.every((r) => r.authorization === `Bearer ${fake.server.token}`),
    ).toBe(true);
  });

  it('leaves the server alone while signed out', async () => {
    renderSync({ status: 'signed-out', signOut: () => {} });
    store.addCartItem(WEBMONK);
    store.removeCartItem('webmonk');
    // Give any stray request time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.server.requests).toEqual([]);
  });

  it('stops mirroring after sign-out', async () => {
    localStorage.setItem('access-token', fake.server.token);
    const view = renderSync(SIGNED_IN);
    await waitFor(() => expect(fake.server.find('POST', '/v1.5/cart/merge')).toHaveLength(1));
    view.rerender(
      <SessionProvider value={{ status: 'signed-out', signOut: () => {} }}>
        <Sync />
      </SessionProvider>,
    );
    store.addCartItem(WEBMONK);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.server.find('POST', '/v1.5/cart/add')).toEqual([]);
  });

  it('empties the browser cart on log-out, and only then', async () => {
    localStorage.setItem('access-token', fake.server.token);
    store.addCartItem(WEBMONK);
    const view = renderSync(SIGNED_IN);
    await waitFor(() => expect(fake.server.find('POST', '/v1.5/cart/merge')).toHaveLength(1));
    expect(store.readCartItems().map((item) => item.id)).toContain('webmonk');
    view.rerender(
      <SessionProvider value={{ status: 'signed-out', signOut: () => {} }}>
        <Sync />
      </SessionProvider>,
    );
    await waitFor(() => expect(store.readCartItems()).toEqual([]));

    // A visitor who was never signed in keeps their cart.
    view.unmount();
    store.addCartItem(WEBMONK);
    renderSync({ status: 'signed-out', signOut: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.readCartItems().map((item) => item.id)).toEqual(['webmonk']);
  });

  it('diffs two carts by course', () => {
    const iot = { ...WEBMONK, id: 'iot' };
    expect(sync.diffCartItems([WEBMONK], [iot])).toEqual({ added: ['iot'], removed: ['webmonk'] });
    expect(sync.diffCartItems([WEBMONK], [WEBMONK])).toEqual({ added: [], removed: [] });
  });
});
