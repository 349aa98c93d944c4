/**
 * State of the pay page that outlives the page: switching the language moves to another address (/en, /ar) and
 * mounts the page anew, which must not lose a payment under way, its receipt or the typed amount. Kept per pay
 * link, for as long as the tab lives.
 */
import { useCallback, useSyncExternalStore } from 'react';

const values = new Map<string, unknown>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTokenState<T>(name: string, token: string, initial: T): [T, (next: T) => void] {
  const key = `${name}:${token}`;
  const value = useSyncExternalStore(subscribe, () => (values.has(key) ? (values.get(key) as T) : initial));
  const set = useCallback(
    (next: T) => {
      values.set(key, next);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}
