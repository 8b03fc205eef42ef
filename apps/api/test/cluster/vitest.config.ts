import { defineConfig } from 'vitest/config';

// The API's tests that need two built servers behind nginx (scripts/cluster.mjs): run by the
// cluster pass of .ci/run and `npm run test:cluster`, never by `npm test` (no *.test.ts here).
// With DATABASE_URL the external provider's own database is on PostgreSQL too.
export default defineConfig({
  test: {
    name: 'api-cluster',
    root: 'apps/api',
    include: ['test/cluster/**/*.cluster.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
