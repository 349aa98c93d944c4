/** A calendar day where someone is: the firm's today decides what is due, overdue or dated "today". */

// One formatter per time zone, made once: building an Intl.DateTimeFormat costs more than a whole
// invoice list query, and every list and invoice read asks for today (npm run bench).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The day `now` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormatter(timeZone).format(now);
}
