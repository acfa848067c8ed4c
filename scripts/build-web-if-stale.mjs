// Builds the web app when apps/web/dist is missing or older than any of its sources, so that
// `npm start` on a fresh clone (or after a pull) always serves the current web app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
const sources = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'build-plugins'),
  join(web, 'package.json'),
  join(root, 'packages/contract/src'),
];

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
};

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));

if (builtAt >= changedAt) process.exit(0);

console.log(
  builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…',
);
// Always a production build, whatever the caller's NODE_ENV (tests run under NODE_ENV=test).
const result = spawnSync('npm', ['run', 'build', '-w', '@souq/web'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
