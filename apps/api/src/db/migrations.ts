/**
 * Whether the database has every migration this build ships, the way drizzle's migrator decides it at
 * start (db/client.ts `migrateDatabase`): it records each applied migration in
 * drizzle.__drizzle_migrations with its folder's timestamp, and runs every shipped migration whose
 * timestamp is after the latest one recorded.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

export interface MigrationState {
  /** Migrations in this build (drizzle-kit's journal). */
  shipped: number;
  /** Rows in the database's migrations table. */
  applied: number;
  /** Shipped migrations the database has not run: the server would run them at its next start. */
  pending: number;
}

/** The journal's timestamps, read once per folder: the files do not change while the process runs. */
const journals = new Map<string, Promise<number[]>>();

function shippedTimestamps(migrationsFolder: string): Promise<number[]> {
  let journal = journals.get(migrationsFolder);
  if (!journal) {
    journal = fs
      .readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')
      .then((text) => (JSON.parse(text) as { entries: Array<{ when: number }> }).entries.map((entry) => entry.when));
    // A failed read is tried again next time rather than remembered.
    journal.catch(() => journals.delete(migrationsFolder));
    journals.set(migrationsFolder, journal);
  }
  return journal;
}

/** One small read of the migrations table (a few dozen rows), plus the journal read once. */
export async function migrationState(db: Db, migrationsFolder: string): Promise<MigrationState> {
  const shipped = await shippedTimestamps(migrationsFolder);
  const result = await db.execute(
    sql`select count(*)::int as applied, coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`,
  );
  const row = (result as unknown as { rows: Array<{ applied: number | string; latest: string }> }).rows[0];
  const latest = Number(row?.latest ?? 0);
  return {
    shipped: shipped.length,
    applied: Number(row?.applied ?? 0),
    pending: shipped.filter((when) => when > latest).length,
  };
}
