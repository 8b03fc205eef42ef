// The browser's network in front of the real API: a small HTTP proxy per test file that keeps the
// browser's cookies, records what the app sends and lets a test break the network. Test-only.
// eslint-disable-next-line no-restricted-imports -- test helper: a real local HTTP proxy
import { Agent, createServer, request as forward } from 'node:http';
// eslint-disable-next-line no-restricted-imports -- test helper: a real local HTTP proxy
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { CookieJar } from 'tough-cookie';
import type { Cookie } from 'tough-cookie';
import { afterAll, beforeAll, beforeEach, inject, vi } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real API of this run (apps/api/test/web-test-api.global-setup.ts). */
    webTestApi: { origin: string; adminEmail: string; adminPassword: string; outboxDir: string };
  }
}

// Taken before any test fakes the timers: the network's pauses run on real time.
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/** The page's origin, which a browser sends as Origin on its (cross-origin) API calls. */
const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost:3000';

/** A request the app sent, as the network saw it. */
export interface RecordedRequest {
  method: string;
  /** Under the API base, without the query: '/login', '/v1.5/cart/quote'. */
  path: string;
  search: string;
  authorization?: string;
  contentType?: string;
  body: string;
  /** performance.now() when the request arrived (the test's clock). */
  at: number;
}

/** What goes wrong on the way to the API, for the requests of one route. */
export interface NetworkFault {
  /** Holds each request this long before it goes on (or fails). */
  delayMs?: number;
  /** Answers in the API's place with its error body; the API never sees the request. */
  refuse?: { status: number; message?: string; code?: string };
  /**
   * Answers in the API's place with this JSON, for what the test API is not configured to say
   * (e.g. that Google sign-in is on). Prefer the real answer wherever the API can give it.
   */
  respond?: { status: number; body: unknown };
  /** Closes the connection without an answer, as a lost network does. */
  drop?: boolean;
  /** How many requests it applies to, from now; every one when left out. */
  times?: number;
}

export interface BrowserNetwork {
  /** What the app uses as VITE_API_BASE: this network's address + '/api'. */
  readonly apiBase: string;
  /** What the app sent since the test started, in order of arrival. */
  readonly requests: readonly RecordedRequest[];
  find(method: string, path: string): RecordedRequest[];
  count(method: string, path: string): number;
  /** Breaks the route, e.g. `inject('POST /login', { delayMs: 300 })`; undone before each test. */
  inject(route: `${string} /${string}`, fault: NetworkFault): void;
  /** The cookies this browser would send with a request to `path` under the API base. */
  cookiesFor(path: string): Promise<Cookie[]>;
  /**
   * Logs this browser in as the learner, as the log-in form would, without recording it: the
   * refresh and device cookies land in the browser's jar. Resolves with the access token.
   */
  logIn(email: string, password: string): Promise<string>;
}

interface Injected extends NetworkFault {
  method: string;
  path: string;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function answerJson(response: ServerResponse, status: number, body: unknown) {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}

/** An address from a private range, one per browser, for the API's per-address limits. */
function randomAddress(): string {
  const [a = 0, b = 0, c = 1] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${Math.max(c, 1)}`;
}

async function startBrowserNetwork(apiOrigin: string) {
  const upstream = new URL(apiOrigin);
  const agent = new Agent({ keepAlive: true });
  const requests: RecordedRequest[] = [];
  let faults: Injected[] = [];
  let jar = new CookieJar();
  let address = randomAddress();
  let faultCounter = 0;
  // Bumped by reset(): a request still open when its test ended is cut off, as when a tab closes,
  // so a late answer (a log-in's token) cannot write into the next test's storage.
  let browserGeneration = 0;

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`test network: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const selfOrigin = `http://127.0.0.1:${port}`;

  /** The headers a browser on the test page sends to the API, cookies from its jar included. */
  async function browserHeaders(url: string, incoming: IncomingHttpHeaders = {}) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(incoming)) {
      if (value === undefined || HOP_BY_HOP.has(name) || name === 'cookie') continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    headers.origin ??= pageOrigin();
    headers['x-forwarded-for'] = address;
    const cookies = await jar.getCookieString(url);
    if (cookies) headers.cookie = cookies;
    return headers;
  }

  async function keepCookies(url: string, setCookie: string[] | undefined) {
    for (const cookie of setCookie ?? []) await jar.setCookie(cookie, url);
  }

  function takeFault(method: string, path: string): Injected | undefined {
    const fault = faults.find(
      (f) => (f.method === '*' || f.method === method) && f.path === path && f.times !== 0,
    );
    if (fault?.times !== undefined) fault.times -= 1;
    return fault;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', selfOrigin);
    const method = request.method ?? 'GET';
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    const generation = browserGeneration;
    const isCutOff = () => {
      if (generation === browserGeneration) return false;
      request.socket.destroy();
      return true;
    };
    const body = await readBody(request);
    // An earlier test's request: not recorded among this test's, nor given a fault it injected.
    if (isCutOff()) return;
    requests.push({
      method,
      path,
      search: url.search,
      authorization: header(request.headers, 'authorization'),
      contentType: header(request.headers, 'content-type'),
      body: body.toString('utf8'),
      at: performance.now(),
    });

    const fault = takeFault(method, path);
    if (fault?.delayMs) await pause(fault.delayMs);
    if (isCutOff()) return;
    if (fault?.drop) {
      request.socket.destroy();
      return;
    }
    if (fault?.refuse) {
      const { status, message = 'Something went wrong', code = `HTTP_${status}` } = fault.refuse;
      faultCounter += 1;
      const requestId = `network-fault-${faultCounter}`;
      answerJson(response, status, { message, code, statusCode: status, requestId });
      return;
    }
    if (fault?.respond) {
      answerJson(response, fault.respond.status, fault.respond.body);
      return;
    }

    const headers = await browserHeaders(url.href, request.headers);
    await new Promise<void>((resolve, reject) => {
      const outgoing = forward(
        {
          host: upstream.hostname,
          port: upstream.port,
          method,
          path: `${url.pathname}${url.search}`,
          headers,
          agent,
        },
        (answer) => {
          if (isCutOff()) {
            answer.destroy();
            resolve();
            return;
          }
          keepCookies(url.href, answer.headers['set-cookie'])
            .then(() => {
              const { 'set-cookie': _consumed, ...rest } = answer.headers;
              for (const name of HOP_BY_HOP) delete rest[name];
              response.writeHead(answer.statusCode ?? 502, rest);
              answer.pipe(response);
              answer.on('end', resolve);
              answer.on('error', reject);
            })
            .catch(reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const network: BrowserNetwork & { reset(): void; close(): Promise<void> } = {
    apiBase: `${selfOrigin}/api`,
    requests,
    find: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    count: (method, path) => network.find(method, path).length,
    inject(route, fault) {
      const [method = '*', path = ''] = route.split(' ');
      faults.unshift({ ...fault, method, path });
    },
    cookiesFor: (path) => jar.getCookies(`${selfOrigin}/api${path}`),
    async logIn(email, password) {
      const url = `${selfOrigin}/api/login`;
      const headers = await browserHeaders(url, {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      });
      const answer = await fetch(`${apiOrigin}/api/login`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ username: email, password }),
      });
      if (answer.status !== 201)
        throw new Error(`log-in of ${email} answered ${answer.status}: ${await answer.text()}`);
      await keepCookies(url, answer.headers.getSetCookie());
      return ((await answer.json()) as { access_token: string }).access_token;
    },
    reset() {
      browserGeneration += 1;
      requests.length = 0;
      faults = [];
      jar = new CookieJar();
      address = randomAddress();
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return network;
}

let current: BrowserNetwork | undefined;

/**
 * The real API behind this test file's browser network: started before the file's tests with the
 * app's API base pointed at it, and reset before each test (a new browser: no cookies, no
 * recorded requests, no faults, a new address). Call it before the file's own `beforeAll`, which
 * can then import the modules that read the API base.
 */
export function setUpTestApi(): { readonly network: BrowserNetwork } {
  let network: Awaited<ReturnType<typeof startBrowserNetwork>> | undefined;
  beforeAll(async () => {
    const { origin } = inject('webTestApi');
    // The API may still be starting (the first files of a run): its door holds this until it is up.
    const health = await fetch(`${origin}/api/health`);
    if (!health.ok) throw new Error(`The web test API is not there: ${await health.text()}`);
    network = await startBrowserNetwork(origin);
    current = network;
    vi.stubEnv('VITE_API_BASE', network.apiBase);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    current = undefined;
    await network?.close();
  });
  beforeEach(() => {
    network?.reset();
  });
  return {
    get network(): BrowserNetwork {
      if (!network) throw new Error('the test network starts in beforeAll');
      return network;
    },
  };
}

/** This file's browser network (set up with `setUpTestApi`). */
export function browserNetwork(): BrowserNetwork {
  if (!current) throw new Error('call setUpTestApi() in this test file first');
  return current;
}
