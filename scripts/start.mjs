// `npm start`: build what is missing, then run the one process that serves the API and the web app.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt();
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
