import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { invoices } from './invoices.js';
import { lawFirms } from './law-firms.js';

/** What the invoice jobs do at most once per invoice and occasion. */
export const INVOICE_NOTICE_KINDS = [
  'reminder_before',
  'reminder_due',
  'reminder_after',
  'installment',
  'receipt',
  'late_fee',
  /** A trust invoice asking the client to bring an evergreen retainer back to its floor (billing/trust-replenishment.ts). */
  'replenishment',
] as const;
export type InvoiceNoticeKind = (typeof INVOICE_NOTICE_KINDS)[number];

/**
 * One row per thing an invoice job did: a reminder, an installment notice or a receipt mailed, or the
 * late fee added. A job inserts its row (ON CONFLICT DO NOTHING) in the same transaction as the act,
 * and acts only when the row is new, so running a job twice, or on two servers, acts once.
 * `occurrence` says which one: the due date a reminder was for (a new due date re-arms the reminders),
 * the installment's number, the payment's id, or 'once' for the late fee.
 */
export const invoiceNotices = pgTable(
  'invoice_notices',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceNoticeKind>().notNull(),
    occurrence: text('occurrence').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_notices_once_uq').on(t.invoiceId, t.kind, t.occurrence),
    check(
      'invoice_notices_kind_ck',
      sql.raw(`kind IN (${INVOICE_NOTICE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
