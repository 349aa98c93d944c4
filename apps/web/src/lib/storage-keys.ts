/**
 * Every key the app keeps in localStorage, defined once so that logout can clear them all
 * and nothing else invents a stray key.
 */
export const STORAGE_KEYS = {
  accessToken: 'counsel.accessToken',
  chat: 'counsel.chat',
  settings: 'counsel.settings',
  code: 'counsel.code',
  user: 'counsel.user',
  verificationResendAt: 'counsel.verificationResendAt',
  /** Running timers saved on page unload and restored (then removed) on the next load. */
  timers: 'counsel.timers',
  /** The list or grid view of /doc-management. */
  docManagementView: 'counsel.docManagementView',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What logout removes: the token and every locally cached piece of the signed-in user's data. */
export const KEYS_CLEARED_ON_LOGOUT: readonly StorageKey[] = Object.values(STORAGE_KEYS);

/** localStorage can throw (private mode, quota, disabled storage): the app must keep working without it. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered on this device.
  }
}
