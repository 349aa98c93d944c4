/**
 * Where timers live outside the page: localStorage across a reload (saved on unload, removed once
 * restored) and a BroadcastChannel between open tabs. Both may be missing (private mode, old
 * browsers): then each tab simply relies on the server's list of running entries.
 */
import type { TimeEntry } from '@counsel/domain';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys';
import { parseSavedState, type SavedTimerState } from './timer-logic';

export function readSavedTimers(userId: number): SavedTimerState | null {
  return parseSavedState(readStorage(STORAGE_KEYS.timers), userId);
}

export function writeSavedTimers(state: SavedTimerState | null): void {
  writeStorage(STORAGE_KEYS.timers, state === null ? null : JSON.stringify(state));
}

export const TIMER_CHANNEL_NAME = 'counsel-timers';

export type TimerMessage =
  | { type: 'started'; userId: number; entry: TimeEntry }
  | { type: 'stopped'; userId: number; entryId: number }
  /** An entry was saved or deleted: other tabs reload their lists (and forget the stopped timer's hold). */
  | { type: 'changed'; userId: number; entryId: number | null };

export interface TimerChannel {
  post(message: TimerMessage): void;
  close(): void;
}

export function openTimerChannel(onMessage: (message: TimerMessage) => void): TimerChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(TIMER_CHANNEL_NAME);
  } catch {
    return { post: () => {}, close: () => {} };
  }
  channel.onmessage = (event: MessageEvent<TimerMessage>) => {
    if (event.data && typeof event.data === 'object' && 'type' in event.data) onMessage(event.data);
  };
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel (the tab is going away): the other tabs catch up from the server.
      }
    },
    close() {
      channel.close();
    },
  };
}

/** Tells other tabs that an entry was saved or deleted, so that they reload their lists. */
export function announceTimeEntryChange(userId: number, entryId: number | null): void {
  const opened = openTimerChannel(() => {});
  opened.post({ type: 'changed', userId, entryId });
  opened.close();
}
