/** Queries of bank accounts, Plaid items, the firm's bank details and trust balances; each filters by the firm. */
import type { BankAccountType } from '@counsel/domain';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accountMovements,
  auditLog,
  bankAccounts,
  cases,
  clients,
  lawFirms,
  plaidItems,
} from '../../db/schema/index.js';
import type { BankAccountRow } from './ledger.js';

export type NewBankAccount = Omit<typeof bankAccounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PlaidItemRow = typeof plaidItems.$inferSelect;
export interface AccountWithBalance {
  account: BankAccountRow;
  movementsCents: number;
}

export async function insertBankAccount(db: DbOrTx, values: NewBankAccount): Promise<BankAccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row!;
}

/** The firm's accounts of the given types with the sum of their movements: one grouped query. */
export async function accountsWithBalances(
  db: DbOrTx,
  lawFirmId: number,
  types: readonly BankAccountType[],
  id?: number,
): Promise<AccountWithBalance[]> {
  if (types.length === 0) return [];
  const rows = await db
    .select({
      account: bankAccounts,
      movements: sql<string>`coalesce(sum(${accountMovements.amountCents}), 0)`,
    })
    .from(bankAccounts)
    .leftJoin(
      accountMovements,
      and(eq(accountMovements.bankAccountId, bankAccounts.id), eq(accountMovements.lawFirmId, lawFirmId)),
    )
    .where(
      and(
        eq(bankAccounts.lawFirmId, lawFirmId),
        inArray(bankAccounts.accountType, [...types]),
        id === undefined ? undefined : eq(bankAccounts.id, id),
      ),
    )
    .groupBy(bankAccounts.id)
    .orderBy(asc(bankAccounts.accountType), asc(bankAccounts.title), asc(bankAccounts.id));
  // SUM over bigint is numeric: the drivers hand it back as a string.
  return rows.map((r) => ({ account: r.account, movementsCents: Number(r.movements) }));
}

export async function findBankAccount(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  forUpdate = false,
): Promise<BankAccountRow | null> {
  const query = db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.lawFirmId, lawFirmId), eq(bankAccounts.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The firm's account already linked to that Plaid account, if any. */
export async function accountLinkedTo(db: DbOrTx, lawFirmId: number, plaidAccountId: string) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.lawFirmId, lawFirmId), eq(bankAccounts.plaidAccountId, plaidAccountId)));
  return row?.id ?? null;
}

export async function setPlaidLink(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  link: { plaidAccountId: string; mask: string | null },
): Promise<BankAccountRow> {
  const [row] = await db
    .update(bankAccounts)
    .set({ plaidAccountId: link.plaidAccountId, mask: link.mask, updatedAt: new Date() })
    .where(and(eq(bankAccounts.lawFirmId, lawFirmId), eq(bankAccounts.id, id)))
    .returning();
  return row!;
}

/** plaid_account_id → bank account id, for the firm's linked accounts. */
export async function plaidLinks(db: DbOrTx, lawFirmId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: bankAccounts.id, plaidAccountId: bankAccounts.plaidAccountId })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.lawFirmId, lawFirmId), isNotNull(bankAccounts.plaidAccountId)));
  return new Map(rows.map((r) => [r.plaidAccountId!, r.id]));
}

/** Stores a Plaid item, or renews the access token of one linked again. */
export async function upsertPlaidItem(
  db: DbOrTx,
  values: { lawFirmId: number; itemId: string; accessToken: string; institutionName: string },
): Promise<PlaidItemRow> {
  const [row] = await db
    .insert(plaidItems)
    .values(values)
    .onConflictDoUpdate({
      target: [plaidItems.lawFirmId, plaidItems.itemId],
      set: { accessToken: values.accessToken, institutionName: values.institutionName },
    })
    .returning();
  return row!;
}

export function plaidItemsOf(db: DbOrTx, lawFirmId: number): Promise<PlaidItemRow[]> {
  return db.select().from(plaidItems).where(eq(plaidItems.lawFirmId, lawFirmId)).orderBy(asc(plaidItems.id));
}

const bankDetailColumns = {
  bank_name: lawFirms.bankName,
  bank_address: lawFirms.bankAddress,
  bank_account_number_iban: lawFirms.bankAccountNumberIban,
  bank_swift_code: lawFirms.bankSwiftCode,
  bank_branch_code: lawFirms.bankBranchCode,
  bank_routing_number: lawFirms.bankRoutingNumber,
};
export type BankDetailsRow = { [K in keyof typeof bankDetailColumns]: string | null };

export async function bankDetails(db: DbOrTx, lawFirmId: number, forUpdate = false): Promise<BankDetailsRow> {
  const query = db.select(bankDetailColumns).from(lawFirms).where(eq(lawFirms.id, lawFirmId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row!;
}

export async function updateBankDetails(db: DbOrTx, lawFirmId: number, details: BankDetailsRow): Promise<void> {
  await db
    .update(lawFirms)
    .set({
      bankName: details.bank_name,
      bankAddress: details.bank_address,
      bankAccountNumberIban: details.bank_account_number_iban,
      bankSwiftCode: details.bank_swift_code,
      bankBranchCode: details.bank_branch_code,
      bankRoutingNumber: details.bank_routing_number,
    })
    .where(eq(lawFirms.id, lawFirmId));
}

export async function clientExists(db: DbOrTx, lawFirmId: number, clientId: number): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, clientId)));
  return rows.length > 0;
}

/**
 * The client's trust money by matter: one row per TRUST-account case_id (null = client level) summed
 * over the ledger, one grouped query.
 */
export async function clientTrustSums(db: DbOrTx, lawFirmId: number, clientId: number) {
  const rows = await db
    .select({ caseId: accountMovements.caseId, total: sql<string>`sum(${accountMovements.amountCents})` })
    .from(accountMovements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, accountMovements.bankAccountId))
    .where(
      and(
        eq(accountMovements.lawFirmId, lawFirmId),
        eq(bankAccounts.lawFirmId, lawFirmId),
        eq(bankAccounts.accountType, 'TRUST'),
        eq(accountMovements.clientId, clientId),
      ),
    )
    .groupBy(accountMovements.caseId);
  return rows.map((r) => ({ caseId: r.caseId, cents: Number(r.total) }));
}

export function casesOfClient(db: DbOrTx, lawFirmId: number, clientId: number) {
  return db
    .select({ id: cases.id, title: cases.title })
    .from(cases)
    .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.clientId, clientId)))
    .orderBy(asc(cases.title), asc(cases.id));
}

/**
 * The link token a Link popup's state was issued for (recorded in the audit log when the session
 * started), if still fresh. The state names its firm, so the lookup stays within one firm's rows.
 */
export async function linkTokenOfState(
  db: DbOrTx,
  lawFirmId: number,
  stateHash: string,
  since: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.lawFirmId, lawFirmId),
        eq(auditLog.action, 'plaid.link_started'),
        eq(auditLog.entityType, 'plaid_link'),
        eq(auditLog.entityId, stateHash),
        gte(auditLog.createdAt, since),
      ),
    );
  const token = row?.details?.link_token;
  return typeof token === 'string' ? token : null;
}
