import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One server, one browser per file; files run one at a time so the 2-core machine is not oversubscribed.
    fileParallelism: false,
    // One retry for a journey that fails once: a real browser on a loaded 2-core machine. A journey
    // that fails twice fails the run. (Seen once in ~15 runs: the header's Log In link after
    // log-out never became "stable" for Playwright within 30 s; not reproduced since.)
    retry: 1,
  },
});
