// `npm run bench [name...]`: runs the named benchmark scripts in bench/ (all of them by default).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs' && !f.startsWith('_'))
  .map((f) => f.replace(/\.mjs$/, ''));
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
for (const name of chosen) {
  if (!all.includes(name)) {
    console.error(`No benchmark '${name}'. Available: ${all.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== bench/${name}`);
  const result = spawnSync(process.execPath, [path.join(dir, `${name}.mjs`)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
