// Bundles the API (and the shared package's TypeScript) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

// A clean dist/: split chunks are content-named, so old ones would otherwise pile up.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: {
    server: 'src/server.ts',
    'cli/user-role': 'src/cli/user-role.ts',
    'cli/seed-bulk': 'src/cli/seed-bulk.ts',
    'cli/db-backup': 'src/cli/db-backup.ts',
    'cli/db-restore': 'src/cli/db-restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
