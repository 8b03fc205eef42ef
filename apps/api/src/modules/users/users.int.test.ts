import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, login, signUpAndLogIn, type SignedIn } from '../../../test/accounts';

const ADMIN = { email: 'root.admin@kaksha.in', password: 'admin-pass-for-tests' };
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = (await login(t.app, ADMIN.email, ADMIN.password)).json().access_token;
});
afterAll(() => t.close());

const patch = (token: string, id: string, body: unknown, type = 'application/json-patch+json') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1.5/users/${encodeURIComponent(id)}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: JSON.stringify(body),
  });

const profileRow = async (id: string) =>
  (
    await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select name, email, role, mobile_number, college_name, stream from users where id = ${id}`,
    )
  )[0];

describe('GET /api/v1.5/requests/test/private/zoro', () => {
  it('answers the caller for every role', async () => {
    const me = await signUpAndLogIn(t.app, 'Kiran');
    const res = await t.app.inject({
      url: '/api/v1.5/requests/test/private/zoro',
      headers: bearer(me.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Kiran',
      email: me.email,
      mobileNumber: '',
      collegeName: '',
      stream: '',
      role: 'USER',
    });
    const asAdmin = await t.app.inject({
      url: '/api/v1.5/requests/test/private/zoro',
      headers: bearer(admin),
    });
    expect(asAdmin.json()).toMatchObject({ email: ADMIN.email, role: 'ADMIN' });
  });

  it('has a public twin that needs no token', async () => {
    expect((await t.app.inject('/api/v1.5/requests/test/public')).statusCode).toBe(200);
  });
});

describe('profile', () => {
  let me: SignedIn;
  beforeAll(async () => {
    me = await signUpAndLogIn(t.app, 'Priya');
  });

  it('GET get-profile answers your own profile', async () => {
    const res = await t.app.inject({
      url: '/api/v1.5/users/get-profile',
      headers: bearer(me.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: me.id,
      name: 'Priya',
      email: me.email,
      mobileNumber: '',
      collegeName: '',
      stream: '',
      role: 'USER',
      isEmailVerified: false,
    });
  });

  it('PATCH by e-mail replaces the editable fields', async () => {
    const res = await patch(me.accessToken, me.email, [
      { op: 'replace', path: '/name', value: 'Priya Nair' },
      { op: 'replace', path: '/mobileNumber', value: '9876543210' },
      { op: 'replace', path: '/collegeName', value: 'NIT Trichy' },
      { op: 'replace', path: '/stream', value: 'ECE' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Priya Nair',
      mobileNumber: '9876543210',
      collegeName: 'NIT Trichy',
      stream: 'ECE',
    });
    expect(await profileRow(me.id)).toMatchObject({
      name: 'Priya Nair',
      mobile_number: '9876543210',
      college_name: 'NIT Trichy',
      stream: 'ECE',
    });
  });

  it('PATCH by id works too', async () => {
    const res = await patch(me.accessToken, me.id, [
      { op: 'replace', path: '/stream', value: 'CSE' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().stream).toBe('CSE');
  });

  it.each([
    ['/role', [{ op: 'replace', path: '/role', value: 'ADMIN' }]],
    ['/email', [{ op: 'replace', path: '/email', value: 'hijack@example.in' }]],
    ['a from trick', [{ op: 'copy', from: '/role', path: '/name' }]],
    ['a move', [{ op: 'move', from: '/name', path: '/role' }]],
    ['__proto__', [{ op: 'replace', path: '/__proto__/role', value: 'ADMIN' }]],
    ['constructor', [{ op: 'replace', path: '/constructor/prototype/role', value: 'ADMIN' }]],
    ['a bad phone', [{ op: 'replace', path: '/mobileNumber', value: '12345' }]],
    ['an empty name', [{ op: 'replace', path: '/name', value: '' }]],
    [
      'a mix of good and bad',
      [
        { op: 'replace', path: '/name', value: 'Mallory' },
        { op: 'replace', path: '/role', value: 'ADMIN' },
      ],
    ],
    ['not an array', { op: 'replace', path: '/name', value: 'x' }],
  ])('PATCH with %s answers 400 and changes nothing', async (_label, body) => {
    const before = await profileRow(me.id);
    const res = await patch(me.accessToken, me.email, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await profileRow(me.id)).toEqual(before);
  });

  it('PATCH with another content type answers 415', async () => {
    const res = await patch(
      me.accessToken,
      me.email,
      [{ op: 'replace', path: '/name', value: 'x' }],
      'application/json',
    );
    expect(res.statusCode).toBe(415);
  });

  it("another user's record is 404 to a learner, for reads and patches", async () => {
    const other = await signUpAndLogIn(t.app, 'Other');
    const before = await profileRow(other.id);
    expect(
      (await patch(me.accessToken, other.email, [{ op: 'replace', path: '/name', value: 'Pwned' }]))
        .statusCode,
    ).toBe(404);
    expect(
      (await patch(me.accessToken, other.id, [{ op: 'replace', path: '/name', value: 'Pwned' }]))
        .statusCode,
    ).toBe(404);
    expect(await profileRow(other.id)).toEqual(before);
    const read = await t.app.inject({
      url: `/api/v1.5/users/@${other.email}`,
      headers: bearer(me.accessToken),
    });
    expect(read.statusCode).toBe(404);
    const own = await t.app.inject({
      url: `/api/v1.5/users/@${me.email}`,
      headers: bearer(me.accessToken),
    });
    expect(own.statusCode).toBe(200);
  });

  it('an ADMIN may patch and read anyone', async () => {
    const other = await signUpAndLogIn(t.app, 'Helped');
    const res = await patch(admin, other.email, [
      { op: 'replace', path: '/collegeName', value: 'IIT Madras' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({ url: `/api/v1.5/users/@${other.email}`, headers: bearer(admin) })
      ).json().collegeName,
    ).toBe('IIT Madras');
  });
});

describe('roles', () => {
  it('an ADMIN grants a staff role; the older token dies and a new log-in carries the role', async () => {
    const staff = await signUpAndLogIn(t.app, 'Sales Person');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1.5/users/${staff.email}/role`,
      headers: bearer(admin),
      payload: { role: 'SALES' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('SALES');
    expect(
      (
        await t.app.inject({
          url: '/api/v1.5/users/get-profile',
          headers: bearer(staff.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    const again = await login(t.app, staff.email, staff.password);
    expect(again.json().role).toBe('SALES');
    // Staff may read other users' profiles.
    const learner = await signUpAndLogIn(t.app);
    expect(
      (
        await t.app.inject({
          url: `/api/v1.5/users/@${learner.email}`,
          headers: bearer(again.json().access_token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('only an ADMIN may grant roles', async () => {
    const learner = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1.5/users/${learner.email}/role`,
      headers: bearer(learner.accessToken),
      payload: { role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(403);
    expect((await profileRow(learner.id))?.role).toBe('USER');
  });

  it('refuses an unknown role and an ADMIN demoting itself', async () => {
    const learner = await signUpAndLogIn(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1.5/users/${learner.email}/role`,
          headers: bearer(admin),
          payload: { role: 'ROOT' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1.5/users/${ADMIN.email}/role`,
          headers: bearer(admin),
          payload: { role: 'USER' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('ADMIN_EMAIL and ADMIN_PASSWORD ensured the admin account at start', async () => {
    const rows = await queryRows<{ role: string }>(
      t.database.db,
      sql`select role from users where email = ${ADMIN.email}`,
    );
    expect(rows).toEqual([{ role: 'ADMIN' }]);
  });
});
