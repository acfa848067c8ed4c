import { defineConfig } from 'vitest/config';

// Every suite of the repository; `npm test` runs them all, `--project <name>` one of them.
export default defineConfig({
  test: {
    projects: [
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/e2e/vitest.config.ts',
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
    ],
  },
});
