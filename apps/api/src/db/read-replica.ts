/**
 * A read replica (DATABASE_READ_URL: a PostgreSQL streaming replica of DATABASE_URL's database) takes the
 * read-heavy routes: the paginated lists, their CSV exports and the trust reports (`readDb` below; the routes are
 * named in docs/SCALING.md). Every write, every read inside a transaction and every other read stay on the primary.
 * Without DATABASE_READ_URL every route reads the primary, as before.
 *
 * Read-your-writes, the rule: after any request of a signed-in user that may have written (any method but GET,
 * HEAD and OPTIONS, whatever its answer), the primary's WAL position at that moment (`pg_current_wal_lsn()`, at
 * or past the write's commit) is kept as the user's fence in `read_fences`, in the primary, before the answer
 * leaves, so every API process sees it. A replica read of that user goes to the replica only once the replica has
 * replayed past the fence (`pg_last_wal_replay_lsn()`), else to the primary. The fence is per user (all their
 * sessions), which is stricter than per session. The fence comes with the auth row, so it costs no query of its
 * own; each process remembers the highest replay position it has seen, so a fence already passed costs none
 * either: only a user who wrote in the last moments of replication lag costs one short query on the replica.
 * Other users' writes reach the replica's readers once replayed (replication lag, usually well under a second).
 */

import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from './client.js';

/** Why DATABASE_READ_URL is refused (it needs DATABASE_URL: PGlite has no replicas), or null when it is not. */
export function readReplicaRefusal(config: Pick<Config, 'databaseUrl' | 'databaseReadUrl'>): string | null {
  if (!config.databaseReadUrl || config.databaseUrl) return null;
  return (
    'DATABASE_READ_URL needs PostgreSQL: it names a streaming replica of the DATABASE_URL database, and the ' +
    'embedded PGlite database (no DATABASE_URL) has none. Set DATABASE_URL, or unset DATABASE_READ_URL.'
  );
}

/** A WAL position ('16/B374D848') as a number, to compare. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** The highest replay position each process has seen on its replica: it only moves forward. */
const replayedOf = new WeakMap<object, bigint>();

/**
 * The Db a caller with `fence` (their last write's WAL position, or null) reads the read-heavy routes from: the
 * replica when there is one and it has replayed past the fence, else the primary.
 */
export async function readDbFor(database: Database, fence: string | null): Promise<Db> {
  if (database.kind !== 'postgresql' || !database.replica) return database.db;
  const { replica } = database;
  if (fence === null) return replica.db;
  const needed = lsnValue(fence);
  if ((replayedOf.get(replica) ?? -1n) >= needed) return replica.db;
  try {
    const { rows } = await replica.pool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
    const lsn = rows[0]?.lsn;
    if (!lsn) return database.db;
    const replayed = lsnValue(lsn);
    if (replayed > (replayedOf.get(replica) ?? -1n)) replayedOf.set(replica, replayed);
    return replayed >= needed ? replica.db : database.db;
  } catch {
    // The replica does not answer: the primary does.
    return database.db;
  }
}

/** The Db a read-heavy route reads from for this request (see the rule above). */
export function readDb(services: { database: Database }, request: FastifyRequest): Promise<Db> {
  return readDbFor(services.database, request.readFence ?? null);
}

/** Keeps the user's fence: the primary's WAL position now, after their write (never moved back). */
export async function keepReadFence(db: Db, lawFirmId: number, userId: number): Promise<void> {
  await db.execute(sql`
    insert into read_fences (law_firm_id, user_id, lsn, written_at)
    values (${lawFirmId}, ${userId}, pg_current_wal_lsn(), now())
    on conflict (law_firm_id, user_id)
    do update set lsn = greatest(read_fences.lsn, excluded.lsn), written_at = excluded.written_at`);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's read fence (their last write's WAL position), read with the auth row; null: none. */
    readFence: string | null;
  }
}
