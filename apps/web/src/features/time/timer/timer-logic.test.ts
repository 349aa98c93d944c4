import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEntry } from '../../../test/time-test-data';
import {
  elapsedSeconds,
  joinDuration,
  parseSavedState,
  restoredTimers,
  savedStateOf,
  splitDuration,
  startRequest,
  stoppedEntry,
  timerFor,
  timersReducer,
} from './timer-logic';

const START = Date.parse('2026-03-02T14:00:00.000Z');
const running = (id: number, startIso = '2026-03-02T14:00:00.000Z') =>
  makeEntry({
    id,
    running: true,
    client_id: null,
    client_name: null,
    case_id: null,
    case_name: null,
    start_time: startIso,
    end_time: startIso,
    duration: 0,
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timer transitions', () => {
  it('starts with a request whose start equals its end, and counts whole seconds from the start', () => {
    expect(startRequest(Date.now())).toEqual({
      start_time: '2026-03-02T14:00:00.000Z',
      end_time: '2026-03-02T14:00:00.000Z',
      running: true,
      billable: true,
    });
    const timer = timerFor(running(1));
    expect(elapsedSeconds(timer, Date.now())).toBe(0);
    vi.advanceTimersByTime(3_999);
    expect(elapsedSeconds(timer, Date.now())).toBe(3);
    vi.advanceTimersByTime(1);
    expect(elapsedSeconds(timer, Date.now())).toBe(4);
  });

  it('never shows a negative time when the clock is behind the server', () => {
    const timer = timerFor(running(1, '2026-03-02T14:00:10.000Z'));
    expect(elapsedSeconds(timer, Date.now())).toBe(0);
  });

  it('runs several timers at once, one per entry', () => {
    let state = timersReducer([], { type: 'started', entry: running(1) });
    state = timersReducer(state, { type: 'started', entry: running(2) });
    state = timersReducer(state, { type: 'started', entry: running(1) });
    expect(state.map((timer) => timer.entryId)).toEqual([1, 2]);
    state = timersReducer(state, { type: 'stopped', entryId: 1 });
    expect(state.map((timer) => timer.entryId)).toEqual([2]);
  });

  it('stopping records the end and the elapsed duration, no longer running', () => {
    const timer = timerFor(running(1));
    vi.advanceTimersByTime(95_000);
    const record = stoppedEntry(timer, Date.now());
    expect(record).toMatchObject({
      id: 1,
      start_time: '2026-03-02T14:00:00.000Z',
      end_time: '2026-03-02T14:01:35.000Z',
      duration: 95,
      running: false,
    });
  });

  it('takes the server as the truth about what runs, oldest first', () => {
    let state = timersReducer([], { type: 'started', entry: running(1) });
    state = timersReducer(state, {
      type: 'synced',
      entries: [running(3, '2026-03-02T14:05:00.000Z'), running(2, '2026-03-02T13:00:00.000Z')],
    });
    expect(state.map((timer) => timer.entryId)).toEqual([2, 3]);
    expect(elapsedSeconds(state[0]!, Date.now())).toBe(3600);
  });
});

describe('saved on unload, restored on the next load', () => {
  it('saves every running timer with the fields of the spec and restores it still counting', () => {
    const timer = timerFor(running(1));
    vi.advanceTimersByTime(65_000);
    const saved = savedStateOf(7, [timer], null, Date.now());
    expect(saved.timers[0]).toMatchObject({
      entryId: 1,
      startTime: '2026-03-02T14:00:00.000Z',
      accumulatedSeconds: 65,
      savedTime: START + 65_000,
      running: true,
      hours: '00',
      minutes: '01',
      seconds: '05',
      endTime: '2026-03-02T14:01:05.000Z',
      duration: 65,
      reload: true,
    });

    const raw = JSON.stringify(saved);
    // The page was closed for 30 seconds: the timer kept counting meanwhile.
    vi.advanceTimersByTime(30_000);
    const parsed = parseSavedState(raw, 7);
    expect(parsed).not.toBeNull();
    const [restored] = restoredTimers(parsed!);
    expect(elapsedSeconds(restored!, Date.now())).toBe(95);
    vi.advanceTimersByTime(1_000);
    expect(elapsedSeconds(restored!, Date.now())).toBe(96);
  });

  it('keeps a stopped record that still has to be saved or deleted', () => {
    const record = stoppedEntry(timerFor(running(4)), Date.now());
    const parsed = parseSavedState(JSON.stringify(savedStateOf(7, [], record, Date.now())), 7);
    expect(parsed?.pendingRecord).toEqual(record);
    expect(restoredTimers(parsed!)).toEqual([]);
  });

  it('ignores state saved by someone else, and anything unreadable', () => {
    const raw = JSON.stringify(savedStateOf(7, [timerFor(running(1))], null, Date.now()));
    expect(parseSavedState(raw, 8)).toBeNull();
    expect(parseSavedState('{not json', 7)).toBeNull();
    expect(parseSavedState(JSON.stringify({ version: 2 }), 7)).toBeNull();
    expect(parseSavedState(null, 7)).toBeNull();
  });

  it('adds restored timers without duplicating those already known', () => {
    const state = timersReducer([], { type: 'started', entry: running(1) });
    const next = timersReducer(state, { type: 'restored', timers: [timerFor(running(1)), timerFor(running(2))] });
    expect(next.map((timer) => timer.entryId)).toEqual([1, 2]);
  });
});

describe('durations as hours, minutes and seconds', () => {
  it('splits and joins', () => {
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(joinDuration({ hours: 1, minutes: 2, seconds: 5 })).toBe(3725);
    expect(splitDuration(-4)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
