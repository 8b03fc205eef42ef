// The monthly GST return pack over 10,000 invoices (and 500 credit notes) of one month, on
// PostgreSQL through the production server: the six GSTR-1 CSVs one after another, median of 5
// rounds, beside the same month's invoices as one streamed CSV (GET /invoices.csv?month=) as the
// baseline. Goal (issue 26): the whole pack <= 2 s.
import pg from 'pg';
import { startServer } from './_server.mjs';

const INVOICES = Number(process.env.INVOICES ?? 10_000);
const CREDIT_NOTES = Math.floor(INVOICES / 20);
const ADMIN = { email: 'bench-admin@kaksha.test', password: 'bench-admin-password-1' };
const TABLES = ['b2b', 'b2cs', 'hsn', 'docs', 'cdnr', 'cdnur'];
const period = '2026-11';

const server = await startServer({
  env: {
    NODE_ENV: 'production',
    PAYMENTS: 'off',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdout: 'ignore',
});

try {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const started = Date.now();
  // One buyer account, INVOICES paid orders in November 2026 (IST), each with its invoice; one in
  // five to a business in Maharashtra, the rest to consumers over five states; every twentieth
  // refunded with a credit note for half of it.
  await db.query(`
    with u as (insert into users (name, email, password_hash) values ('Bench Buyer', 'gst-bench@kaksha.test', null) returning id),
    o as (
      insert into orders (user_id, status, amount_paise, list_total_paise, paid_at, created_at, provider_payment_id)
      select u.id, 'paid', 499900, 499900, ts, ts, 'pay_bench_' || g
      from u, generate_series(1, ${INVOICES}) g,
        lateral (select timestamptz '2026-10-31 18:30:00+00' + (g * interval '1 second') * (29 * 86400 / ${INVOICES}) as ts) t
      returning id, paid_at, provider_payment_id
    ), numbered as (select o.*, row_number() over (order by paid_at, id) as n from o)
    insert into invoices (order_id, number, financial_year, seq, issued_at, buyer_name, buyer_state_code,
      buyer_gstin, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, snapshot)
    select id, 'KAK/26-27/' || lpad(n::text, 6, '0'), '26-27', n, paid_at,
      case when n % 5 = 0 then 'Shah Analytics LLP' else 'Learner ' || n end,
      case when n % 5 = 0 then '27' else (array['29','32','33','07','19'])[1 + n % 5] end,
      case when n % 5 = 0 then '27AAPFU0939F1ZV' end,
      423644,
      case when n % 5 in (1) then 38128 else 0 end, case when n % 5 in (1) then 38128 else 0 end,
      case when n % 5 in (1) then 0 else 76256 end, 499900,
      jsonb_build_object('buyer', jsonb_build_object('email', 'gst-bench@kaksha.test'),
        'placeOfSupply', jsonb_build_object('state', 'State'))
    from numbered`);
  await db.query(`
    with picked as (
      select i.id as invoice_id, i.order_id, o.user_id, o.provider_payment_id, i.issued_at, i.buyer_name,
        i.buyer_state_code, i.buyer_gstin, row_number() over (order by i.seq) as n
      from invoices i join orders o on o.id = i.order_id where i.seq % 20 = 0
    ), r as (
      insert into refunds (order_id, user_id, provider_payment_id, amount_paise, course_ids, reason, status)
      select order_id, user_id, provider_payment_id, 249950, '{iot}', 'policy', 'processed' from picked
      returning id, order_id
    )
    insert into credit_notes (invoice_id, refund_id, number, financial_year, seq, issued_at, buyer_name,
      buyer_state_code, buyer_gstin, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, snapshot)
    select p.invoice_id, r.id, 'KCN/26-27/' || lpad(p.n::text, 6, '0'), '26-27', p.n, p.issued_at + interval '1 hour',
      p.buyer_name, p.buyer_state_code, p.buyer_gstin, 211822, 0, 0, 38128, 249950,
      jsonb_build_object('buyer', jsonb_build_object('email', 'gst-bench@kaksha.test'),
        'placeOfSupply', jsonb_build_object('state', 'State'))
    from picked p join r on r.order_id = p.order_id`);
  await db.query('vacuum analyze');
  await db.end();
  console.log(
    `gst-pack: seeded ${INVOICES} invoices and ${CREDIT_NOTES} credit notes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const login = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const timed = async (path) => {
    const at = performance.now();
    const res = await fetch(`${server.baseURL}/api${path}`, { headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
    return { ms: performance.now() - at, bytes: body.length };
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const pack = [];
  const baseline = [];
  let bytes = 0;
  for (let round = 0; round < 6; round++) {
    let total = 0;
    bytes = 0;
    for (const table of TABLES) {
      const { ms, bytes: b } = await timed(`/v1.5/gst/returns/${period}/${table}.csv`);
      total += ms;
      bytes += b;
    }
    const plain = await timed(`/v1.5/invoices.csv?month=${period}`);
    // The first round warms the code and the caches; it is not counted.
    if (round > 0) {
      pack.push(total);
      baseline.push(plain.ms);
    }
  }
  const packMs = median(pack);
  const baseMs = median(baseline);
  console.log(
    `gst-pack: six GSTR-1 tables over ${INVOICES} invoices + ${CREDIT_NOTES} credit notes: ${packMs.toFixed(0)} ms ` +
      `(median of ${pack.length}; goal <= 2000 ms ${packMs <= 2000 ? 'met' : 'NOT met'}), ${(bytes / 1024).toFixed(0)} KiB; ` +
      `baseline, the month's documents as one streamed CSV: ${baseMs.toFixed(0)} ms; ratio ${(packMs / baseMs).toFixed(2)}`,
  );
  if (packMs > 2000) process.exitCode = 1;
} finally {
  await server.stop();
}
