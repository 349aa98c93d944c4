/**
 * The firm's subscription: its plan, usage and payment cards (billing.md screen 14, §3, §7). Cards live at the card
 * provider (Stripe, or its sandbox); the rows here say which of the firm's cards there are and which is the default.
 * Rules: the first card becomes the default; whenever the firm has cards exactly one is the default; deleting the
 * default makes the most recent remaining card the default. The provider is called first and the rows
 * are written after it under the firm's customer row lock, so two changes at once still leave one default.
 */
import {
  type AddCardRequest,
  CARD_ADDED_MESSAGE,
  type CardType,
  cardExpiryOf,
  cardTypeOf,
  type PaidSubscription,
  type PaymentCard,
  type Subscription,
  type SubscriptionStatus,
  trialDaysLeft,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { StripeProvider } from '../../integrations/stripe/provider.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { planOut } from '../../platform/auth/firm-view.js';
import { notFound } from '../../platform/errors.js';
import { countActiveUsers } from '../../platform/plans.js';
import { found } from '../../platform/tenancy.js';
import { readUsage } from '../../platform/usage/service.js';
import { predefinedUsage } from '../workflows/guards.js';
import { atProvider } from './provider-errors.js';
import * as repo from './repository.js';

export interface SubscriptionDeps {
  db: Db;
  stripe: StripeProvider;
  now?: () => Date;
}

const cardOut = (row: repo.CardRow): PaymentCard => ({
  id: row.id,
  last4: row.last4,
  cardHolder: row.cardHolder,
  cardExpiry: row.cardExpiry,
  cardType: row.cardType as CardType,
  default: row.isDefault,
});

/**
 * The firm's customer at the provider, made the first time it is needed. A customer made in the sandbox means
 * nothing to Stripe (and the reverse): when the provider changed, a new customer replaces it and its cards go.
 */
export async function ensureCustomer(deps: SubscriptionDeps, auth: AuthContext): Promise<string> {
  const { db, stripe } = deps;
  const stored = await repo.findCustomer(db, auth.firm.id);
  if (stored && stored.sandbox === stripe.sandbox) return stored.customerId;
  const firm = { id: auth.firm.id, name: auth.firm.name, email: auth.firm.email };
  const customerId = await atProvider(() => stripe.createCustomer(firm));
  if (stored) {
    await db.transaction(async (tx) => {
      await repo.lockCustomer(tx, auth.firm.id);
      await repo.replaceCustomer(tx, auth.firm.id, customerId, stripe.sandbox);
    });
    return customerId;
  }
  // Two first reads at once each make a customer; the one saved first is the firm's (the other has no cards).
  const saved = await repo.insertCustomer(db, auth.firm.id, customerId, stripe.sandbox);
  return saved?.customerId ?? found(await repo.findCustomer(db, auth.firm.id), 'Customer').customerId;
}

export async function getSubscription(deps: SubscriptionDeps, auth: AuthContext): Promise<Subscription> {
  const { db, stripe } = deps;
  const now = deps.now?.() ?? new Date();
  const customerId = await ensureCustomer(deps, auth);
  const { plan } = auth;
  const [usage, activeUsers, predefined, cards, paid] = await Promise.all([
    readUsage(db, auth.user.id, auth.firm.timeZone, now),
    countActiveUsers(db, auth.firm.id),
    predefinedUsage(db, auth),
    repo.listCards(db, auth.firm.id),
    repo.findSubscription(db, auth.firm.id),
  ]);
  return {
    plan: planOut(plan),
    trial_days_left: trialDaysLeft(plan.trialEndsAt, now),
    usage,
    active_users: activeUsers,
    predefined_workflows_used: predefined.used,
    customer_id: customerId,
    cards: cards.map(cardOut),
    sandbox: stripe.sandbox,
    publishable_key: stripe.publishableKey,
    // One made with another provider (the sandbox's, before Stripe was set up) means nothing to this one.
    paid_subscription: paid?.sandbox === stripe.sandbox ? paidSubscriptionOut(paid) : null,
  };
}

export function paidSubscriptionOut(row: repo.SubscriptionRow | null): PaidSubscription | null {
  if (!row) return null;
  return {
    plan_code: row.planCode,
    status: row.status as SubscriptionStatus,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    grace_ends_at: row.graceEndsAt?.toISOString() ?? null,
    read_only_since: row.readOnlySince?.toISOString() ?? null,
  };
}

export async function listCards(db: Db, auth: AuthContext): Promise<PaymentCard[]> {
  return (await repo.listCards(db, auth.firm.id)).map(cardOut);
}

/** §7 POST /subscription/cards: the token becomes a card at the provider, then the firm's row. */
export async function addCard(deps: SubscriptionDeps, auth: AuthContext, body: AddCardRequest) {
  const { db, stripe } = deps;
  const customer = await repo.findCustomer(db, auth.firm.id);
  // Only the firm's own customer: any other id, another firm's included, is not found.
  if (!customer || customer.sandbox !== stripe.sandbox || customer.customerId !== body.customer_id) {
    throw notFound('Customer');
  }
  const { customerId } = customer;
  const attached = await atProvider(() => stripe.attachCard(auth.firm.id, customerId, body.card_token));
  let card: repo.CardRow;
  try {
    const firstCard = (await repo.newestCard(db, auth.firm.id)) === null;
    if (firstCard) await atProvider(() => stripe.setDefaultCard(auth.firm.id, customerId, attached.id));
    card = await db.transaction(async (tx) => {
      await repo.lockCustomer(tx, auth.firm.id);
      const row = await repo.insertCard(tx, {
        lawFirmId: auth.firm.id,
        providerId: attached.id,
        cardType: cardTypeOf(attached.brand),
        last4: attached.last4,
        cardExpiry: cardExpiryOf(attached.expMonth, attached.expYear),
        cardHolder: attached.holder,
        // Decided again under the lock: of two first cards added at once, only one is the default.
        isDefault: (await repo.newestCard(tx, auth.firm.id)) === null,
      });
      await audit(tx, auth, 'payment_card.added', row.id);
      return row;
    });
    if (firstCard && !card.isDefault) await syncProviderDefault(deps, auth, customerId);
  } catch (error) {
    // Not saved here: take the card off the customer again, so the provider keeps no card the firm cannot see.
    await stripe.detachCard(auth.firm.id, attached.id).catch(() => undefined);
    throw error;
  }
  return { message: CARD_ADDED_MESSAGE, card: cardOut(card) };
}

export async function makeDefaultCard(deps: SubscriptionDeps, auth: AuthContext, id: number) {
  const { db, stripe } = deps;
  const card = found(await repo.findCard(db, auth.firm.id, id), 'Payment card');
  const customer = found(await repo.findCustomer(db, auth.firm.id), 'Customer');
  if (!card.isDefault) {
    await atProvider(() => stripe.setDefaultCard(auth.firm.id, customer.customerId, card.providerId));
    await db.transaction(async (tx) => {
      await repo.lockCustomer(tx, auth.firm.id);
      found(await repo.findCard(tx, auth.firm.id, id), 'Payment card');
      await repo.setDefaultCard(tx, auth.firm.id, card.id);
      await audit(tx, auth, 'payment_card.made_default', card.id);
    });
  }
  return { cards: await listCards(db, auth) };
}

export async function deleteCard(deps: SubscriptionDeps, auth: AuthContext, id: number) {
  const { db, stripe } = deps;
  const card = found(await repo.findCard(db, auth.firm.id, id), 'Payment card');
  const customer = found(await repo.findCustomer(db, auth.firm.id), 'Customer');
  await atProvider(() => stripe.detachCard(auth.firm.id, card.providerId));
  const promoted = await db.transaction(async (tx) => {
    await repo.lockCustomer(tx, auth.firm.id);
    const current = await repo.findCard(tx, auth.firm.id, id);
    if (!current) return false;
    await repo.deleteCard(tx, auth.firm.id, id);
    const next = current.isDefault ? await repo.newestCard(tx, auth.firm.id) : null;
    if (next) await repo.setDefaultCard(tx, auth.firm.id, next.id);
    await audit(tx, auth, 'payment_card.deleted', id);
    return next !== null;
  });
  if (promoted) await syncProviderDefault(deps, auth, customer.customerId);
  return { cards: await listCards(db, auth) };
}

/**
 * Tells the provider the default the rows now hold. Provider calls stay outside transactions (a transaction must
 * not wait on the network, and the sandbox shares the database). Best effort: a failure leaves the provider
 * without the new default until the next change, while the firm's rows, which say which card to charge, are right.
 */
async function syncProviderDefault(deps: SubscriptionDeps, auth: AuthContext, customerId: string) {
  const current = (await repo.listCards(deps.db, auth.firm.id)).find((c) => c.isDefault);
  if (!current) return;
  await deps.stripe.setDefaultCard(auth.firm.id, customerId, current.providerId).catch(() => undefined);
}

const audit = (tx: Parameters<typeof recordAudit>[0], auth: AuthContext, action: string, cardId: number) =>
  recordAudit(tx, {
    lawFirmId: auth.firm.id,
    userId: auth.user.id,
    action,
    entityType: 'payment_card',
    entityId: cardId,
  });
