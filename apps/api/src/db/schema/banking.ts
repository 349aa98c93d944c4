import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { invoices } from './invoices.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A firm's bank account: TRUST (clients' money) or OFFICE (the firm's). Its balance is never stored:
 * it is the starting balance plus the sum of its movements.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    title: text('title').notNull(),
    accountType: text('account_type').notNull(),
    subType: text('sub_type').notNull(),
    bankingInstitution: text('banking_institution').notNull(),
    currency: text('currency').notNull().default('USD'),
    startingBalanceCents: bigint('starting_balance_cents', { mode: 'number' }).notNull().default(0),
    /** Set when linked to an account of a Plaid item of the firm. */
    plaidAccountId: text('plaid_account_id'),
    mask: text('mask'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_accounts_firm_type_idx').on(t.lawFirmId, t.accountType),
    uniqueIndex('bank_accounts_plaid_account_uq').on(t.lawFirmId, t.plaidAccountId),
  ],
);

/** A bank connection made through Plaid Link; the access token is the provider's secret for the item. */
export const plaidItems = pgTable(
  'plaid_items',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    itemId: text('item_id').notNull(),
    accessToken: text('access_token').notNull(),
    institutionName: text('institution_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plaid_items_firm_item_uq').on(t.lawFirmId, t.itemId)],
);

/**
 * A payment received or applied. Never erased: deleting cancels it (status canceled), writes an event
 * and reverses its movements. Amount in cents, always positive.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    caseId: integer('case_id').references(() => cases.id),
    paymentType: text('payment_type').notNull(),
    level: text('level').notNull().default('CLIENT'),
    trustAccountLevel: text('trust_account_level'),
    trustAccountId: integer('trust_account_id').references(() => bankAccounts.id),
    officeAccountId: integer('office_account_id').references(() => bankAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /**
     * What of the amount went back to the client (a refund at the card processor): the sum of its 'refunded'
     * events, each with its 'refund' movements. The invoice is credited with amount_cents - refunded_cents.
     */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    description: text('description'),
    status: text('status').notNull().default('completed'),
    /**
     * trust_deposit, trust_transfer or direct: what the money did; applied_credit: part of a direct
     * payment without an invoice (the source) applied to an invoice, which moves no money.
     */
    category: text('category').notNull(),
    /** For applied_credit: the unapplied payment the money came from. */
    sourcePaymentId: integer('source_payment_id').references((): AnyPgColumn => payments.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_firm_client_idx').on(t.lawFirmId, t.clientId, t.paymentDate),
    index('payments_source_idx').on(t.sourcePaymentId),
  ],
);

/** The audit trail of a payment (recorded, refunded, canceled), shown with it. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    actionType: text('action_type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

/**
 * Every movement of money on a bank account: the trust ledger is the movements of TRUST accounts.
 * Signed cents (a deposit is positive, a transfer out negative; a canceled payment's movements are
 * reversed by new rows, never edited). client_id on trust movements; case_id when MATTER_TRUST.
 */
export const accountMovements = pgTable(
  'account_movements',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    clientId: integer('client_id').references(() => clients.id),
    caseId: integer('case_id').references(() => cases.id),
    trustAccountLevel: text('trust_account_level'),
    paymentId: integer('payment_id').references(() => payments.id),
    /** deposit, transfer_to_office, transfer_from_trust, payment, refund, reversal. */
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The firm's rows point at it by (id, law_firm_id), so a key cannot cross firms (and shards: docs/SCALING.md).
    unique('account_movements_id_firm_key').on(t.id, t.lawFirmId),
    index('account_movements_account_idx').on(t.bankAccountId, t.createdAt),
    index('account_movements_client_idx').on(t.lawFirmId, t.clientId, t.caseId),
    index('account_movements_payment_idx').on(t.paymentId),
  ],
);

/**
 * An evergreen retainer: the trust balance a client (case_id null) or one of their matters should not fall below.
 * When a withdrawal from trust takes the balance under it, the client is asked to replenish, once per crossing:
 * `requested_at` is when the last request went out, and a new one goes out only once the balance has been back at
 * or above the floor since then (read from the ledger).
 */
export const trustBalanceFloors = pgTable(
  'trust_balance_floors',
  {
    id: serial('id').notNull(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientId: integer('client_id').notNull(),
    caseId: integer('case_id'),
    floorCents: bigint('floor_cents', { mode: 'number' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }),
    /** The trust invoice of the last replenishment request. */
    requestInvoiceId: integer('request_invoice_id'),
    updatedByUserId: integer('updated_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The firm in the key, as Citus needs of a table distributed by firm (docs/SCALING.md).
    primaryKey({ columns: [t.id, t.lawFirmId] }),
    uniqueIndex('trust_balance_floors_client_uq').on(t.lawFirmId, t.clientId).where(sql`${t.caseId} is null`),
    uniqueIndex('trust_balance_floors_case_uq').on(t.lawFirmId, t.caseId).where(sql`${t.caseId} is not null`),
    // Each key names the firm too, so no floor points at another firm's row (and each stays on its firm's shard).
    foreignKey({
      name: 'trust_balance_floors_client_fk',
      columns: [t.clientId, t.lawFirmId],
      foreignColumns: [clients.id, clients.lawFirmId],
    }),
    foreignKey({
      name: 'trust_balance_floors_case_fk',
      columns: [t.caseId, t.lawFirmId],
      foreignColumns: [cases.id, cases.lawFirmId],
    }),
    foreignKey({
      name: 'trust_balance_floors_request_invoice_fk',
      columns: [t.requestInvoiceId, t.lawFirmId],
      foreignColumns: [invoices.id, invoices.lawFirmId],
    }),
    foreignKey({
      name: 'trust_balance_floors_updated_by_fk',
      columns: [t.updatedByUserId, t.lawFirmId],
      foreignColumns: [users.id, users.lawFirmId],
    }),
  ],
);
