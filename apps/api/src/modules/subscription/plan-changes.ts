/**
 * The firm's plan paid through a subscription at the card provider (DESIGN §4 plans; Stripe or its sandbox):
 * the catalogue, a change of plan, a cancel at the period's end, and the state the provider reports.
 * Rules, all here on the server:
 * - a change needs the firm's default card (400 no_default_card), and a plan allowing at least the firm's active
 *   users (400 plan_users_exceeded, naming both numbers);
 * - the provider is called first, outside any transaction: a refused card is 402 with its message and nothing
 *   changes here; then the subscription row, the firm's plan and an audit row are written in one transaction;
 * - a first plan (or one after the subscription ended) creates a subscription, its first month charged at once;
 *   another plan moves the subscription to its price with the provider's prorations on the next invoice; the same
 *   plan pays a past_due invoice again or withdraws a pending cancel, else it is 400 plan_unchanged;
 * - a cancel ends the subscription at the period's end: the firm keeps its plan until then;
 * - a renewal the provider could not charge (past_due) leaves PAST_DUE_GRACE_DAYS of grace; after them, and once
 *   the subscription has ended, `read_only_since` is set and the firm's invoices are read-only (the auth query
 *   reads the plan's invoices_permission_level as READ_ONLY, which assertInvoicesFullAccess refuses with
 *   'Upgrade your plan to create invoices'). Paying again ends it.
 */
import {
  type ChangePlanRequest,
  type ChangePlanResponse,
  type InvoicesPermissionLevel,
  NO_DEFAULT_CARD_MESSAGE,
  NO_SUBSCRIPTION_MESSAGE,
  PAID_PLANS,
  PAST_DUE_GRACE_DAYS,
  PLAN_UNCHANGED_MESSAGE,
  type PlansResponse,
  paidPlanOf,
  SUBSCRIPTION_ERRORS,
  type Subscription,
  type SubscriptionStatus,
  tooManyUsersMessage,
} from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import type { ProviderSubscription } from '../../integrations/stripe/subscriptions.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { effectiveInvoicesLevel } from '../../platform/auth/repository.js';
import { AppError } from '../../platform/errors.js';
import { countActiveUsers, ensurePlanCatalogue } from '../../platform/plans.js';
import { found } from '../../platform/tenancy.js';
import { atProvider } from './provider-errors.js';
import * as repo from './repository.js';
import { ensureCustomer, getSubscription, type SubscriptionDeps } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function listPlans(): PlansResponse {
  return {
    plans: PAID_PLANS.map(({ price, ...plan }) => ({ ...plan, price: { ...price } })),
  };
}

/** Stripe's statuses as the three the app keeps: anything not paid and not ended is past_due. */
export function statusOf(providerStatus: string): SubscriptionStatus {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active';
  if (providerStatus === 'canceled' || providerStatus === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

/** The row's state from what the provider says now: grace starts with past_due, read-only after it or at the end. */
export function stateOf(
  previous: Pick<repo.SubscriptionRow, 'status' | 'graceEndsAt' | 'readOnlySince'> | null,
  subscription: ProviderSubscription,
  now: Date,
) {
  const status = statusOf(subscription.status);
  const base = {
    status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
  if (status === 'active') return { ...base, graceEndsAt: null, readOnlySince: null };
  if (status === 'canceled') return { ...base, graceEndsAt: null, readOnlySince: previous?.readOnlySince ?? now };
  const graceEndsAt =
    previous?.status === 'past_due' && previous.graceEndsAt
      ? previous.graceEndsAt
      : new Date(now.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
  const readOnlySince = previous?.readOnlySince ?? (now >= graceEndsAt ? now : null);
  return { ...base, graceEndsAt, readOnlySince };
}

/** The firm's subscription row when it was made with the provider in use (a sandbox one means nothing to Stripe). */
async function runningSubscription(deps: SubscriptionDeps, lawFirmId: number) {
  const row = await repo.findSubscription(deps.db, lawFirmId);
  return row && row.sandbox === deps.stripe.sandbox && row.status !== 'canceled' ? row : null;
}

/** PUT /subscription/plan. */
export async function changePlan(
  deps: SubscriptionDeps,
  auth: AuthContext,
  body: ChangePlanRequest,
): Promise<ChangePlanResponse> {
  const { db, stripe } = deps;
  const now = deps.now?.() ?? new Date();
  const firmId = auth.firm.id;
  const plan = found(paidPlanOf(body.plan_code), 'Plan');
  await ensurePlanCatalogue(db);
  const planRow = found(await repo.findPlanByCode(db, plan.code), 'Plan');

  const activeUsers = await countActiveUsers(db, firmId);
  if (activeUsers > plan.max_users) {
    throw new AppError(400, SUBSCRIPTION_ERRORS.tooManyUsers, tooManyUsersMessage(plan.max_users, activeUsers), {
      details: { max_users: plan.max_users, active_users: activeUsers },
    });
  }
  const customerId = await ensureCustomer(deps, auth);
  if (!(await repo.listCards(db, firmId)).some((card) => card.isDefault)) {
    throw new AppError(400, SUBSCRIPTION_ERRORS.noDefaultCard, NO_DEFAULT_CARD_MESSAGE);
  }
  const running = await runningSubscription(deps, firmId);
  if (running?.planCode === plan.code && running.status === 'active' && !running.cancelAtPeriodEnd) {
    throw new AppError(400, SUBSCRIPTION_ERRORS.planUnchanged, PLAN_UNCHANGED_MESSAGE);
  }

  let subscription = running ? await atProvider(() => stripe.retrieveSubscription(firmId, running.providerId)) : null;
  let prorationAmount: number | null = null;
  if (!subscription || statusOf(subscription.status) === 'canceled') {
    const price = await atProvider(() => stripe.priceOf(firmId, plan));
    subscription = await atProvider(() => stripe.createSubscription(firmId, customerId, price));
  } else {
    const id = subscription.id;
    const wasPastDue = statusOf(subscription.status) === 'past_due';
    // Paying what is owed comes first: a refused card leaves the plan as it was.
    if (wasPastDue) subscription = await atProvider(() => stripe.payLatestInvoice(firmId, id));
    if (running?.planCode !== plan.code) {
      const price = await atProvider(() => stripe.priceOf(firmId, plan));
      const current = subscription;
      const changed = await atProvider(() => stripe.changeSubscriptionPrice(firmId, customerId, current, price, now));
      subscription = changed.subscription;
      prorationAmount = changed.prorationAmount;
    } else if (subscription.cancelAtPeriodEnd) {
      subscription = await atProvider(() => stripe.setCancelAtPeriodEnd(firmId, id, false));
    } else if (!wasPastDue) {
      throw new AppError(400, SUBSCRIPTION_ERRORS.planUnchanged, PLAN_UNCHANGED_MESSAGE);
    }
  }

  const saved = subscription;
  await db.transaction(async (tx) => {
    await repo.lockCustomer(tx, firmId);
    const previous = running && running.providerId === saved.id ? running : null;
    await repo.saveSubscription(tx, {
      lawFirmId: firmId,
      providerId: saved.id,
      sandbox: stripe.sandbox,
      planCode: plan.code,
      ...stateOf(previous, saved, now),
    });
    await repo.moveFirmToPlan(tx, firmId, planRow.id);
    await audit(tx, auth, 'subscription.plan_changed', planRow.id, {
      from: auth.plan.code,
      to: plan.code,
      subscription: saved.id,
      proration_amount: prorationAmount,
    });
  });
  const level = planRow.invoicesPermissionLevel as InvoicesPermissionLevel;
  const stored = await repo.findSubscription(db, firmId);
  const movedPlan: AuthContext['plan'] = {
    id: planRow.id,
    code: planRow.code,
    name: planRow.name,
    invoicesPermissionLevel: effectiveInvoicesLevel(level, stored?.readOnlySince != null),
    maxUsers: planRow.maxUsers,
    documentsServices: planRow.documentsServices,
    uscisQueries: planRow.uscisQueries,
    predefinedWorkflows: planRow.predefinedWorkflows,
    trialEndsAt: null,
  };
  const answer = await getSubscription(deps, { ...auth, plan: movedPlan });
  return { ...answer, proration_amount: prorationAmount };
}

/** DELETE /subscription/plan: the subscription ends at the period's end; the firm keeps its plan until then. */
export async function cancelPlan(deps: SubscriptionDeps, auth: AuthContext): Promise<Subscription> {
  const { db, stripe } = deps;
  const now = deps.now?.() ?? new Date();
  const firmId = auth.firm.id;
  const running = await runningSubscription(deps, firmId);
  if (!running) throw new AppError(400, SUBSCRIPTION_ERRORS.noSubscription, NO_SUBSCRIPTION_MESSAGE);
  if (!running.cancelAtPeriodEnd) {
    const subscription = await atProvider(() => stripe.setCancelAtPeriodEnd(firmId, running.providerId, true));
    await db.transaction(async (tx) => {
      await repo.lockCustomer(tx, firmId);
      await repo.updateSubscription(tx, firmId, stateOf(running, subscription, now));
      await audit(tx, auth, 'subscription.cancel_requested', auth.plan.id, {
        subscription: subscription.id,
        ends_at: subscription.currentPeriodEnd.toISOString(),
      });
    });
  }
  return getSubscription(deps, auth);
}

export interface RenewalCheckDeps {
  db: SubscriptionDeps['db'];
  stripe: SubscriptionDeps['stripe'];
  log: { error(obj: unknown, msg?: string): void };
}

/**
 * Reads every subscription not ended at the provider and keeps what it says: a failed renewal (past_due) starts
 * the grace period, its end (or the subscription's) makes the firm's invoices read-only, a paid one ends both.
 * Each firm in its own try, so one provider failure never stops the others. Answers how many rows changed.
 */
export async function checkSubscriptions(deps: RenewalCheckDeps, now: Date): Promise<number> {
  const { db, stripe } = deps;
  let changed = 0;
  for (const row of await repo.openSubscriptions(db)) {
    if (row.sandbox !== stripe.sandbox) continue;
    try {
      const subscription = await stripe.retrieveSubscription(row.lawFirmId, row.providerId);
      const next = stateOf(row, subscription, now);
      const same =
        next.status === row.status &&
        next.currentPeriodEnd.getTime() === row.currentPeriodEnd.getTime() &&
        next.cancelAtPeriodEnd === row.cancelAtPeriodEnd &&
        next.graceEndsAt?.getTime() === row.graceEndsAt?.getTime() &&
        next.readOnlySince?.getTime() === row.readOnlySince?.getTime();
      if (same) continue;
      await db.transaction(async (tx) => {
        await repo.updateSubscription(tx, row.lawFirmId, next);
        await recordAudit(tx, {
          lawFirmId: row.lawFirmId,
          userId: null,
          action: 'subscription.synced',
          entityType: 'subscription',
          entityId: row.providerId,
          details: {
            status: next.status,
            grace_ends_at: next.graceEndsAt?.toISOString() ?? null,
            read_only_since: next.readOnlySince?.toISOString() ?? null,
          },
        });
      });
      changed += 1;
    } catch (error) {
      deps.log.error({ err: error, law_firm_id: row.lawFirmId }, 'subscription check failed');
    }
  }
  return changed;
}

const audit = (tx: DbOrTx, auth: AuthContext, action: string, planId: number, details: Record<string, unknown>) =>
  recordAudit(tx, {
    lawFirmId: auth.firm.id,
    userId: auth.user.id,
    action,
    entityType: 'plan',
    entityId: planId,
    details,
  });
