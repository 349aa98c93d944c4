/**
 * The invoices' day (DESIGN §4): for every firm, on the firm's own calendar day, the late fees,
 * reminders and installment notices that are due (notice-plan.ts), each done once (the notices table).
 *
 * Invoice status is not stored: every read computes it from the firm's today (paid, partial, overdue,
 * unpaid), so an invoice turns overdue by itself at the firm's midnight. This job is what acts on that
 * transition (the late fee, the overdue reminder); it has no status to write.
 *
 * It runs every hour rather than once a day: firms live in different time zones, so "the day" starts
 * at a different UTC hour for each, and an hourly run acts within the first hour of each firm's day.
 * Running more often costs only reads, since every act happens once whatever the number of runs.
 */
import { dayIn } from '@counsel/domain';
import type { InvoiceMail } from '../invoice-mail-text.js';
import { readFirmInvoice } from '../invoice-read.js';
import { addLateFee } from './late-fee.js';
import { type InvoiceJobDeps, mailNoticeOnce } from './notice-mail.js';
import { dueNotices, noticeKey, type PlannedNotice } from './notice-plan.js';
import { type CandidateRow, firmsWithTimeZones, noticeCandidates, noticesOf } from './repository.js';

export const INVOICE_DAY_JOB = 'invoices.daily';
/** Every hour, on the hour (UTC; see above). */
export const INVOICE_DAY_CRON = '0 * * * *';

export interface InvoiceDayReport {
  lateFees: number;
  mails: number;
}

function mailOf(notice: PlannedNotice): InvoiceMail {
  if (notice.kind === 'installment' && notice.installment) return { kind: 'installment', ...notice.installment };
  if (notice.kind === 'reminder_before' || notice.kind === 'reminder_due' || notice.kind === 'reminder_after') {
    return { kind: notice.kind };
  }
  throw new Error(`${notice.kind} is not a mail`);
}

/** A reminder or an installment notice, if the invoice as it is now still calls for it. */
async function mailNotice(
  deps: InvoiceJobDeps,
  lawFirmId: number,
  invoiceId: number,
  notice: PlannedNotice,
  today: string,
  now: Date,
): Promise<boolean> {
  // The list the run started from may be stale (a payment, a new due date, the late fee just added).
  const [fresh] = await noticeCandidates(deps.db, lawFirmId, invoiceId);
  const still = fresh && dueNotices(fresh, today).find((n) => noticeKey(n) === noticeKey(notice));
  if (!still) return false;
  const invoice = await readFirmInvoice(deps.db, lawFirmId, invoiceId, now);
  const key = { lawFirmId, invoiceId, kind: still.kind, occurrence: still.occurrence };
  return mailNoticeOnce(deps, key, invoice, mailOf(still));
}

async function runFirmDay(
  deps: InvoiceJobDeps,
  firm: { id: number; timeZone: string },
  now: Date,
  report: InvoiceDayReport,
  failures: unknown[],
): Promise<void> {
  const today = dayIn(firm.timeZone, now);
  const candidates: CandidateRow[] = await noticeCandidates(deps.db, firm.id);
  const done = new Set(
    (
      await noticesOf(
        deps.db,
        firm.id,
        candidates.map((c) => c.id),
      )
    ).map((n) => `${n.invoiceId}/${noticeKey(n)}`),
  );
  for (const candidate of candidates) {
    for (const notice of dueNotices(candidate, today)) {
      if (done.has(`${candidate.id}/${noticeKey(notice)}`)) continue;
      // Mail to a client without an address waits (no notice is written) until one is added.
      if (notice.kind !== 'late_fee' && !candidate.clientEmail) continue;
      try {
        if (notice.kind === 'late_fee') {
          if (await addLateFee(deps.db, firm.id, candidate.id, today)) report.lateFees += 1;
        } else if (await mailNotice(deps, firm.id, candidate.id, notice, today, now)) {
          report.mails += 1;
        }
      } catch (error) {
        // One invoice's failure (a mail server down, a bad setting) does not hold up the others.
        failures.push(error);
      }
    }
  }
}

/**
 * One run of the invoices' day at the instant `now` (the clock is a parameter so tests can move it).
 * Throws after the run when something failed, so the queue retries; what already happened is not redone.
 */
export async function runInvoiceDay(deps: InvoiceJobDeps, now: Date = new Date()): Promise<InvoiceDayReport> {
  const report: InvoiceDayReport = { lateFees: 0, mails: 0 };
  const failures: unknown[] = [];
  for (const firm of await firmsWithTimeZones(deps.db)) {
    try {
      await runFirmDay(deps, firm, now, report, failures);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} invoice notice(s) failed; the next run retries them`);
  }
  return report;
}
