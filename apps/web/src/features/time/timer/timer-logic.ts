/**
 * The timer's rules without React (billing spec §4): starting, stopping, ticking, and the state saved
 * on page unload and restored on the next load. Times are epoch milliseconds passed in, so tests use
 * fake timers and nothing here reads the clock by itself.
 */
import { formatDuration, type TimeEntry } from '@counsel/domain';

export interface RunningTimer {
  entryId: number;
  /** ISO start of the entry, as the server has it. */
  startTime: string;
  /** Seconds counted up to `since`. */
  accumulatedSeconds: number;
  /** Epoch ms from which the timer keeps counting on top of `accumulatedSeconds`. */
  since: number;
  /** The entry as last known, so that stopping it sends every field back unchanged. */
  entry: TimeEntry;
}

/** Whole seconds on the clock of a timer at `now`. */
export function elapsedSeconds(timer: Pick<RunningTimer, 'accumulatedSeconds' | 'since'>, now: number): number {
  return Math.max(0, timer.accumulatedSeconds + Math.floor((now - timer.since) / 1000));
}

/** A timer for an entry the server says is running: it has counted since the entry's start. */
export function timerFor(entry: TimeEntry): RunningTimer {
  const start = Date.parse(entry.start_time);
  return { entryId: entry.id, startTime: entry.start_time, accumulatedSeconds: 0, since: start, entry };
}

export type TimerEvent =
  | { type: 'started'; entry: TimeEntry }
  | { type: 'stopped'; entryId: number }
  | { type: 'restored'; timers: RunningTimer[] }
  /** The server's list of running entries: it is the truth; local timers it no longer knows are gone. */
  | { type: 'synced'; entries: TimeEntry[] };

/** Running timers, oldest first. One timer per entry: several may run at once. */
export function timersReducer(state: RunningTimer[], event: TimerEvent): RunningTimer[] {
  switch (event.type) {
    case 'started':
      if (state.some((timer) => timer.entryId === event.entry.id)) return state;
      return [...state, timerFor(event.entry)];
    case 'stopped':
      return state.filter((timer) => timer.entryId !== event.entryId);
    case 'restored': {
      const known = new Set(state.map((timer) => timer.entryId));
      return [...state, ...event.timers.filter((timer) => !known.has(timer.entryId))];
    }
    case 'synced':
      return event.entries
        .filter((entry) => entry.running)
        .map((entry) => {
          const local = state.find((timer) => timer.entryId === entry.id);
          // The server's start time wins; the local entry keeps nothing the server does not say.
          return local ? { ...timerFor(entry), entry: { ...local.entry, ...entry } } : timerFor(entry);
        })
        .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  }
}

/**
 * The record a stopped timer leaves: its end and duration as of `now`, no longer running. The server
 * keeps the entry running until the record is saved (a stopped entry needs a client), so it is sent
 * with the save, or dropped with a delete.
 */
export function stoppedEntry(timer: RunningTimer, now: number): TimeEntry {
  const duration = elapsedSeconds(timer, now);
  return { ...timer.entry, end_time: new Date(now).toISOString(), duration, running: false };
}

/** The request that starts a timer: a new entry whose start equals its end. */
export function startRequest(now: number) {
  const time = new Date(now).toISOString();
  return { start_time: time, end_time: time, running: true, billable: true };
}

/**
 * The timer state saved on unload (spec §3: start time, entry id, accumulated seconds, saved time,
 * running flag, hours/minutes/seconds as strings, end time, duration, reload flag), one per running
 * timer, plus the signed-in user so that nobody else restores them, and a stopped record still waiting
 * to be saved or deleted.
 */
export interface SavedTimer {
  entryId: number;
  startTime: string;
  accumulatedSeconds: number;
  savedTime: number;
  running: boolean;
  hours: string;
  minutes: string;
  seconds: string;
  endTime: string;
  duration: number;
  reload: boolean;
  entry: TimeEntry;
}

export interface SavedTimerState {
  version: 1;
  userId: number;
  timers: SavedTimer[];
  pendingRecord: TimeEntry | null;
}

// Checked by hand rather than with a zod schema: this runs in the app shell on every start, and the
// shell's first download should not carry zod (npm run bench: initial JavaScript).
const isCount = (value: unknown, min = Number.MIN_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min;
const isEntry = (value: unknown): value is TimeEntry => typeof value === 'object' && value !== null && 'id' in value;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isSavedTimer(value: unknown): value is SavedTimer {
  if (!isRecord(value)) return false;
  const texts = [value.startTime, value.hours, value.minutes, value.seconds, value.endTime];
  return (
    isCount(value.entryId) &&
    isCount(value.accumulatedSeconds, 0) &&
    isCount(value.duration, 0) &&
    typeof value.savedTime === 'number' &&
    Number.isFinite(value.savedTime) &&
    typeof value.running === 'boolean' &&
    typeof value.reload === 'boolean' &&
    texts.every((text) => typeof text === 'string') &&
    isEntry(value.entry)
  );
}

function isSavedState(value: unknown): value is SavedTimerState {
  return (
    isRecord(value) &&
    value.version === 1 &&
    isCount(value.userId) &&
    Array.isArray(value.timers) &&
    value.timers.every(isSavedTimer) &&
    (value.pendingRecord === null || isEntry(value.pendingRecord))
  );
}

export function savedStateOf(
  userId: number,
  timers: readonly RunningTimer[],
  pendingRecord: TimeEntry | null,
  now: number,
): SavedTimerState {
  return {
    version: 1,
    userId,
    pendingRecord,
    timers: timers.map((timer) => {
      const seconds = elapsedSeconds(timer, now);
      const [hours, minutes, secs] = formatDuration(seconds).split(':') as [string, string, string];
      return {
        entryId: timer.entryId,
        startTime: timer.startTime,
        accumulatedSeconds: seconds,
        savedTime: now,
        running: true,
        hours,
        minutes,
        seconds: secs,
        endTime: new Date(now).toISOString(),
        duration: seconds,
        reload: true,
        entry: timer.entry,
      };
    }),
  };
}

/** Reads saved state; anything unreadable, or saved by someone else, counts as nothing saved. */
export function parseSavedState(raw: string | null, userId: number): SavedTimerState | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSavedState(parsed) && parsed.userId === userId ? parsed : null;
  } catch {
    return null;
  }
}

/** Timers from saved state: each keeps counting from what it had when saved, across the time the page was closed. */
export function restoredTimers(saved: SavedTimerState): RunningTimer[] {
  return saved.timers
    .filter((timer) => timer.running)
    .map((timer) => ({
      entryId: timer.entryId,
      startTime: timer.startTime,
      accumulatedSeconds: timer.accumulatedSeconds,
      since: timer.savedTime,
      entry: timer.entry,
    }));
}

/** Hours, minutes and seconds of a duration, for the record's three inputs. */
export function splitDuration(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

export function joinDuration(parts: { hours: number; minutes: number; seconds: number }): number {
  return parts.hours * 3600 + parts.minutes * 60 + parts.seconds;
}
