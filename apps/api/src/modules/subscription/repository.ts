/** The subscription module's tables: the firm's customer at the card provider, its payment cards, its subscription. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { firmSubscriptions, lawFirms, paymentCards, plans, subscriptionCustomers } from '../../db/schema/index.js';

export type CardRow = typeof paymentCards.$inferSelect;
export type NewCard = Omit<typeof paymentCards.$inferInsert, 'id' | 'createdAt'>;

export async function findCustomer(db: DbOrTx, lawFirmId: number) {
  const [row] = await db
    .select({ customerId: subscriptionCustomers.customerId, sandbox: subscriptionCustomers.sandbox })
    .from(subscriptionCustomers)
    .where(eq(subscriptionCustomers.lawFirmId, lawFirmId))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the firm's customer row: every change of the firm's cards takes it first, so two changes at once cannot
 * both leave (or both take away) the default.
 */
export async function lockCustomer(tx: DbOrTx, lawFirmId: number) {
  const [row] = await tx
    .select({ customerId: subscriptionCustomers.customerId })
    .from(subscriptionCustomers)
    .where(eq(subscriptionCustomers.lawFirmId, lawFirmId))
    .for('update');
  return row ?? null;
}

/** The firm's customer, unless another request saved one first (then nothing is written: null). */
export async function insertCustomer(db: DbOrTx, lawFirmId: number, customerId: string, sandbox: boolean) {
  const [row] = await db
    .insert(subscriptionCustomers)
    .values({ lawFirmId, customerId, sandbox })
    .onConflictDoNothing({ target: subscriptionCustomers.lawFirmId })
    .returning({ customerId: subscriptionCustomers.customerId });
  return row ?? null;
}

export async function replaceCustomer(tx: DbOrTx, lawFirmId: number, customerId: string, sandbox: boolean) {
  await tx.delete(paymentCards).where(eq(paymentCards.lawFirmId, lawFirmId));
  await tx
    .update(subscriptionCustomers)
    .set({ customerId, sandbox })
    .where(eq(subscriptionCustomers.lawFirmId, lawFirmId));
}

/** The default card first, then the newest. */
export function listCards(db: DbOrTx, lawFirmId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.lawFirmId, lawFirmId))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt), desc(paymentCards.id));
}

export async function findCard(db: DbOrTx, lawFirmId: number, id: number): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, id), eq(paymentCards.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** The firm's most recently added card, or null. */
export async function newestCard(db: DbOrTx, lawFirmId: number): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.lawFirmId, lawFirmId))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
    .limit(1);
  return row ?? null;
}

export async function insertCard(tx: DbOrTx, card: NewCard): Promise<CardRow> {
  const [row] = await tx.insert(paymentCards).values(card).returning();
  return row!;
}

/** Makes one card the firm's only default: the old default is cleared first, as the unique index wants. */
export async function setDefaultCard(tx: DbOrTx, lawFirmId: number, id: number): Promise<void> {
  await tx
    .update(paymentCards)
    .set({ isDefault: false })
    .where(and(eq(paymentCards.lawFirmId, lawFirmId), eq(paymentCards.isDefault, true)));
  await tx
    .update(paymentCards)
    .set({ isDefault: true })
    .where(and(eq(paymentCards.id, id), eq(paymentCards.lawFirmId, lawFirmId)));
}

export async function deleteCard(tx: DbOrTx, lawFirmId: number, id: number): Promise<void> {
  await tx.delete(paymentCards).where(and(eq(paymentCards.id, id), eq(paymentCards.lawFirmId, lawFirmId)));
}

export type SubscriptionRow = typeof firmSubscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof firmSubscriptions.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findSubscription(db: DbOrTx, lawFirmId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(firmSubscriptions).where(eq(firmSubscriptions.lawFirmId, lawFirmId)).limit(1);
  return row ?? null;
}

/** The firm's subscription row, written whole (a new subscription replaces an ended one). */
export async function saveSubscription(tx: DbOrTx, values: SubscriptionValues): Promise<void> {
  await tx
    .insert(firmSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: firmSubscriptions.lawFirmId, set: values });
}

export async function updateSubscription(
  tx: DbOrTx,
  lawFirmId: number,
  values: Partial<Omit<SubscriptionValues, 'lawFirmId'>>,
): Promise<void> {
  await tx.update(firmSubscriptions).set(values).where(eq(firmSubscriptions.lawFirmId, lawFirmId));
}

/** The subscriptions the renewal check reads at the provider: every one not ended. */
export function openSubscriptions(db: DbOrTx): Promise<SubscriptionRow[]> {
  return db.select().from(firmSubscriptions).where(ne(firmSubscriptions.status, 'canceled'));
}

export async function findPlanByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(plans).where(eq(plans.code, code)).limit(1);
  return row ?? null;
}

/** Moves the firm to a paid plan: its trial, if any, is over. */
export async function moveFirmToPlan(tx: DbOrTx, lawFirmId: number, planId: number): Promise<void> {
  await tx.update(lawFirms).set({ planId, trialEndsAt: null }).where(eq(lawFirms.id, lawFirmId));
}
