/** What a case's closure report and archive read, and the export rows. */
import { and, asc, count, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import {
  caseExports,
  caseMembers,
  caseTeamLeads,
  clients,
  contacts,
  documents,
  documentVersions,
  filledForms,
  invoices,
  lawFirms,
  timeEntries,
  users,
} from '../../../db/schema/index.js';

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

/**
 * The case's live documents with their latest version's file; filled forms say which form they hold. The
 * case's own closure exports are not among them: each would hold every export before it.
 */
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
    .where(
      and(
        eq(documents.lawFirmId, lawFirmId),
        eq(documents.caseId, caseId),
        isNull(documents.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(caseExports)
            .where(and(eq(caseExports.lawFirmId, lawFirmId), eq(caseExports.documentId, documents.id))),
        ),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export type CaseFile = Awaited<ReturnType<typeof caseFiles>>[number];

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

/** The case's exports still kept: those whose document is not deleted. */
export async function liveExportCount(db: DbOrTx, lawFirmId: number, caseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(caseExports)
    .innerJoin(documents, and(eq(documents.id, caseExports.documentId), eq(documents.lawFirmId, lawFirmId)))
    .where(and(eq(caseExports.lawFirmId, lawFirmId), eq(caseExports.caseId, caseId), isNull(documents.deletedAt)));
  return row?.n ?? 0;
}

/**
 * True when `email` (lower-cased) is the case's client's, one of the case's contacts' (the one it was opened
 * for, the organisation's primary contact), or an active member of the firm's staff (which takes in the
 * case's team).
 */
export async function isAllowedRecipient(
  db: DbOrTx,
  lawFirmId: number,
  target: { clientId: number; contactIds: number[] },
  email: string,
): Promise<boolean> {
  const matches = (column: AnyPgColumn) => sql`lower(${column}) = ${email}`;
  const client = db
    .select({ one: sql`1` })
    .from(clients)
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, target.clientId), matches(clients.email)));
  const contact = db
    .select({ one: sql`1` })
    .from(contacts)
    .where(
      and(
        eq(contacts.lawFirmId, lawFirmId),
        isNull(contacts.deletedAt),
        matches(contacts.email),
        or(
          // The client's own contact, and the contacts the case names.
          and(eq(contacts.relatedEntityType, 'client'), eq(contacts.relatedEntityId, target.clientId)),
          target.contactIds.length > 0 ? inArray(contacts.id, target.contactIds) : sql`false`,
        ),
      ),
    );
  const staff = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt), matches(users.email)));
  const [row] = await db
    .select({ allowed: sql<boolean>`exists (${client}) or exists (${contact}) or exists (${staff})` })
    .from(lawFirms)
    .where(eq(lawFirms.id, lawFirmId));
  return row?.allowed === true;
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
      revokedAt: caseExports.revokedAt,
      documentDeletedAt: documents.deletedAt,
      format: caseExports.format,
      storageKey: documentVersions.storageKey,
      fileName: documentVersions.fileName,
      mimeType: documentVersions.mimeType,
      sizeBytes: documentVersions.sizeBytes,
    })
    .from(caseExports)
    .innerJoin(documents, and(eq(documents.id, caseExports.documentId), eq(documents.lawFirmId, caseExports.lawFirmId)))
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)),
    )
    .where(eq(caseExports.tokenHash, tokenHash))
    .orderBy(desc(caseExports.id))
    .limit(1);
  return row ?? null;
}

export async function markDownloaded(db: DbOrTx, lawFirmId: number, id: number): Promise<void> {
  await db
    .update(caseExports)
    .set({ downloadedAt: new Date() })
    .where(and(eq(caseExports.lawFirmId, lawFirmId), eq(caseExports.id, id)));
}

/** The case's exports, newest first, each with whether its document is still kept. */
export async function listExports(db: DbOrTx, lawFirmId: number, caseId: number) {
  return db
    .select({
      id: caseExports.id,
      format: caseExports.format,
      documentId: caseExports.documentId,
      documentDeletedAt: documents.deletedAt,
      hasLink: sql<boolean>`${caseExports.tokenHash} is not null`,
      sentTo: caseExports.sentTo,
      expiresAt: caseExports.expiresAt,
      downloadedAt: caseExports.downloadedAt,
      revokedAt: caseExports.revokedAt,
      createdAt: caseExports.createdAt,
      createdByUserId: caseExports.createdByUserId,
    })
    .from(caseExports)
    .innerJoin(documents, and(eq(documents.id, caseExports.documentId), eq(documents.lawFirmId, lawFirmId)))
    .where(and(eq(caseExports.lawFirmId, lawFirmId), eq(caseExports.caseId, caseId)))
    .orderBy(desc(caseExports.createdAt), desc(caseExports.id));
}

/** One export of the case, locked, or null (another firm's, another case's, unknown). */
export async function findExportForUpdate(db: DbOrTx, lawFirmId: number, caseId: number, exportId: number) {
  const [row] = await db
    .select({ id: caseExports.id, tokenHash: caseExports.tokenHash, revokedAt: caseExports.revokedAt })
    .from(caseExports)
    .where(and(eq(caseExports.lawFirmId, lawFirmId), eq(caseExports.caseId, caseId), eq(caseExports.id, exportId)))
    .for('update');
  return row ?? null;
}

export async function markRevoked(db: DbOrTx, lawFirmId: number, exportId: number, at: Date): Promise<void> {
  await db
    .update(caseExports)
    .set({ revokedAt: at })
    .where(and(eq(caseExports.lawFirmId, lawFirmId), eq(caseExports.id, exportId)));
}
