/**
 * Runs once per API test project: migrates a template database, so each test file only clones it.
 * PGlite: a snapshot of the migrated data directory, loaded by every file into its own instance.
 * PostgreSQL (TEST_DATABASE_URL): a template database that each file copies with CREATE DATABASE ... TEMPLATE.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bundle } from '../../bundle.mjs';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { loadPublicWorkflows } from '../modules/workflows/public-library.js';
import { startJobQueue } from '../platform/jobs/index.js';
import { checkRequestLog } from './request-log.js';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const sourcesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quiet = { error: () => {} };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; snapshot: string } | { kind: 'postgresql'; url: string; template: string };
    /** The directory every test app of this project writes its request log to (request-log.ts). */
    requestLogDir: string;
    /** The parser workers' entries, bundled once per run (setup.ts points the pool at them). */
    parserWorkers: { app: string; test: string };
  }
}

export default async function setup(project: TestProject) {
  const requestLogDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-request-log-'));
  project.provide('requestLogDir', requestLogDir);
  // Inside the API's node_modules, so that the bundles' external packages resolve as the sources' do.
  const cacheDir = path.join(sourcesDir, '../node_modules/.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const workersDir = fs.mkdtempSync(path.join(cacheDir, 'counsel-parser-workers-'));
  await bundle(
    [path.join(sourcesDir, 'parse-worker.ts'), path.join(sourcesDir, 'platform/parsing/pool-test-worker.ts')],
    workersDir,
  );
  project.provide('parserWorkers', {
    app: path.join(workersDir, 'parse-worker.js'),
    test: path.join(workersDir, 'pool-test-worker.js'),
  });
  const teardown = await setupDatabase(project);
  return async () => {
    await teardown();
    fs.rmSync(workersDir, { recursive: true, force: true });
    checkRequestLog(requestLogDir);
  };
}

async function setupDatabase(project: TestProject): Promise<() => void | Promise<void>> {
  const kind = project.config.env?.COUNSEL_TEST_DB === 'postgres' ? 'postgresql' : 'pglite';
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await migrateDatabase(database, migrationsDir);
    // The public workflow library, loaded at every start, is in every test database as in production.
    await loadPublicWorkflows(database.db);
    // pg-boss creates its own schema on first start; do it here once rather than in every file.
    const jobs = await startJobQueue(database, quiet);
    await jobs.stop();
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.pglite.dumpDataDir('none');
    const snapshot = path.join(os.tmpdir(), `counsel-test-${randomUUID()}.tar`);
    fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('testDb', { kind: 'pglite', snapshot });
    return () => fs.rmSync(snapshot, { force: true });
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const template = `counsel_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropStaleDatabases(admin);
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = await openDatabase({ databaseUrl: templateUrl, poolSize: 2 });
  await migrateDatabase(database, migrationsDir);
  await loadPublicWorkflows(database.db);
  const jobs = await startJobQueue(database, quiet);
  await jobs.stop();
  await database.close();
  project.provide('testDb', { kind: 'postgresql', url, template });
  return async () => {
    await dropStaleDatabases(admin, process.pid);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Removes databases left by runs that were killed (or, with a pid, by this run). */
async function dropStaleDatabases(admin: pg.Client, pid?: number): Promise<void> {
  const pattern = pid ? `counsel\\_test\\_${pid}\\_%` : 'counsel\\_t%';
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> current_database()',
    [pattern],
  );
  for (const { datname } of rows) {
    if (!pid && datname.startsWith('counsel_template_')) {
      const owner = Number(datname.split('_').pop());
      if (isAlive(owner)) continue;
    }
    if (!pid && datname.startsWith('counsel_test_')) {
      const owner = Number(datname.split('_')[2]);
      if (isAlive(owner)) continue;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
