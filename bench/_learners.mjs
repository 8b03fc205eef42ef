// Learner accounts for the purchase benchmarks. Signing up is not part of a purchase, and argon2 is
// deliberately slow: one learner signs up through the API elsewhere (`bench.0.…`), and the rest are
// copies made here in SQL with the same password hash, each with a session (a refresh family), and
// access tokens signed the way the API signs them.
import { SignJWT } from 'jose';
import pg from 'pg';

/** Learners `from` … `to - 1` copied from `bench.0.…`; returns their access tokens in order. */
export async function copyLearners(databaseUrl, jwtSecret, from, to) {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  let copies;
  try {
    copies = (
      await setup.query(
        `with u as (insert into users (email, name, password_hash, role)
       select 'bench.' || g || '.' || substr(md5(random()::text), 1, 8) || '@kaksha.test', 'Learner ' || g, u.password_hash, 'USER'
       from generate_series($1::int, $2::int - 1) g, (select password_hash from users where email like 'bench.0.%') u
       returning id, token_version),
       f as (insert into refresh_tokens (family_id, user_id, token_hash, expires_at)
       select gen_random_uuid(), u.id, md5(random()::text) || u.id, now() + interval '1 day' from u
       returning family_id, user_id)
       select u.id, u.token_version, f.family_id from u join f on f.user_id = u.id`,
        [from, to],
      )
    ).rows;
  } finally {
    await setup.end();
  }
  const key = new TextEncoder().encode(jwtSecret);
  return Promise.all(
    copies.map((row) =>
      new SignJWT({ role: 'USER', ver: row.token_version, fam: row.family_id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(row.id)
        .setIssuer('kaksha-api')
        .setAudience('kaksha-web')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(key),
    ),
  );
}
