// `npm run user:role -- <email> <ROLE>`. With the embedded database, stop the server first (one process per DATA_DIR).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt();
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/api/dist/cli/user-role.js')).href);
