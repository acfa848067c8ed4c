// `npm test` after the typecheck: the browser journeys beside the API, web and scripts suites, in
// two vitest runs. The journeys mostly wait (for the network to go quiet, for a toast, for a live
// message) and leave a core idle; run one after the other they took twice as long on a 2-core
// machine. The journeys' output is held back until the other run has printed its own, then follows
// live. Exits non-zero when either run fails.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

// Built once before both runs start, so that no suite finds the web app half written.
const build = spawnSync(process.execPath, ['scripts/build-web-if-stale.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const start = (projects, output) => {
  const child = spawn(
    process.execPath,
    [vitest, 'run', ...projects.flatMap((name) => ['--project', name])],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk) => output(process.stdout, chunk));
  child.stderr.on('data', (chunk) => output(process.stderr, chunk));
  return new Promise((done) => child.on('close', (code, signal) => done(signal ? 1 : (code ?? 1))));
};

let held = [];
const journeys = start(['e2e'], (stream, chunk) =>
  held ? held.push([stream, chunk]) : stream.write(chunk),
);
const suites = await start(['api', 'web', 'scripts'], (stream, chunk) => stream.write(chunk));
for (const [stream, chunk] of held) stream.write(chunk);
held = null;
const browser = await journeys;
process.exit(suites || browser);
