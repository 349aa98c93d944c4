/**
 * The installment plan of an invoice (billing.md §4): the number of payments is the total divided by
 * the installment amount, rounded up; every payment is the installment amount except the last, which
 * is the remainder. Payments are spaced from the first payment date: DAILY 1 day, WEEKLY 7 days,
 * BIWEEKLY 14 days, MONTHLY one calendar month, QUARTERLY three.
 *
 * Each date is counted from the first one (the k-th payment is start + k periods), so a plan starting
 * on 31 January falls due on 28/29 February and then on 31 March, never drifting to the 28th.
 */
import { addDays, addMonths } from 'date-fns';
import type { InstallmentFrequency } from './invoice-settings.js';

export interface Installment {
  /** 1-based. */
  number: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  amountCents: number;
}

export interface InstallmentPlanInput {
  totalCents: number;
  installmentCents: number;
  /** YYYY-MM-DD: the first payment's date. */
  startDate: string;
  frequency: InstallmentFrequency;
}

/** A plan of more payments than this is refused rather than listed (a typo like $0.01 a day). */
export const MAX_INSTALLMENTS = 1000;

const PERIODS: Record<InstallmentFrequency, { days: number } | { months: number }> = {
  DAILY: { days: 1 },
  WEEKLY: { days: 7 },
  BIWEEKLY: { days: 14 },
  MONTHLY: { months: 1 },
  QUARTERLY: { months: 3 },
};

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as a local Date at noon (noon keeps daylight-saving shifts from changing the day). */
function dayToDate(day: string): Date {
  const match = DAY_TEXT.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `periods` payments after `startDate`. */
export function installmentDate(startDate: string, frequency: InstallmentFrequency, periods: number): string {
  const start = dayToDate(startDate);
  const period = PERIODS[frequency];
  return dateToDay(
    'days' in period ? addDays(start, period.days * periods) : addMonths(start, period.months * periods),
  );
}

/** How many payments the plan has: ⌈total ÷ installment⌉ (0 when nothing is owed). */
export function installmentCount(totalCents: number, installmentCents: number): number {
  if (!Number.isSafeInteger(totalCents) || !Number.isSafeInteger(installmentCents) || installmentCents <= 0) {
    throw new RangeError('The installment amount must be a positive number of cents');
  }
  return totalCents <= 0 ? 0 : Math.ceil(totalCents / installmentCents);
}

/**
 * The schedule of payments. An installment larger than the total is one payment of the total. Throws
 * a RangeError for a plan of more than MAX_INSTALLMENTS payments or a malformed start date.
 */
export function installmentSchedule(input: InstallmentPlanInput): Installment[] {
  const count = installmentCount(input.totalCents, input.installmentCents);
  if (count > MAX_INSTALLMENTS) throw new RangeError(`A plan of ${count} payments is more than ${MAX_INSTALLMENTS}`);
  const schedule: Installment[] = [];
  for (let index = 0; index < count; index += 1) {
    const last = index === count - 1;
    schedule.push({
      number: index + 1,
      dueDate: installmentDate(input.startDate, input.frequency, index),
      amountCents: last ? input.totalCents - input.installmentCents * (count - 1) : input.installmentCents,
    });
  }
  return schedule;
}
