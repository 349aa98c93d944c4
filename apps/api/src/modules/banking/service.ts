/**
 * Bank accounts (billing.md §3 Bank account creation, §5 Bank account; screen 13) and the trust
 * balances a client holds. Balances are never stored: starting balance + the ledger's movements.
 * TRUST accounts are gated by the trust_accounts subject, OFFICE accounts by bank_accounts.
 */
import {
  amountToCents,
  type BankAccount,
  type BankAccountType,
  bankAccountSchema,
  type ClientTrustBalances,
  centsToAmount,
  type createBankAccountRequest,
  hasPermission,
  isBankingInstitution,
  type PickerAccount,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { forbidden, validationFailed } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

type CreateBody = z.output<typeof createBankAccountRequest>;

const VIEW_FLAG = { TRUST: 'VIEW_TRUST_ACCOUNTS', OFFICE: 'VIEW_BANK_ACCOUNTS' } as const;
export const SUBJECT = { TRUST: 'trust_accounts', OFFICE: 'bank_accounts' } as const;

export function bankAccountOut({ account, movementsCents }: repo.AccountWithBalance): BankAccount {
  const shape = bankAccountSchema.shape;
  return {
    id: account.id,
    law_firm_id: account.lawFirmId,
    title: account.title,
    // Text columns read through the contract's enums rather than trusted.
    account_type: shape.account_type.parse(account.accountType),
    sub_type: shape.sub_type.parse(account.subType),
    banking_institution: account.bankingInstitution,
    currency: shape.currency.parse(account.currency),
    starting_balance: centsToAmount(account.startingBalanceCents),
    current_balance: centsToAmount(account.startingBalanceCents + movementsCents),
    plaid_account_id: account.plaidAccountId,
    mask: account.mask,
    created_at: account.createdAt.toISOString(),
  };
}

function pickerOut(row: repo.AccountWithBalance): PickerAccount {
  const out = bankAccountOut(row);
  return {
    bank_account_id: out.id,
    institution_name: out.banking_institution,
    name: out.title,
    mask: out.mask,
    current_balance: out.current_balance,
    currency: out.currency,
  };
}

/** The account types the caller may see; 403 when none (or not the one asked for). */
function visibleTypes(auth: AuthContext, type: BankAccountType | undefined): BankAccountType[] {
  const types = (type ? [type] : (['TRUST', 'OFFICE'] as const)).filter((t) =>
    hasPermission(auth.ability, VIEW_FLAG[t]),
  );
  if (types.length === 0) throw forbidden();
  return types;
}

export async function listBankAccounts(
  db: Db,
  auth: AuthContext,
  type: BankAccountType | undefined,
): Promise<{ bank_accounts: BankAccount[] }> {
  const rows = await repo.accountsWithBalances(db, auth.firm.id, visibleTypes(auth, type));
  return { bank_accounts: rows.map(bankAccountOut) };
}

export async function createBankAccount(
  db: Db,
  auth: AuthContext,
  body: CreateBody,
  ip?: string,
): Promise<{ bank_account: BankAccount }> {
  assertCan(auth, 'create', SUBJECT[body.accountType]);
  if (!isBankingInstitution(body.bankingInstitution)) {
    throw validationFailed({ bankingInstitution: 'Choose a bank from the list' });
  }
  // Trust accounts hold clients' money and start empty: only deposits put money in (§5).
  const startingBalanceCents = body.accountType === 'TRUST' ? 0 : amountToCents(body.amount ?? 0);
  const lawFirmId = auth.firm.id;
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertBankAccount(tx, {
      lawFirmId,
      title: body.title,
      accountType: body.accountType,
      subType: body.subType,
      bankingInstitution: body.bankingInstitution,
      currency: body.currency,
      startingBalanceCents,
      createdByUserId: auth.user.id,
    });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'bank_account.created',
      entityType: 'bank_account',
      entityId: created.id,
      details: {
        account_type: created.accountType,
        title: created.title,
        banking_institution: created.bankingInstitution,
        starting_balance_cents: startingBalanceCents,
      },
      ...(ip ? { ip } : {}),
    });
    return created;
  });
  return { bank_account: bankAccountOut({ account: row, movementsCents: 0 }) };
}

/** The payment pickers' list: allowed with the type's view flag, or to whoever may record a payment. */
export async function pickerAccounts(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  type: BankAccountType,
): Promise<PickerAccount[]> {
  assertOwnFirm(auth, lawFirmId);
  if (!hasPermission(auth.ability, VIEW_FLAG[type]) && !hasPermission(auth.ability, 'RECORD_PAYMENT')) {
    throw forbidden();
  }
  const rows = await repo.accountsWithBalances(db, lawFirmId, [type]);
  return rows.map(pickerOut);
}

export async function clientTrustBalances(db: Db, auth: AuthContext, clientId: number): Promise<ClientTrustBalances> {
  if (!hasPermission(auth.ability, 'VIEW_TRUST_ACCOUNTS') && !hasPermission(auth.ability, 'RECORD_PAYMENT')) {
    throw forbidden();
  }
  const lawFirmId = auth.firm.id;
  found((await repo.clientExists(db, lawFirmId, clientId)) || null, 'Client');
  const [sums, clientCases] = await Promise.all([
    repo.clientTrustSums(db, lawFirmId, clientId),
    repo.casesOfClient(db, lawFirmId, clientId),
  ]);
  const byCase = new Map(sums.map((s) => [s.caseId, s.cents]));
  const clientCents = byCase.get(null) ?? 0;
  // Every matter of the client is listed (a picker needs them all); one without trust money shows 0.
  const matters = clientCases.map((c) => ({
    case_id: c.id,
    title: c.title,
    balance: centsToAmount(byCase.get(c.id) ?? 0),
  }));
  const totalCents = sums.reduce((sum, s) => sum + s.cents, 0);
  return { client_id: clientId, client_balance: centsToAmount(clientCents), matters, total: centsToAmount(totalCents) };
}
