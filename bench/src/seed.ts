/**
 * Seeds the bench firm with batched INSERT ... SELECT over generate_series (chunks of 50,000 rows),
 * never row by row. Rows are numbered from 0 and take id = number + 1 (the database is fresh), so
 * every relation is arithmetic on the numbers and a firm can grow in stages: the growth comparison
 * seeds a tenth first, measures, then seeds the rest into the same firm.
 *
 * Shape: 50 employees; clients with 2.5 cases each; time entries over the last two years; invoices
 * of 3 to 7 lines (5 on average), the first two lines billing a pair of time entries; payments paying
 * a quarter of an invoice each, to the office account, with their event and ledger movement; meetings in the
 * calendar's month window (MEETING_WINDOW_DAYS around now), each with an employee and, one in two, a client.
 */
import { CURRENT_TERMS_VERSION, defaultRulesFor } from '@counsel/domain';
import type { DirectConnection } from './database.js';
import { EMPLOYEES } from './env.js';

export interface Counts {
  clients: number;
  cases: number;
  timeEntries: number;
  invoices: number;
  payments: number;
  meetings: number;
}

export const NO_ROWS: Counts = { clients: 0, cases: 0, timeEntries: 0, invoices: 0, payments: 0, meetings: 0 };

export interface SeededFirm {
  lawFirmId: number;
  adminId: number;
  officeAccountId: number;
}

export const employeeEmail = (n: number) => `employee${n}@bench.example`;

const CHUNK = 50_000;

async function inChunks(from: number, to: number, insert: (lo: number, hi: number) => Promise<unknown>) {
  for (let lo = from; lo < to; lo += CHUNK) await insert(lo, Math.min(to, lo + CHUNK));
}

/**
 * The other 49 employees (the admin signed up through the API), with the admin's password hash so
 * every one of them signs in with the admin's password, and an office account for the payments.
 */
export async function seedStaff(conn: DirectConnection, lawFirmId: number, adminId: number): Promise<SeededFirm> {
  const [admin] = await conn.sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [adminId]);
  await conn.sql(
    `INSERT INTO users (law_firm_id, full_name, email, password_hash, position, rules, default_hourly_rate_cents)
     SELECT $1, 'Employee ' || n, 'employee' || n || '@bench.example', $2,
            CASE WHEN n % 3 = 0 THEN 'paralegal' ELSE 'attorney' END,
            CASE WHEN n % 3 = 0 THEN $3::jsonb ELSE $4::jsonb END, 15000 + (n % 8) * 2500
     FROM generate_series(1, $5::int) n`,
    [
      lawFirmId,
      admin!.password_hash,
      JSON.stringify(defaultRulesFor('paralegal')),
      JSON.stringify(defaultRulesFor('attorney')),
      EMPLOYEES - 1,
    ],
  );
  // They have accepted the terms of service in force, as the admin has (the API serves nobody before that).
  await conn.sql(
    `INSERT INTO terms_acceptances (law_firm_id, user_id, terms_version)
     SELECT law_firm_id, id, $2 FROM users WHERE law_firm_id = $1 ON CONFLICT DO NOTHING`,
    [lawFirmId, CURRENT_TERMS_VERSION],
  );
  const [office] = await conn.sql<{ id: number }>(
    `INSERT INTO bank_accounts (law_firm_id, title, account_type, sub_type, banking_institution, created_by_user_id)
     VALUES ($1, 'Operating account', 'OFFICE', 'Checking', 'Chase', $2) RETURNING id`,
    [lawFirmId, adminId],
  );
  await conn.sql(
    `INSERT INTO bank_accounts (law_firm_id, title, account_type, sub_type, banking_institution, created_by_user_id)
     VALUES ($1, 'Client trust account', 'TRUST', 'Checking', 'Chase', $2)`,
    [lawFirmId, adminId],
  );
  return { lawFirmId, adminId, officeAccountId: office!.id };
}

/** Grows the firm from `from` rows of each kind to `to` rows. */
export async function seedRows(conn: DirectConnection, firm: SeededFirm, from: Counts, to: Counts): Promise<void> {
  const { lawFirmId } = firm;
  const [staff] = await conn.sql<{ ids: string }>(
    `SELECT '{' || string_agg(id::text, ',' ORDER BY id) || '}' AS ids FROM users WHERE law_firm_id = $1`,
    [lawFirmId],
  );

  await inChunks(from.clients, to.clients, (lo, hi) =>
    conn.sql(
      `INSERT INTO clients (id, law_firm_id, first_name, last_name, email, phone_number, city, country, created_at, updated_at)
       SELECT i + 1, $1,
              (ARRAY['Maria','Omar','Sarah','James','Layla','Daniel','Fatima','Lucas','Aisha','Noah'])[1 + i % 10],
              (ARRAY['Gomez','Haddad','Clarke','Nguyen','Rahman','Silva','Okafor','Ivanova','Kim','Mensah',
                     'Hamdan','Garcia','Patel','Cohen','Tanaka'])[1 + (i / 10) % 15] || ' ' || (i + 1),
              'client' || (i + 1) || '@bench.example', '+1713555' || lpad((i % 10000)::text, 4, '0'),
              'Houston', 'United States', now() - (i % 700) * interval '1 day', now() - (i % 700) * interval '1 day'
       FROM generate_series($2::int, $3::int - 1) i`,
      [lawFirmId, lo, hi],
    ),
  );

  // A case belongs to one of the clients that exist at its stage.
  await inChunks(from.cases, to.cases, (lo, hi) =>
    conn.sql(
      `INSERT INTO cases (id, law_firm_id, client_id, title, status, created_at, updated_at)
       SELECT k + 1, $1, 1 + k % $4,
              (ARRAY['Asylum application','H-1B petition','Family petition','Green card','Naturalization',
                     'Removal defense','Work permit','Appeal'])[1 + k % 8] || ' #' || (k + 1),
              (ARRAY['PENDING','OPEN','IN_PROGRESS','ON_HOLD','CLOSED'])[1 + k % 5],
              now() - ((k * 13) % 730) * interval '1 day', now() - ((k * 13) % 730) * interval '1 day'
       FROM generate_series($2::int, $3::int - 1) k`,
      [lawFirmId, lo, hi, to.clients],
    ),
  );

  // Entries come in pairs on one case (an invoice bills a pair); every tenth pair is not billable.
  await inChunks(from.timeEntries, to.timeEntries, (lo, hi) =>
    conn.sql(
      `INSERT INTO time_entries (id, law_firm_id, user_id, client_id, case_id, description, billable,
                                 hourly_rate_cents, duration_seconds, start_time, end_time, created_at, updated_at)
       SELECT g.t + 1, $1, ($4::int[])[1 + g.t % cardinality($4::int[])], c.client_id, c.id,
              (ARRAY['Client call','Drafting the petition','Legal research','Court appearance','Document review',
                     'Meeting with the client','Preparing evidence','Correspondence'])[1 + g.t % 8],
              (g.t / 2) % 10 <> 9, (150 + (g.t % 8) * 25) * 100, g.seconds,
              g.start, g.start + g.seconds * interval '1 second', g.start, g.start
       FROM (SELECT t, 1 + ((t / 2) * 7919) % $5 AS case_id, 900 + (t * 37 % 28) * 300 AS seconds,
                    date_trunc('minute', now()) - ((t::bigint * 104729) % 1051200) * interval '1 minute' AS start
             FROM generate_series($2::int, $3::int - 1) t) g
       JOIN cases c ON c.id = g.case_id`,
      [lawFirmId, lo, hi, staff!.ids, to.cases],
    ),
  );

  await seedInvoices(conn, firm, from.invoices, to.invoices);
  await seedPayments(conn, firm, from.payments, to.payments, to.invoices);
  await seedMeetings(conn, firm, from.meetings, to.meetings, staff!.ids, to.clients);

  for (const table of ['clients', 'cases', 'time_entries', 'invoices', 'payments', 'meetings']) {
    await conn.sql(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  await conn.sql(
    `INSERT INTO invoice_counters (law_firm_id, last_number) VALUES ($1, $2)
     ON CONFLICT (law_firm_id) DO UPDATE SET last_number = excluded.last_number`,
    [lawFirmId, to.invoices],
  );
  // What autovacuum would have done by now on a real server: fresh statistics for the planner, and
  // the visibility map that lets index-only scans skip the table.
  await conn.sql('VACUUM ANALYZE');
}

/**
 * Invoice i bills the time entries of pair p = i + i / 9 (which skips every tenth pair, the
 * non-billable ones) on its first two lines, and has 1 to 5 more lines of its own.
 */
async function seedInvoices(conn: DirectConnection, firm: SeededFirm, from: number, to: number) {
  const { lawFirmId, adminId } = firm;
  await inChunks(from, to, async (lo, hi) => {
    await conn.sql(
      `INSERT INTO invoices (id, law_firm_id, client_id, case_id, type, title, invoice_number, created_by_user_id,
                             due_date, date_issued, created_at, updated_at)
       SELECT i + 1, $1, te.client_id, te.case_id, 'BILL', 'Legal services', 'INV-' || lpad((i + 1)::text, 5, '0'), $4,
              current_date - (i * 37) % 730 + 30, current_date - (i * 37) % 730, now(), now()
       FROM generate_series($2::int, $3::int - 1) i
       JOIN time_entries te ON te.id = 2 * (i + i / 9) + 1`,
      [lawFirmId, lo, hi, adminId],
    );
    await conn.sql(
      `INSERT INTO charges (law_firm_id, invoice_id, position, client_id, case_id, description, amount_cents, date, type,
                            is_time_entry, time_entry_id, created_by_user_id)
       SELECT $1, i + 1, k, te.client_id, te.case_id, te.description,
              round(te.hourly_rate_cents::numeric * te.duration_seconds / 3600), (te.start_time)::date, 'Service',
              true, te.id, $4
       FROM generate_series($2::int, $3::int - 1) i
       CROSS JOIN generate_series(0, 1) k
       JOIN time_entries te ON te.id = 2 * (i + i / 9) + k + 1`,
      [lawFirmId, lo, hi, adminId],
    );
    await conn.sql(
      `INSERT INTO charges (law_firm_id, invoice_id, position, client_id, case_id, description, amount_cents, date, type,
                            created_by_user_id)
       SELECT $1, inv.id, k, inv.client_id, inv.case_id,
              (ARRAY['Consultation','Filing fee','Case preparation','Translation of documents','Courier'])[1 + k % 5],
              5000 + ((inv.id * 7 + k * 13) % 40) * 500, inv.date_issued,
              CASE WHEN k % 2 = 0 THEN 'Service' ELSE 'Expense' END, $4
       FROM invoices inv
       CROSS JOIN LATERAL generate_series(2, 2 + (inv.id - 1) % 5) k
       WHERE inv.law_firm_id = $1 AND inv.id BETWEEN $2::int + 1 AND $3::int`,
      [lawFirmId, lo, hi, adminId],
    );
    await conn.sql(
      `UPDATE time_entries te SET invoiced = true, invoice_id = ch.invoice_id
       FROM charges ch
       WHERE ch.time_entry_id = te.id AND ch.law_firm_id = $1 AND ch.invoice_id BETWEEN $2::int + 1 AND $3::int`,
      [lawFirmId, lo, hi],
    );
    // No tax or discount, so the total is the lines' sum, as the server would compute it.
    await conn.sql(
      `UPDATE invoices inv SET subtotal_cents = s.sum, total_cents = s.sum
       FROM (SELECT invoice_id, sum(amount_cents) AS sum FROM charges
             WHERE law_firm_id = $1 AND invoice_id BETWEEN $2::int + 1 AND $3::int GROUP BY invoice_id) s
       WHERE inv.id = s.invoice_id`,
      [lawFirmId, lo, hi],
    );
    await conn.sql(
      `INSERT INTO invoice_settings (law_firm_id, invoice_id, include_tax_rate, language)
       SELECT $1, i + 1, false, 'English' FROM generate_series($2::int, $3::int - 1) i`,
      [lawFirmId, lo, hi],
    );
  });
}

/** Payment p pays a quarter of invoice p mod (invoices so far); no invoice gets more than three. */
async function seedPayments(conn: DirectConnection, firm: SeededFirm, from: number, to: number, invoices: number) {
  const { lawFirmId, adminId, officeAccountId } = firm;
  await inChunks(from, to, async (lo, hi) => {
    await conn.sql(
      `INSERT INTO payments (id, law_firm_id, invoice_id, client_id, case_id, payment_type, level, office_account_id,
                             amount_cents, payment_date, status, category, created_by_user_id, created_at, updated_at)
       SELECT p + 1, $1, inv.id, inv.client_id, inv.case_id, 'direct',
              CASE WHEN inv.case_id IS NULL THEN 'CLIENT' ELSE 'MATTER' END, $5, inv.total_cents / 4,
              least(current_date, inv.date_issued + p % 30), 'completed', 'direct', $6, now(), now()
       FROM generate_series($2::int, $3::int - 1) p
       JOIN invoices inv ON inv.id = 1 + p % $4`,
      [lawFirmId, lo, hi, invoices, officeAccountId, adminId],
    );
    await conn.sql(
      `INSERT INTO payment_events (payment_id, action_type, amount_cents, user_id)
       SELECT id, 'recorded', amount_cents, $4 FROM payments
       WHERE law_firm_id = $1 AND id BETWEEN $2::int + 1 AND $3::int`,
      [lawFirmId, lo, hi, adminId],
    );
    await conn.sql(
      `INSERT INTO account_movements (law_firm_id, bank_account_id, client_id, case_id, payment_id, kind, amount_cents)
       SELECT $1, office_account_id, client_id, case_id, id, 'payment', amount_cents FROM payments
       WHERE law_firm_id = $1 AND id BETWEEN $2::int + 1 AND $3::int`,
      [lawFirmId, lo, hi],
    );
    // With its audit row, as recording a payment writes one: the seeded books pass npm run check-ledger.
    await conn.sql(
      `INSERT INTO audit_log (law_firm_id, user_id, action, entity_type, entity_id, details)
       SELECT $1, $4, 'payment.recorded', 'payment', id::text, jsonb_build_object('amount_cents', amount_cents)
       FROM payments WHERE law_firm_id = $1 AND id BETWEEN $2::int + 1 AND $3::int`,
      [lawFirmId, lo, hi, adminId],
    );
  });
  await conn.sql(
    `UPDATE invoices inv SET paid_cents = s.sum
     FROM (SELECT invoice_id, sum(amount_cents) AS sum FROM payments
           WHERE law_firm_id = $1 AND status <> 'canceled' GROUP BY invoice_id) s
     WHERE inv.id = s.invoice_id AND inv.paid_cents <> s.sum`,
    [lawFirmId],
  );
}

/** The calendar window the meetings fill and the bench's month view asks for: 9 days back to 32 ahead (42 days). */
export const MEETING_WINDOW_DAYS = { before: 9, after: 32 } as const;

/**
 * Meeting m: an hour long, at a quarter hour between 08:00 and 18:00 UTC of a day in the window, organised by one of
 * the staff, with that employee as an attendee and, for every other meeting, client 1 + m mod clients as well.
 */
async function seedMeetings(
  conn: DirectConnection,
  firm: SeededFirm,
  from: number,
  to: number,
  staffIds: string,
  clients: number,
) {
  const { lawFirmId } = firm;
  const { before, after } = MEETING_WINDOW_DAYS;
  await inChunks(from, to, async (lo, hi) => {
    await conn.sql(
      `INSERT INTO meetings (id, law_firm_id, user_id, title, start_at, end_at, time_zone, location, client_id, notes)
       SELECT m + 1, $1, ($4::int[])[1 + m % cardinality($4::int[])],
              (ARRAY['Case review','Client interview','Evidence review','Hearing preparation','Consultation',
                     'مراجعة القضية','تحضير المقابلة'])[1 + m % 7] || ' #' || (m + 1),
              s.start, s.start + interval '1 hour', 'America/Chicago',
              (ARRAY['OFFLINE','OTHERS'])[1 + m % 2], CASE WHEN m % 2 = 0 THEN 1 + m % $5 END,
              '<p>Bring the client''s documents.</p>'
       FROM generate_series($2::int, $3::int - 1) m
       CROSS JOIN LATERAL (SELECT date_trunc('day', now()) + ((m * 7) % ($6::int + $7::int) - $6::int) * interval '1 day'
                                  + (8 * 60 + (m * 15) % 600) * interval '1 minute' AS start) s`,
      [lawFirmId, lo, hi, staffIds, clients, before, after],
    );
    await conn.sql(
      `INSERT INTO meeting_attendees (meeting_id, type, user_id, email, full_name, response_status, position)
       SELECT mt.id, 'employee', u.id, u.email, u.full_name, 'accepted', 0
       FROM meetings mt JOIN users u ON u.id = mt.user_id
       WHERE mt.law_firm_id = $1 AND mt.id BETWEEN $2::int + 1 AND $3::int`,
      [lawFirmId, lo, hi],
    );
    await conn.sql(
      `INSERT INTO meeting_attendees (meeting_id, type, client_id, email, full_name, response_status, position)
       SELECT mt.id, 'client', c.id, c.email, c.first_name || ' ' || c.last_name, 'none', 1
       FROM meetings mt JOIN clients c ON c.id = mt.client_id
       WHERE mt.law_firm_id = $1 AND mt.id BETWEEN $2::int + 1 AND $3::int`,
      [lawFirmId, lo, hi],
    );
  });
}
