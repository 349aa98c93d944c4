/**
 * Which notices an invoice is due on a given day in its firm (DESIGN §4 "Reminders", "Late fees"),
 * decided from the invoice alone; the notices table then says which of them already happened.
 *
 * - Reminders (send_invoice_reminders, BILL and TRUST, while something is owed), each once per due
 *   date, so moving the due date re-arms them: one from 3 days before the due date (a day the job
 *   missed, or an invoice made less than 3 days before it is due, still gets it before the day), one
 *   on the due date itself (only that day: "due today" sent late would be wrong), and one from 7 days
 *   after (sent once, however late the job or the switch-on comes).
 * - The late fee (include_late_fee, BILL only): once, on any day the invoice is overdue.
 * - Installments (include_installment): on each installment's own due date, while the payments so far
 *   do not cover the plan up to and including that installment.
 */
import { type InstallmentFrequency, installmentSchedule, MAX_INSTALLMENTS } from '@counsel/domain';
import type { InvoiceNoticeKind } from '../../../db/schema/index.js';

export interface NoticeCandidate {
  type: 'BILL' | 'TRUST';
  /** YYYY-MM-DD. */
  dueDate: string;
  totalCents: number;
  paidCents: number;
  reminders: boolean;
  lateFee: boolean;
  installment: { amountCents: number; frequency: InstallmentFrequency; startDate: string } | null;
}

export interface PlannedNotice {
  kind: Exclude<InvoiceNoticeKind, 'receipt'>;
  occurrence: string;
  /** Installment notices: which one, of how many. */
  installment?: { number: number; count: number; amountCents: number; dueDate: string };
}

export const REMINDER_DAYS_BEFORE = 3;
export const REMINDER_DAYS_AFTER = 7;
export const LATE_FEE_OCCURRENCE = 'once';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic in UTC, so no time zone shifts it). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function reminderOf(invoice: NoticeCandidate, today: string): PlannedNotice | null {
  const due = invoice.dueDate;
  const occurrence = due;
  if (today >= shiftDay(due, -REMINDER_DAYS_BEFORE) && today < due) return { kind: 'reminder_before', occurrence };
  if (today === due) return { kind: 'reminder_due', occurrence };
  if (today >= shiftDay(due, REMINDER_DAYS_AFTER)) return { kind: 'reminder_after', occurrence };
  return null;
}

function installmentOf(invoice: NoticeCandidate, today: string): PlannedNotice | null {
  const plan = invoice.installment;
  if (!plan || plan.amountCents <= 0 || invoice.totalCents <= 0) return null;
  // A plan the preview refuses to list (more payments than MAX_INSTALLMENTS) sends nothing either.
  if (Math.ceil(invoice.totalCents / plan.amountCents) > MAX_INSTALLMENTS) return null;
  const schedule = installmentSchedule({
    totalCents: invoice.totalCents,
    installmentCents: plan.amountCents,
    startDate: plan.startDate,
    frequency: plan.frequency,
  });
  let coveredCents = 0;
  for (const installment of schedule) {
    coveredCents += installment.amountCents;
    if (installment.dueDate !== today) continue;
    if (invoice.paidCents >= coveredCents) return null;
    return {
      kind: 'installment',
      occurrence: String(installment.number),
      installment: {
        number: installment.number,
        count: schedule.length,
        amountCents: installment.amountCents,
        dueDate: installment.dueDate,
      },
    };
  }
  return null;
}

/** The notices `invoice` is due on `today` (YYYY-MM-DD in its firm), the late fee first. */
export function dueNotices(invoice: NoticeCandidate, today: string): PlannedNotice[] {
  if (invoice.totalCents - invoice.paidCents <= 0) return [];
  const notices: PlannedNotice[] = [];
  // First, so an overdue reminder sent in the same run already shows the fee.
  if (invoice.lateFee && invoice.type === 'BILL' && invoice.dueDate < today) {
    notices.push({ kind: 'late_fee', occurrence: LATE_FEE_OCCURRENCE });
  }
  if (invoice.reminders) {
    const reminder = reminderOf(invoice, today);
    if (reminder) notices.push(reminder);
  }
  const installment = installmentOf(invoice, today);
  if (installment) notices.push(installment);
  return notices;
}

/** The key a notice has in the notices table. */
export const noticeKey = (notice: { kind: string; occurrence: string }) => `${notice.kind}:${notice.occurrence}`;
