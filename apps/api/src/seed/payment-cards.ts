/**
 * The demo firm's payment cards (billing.md screen 14): a customer in the Stripe sandbox with two of Stripe's test
 * cards, the Visa the default, so the plans page shows real cards. It goes through the sandbox over HTTP like any
 * card, so it runs once the server listens, and only while the sandbox stands in for Stripe (a real Stripe account
 * gets no demo cards). Once the firm has a customer, it does nothing. The demo firm then pays for the Professional
 * plan through an active sandbox subscription on the Visa, so the plans page shows a paid plan to change or cancel.
 */
import { cardExpiryOf, cardTypeOf, paidPlanOf } from '@counsel/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { firmSubscriptions, lawFirms, paymentCards, plans, subscriptionCustomers, users } from '../db/schema/index.js';
import type { ProviderCard, StripeProvider } from '../integrations/stripe/provider.js';
import { ensurePlanCatalogue } from '../platform/plans.js';
import { DEMO_EMPLOYEES, DEMO_FIRM } from './demo-data.js';

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoCards(db: Db, stripe: StripeProvider): Promise<void> {
  if (!stripe.sandbox) return;
  const admin = DEMO_EMPLOYEES[0]!;
  const [firm] = await db
    .select({ id: lawFirms.id, name: lawFirms.name, email: lawFirms.email })
    .from(lawFirms)
    .innerJoin(users, eq(users.lawFirmId, lawFirms.id))
    .where(sql`lower(${users.email}) = ${admin.email}`);
  if (!firm) return;
  const [existing] = await db
    .select({ id: subscriptionCustomers.lawFirmId })
    .from(subscriptionCustomers)
    .where(eq(subscriptionCustomers.lawFirmId, firm.id));
  if (existing) return;

  const customerId = await stripe.createCustomer(firm);
  const visa = await stripe.attachCard(firm.id, customerId, 'tok_visa', DEMO_FIRM.name);
  const mastercard = await stripe.attachCard(firm.id, customerId, 'tok_mastercard', admin.fullName);
  await stripe.setDefaultCard(firm.id, customerId, visa.id);
  const row = (card: ProviderCard, isDefault: boolean, daysAgo: number) => ({
    lawFirmId: firm.id,
    providerId: card.id,
    cardType: cardTypeOf(card.brand),
    last4: card.last4,
    cardExpiry: cardExpiryOf(card.expMonth, card.expYear),
    cardHolder: card.holder,
    isDefault,
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
  const plan = paidPlanOf(DEMO_PLAN)!;
  const subscription = await stripe.createSubscription(firm.id, customerId, await stripe.priceOf(firm.id, plan));
  await ensurePlanCatalogue(db);
  const [planRow] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, plan.code));
  await db.transaction(async (tx) => {
    await tx.insert(subscriptionCustomers).values({ lawFirmId: firm.id, customerId, sandbox: true });
    await tx.insert(paymentCards).values([row(visa, true, 40), row(mastercard, false, 12)]);
    await tx.insert(firmSubscriptions).values({
      lawFirmId: firm.id,
      providerId: subscription.id,
      sandbox: true,
      planCode: plan.code,
      status: 'active',
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: false,
    });
    await tx.update(lawFirms).set({ planId: planRow!.id, trialEndsAt: null }).where(eq(lawFirms.id, firm.id));
  });
}

/** The plan the demo firm pays for: FULL_ACCESS invoices and room for its five staff. */
const DEMO_PLAN = 'professional';
