// `npm run dev`: the API with reload on port 3001 (embedded database in ./data) and Vite on 5173 in front of it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      WEB_DIST_DIR: path.join(root, '.tmp/no-web'),
    },
  }),
  spawn('npx', ['vite', '--port', '5173'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
