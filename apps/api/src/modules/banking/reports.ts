/**
 * Trust accounting reports (issue 6): a client's trust ledger with a running balance, and the three-way
 * reconciliation a trust auditor asks for. Both read the ledger as it was posted (movements are never
 * edited; a canceled payment shows as its reversal), bounded by days in the firm's time zone. A linked
 * Plaid account's live balance is not read here: the bank figure is the books' own.
 */
import {
  type ClientLedgerResponse,
  centsToAmount,
  clientFullName,
  type clientLedgerQuery,
  type ThreeWayReport,
  TRUST_MOVEMENT_KINDS,
  type threeWayQuery,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { assertPermission } from '../../platform/permissions.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './reports-repository.js';

type LedgerQuery = z.output<typeof clientLedgerQuery>;
type ThreeWayQuery = z.output<typeof threeWayQuery>;

const kindSchema = (kind: string) => {
  const known = TRUST_MOVEMENT_KINDS.find((k) => k === kind);
  // The column is text written only by the payments module; an unknown kind is a bug worth a 500.
  if (!known) throw new Error(`Unknown movement kind ${kind}`);
  return known;
};

const nameOf = (c: { firstName: string; middleName: string | null; lastName: string }) =>
  clientFullName({ first_name: c.firstName, middle_name: c.middleName, last_name: c.lastName });

export async function clientLedger(
  db: Db,
  auth: AuthContext,
  clientId: number,
  query: LedgerQuery,
): Promise<ClientLedgerResponse> {
  assertPermission(auth, 'VIEW_TRUST_ACCOUNTS');
  const lawFirmId = auth.firm.id;
  const client = found(await repo.clientOfFirm(db, lawFirmId, clientId), 'Client');
  const range: repo.LedgerRange = { lawFirmId, clientId, timeZone: auth.firm.timeZone, from: query.from, to: query.to };
  const [movements, openingCents] = await Promise.all([
    repo.clientLedgerRows(db, range),
    query.from ? repo.clientBalanceBefore(db, { ...range, from: query.from }) : Promise.resolve(0),
  ]);
  let balanceCents = openingCents;
  const rows = movements.map((m) => {
    balanceCents += m.amountCents;
    return {
      movement_id: m.id,
      date: m.day,
      posted_at: m.createdAt.toISOString(),
      payment_id: m.paymentId,
      description: m.description,
      case_id: m.caseId,
      matter_title: m.matterTitle,
      bank_account_id: m.bankAccountId,
      bank_account_title: m.bankAccountTitle,
      kind: kindSchema(m.kind),
      amount: centsToAmount(m.amountCents),
      balance: centsToAmount(balanceCents),
    };
  });
  return {
    client_id: clientId,
    client_name: nameOf(client),
    from: query.from ?? null,
    to: query.to ?? null,
    opening_balance: centsToAmount(openingCents),
    closing_balance: centsToAmount(balanceCents),
    rows,
  };
}

type ClientLine = Awaited<ReturnType<typeof repo.clientTrustLines>>[number];

/** Lines grouped by client; zero lines dropped, and clients left with nothing (the money all went out). */
function clientsOf(lines: ClientLine[]): ThreeWayReport['clients'] {
  const byClient = new Map<number, { name: string; lines: ClientLine[] }>();
  for (const line of lines) {
    if (line.cents === 0) continue;
    const entry = byClient.get(line.clientId) ?? { name: nameOf(line), lines: [] };
    entry.lines.push(line);
    byClient.set(line.clientId, entry);
  }
  return [...byClient.entries()].map(([clientId, entry]) => ({
    client_id: clientId,
    name: entry.name,
    balance: centsToAmount(entry.lines.reduce((sum, l) => sum + l.cents, 0)),
    // Client level first, then matters as the query ordered them (by title).
    matters: [...entry.lines]
      .sort((a, b) => Number(a.caseId !== null) - Number(b.caseId !== null))
      .map((l) => ({ case_id: l.caseId, title: l.matterTitle, balance: centsToAmount(l.cents) })),
  }));
}

export async function threeWayReconciliation(db: Db, auth: AuthContext, query: ThreeWayQuery): Promise<ThreeWayReport> {
  assertPermission(auth, 'VIEW_TRUST_ACCOUNTS');
  const lawFirmId = auth.firm.id;
  const { timeZone } = auth.firm;
  const cutOff = await repo.endOfDay(db, lawFirmId, query.date, timeZone);
  const cut: repo.CutOff = { lawFirmId, before: new Date(cutOff), accountId: query.trust_account_id };
  const [accounts, ledgerCents, lines] = await Promise.all([
    repo.trustAccountBalances(db, cut),
    repo.trustLedgerTotal(db, cut),
    repo.clientTrustLines(db, cut),
  ]);
  // Another firm's account, an office account, or none: the same 404.
  if (query.trust_account_id !== undefined) found(accounts[0], 'Trust account');

  const bankCents = accounts.reduce((sum, a) => sum + a.cents, 0);
  const clientsCents = lines.reduce((sum, l) => sum + l.cents, 0);
  const differences = {
    bank_vs_ledger: centsToAmount(bankCents - ledgerCents),
    ledger_vs_clients: centsToAmount(ledgerCents - clientsCents),
    bank_vs_clients: centsToAmount(bankCents - clientsCents),
  };
  return {
    date: query.date,
    time_zone: timeZone,
    cut_off: cutOff,
    trust_account_id: query.trust_account_id ?? null,
    accounts: accounts.map((a) => ({ id: a.id, title: a.title, bank_balance: centsToAmount(a.cents) })),
    bank_balance: centsToAmount(bankCents),
    ledger_total: centsToAmount(ledgerCents),
    client_balances_total: centsToAmount(clientsCents),
    differences,
    balanced: bankCents === ledgerCents && ledgerCents === clientsCents,
    clients: clientsOf(lines),
  };
}
