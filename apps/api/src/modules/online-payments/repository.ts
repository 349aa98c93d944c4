/** Every query of pay links, online payments, webhook events and the card settings; each filtered by the firm. */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  onlinePaymentRefunds,
  onlinePaymentSettings,
  onlinePayments,
  payLinks,
  stripeWebhookEvents,
} from '../../db/schema/index.js';

export type PayLinkRow = typeof payLinks.$inferSelect;
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** The invoice's live link. */
export async function findLiveLink(db: DbOrTx, lawFirmId: number, invoiceId: number): Promise<PayLinkRow | null> {
  const [row] = await db
    .select()
    .from(payLinks)
    .where(and(eq(payLinks.lawFirmId, lawFirmId), eq(payLinks.invoiceId, invoiceId), isNull(payLinks.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** A new live link; null when another request made the invoice's link first (the partial unique index). */
export async function insertLink(
  db: DbOrTx,
  values: { lawFirmId: number; invoiceId: number; tokenHash: string; tokenEncrypted: string },
): Promise<PayLinkRow | null> {
  const [row] = await db.insert(payLinks).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The live link a token's hash names, whatever firm (the token is the credential). */
export async function findLinkByHash(db: DbOrTx, tokenHash: string): Promise<PayLinkRow | null> {
  const [row] = await db
    .select()
    .from(payLinks)
    .where(and(eq(payLinks.tokenHash, tokenHash), isNull(payLinks.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function revokeLinks(db: DbOrTx, lawFirmId: number, invoiceId: number): Promise<number> {
  const rows = await db
    .update(payLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(payLinks.lawFirmId, lawFirmId), eq(payLinks.invoiceId, invoiceId), isNull(payLinks.revokedAt)))
    .returning({ id: payLinks.id });
  return rows.length;
}

/** What is reserved on an invoice: its card payments confirmed and not yet settled. */
export async function pendingCents(db: DbOrTx, lawFirmId: number, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${onlinePayments.amountCents}), 0)` })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.lawFirmId, lawFirmId),
        eq(onlinePayments.invoiceId, invoiceId),
        eq(onlinePayments.status, 'pending'),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertOnlinePayment(
  db: DbOrTx,
  values: Omit<typeof onlinePayments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<OnlinePaymentRow> {
  const [row] = await db.insert(onlinePayments).values(values).returning();
  return row!;
}

export async function setIntent(db: DbOrTx, lawFirmId: number, id: number, intentId: string): Promise<void> {
  await db
    .update(onlinePayments)
    .set({ intentId })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.lawFirmId, lawFirmId)));
}

export async function deleteOnlinePayment(db: DbOrTx, lawFirmId: number, id: number): Promise<void> {
  await db.delete(onlinePayments).where(and(eq(onlinePayments.id, id), eq(onlinePayments.lawFirmId, lawFirmId)));
}

/** The online payment of an intent, whatever firm: the provider's id is unique (a webhook names no firm we trust). */
export async function findByIntent(db: DbOrTx, intentId: string): Promise<OnlinePaymentRow | null> {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.intentId, intentId)).limit(1);
  return row ?? null;
}

/** The online payment, locked until the end of the transaction: first in the lock order (db/locks.ts). */
export async function lockOnlinePayment(db: DbOrTx, lawFirmId: number, id: number): Promise<OnlinePaymentRow | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.lawFirmId, lawFirmId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateOnlinePayment(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  values: Partial<Omit<typeof onlinePayments.$inferInsert, 'id' | 'lawFirmId'>>,
): Promise<void> {
  await db
    .update(onlinePayments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.lawFirmId, lawFirmId)));
}

/** Open or pending online payments made before `before`, oldest first (the reconciliation's work). */
export async function unsettledBefore(db: DbOrTx, before: Date, limit: number): Promise<OnlinePaymentRow[]> {
  return db
    .select()
    .from(onlinePayments)
    .where(and(inArray(onlinePayments.status, ['open', 'pending']), lt(onlinePayments.createdAt, before)))
    .orderBy(asc(onlinePayments.createdAt))
    .limit(limit);
}

/** Keeps a webhook event once; false when its id was received before (a replay). */
export async function insertEvent(
  db: DbOrTx,
  values: { id: string; type: string; intentId: string | null; payload: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .insert(stripeWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: stripeWebhookEvents.id });
  return rows.length > 0;
}

export async function markEventProcessed(db: DbOrTx, id: string): Promise<void> {
  await db.update(stripeWebhookEvents).set({ processedAt: new Date() }).where(eq(stripeWebhookEvents.id, id));
}

export async function findSettings(db: DbOrTx, lawFirmId: number) {
  const [row] = await db
    .select()
    .from(onlinePaymentSettings)
    .where(eq(onlinePaymentSettings.lawFirmId, lawFirmId))
    .limit(1);
  return row ?? null;
}

export async function saveSettings(
  db: DbOrTx,
  lawFirmId: number,
  values: { surchargeHundredths: number; officeAccountId: number | null; trustAccountId: number | null },
) {
  const [row] = await db
    .insert(onlinePaymentSettings)
    .values({ lawFirmId, ...values })
    .onConflictDoUpdate({ target: onlinePaymentSettings.lawFirmId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export type OnlinePaymentRefundRow = typeof onlinePaymentRefunds.$inferSelect;

/** The refunds of a card payment booked so far (read under its row lock). */
export async function refundsOf(db: DbOrTx, lawFirmId: number, onlinePaymentId: number) {
  return db
    .select()
    .from(onlinePaymentRefunds)
    .where(
      and(eq(onlinePaymentRefunds.lawFirmId, lawFirmId), eq(onlinePaymentRefunds.onlinePaymentId, onlinePaymentId)),
    )
    .orderBy(asc(onlinePaymentRefunds.id));
}

export async function insertRefund(
  db: DbOrTx,
  values: Omit<typeof onlinePaymentRefunds.$inferInsert, 'id' | 'createdAt'>,
): Promise<OnlinePaymentRefundRow> {
  const [row] = await db.insert(onlinePaymentRefunds).values(values).returning();
  return row!;
}
