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
      // Which files run, and in which pool, is the root config's (../../vitest.config.ts): Vitest adds a project's
      // list of files to the one of the config it extends rather than replacing it.
      // A limit here only catches a test that hangs; it is not a speed test (speed is `npm run bench`).
      // Whole-app tests load lazy page chunks and click through forms while the API suites on two
      // databases share the machine's two cores: one limit for all, set far above a passing run, and
      // no file or test sets a shorter one of its own.
      testTimeout: 90_000,
    },
  }),
);
