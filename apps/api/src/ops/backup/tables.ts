/**
 * The database half of a backup: every table of the app's schema (`public`) written as one JSON row per line, read
 * in one REPEATABLE READ READ ONLY transaction so all tables are of the same moment, and loaded back into a database
 * the same migrations made. Rows go through PostgreSQL's own JSON (to_jsonb, jsonb_populate_recordset), so every
 * type comes back as it was, on PGlite and on a PostgreSQL server alike. Memory stays bounded: a cursor reads
 * 500 rows at a time and a load inserts 500 at a time.
 *
 * Left out: drizzle's migrations table (the restore runs the migrations itself) and pg-boss's schema (queued jobs
 * are work in flight, not records; the schedules are made again when the server starts).
 */
import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';

const BATCH = 500;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables, each after the tables its foreign keys point to (a table's keys to itself aside). */
export async function tablesInLoadOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const keys = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
         where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const key of keys) parents.get(key.child)?.add(key.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`The foreign keys of ${table} form a circle; it cannot be loaded`);
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** The columns a row is loaded into: not generated ones, which PostgreSQL computes again. */
async function loadableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped
           and a.attgenerated = ''
         order by a.attnum`,
  );
  return rows.map((row) => row.name);
}

/** Whether a table has a column `id` (rows are then written in its order, parents before their children). */
async function hasId(db: DbOrTx, table: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and column_name = 'id'`,
  );
  return rows.length > 0;
}

async function write(out: fs.WriteStream, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes each table to `dir/<table>.ndjson`, all in one snapshot; answers the tables in load order with their row
 * counts, and how many migrations made the schema.
 */
export async function dumpTables(
  db: Db,
  dir: string,
): Promise<{ tables: Array<{ name: string; rows: number }>; migrations: number }> {
  return db.transaction(
    async (tx) => {
      const [migrations] = await rowsOf<{ count: number }>(
        tx,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const tables: Array<{ name: string; rows: number }> = [];
      for (const name of await tablesInLoadOrder(tx)) {
        const order = (await hasId(tx, name)) ? ' order by t.id' : '';
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoted(name)} t${order}`,
          ),
        );
        const out = fs.createWriteStream(`${dir}/${name}.ndjson`);
        let count = 0;
        for (;;) {
          const batch = await rowsOf<{ row: string }>(tx, sql.raw(`fetch ${BATCH} from backup_rows`));
          for (const { row } of batch) await write(out, `${row}\n`);
          count += batch.length;
          if (batch.length < BATCH) break;
        }
        await tx.execute(sql.raw('close backup_rows'));
        out.end();
        await once(out, 'close');
        tables.push({ name, rows: count });
      }
      return { tables, migrations: Number(migrations?.count ?? 0) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Lines of a file, `size` at a time. */
async function* batchesOf(file: string, size: number): AsyncGenerator<string[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Loads the dumped tables, in the order given (parents first), into the freshly migrated database in one
 * transaction: all of it or nothing. The tables' own triggers (the list totals kept by 0007) are off while their
 * rows go in, since the totals are restored as they were; then each sequence continues after its column's
 * highest value. Only the backup's tables are touched.
 */
export async function loadTables(db: Db, dir: string, tables: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    // The reference rows the migrations wrote go first, children before parents: the backup holds them as they were.
    for (const name of [...tables].reverse()) await tx.execute(sql.raw(`delete from ${quoted(name)}`));
    for (const name of tables) {
      const columns = (await loadableColumns(tx, name)).map(quoted).join(', ');
      const table = quoted(name);
      await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
      for await (const batch of batchesOf(`${dir}/${name}.ndjson`, BATCH)) {
        await tx.execute(
          sql`${sql.raw(`insert into ${table} (${columns}) overriding system value select ${columns} from`)}
              jsonb_populate_recordset(null::${sql.raw(table)}, ${`[${batch.join(',')}]`}::jsonb)`,
        );
      }
      await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
    }
    const sequences = await rowsOf<{ seq: string; tbl: string; col: string }>(
      tx,
      sql`select s.relname as seq, t.relname as tbl, a.attname as col
            from pg_depend d
            join pg_class s on s.oid = d.objid and s.relkind = 'S'
            join pg_class t on t.oid = d.refobjid
            join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
            join pg_namespace n on n.oid = t.relnamespace
           where n.nspname = 'public' and d.deptype in ('a', 'i')`,
    );
    for (const { seq, tbl, col } of sequences) {
      await tx.execute(
        sql.raw(
          `select setval('${quoted(seq).replaceAll("'", "''")}', coalesce((select max(${quoted(col)}) from ${quoted(tbl)}), 0) + 1, false)`,
        ),
      );
    }
  });
}

/**
 * Whether the database holds a firm: a restore goes only into a database that holds none. (A freshly migrated
 * database is not bare: the migrations and the server's start write reference rows, such as the plans, which the
 * restore replaces with the backup's.)
 */
export async function holdsData(db: Db): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(db, sql`select 1 as one from law_firms limit 1`);
  return rows.length > 0;
}
