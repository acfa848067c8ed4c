import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// Each boundary rule of biome.json, tried on a planted violation: a scratch copy of the config in
// a temporary folder, with files at the paths the rules name, so the working tree is never touched.
const repo = resolve(import.meta.dirname, '..');
const biome = join(repo, 'node_modules', '.bin', 'biome');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'souq-lint-'));
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function plant(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
}

/** Lints one planted file; the exit code and what Biome said. */
function lint(path: string): { code: number; output: string } {
  try {
    const output = execFileSync(biome, ['lint', '--max-diagnostics=5', path], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

const api = 'apps/api/src/modules/shop';

describe('boundary rules reject planted violations', { timeout: 60_000 }, () => {
  beforeAll(() =>
    plant({
      [`${api}/shop.repository.ts`]: 'export const findShop = () => null;\n',
      [`${api}/shop.service.ts`]: 'export const getShop = () => null;\n',
      'apps/web/src/features/ads/api/get-ad.ts': 'export const getAd = () => null;\n',
      'apps/web/src/features/jobs/api/get-job.ts': 'export const getJob = () => null;\n',
    }),
  );

  test.each([
    ['a route file importing a repository', `${api}/shop.routes.ts`, './shop.repository.ts'],
    [
      'a route file importing a repository without .ts',
      `${api}/shop.routes.ts`,
      './shop.repository',
    ],
    ['a socket file importing a repository', `${api}/shop.socket.ts`, './shop.repository.ts'],
    [
      'a socket file importing a repository without .ts',
      `${api}/shop.socket.ts`,
      './shop.repository',
    ],
  ])('%s', (_, file, specifier) => {
    plant({
      [file]: `import { findShop } from '${specifier}';\n\nexport const shop = findShop;\n`,
    });
    const { code, output } = lint(file);
    expect(code).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain('Routes and sockets call services only');
  });

  test('an extensionless relative import in the API', () => {
    const file = `${api}/shop.plugin.ts`;
    plant({
      [file]: "import { getShop } from './shop.service';\n\nexport const shop = getShop;\n",
    });
    const { code, output } = lint(file);
    expect(code).not.toBe(0);
    expect(output).toContain('lint/correctness/useImportExtensions');
  });

  test.each([
    ['../../ads/api/get-ad', 'apps/web/src/features/jobs/components/job-card.tsx'],
    ['../../../features/ads/api/get-ad', 'apps/web/src/features/jobs/components/job-card.tsx'],
    ['../../features/ads/api/get-ad', 'apps/web/src/features/jobs/jobs-page.tsx'],
    [
      '../../../../features/ads/api/get-ad',
      'apps/web/src/features/jobs/offers/components/offer.tsx',
    ],
  ])('a cross-feature import spelled %s', (specifier, file) => {
    plant({ [file]: `import { getAd } from '${specifier}';\n\nexport const ad = getAd;\n` });
    const { code, output } = lint(file);
    expect(code).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain('A feature never imports another feature');
  });

  test('the same files pass when they keep to the rules', () => {
    plant({
      [`${api}/shop.routes.ts`]:
        "import { getShop } from './shop.service.ts';\n\nexport const shop = getShop;\n",
      'apps/web/src/features/jobs/components/job-card.tsx':
        "import { getJob } from '../api/get-job';\n\nexport const job = getJob;\n",
    });
    expect(lint(`${api}/shop.routes.ts`).code).toBe(0);
    expect(lint('apps/web/src/features/jobs/components/job-card.tsx').code).toBe(0);
  });
});
