import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
// Type-only: the modules themselves load after the API base points at the test server.
import type * as SessionModule from '../../lib/session';
import type { SessionContextValue } from '../../lib/session';
import type * as CartStore from '../../lib/cart-store';
import type * as ServerCartSync from './server-cart-sync';
import type { CartItem } from '../../lib/cart-store';
import { signInAs } from '../../test/render-app';
import { addToServerCart, createLearner, serverCartOf, type Learner } from '../../test/seed';
import { setUpTestApi } from '../../test/test-api';

let store: typeof CartStore;
let sync: typeof ServerCartSync;
let SessionProvider: typeof SessionModule.SessionProvider;

const api = setUpTestApi();

beforeAll(async () => {
  // The API base is read when api-client loads: imported after the helper pointed it at the server.
  store = await import('../../lib/cart-store');
  sync = await import('./server-cart-sync');
  ({ SessionProvider } = await import('../../lib/session'));
});

const MERGE = '/v1.5/cart/merge';
const ADD = '/v1.5/cart/add';
const DELETE = '/v1.5/cart/delete';
const bodiesOf = (path: string) => api.network.find('POST', path).map((r) => JSON.parse(r.body));

const WEBMONK: CartItem = {
  id: 'webmonk',
  name: 'Webmonk',
  description: 'Full-stack web development',
  price: 4999,
  discountedPrice: 3499,
  image: '/images/courses/webmonk.svg',
};

/** The session as the app knows it once the learner's browser is signed in. */
const signedIn = (learner: Learner): SessionContextValue => ({
  status: 'signed-in',
  user: { name: learner.name, email: learner.email, role: 'USER' },
  signOut: () => {},
});
const SIGNED_OUT: SessionContextValue = { status: 'signed-out', signOut: () => {} };

/** A learner whose browser is signed in (their token stored, their cookie kept). */
async function signedInLearner() {
  const learner = await createLearner();
  const token = await signInAs(learner);
  return { learner, token };
}

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
    const { learner, token } = await signedInLearner();
    // Added on another device earlier.
    await addToServerCart(learner, 'iot');
    store.addCartItem(WEBMONK);

    renderSync(signedIn(learner));

    await waitFor(() => expect(ids()).toEqual(['webmonk', 'iot']));
    expect(bodiesOf(MERGE)).toEqual([{ courseIds: ['webmonk'] }]);
    expect((await serverCartOf(learner)).sort()).toEqual(['iot', 'webmonk']);
    // The merged-in line came from the server: it is not sent back.
    expect(api.network.find('POST', ADD)).toEqual([]);

    store.addCartItem({ ...WEBMONK, id: 'machinester', name: 'Machinester' });
    store.removeCartItem('webmonk');
    await waitFor(() => expect(api.network.requests).toHaveLength(3));
    expect(bodiesOf(ADD)).toEqual([{ userId: learner.email, courseId: 'machinester' }]);
    expect(bodiesOf(DELETE)).toEqual([{ userId: learner.email, courseId: 'webmonk' }]);
    await waitFor(async () =>
      expect((await serverCartOf(learner)).sort()).toEqual(['iot', 'machinester']),
    );
    expect(api.network.requests.every((r) => r.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('leaves the server alone while signed out', async () => {
    renderSync(SIGNED_OUT);
    store.addCartItem(WEBMONK);
    store.removeCartItem('webmonk');
    // Give any stray request time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.network.requests).toEqual([]);
  });

  it('stops mirroring after sign-out', async () => {
    const { learner } = await signedInLearner();
    const view = renderSync(signedIn(learner));
    await waitFor(() => expect(api.network.find('POST', MERGE)).toHaveLength(1));
    view.rerender(
      <SessionProvider value={SIGNED_OUT}>
        <Sync />
      </SessionProvider>,
    );
    store.addCartItem(WEBMONK);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.network.find('POST', ADD)).toEqual([]);
    expect(await serverCartOf(learner)).toEqual([]);
  });

  it('empties the browser cart on log-out, and only then', async () => {
    const { learner } = await signedInLearner();
    store.addCartItem(WEBMONK);
    const view = renderSync(signedIn(learner));
    await waitFor(() => expect(api.network.find('POST', MERGE)).toHaveLength(1));
    expect(store.readCartItems().map((item) => item.id)).toContain('webmonk');
    view.rerender(
      <SessionProvider value={SIGNED_OUT}>
        <Sync />
      </SessionProvider>,
    );
    await waitFor(() => expect(store.readCartItems()).toEqual([]));
    // The learner's lines stay in their server cart.
    expect(await serverCartOf(learner)).toEqual(['webmonk']);

    // A visitor who was never signed in keeps their cart.
    view.unmount();
    store.addCartItem(WEBMONK);
    renderSync(SIGNED_OUT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.readCartItems().map((item) => item.id)).toEqual(['webmonk']);
  });

  it('diffs two carts by course', () => {
    const iot = { ...WEBMONK, id: 'iot' };
    expect(sync.diffCartItems([WEBMONK], [iot])).toEqual({ added: ['iot'], removed: ['webmonk'] });
    expect(sync.diffCartItems([WEBMONK], [WEBMONK])).toEqual({ added: [], removed: [] });
  });
});
