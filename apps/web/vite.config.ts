import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress';
import { preloadLanding } from './build-plugins/preload-landing';

// react-router's package exports only its development build (dev warnings on): the production
// build is the same code with them off.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/\/development\/index\.m?js$/, '/production/index.mjs');

/** Libraries the entry and every route run with. */
const CORE_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'zustand',
];
/** The app's own modules (and lucide's base) that the entry or nearly every route imports. */
const APP_CORE_MODULES = [
  'preload-helper',
  'lucide-react/dist/esm/createLucideIcon',
  'lucide-react/dist/esm/Icon',
  'lucide-react/dist/esm/defaultAttributes',
  'lucide-react/dist/esm/shared/',
  'lucide-react/dist/esm/context',
  'lucide-react/dist/esm/icons/chevron-down.',
  'src/lib/api/client.',
  'src/lib/api/base-url.',
  'src/lib/api/navigation.',
  'src/lib/api/errors.',
  'src/lib/notify.',
  'src/lib/stores/auth-store.',
  'src/lib/stores/loading-store.',
  'src/lib/stores/selection-store-key.',
  'src/lib/digits.',
  'src/lib/i18n-keys.',
  'src/components/button.',
  'src/components/avatar.',
];
/**
 * What nearly every page but the landing page reads and writes with: the list and write helpers,
 * the persisted selection, and (with the core libraries' parts the shell does without: queries,
 * mutations, the persist middleware) one chunk instead of a handful.
 */
const APP_DATA_MODULES = [
  'src/lib/api/index.',
  'src/lib/api/list-query.',
  'src/lib/stores/selection-store.',
  'src/lib/sounds.',
];
/** Query parts a few routes use (several queries at once, infinite lists): with those routes. */
const FEW_ROUTES_QUERY_MODULES = [
  'query-core/build/modern/queriesObserver',
  'react-query/build/modern/useQueries',
  'query-core/build/modern/infiniteQueryObserver',
  'react-query/build/modern/useInfiniteQuery',
];
const FORM_KIT_MODULES = [
  'src/components/form-field.',
  'src/components/select-field.',
  'src/components/country-region-select.',
  'src/lib/use-form-errors.',
  'src/lib/server-errors.',
  'src/lib/lazy-rules.',
];
/** A module id test: one of `paths` (with `/`, any platform's separator). */
const anyOf = (paths: string[]) => (id: string) =>
  paths.some((path) => id.replaceAll('\\', '/').includes(path));

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [react(), tailwindcss(), preloadLanding(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/route-sizes.mjs (each route's first-load JS against the budgets).
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what (nearly) every page loads at once: one gzip stream
        // compresses better than a dozen small ones (≈ 8 KB gzip less on the form routes).
        codeSplitting: {
          groups: [
            // Only what the entry runs with ($initial): the landing page carries no query
            // observers, mutations or persist middleware.
            {
              name: 'core',
              test: anyOf(CORE_PACKAGES.map((name) => `node_modules/${name}/`)),
              tags: ['$initial'],
            },
            { name: 'app-core', test: anyOf(APP_CORE_MODULES) },
            {
              name: 'app-data',
              test: (id: string) =>
                anyOf([
                  ...CORE_PACKAGES.map((name) => `node_modules/${name}/`),
                  ...APP_DATA_MODULES,
                ])(id) && !anyOf(FEW_ROUTES_QUERY_MODULES)(id),
            },
            // The fields every form page shows (accounts, ads, community, contact), without
            // react-hook-form: the feed has no form library.
            { name: 'form-kit', test: anyOf(FORM_KIT_MODULES) },
          ],
        },
      },
    },
  },
}));
