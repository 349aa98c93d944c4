import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';

/** The firm's customer at the card provider (Stripe), made the first time the plans page is read. */
export const subscriptionCustomers = pgTable('subscription_customers', {
  lawFirmId: integer('law_firm_id')
    .primaryKey()
    .references(() => lawFirms.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  /** Made in the API's own sandbox: unknown to the real provider. */
  sandbox: boolean('sandbox').notNull(),
  createdAt: createdAt(),
});

/**
 * The firm's payment cards (billing.md §3): what the provider tells of a saved card, never its number. At most
 * one default per firm (the partial unique index); the service keeps exactly one while any card exists.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id, { onDelete: 'cascade' }),
    /** The provider's payment method id (pm_...). */
    providerId: text('provider_id').notNull().unique(),
    cardType: text('card_type').notNull(),
    last4: text('last4').notNull(),
    /** MM/YY */
    cardExpiry: text('card_expiry').notNull(),
    cardHolder: text('card_holder'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_cards_firm_idx').on(t.lawFirmId, t.createdAt),
    uniqueIndex('payment_cards_one_default_idx').on(t.lawFirmId).where(sql`${t.isDefault}`),
  ],
);

/**
 * The firm's paid subscription at the card provider (one per firm): the provider's subscription and what it last
 * said of it. `read_only_since` is set when a past_due grace period ended unpaid or the subscription ended: the auth
 * query then reads the plan's invoices as READ_ONLY (platform/auth/repository.ts).
 */
export const firmSubscriptions = pgTable('firm_subscriptions', {
  lawFirmId: integer('law_firm_id')
    .primaryKey()
    .references(() => lawFirms.id, { onDelete: 'cascade' }),
  /** The provider's subscription id (sub_...). */
  providerId: text('provider_id').notNull().unique(),
  /** Made in the API's own sandbox: unknown to the real provider. */
  sandbox: boolean('sandbox').notNull(),
  planCode: text('plan_code').notNull(),
  /** active, past_due or canceled (SUBSCRIPTION_STATUSES). */
  status: text('status').notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  graceEndsAt: timestamp('grace_ends_at', { withTimezone: true, mode: 'date' }),
  readOnlySince: timestamp('read_only_since', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The Stripe sandbox's objects (DESIGN §5): customers, tokens and payment methods as Stripe would keep them, each
 * under the firm whose signed sandbox key made it, so no key reaches another firm's objects. It stands for an
 * outside service, so it is not a firm's data and has no foreign key.
 */
export const sandboxStripeObjects = pgTable(
  'sandbox_stripe_objects',
  {
    id: text('id').primaryKey(),
    account: integer('account').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_stripe_objects_account_idx').on(t.account, t.kind)],
);
