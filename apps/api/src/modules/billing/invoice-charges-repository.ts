/**
 * Queries of an invoice's lines and of what they bill (time entries, saved charges); each one is
 * filtered by the firm. The rows a save relies on are locked (FOR UPDATE) so two invoices can never
 * claim the same entry or saved charge.
 */
import { and, eq, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { charges, payments, savedCharges, timeEntries } from '../../db/schema/index.js';

export type ChargeValues = Omit<typeof charges.$inferInsert, 'lawFirmId' | 'invoiceId' | 'createdAt' | 'updatedAt'>;

/** The firm's charge lines among `ids`, with the invoice each is on. */
export async function findCharges(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: charges.id,
      invoiceId: charges.invoiceId,
      createdAt: charges.createdAt,
      createdByUserId: charges.createdByUserId,
      paymentId: charges.paymentId,
    })
    .from(charges)
    .where(and(eq(charges.lawFirmId, lawFirmId), inArray(charges.id, [...ids])));
}

/**
 * The firm's payments among `ids`, read without a lock: a listed payment moves no money here, and
 * locking it after the invoice would invert the payments' lock order (payment before invoice). The
 * unique index on charges.payment_id settles two invoices racing to list one payment.
 */
export async function findPayments(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: payments.id,
      clientId: payments.clientId,
      caseId: payments.caseId,
      invoiceId: payments.invoiceId,
      status: payments.status,
      amountCents: payments.amountCents,
      paymentDate: payments.paymentDate,
    })
    .from(payments)
    .where(and(eq(payments.lawFirmId, lawFirmId), inArray(payments.id, [...ids])));
}

/** Which of the payments `ids` a line of another invoice than `invoiceId` already lists. */
export async function paymentsListedElsewhere(
  db: DbOrTx,
  lawFirmId: number,
  invoiceId: number | null,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const conditions = [eq(charges.lawFirmId, lawFirmId), inArray(charges.paymentId, [...ids])];
  if (invoiceId !== null) conditions.push(ne(charges.invoiceId, invoiceId));
  const rows = await db
    .select({ paymentId: charges.paymentId })
    .from(charges)
    .where(and(...conditions));
  return new Set(rows.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId])));
}

export async function lockTimeEntries(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: timeEntries.id,
      clientId: timeEntries.clientId,
      caseId: timeEntries.caseId,
      running: timeEntries.running,
      invoiced: timeEntries.invoiced,
      invoiceId: timeEntries.invoiceId,
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.lawFirmId, lawFirmId), inArray(timeEntries.id, [...ids])))
    .orderBy(timeEntries.id)
    .for('update');
}

export async function lockSavedCharges(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: savedCharges.id, invoiceId: savedCharges.invoiceId })
    .from(savedCharges)
    .where(and(eq(savedCharges.lawFirmId, lawFirmId), inArray(savedCharges.id, [...ids])))
    .orderBy(savedCharges.id)
    .for('update');
}

/**
 * Replaces the invoice's lines with `lines`, in their order. A line that keeps its id (it was on this
 * invoice before) is written back under that id with its first creation time, so ids stay stable.
 */
export async function replaceCharges(
  db: DbOrTx,
  lawFirmId: number,
  invoiceId: number,
  lines: ReadonlyArray<ChargeValues & { createdAt?: Date }>,
) {
  await db.delete(charges).where(and(eq(charges.invoiceId, invoiceId), eq(charges.lawFirmId, lawFirmId)));
  if (lines.length === 0) return;
  const now = new Date();
  await db
    .insert(charges)
    .values(lines.map((line, position) => ({ ...line, lawFirmId, invoiceId, position, updatedAt: now })));
}

/** What a list of kept ids excludes; an empty list keeps nothing. */
const notKept = (column: typeof timeEntries.id | typeof savedCharges.id, keep: readonly number[]): SQL[] =>
  keep.length > 0 ? [notInArray(column, [...keep])] : [];

/** Frees the entries this invoice billed that are not in `keep` (dropped from the invoice). */
export async function freeTimeEntries(db: DbOrTx, lawFirmId: number, invoiceId: number, keep: readonly number[]) {
  await db
    .update(timeEntries)
    .set({ invoiced: false, invoiceId: null, updatedAt: new Date() })
    .where(
      and(eq(timeEntries.lawFirmId, lawFirmId), eq(timeEntries.invoiceId, invoiceId), ...notKept(timeEntries.id, keep)),
    );
}

export async function markTimeEntriesInvoiced(
  db: DbOrTx,
  lawFirmId: number,
  invoiceId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return;
  await db
    .update(timeEntries)
    .set({ invoiced: true, invoiceId, updatedAt: new Date() })
    .where(and(eq(timeEntries.lawFirmId, lawFirmId), inArray(timeEntries.id, [...ids])));
}

/** Frees the saved charges this invoice picked that are not in `keep`. */
export async function freeSavedCharges(db: DbOrTx, lawFirmId: number, invoiceId: number, keep: readonly number[]) {
  await db
    .update(savedCharges)
    .set({ invoiceId: null, updatedAt: new Date() })
    .where(
      and(
        eq(savedCharges.lawFirmId, lawFirmId),
        eq(savedCharges.invoiceId, invoiceId),
        ...notKept(savedCharges.id, keep),
      ),
    );
}

export async function markSavedChargesBilled(db: DbOrTx, lawFirmId: number, invoiceId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(savedCharges)
    .set({ invoiceId, updatedAt: new Date() })
    .where(and(eq(savedCharges.lawFirmId, lawFirmId), inArray(savedCharges.id, [...ids])));
}
