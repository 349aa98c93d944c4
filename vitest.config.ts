import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** API test files that touch no database (PDF forms, tokens, CSV...): run once, on the PGlite pass. */
const API_TESTS_WITHOUT_DATABASE = [
  'src/modules/forms/extraction.test.ts',
  'src/modules/forms/unicode-fill.test.ts',
  'src/modules/search/prefix-range.test.ts',
  'src/modules/billing/invoice-notice-plan.test.ts',
  'src/seed/immigration-data.test.ts',
  'src/platform/secrets.test.ts',
  'src/platform/auth/tokens.test.ts',
  'src/platform/auth/passwords.test.ts',
  'src/platform/csv.test.ts',
  'src/platform/storage/storage.test.ts',
];

/**
 * One Vitest run covers every workspace. The API suite runs twice when TEST_DATABASE_URL is set:
 * once on embedded PGlite and once on the PostgreSQL server, with the same test files.
 */
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  test: {
    name,
    root: './apps/api',
    env: { COUNSEL_TEST_DB: db },
    // Files that never open a database show nothing new on the second one.
    exclude: db === 'postgres' ? ['**/node_modules/**', ...API_TESTS_WITHOUT_DATABASE] : undefined,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine, with
    // the second core mostly idle while a file waits on PostgreSQL or the disk. At least two files at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      './packages/domain',
      './packages/invoice-document',
      './apps/web',
      apiProject('api (pglite)', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api (postgresql)', 'postgres')] : []),
    ],
  },
});
