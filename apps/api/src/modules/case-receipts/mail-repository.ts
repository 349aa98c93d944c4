/**
 * Queries of the per-person mails of told changes (case_receipt_status_mails). Every query is filtered by the
 * firm's id, except the retry's list of every firm's pending mails, which carries each row's firm on.
 */
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caseReceiptStatusHistory, caseReceiptStatusMails } from '../../db/schema/index.js';

/** Writes one pending mail per person of a change; a person already written keeps their row. */
export async function addPendingMails(db: DbOrTx, lawFirmId: number, historyId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(caseReceiptStatusMails)
    .values(userIds.map((userId) => ({ lawFirmId, statusHistoryId: historyId, userId })))
    .onConflictDoNothing({ target: [caseReceiptStatusMails.statusHistoryId, caseReceiptStatusMails.userId] });
}

/**
 * Claims the change's unsent mails that may be tried again: fewer than `maxAttempts` tries and none since
 * `triedBefore`. Counting the try before sending keeps two runs from sending one mail at once.
 */
export async function claimPendingMails(
  db: DbOrTx,
  lawFirmId: number,
  historyId: number,
  maxAttempts: number,
  triedBefore: Date,
  now: Date,
) {
  return db
    .update(caseReceiptStatusMails)
    .set({ attempts: sql`${caseReceiptStatusMails.attempts} + 1`, lastAttemptAt: now })
    .where(
      and(
        eq(caseReceiptStatusMails.lawFirmId, lawFirmId),
        eq(caseReceiptStatusMails.statusHistoryId, historyId),
        isNull(caseReceiptStatusMails.sentAt),
        lt(caseReceiptStatusMails.attempts, maxAttempts),
        or(isNull(caseReceiptStatusMails.lastAttemptAt), lt(caseReceiptStatusMails.lastAttemptAt, triedBefore)),
      ),
    )
    .returning({ id: caseReceiptStatusMails.id, userId: caseReceiptStatusMails.userId });
}

export async function markMailSent(db: DbOrTx, lawFirmId: number, id: number, now: Date) {
  await db
    .update(caseReceiptStatusMails)
    .set({ sentAt: now })
    .where(and(eq(caseReceiptStatusMails.id, id), eq(caseReceiptStatusMails.lawFirmId, lawFirmId)));
}

/** Every firm's changes with a mail still to send, told since `toldSince`; oldest first. */
export function changesWithPendingMails(db: DbOrTx, maxAttempts: number, toldSince: Date, limit: number) {
  return db
    .selectDistinct({ history: caseReceiptStatusHistory })
    .from(caseReceiptStatusMails)
    .innerJoin(
      caseReceiptStatusHistory,
      and(
        eq(caseReceiptStatusHistory.id, caseReceiptStatusMails.statusHistoryId),
        eq(caseReceiptStatusHistory.lawFirmId, caseReceiptStatusMails.lawFirmId),
      ),
    )
    .where(
      and(
        isNull(caseReceiptStatusMails.sentAt),
        lt(caseReceiptStatusMails.attempts, maxAttempts),
        gte(caseReceiptStatusHistory.notifiedAt, toldSince),
      ),
    )
    .orderBy(asc(caseReceiptStatusHistory.id))
    .limit(limit);
}
