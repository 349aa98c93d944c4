/**
 * The sandbox's expansion of a recurring series into its occurrences, as Google does for singleEvents:
 * the RRULE subset the app and its tests use (FREQ DAILY, WEEKLY with BYDAY, MONTHLY; INTERVAL; COUNT;
 * UNTIL). Occurrences keep their wall-clock time in the series' zone, so across a daylight-saving change
 * their UTC instant moves by the hour the zone moved.
 */
import { dateInZone, instantInZone } from '@counsel/domain';

export interface SeriesTimes {
  start: { dateTime?: string | null; date?: string | null; timeZone?: string | null };
  end: { dateTime?: string | null; date?: string | null; timeZone?: string | null };
  recurrence: string[];
}

/** One occurrence: its start and end as Google writes them, and the id suffix Google gives it. */
export interface Occurrence {
  stamp: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  startMs: number;
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** Beyond this many occurrences an unending series is cut off, as Google's expansion is. */
export const MAX_OCCURRENCES = 730;

interface Rule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  interval: number;
  count: number | null;
  untilMs: number | null;
  byDay: number[];
}

function parseRule(recurrence: string[]): Rule | null {
  const line = recurrence.find((entry) => entry.startsWith('RRULE:'));
  if (!line) return null;
  const parts = Object.fromEntries(
    line
      .slice(6)
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  );
  if (!['DAILY', 'WEEKLY', 'MONTHLY'].includes(parts.FREQ ?? '')) return null;
  const until = parts.UNTIL ? /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(parts.UNTIL) : null;
  return {
    freq: parts.FREQ as Rule['freq'],
    interval: Math.max(1, Number(parts.INTERVAL ?? 1) || 1),
    count: parts.COUNT ? Math.min(Number(parts.COUNT) || 1, MAX_OCCURRENCES) : null,
    untilMs: until
      ? Date.UTC(+until[1]!, +until[2]! - 1, +until[3]!, +(until[4] ?? 23), +(until[5] ?? 59), +(until[6] ?? 59))
      : null,
    byDay: (parts.BYDAY ?? '')
      .split(',')
      .map((day) => WEEKDAYS.indexOf(day.slice(-2)))
      .filter((day) => day >= 0),
  };
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const stampOf = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function clockInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}

/** The dates (day numbers) of the rule from `first`, in order, as long as `more` says. */
function* ruleDays(rule: Rule, first: number): Generator<number> {
  if (rule.freq === 'DAILY') {
    for (let day = first; ; day += rule.interval) yield day;
  }
  if (rule.freq === 'MONTHLY') {
    const start = new Date(first * DAY_MS);
    for (let k = 0; ; k += rule.interval) {
      const candidate = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + k, start.getUTCDate()));
      // A month without that day (the 31st) has no occurrence, as RFC 5545 says.
      if (candidate.getUTCDate() === start.getUTCDate()) yield candidate.getTime() / DAY_MS;
    }
  }
  const weekday = new Date(first * DAY_MS).getUTCDay();
  const days = rule.byDay.length > 0 ? [...rule.byDay].sort() : [weekday];
  const weekStart = first - weekday;
  for (let week = weekStart; ; week += 7 * rule.interval) {
    for (const day of days) if (week + day >= first) yield week + day;
  }
}

/** The occurrences of a series that start before `untilMs` (and at most MAX_OCCURRENCES of them). */
export function expandSeries(series: SeriesTimes, untilMs: number): Occurrence[] {
  const rule = parseRule(series.recurrence);
  const allDay = Boolean(series.start.date);
  const timeZone = series.start.timeZone ?? 'UTC';
  const startMs = allDay ? Date.parse(`${series.start.date}T00:00:00Z`) : Date.parse(series.start.dateTime ?? '');
  const endMs = allDay ? Date.parse(`${series.end.date}T00:00:00Z`) : Date.parse(series.end.dateTime ?? '');
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return [];
  const length = endMs - startMs;
  const firstDate = allDay ? (series.start.date as string) : dateInZone(new Date(startMs), timeZone);
  const clock = allDay ? '00:00' : clockInZone(new Date(startMs), timeZone);
  const occurrences: Occurrence[] = [];
  const days = rule ? ruleDays(rule, dayNumber(firstDate)) : [dayNumber(firstDate)][Symbol.iterator]();
  for (const day of days) {
    const date = dateOf(day);
    const at = allDay ? Date.parse(`${date}T00:00:00Z`) : instantInZone(date, clock, timeZone).getTime();
    if (at >= untilMs || (rule?.untilMs !== null && rule?.untilMs !== undefined && at > rule.untilMs)) break;
    if (rule?.count !== null && rule?.count !== undefined && occurrences.length >= rule.count) break;
    if (occurrences.length >= MAX_OCCURRENCES) break;
    occurrences.push(
      allDay
        ? {
            stamp: date.replace(/-/g, ''),
            start: { date },
            end: { date: dateOf(day + Math.round(length / DAY_MS)) },
            startMs: at,
          }
        : {
            stamp: stampOf(at),
            start: { dateTime: new Date(at).toISOString(), timeZone },
            end: { dateTime: new Date(at + length).toISOString(), timeZone },
            startMs: at,
          },
    );
  }
  return occurrences;
}
