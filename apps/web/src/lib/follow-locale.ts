/**
 * Pages a client opens (a form link, the portal) speak the client's language: on first load they move to
 * the locale their data names (the form's, the account's), and once the reader picks one it stays. The
 * choice rides in the history entry's state, next to whatever else the page keeps there.
 */
import type { Locale } from '@counsel/domain';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathInLocale, useLocale } from './locale';

interface ChosenLocaleState {
  localeChosen?: boolean;
}

function stateWithChoice(state: unknown): ChosenLocaleState {
  return { ...(typeof state === 'object' && state !== null ? state : {}), localeChosen: true };
}

/** Moves to `wanted` once it is known, unless a locale was already chosen. */
export function useFollowLocale(wanted: Locale | undefined): void {
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const chosen = (location.state as ChosenLocaleState | null)?.localeChosen === true;
  useEffect(() => {
    if (wanted && !chosen && wanted !== locale) {
      void navigate(`${pathInLocale(location.pathname, wanted)}${location.search}`, {
        replace: true,
        state: stateWithChoice(location.state),
      });
    }
  }, [wanted, chosen, locale, location, navigate]);
}

/** The same page in the reader's chosen locale. */
export function useChooseLocale(): (locale: Locale) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (locale: Locale) =>
      void navigate(`${pathInLocale(location.pathname, locale)}${location.search}`, {
        state: stateWithChoice(location.state),
      }),
    [location, navigate],
  );
}
