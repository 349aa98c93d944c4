/**
 * Queries of a receipt's tracked status: its history rows, the receipts the daily re-check asks about, the
 * people a change is told to, and the week's changes. Every query is filtered by the firm's id, except the
 * re-check's list of every firm's open receipts, which carries each row's firm on to every later query.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  caseMembers,
  caseReceiptStatusHistory,
  caseReceipts,
  cases,
  caseTeamLeads,
  lawFirms,
  users,
} from '../../db/schema/index.js';

export type HistoryRow = typeof caseReceiptStatusHistory.$inferSelect;
export type NewHistoryRow = Omit<typeof caseReceiptStatusHistory.$inferInsert, 'id' | 'createdAt'>;

/** The firm's receipt of that number, locked for the caller's transaction, with what a change compares. */
export async function lockReceiptByNumber(tx: DbOrTx, lawFirmId: number, receiptNumber: string) {
  const [row] = await tx
    .select()
    .from(caseReceipts)
    .where(and(eq(caseReceipts.lawFirmId, lawFirmId), eq(caseReceipts.receiptNumber, receiptNumber)))
    .for('update');
  return row ?? null;
}

/** Writes what a lookup found on the receipt (the caller holds its lock). */
export async function writeStatus(
  tx: DbOrTx,
  lawFirmId: number,
  id: number,
  values: Pick<
    Partial<typeof caseReceipts.$inferInsert>,
    'status' | 'statusDescription' | 'formType' | 'submittedDate' | 'modifiedDate' | 'statusFinal' | 'lastCheckedAt'
  >,
) {
  await tx
    .update(caseReceipts)
    .set(values)
    .where(and(eq(caseReceipts.id, id), eq(caseReceipts.lawFirmId, lawFirmId)));
}

/** A history row locked for the caller's transaction. */
export async function lockHistoryRow(tx: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await tx
    .select()
    .from(caseReceiptStatusHistory)
    .where(and(eq(caseReceiptStatusHistory.id, id), eq(caseReceiptStatusHistory.lawFirmId, lawFirmId)))
    .for('update');
  return row ?? null;
}

/** Inserts a change; answers null when that very status was kept already (the unique index decides). */
export async function insertHistory(tx: DbOrTx, values: NewHistoryRow): Promise<HistoryRow | null> {
  const [row] = await tx
    .insert(caseReceiptStatusHistory)
    .values(values)
    .onConflictDoNothing({
      target: [
        caseReceiptStatusHistory.caseReceiptId,
        caseReceiptStatusHistory.status,
        caseReceiptStatusHistory.statusDescription,
      ],
    })
    .returning();
  return row ?? null;
}

/** A receipt's history, newest first. */
export function historyOf(db: DbOrTx, lawFirmId: number, caseReceiptIds: readonly number[]) {
  if (caseReceiptIds.length === 0) return Promise.resolve([] as HistoryRow[]);
  return db
    .select()
    .from(caseReceiptStatusHistory)
    .where(
      and(
        eq(caseReceiptStatusHistory.lawFirmId, lawFirmId),
        inArray(caseReceiptStatusHistory.caseReceiptId, [...caseReceiptIds]),
      ),
    )
    .orderBy(desc(caseReceiptStatusHistory.changedAt), desc(caseReceiptStatusHistory.id))
    .limit(500);
}

/** Claims the telling of a change: true for the one caller that set notified_at. */
export async function claimNotice(db: DbOrTx, lawFirmId: number, historyId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(caseReceiptStatusHistory)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(caseReceiptStatusHistory.id, historyId),
        eq(caseReceiptStatusHistory.lawFirmId, lawFirmId),
        isNull(caseReceiptStatusHistory.notifiedAt),
      ),
    )
    .returning({ id: caseReceiptStatusHistory.id });
  return rows.length > 0;
}

/** Records the appointment a notice became. */
export async function setAppointment(db: DbOrTx, lawFirmId: number, historyId: number, appointmentId: number) {
  await db
    .update(caseReceiptStatusHistory)
    .set({ appointmentId })
    .where(and(eq(caseReceiptStatusHistory.id, historyId), eq(caseReceiptStatusHistory.lawFirmId, lawFirmId)));
}

/** The case a receipt is kept on, with its client and the firm's time zone. */
export async function receiptCase(db: DbOrTx, lawFirmId: number, caseReceiptId: number) {
  const [row] = await db
    .select({
      caseId: cases.id,
      caseTitle: cases.title,
      clientId: cases.clientId,
      receiptNumber: caseReceipts.receiptNumber,
      createdByUserId: caseReceipts.createdByUserId,
      timeZone: lawFirms.timeZone,
    })
    .from(caseReceipts)
    .innerJoin(cases, and(eq(cases.id, caseReceipts.caseId), eq(cases.lawFirmId, lawFirmId)))
    .innerJoin(lawFirms, eq(lawFirms.id, caseReceipts.lawFirmId))
    .where(and(eq(caseReceipts.id, caseReceiptId), eq(caseReceipts.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** The case's team leads, then its assigned employees: the active ones, each once, leads first. */
export async function caseTeam(db: DbOrTx, lawFirmId: number, caseId: number) {
  const person = { id: users.id, fullName: users.fullName, email: users.email, locale: users.locale };
  const active = and(eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt));
  const [leads, members] = await Promise.all([
    db
      .select(person)
      .from(caseTeamLeads)
      .innerJoin(users, eq(users.id, caseTeamLeads.userId))
      .where(and(eq(caseTeamLeads.caseId, caseId), active))
      .orderBy(asc(users.id)),
    db
      .select(person)
      .from(caseMembers)
      .innerJoin(users, eq(users.id, caseMembers.userId))
      .where(and(eq(caseMembers.caseId, caseId), active))
      .orderBy(asc(users.id)),
  ]);
  const seen = new Set<number>();
  return [...leads, ...members].filter((user) => !seen.has(user.id) && seen.add(user.id));
}

/**
 * Every firm's receipts the daily re-check asks about: not in a final state, on a case that is not closed,
 * and not checked since `checkedBefore`; least recently checked first. Of every firm, or of one.
 */
export function dueReceipts(db: DbOrTx, checkedBefore: Date, limit: number, lawFirmId?: number) {
  return db
    .select({
      id: caseReceipts.id,
      lawFirmId: caseReceipts.lawFirmId,
      receiptNumber: caseReceipts.receiptNumber,
      status: caseReceipts.status,
      formType: caseReceipts.formType,
    })
    .from(caseReceipts)
    .innerJoin(cases, and(eq(cases.id, caseReceipts.caseId), eq(cases.lawFirmId, caseReceipts.lawFirmId)))
    .where(
      and(
        eq(caseReceipts.statusFinal, false),
        ...(lawFirmId === undefined ? [] : [eq(caseReceipts.lawFirmId, lawFirmId)]),
        sql`${cases.status} <> 'CLOSED'`,
        or(isNull(caseReceipts.lastCheckedAt), lt(caseReceipts.lastCheckedAt, checkedBefore)),
      ),
    )
    .orderBy(sql`${caseReceipts.lastCheckedAt} asc nulls first`, asc(caseReceipts.id))
    .limit(limit);
}

/** Marks a receipt checked when USCIS's answer changed nothing. */
export async function markChecked(db: DbOrTx, lawFirmId: number, caseReceiptId: number, now: Date) {
  await db
    .update(caseReceipts)
    .set({ lastCheckedAt: now })
    .where(and(eq(caseReceipts.id, caseReceiptId), eq(caseReceipts.lawFirmId, lawFirmId)));
}

/** The firm's changes found since `since`: how many receipts, and the latest ones with their case. */
export async function changesSince(db: DbOrTx, lawFirmId: number, since: Date, limit: number) {
  const window = and(
    eq(caseReceiptStatusHistory.lawFirmId, lawFirmId),
    eq(caseReceiptStatusHistory.hadPrevious, true),
    gte(caseReceiptStatusHistory.checkedAt, since),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        entry: caseReceiptStatusHistory,
        receiptNumber: caseReceipts.receiptNumber,
        caseId: cases.id,
        caseTitle: cases.title,
        clientId: cases.clientId,
      })
      .from(caseReceiptStatusHistory)
      .innerJoin(
        caseReceipts,
        and(eq(caseReceipts.id, caseReceiptStatusHistory.caseReceiptId), eq(caseReceipts.lawFirmId, lawFirmId)),
      )
      .innerJoin(cases, and(eq(cases.id, caseReceipts.caseId), eq(cases.lawFirmId, lawFirmId)))
      .where(window)
      .orderBy(desc(caseReceiptStatusHistory.checkedAt), desc(caseReceiptStatusHistory.id))
      .limit(limit),
    db
      .select({ n: count(sql`distinct ${caseReceiptStatusHistory.caseReceiptId}`) })
      .from(caseReceiptStatusHistory)
      .where(window),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The receipts on the cases of the given clients of the firm (the portal's), newest first; one when `id`. */
export function clientReceipts(db: DbOrTx, lawFirmId: number, clientIds: readonly number[], id?: number) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({ receipt: caseReceipts, caseTitle: cases.title })
    .from(caseReceipts)
    .innerJoin(cases, and(eq(cases.id, caseReceipts.caseId), eq(cases.lawFirmId, lawFirmId)))
    .where(
      and(
        eq(caseReceipts.lawFirmId, lawFirmId),
        inArray(cases.clientId, [...clientIds]),
        ...(id === undefined ? [] : [eq(caseReceipts.id, id)]),
      ),
    )
    .orderBy(desc(caseReceipts.createdAt), desc(caseReceipts.id))
    .limit(100);
}

/** Whether the receipt is still one the re-check asks about (a queued check may find it decided since). */
export async function stillDue(db: DbOrTx, lawFirmId: number, id: number, checkedBefore: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: caseReceipts.id })
    .from(caseReceipts)
    .where(
      and(
        eq(caseReceipts.id, id),
        eq(caseReceipts.lawFirmId, lawFirmId),
        eq(caseReceipts.statusFinal, false),
        or(isNull(caseReceipts.lastCheckedAt), lt(caseReceipts.lastCheckedAt, checkedBefore)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
