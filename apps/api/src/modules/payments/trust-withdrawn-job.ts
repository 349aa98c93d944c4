/**
 * The `trust.withdrawn` job: payments publish it once money taken out of a client's trust balance (a payment from
 * trust, a canceled deposit, a refund) has committed; billing subscribes and asks the client to replenish an
 * evergreen retainer that fell under its floor (billing/trust-replenishment.ts). Payments so never call into billing.
 */
import type { JobQueue } from '../../platform/jobs/index.js';

export const TRUST_WITHDRAWN_JOB = 'trust.withdrawn';

/** The balance money left: the client's own (case_id null) or a matter's. */
export interface TrustWithdrawnJob {
  law_firm_id: number;
  client_id: number;
  case_id: number | null;
}

/** Publishes a committed withdrawal. Never throws: the money moved whatever happens here. */
export async function publishTrustWithdrawn(
  after: { jobs: JobQueue | null; log: { error(obj: unknown, msg?: string): void } },
  job: TrustWithdrawnJob,
): Promise<void> {
  if (!after.jobs) return;
  try {
    await after.jobs.send(TRUST_WITHDRAWN_JOB, job);
  } catch (error) {
    after.log.error({ err: error, ...job }, 'could not publish the trust withdrawal');
  }
}
