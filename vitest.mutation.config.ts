import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (see stryker.config.mjs): the domain package, plus the pure
 * unit tests of the API and web rule files it mutates. Those tests need no database, jsdom or setup file,
 * so they run in plain Node instead of the API and web projects of the repo-wide config.
 */
export default defineConfig({
  test: {
    // Stryker reruns the tests for each of thousands of mutants. Its mutants switch on at call time, so the
    // modules can be loaded once per worker instead of once per test file: several times faster.
    isolate: false,
    projects: [
      { extends: './packages/domain/vitest.config.ts', test: { root: './packages/domain', isolate: false } },
      {
        test: {
          name: 'rules',
          environment: 'node',
          isolate: false,
          include: [
            'apps/api/src/modules/cases/tasks/flow.test.ts',
            'apps/api/src/modules/form-sending/reached-form.test.ts',
            'apps/web/src/features/forms/sending/send-body.test.ts',
          ],
        },
      },
    ],
  },
});
