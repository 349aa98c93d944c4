import { createContext, useContext, useEffect, useState } from 'react';
import type { RunningTimer } from './timer-logic';

export interface TimerControls {
  /** Running timers, oldest first. */
  timers: RunningTimer[];
  starting: boolean;
  /** Starts a new timer; false when the server refused (the failed-to-start toast is shown). */
  start: () => Promise<boolean>;
  /** Stops a timer and opens its record, which must then be saved or deleted. */
  stop: (entryId: number) => void;
  /** A stopped timer's record is open, waiting to be saved or deleted. */
  recordOpen: boolean;
}

export const TimerContext = createContext<TimerControls | null>(null);

/** The header's timers; null outside the signed-in shell. */
export function useTimers(): TimerControls | null {
  return useContext(TimerContext);
}

/** The clock, moving each second while `active` (the timers tick each second). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}
