/**
 * The daily re-check of every firm's open receipts (issue 40, "Tracking"). Once a day (00:15 UTC) a plan job
 * lists the receipts that are not in a final state, on a case that is not closed, and not checked in the last
 * 20 hours (a person's lookup counts), least recently checked first, and queues one job per receipt spread
 * evenly over the next 22 hours. Each asks USCIS on its own: an error on one never stops the others, it is
 * logged and the receipt is asked again the next day. A found change is recorded once and told once
 * (tracking.ts), so a plan run twice asks twice at most and tells nothing twice.
 *
 * Automatic checks never touch a firm's `used_uscis_queries` (that counts people's lookups against the plan):
 * they are counted against the process's shared USCIS budget (integrations/uscis/budget.ts), of which they
 * take at most AUTOMATIC_SHARE of the day's calls, keeping the rest for people's lookups; what is left over
 * waits for the next day's plan. Each check is written on its receipt as `last_checked_at`.
 */

import type { UscisProvider } from '../../integrations/uscis/provider.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import * as history from './history-repository.js';
import { retryStatusMails, STATUS_MAIL_RETRY_CRON, STATUS_MAIL_RETRY_JOB } from './status-mail-delivery.js';
import { recordStatus, type TrackingDeps, tellChange } from './tracking.js';

export const RECEIPT_RECHECK_PLAN_JOB = 'case-receipts.recheck-plan';
export const RECEIPT_RECHECK_JOB = 'case-receipts.recheck';
/** Daily, just after the USCIS budget's UTC day begins. */
export const RECEIPT_RECHECK_CRON = '15 0 * * *';
/** A receipt checked more recently than this is not asked again. */
export const RECHECK_AFTER_HOURS = 20;
/** The part of the day's USCIS calls the automatic checks may use; the rest stays for people's lookups. */
export const AUTOMATIC_SHARE = 0.8;
/** The plan spreads its checks over this many hours. */
const SPREAD_HOURS = 22;
const HOUR_MS = 3_600_000;

export interface RecheckDeps extends TrackingDeps {
  uscis: UscisProvider;
}

export interface RecheckTarget {
  lawFirmId: number;
  caseReceiptId: number;
  receiptNumber: string;
}

export type RecheckOutcome = 'changed' | 'unchanged' | 'not_found' | 'deferred' | 'failed';

/** The share of the day's calls people's lookups keep. */
const reservedForPeople = (uscis: UscisProvider) => Math.ceil(uscis.budget().perDay * (1 - AUTOMATIC_SHARE));

/** Asks USCIS about one receipt and records (and tells) what changed; never throws. */
export async function recheckReceipt(deps: RecheckDeps, target: RecheckTarget, now: Date): Promise<RecheckOutcome> {
  if (deps.uscis.budget().remainingToday <= reservedForPeople(deps.uscis)) return 'deferred';
  try {
    const lookup = await deps.uscis.caseStatus(target.receiptNumber);
    if (!lookup.found) {
      // USCIS knows no such case (yet): asked, nothing to write but the time.
      await history.markChecked(deps.db, target.lawFirmId, target.caseReceiptId, now);
      return 'not_found';
    }
    const found = { ...lookup.caseStatus, receiptNumber: target.receiptNumber };
    const change = await recordStatus(deps.db, target.lawFirmId, found, 'automatic', now);
    if (!change) return 'unchanged';
    await tellChange(deps, change, target.receiptNumber, now);
    return 'changed';
  } catch (error) {
    deps.log.error(
      { err: error, case_receipt_id: target.caseReceiptId, law_firm_id: target.lawFirmId },
      'receipt re-check failed',
    );
    return 'failed';
  }
}

/** The receipts due now, at most what the automatic share of the day's budget allows. */
export async function dueTargets(deps: RecheckDeps, now: Date): Promise<RecheckTarget[]> {
  const allowed = Math.max(0, deps.uscis.budget().remainingToday - reservedForPeople(deps.uscis));
  if (allowed === 0) return [];
  const rows = await history.dueReceipts(deps.db, new Date(now.getTime() - RECHECK_AFTER_HOURS * HOUR_MS), allowed);
  return rows.map((row) => ({ lawFirmId: row.lawFirmId, caseReceiptId: row.id, receiptNumber: row.receiptNumber }));
}

/** Checks the given receipts one after another, each in its own try; answers how each went. */
export async function recheckAll(deps: RecheckDeps, targets: readonly RecheckTarget[], now: () => Date) {
  const result: Record<RecheckOutcome, number> = { changed: 0, unchanged: 0, not_found: 0, deferred: 0, failed: 0 };
  for (const target of targets) result[await recheckReceipt(deps, target, now())] += 1;
  return result;
}

/** The day's plan: one job per due receipt, spread evenly over the next hours; answers how many were queued. */
export async function planRechecks(deps: RecheckDeps & { jobs: JobQueue }, now: Date): Promise<number> {
  const targets = await dueTargets(deps, now);
  const step = targets.length > 0 ? (SPREAD_HOURS * HOUR_MS) / targets.length : 0;
  let queued = 0;
  for (const [index, target] of targets.entries()) {
    const id = await deps.jobs.send(RECEIPT_RECHECK_JOB, target, {
      // One waiting check per receipt, however often the plan runs.
      singletonKey: `receipt-recheck-${target.caseReceiptId}`,
      startAfter: new Date(now.getTime() + Math.round(index * step)),
      retryLimit: 0,
    });
    if (id) queued += 1;
  }
  return queued;
}

export async function registerReceiptRechecks(deps: RecheckDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.work<RecheckTarget>(RECEIPT_RECHECK_JOB, async (target) => {
    const now = new Date();
    // Hours may have passed since the plan: a person's lookup or a final status since then leaves it be.
    const checkedBefore = new Date(now.getTime() - RECHECK_AFTER_HOURS * HOUR_MS);
    if (!(await history.stillDue(deps.db, target.lawFirmId, target.caseReceiptId, checkedBefore))) return;
    await recheckReceipt(deps, target, now);
  });
  await deps.jobs.work(RECEIPT_RECHECK_PLAN_JOB, async () => {
    await planRechecks(deps, new Date());
  });
  await deps.jobs.work(STATUS_MAIL_RETRY_JOB, async () => {
    await retryStatusMails(deps, new Date());
  });
  // pg-boss keeps one schedule per name across every API process, so each day is planned once.
  await deps.jobs.schedule(RECEIPT_RECHECK_PLAN_JOB, RECEIPT_RECHECK_CRON);
  await deps.jobs.schedule(STATUS_MAIL_RETRY_JOB, STATUS_MAIL_RETRY_CRON);
}
