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
    },
  }),
);
