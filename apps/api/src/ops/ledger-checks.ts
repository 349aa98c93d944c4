/**
 * The money invariants every firm's books must keep, checked read-only against a live database (`npm run
 * check-ledger`) and by the tests after they stress the writes. Each check is one query that answers the rows
 * breaking it (at most EXAMPLES of them, with the total): a clean ledger answers none for every check.
 *
 * They hold because every money-moving write is one transaction (payments/record.ts, cancel.ts, unapplied.ts):
 * a payment is written with its 'recorded' event, its movements, its invoice's paid sum and its audit row in one
 * statement, or not at all. A process killed at any moment leaves all of it or none of it.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

export const EXAMPLES = 20;

export interface LedgerCheck {
  name: string;
  /** What must hold, in words an operator reads in the report. */
  rule: string;
  /** Answers the rows breaking the rule, each with a `total` column: how many break it in all. */
  query: ReturnType<typeof sql>;
}

/** Movements of one payment summed per account: on its trust account, its office account, and anywhere else. */
const paymentNets = sql`
  select p.id, p.law_firm_id, p.status, p.category, p.amount_cents - p.refunded_cents as amount_cents,
    coalesce(sum(m.amount_cents) filter (where m.bank_account_id = p.trust_account_id), 0) as trust_net,
    coalesce(sum(m.amount_cents) filter (where m.bank_account_id = p.office_account_id), 0) as office_net,
    coalesce(sum(m.amount_cents) filter (where m.bank_account_id is distinct from p.trust_account_id
      and m.bank_account_id is distinct from p.office_account_id), 0) as other_net,
    count(m.id) as movements
  from payments p left join account_movements m on m.payment_id = p.id
  group by p.id`;

/** A client's trust money: per firm, client and matter (no matter: the client's own trust), as ledger.ts reads it. */
const trustMovements = sql`
  select m.id, m.law_firm_id, m.client_id, m.case_id, m.amount_cents, m.created_at
  from account_movements m join bank_accounts a on a.id = m.bank_account_id and a.account_type = 'TRUST'`;

export const LEDGER_CHECKS: readonly LedgerCheck[] = [
  {
    name: 'invoice paid sums',
    rule: "every invoice's paid sum equals the sum of its payments that are not canceled, less their refunds",
    query: sql`
      select i.id as invoice_id, i.law_firm_id, i.paid_cents,
        coalesce(sum(p.amount_cents - p.refunded_cents), 0) as payments_cents, count(*) over () as total
      from invoices i left join payments p on p.invoice_id = i.id and p.status <> 'canceled'
      group by i.id
      having i.paid_cents <> coalesce(sum(p.amount_cents - p.refunded_cents), 0)
      order by i.id limit ${EXAMPLES}`,
  },
  {
    name: 'invoices paid over their total',
    rule: 'no invoice is paid more than its total',
    query: sql`
      select id as invoice_id, law_firm_id, total_cents, paid_cents, count(*) over () as total
      from invoices where paid_cents > total_cents
      order by id limit ${EXAMPLES}`,
  },
  {
    name: 'payment events',
    rule: "every payment has its 'recorded' event, and a canceled one its 'canceled' event",
    query: sql`
      select p.id as payment_id, p.law_firm_id, p.status, count(*) over () as total
      from payments p
      where not exists (select 1 from payment_events e where e.payment_id = p.id and e.action_type = 'recorded')
        or (p.status = 'canceled'
          and not exists (select 1 from payment_events e where e.payment_id = p.id and e.action_type = 'canceled'))
      order by p.id limit ${EXAMPLES}`,
  },
  {
    name: 'payment audit rows',
    rule: 'every payment has its audit row',
    query: sql`
      select p.id as payment_id, p.law_firm_id, count(*) over () as total
      from payments p
      where not exists (select 1 from audit_log l
        where l.entity_type = 'payment' and l.entity_id = p.id::text and l.law_firm_id = p.law_firm_id)
      order by p.id limit ${EXAMPLES}`,
  },
  {
    name: 'payment movements',
    rule:
      'a completed payment moved exactly its amount less its refunds: into trust (trust_deposit), into the office (direct), or from ' +
      'trust to the office (trust_transfer); an applied credit moved nothing; a canceled payment nets to nothing',
    query: sql`
      with nets as (${paymentNets})
      select id as payment_id, law_firm_id, status, category, amount_cents, trust_net, office_net, other_net,
        count(*) over () as total
      from nets
      where other_net <> 0
        or (status = 'canceled' and (trust_net <> 0 or office_net <> 0))
        or (status = 'completed' and not (
          (category = 'trust_deposit' and trust_net = amount_cents and office_net = 0)
          or (category = 'direct' and office_net = amount_cents and trust_net = 0)
          or (category = 'trust_transfer' and trust_net = -amount_cents and office_net = amount_cents)
          or (category = 'applied_credit' and movements = 0)))
      order by id limit ${EXAMPLES}`,
  },
  {
    name: 'payment refunds',
    rule:
      "a payment's refunded sum is the sum of its 'refunded' events and of its refund movements, " +
      'and never more than its amount',
    query: sql`
      select p.id as payment_id, p.law_firm_id, p.amount_cents, p.refunded_cents, count(*) over () as total
      from payments p
      where p.refunded_cents < 0 or p.refunded_cents > p.amount_cents
        or p.refunded_cents <> (select coalesce(sum(e.amount_cents), 0) from payment_events e
          where e.payment_id = p.id and e.action_type = 'refunded')
        or p.refunded_cents <> (select coalesce(-sum(m.amount_cents), 0) from account_movements m
          where m.payment_id = p.id and m.kind = 'refund')
      order by p.id limit ${EXAMPLES}`,
  },
  {
    name: 'movements of one firm',
    rule: "every movement is on its own firm's account, and of its own firm's payment and client",
    query: sql`
      select m.id as movement_id, m.law_firm_id, count(*) over () as total
      from account_movements m
      join bank_accounts a on a.id = m.bank_account_id
      left join payments p on p.id = m.payment_id
      left join clients c on c.id = m.client_id
      where a.law_firm_id <> m.law_firm_id or p.law_firm_id <> m.law_firm_id or c.law_firm_id <> m.law_firm_id
      order by m.id limit ${EXAMPLES}`,
  },
  {
    name: 'trust balances',
    rule: "no client's trust balance (theirs, or a matter's) is below zero",
    query: sql`
      with trust as (${trustMovements})
      select law_firm_id, client_id, case_id, sum(amount_cents) as balance_cents, count(*) over () as total
      from trust group by law_firm_id, client_id, case_id
      having sum(amount_cents) < 0
      order by law_firm_id, client_id, case_id limit ${EXAMPLES}`,
  },
  {
    name: 'trust overdrafts in the past',
    rule: "no client's trust balance was ever below zero, movement after movement",
    query: sql`
      with trust as (${trustMovements}), running as (
        select id, law_firm_id, client_id, case_id,
          sum(amount_cents) over (partition by law_firm_id, client_id, case_id order by created_at, id) as balance_cents
        from trust)
      select id as movement_id, law_firm_id, client_id, case_id, balance_cents, count(*) over () as total
      from running where balance_cents < 0
      order by id limit ${EXAMPLES}`,
  },
];

export interface CheckResult {
  name: string;
  rule: string;
  /** How many rows break the rule (0: it holds). */
  broken: number;
  examples: Record<string, unknown>[];
}

/**
 * Runs every check in one read-only snapshot (REPEATABLE READ), so the checks see one moment of a live database
 * and can write nothing.
 */
export async function checkLedger(db: DbOrTx): Promise<CheckResult[]> {
  return db.transaction(
    async (tx) => {
      const results: CheckResult[] = [];
      for (const check of LEDGER_CHECKS) {
        // Both drivers answer { rows } (node-postgres and PGlite alike).
        const { rows } = (await tx.execute(check.query)) as unknown as { rows: Record<string, unknown>[] };
        const examples = rows.map(({ total: _total, ...row }) => normalised(row));
        results.push({ name: check.name, rule: check.rule, broken: Number(rows[0]?.total ?? 0), examples });
      }
      return results;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Sums over bigint come back as strings: numbers read better in the report. */
const normalised = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
    ]),
  );

/** The keys FileStorage gives the files it stores: `{law_firm_id}/{yyyy}/{mm}/{uuid}{.ext}`. */
const STORED_KEY = /^\d+\/\d{4}\/\d{2}\/([0-9a-f-]{36})(\.[a-z0-9]+)?$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The stored files set against their rows (storedFilesReport). */
export interface StoredFilesReport {
  /** Rows whose file is missing. */
  unfiled: Array<{ key: string; kind: string; id: number; law_firm_id: number }>;
  /** Files stored under a firm's key that no row holds. */
  orphans: string[];
}

/**
 * The stored files against their rows: every document version and firm form version has its file, and every file
 * stored under a firm's key is one of those or a client's or an employee's photo (whose rows keep a path holding
 * the file's id). The rows are read first, in one snapshot, then the files listed: a row written meanwhile cannot
 * look unfiled, but on a live server a file whose row is being written may look like an orphan for a moment (the
 * orphan sweep, ops/orphan-files.ts, leaves a file that young alone).
 * Other files (invoice logos, kept by name) are not checked.
 */
export async function storedFilesReport(
  db: DbOrTx,
  files: { list(): AsyncIterable<string> },
): Promise<StoredFilesReport> {
  const { keys, photos } = await db.transaction(
    async (tx) => {
      const rows = (await tx.execute(sql`
        select storage_key as key, 'document version' as kind, id, law_firm_id from document_versions
        union all
        select storage_key, 'firm form version', id, law_firm_id from firm_form_versions`)) as unknown as {
        rows: Array<{ key: string; kind: string; id: number; law_firm_id: number }>;
      };
      const images = (await tx.execute(sql`
        select image from clients where image is not null
        union all
        select image from users where image is not null`)) as unknown as { rows: Array<{ image: string }> };
      return { keys: rows.rows, photos: images.rows.flatMap((row) => row.image.match(UUID) ?? []) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const stored = new Set<string>();
  for await (const key of files.list()) stored.add(key);
  const referenced = new Set(keys.map((row) => row.key));
  const photoIds = new Set(photos);
  const unfiled = keys.filter((row) => !stored.has(row.key));
  const orphans = [...stored].filter((key) => {
    const id = STORED_KEY.exec(key)?.[1];
    return id !== undefined && !referenced.has(key) && !photoIds.has(id);
  });
  return { unfiled, orphans };
}

/** The two file rules as checks (npm run check-ledger). */
export async function checkStoredFiles(db: DbOrTx, files: { list(): AsyncIterable<string> }): Promise<CheckResult[]> {
  const { unfiled, orphans } = await storedFilesReport(db, files);
  return [
    {
      name: 'rows without their file',
      rule: 'every document version and firm form version has its stored file',
      broken: unfiled.length,
      examples: unfiled.slice(0, EXAMPLES).map(({ kind, id, law_firm_id, key }) => ({ kind, id, law_firm_id, key })),
    },
    {
      name: 'stored files without a row',
      rule: "every file stored under a firm's key belongs to a document version, a firm form version or a photo",
      broken: orphans.length,
      examples: orphans
        .sort()
        .slice(0, EXAMPLES)
        .map((key) => ({ key })),
    },
  ];
}
