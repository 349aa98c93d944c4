/**
 * The locale comes from the URL: /en/..., /ar/... or a plain path (English). Links keep the form the user
 * arrived with, so plain English URLs stay plain and prefixed ones stay prefixed.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, RTL_LOCALES } from '@counsel/domain';
import { createContext, useCallback, useContext } from 'react';

export interface LocaleState {
  locale: Locale;
  /** '' for plain paths, otherwise '/en' or '/ar'. */
  prefix: string;
}

export const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, prefix: '' });

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** Joins a prefix and an app path ('/main', '/', 'settings/language') into one absolute path. */
export function joinPath(prefix: string, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** The app path without any locale prefix: '/ar/settings/language' gives '/settings/language'. */
export function stripLocalePrefix(pathname: string): string {
  const match = /^\/(en|ar)(?=\/|$)/.exec(pathname);
  if (!match) return pathname || '/';
  return pathname.slice(match[0].length) || '/';
}

/** The same page under another locale, always with an explicit prefix (the user chose a language). */
export function pathInLocale(pathname: string, locale: Locale): string {
  return joinPath(`/${locale}`, stripLocalePrefix(pathname));
}

/** Builds links that keep the current locale prefix. */
export function useLocalePath(): (path: string) => string {
  const { prefix } = useLocale();
  return useCallback((path: string) => joinPath(prefix, path), [prefix]);
}

/** The login page always carries an explicit locale, as the spec names it: /{locale}/auth/login. */
export function loginPath(locale: Locale): string {
  return `/${locale}/auth/login`;
}
