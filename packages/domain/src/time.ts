/**
 * Time tracking: time entries, their totals, and the time entries handed to the invoice screen.
 * Money in integer cents inside; the API speaks decimal amounts (two decimals).
 */
import { z } from 'zod';
import { paginationQuery } from './common.js';
import { exportQueryOf, sortParams, TIME_ENTRY_SORT_COLUMNS } from './list-sorting.js';
import { calendarDate, money, TEXT_LIMITS } from './primitives.js';
import { MAX_DURATION_SECONDS, MAX_HOURLY_RATE, TIME_ENTRIES_PAGE_SIZE } from './time-rules.js';

// Constants and arithmetic without zod live in time-rules.ts: the web app's shell (the header timer)
// needs them, and a module the shell imports brings every schema it builds, and zod, into the first
// download (npm run bench: initial JavaScript).
export * from './time-rules.js';

/** Starts with a real day and hour: Date would quietly turn 2025-02-30 into March 2nd and 24:00 into tomorrow. */
function isCalendarTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):\d{2}/.exec(value);
  if (!match) return false;
  const [year, month, day, hour] = match.slice(1).map(Number) as [number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23;
}

/**
 * An ISO 8601 time. One caller of the spec sends times without the trailing Z: a time without an
 * offset is taken as UTC, which is what that caller means.
 */
export const apiTime = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const withZone = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`;
    const date = new Date(withZone);
    if (!isCalendarTime(value) || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Invalid date and time' });
      return z.NEVER;
    }
    return date.toISOString();
  });

export const timeEntrySchema = z.object({
  id: z.number().int(),
  law_firm_id: z.number().int(),
  user_id: z.number().int(),
  employee_name: z.string(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  case_id: z.number().int().nullable(),
  case_name: z.string().nullable(),
  description: z.string().nullable(),
  billable: z.boolean(),
  invoiced: z.boolean(),
  hourly_rate: z.number(),
  /** Seconds. */
  duration: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  running: z.boolean(),
  /** The day of the start time in the firm's time zone, YYYY-MM-DD. */
  dateRecorded: z.string(),
  /** hourly_rate × duration in hours, rounded to the cent. */
  total: z.number(),
  created_at: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

const entryFields = {
  client_id: z.number().int().positive().nullable().optional(),
  case_id: z.number().int().positive().nullable().optional(),
  description: z.string().trim().max(TEXT_LIMITS.DESCRIPTION).nullable().optional(),
  billable: z.boolean().optional(),
  /** Sent by the spec's callers; the server decides (only invoices mark entries invoiced). */
  invoiced: z.boolean().optional(),
  hourly_rate: money(MAX_HOURLY_RATE).optional(),
  start_time: apiTime,
  end_time: apiTime,
  /** True while the timer runs. */
  running: z.boolean().optional(),
};

/** POST /time_entry/create/{lawFirmId}: a timer start sends start = end and running. */
export const createTimeEntryRequest = z.object({
  ...entryFields,
  duration: z.number().int().min(0).max(MAX_DURATION_SECONDS).optional(),
});
export type CreateTimeEntryRequest = z.input<typeof createTimeEntryRequest>;

/** PUT /time_entry/{id}: duration may be left out (then end − start). */
export const updateTimeEntryRequest = createTimeEntryRequest;
export type UpdateTimeEntryRequest = z.input<typeof updateTimeEntryRequest>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const timeEntriesQuery = paginationQuery.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(TIME_ENTRIES_PAGE_SIZE),
  client_id: z.coerce.number().int().positive().optional(),
  case_id: z.coerce.number().int().positive().optional(),
  user_id: z.coerce.number().int().positive().optional(),
  /** Start day from / to, inclusive, YYYY-MM-DD in the firm's time zone. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  billable: booleanQuery.optional(),
  invoiced: booleanQuery.optional(),
  q: z.string().trim().max(200).optional(),
  /** Running timers are listed too unless this says otherwise. */
  running: booleanQuery.optional(),
  ...sortParams(TIME_ENTRY_SORT_COLUMNS),
});
export type TimeEntriesQuery = z.input<typeof timeEntriesQuery>;
/** GET /time_entry/{all|client|case}/{id}/export: the list's filter and order as CSV, every page. */
export const timeEntriesExportQuery = exportQueryOf(timeEntriesQuery);
export type TimeEntriesExportQuery = z.infer<typeof timeEntriesExportQuery>;

export const timeEntriesPage = z.object({
  time_entries: z.array(timeEntrySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** Over the whole filtered set, not only this page. */
  totals: z.object({ count: z.number().int(), duration: z.number().int(), amount: z.number() }),
});
export type TimeEntriesPage = z.infer<typeof timeEntriesPage>;

/** POST /time_entry/create/{lawFirmId} (201) and PUT /time_entry/{id}. */
export const timeEntryResponse = z.object({ time_entry: timeEntrySchema });
export type TimeEntryResponse = z.infer<typeof timeEntryResponse>;

/** GET /time_entry/running: the caller's running timers, newest first. */
export const runningTimeEntriesResponse = z.object({ time_entries: z.array(timeEntrySchema) });
export type RunningTimeEntriesResponse = z.infer<typeof runningTimeEntriesResponse>;

/** DELETE /time_entry/{id}. */
export const deleteTimeEntryResponse = z.object({ deleted: z.literal(true) });

/** 409 code and message when an invoiced entry would change amount, client or case, or be deleted. */
export const TIME_ENTRY_INVOICED = 'time_entry_invoiced';
export const TIME_ENTRY_INVOICED_MESSAGE = 'This time entry is on an invoice; remove it from the invoice first.';

/** The time entry a line bills: its hours, hourly rate (text, two decimals) and who did the work. */
export const chargeTimeSchema = z.object({
  hours: z.number(),
  hourly_rate: z.string(),
  timekeeper: z.string(),
});
export type ChargeTime = z.infer<typeof chargeTimeSchema>;

/** Hours to the hundredth, as invoices show a time entry's duration. */
export const hoursOfSeconds = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** A time entry as an invoice line shows it: hours, rate and timekeeper. */
export function chargeTimeOf(entry: Pick<TimeEntry, 'duration' | 'hourly_rate' | 'employee_name'>): ChargeTime {
  return {
    hours: hoursOfSeconds(entry.duration),
    hourly_rate: entry.hourly_rate.toFixed(2),
    timekeeper: entry.employee_name,
  };
}

/**
 * The `timeEntries` query parameter of the create-invoice address: the selected entries as charge
 * lines (type Expense, is_time_entry true), JSON-encoded then URL-encoded. Amounts are decimal
 * dollars; the invoice screen re-reads each entry from the server before billing it.
 */
export const invoiceTimeEntryLine = z.object({
  time_entry_id: z.number().int(),
  description: z.string(),
  amount: z.number(),
  date: z.string(),
  type: z.literal('Expense'),
  is_time_entry: z.literal(true),
  client_id: z.number().int(),
  case_id: z.number().int().nullable(),
  /** Hours, rate and timekeeper, for the invoice screen to show (absent in older links). */
  time: chargeTimeSchema.optional(),
});
export type InvoiceTimeEntryLine = z.infer<typeof invoiceTimeEntryLine>;

export function timeEntryToInvoiceLine(entry: TimeEntry): InvoiceTimeEntryLine {
  if (entry.client_id === null) throw new Error('A time entry without a client cannot be invoiced');
  return {
    time_entry_id: entry.id,
    description: entry.description ?? '',
    amount: entry.total,
    date: entry.dateRecorded,
    type: 'Expense',
    is_time_entry: true,
    client_id: entry.client_id,
    case_id: entry.case_id,
    time: chargeTimeOf(entry),
  };
}

/** The value of the `timeEntries` parameter (not yet URL-encoded: URLSearchParams does that). */
export function encodeInvoiceTimeEntries(lines: readonly InvoiceTimeEntryLine[]): string {
  return JSON.stringify(lines);
}

/** Reads the parameter back; anything malformed gives no lines rather than an error. */
export function decodeInvoiceTimeEntries(value: string | null): InvoiceTimeEntryLine[] {
  if (!value) return [];
  try {
    const parsed = z.array(invoiceTimeEntryLine).safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The create-invoice address for selected entries, which must all belong to one client. */
export function createInvoiceAddress(entries: readonly TimeEntry[]): string | null {
  const clientIds = new Set(entries.map((entry) => entry.client_id));
  const [clientId] = [...clientIds];
  if (clientIds.size !== 1 || clientId == null) return null;
  const params = new URLSearchParams({
    type: 'bill',
    from: 'client',
    timeEntries: encodeInvoiceTimeEntries(entries.map(timeEntryToInvoiceLine)),
  });
  return `/client/${clientId}/invoices/create-invoice?${params.toString()}`;
}

export const CLIENT_ID_REQUIRED_FOR_INVOICE = 'Client ID is required to create an invoice';
