/**
 * The queries of a bank account's register. The running balance is a window sum over the account's
 * movements in posting order (created_at, id), taken before the page is cut, so every row of any page
 * carries the balance after it; the range's start only hides earlier rows, whose sum is the opening
 * balance. Days are bounded in the firm's time zone as in reports-repository.ts.
 */
import type { DbOrTx } from '../../db/client.js';
import { asNumber, type RawRow, runStatement } from '../../db/statements.js';

export interface RegisterRange {
  lawFirmId: number;
  accountId: number;
  timeZone: string;
  from: string | null;
  to: string | null;
}

export interface RegisterRow {
  movementId: number;
  day: string;
  kind: string;
  paymentId: number | null;
  description: string | null;
  clientId: number | null;
  clientName: string | null;
  amountCents: number;
  balanceCents: number;
}

export async function findAccount(db: DbOrTx, lawFirmId: number, accountId: number) {
  const [raw] = await runStatement(
    db,
    'select id, title, account_type, starting_balance_cents from bank_accounts where law_firm_id = $1 and id = $2',
    [lawFirmId, accountId],
  );
  if (!raw) return null;
  return {
    id: asNumber(raw.id),
    title: String(raw.title),
    accountType: String(raw.account_type) as 'TRUST' | 'OFFICE',
    startingBalanceCents: asNumber(raw.starting_balance_cents),
  };
}

/**
 * $1 firm, $2 account, $3 zone, $4 from day, $5 to day (either null), $6 limit (null: every row), $7
 * offset. The account's starting balance is added to the window sum.
 */
const REGISTER = `
with moves as (
  select m.id, m.created_at, m.kind, m.payment_id, m.client_id, m.amount_cents,
         account.starting_balance_cents + sum(m.amount_cents) over (order by m.created_at, m.id) as balance_cents
  from account_movements m
  join bank_accounts account on account.id = m.bank_account_id and account.law_firm_id = m.law_firm_id
  where m.law_firm_id = $1 and m.bank_account_id = $2
    and ($5::date is null or m.created_at < ($5::date + 1)::timestamp at time zone $3::text)
)
select moves.id, to_char(moves.created_at at time zone $3::text, 'YYYY-MM-DD') as day, moves.kind,
       moves.payment_id, payment.description, moves.client_id,
       case when client.id is null then null
            else concat_ws(' ', client.first_name, nullif(client.middle_name, ''), client.last_name) end as client_name,
       moves.amount_cents, moves.balance_cents, count(*) over () as total
from moves
left join payments payment on payment.id = moves.payment_id and payment.law_firm_id = $1
left join clients client on client.id = moves.client_id and client.law_firm_id = $1
where ($4::date is null or moves.created_at >= ($4::date)::timestamp at time zone $3::text)
order by moves.created_at, moves.id
limit $6 offset $7`;

const rowOut = (raw: RawRow): RegisterRow => ({
  movementId: asNumber(raw.id),
  day: String(raw.day),
  kind: String(raw.kind),
  paymentId: raw.payment_id == null ? null : asNumber(raw.payment_id),
  description: raw.description == null ? null : String(raw.description),
  clientId: raw.client_id == null ? null : asNumber(raw.client_id),
  clientName: raw.client_name == null ? null : String(raw.client_name),
  amountCents: asNumber(raw.amount_cents),
  balanceCents: asNumber(raw.balance_cents),
});

/** One page of the register (limit null: all of the range) and how many rows the range has. */
export async function registerRows(db: DbOrTx, range: RegisterRange, page: { limit: number | null; offset: number }) {
  const raws = await runStatement(db, REGISTER, [
    range.lawFirmId,
    range.accountId,
    range.timeZone,
    range.from,
    range.to,
    page.limit,
    page.offset,
  ]);
  return { rows: raws.map(rowOut), total: raws.length > 0 ? asNumber(raws[0]!.total) : null };
}

/** The movements' sums before the range starts and up to its end (both without the starting balance). */
const BOUNDS = `
select coalesce(sum(amount_cents) filter (
         where $4::date is not null and created_at < ($4::date)::timestamp at time zone $3::text), 0) as before_cents,
       coalesce(sum(amount_cents) filter (
         where $5::date is null or created_at < ($5::date + 1)::timestamp at time zone $3::text), 0) as through_cents,
       count(*) filter (
         where ($4::date is null or created_at >= ($4::date)::timestamp at time zone $3::text)
           and ($5::date is null or created_at < ($5::date + 1)::timestamp at time zone $3::text)) as total
from account_movements where law_firm_id = $1 and bank_account_id = $2`;

export async function registerBounds(db: DbOrTx, range: RegisterRange) {
  const [raw] = await runStatement(db, BOUNDS, [
    range.lawFirmId,
    range.accountId,
    range.timeZone,
    range.from,
    range.to,
  ]);
  return {
    beforeCents: asNumber(raw!.before_cents),
    throughCents: asNumber(raw!.through_cents),
    total: asNumber(raw!.total),
  };
}
