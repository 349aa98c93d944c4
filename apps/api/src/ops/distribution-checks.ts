/**
 * What stands between the schema and distributing it by firm with Citus (docs/SCALING.md), read from the live
 * catalog (pg_catalog) of the `public` schema, so it follows every migration without a list to keep:
 *
 * - a table without `law_firm_id` that is not a reference table (`REFERENCE_TABLES`, copied whole to every
 *   node): it would have to gain the column, since it reaches its firm only through a parent that may sit on
 *   another node (`law_firms` itself is distributed by its `id`; the sandboxes' tables and the coordinator's
 *   own, `COORDINATOR_TABLES`, are left out);
 * - a `law_firm_id` that may be NULL: Citus refuses a row whose distribution column is NULL;
 * - a primary key, unique constraint or unique index of a distributed table that leaves `law_firm_id` out: Citus
 *   enforces uniqueness only within one shard, so it must include the distribution column;
 * - a foreign key between distributed tables that does not match `law_firm_id` to `law_firm_id`: only such a
 *   key is checked on one node; and a foreign key from a reference table to a distributed one, which Citus refuses.
 *
 * pg-boss's schema and drizzle's migrations table are left out: the queue stays on the coordinator (or its own
 * database) and the migrations table is the coordinator's.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Tables without firm data: the plans, the same for every firm. In Citus they become reference tables (a copy on
 * every node), which any distributed table may name in a foreign key.
 */
export const REFERENCE_TABLES: readonly string[] = ['plans'];

/** The sandboxes' own state (`sandbox_*`): served only while SANDBOXES is on, never in production. */
const SANDBOX_TABLE = /^sandbox_/;

/**
 * Tables that stay on the coordinator as Citus local tables: no firm data, no foreign keys, never joined. The
 * shared rate-limit counters (platform/rate-limit-store.ts) are keyed by a hash of an address or an email; the
 * failed sign-ins for unknown emails (`unknown_email_sign_ins`) and the passkey ceremonies' challenges
 * (`webauthn_challenges`, a passwordless sign-in's known to no firm yet) belong to no firm.
 */
export const COORDINATOR_TABLES: readonly string[] = [
  'rate_limit_counters',
  'unknown_email_sign_ins',
  'webauthn_challenges',
];
const leftOut = (table: string) => SANDBOX_TABLE.test(table) || COORDINATOR_TABLES.includes(table);

/** The distribution column: the firm's id, which the firms' own table calls `id`. */
const distributionColumnOf = (table: string) => (table === 'law_firms' ? 'id' : 'law_firm_id');

export type BlockerKind =
  | 'table_without_law_firm_id'
  | 'nullable_law_firm_id'
  | 'primary_key'
  | 'unique'
  | 'foreign_key'
  | 'reference_to_distributed';

export interface DistributionBlocker {
  kind: BlockerKind;
  table: string;
  /** The constraint's or index's name; the table's for the first two kinds. */
  name: string;
  /** Its columns (of a foreign key: `columns -> other_table(columns)`). */
  detail: string;
}

export const BLOCKER_KINDS: readonly BlockerKind[] = [
  'table_without_law_firm_id',
  'nullable_law_firm_id',
  'primary_key',
  'unique',
  'foreign_key',
  'reference_to_distributed',
];

interface TableRow {
  table: string;
  has_law_firm_id: boolean;
  law_firm_id_nullable: boolean;
}

interface KeyRow {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'i' | 'f';
  columns: string[];
  target_table: string | null;
  target_columns: string[] | null;
}

const TABLES = sql`
  SELECT c.relname AS "table",
         a.attname IS NOT NULL AS has_law_firm_id,
         COALESCE(NOT a.attnotnull, false) AS law_firm_id_nullable
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
  LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'law_firm_id' AND NOT a.attisdropped
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
  ORDER BY c.relname`;

/** Primary keys, unique constraints, foreign keys, and unique indexes that back no constraint. */
const KEYS = sql`
  SELECT c.relname AS "table", con.conname AS name, con.contype AS kind,
         ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(num, pos)
               JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.pos) AS columns,
         t.relname AS target_table,
         CASE WHEN con.contype = 'f' THEN
           ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(num, pos)
                 JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.pos)
         END AS target_columns
  FROM pg_constraint con
  JOIN pg_class c ON c.oid = con.conrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
  LEFT JOIN pg_class t ON t.oid = con.confrelid
  WHERE con.contype IN ('p', 'u', 'f')
  UNION ALL
  SELECT c.relname, i.relname, 'i',
         ARRAY(SELECT COALESCE(a.attname::text, '(expression)') FROM unnest(x.indkey::int2[]) WITH ORDINALITY k(num, pos)
               LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.num
               WHERE k.pos <= x.indnkeyatts ORDER BY k.pos),
         NULL, NULL
  FROM pg_index x
  JOIN pg_class i ON i.oid = x.indexrelid
  JOIN pg_class c ON c.oid = x.indrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
  WHERE x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = x.indexrelid)
  ORDER BY 1, 2`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every blocker, ordered by kind, table and name. */
export async function checkDistribution(db: Db): Promise<DistributionBlocker[]> {
  const tables = rowsOf<TableRow>(await db.execute(TABLES)).filter((row) => !leftOut(row.table));
  const keys = rowsOf<KeyRow>(await db.execute(KEYS)).filter((row) => !leftOut(row.table));
  const reference = new Set(REFERENCE_TABLES);
  const isDistributed = (table: string) => !reference.has(table);
  const blockers: DistributionBlocker[] = [];

  for (const table of tables) {
    if (distributionColumnOf(table.table) !== 'law_firm_id' || !isDistributed(table.table)) continue;
    if (!table.has_law_firm_id) {
      blockers.push({ kind: 'table_without_law_firm_id', table: table.table, name: table.table, detail: '' });
    } else if (table.law_firm_id_nullable) {
      blockers.push({ kind: 'nullable_law_firm_id', table: table.table, name: table.table, detail: 'law_firm_id' });
    }
  }

  for (const key of keys) {
    const columns = key.columns.join(', ');
    if (key.kind === 'f') {
      const target = key.target_table ?? '?';
      const detail = `(${columns}) -> ${target}(${(key.target_columns ?? []).join(', ')})`;
      if (!isDistributed(key.table)) {
        if (isDistributed(target)) {
          blockers.push({ kind: 'reference_to_distributed', table: key.table, name: key.name, detail });
        }
        continue;
      }
      if (!isDistributed(target)) continue;
      // Co-located only when the key pairs the two tables' distribution columns.
      const at = key.columns.indexOf(distributionColumnOf(key.table));
      if (at < 0 || key.target_columns?.[at] !== distributionColumnOf(target)) {
        blockers.push({ kind: 'foreign_key', table: key.table, name: key.name, detail });
      }
      continue;
    }
    if (!isDistributed(key.table) || key.columns.includes(distributionColumnOf(key.table))) continue;
    const kind = key.kind === 'p' ? 'primary_key' : 'unique';
    blockers.push({ kind, table: key.table, name: key.name, detail: `(${columns})` });
  }

  const order = (blocker: DistributionBlocker) => BLOCKER_KINDS.indexOf(blocker.kind);
  return blockers.sort((a, b) => order(a) - order(b) || a.table.localeCompare(b.table) || a.name.localeCompare(b.name));
}

/** How many blockers of each kind. */
export function countByKind(blockers: readonly DistributionBlocker[]): Record<BlockerKind, number> {
  const counts = Object.fromEntries(BLOCKER_KINDS.map((kind) => [kind, 0])) as Record<BlockerKind, number>;
  for (const blocker of blockers) counts[blocker.kind] += 1;
  return counts;
}
