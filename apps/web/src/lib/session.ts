/**
 * The signed-in session as far as the browser knows it: the access token. Kept in localStorage so a reload
 * restores the session; the refresh token lives in an httpOnly cookie the script never sees.
 * A tiny external store (useSyncExternalStore) so the api client, which lives outside React, can change it.
 */
import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();
let accessToken: string | null = readStorage(STORAGE_KEYS.accessToken);

function emit(): void {
  for (const listener of listeners) listener();
}

export const session = {
  getAccessToken(): string | null {
    return accessToken;
  },
  setAccessToken(token: string | null): void {
    if (token === accessToken) return;
    accessToken = token;
    writeStorage(STORAGE_KEYS.accessToken, token);
    emit();
  },
  clear(): void {
    session.setAccessToken(null);
  },
  /** Re-reads the stored token; tests use it after preparing localStorage. */
  reload(): void {
    accessToken = readStorage(STORAGE_KEYS.accessToken);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAccessToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.getAccessToken, session.getAccessToken);
}
