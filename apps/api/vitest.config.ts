import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database cloned from the migrated template; PGlite needs a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
