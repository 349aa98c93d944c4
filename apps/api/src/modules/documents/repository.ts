/** Queries of documents and their versions, always within one firm; deleted documents are never found. */
import { and, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/patterns.js';
import { documentDirectories, documents, documentVersions, filledForms, users } from '../../db/schema/index.js';

export type DocumentRow = typeof documents.$inferSelect;
export type VersionRow = typeof documentVersions.$inferSelect;
/** A document with its current version's file. */
export type DocumentWithFile = DocumentRow & {
  file: VersionRow;
  filledFormId?: number | null;
  /** Where a list mixes clients: the client's full name. */
  clientName?: string;
};

// The filled form a document was saved from, so the lists can offer to reopen it.
const filledFormOfDocument = sql<
  number | null
>`(select ${filledForms.id} from ${filledForms} where ${filledForms.documentId} = ${documents.id} limit 1)`;

/** A live folder of the firm, for uploads filed straight into it. */
export async function findDirectory(db: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await db
    .select({ id: documentDirectories.id })
    .from(documentDirectories)
    .where(
      and(
        eq(documentDirectories.id, id),
        eq(documentDirectories.lawFirmId, lawFirmId),
        isNull(documentDirectories.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

const live = (lawFirmId: number) => and(eq(documents.lawFirmId, lawFirmId), isNull(documents.deletedAt));

export interface Page {
  limit: number;
  offset: number;
}

async function listWhere(db: DbOrTx, where: SQL | undefined, page?: Page): Promise<DocumentWithFile[]> {
  const query = db
    .select({ document: documents, file: documentVersions, filledFormId: filledFormOfDocument })
    .from(documents)
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)),
    )
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map((row) => ({ ...row.document, file: row.file, filledFormId: row.filledFormId }));
}

/** One page of the documents matching `where`, and how many match in all. */
async function pageWhere(db: DbOrTx, where: SQL | undefined, page: Page) {
  const [rows, [total]] = await Promise.all([
    listWhere(db, where, page),
    db.select({ value: count() }).from(documents).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A title containing the search text, any case; no condition for a blank search. */
const titleMatches = (search: string | undefined) =>
  search ? ilike(documents.title, containsPattern(search)) : undefined;

export function listGeneral(db: DbOrTx, lawFirmId: number, clientId: number, page: Page, search?: string) {
  return pageWhere(
    db,
    and(live(lawFirmId), eq(documents.clientId, clientId), isNull(documents.caseId), titleMatches(search)),
    page,
  );
}

export function listOfCase(db: DbOrTx, lawFirmId: number, caseId: number, page: Page, search?: string) {
  return pageWhere(db, and(live(lawFirmId), eq(documents.caseId, caseId), titleMatches(search)), page);
}

export async function findDocument(db: DbOrTx, lawFirmId: number, id: number): Promise<DocumentWithFile | null> {
  const [row] = await listWhere(db, and(live(lawFirmId), eq(documents.id, id)));
  return row ?? null;
}

/** Every version of a document, newest first, each with the name of the employee who saved it. */
export async function listVersions(db: DbOrTx, lawFirmId: number, documentId: number) {
  const rows = await db
    .select({ version: documentVersions, authorName: users.fullName })
    .from(documentVersions)
    .leftJoin(users, and(eq(users.id, documentVersions.createdByUserId), eq(users.lawFirmId, lawFirmId)))
    .where(and(eq(documentVersions.lawFirmId, lawFirmId), eq(documentVersions.documentId, documentId)))
    .orderBy(desc(documentVersions.version));
  return rows.map((row) => ({ ...row.version, authorName: row.authorName }));
}

export async function findVersion(db: DbOrTx, lawFirmId: number, documentId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.lawFirmId, lawFirmId),
        eq(documentVersions.documentId, documentId),
        eq(documentVersions.id, versionId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface NewFile {
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

export async function insertDocument(
  db: DbOrTx,
  values: {
    lawFirmId: number;
    clientId: number;
    caseId: number | null;
    directoryId?: number | null;
    title: string;
    userId: number | null;
  },
  file: NewFile,
): Promise<DocumentWithFile> {
  const [document] = await db
    .insert(documents)
    .values({
      lawFirmId: values.lawFirmId,
      clientId: values.clientId,
      caseId: values.caseId,
      directoryId: values.directoryId ?? null,
      title: values.title,
      createdByUserId: values.userId,
    })
    .returning();
  const [version] = await db
    .insert(documentVersions)
    .values({
      ...file,
      lawFirmId: values.lawFirmId,
      documentId: document!.id,
      version: 1,
      createdByUserId: values.userId,
    })
    .returning();
  // A new document is no filled form yet: create-filled-form links one in the same transaction.
  return { ...document!, file: version!, filledFormId: null };
}

/** Adds the next version and makes it current; the row lock keeps two saves from taking the same number. */
export async function addVersion(db: DbOrTx, lawFirmId: number, documentId: number, userId: number, file: NewFile) {
  const [locked] = await db
    .select({ current: documents.currentVersion })
    .from(documents)
    .where(and(live(lawFirmId), eq(documents.id, documentId)))
    .for('update');
  if (!locked) return null;
  const next = locked.current + 1;
  await db.insert(documentVersions).values({ ...file, lawFirmId, documentId, version: next, createdByUserId: userId });
  await db.update(documents).set({ currentVersion: next, updatedAt: sql`now()` }).where(eq(documents.id, documentId));
  return next;
}

export async function softDelete(db: DbOrTx, lawFirmId: number, id: number, userId: number) {
  const rows = await db
    .update(documents)
    .set({ deletedAt: new Date(), deletedByUserId: userId })
    .where(and(live(lawFirmId), eq(documents.id, id)))
    .returning({ id: documents.id });
  return rows.length > 0;
}
