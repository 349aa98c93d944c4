import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
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
