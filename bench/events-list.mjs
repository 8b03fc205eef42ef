// GET /api/v1.5/events?active=true (the landing page's and /event-listing's call) on a production
// start over PostgreSQL, as a ratio to a bare node:http server answering the same bytes in a process
// of its own (_bare-compare.mjs: warmed alike, alternating rounds, medians).
// Goal (issue 13): >= 0.8 of bare.
import { compare, settings } from './_bare-compare.mjs';
import { startServer } from './_server.mjs';

const ADMIN = { email: 'bench-admin@kaksha.test', password: 'bench-admin-password-1' };
const server = await startServer({
  env: {
    NODE_ENV: 'production',
    PAYMENTS: 'off',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
});

async function seedEvents(count) {
  const login = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  });
  const { access_token: token } = await login.json();
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${server.baseURL}/api/v1.5/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        heading: `Live session ${i + 1}: building with React and Node`,
        subHeading: 'A ninety-minute walk-through with a Kaksha mentor',
        description: 'What we will build, step by step, with time for questions. '.repeat(4),
        date: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
        speakerName: 'Meera Iyer',
        aboutSpeaker: 'Front-end lead with nine years of shipping web apps.',
        speakerSocialLink: 'https://www.linkedin.com/in/example',
        isActive: i % 4 === 3 ? 'No' : 'Yes',
      }),
    });
    if (res.status !== 201) throw new Error(`event: ${res.status} ${await res.text()}`);
  }
}

try {
  await seedEvents(12);
  console.log(
    `events-list: ${settings.connections} connections, ${settings.rounds} rounds of ${settings.duration} s, PostgreSQL, NODE_ENV=production, 9 open events`,
  );
  const { ok } = await compare(
    'GET /api/v1.5/events?active=true',
    `${server.baseURL}/api/v1.5/events?active=true`,
    { pid: server.pid, goal: 0.8 },
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
