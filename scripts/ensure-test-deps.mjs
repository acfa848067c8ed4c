// Runs before `npm test` and `npm run test:e2e`: the browser journeys need Debian's headless Chromium and
// the colour emoji font. Missing ones are installed when running as root; otherwise the run stops
// at once with the command to type, instead of five suites failing at chromium.launch.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
// Chromium's old headless mode, the one Playwright itself launches: the journeys take a quarter
// less CPU than in the full browser's headless mode.
const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/** What to do, given what the machine has: nothing, install packages, or stop with a command. */
export const planTestDeps = ({ hasChromium, hasEmojiFont, isRoot, hasAptGet }) => {
  const packages = [];
  if (!hasChromium) packages.push(CHROMIUM_PACKAGE);
  if (!hasEmojiFont) packages.push('fonts-noto-color-emoji');
  if (packages.length === 0) return { action: 'none' };
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (isRoot && hasAptGet) return { action: 'install', packages, command };
  return { action: 'stop', packages, command: isRoot ? command : `sudo ${command}` };
};

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, name)));

/** The checks on this machine; the e2e suite launches CHROMIUM_PATH or /usr/bin/chromium-headless-shell. */
export const machineChecks = () => ({
  hasChromium: process.env.CHROMIUM_PATH
    ? isExecutable(process.env.CHROMIUM_PATH)
    : isExecutable(`/usr/bin/${CHROMIUM_PACKAGE}`) || onPath(CHROMIUM_PACKAGE),
  hasEmojiFont: existsSync(EMOJI_FONT),
  isRoot: process.getuid?.() === 0,
  hasAptGet: onPath('apt-get'),
});

const aptGet = (args) =>
  spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

/** apt-get install, and once more after apt-get update when the package lists are stale. */
export const aptInstall = (packages) =>
  aptGet(['install', '-y', '-q', ...packages]) ||
  (aptGet(['update', '-q']) && aptGet(['install', '-y', '-q', ...packages]));

/** Returns the exit code: 0 when the browser tests can run. */
export const ensureTestDeps = ({
  checks = machineChecks(),
  install = aptInstall,
  log = console.log,
  error = console.error,
} = {}) => {
  const plan = planTestDeps(checks);
  if (plan.action === 'none') return 0;
  if (plan.action === 'install') {
    log(`The browser tests need ${plan.packages.join(' and ')}: ${plan.command}`);
    if (install(plan.packages)) return 0;
    error(`Installing ${plan.packages.join(' ')} failed; run: ${plan.command}`);
    return 1;
  }
  error(`The browser tests need ${plan.packages.join(' and ')}. Run:\n\n  ${plan.command}\n`);
  return 1;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureTestDeps());
