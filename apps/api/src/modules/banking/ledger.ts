/**
 * The trust ledger's primitives, shared by banking and payments. Balances are never stored: an
 * account's balance is its starting balance plus its movements, a client's trust money is the sum
 * of the TRUST movements carrying their id. Every trust movement of one client first locks that
 * client's row, so two payments can never both spend the same trust money.
 */

import type { BankAccountType } from '@counsel/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountMovements, bankAccounts, clients } from '../../db/schema/index.js';
import { rowOf, runStatement } from '../../db/statements.js';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type NewMovement = Omit<typeof accountMovements.$inferInsert, 'id' | 'createdAt'>;
export type TrustLevel = 'CLIENT_TRUST' | 'MATTER_TRUST';

/**
 * SELECT ... FOR UPDATE on the client's row: serialises every trust movement of one client until the
 * transaction ends. False when the client is not the firm's (the caller answers 404).
 */
export async function lockClientTrust(tx: DbOrTx, lawFirmId: number, clientId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, clientId)))
    .for('update');
  return rows.length > 0;
}

/**
 * A client's trust money in cents: CLIENT_TRUST is the client's TRUST movements without a case;
 * MATTER_TRUST those of that case. Call lockClientTrust first when the answer decides a movement.
 */
export async function trustBalanceCents(
  tx: DbOrTx,
  input: { lawFirmId: number; clientId: number; caseId: number | null; level: TrustLevel },
): Promise<number> {
  const caseFilter =
    input.level === 'CLIENT_TRUST' || input.caseId == null
      ? isNull(accountMovements.caseId)
      : eq(accountMovements.caseId, input.caseId);
  const [row] = await tx
    .select({ total: sql<string | null>`coalesce(sum(${accountMovements.amountCents}), 0)` })
    .from(accountMovements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, accountMovements.bankAccountId))
    .where(
      and(
        eq(accountMovements.lawFirmId, input.lawFirmId),
        eq(bankAccounts.lawFirmId, input.lawFirmId),
        eq(bankAccounts.accountType, 'TRUST'),
        eq(accountMovements.clientId, input.clientId),
        caseFilter,
      ),
    );
  // SUM over bigint is numeric: drivers hand it back as a string.
  return Number(row?.total ?? 0);
}

/** Inserts ledger movements (signed cents); nothing when the list is empty. */
export async function addMovements(tx: DbOrTx, rows: NewMovement[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(accountMovements).values(rows);
}

/**
 * The firm's bank account of that type, locked FOR SHARE for the transaction (nobody may edit or
 * remove it meanwhile); null when not found. A share lock, not FOR UPDATE: payments only read the
 * account, and an exclusive lock made every payment of the firm wait for the one before it, since
 * they all go to the same office account (npm run bench). What two payments must not do at once is
 * guarded by the invoice's row lock and the client's (lockClientTrust).
 */
export async function findAccount(
  tx: DbOrTx,
  lawFirmId: number,
  id: number,
  type: BankAccountType,
): Promise<BankAccountRow | null> {
  // A fixed text, not a builder: every payment reads its accounts (db/statements.ts).
  const [raw] = await runStatement(tx, FIND_ACCOUNT, [lawFirmId, id, type]);
  return raw ? rowOf(bankAccounts, raw) : null;
}
const FIND_ACCOUNT = 'select * from bank_accounts where law_firm_id = $1 and id = $2 and account_type = $3 for share';

/** Inserts one ledger movement (signed cents) and answers its id. */
export async function addMovement(tx: DbOrTx, row: NewMovement): Promise<number> {
  const [inserted] = await tx.insert(accountMovements).values(row).returning({ id: accountMovements.id });
  return inserted!.id;
}

/** The firm's first account of that type (the oldest): where money goes when nobody chose an account. */
export async function firstAccountOf(tx: DbOrTx, lawFirmId: number, type: BankAccountType): Promise<number | null> {
  const [row] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.lawFirmId, lawFirmId), eq(bankAccounts.accountType, type)))
    .orderBy(bankAccounts.id)
    .limit(1);
  return row?.id ?? null;
}
