/**
 * Settings cached on this device (counsel.settings). Logout clears them with the rest of the user's data;
 * the server keeps the language too (PATCH /api/auth/me), so it comes back at the next sign-in.
 */
import { LOCALES, type Locale } from '@counsel/domain';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

interface CachedSettings {
  locale?: Locale;
}

export function readCachedSettings(): CachedSettings {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.settings) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const locale = (parsed as { locale?: unknown }).locale;
    return (LOCALES as readonly unknown[]).includes(locale) ? { locale: locale as Locale } : {};
  } catch {
    return {};
  }
}

export function rememberLocale(locale: Locale): void {
  writeStorage(STORAGE_KEYS.settings, JSON.stringify({ ...readCachedSettings(), locale }));
}
