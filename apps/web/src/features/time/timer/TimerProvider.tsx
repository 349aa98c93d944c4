/**
 * The header's timers (billing spec §4 and screen 12): start, stop, tick, save on unload, restore on
 * load, and stay in step with the server (running entries of every device) and with other open tabs.
 */

import type { TimeEntry } from '@counsel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/current-user';
import { timeNs } from '../../../locales/time';
import { toast } from '../../../ui/toast';
import { RUNNING_TIMERS_KEY, timeEntriesApi, useRefreshTimeEntries, useRunningTimeEntries } from '../use-time-entries';
import { TimerContext, type TimerControls } from './timer-context';
import { restoredTimers, savedStateOf, startRequest, stoppedEntry, timersReducer } from './timer-logic';
import { openTimerChannel, readSavedTimers, type TimerChannel, writeSavedTimers } from './timer-sync';

const TimeRecordModal = lazy(() => import('../components/TimeRecordModal'));

export function TimerProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(timeNs);
  const me = useMe();
  const userId = me.user.id;
  const lawFirmId = me.law_firm.id;
  const queryClient = useQueryClient();
  const refreshLists = useRefreshTimeEntries();
  const running = useRunningTimeEntries();
  const [timers, dispatch] = useReducer(timersReducer, []);
  // Stopped timers whose record is still to be saved or deleted, oldest first.
  const [pending, setPending] = useState<TimeEntry[]>([]);
  const [starting, setStarting] = useState(false);
  /** Entries stopped here or in another tab: still running on the server until their record is saved. */
  const held = useRef(new Set<number>());
  const startingRef = useRef(false);
  const channel = useRef<TimerChannel | null>(null);
  const latest = useRef({ timers, pending });
  latest.current = { timers, pending };

  const syncRunning = useCallback(() => queryClient.invalidateQueries({ queryKey: RUNNING_TIMERS_KEY }), [queryClient]);

  // A reload: what was saved on unload comes back once, with a message, and is then removed.
  useEffect(() => {
    const saved = readSavedTimers(userId);
    if (!saved) return;
    writeSavedTimers(null);
    const restored = restoredTimers(saved);
    if (restored.length > 0) {
      dispatch({ type: 'restored', timers: restored });
      toast.success(t('toasts.timerRestored'));
    }
    const record = saved.pendingRecord;
    if (record) {
      held.current.add(record.id);
      setPending((list) => (list.some((entry) => entry.id === record.id) ? list : [...list, record]));
    }
  }, [userId, t]);

  // The server knows every running timer of this employee, on any device.
  useEffect(() => {
    if (!running.data) return;
    const entries = running.data.time_entries.filter((entry) => !held.current.has(entry.id));
    dispatch({ type: 'synced', entries });
  }, [running.data]);

  // Saved on unload, for the next load to restore.
  useEffect(() => {
    const save = () => {
      const { timers: list, pending: records } = latest.current;
      const record = records[0] ?? null;
      writeSavedTimers(list.length > 0 || record ? savedStateOf(userId, list, record, Date.now()) : null);
    };
    window.addEventListener('pagehide', save);
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', save);
    };
  }, [userId]);

  // Other open tabs of the same employee.
  useEffect(() => {
    const opened = openTimerChannel((message) => {
      if (message.userId !== userId) return;
      if (message.type === 'started') {
        dispatch({ type: 'started', entry: message.entry });
      } else if (message.type === 'stopped') {
        held.current.add(message.entryId);
        dispatch({ type: 'stopped', entryId: message.entryId });
      } else {
        if (message.entryId !== null) held.current.delete(message.entryId);
        void refreshLists();
        void syncRunning();
      }
    });
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [userId, refreshLists, syncRunning]);

  const start = useCallback(async () => {
    if (startingRef.current) return false;
    startingRef.current = true;
    setStarting(true);
    try {
      const { time_entry: entry } = await timeEntriesApi.create(lawFirmId, startRequest(Date.now()));
      // A new timer starts from a clean slate: nothing saved earlier may come back over it.
      writeSavedTimers(null);
      dispatch({ type: 'started', entry });
      channel.current?.post({ type: 'started', userId, entry });
      void syncRunning();
      return true;
    } catch {
      toast.error(t('toasts.timerFailedToStart'));
      return false;
    } finally {
      startingRef.current = false;
      setStarting(false);
    }
  }, [lawFirmId, userId, t, syncRunning]);

  const stop = useCallback(
    (entryId: number) => {
      const timer = latest.current.timers.find((item) => item.entryId === entryId);
      if (!timer) return;
      const record = stoppedEntry(timer, Date.now());
      held.current.add(entryId);
      dispatch({ type: 'stopped', entryId });
      setPending((list) => [...list, record]);
      channel.current?.post({ type: 'stopped', userId, entryId });
    },
    [userId],
  );

  const resolved = useCallback(
    (entryId: number) => {
      setPending((list) => list.filter((entry) => entry.id !== entryId));
      held.current.delete(entryId);
      void syncRunning();
    },
    [syncRunning],
  );

  const record = pending[0] ?? null;
  const recordOpen = record !== null;
  const value = useMemo<TimerControls>(
    () => ({ timers, starting, start, stop, recordOpen }),
    [timers, starting, start, stop, recordOpen],
  );

  return (
    <TimerContext.Provider value={value}>
      {children}
      {record && (
        <Suspense fallback={null}>
          <TimeRecordModal
            key={record.id}
            opened
            entry={record}
            mustResolve
            onClose={() => {}}
            onFinished={() => resolved(record.id)}
          />
        </Suspense>
      )}
    </TimerContext.Provider>
  );
}
