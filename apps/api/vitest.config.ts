import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // A limit only catches a test that hangs; it is not a speed test (speed is `npm run bench`). The API
    // suites on two databases, the web suite and the parser workers share two cores: one limit for all,
    // far above a passing run, and no test sets a shorter one of its own.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
