// A small in-process HTTP server that speaks the API's accounts contract (ARCHITECTURE §5), for
// component tests that need the network. Test-only: it never ships in the bundle.
// eslint-disable-next-line no-restricted-imports -- test helper: a real local HTTP server
import { createServer } from 'node:http';
// eslint-disable-next-line no-restricted-imports -- test helper: a real local HTTP server
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FakeUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: 'USER' | 'SALES' | 'EVENTS' | 'ADMIN';
  mobileNumber: string;
  collegeName: string;
  stream: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  body: string;
  /** performance.now() when the request arrived (same clock as the test). */
  at: number;
}

export interface FakeAuthServer {
  /** e.g. http://127.0.0.1:54321/api, to use as VITE_API_BASE. */
  apiBase: string;
  requests: RecordedRequest[];
  users: Map<string, FakeUser>;
  /** Which user the browser's refresh cookie belongs to (fetch in Node keeps no cookies). */
  refreshSessionFor: string | null;
  /** Milliseconds the refresh call waits before answering, so parallel calls overlap. */
  refreshDelayMs: number;
  /** Milliseconds registration waits before answering. */
  registerDelayMs: number;
  googleEnabled: boolean;
  /** Milliseconds the log-in call waits before answering (to see the busy state). */
  loginDelayMs: number;
  /** When set, the log-in call answers this refusal (e.g. 429 too many attempts). */
  loginRefusal: { status: number; code: string; message: string } | null;
  /** When set, profile updates answer 500. */
  failProfileUpdates: boolean;
  /** Forgets users, requests, tokens and switches back to the defaults. */
  reset(): void;
  addUser(user: Partial<FakeUser> & { email: string }): FakeUser;
  /** A valid access token for the user, as after a log-in. */
  issueToken(email: string): string;
  /** Makes every access token issued so far invalid (as after 15 minutes). */
  expireTokens(): void;
  count(method: string, path: string): number;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function fail(response: ServerResponse, status: number, code: string, message: string) {
  send(response, status, { message, code, statusCode: status, requestId: 'req-test' });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeAuthServer(): Promise<FakeAuthServer> {
  let tokenCounter = 0;
  const tokens = new Map<string, string>();

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      fail(response, 500, 'INTERNAL', error instanceof Error ? error.message : 'error');
    });
  });

  const fake: FakeAuthServer = {
    apiBase: '',
    requests: [],
    users: new Map(),
    refreshSessionFor: null,
    refreshDelayMs: 0,
    registerDelayMs: 0,
    googleEnabled: false,
    loginDelayMs: 0,
    loginRefusal: null,
    failProfileUpdates: false,
    reset() {
      fake.requests.length = 0;
      fake.users.clear();
      tokens.clear();
      fake.refreshSessionFor = null;
      fake.refreshDelayMs = 0;
      fake.registerDelayMs = 0;
      fake.loginDelayMs = 0;
      fake.googleEnabled = false;
      fake.loginRefusal = null;
      fake.failProfileUpdates = false;
    },
    addUser(user) {
      const full: FakeUser = {
        id: `user-${fake.users.size + 1}`,
        name: '',
        password: 'correct-horse-42',
        role: 'USER',
        mobileNumber: '',
        collegeName: '',
        stream: '',
        ...user,
      };
      fake.users.set(full.email, full);
      return full;
    },
    issueToken(email) {
      tokenCounter += 1;
      const token = `token-${tokenCounter}`;
      tokens.set(token, email);
      return token;
    },
    expireTokens() {
      tokens.clear();
    },
    count(method, path) {
      return fake.requests.filter((r) => r.method === method && r.path === path).length;
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };

  function caller(request: IncomingMessage): FakeUser | undefined {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const email = tokens.get(token);
    return email ? fake.users.get(email) : undefined;
  }

  function profileOf(user: FakeUser) {
    const { password: _password, ...profile } = user;
    return profile;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    fake.requests.push({
      at: performance.now(),
      method,
      path,
      body,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
    });

    if (method === 'POST' && path === '/v1.5/auth/register') {
      await delay(fake.registerDelayMs);
      const { name = '', email, password } = JSON.parse(body) as Record<string, string>;
      if (!email || !password) return fail(response, 400, 'VALIDATION', 'Invalid Email Format!');
      if (fake.users.has(email)) {
        return fail(
          response,
          409,
          'EMAIL_TAKEN',
          'An account with this email already exists. Please log in instead.',
        );
      }
      const user = fake.addUser({ name, email, password });
      return send(response, 201, { id: user.id, name, email, role: 'USER' });
    }
    if (method === 'POST' && path === '/login') {
      await delay(fake.loginDelayMs);
      if (fake.loginRefusal) {
        const { status, code, message } = fake.loginRefusal;
        return fail(response, status, code, message);
      }
      const form = new URLSearchParams(body);
      const user = fake.users.get(form.get('username') ?? '');
      if (!user || user.password !== form.get('password')) {
        return fail(response, 401, 'BAD_CREDENTIALS', 'Check your credentials and try again');
      }
      fake.refreshSessionFor = user.email;
      return send(response, 201, {
        access_token: fake.issueToken(user.email),
        status: 201,
        email: user.email,
        name: user.name,
        role: user.role,
      });
    }
    if (method === 'POST' && path === '/v1.5/auth/refresh-token') {
      await delay(fake.refreshDelayMs);
      if (!fake.refreshSessionFor)
        return fail(response, 401, 'NO_REFRESH_TOKEN', 'No session to refresh. Please log in.');
      return send(response, 200, { access_token: fake.issueToken(fake.refreshSessionFor) });
    }
    if (method === 'GET' && path === '/v1.5/auth/providers') {
      return send(response, 200, { google: fake.googleEnabled });
    }
    if (method === 'GET' && path === '/v1.5/boom')
      return fail(response, 500, 'INTERNAL', 'Something broke');
    // ?delay=ms holds any answer back (to order a 401 after another call's refresh).
    await delay(Number(url.searchParams.get('delay') ?? 0));

    const user = caller(request);
    if (!user) return fail(response, 401, 'INVALID_TOKEN', 'Invalid access token');

    if (method === 'GET' && path === '/v1.5/auth/logout') {
      fake.refreshSessionFor = null;
      return send(response, 200, { message: 'Logout Successful' });
    }
    if (method === 'GET' && path === '/v1.5/requests/test/private/zoro') {
      const { id: _id, ...details } = profileOf(user);
      return send(response, 200, details);
    }
    if (method === 'GET' && path === '/v1.5/users/get-profile')
      return send(response, 200, profileOf(user));
    if (method === 'PATCH' && path.startsWith('/v1.5/users/')) {
      if (fake.failProfileUpdates) return fail(response, 500, 'INTERNAL', 'Something broke');
      if (request.headers['content-type'] !== 'application/json-patch+json') {
        return fail(response, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send a JSON Patch');
      }
      const key = decodeURIComponent(path.slice('/v1.5/users/'.length));
      if (key !== user.email && key !== user.id)
        return fail(response, 404, 'NOT_FOUND', 'No such user');
      const patch = JSON.parse(body) as { op: string; path: string; value: string }[];
      for (const operation of patch) {
        const field = operation.path.slice(1) as 'name' | 'mobileNumber' | 'collegeName' | 'stream';
        user[field] = operation.value;
      }
      return send(response, 200, profileOf(user));
    }
    if (method === 'GET' && path === '/v1.5/private/echo') {
      return send(response, 200, {
        email: user.email,
        authorization: request.headers.authorization,
      });
    }
    return fail(response, 404, 'NOT_FOUND', 'Route not found');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  fake.apiBase = `http://127.0.0.1:${address.port}/api`;
  return fake;
}
