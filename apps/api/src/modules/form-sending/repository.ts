/** Queries of sent forms, their links and attachments. Staff queries always name the firm. */
import { and, count, desc, eq, gt, inArray, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  cases,
  clients,
  documents,
  lawFirms,
  sentFormAttachments,
  sentFormLinks,
  sentForms,
  users,
} from '../../db/schema/index.js';

export type SentFormRow = typeof sentForms.$inferSelect;
export type NewSentForm = Omit<typeof sentForms.$inferInsert, 'id'>;
export type SentFormChanges = Partial<Omit<SentFormRow, 'id' | 'lawFirmId' | 'clientId'>>;

/** Stored states a link still works in; past expires_at they read as 'expired'. */
export const LIVE_STATUSES = ['sent', 'opened', 'in_progress'] as const;

/** The status the staff see: a live form past its date is 'expired' (computed, never stored). */
export const shownStatus = sql<string>`case when ${sentForms.status} in ('sent', 'opened', 'in_progress') and ${sentForms.expiresAt} < now() then 'expired' else ${sentForms.status} end`;

export async function insertSentForm(db: DbOrTx, values: NewSentForm): Promise<SentFormRow> {
  const [row] = await db.insert(sentForms).values(values).returning();
  return row!;
}

export async function insertLink(db: DbOrTx, sentFormId: number, tokenHash: string): Promise<number> {
  const [row] = await db.insert(sentFormLinks).values({ sentFormId, tokenHash }).returning({ id: sentFormLinks.id });
  return row!.id;
}

export async function deleteLink(db: DbOrTx, linkId: number): Promise<void> {
  await db.delete(sentFormLinks).where(eq(sentFormLinks.id, linkId));
}

/** Removes every link of the form but `keepLinkId`: a link killed by a resend then reads as unknown. */
export async function deleteLinksExcept(db: DbOrTx, sentFormId: number, keepLinkId: number): Promise<void> {
  await db.delete(sentFormLinks).where(and(eq(sentFormLinks.sentFormId, sentFormId), ne(sentFormLinks.id, keepLinkId)));
}

/** Deletes a form whose first mail could not go out (its links go with it). */
export async function deleteSentForm(db: DbOrTx, id: number): Promise<void> {
  await db.delete(sentForms).where(eq(sentForms.id, id));
}

export async function lockSentForm(db: DbOrTx, lawFirmId: number, id: number): Promise<SentFormRow | null> {
  const [row] = await db
    .select()
    .from(sentForms)
    .where(and(eq(sentForms.lawFirmId, lawFirmId), eq(sentForms.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateSentForm(db: DbOrTx, id: number, changes: SentFormChanges): Promise<SentFormRow> {
  const [row] = await db.update(sentForms).set(changes).where(eq(sentForms.id, id)).returning();
  return row!;
}

/** What the client's calls read of a form: the form, the firm's name and time zone, and the client's name. */
export const reachedColumns = {
  form: sentForms,
  firmName: lawFirms.name,
  firmTimeZone: lawFirms.timeZone,
  client: { firstName: clients.firstName, middleName: clients.middleName, lastName: clients.lastName },
};
export interface ReachedForm {
  form: SentFormRow;
  firmName: string;
  firmTimeZone: string;
  client: { firstName: string; middleName: string | null; lastName: string };
}

/** The form behind a link token's hash, or null for an unknown link. */
export async function findByTokenHash(db: DbOrTx, tokenHash: string, forUpdate = false): Promise<ReachedForm | null> {
  const query = db
    .select(reachedColumns)
    .from(sentFormLinks)
    .innerJoin(sentForms, eq(sentForms.id, sentFormLinks.sentFormId))
    .innerJoin(lawFirms, eq(lawFirms.id, sentForms.lawFirmId))
    .innerJoin(clients, eq(clients.id, sentForms.clientId))
    .where(eq(sentFormLinks.tokenHash, tokenHash))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: sentForms }) : await query;
  return row ?? null;
}

/** The live documents of the firm among `ids` that belong to the client, with their titles. */
export function clientDocuments(db: DbOrTx, lawFirmId: number, clientId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .where(
      and(
        eq(documents.lawFirmId, lawFirmId),
        eq(documents.clientId, clientId),
        isNull(documents.deletedAt),
        inArray(documents.id, [...ids]),
      ),
    )
    .orderBy(documents.id);
}

/** The live documents of the firm among `ids` (one query for a page of forms). */
export function documentTitles(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .where(and(eq(documents.lawFirmId, lawFirmId), isNull(documents.deletedAt), inArray(documents.id, [...ids])));
}

export async function insertAttachment(db: DbOrTx, sentFormId: number, documentId: number, requested: string) {
  await db.insert(sentFormAttachments).values({ sentFormId, documentId, requested });
}

/** What the client attached to these forms (live documents only), oldest first. */
export function attachmentsOf(db: DbOrTx, sentFormIds: readonly number[]) {
  if (sentFormIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sentFormId: sentFormAttachments.sentFormId,
      id: documents.id,
      title: documents.title,
      requested: sentFormAttachments.requested,
    })
    .from(sentFormAttachments)
    .innerJoin(documents, eq(documents.id, sentFormAttachments.documentId))
    .where(and(inArray(sentFormAttachments.sentFormId, [...sentFormIds]), isNull(documents.deletedAt)))
    .orderBy(sentFormAttachments.id);
}

export interface ListFilter {
  lawFirmId: number;
  clientId?: number | undefined;
  caseId?: number | undefined;
  /** A status as the staff see it ('expired' included). */
  status?: string | undefined;
  onlyId?: number | undefined;
  page: number;
  pageSize: number;
}

function statusCondition(status: string): SQL {
  const live = inArray(sentForms.status, [...LIVE_STATUSES]);
  if (status === 'expired') return and(live, lt(sentForms.expiresAt, sql`now()`))!;
  if ((LIVE_STATUSES as readonly string[]).includes(status)) {
    return and(eq(sentForms.status, status), sql`${sentForms.expiresAt} >= now()`)!;
  }
  return eq(sentForms.status, status);
}

const sender = alias(users, 'sender');
const filled = alias(documents, 'filled_document');

/** One page of sent forms, newest first, with client, case, sender and filled document in the same query. */
export async function listSentForms(db: DbOrTx, filter: ListFilter) {
  const conditions: SQL[] = [eq(sentForms.lawFirmId, filter.lawFirmId)];
  if (filter.clientId !== undefined) conditions.push(eq(sentForms.clientId, filter.clientId));
  if (filter.caseId !== undefined) conditions.push(eq(sentForms.caseId, filter.caseId));
  if (filter.status) conditions.push(statusCondition(filter.status));
  if (filter.onlyId !== undefined) conditions.push(eq(sentForms.id, filter.onlyId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        form: sentForms,
        status: shownStatus,
        client: {
          firstName: clients.firstName,
          middleName: clients.middleName,
          lastName: clients.lastName,
          email: clients.email,
        },
        caseTitle: cases.title,
        sender: { id: sender.id, fullName: sender.fullName },
        document: { id: filled.id, title: filled.title, deletedAt: filled.deletedAt },
      })
      .from(sentForms)
      .innerJoin(clients, eq(clients.id, sentForms.clientId))
      .leftJoin(cases, eq(cases.id, sentForms.caseId))
      .leftJoin(sender, eq(sender.id, sentForms.sentByUserId))
      .leftJoin(filled, eq(filled.id, sentForms.documentId))
      .where(where)
      .orderBy(desc(sentForms.sentAt), desc(sentForms.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(sentForms).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function reminderDays(db: DbOrTx, lawFirmId: number): Promise<number> {
  const [row] = await db
    .select({ days: lawFirms.formReminderDays })
    .from(lawFirms)
    .where(eq(lawFirms.id, lawFirmId))
    .limit(1);
  return row?.days ?? 0;
}

export async function setReminderDays(db: DbOrTx, lawFirmId: number, days: number): Promise<void> {
  await db.update(lawFirms).set({ formReminderDays: days }).where(eq(lawFirms.id, lawFirmId));
}

/**
 * Forms due a reminder at `now`: live, not past their date, and sent (or last reminded) at least the
 * firm's reminder days ago; firms with reminders off (0) are left out.
 */
export function dueReminders(db: DbOrTx, now: Date) {
  return db
    .select({ id: sentForms.id, lawFirmId: sentForms.lawFirmId })
    .from(sentForms)
    .innerJoin(lawFirms, eq(lawFirms.id, sentForms.lawFirmId))
    .where(
      and(
        inArray(sentForms.status, [...LIVE_STATUSES]),
        gt(sentForms.expiresAt, now),
        gt(lawFirms.formReminderDays, 0),
        lte(
          sql`coalesce(${sentForms.remindedAt}, ${sentForms.sentAt})`,
          sql`${now.toISOString()}::timestamptz - make_interval(days => ${lawFirms.formReminderDays})`,
        ),
      ),
    )
    .orderBy(sentForms.id);
}

/** The client's name and address, and the firm's name, for a mail to the client. */
export async function mailFacts(db: DbOrTx, lawFirmId: number, clientId: number) {
  const [row] = await db
    .select({
      firmName: lawFirms.name,
      firstName: clients.firstName,
      middleName: clients.middleName,
      lastName: clients.lastName,
      email: clients.email,
    })
    .from(clients)
    .innerJoin(lawFirms, eq(lawFirms.id, clients.lawFirmId))
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, clientId)))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
