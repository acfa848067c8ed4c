import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share one module graph per worker: the suite takes half the time (each file
    // importing the server anew was a third of it). Every test builds its own app and database.
    isolate: false,
    // The AWS SDK would warn, in every file using S3, that its 2027 releases need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
