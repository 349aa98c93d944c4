/**
 * What the Calendar sandbox answers for its stored rows, in Google's shapes: single events, series
 * expanded into occurrences (singleEvents=true) with their changed and cancelled occurrences applied,
 * and Google's error body.
 */
import { randomBytes } from 'node:crypto';
import { expandSeries, type SeriesTimes } from './sandbox-recurrence.js';
import type { SandboxEventRow } from './sandbox-repository.js';

type Resource = Record<string, unknown>;
/** How far ahead a series is expanded when no window ends it. */
const HORIZON_MS = 400 * 86_400_000;

export const calendarError = (code: number, reason: string, message: string) => ({
  error: { code, message, errors: [{ domain: 'calendar', reason, message }] },
});

/**
 * Google's event ids: base32hex (a-v, 0-9). Twelve characters, so that an occurrence's id (the series'
 * id, `_`, its UTC start) stays shorter than the token-shaped strings the request log must never hold.
 */
export const newEventId = () =>
  [...randomBytes(12)].map((byte) => '0123456789abcdefghijklmnopqrstuv'[byte % 32]).join('');

/** The address the sandbox account has as organiser (a firm's user: no real mailbox). */
export const sandboxEmailOf = (account: string) => `${account.replace('/', '.')}@calendar.sandbox`;

export function eventJson(row: Pick<SandboxEventRow, 'id' | 'status' | 'recurringEventId' | 'resource'>): Resource {
  if (row.status === 'cancelled') {
    return {
      kind: 'calendar#event',
      id: row.id,
      status: 'cancelled',
      ...(row.recurringEventId ? { recurringEventId: row.recurringEventId } : {}),
    };
  }
  return {
    kind: 'calendar#event',
    ...row.resource,
    id: row.id,
    status: row.status,
    ...(row.recurringEventId ? { recurringEventId: row.recurringEventId } : {}),
  };
}

const isSeries = (row: SandboxEventRow) => Array.isArray(row.resource.recurrence) && !row.recurringEventId;

/** A series' occurrences, each replaced by its changed or cancelled row where there is one. */
function occurrencesOf(series: SandboxEventRow, exceptions: Map<string, SandboxEventRow>, untilMs: number): Resource[] {
  const { recurrence, ...rest } = series.resource;
  const times = { ...series.resource, recurrence } as unknown as SeriesTimes;
  return expandSeries(times, untilMs).map((occurrence) => {
    const id = `${series.id}_${occurrence.stamp}`;
    const exception = exceptions.get(id);
    if (exception) return eventJson(exception);
    return eventJson({
      id,
      status: series.status,
      recurringEventId: series.id,
      resource: { ...rest, start: occurrence.start, end: occurrence.end, originalStartTime: occurrence.start },
    });
  });
}

const startMsOf = (event: Resource) => {
  const start = (event.start ?? {}) as { dateTime?: string; date?: string };
  return Date.parse(start.dateTime ?? `${start.date}T00:00:00Z`);
};
const endMsOf = (event: Resource) => {
  const end = (event.end ?? {}) as { dateTime?: string; date?: string };
  return Date.parse(end.dateTime ?? `${end.date}T00:00:00Z`);
};

/**
 * A full listing: what exists (nothing cancelled) and ends after `timeMinMs`, series expanded, by start.
 * An incremental one (`changedIds` given): every changed row, series expanded with their occurrences.
 */
export function listing(rows: SandboxEventRow[], input: { timeMinMs: number; now: number; changed?: Set<string> }) {
  const exceptions = new Map(rows.filter((row) => row.recurringEventId).map((row) => [row.id, row]));
  const untilMs = Math.max(input.now, input.timeMinMs) + HORIZON_MS;
  const out: Resource[] = [];
  for (const row of rows) {
    const incremental = input.changed !== undefined;
    if (row.recurringEventId) {
      // An occurrence row is listed with its series, or alone when only it changed.
      const seriesChanged = input.changed?.has(row.recurringEventId);
      if (incremental && input.changed!.has(row.id) && !seriesChanged) out.push(eventJson(row));
      continue;
    }
    if (incremental && !input.changed!.has(row.id)) continue;
    // A series is expanded a while past its own start too, wherever the listing's window begins.
    const until = Math.max(untilMs, startMsOf(row.resource) + HORIZON_MS);
    if (isSeries(row) && row.status !== 'cancelled') out.push(...occurrencesOf(row, exceptions, until));
    else out.push(eventJson(row));
  }
  if (input.changed) return out;
  return out
    .filter((event) => event.status !== 'cancelled' && endMsOf(event) > input.timeMinMs)
    .sort((a, b) => startMsOf(a) - startMsOf(b));
}
