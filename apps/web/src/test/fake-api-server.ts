import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

/** What every fake API server in the web tests offers (auth, shop). */
export interface FakeApiServer {
  apiBase: string;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A fake API server for this test file: started before its tests with the app's API base pointed
 * at it, closed after them, and emptied before each test, after which `seed` adds what every test
 * starts with. Call it before the file's own `beforeAll`, which can then import the modules that
 * read the API base.
 */
export function setUpFakeApiServer<S extends FakeApiServer>(
  start: () => Promise<S>,
  seed?: (server: S) => void,
): { readonly server: S } {
  let server: S | undefined;
  beforeAll(async () => {
    server = await start();
    vi.stubEnv('VITE_API_BASE', server.apiBase);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server?.close();
  });
  beforeEach(() => {
    server!.reset();
    seed?.(server!);
  });
  return {
    get server(): S {
      if (!server) throw new Error('the fake API server starts in beforeAll');
      return server;
    },
  };
}
