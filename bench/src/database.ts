/**
 * The bench's own database, created fresh and removed at the end: a new database on the PostgreSQL
 * server of BENCH_DATABASE_URL, or a temp folder of embedded PGlite. While the API server is stopped
 * the bench opens it directly (to seed it and to run the raw SQL); PGlite is one process's at a time.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.js';
import { CONNECTION_MAX_USES, PreparingClient } from '../../apps/api/src/db/prepared-statements.js';
import * as schema from '../../apps/api/src/db/schema/index.js';
import { env } from './env.js';

export interface BenchDatabase {
  kind: 'postgresql' | 'pglite';
  /** What the API server gets: DATABASE_URL (PostgreSQL) and DATA_DIR (files, and PGlite's database). */
  serverEnv: { DATA_DIR: string; DATABASE_URL?: string };
  /** The server's version, for the results. */
  version: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(env.tmp, 'counsel-bench-'));
  if (!env.databaseUrl) {
    return {
      kind: 'pglite',
      serverEnv: { DATA_DIR: dataDir },
      version: `PGlite ${await pgliteVersion()}`,
      drop: async () => {
        if (env.keepDatabase) return console.log(`kept the PGlite database in ${path.join(dataDir, 'db')}`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `counsel_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: env.databaseUrl });
  await admin.connect();
  let version: string;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    version = `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
  } finally {
    await admin.end();
  }
  const url = new URL(env.databaseUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgresql',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    version,
    drop: async () => {
      if (env.keepDatabase) return console.log(`kept the database ${url}`);
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The installed PGlite's version (its package.json is not among its exports: found from its entry point). */
async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export interface Query {
  text: string;
  params: unknown[];
}

/**
 * A direct connection: `sql` for seeding, `db` (drizzle over the API's schema, logging every query it
 * sends so the bench can replay exactly the SQL a request runs), and `raw` to replay it through the
 * driver alone. PostgreSQL gets a pool of 50, so 50 queries can be in flight.
 */
export interface DirectConnection {
  db: Db;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  raw(query: Query): Promise<unknown>;
  /** The queries `work` sends through `db`, in order. */
  capture(work: (db: Db) => Promise<unknown>): Promise<Query[]>;
  close(): Promise<void>;
}

export async function connect(database: BenchDatabase): Promise<DirectConnection> {
  let captured: Query[] | null = null;
  const logger: Logger = {
    logQuery: (text, params) => {
      captured?.push({ text, params });
    },
  };
  const capture = async (db: Db, work: (db: Db) => Promise<unknown>) => {
    captured = [];
    try {
      await work(db);
      return captured;
    } finally {
      captured = null;
    }
  };

  if (database.kind === 'postgresql') {
    // The API's own pool settings, prepared statements included, so the raw side is the same work.
    const pool = new pg.Pool({
      connectionString: database.serverEnv.DATABASE_URL,
      max: env.connections,
      Client: PreparingClient,
      maxUses: CONNECTION_MAX_USES,
    });
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      sql: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      raw: (query) => pool.query({ text: query.text, values: query.params }),
      capture: (work) => capture(db, work),
      close: () => pool.end(),
    };
  }
  const pglite = await PGlite.create({ dataDir: path.join(database.serverEnv.DATA_DIR, 'db') });
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Db;
  return {
    db,
    sql: async <T>(text: string, params: unknown[] = []) => (await pglite.query<T>(text, params)).rows,
    raw: (query) => pglite.query(query.text, query.params),
    capture: (work) => capture(db, work),
    close: () => pglite.close(),
  };
}
