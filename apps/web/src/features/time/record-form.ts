/**
 * The time record form (screen 11) without React: its values, their checks (the same limits the API
 * enforces), and the request a save sends (billing spec §5: client, case, description, billable,
 * invoiced, hourly rate, duration, start and end).
 */
import {
  MAX_DURATION_SECONDS,
  MAX_HOURLY_RATE,
  type TimeEntry,
  timeEntryTotalCents,
  type UpdateTimeEntryRequest,
} from '@counsel/domain';
import { hasMinusSign } from '../../ui/minus-sign';
import { joinDuration, splitDuration } from './timer/timer-logic';

export const DESCRIPTION_MAX = 2000;

export interface RecordFormValues {
  client_id: number | null;
  case_id: number | null;
  /** Mantine's number inputs give '' while empty. */
  hourly_rate: number | string;
  hours: number | string;
  minutes: number | string;
  seconds: number | string;
  billable: boolean;
  description: string;
  /** Only for an entry added by hand (it has no start time yet): the day worked, YYYY-MM-DD. */
  date: string;
}

export type RecordField = keyof RecordFormValues;

/** Today in the browser's time zone, YYYY-MM-DD. */
export function localDay(now: number): string {
  const date = new Date(now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function recordDefaults(entry: TimeEntry | null, defaultRate: number, now: number): RecordFormValues {
  const parts = splitDuration(entry?.duration ?? 0);
  return {
    client_id: entry?.client_id ?? null,
    case_id: entry?.case_id ?? null,
    // A timer's entry got the employee's default rate from the server when it started.
    hourly_rate: entry ? entry.hourly_rate : defaultRate,
    ...parts,
    billable: entry?.billable ?? true,
    description: entry?.description ?? '',
    date: localDay(now),
  };
}

const asNumber = (value: number | string): number => (value === '' ? Number.NaN : Number(value));

const isWhole = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** A duration part carries a minus sign: said as such rather than as "out of range". */
export function hasNegativePart(values: Pick<RecordFormValues, 'hours' | 'minutes' | 'seconds'>): boolean {
  return [values.hours, values.minutes, values.seconds].some(hasMinusSign);
}

/** Seconds of the three duration inputs, or null when one of them is not a whole number in range. */
export function durationOf(values: Pick<RecordFormValues, 'hours' | 'minutes' | 'seconds'>): number | null {
  const hours = asNumber(values.hours === '' ? 0 : values.hours);
  const minutes = asNumber(values.minutes === '' ? 0 : values.minutes);
  const seconds = asNumber(values.seconds === '' ? 0 : values.seconds);
  if (!isWhole(hours, 24) || !isWhole(minutes, 59) || !isWhole(seconds, 59)) return null;
  return joinDuration({ hours, minutes, seconds });
}

/**
 * Minutes or seconds above 59 carried into the next unit (75 min → 1 h 15 min), or null when
 * nothing needs carrying or a part is not a whole number. The form shows that it carried them:
 * a number input that clamps 75 to 59 would change the duration without a word.
 */
export function carryDuration(
  values: Pick<RecordFormValues, 'hours' | 'minutes' | 'seconds'>,
): { hours: number; minutes: number; seconds: number } | null {
  const parts = [values.hours, values.minutes, values.seconds].map((v) => asNumber(v === '' ? 0 : v));
  const [hours, minutes, seconds] = parts as [number, number, number];
  if (!parts.every((part) => Number.isInteger(part) && part >= 0)) return null;
  if (minutes <= 59 && seconds <= 59) return null;
  return splitDuration(joinDuration({ hours, minutes, seconds }));
}

/** Field → translation key (namespace `time`) of what is wrong with it. */
export function validateRecord(values: RecordFormValues, isNew: boolean): Partial<Record<RecordField, string>> {
  const errors: Partial<Record<RecordField, string>> = {};
  if (values.client_id === null) errors.client_id = 'record.errors.clientRequired';
  const rate = asNumber(values.hourly_rate);
  if (
    !Number.isFinite(rate) ||
    rate < 0 ||
    rate > MAX_HOURLY_RATE ||
    Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6
  ) {
    errors.hourly_rate = 'record.errors.rate';
  }
  const duration = durationOf(values);
  if (hasNegativePart(values)) errors.hours = 'record.errors.durationNegative';
  else if (duration === null) errors.hours = 'record.errors.durationParts';
  else if (duration === 0) errors.hours = 'record.errors.durationZero';
  else if (duration > MAX_DURATION_SECONDS) errors.hours = 'record.errors.durationTooLong';
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = 'record.errors.descriptionTooLong';
  if (isNew && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = 'record.errors.dateRequired';
  return errors;
}

/** Start and end of an entry added by hand: today's ends now; another day's starts at 09:00 that day. */
function manualTimes(day: string, duration: number, now: number): { start: Date; end: Date } {
  if (day === localDay(now)) return { start: new Date(now - duration * 1000), end: new Date(now) };
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date, 9, 0, 0);
  return { start, end: new Date(start.getTime() + duration * 1000) };
}

/** The body of POST /time_entry/create or PUT /time_entry/{id}; call only with valid values. */
export function recordRequest(values: RecordFormValues, entry: TimeEntry | null, now: number): UpdateTimeEntryRequest {
  const duration = durationOf(values) ?? 0;
  // An existing entry keeps its start and end: the duration is edited apart from them, as people round.
  const times = entry
    ? { start_time: entry.start_time, end_time: entry.end_time }
    : (() => {
        const { start, end } = manualTimes(values.date, duration, now);
        return { start_time: start.toISOString(), end_time: end.toISOString() };
      })();
  return {
    client_id: values.client_id,
    case_id: values.case_id,
    description: values.description.trim() || null,
    billable: values.billable,
    // Sent as the spec's callers do; only invoices change it on the server.
    invoiced: entry?.invoiced ?? false,
    hourly_rate: Math.round(asNumber(values.hourly_rate) * 100) / 100,
    duration,
    ...times,
    running: false,
  };
}

/** The total the record would have, in cents (the server computes the same with the shared rule). */
export function recordTotalCents(values: RecordFormValues): number | null {
  const rate = asNumber(values.hourly_rate);
  const duration = durationOf(values);
  if (!Number.isFinite(rate) || duration === null) return null;
  return timeEntryTotalCents(Math.round(rate * 100), duration);
}

/** Server field names → the form field that shows the message. */
export function formFieldOf(serverField: string): RecordField | null {
  switch (serverField) {
    case 'client_id':
    case 'case_id':
    case 'hourly_rate':
    case 'description':
    case 'billable':
      return serverField;
    case 'duration':
      return 'hours';
    default:
      return null;
  }
}
