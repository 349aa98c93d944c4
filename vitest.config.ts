import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every workspace. The API suite runs twice when TEST_DATABASE_URL is set:
 * once on embedded PGlite and once on the PostgreSQL server, with the same test files.
 */
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  test: { name, root: './apps/api', env: { COUNSEL_TEST_DB: db } },
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
