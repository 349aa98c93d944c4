/**
 * One database API over two engines: embedded PGlite (default, data under DATA_DIR/db) or a
 * PostgreSQL server when DATABASE_URL is set. Same schema, queries and migrations on both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CONNECTION_MAX_USES, PreparingClient } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | {
      kind: 'postgresql';
      db: Db;
      pool: pg.Pool;
      connectionString: string;
      /** A streaming replica for the read-heavy routes (DATABASE_READ_URL; db/read-replica.ts), when set. */
      replica?: { db: Db; pool: pg.Pool };
      close(): Promise<void>;
    };

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A streaming replica of databaseUrl (PostgreSQL only). */
  readUrl?: string | undefined;
  /** Folder of the embedded database; omitted means in memory. */
  pgliteDir?: string | undefined;
  /** An already opened PGlite (tests load a migrated snapshot into one). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl, options.poolSize ?? 20);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    if (!options.readUrl) {
      return { kind: 'postgresql', db, pool, connectionString: options.databaseUrl, close: () => pool.end() };
    }
    const replicaPool = openPool(options.readUrl, options.poolSize ?? 20);
    const replica = { db: drizzleNodePg(replicaPool, { schema }) as unknown as Db, pool: replicaPool };
    const close = async () => {
      await Promise.all([pool.end(), replicaPool.end()]);
    };
    return { kind: 'postgresql', db, pool, connectionString: options.databaseUrl, replica, close };
  }
  let pglite = options.pglite;
  if (!pglite) {
    if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    pglite = await PGlite.create(options.pgliteDir ? { dataDir: options.pgliteDir } : {});
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  const instance = pglite;
  return { kind: 'pglite', db, pglite: instance, close: () => instance.close() };
}

function openPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, Client: PreparingClient, maxUses: CONNECTION_MAX_USES });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => {});
  return pool;
}

/** Held while a server migrates PostgreSQL, so servers starting together (several hosts) migrate one at a time. */
const MIGRATION_LOCK = 0x6d696772; // 'migr'

export async function migrateDatabase(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific database type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // A server that waited finds the migrations applied and applies none.
  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific database type
  await holdingLock(database, MIGRATION_LOCK, () => migrateNodePg(database.db as any, { migrationsFolder }));
}

/**
 * Runs `work` while this server holds a PostgreSQL advisory lock, so servers starting together on several hosts
 * do it one after another (PGlite has one process: it just runs). The lock is held by one connection of the
 * pool for the session; `work` runs on others, so the pool needs at least two.
 */
export async function holdingLock<T>(database: Database, key: number, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const holder = await database.pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    holder.release();
  }
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
