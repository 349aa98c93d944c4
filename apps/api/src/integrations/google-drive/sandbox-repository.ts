/**
 * The Drive sandbox's store: one sandbox account's files (what Google would keep). The sandbox stands
 * for an outside service, so its rows belong to an account (a firm's user, from the signed state of
 * the flow they started), looked up by that account on every query.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sandboxDriveFiles } from '../../db/schema/index.js';

export type SandboxFileRow = Omit<typeof sandboxDriveFiles.$inferSelect, 'content'>;

const columns = {
  id: sandboxDriveFiles.id,
  account: sandboxDriveFiles.account,
  name: sandboxDriveFiles.name,
  mimeType: sandboxDriveFiles.mimeType,
  parentId: sandboxDriveFiles.parentId,
  sizeBytes: sandboxDriveFiles.sizeBytes,
  trashed: sandboxDriveFiles.trashed,
  createdAt: sandboxDriveFiles.createdAt,
  modifiedAt: sandboxDriveFiles.modifiedAt,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listFiles(
  db: DbOrTx,
  account: string,
  filter: { parentId?: string | null; nameContains?: string; trashed: boolean },
): Promise<SandboxFileRow[]> {
  const conditions = [eq(sandboxDriveFiles.account, account), eq(sandboxDriveFiles.trashed, filter.trashed)];
  if (filter.parentId !== undefined) {
    conditions.push(
      filter.parentId === null ? isNull(sandboxDriveFiles.parentId) : eq(sandboxDriveFiles.parentId, filter.parentId),
    );
  }
  if (filter.nameContains !== undefined) {
    conditions.push(ilike(sandboxDriveFiles.name, `%${escapeLike(filter.nameContains)}%`));
  }
  return (
    db
      .select(columns)
      .from(sandboxDriveFiles)
      .where(and(...conditions))
      // Folders first, then by name, as Drive's orderBy=folder,name.
      .orderBy(
        desc(sql`${sandboxDriveFiles.mimeType} = 'application/vnd.google-apps.folder'`),
        asc(sandboxDriveFiles.name),
      )
      .limit(1000)
  );
}

export async function findFile(db: DbOrTx, account: string, id: string): Promise<SandboxFileRow | null> {
  const [row] = await db
    .select(columns)
    .from(sandboxDriveFiles)
    .where(and(eq(sandboxDriveFiles.account, account), eq(sandboxDriveFiles.id, id)))
    .limit(1);
  return row ?? null;
}

export async function readContent(db: DbOrTx, account: string, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: sandboxDriveFiles.content })
    .from(sandboxDriveFiles)
    .where(and(eq(sandboxDriveFiles.account, account), eq(sandboxDriveFiles.id, id)))
    .limit(1);
  return row?.content ?? null;
}

export async function insertFile(
  db: DbOrTx,
  values: { account: string; name: string; mimeType: string; parentId: string | null; content: Buffer | null },
): Promise<SandboxFileRow> {
  const [row] = await db
    .insert(sandboxDriveFiles)
    .values({
      id: randomBytes(18).toString('base64url'),
      ...values,
      sizeBytes: values.content ? values.content.length : null,
    })
    .returning(columns);
  return row!;
}

export async function updateFile(
  db: DbOrTx,
  account: string,
  id: string,
  changes: { name?: string; trashed?: boolean },
): Promise<SandboxFileRow | null> {
  const [row] = await db
    .update(sandboxDriveFiles)
    .set({ ...changes, modifiedAt: new Date() })
    .where(and(eq(sandboxDriveFiles.account, account), eq(sandboxDriveFiles.id, id)))
    .returning(columns);
  return row ?? null;
}

/** Deleting a folder deletes what is in it, as Drive does. */
export async function deleteFile(db: DbOrTx, account: string, id: string): Promise<boolean> {
  const deleted = await db.execute(sql`
    with recursive tree as (
      select id from ${sandboxDriveFiles} where account = ${account} and id = ${id}
      union all
      select f.id from ${sandboxDriveFiles} f join tree on f.parent_id = tree.id where f.account = ${account}
    )
    delete from ${sandboxDriveFiles} where account = ${account} and id in (select id from tree) returning id`);
  return ((deleted as { rows?: unknown[] }).rows ?? []).length > 0;
}
