/** Queries of document folders and the documents they hold, always within one firm; deleted rows never show. */

import { clientFullName } from '@counsel/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/patterns.js';
import { clients, documentDirectories, documents, documentVersions } from '../../db/schema/index.js';
import type { DocumentWithFile } from '../documents/records.js';

export type DirectoryRow = typeof documentDirectories.$inferSelect;

const liveDirectory = (lawFirmId: number) =>
  and(eq(documentDirectories.lawFirmId, lawFirmId), isNull(documentDirectories.deletedAt));
const liveDocument = (lawFirmId: number) => and(eq(documents.lawFirmId, lawFirmId), isNull(documents.deletedAt));
const underParent = (parentId: number | null) =>
  parentId === null ? isNull(documentDirectories.parentId) : eq(documentDirectories.parentId, parentId);
const inDirectory = (directoryId: number | null) =>
  directoryId === null ? isNull(documents.directoryId) : eq(documents.directoryId, directoryId);

/** Every live folder of the firm: a firm has hundreds, not millions, so one read builds the whole tree. */
export function tree(db: DbOrTx, lawFirmId: number): Promise<DirectoryRow[]> {
  return db.select().from(documentDirectories).where(liveDirectory(lawFirmId));
}

export async function findDirectory(db: DbOrTx, lawFirmId: number, id: number): Promise<DirectoryRow | null> {
  const [row] = await db
    .select()
    .from(documentDirectories)
    .where(and(liveDirectory(lawFirmId), eq(documentDirectories.id, id)))
    .limit(1);
  return row ?? null;
}

/** True when a live sibling (under parentId) already has this name, ignoring case. */
export async function nameTaken(
  db: DbOrTx,
  lawFirmId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const conditions: SQL[] = [
    liveDirectory(lawFirmId)!,
    underParent(parentId),
    sql`lower(${documentDirectories.name}) = lower(${name})`,
  ];
  if (exceptId !== undefined) conditions.push(sql`${documentDirectories.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: documentDirectories.id })
    .from(documentDirectories)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function insertDirectory(
  db: DbOrTx,
  values: { lawFirmId: number; parentId: number | null; name: string; userId: number },
): Promise<DirectoryRow> {
  const [row] = await db
    .insert(documentDirectories)
    .values({
      lawFirmId: values.lawFirmId,
      parentId: values.parentId,
      name: values.name,
      createdByUserId: values.userId,
    })
    .returning();
  return row!;
}

export async function updateDirectory(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  changes: { name?: string; parentId?: number | null },
): Promise<DirectoryRow | null> {
  const [row] = await db
    .update(documentDirectories)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(liveDirectory(lawFirmId), eq(documentDirectories.id, id)))
    .returning();
  return row ?? null;
}

/** Live sub-folders and live documents directly inside a folder. */
export async function holds(db: DbOrTx, lawFirmId: number, id: number): Promise<number> {
  const [folders] = await db
    .select({ n: count() })
    .from(documentDirectories)
    .where(and(liveDirectory(lawFirmId), eq(documentDirectories.parentId, id)));
  const [files] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(liveDocument(lawFirmId), eq(documents.directoryId, id)));
  return (folders?.n ?? 0) + (files?.n ?? 0);
}

export async function softDeleteDirectory(db: DbOrTx, lawFirmId: number, id: number, userId: number) {
  const rows = await db
    .update(documentDirectories)
    .set({ deletedAt: new Date(), deletedByUserId: userId })
    .where(and(liveDirectory(lawFirmId), eq(documentDirectories.id, id)))
    .returning({ id: documentDirectories.id });
  return rows.length > 0;
}

/**
 * Which folders and documents a page shows. Without q: the folder's direct children. With q: matches
 * anywhere below it (`scope` lists the folder and its descendants; null means the whole firm).
 */
export interface ContentsFilter {
  directoryId: number | null;
  q?: string | undefined;
  scope: number[] | null;
}

function folderWhere(lawFirmId: number, filter: ContentsFilter) {
  if (!filter.q) return and(liveDirectory(lawFirmId), underParent(filter.directoryId));
  const conditions: SQL[] = [liveDirectory(lawFirmId)!, ilike(documentDirectories.name, containsPattern(filter.q))];
  if (filter.scope) {
    // Below the folder: a parent inside the scope (the folder itself is not its own match).
    conditions.push(inArray(documentDirectories.parentId, filter.scope));
  }
  return and(...conditions);
}

function documentWhere(lawFirmId: number, filter: ContentsFilter) {
  if (!filter.q) return and(liveDocument(lawFirmId), inDirectory(filter.directoryId));
  const conditions: SQL[] = [liveDocument(lawFirmId)!, ilike(documents.title, containsPattern(filter.q))];
  if (filter.scope) conditions.push(inArray(documents.directoryId, filter.scope));
  return and(...conditions);
}

export async function countContents(db: DbOrTx, lawFirmId: number, filter: ContentsFilter) {
  const [folders] = await db.select({ n: count() }).from(documentDirectories).where(folderWhere(lawFirmId, filter));
  const [files] = await db.select({ n: count() }).from(documents).where(documentWhere(lawFirmId, filter));
  return { folders: folders?.n ?? 0, documents: files?.n ?? 0 };
}

export function pageOfFolders(db: DbOrTx, lawFirmId: number, filter: ContentsFilter, limit: number, offset: number) {
  return db
    .select()
    .from(documentDirectories)
    .where(folderWhere(lawFirmId, filter))
    .orderBy(sql`lower(${documentDirectories.name})`, asc(documentDirectories.id))
    .limit(limit)
    .offset(offset);
}

export async function pageOfDocuments(
  db: DbOrTx,
  lawFirmId: number,
  filter: ContentsFilter,
  limit: number,
  offset: number,
): Promise<DocumentWithFile[]> {
  const rows = await db
    .select({
      document: documents,
      file: documentVersions,
      client: { first_name: clients.firstName, middle_name: clients.middleName, last_name: clients.lastName },
    })
    .from(documents)
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)),
    )
    // A folder mixes the clients' documents, so each names its client.
    .innerJoin(clients, and(eq(clients.id, documents.clientId), eq(clients.lawFirmId, lawFirmId)))
    .where(documentWhere(lawFirmId, filter))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.document, file: row.file, clientName: clientFullName(row.client) }));
}

export async function moveDocument(db: DbOrTx, lawFirmId: number, id: number, directoryId: number | null) {
  const rows = await db
    .update(documents)
    .set({ directoryId, updatedAt: new Date() })
    .where(and(liveDocument(lawFirmId), eq(documents.id, id)))
    .returning({ id: documents.id });
  return rows.length > 0;
}
