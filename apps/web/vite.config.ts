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
  },
}));
