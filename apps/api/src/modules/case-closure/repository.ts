/** What a case's closure report and archive read, and the export rows. */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  caseExports,
  caseMembers,
  caseTeamLeads,
  documents,
  documentVersions,
  filledForms,
  invoices,
  lawFirms,
  timeEntries,
  users,
} from '../../db/schema/index.js';

export async function firmName(db: DbOrTx, lawFirmId: number): Promise<string> {
  const [row] = await db.select({ name: lawFirms.name }).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
  return row?.name ?? '';
}

/** Team leads and members, each once, leads first. */
export async function team(db: DbOrTx, lawFirmId: number, caseId: number) {
  const leads = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(caseTeamLeads)
    .innerJoin(users, and(eq(users.id, caseTeamLeads.userId), eq(users.lawFirmId, lawFirmId)))
    .where(eq(caseTeamLeads.caseId, caseId))
    .orderBy(asc(users.fullName));
  const members = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(caseMembers)
    .innerJoin(users, and(eq(users.id, caseMembers.userId), eq(users.lawFirmId, lawFirmId)))
    .where(eq(caseMembers.caseId, caseId))
    .orderBy(asc(users.fullName));
  return { leads, members: members.filter((m) => !leads.some((l) => l.id === m.id)) };
}

/** The case's live documents with their latest version's file; filled forms say which form they hold. */
export async function caseFiles(db: DbOrTx, lawFirmId: number, caseId: number) {
  return db
    .select({
      documentId: documents.id,
      title: documents.title,
      version: documents.currentVersion,
      updatedAt: documents.updatedAt,
      storageKey: documentVersions.storageKey,
      fileName: documentVersions.fileName,
      mimeType: documentVersions.mimeType,
      sizeBytes: documentVersions.sizeBytes,
      filledFormId: filledForms.id,
      formTitle: filledForms.formTitle,
      flatten: filledForms.flatten,
    })
    .from(documents)
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)),
    )
    .leftJoin(filledForms, and(eq(filledForms.documentId, documents.id), eq(filledForms.lawFirmId, lawFirmId)))
    .where(and(eq(documents.lawFirmId, lawFirmId), eq(documents.caseId, caseId), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export async function caseInvoices(db: DbOrTx, lawFirmId: number, caseId: number) {
  return db
    .select({
      number: invoices.invoiceNumber,
      type: invoices.type,
      dateIssued: invoices.dateIssued,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(and(eq(invoices.lawFirmId, lawFirmId), eq(invoices.caseId, caseId)))
    .orderBy(asc(invoices.dateIssued), asc(invoices.id));
}

/** Recorded time on the case: all of it, and the billable part with its value (rounded per entry). */
export async function caseTime(db: DbOrTx, lawFirmId: number, caseId: number) {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(sum(${timeEntries.durationSeconds}), 0)`.mapWith(Number),
      billableSeconds:
        sql<number>`coalesce(sum(${timeEntries.durationSeconds}) filter (where ${timeEntries.billable}), 0)`.mapWith(
          Number,
        ),
      billableCents:
        sql<number>`coalesce(sum(round(${timeEntries.durationSeconds}::numeric * ${timeEntries.hourlyRateCents} / 3600)) filter (where ${timeEntries.billable}), 0)`.mapWith(
          Number,
        ),
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.lawFirmId, lawFirmId), eq(timeEntries.caseId, caseId), eq(timeEntries.running, false)));
  return row ?? { seconds: 0, billableSeconds: 0, billableCents: 0 };
}

export async function insertExport(tx: DbOrTx, values: typeof caseExports.$inferInsert): Promise<number> {
  const [row] = await tx.insert(caseExports).values(values).returning({ id: caseExports.id });
  return row!.id;
}

/** An export by its link's token hash, with the document file it hands out. */
export async function exportByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: caseExports.id,
      lawFirmId: caseExports.lawFirmId,
      expiresAt: caseExports.expiresAt,
      format: caseExports.format,
      storageKey: documentVersions.storageKey,
      fileName: documentVersions.fileName,
      mimeType: documentVersions.mimeType,
      sizeBytes: documentVersions.sizeBytes,
    })
    .from(caseExports)
    .innerJoin(documents, eq(documents.id, caseExports.documentId))
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)),
    )
    .where(eq(caseExports.tokenHash, tokenHash))
    .orderBy(desc(caseExports.id))
    .limit(1);
  return row ?? null;
}

export async function markDownloaded(db: DbOrTx, id: number): Promise<void> {
  await db.update(caseExports).set({ downloadedAt: new Date() }).where(eq(caseExports.id, id));
}
