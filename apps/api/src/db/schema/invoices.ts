import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { lowered, prefixKey } from './search-keys.js';
import { users } from './users.js';

/**
 * An invoice (BILL or TRUST). Totals are computed by the server from the charges and the invoice's
 * own settings on every save and stored here, so lists read them without recomputing. Money in
 * integer cents. paid_cents is the sum of the payments that are not canceled (kept by payments).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** Set when the invoice was made for one matter. */
    caseId: integer('case_id').references(() => cases.id),
    type: text('type').notNull().default('BILL'),
    title: text('title').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    dateIssued: date('date_issued', { mode: 'string' }).notNull(),
    /** Trust invoices: the base amount before tax and discount. */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    itemTaxCents: bigint('item_tax_cents', { mode: 'number' }).notNull().default(0),
    generalTaxCents: bigint('general_tax_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The firm's rows point at it by (id, law_firm_id), so a key cannot cross firms (and shards: docs/SCALING.md).
    unique('invoices_id_firm_key').on(t.id, t.lawFirmId),
    uniqueIndex('invoices_firm_number_uq').on(t.lawFirmId, t.invoiceNumber),
    index('invoices_firm_issued_idx').on(t.lawFirmId, t.dateIssued, t.id),
    index('invoices_client_idx').on(t.clientId, t.dateIssued),
    index('invoices_case_idx').on(t.caseId, t.dateIssued),
    index('invoices_firm_due_idx').on(t.lawFirmId, t.dueDate),
    // The invoices list sorted by total (the number, issue and due date sorts use the indexes above).
    index('invoices_firm_total_idx').on(t.lawFirmId, t.totalCents, t.id),
    // The header's search (search-keys.ts).
    index('invoices_search_number_idx').on(t.lawFirmId, prefixKey(lowered(t.invoiceNumber))),
    index('invoices_search_title_idx').on(t.lawFirmId, prefixKey(lowered(t.title))),
  ],
);

/**
 * How many invoices each firm has of each type, kept by statement triggers on invoices (migration
 * 0007), so an invoice list that is not filtered (the invoices page as it opens) reads its total
 * from here instead of counting every invoice of the firm. Derived data: no foreign keys.
 */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    lawFirmId: integer('law_firm_id').notNull(),
    type: text('type').notNull(),
    invoices: bigint('invoices', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawFirmId, t.type] })],
);

/** The next invoice number of each firm; bumped with one atomic UPDATE ... RETURNING. */
export const invoiceCounters = pgTable('invoice_counters', {
  lawFirmId: integer('law_firm_id')
    .primaryKey()
    .references(() => lawFirms.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A charge waiting to be billed. When an invoice picks it, the invoice gets a line that names it
 * (charges.saved_charge_id) and it gets the invoice's id; removing the line frees it again.
 */
export const savedCharges = pgTable(
  'saved_charges',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    description: text('description').notNull(),
    type: text('type').notNull().default('Service'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_charges_unbilled_idx').on(t.lawFirmId, t.createdAt).where(sql`${t.invoiceId} IS NULL`)],
);

/**
 * Invoice settings: the firm's defaults (invoice_id null, one per firm) and the copy each invoice
 * keeps (one per invoice). Amounts in cents; rates and percentage amounts in hundredths of a percent.
 * discount_value and late_fee_value are cents when their type is FIXED, hundredths of a percent when
 * PERCENTAGE. logo is the stored file's name under invoice-logos/{law_firm_id}/.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    includeLogo: boolean('include_logo').notNull().default(false),
    logo: text('logo'),
    includeFooter: boolean('include_footer').notNull().default(false),
    footerText: text('footer_text'),
    includeDiscount: boolean('include_discount').notNull().default(false),
    discountDescription: text('discount_description'),
    discountType: text('discount_type').notNull().default('FIXED'),
    discountValue: bigint('discount_value', { mode: 'number' }),
    includeTaxRate: boolean('include_tax_rate').notNull().default(true),
    taxRateHundredths: integer('tax_rate_hundredths'),
    includeLateFee: boolean('include_late_fee').notNull().default(false),
    lateFeeType: text('late_fee_type').notNull().default('FIXED'),
    lateFeeValue: bigint('late_fee_value', { mode: 'number' }),
    lateFeeDescription: text('late_fee_description'),
    includeInstallment: boolean('include_installment').notNull().default(false),
    installmentAmountCents: bigint('installment_amount_cents', { mode: 'number' }),
    installmentFrequency: text('installment_frequency').notNull().default('DAILY'),
    installmentStartDate: date('installment_start_date', { mode: 'string' }),
    colorScheme: text('color_scheme').notNull().default('Black'),
    language: text('language').notNull().default('English'),
    sendInvoiceReminders: boolean('send_invoice_reminders').notNull().default(false),
    autoSendReceipt: boolean('auto_send_receipt').notNull().default(false),
    includeEmail: boolean('include_email').notNull().default(true),
    includePhone: boolean('include_phone').notNull().default(true),
    includeAddress: boolean('include_address').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoice_settings_invoice_uq').on(t.invoiceId),
    uniqueIndex('invoice_settings_firm_default_uq').on(t.lawFirmId).where(sql`${t.invoiceId} IS NULL`),
  ],
);
