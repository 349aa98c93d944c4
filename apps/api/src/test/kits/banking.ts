/**
 * Test data for the banking suites, written straight into the tables where another feature owns the
 * row (clients, cases, payments' movements): bank accounts, ledger movements, and a snapshot of the
 * banking tables to prove a refused call changed nothing.
 */
import { count, eq } from 'drizzle-orm';
import { accountMovements, auditLog, bankAccounts, lawFirms, plaidItems } from '../../db/schema/index.js';
import type { TestApp } from '../app.js';
import type { TestFirm } from '../firms.js';

export { addCase, addClient } from './time-entries.js';

export async function addBankAccount(
  t: TestApp,
  firm: TestFirm,
  seed: { type: 'TRUST' | 'OFFICE'; title?: string; startingCents?: number; institution?: string },
): Promise<number> {
  const [row] = await t.services.db
    .insert(bankAccounts)
    .values({
      lawFirmId: firm.lawFirmId,
      title: seed.title ?? (seed.type === 'TRUST' ? 'IOLTA' : 'Operating'),
      accountType: seed.type,
      subType: 'Checking',
      bankingInstitution: seed.institution ?? 'Frost Bank',
      currency: 'USD',
      startingBalanceCents: seed.startingCents ?? 0,
    })
    .returning({ id: bankAccounts.id });
  return row!.id;
}

export async function addMovement(
  t: TestApp,
  firm: TestFirm,
  m: { accountId: number; cents: number; clientId?: number | null; caseId?: number | null; kind?: string },
): Promise<void> {
  await t.services.db.insert(accountMovements).values({
    lawFirmId: firm.lawFirmId,
    bankAccountId: m.accountId,
    clientId: m.clientId ?? null,
    caseId: m.caseId ?? null,
    trustAccountLevel: m.clientId ? (m.caseId ? 'MATTER_TRUST' : 'CLIENT_TRUST') : null,
    kind: m.kind ?? 'deposit',
    amountCents: m.cents,
  });
}

/** Row counts of the banking tables and the audit log of one firm, plus its bank details. */
export async function bankingTables(t: TestApp, lawFirmId: number) {
  const { db } = t.services;
  const n = async (table: typeof bankAccounts | typeof plaidItems | typeof accountMovements | typeof auditLog) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.lawFirmId, lawFirmId));
    return row?.n ?? 0;
  };
  const [firm] = await db
    .select({ bankName: lawFirms.bankName, iban: lawFirms.bankAccountNumberIban })
    .from(lawFirms)
    .where(eq(lawFirms.id, lawFirmId));
  const accounts = await db
    .select({ plaid: bankAccounts.plaidAccountId })
    .from(bankAccounts)
    .where(eq(bankAccounts.lawFirmId, lawFirmId));
  return {
    bankAccounts: await n(bankAccounts),
    plaidItems: await n(plaidItems),
    movements: await n(accountMovements),
    audit: await n(auditLog),
    linked: accounts.map((a) => a.plaid).sort(),
    firm,
  };
}
