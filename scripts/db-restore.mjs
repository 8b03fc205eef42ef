// `npm run db:restore -- <file>`: the embedded database (PGlite in DATA_DIR), with the server stopped;
// with DATABASE_URL it prints the PostgreSQL commands instead (apps/api/src/cli/db-restore.ts).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt({ only: ['apps/api'] });
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/api/dist/cli/db-restore.js')).href);
