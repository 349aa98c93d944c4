/**
 * GET /bank-accounts/{id}/register and /register.csv: a bank account's movements with the running
 * balance. TRUST accounts need VIEW_TRUST_ACCOUNTS, OFFICE accounts VIEW_BANK_ACCOUNTS (as the list).
 */
import {
  BANK_REGISTER_CSV_HEADER,
  type BankRegisterResponse,
  type bankRegisterCsvQuery,
  type bankRegisterQuery,
  centsToAmount,
  hasPermission,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { toCsv } from '../../platform/csv.js';
import { forbidden } from '../../platform/errors.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './register-repository.js';

const VIEW_FLAG = { TRUST: 'VIEW_TRUST_ACCOUNTS', OFFICE: 'VIEW_BANK_ACCOUNTS' } as const;

async function rangeOf(db: Db, auth: AuthContext, accountId: number, query: { from?: string; to?: string }) {
  const account = found(await repo.findAccount(db, auth.firm.id, accountId), 'Bank account');
  if (!hasPermission(auth.ability, VIEW_FLAG[account.accountType])) throw forbidden();
  const range: repo.RegisterRange = {
    lawFirmId: auth.firm.id,
    accountId,
    timeZone: auth.firm.timeZone,
    from: query.from ?? null,
    to: query.to ?? null,
  };
  return { account, range };
}

export async function bankRegister(
  db: Db,
  auth: AuthContext,
  accountId: number,
  query: z.output<typeof bankRegisterQuery>,
): Promise<BankRegisterResponse> {
  const { account, range } = await rangeOf(db, auth, accountId, query);
  const [page, bounds] = await Promise.all([
    repo.registerRows(db, range, { limit: query.page_size, offset: (query.page - 1) * query.page_size }),
    repo.registerBounds(db, range),
  ]);
  return {
    account: { id: account.id, title: account.title, account_type: account.accountType },
    from: range.from,
    to: range.to,
    opening_balance: centsToAmount(account.startingBalanceCents + bounds.beforeCents),
    closing_balance: centsToAmount(account.startingBalanceCents + bounds.throughCents),
    rows: page.rows.map((row) => ({
      movement_id: row.movementId,
      date: row.day,
      kind: row.kind as BankRegisterResponse['rows'][number]['kind'],
      payment_id: row.paymentId,
      description: row.description,
      client_id: row.clientId,
      client_name: row.clientName,
      amount: centsToAmount(row.amountCents),
      balance: centsToAmount(row.balanceCents),
    })),
    page: query.page,
    page_size: query.page_size,
    total: page.total ?? bounds.total,
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The whole range as CSV text: a header row, then one line per movement, CRLF line ends (RFC 4180). */
export async function bankRegisterCsv(
  db: Db,
  auth: AuthContext,
  accountId: number,
  query: z.output<typeof bankRegisterCsvQuery>,
): Promise<{ filename: string; text: string }> {
  const { account, range } = await rangeOf(db, auth, accountId, query);
  const { rows } = await repo.registerRows(db, range, { limit: null, offset: 0 });
  const csv = toCsv(
    BANK_REGISTER_CSV_HEADER,
    rows.map((row) => [
      row.day,
      row.kind,
      row.clientName,
      row.description,
      row.paymentId,
      money(row.amountCents),
      money(row.balanceCents),
    ]),
  );
  const span = [range.from, range.to].filter(Boolean).join('_to_');
  return { filename: `register-${account.id}${span ? `-${span}` : ''}.csv`, text: csv };
}
