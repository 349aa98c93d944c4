/**
 * The rules of time entries that need no schema: page sizes, limits, an entry's total, money
 * conversions and the HH:mm:ss display. Re-exported by time.ts; kept apart so the web app's shell
 * can use them without zod.
 */
export const TIME_ENTRIES_PAGE_SIZE = 12;
export const TIME_ENTRY_PICKER_PAGE_SIZE = 6;
/** Longest single entry: a day and a night of work is plenty; longer is a forgotten timer. */
export const MAX_DURATION_SECONDS = 24 * 60 * 60;
export const MAX_HOURLY_RATE = 100_000;

/** Total of an entry, in cents: hourly rate × duration in hours, half away from zero to the cent. */
export function timeEntryTotalCents(hourlyRateCents: number, durationSeconds: number): number {
  const exact = (hourlyRateCents * durationSeconds) / 3600;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** Cents as the API's decimal amount (12345 → 123.45). */
export const centsToAmount = (cents: number): number => Math.round(cents) / 100;

/** A decimal amount from the API as cents (123.455 is refused by the schemas, which allow two decimals). */
export const amountToCents = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount) * 100);

/** Seconds as HH:mm:ss; hours may pass 99. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
}
