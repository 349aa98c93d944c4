/** The queries of trust balance floors (evergreen retainers); each filtered by the firm. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { trustBalanceFloors } from '../../db/schema/index.js';
import { runStatement } from '../../db/statements.js';

export type TrustFloorRow = typeof trustBalanceFloors.$inferSelect;

const sameLevel = (lawFirmId: number, clientId: number, caseId: number | null) =>
  and(
    eq(trustBalanceFloors.lawFirmId, lawFirmId),
    eq(trustBalanceFloors.clientId, clientId),
    caseId === null ? isNull(trustBalanceFloors.caseId) : eq(trustBalanceFloors.caseId, caseId),
  );

export async function floorsOfClient(db: DbOrTx, lawFirmId: number, clientId: number): Promise<TrustFloorRow[]> {
  return db
    .select()
    .from(trustBalanceFloors)
    .where(and(eq(trustBalanceFloors.lawFirmId, lawFirmId), eq(trustBalanceFloors.clientId, clientId)))
    .orderBy(asc(trustBalanceFloors.id));
}

/** The floor of one balance, locked until the end of the transaction (one request at a time). */
export async function lockFloor(db: DbOrTx, lawFirmId: number, clientId: number, caseId: number | null) {
  const [row] = await db
    .select()
    .from(trustBalanceFloors)
    .where(sameLevel(lawFirmId, clientId, caseId))
    .for('update');
  return row ?? null;
}

export async function upsertFloor(
  db: DbOrTx,
  values: { lawFirmId: number; clientId: number; caseId: number | null; floorCents: number; userId: number },
): Promise<TrustFloorRow> {
  const current = await lockFloor(db, values.lawFirmId, values.clientId, values.caseId);
  if (current) {
    const [row] = await db
      .update(trustBalanceFloors)
      .set({ floorCents: values.floorCents, updatedByUserId: values.userId, updatedAt: new Date() })
      .where(eq(trustBalanceFloors.id, current.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(trustBalanceFloors)
    .values({
      lawFirmId: values.lawFirmId,
      clientId: values.clientId,
      caseId: values.caseId,
      floorCents: values.floorCents,
      updatedByUserId: values.userId,
    })
    .returning();
  return row!;
}

export async function deleteFloor(db: DbOrTx, lawFirmId: number, clientId: number, caseId: number | null) {
  const rows = await db
    .delete(trustBalanceFloors)
    .where(sameLevel(lawFirmId, clientId, caseId))
    .returning({ id: trustBalanceFloors.id });
  return rows.length > 0;
}

export async function markRequested(db: DbOrTx, id: number, at: Date, invoiceId: number): Promise<void> {
  await db
    .update(trustBalanceFloors)
    .set({ requestedAt: at, requestInvoiceId: invoiceId })
    .where(eq(trustBalanceFloors.id, id));
}

/**
 * The highest the balance stood at after `since` (movement after movement, in ledger order), or null when nothing
 * moved since: whether it was back at or above the floor after the last request.
 */
const HIGHEST_SINCE = `
with trust as (
  select m.id, m.created_at, m.amount_cents
  from account_movements m
  join bank_accounts a on a.id = m.bank_account_id and a.account_type = 'TRUST' and a.law_firm_id = m.law_firm_id
  where m.law_firm_id = $1 and m.client_id = $2 and m.case_id is not distinct from $3::int
), running as (
  select created_at, sum(amount_cents) over (order by created_at, id) as balance from trust
)
select max(balance) as highest from running where created_at > $4::timestamptz`;

export async function highestBalanceSince(
  db: DbOrTx,
  level: { lawFirmId: number; clientId: number; caseId: number | null },
  since: Date,
): Promise<number | null> {
  const [row] = await runStatement(db, HIGHEST_SINCE, [
    level.lawFirmId,
    level.clientId,
    level.caseId,
    since.toISOString(),
  ]);
  return row?.highest == null ? null : Number(row.highest);
}
