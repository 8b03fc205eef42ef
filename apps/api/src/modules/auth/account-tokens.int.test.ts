import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { accountTokenStore } from './account-tokens';

// "A new link voids the old" must hold when links are asked for at once (two tabs, a double
// click on Resend): of links issued together, exactly one works.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('issues parallel links one after the other: only one of them can be spent', async () => {
  const learner = await signUpAndLogIn(t.app, 'Asha Rao');
  const tokens = await Promise.all(
    Array.from({ length: 6 }, () =>
      accountTokenStore.issue(t.database.db, learner.id, 'reset-password'),
    ),
  );
  const spent = await Promise.all(
    tokens.map((token) => accountTokenStore.consume(t.database.db, token, 'reset-password')),
  );
  expect(spent.filter((userId) => userId === learner.id)).toHaveLength(1);
});
