import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // One module graph for all files: 45 s instead of 210 s here. Stores, stubbed globals and
    // environment variables are put back after each test (src/testing/setup.ts).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
