import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** API test files whose subject is not the database (PDF forms, tokens, CSV, OCR...): run once, on the PGlite pass. */
const API_TESTS_WITHOUT_DATABASE = [
  'src/modules/forms/extraction.test.ts',
  'src/modules/forms/arabic-labels.test.ts',
  'src/platform/pdf/unicode-fill.test.ts',
  'src/platform/pdf/max-length-fill.test.ts',
  'src/modules/form-sending/signed-pdf.test.ts',
  'src/modules/form-sending/signed-form-places.test.ts',
  'src/modules/search/prefix-range.test.ts',
  'src/modules/billing/invoice-notice-plan.test.ts',
  'src/seed/immigration-data.test.ts',
  'src/seed/public-workflows.test.ts',
  'src/platform/secrets.test.ts',
  'src/platform/auth/tokens.test.ts',
  'src/platform/auth/passwords.test.ts',
  'src/platform/csv.test.ts',
  'src/platform/log-redaction.test.ts',
  'src/modules/cases/closure/archive.test.ts',
  'src/platform/storage/storage.test.ts',
  'src/platform/storage/s3.test.ts',
  'src/server-shutdown.test.ts',
  'src/platform/parsing/pool.test.ts',
  'src/platform/parsing/file-checks.test.ts',
  'src/platform/storage/sniff.test.ts',
  'src/platform/uploads/uploads.test.ts',
  'src/platform/ocr/ocr.test.ts',
  'src/modules/case-receipts/notice-text.test.ts',
  // Its few rows are a firm and a user; what it shows is OCR, 20 s of the machine's time, the same on either database.
  'src/modules/case-receipts/extraction.test.ts',
];

/**
 * Test files that replace a module with vi.mock need a module registry of their own; they are found by reading the
 * files, so a new one is isolated without editing a list. Every other file shares its worker's modules with the
 * files before it (`isolate: false`): the whole API loads once per worker instead of once per file, about three
 * quarters of the API suite's time.
 */
function filesCallingViMock(root: string): string[] {
  const dir = path.resolve(import.meta.dirname, root);
  return fs
    .readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('src', file))
    .filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('vi.mock('))
    .map((file) => file.split(path.sep).join('/'));
}

const API_TESTS_NEEDING_ISOLATION = filesCallingViMock('apps/api');

/**
 * The web files run in VM contexts (`vmThreads`): each file still gets fresh globals, a fresh jsdom and fresh
 * module state, but the worker, its environment and the transformed code are kept from file to file. In the
 * default pool each file paid about a second to set up jsdom and again to load React, Mantine and the router.
 * A file that mocks a module runs in the default pool: in VM contexts one file's vi.mock of a module can be seen
 * by the next file that mocks the same module.
 */
const WEB_TESTS_NEEDING_ISOLATION = filesCallingViMock('apps/web');

const webProject = {
  extends: './apps/web/vitest.config.ts',
  test: {
    name: 'web',
    root: './apps/web',
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...WEB_TESTS_NEEDING_ISOLATION],
  },
};

const isolatedWebProject = {
  extends: './apps/web/vitest.config.ts',
  test: { name: 'web (mocks)', root: './apps/web', include: WEB_TESTS_NEEDING_ISOLATION },
};

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
    isolate: false,
    exclude: [
      '**/node_modules/**',
      ...API_TESTS_NEEDING_ISOLATION,
      // Files that never open a database show nothing new on the second one.
      ...(db === 'postgres' ? API_TESTS_WITHOUT_DATABASE : []),
    ],
  },
});

/** The API files that mock modules, each in a fresh registry; none opens a database. */
const isolatedApiProject = {
  test: {
    name: 'api (isolated)',
    root: './apps/api',
    include: API_TESTS_NEEDING_ISOLATION,
    isolate: true,
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine, with
    // the second core mostly idle while a file waits on PostgreSQL or the disk. At least two files at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The web files' VM contexts leave memory behind in their worker (about 8 MB a test, 1.8 GB after a quarter of
    // the web suite). Vitest recycles a VM worker once its heap passes this limit after a file; its default, a share
    // of the machine's memory (12 GB here), is above V8's 4 GB heap limit of a worker thread, so the worker ran out of
    // memory and the run ended with "Worker exited unexpectedly". Only the VM pools read this setting.
    vmMemoryLimit: '1536MiB',
    projects: [
      './packages/domain',
      './packages/invoice-document',
      webProject,
      isolatedWebProject,
      apiProject('api (pglite)', 'pglite'),
      isolatedApiProject,
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api (postgresql)', 'postgres')] : []),
    ],
  },
});
