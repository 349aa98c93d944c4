/**
 * Today in the browser's own calendar, the default of the invoice, charge and payment date fields (a
 * payment is recorded on an invoice, so both features read it from here).
 */

/** Today (or a day `days` later) in the browser's own calendar, YYYY-MM-DD. */
export function localDay(now: Date, days = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
