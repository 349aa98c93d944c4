import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountMovements, bankAccounts, payments } from './banking.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { invoices } from './invoices.js';
import { lawFirms } from './law-firms.js';

/**
 * An invoice's pay link (`/pay/{token}`): a random token made the first time the link is asked for. Only its
 * SHA-256 finds it; the token itself is kept encrypted (SecretBox) so the staff and the invoice mails can hand the
 * same link out again. At most one live link per invoice; a revoked one stays, dead, for the audit.
 */
export const payLinks = pgTable(
  'pay_links',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    tokenEncrypted: text('token_encrypted').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pay_links_live_invoice_uq').on(t.invoiceId).where(sql`${t.revokedAt} is null`)],
);

/**
 * A card payment a client started on a pay link: the provider's payment intent and what became of it. `open` until
 * the provider says the client confirmed it, `pending` while confirmed and not settled (its amount is reserved on
 * the invoice, with no ledger movement), then `completed` (the payment recorded, `payment_id`) or `failed`. The
 * intent id is unique, so whatever tells of the outcome first (the webhook, the page's check, the reconciliation)
 * settles this one row, under its row lock.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    payLinkId: integer('pay_link_id')
      .notNull()
      .references(() => payLinks.id),
    /** The provider's payment intent (pi_...); null only while it is being made. */
    intentId: text('intent_id').unique(),
    /** open, pending, completed, failed */
    status: text('status').notNull().default('open'),
    /** What the invoice is credited with. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Added to the charge, the office's (never on trust invoices). */
    surchargeCents: bigint('surcharge_cents', { mode: 'number' }).notNull().default(0),
    /** The processor's fee, learnt when it settles. */
    feeCents: bigint('fee_cents', { mode: 'number' }),
    /** Made in the API's own sandbox: unknown to the real provider. */
    sandbox: boolean('sandbox').notNull(),
    /** The payment recorded on the invoice once it succeeded. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The part beyond what the invoice still owed when it settled (two payments at once): the client's credit. */
    excessPaymentId: integer('excess_payment_id').references(() => payments.id),
    depositAccountId: integer('deposit_account_id').references(() => bankAccounts.id),
    feeMovementId: integer('fee_movement_id').references(() => accountMovements.id),
    surchargeMovementId: integer('surcharge_movement_id').references(() => accountMovements.id),
    /** The provider's reason when it failed. */
    failureMessage: text('failure_message'),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The firm's rows point at it by (id, law_firm_id), so a key cannot cross firms (and shards: docs/SCALING.md).
    unique('online_payments_id_firm_key').on(t.id, t.lawFirmId),
    index('online_payments_invoice_idx').on(t.invoiceId, t.status),
    // The reconciliation's scan: what is still open or pending, oldest first.
    index('online_payments_unsettled_idx').on(t.createdAt).where(sql`${t.status} in ('open', 'pending')`),
  ],
);

/**
 * A refund made at the provider (re_...) of a card payment, booked once by its id under the online payment's row
 * lock: what of it went back from the invoice's payment, from the excess payment, from the surcharge, and what could
 * not be booked (the payment canceled here, or its trust money already spent), which the audit entry names.
 */
export const onlinePaymentRefunds = pgTable(
  'online_payment_refunds',
  {
    id: serial('id').notNull(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    onlinePaymentId: integer('online_payment_id').notNull(),
    /** Stripe's refund id: each is booked once (unique with the firm, whose shard holds it). */
    providerRefundId: text('provider_refund_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paymentCents: bigint('payment_cents', { mode: 'number' }).notNull().default(0),
    excessCents: bigint('excess_cents', { mode: 'number' }).notNull().default(0),
    surchargeCents: bigint('surcharge_cents', { mode: 'number' }).notNull().default(0),
    unbookedCents: bigint('unbooked_cents', { mode: 'number' }).notNull().default(0),
    surchargeMovementId: integer('surcharge_movement_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // The firm in the key, as Citus needs of a table distributed by firm (docs/SCALING.md).
    primaryKey({ columns: [t.id, t.lawFirmId] }),
    index('online_payment_refunds_payment_idx').on(t.onlinePaymentId),
    uniqueIndex('online_payment_refunds_provider_uq').on(t.lawFirmId, t.providerRefundId),
    // Each key names the firm too, so no refund points at another firm's row (and each stays on its firm's shard).
    foreignKey({
      name: 'online_payment_refunds_payment_fk',
      columns: [t.onlinePaymentId, t.lawFirmId],
      foreignColumns: [onlinePayments.id, onlinePayments.lawFirmId],
    }),
    foreignKey({
      name: 'online_payment_refunds_surcharge_movement_fk',
      columns: [t.surchargeMovementId, t.lawFirmId],
      foreignColumns: [accountMovements.id, accountMovements.lawFirmId],
    }),
  ],
);

/**
 * The provider's webhook events as received, by their id: a replay inserts nothing and queues nothing. The event
 * only says which intent to ask about; settling reads the intent from the provider itself.
 */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  receivedAt: createdAt(),
});

/** A firm's card payment settings: the surcharge (hundredths of a percent) and the accounts money goes to. */
export const onlinePaymentSettings = pgTable('online_payment_settings', {
  lawFirmId: integer('law_firm_id')
    .primaryKey()
    .references(() => lawFirms.id, { onDelete: 'cascade' }),
  surchargeHundredths: integer('surcharge_hundredths').notNull().default(0),
  officeAccountId: integer('office_account_id').references(() => bankAccounts.id),
  trustAccountId: integer('trust_account_id').references(() => bankAccounts.id),
  updatedAt: updatedAt(),
});
