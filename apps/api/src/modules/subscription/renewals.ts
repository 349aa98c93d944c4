/**
 * The renewal check's schedule: every hour pg-boss queues one run, which reads each open subscription at the card
 * provider (plan-changes.ts `checkSubscriptions`): a failed renewal starts the grace period, its end makes the
 * firm's invoices read-only, a paid one ends both.
 */
import type { JobQueue } from '../../platform/jobs/index.js';
import { checkSubscriptions, type RenewalCheckDeps } from './plan-changes.js';

export const SUBSCRIPTION_CHECK_JOB = 'subscription-renewal-check';
const SUBSCRIPTION_CHECK_CRON = '23 * * * *';

export async function registerSubscriptionChecks(deps: RenewalCheckDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.work(SUBSCRIPTION_CHECK_JOB, async () => {
    await checkSubscriptions(deps, new Date());
  });
  // pg-boss keeps one schedule per name across every API process, so each hour runs once.
  await deps.jobs.schedule(SUBSCRIPTION_CHECK_JOB, SUBSCRIPTION_CHECK_CRON);
}
