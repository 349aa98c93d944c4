/**
 * Working days of the US federal government: Monday to Friday, less the observed legal public holidays
 * (us-federal-holidays.ts). Days are YYYY-MM-DD text; date-fns does the calendar arithmetic.
 */
import { addDays, format, isValid, isWeekend, parse } from 'date-fns';
import { observedFederalHoliday } from './us-federal-holidays.js';

// Noon as the reference time keeps a daylight-saving change from moving a parsed day.
const REFERENCE = new Date(2000, 0, 1, 12);

/** A YYYY-MM-DD day as a local Date; throws a RangeError for text that is not a real day. */
export function parseDay(day: string): Date {
  const date = parse(day, 'yyyy-MM-dd', REFERENCE);
  if (!isValid(date) || format(date, 'yyyy-MM-dd') !== day) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return date;
}

export const formatDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** The day `days` calendar days after `day` (before when negative). */
export const shiftDay = (day: string, days: number): string => formatDay(addDays(parseDay(day), days));

/** True on a weekday that is not an observed federal holiday. */
export function isFederalBusinessDay(day: string): boolean {
  return !isWeekend(parseDay(day)) && observedFederalHoliday(day) === null;
}

/** The `count`th working day after `day` (`day` itself is never counted); `count` ≥ 0. */
export function addFederalBusinessDays(day: string, count: number): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count of working days: ${count}`);
  let current = day;
  for (let left = count; left > 0; ) {
    current = shiftDay(current, 1);
    if (isFederalBusinessDay(current)) left -= 1;
  }
  return current;
}

/**
 * Working days from `from` to `to`: those after `from` up to and including `to`, negative (the working days
 * after `to` up to and including `from`) when `to` comes first. "Due in 3 working days", "2 working days late".
 */
export function federalBusinessDaysBetween(from: string, to: string): number {
  if (from === to) return 0;
  const [start, end, sign] = from < to ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let current = shiftDay(start, 1); current <= end; current = shiftDay(current, 1)) {
    if (isFederalBusinessDay(current)) count += 1;
  }
  return sign * count;
}
