// `npm run seed:bulk -- <orders>`: learners and orders in bulk for the sales console and the export
// benchmark, in the configured database (DATABASE_URL, or ./data: stop the server first).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt({ only: ['apps/api'] });
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/api/dist/cli/seed-bulk.js')).href);
