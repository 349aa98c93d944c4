import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The web project of the repo-wide Vitest run (see ../../vitest.config.ts). */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Component tests type and click through whole forms; on a busy 2-core machine (API suites on
      // two databases run beside them) 5 s is not always enough for the slowest of them.
      testTimeout: 20_000,
    },
  }),
);
