// `npm run dev`: the API in watch mode on API_PORT (default 3000) and Vite's dev server, which
// proxies /api, /socket.io and /media to it, with the dev outbox on (reset codes readable from
// this machine at /api/v1/dev/outbox). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
const env = { DEV_OUTBOX: 'true', ...process.env, PORT: apiPort, API_PORT: apiPort };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@souq/api'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@souq/web'], { cwd: root, env, stdio: 'inherit' }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 2000).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
