import { defineConfig } from 'vitest/config';

// One runner, three projects. The e2e journeys have their own config (e2e/vitest.config.ts)
// because they need a built app and a browser.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker: every file in turn. Measured on this 2-core
    // machine, three took 717 s for the unit and integration run against 839 s for one.
    maxWorkers: 3,
    projects: [
      {
        // Repository-wide checks (e.g. that the web app's import boundaries are enforced).
        test: { name: 'repo', root: '.', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/documented-answers.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The real API, once per run, for the tests that need the network (src/test/test-api.ts).
          globalSetup: ['../api/test/web-test-api.global-setup.ts'],
          // The first files of a run may wait in beforeAll for the API to finish starting.
          hookTimeout: 60_000,
          // A ceiling, not a pace: the tests wait on what they mean (a text, a request), and a
          // slow or busy machine must not fail them (vitest's 5 s default once did).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
