/**
 * The trust reports' queries. Each figure of the three-way reconciliation comes from its own query
 * (accounts side, ledger side, clients side), so a fault in one shows as a difference instead of being
 * copied into the others. Days are bounded in the firm's time zone: a day's end is the next day's
 * local midnight, turned into an instant so the movement indexes serve the range.
 */
import { and, asc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountMovements, bankAccounts, cases, clients, lawFirms, payments } from '../../db/schema/index.js';

/** The instant a local day starts in the zone. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;
/** The instant a local day ends (exclusive): the next day's start. */
const dayEnd = (day: string, timeZone: string) => sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`;

/** Movements of the firm's TRUST accounts only (the trust ledger), optionally of one account. */
function trustMovementsOf(lawFirmId: number, accountId?: number): SQL {
  return and(
    eq(accountMovements.lawFirmId, lawFirmId),
    eq(bankAccounts.lawFirmId, lawFirmId),
    eq(bankAccounts.accountType, 'TRUST'),
    accountId === undefined ? undefined : eq(accountMovements.bankAccountId, accountId),
  )!;
}

export async function clientOfFirm(db: DbOrTx, lawFirmId: number, clientId: number) {
  const [row] = await db
    .select({ firstName: clients.firstName, middleName: clients.middleName, lastName: clients.lastName })
    .from(clients)
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, clientId)));
  return row ?? null;
}

export interface LedgerRange {
  lawFirmId: number;
  clientId: number;
  timeZone: string;
  from?: string | undefined;
  to?: string | undefined;
}

/** The client's trust movements within the range, oldest first, with payment, matter and account: one query. */
export function clientLedgerRows(db: DbOrTx, range: LedgerRange) {
  const { lawFirmId, clientId, timeZone } = range;
  return db
    .select({
      id: accountMovements.id,
      createdAt: accountMovements.createdAt,
      day: sql<string>`to_char(${accountMovements.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      paymentId: accountMovements.paymentId,
      description: payments.description,
      caseId: accountMovements.caseId,
      matterTitle: cases.title,
      bankAccountId: accountMovements.bankAccountId,
      bankAccountTitle: bankAccounts.title,
      kind: accountMovements.kind,
      amountCents: accountMovements.amountCents,
    })
    .from(accountMovements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, accountMovements.bankAccountId))
    .leftJoin(payments, and(eq(payments.id, accountMovements.paymentId), eq(payments.lawFirmId, lawFirmId)))
    .leftJoin(cases, and(eq(cases.id, accountMovements.caseId), eq(cases.lawFirmId, lawFirmId)))
    .where(
      and(
        trustMovementsOf(lawFirmId),
        eq(accountMovements.clientId, clientId),
        range.from ? gte(accountMovements.createdAt, dayStart(range.from, timeZone)) : undefined,
        range.to ? lt(accountMovements.createdAt, dayEnd(range.to, timeZone)) : undefined,
      ),
    )
    .orderBy(asc(accountMovements.createdAt), asc(accountMovements.id));
}

/** The client's trust money posted before the local day `from` starts. */
export async function clientBalanceBefore(db: DbOrTx, range: LedgerRange & { from: string }): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${accountMovements.amountCents}), 0)` })
    .from(accountMovements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, accountMovements.bankAccountId))
    .where(
      and(
        trustMovementsOf(range.lawFirmId),
        eq(accountMovements.clientId, range.clientId),
        lt(accountMovements.createdAt, dayStart(range.from, range.timeZone)),
      ),
    );
  // SUM over bigint is numeric: the drivers hand it back as a string.
  return Number(row?.total ?? 0);
}

/** The end of the local day as an ISO instant, computed by the database so every query uses the same bound. */
export async function endOfDay(db: DbOrTx, lawFirmId: number, day: string, timeZone: string): Promise<string> {
  const [row] = await db
    .select({
      cutOff: sql<string>`to_char(${dayEnd(day, timeZone)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(lawFirms)
    .where(eq(lawFirms.id, lawFirmId));
  return row!.cutOff;
}

export interface CutOff {
  lawFirmId: number;
  /** Movements posted strictly before this instant count. */
  before: Date;
  accountId?: number | undefined;
}

/** The bank side: each trust account's starting balance plus its movements up to the cut-off. */
export async function trustAccountBalances(db: DbOrTx, cut: CutOff) {
  const rows = await db
    .select({
      id: bankAccounts.id,
      title: bankAccounts.title,
      startingCents: bankAccounts.startingBalanceCents,
      movements: sql<string>`coalesce(sum(${accountMovements.amountCents}), 0)`,
    })
    .from(bankAccounts)
    .leftJoin(
      accountMovements,
      and(
        eq(accountMovements.bankAccountId, bankAccounts.id),
        eq(accountMovements.lawFirmId, cut.lawFirmId),
        lt(accountMovements.createdAt, cut.before),
      ),
    )
    .where(
      and(
        eq(bankAccounts.lawFirmId, cut.lawFirmId),
        eq(bankAccounts.accountType, 'TRUST'),
        cut.accountId === undefined ? undefined : eq(bankAccounts.id, cut.accountId),
      ),
    )
    .groupBy(bankAccounts.id)
    .orderBy(asc(bankAccounts.title), asc(bankAccounts.id));
  return rows.map((r) => ({ id: r.id, title: r.title, cents: r.startingCents + Number(r.movements) }));
}

/** The ledger side: every trust movement up to the cut-off, attributed to a client or not. */
export async function trustLedgerTotal(db: DbOrTx, cut: CutOff): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${accountMovements.amountCents}), 0)` })
    .from(accountMovements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, accountMovements.bankAccountId))
    .where(and(trustMovementsOf(cut.lawFirmId, cut.accountId), lt(accountMovements.createdAt, cut.before)));
  return Number(row?.total ?? 0);
}

/** The clients side: trust money per client and matter (case null = client level) up to the cut-off. */
export async function clientTrustLines(db: DbOrTx, cut: CutOff) {
  const rows = await db
    .select({
      clientId: clients.id,
      firstName: clients.firstName,
      middleName: clients.middleName,
      lastName: clients.lastName,
      caseId: accountMovements.caseId,
      matterTitle: cases.title,
      total: sql<string>`sum(${accountMovements.amountCents})`,
    })
    .from(accountMovements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, accountMovements.bankAccountId))
    .innerJoin(clients, and(eq(clients.id, accountMovements.clientId), eq(clients.lawFirmId, cut.lawFirmId)))
    .leftJoin(cases, and(eq(cases.id, accountMovements.caseId), eq(cases.lawFirmId, cut.lawFirmId)))
    .where(
      and(
        trustMovementsOf(cut.lawFirmId, cut.accountId),
        isNotNull(accountMovements.clientId),
        lt(accountMovements.createdAt, cut.before),
      ),
    )
    .groupBy(clients.id, accountMovements.caseId, cases.title)
    .orderBy(
      asc(clients.lastName),
      asc(clients.firstName),
      asc(clients.id),
      asc(cases.title),
      asc(accountMovements.caseId),
    );
  return rows.map((r) => ({
    clientId: r.clientId,
    firstName: r.firstName,
    middleName: r.middleName,
    lastName: r.lastName,
    caseId: r.caseId,
    matterTitle: r.matterTitle,
    cents: Number(r.total),
  }));
}
