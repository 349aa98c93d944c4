/**
 * The SQL of a firm's folder table, written once for every table of that shape (document folders,
 * the form library's folders): the tables stay apart, each passed in with the table of what its
 * folders hold. Always within one firm; deleted rows never show.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** A folder row: the columns every folder table has. */
export interface FolderRow {
  id: number;
  lawFirmId: number;
  parentId: number | null;
  name: string;
  createdByUserId: number | null;
  deletedAt: Date | null;
  deletedByUserId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type FolderTable = PgTable & { [column in keyof FolderRow]: AnyPgColumn };
/** What the folders hold (documents, forms): soft-deleted rows of the firm filed by `directoryId`. */
export type FolderContentTable = PgTable & { lawFirmId: AnyPgColumn; deletedAt: AnyPgColumn; directoryId: AnyPgColumn };

/**
 * Drizzle types a row from the table's own type, which a table passed in as a parameter does not have;
 * `FolderTable` makes every column of FolderRow present, so the rows read are FolderRows.
 */
const asRows = (rows: Record<string, unknown>[]) => rows as unknown as FolderRow[];

export function folderRepository(folders: FolderTable, contents: FolderContentTable) {
  const live = (lawFirmId: number) => and(eq(folders.lawFirmId, lawFirmId), isNull(folders.deletedAt))!;
  const liveContent = (lawFirmId: number) => and(eq(contents.lawFirmId, lawFirmId), isNull(contents.deletedAt))!;
  const underParent = (parentId: number | null) =>
    parentId === null ? isNull(folders.parentId) : eq(folders.parentId, parentId);
  const one = (lawFirmId: number, id: number) => and(live(lawFirmId), eq(folders.id, id));

  return {
    live,
    underParent,

    /** Every live folder of the firm by name: one read builds the whole tree. */
    async all(db: DbOrTx, lawFirmId: number): Promise<FolderRow[]> {
      const rows = await db
        .select()
        .from(folders)
        .where(live(lawFirmId))
        .orderBy(sql`lower(${folders.name})`, asc(folders.id));
      return asRows(rows);
    },

    async find(db: DbOrTx, lawFirmId: number, id: number): Promise<FolderRow | null> {
      const [row] = asRows(await db.select().from(folders).where(one(lawFirmId, id)).limit(1));
      return row ?? null;
    },

    /** True when a live sibling (under parentId) already has this name, ignoring case. */
    async nameTaken(
      db: DbOrTx,
      lawFirmId: number,
      parentId: number | null,
      name: string,
      exceptId?: number,
    ): Promise<boolean> {
      const sameName = sql`lower(${folders.name}) = lower(${name})`;
      const another = exceptId === undefined ? undefined : sql`${folders.id} <> ${exceptId}`;
      const rows = await db
        .select({ id: folders.id })
        .from(folders)
        .where(and(live(lawFirmId), underParent(parentId), sameName, another))
        .limit(1);
      return rows.length > 0;
    },

    async insert(
      db: DbOrTx,
      values: { lawFirmId: number; parentId: number | null; name: string; userId: number },
    ): Promise<FolderRow> {
      const [row] = asRows(
        await db
          .insert(folders)
          .values({
            lawFirmId: values.lawFirmId,
            parentId: values.parentId,
            name: values.name,
            createdByUserId: values.userId,
          })
          .returning(),
      );
      return row!;
    },

    async update(
      db: DbOrTx,
      lawFirmId: number,
      id: number,
      changes: { name?: string; parentId?: number | null },
    ): Promise<FolderRow | null> {
      const [row] = asRows(
        await db
          .update(folders)
          .set({ ...changes, updatedAt: new Date() })
          .where(one(lawFirmId, id))
          .returning(),
      );
      return row ?? null;
    },

    /** Live sub-folders and live contents directly inside a folder. */
    async holds(db: DbOrTx, lawFirmId: number, id: number): Promise<number> {
      const [subFolders] = await db
        .select({ n: count() })
        .from(folders)
        .where(and(live(lawFirmId), eq(folders.parentId, id)));
      const [items] = await db
        .select({ n: count() })
        .from(contents)
        .where(and(liveContent(lawFirmId), eq(contents.directoryId, id)));
      return (subFolders?.n ?? 0) + (items?.n ?? 0);
    },

    async softDelete(db: DbOrTx, lawFirmId: number, id: number, userId: number): Promise<boolean> {
      const rows = await db
        .update(folders)
        .set({ deletedAt: new Date(), deletedByUserId: userId })
        .where(one(lawFirmId, id))
        .returning({ id: folders.id });
      return rows.length > 0;
    },
  };
}

export type FolderRepository = ReturnType<typeof folderRepository>;
