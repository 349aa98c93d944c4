/**
 * Opens the auth popup for a Google Calendar call answered 401 (its authorization_url), tells the user
 * what became of it (blocked, refused, timed out), and after it closes runs `retry` 2 seconds later (§9).
 */
import { AUTH_POPUP } from '@counsel/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarNs } from '../../locales/calendar';
import { toast } from '../../ui/toast';
import { openCalendarPopup, waitForCalendarPopup } from './auth-popup';

export type AuthPopupOutcome = 'retried' | 'blocked' | 'timeout';

const later = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function useAuthPopup() {
  const { t } = useTranslation(calendarNs);
  return useCallback(
    async (url: string, retry: () => unknown): Promise<AuthPopupOutcome> => {
      const popup = openCalendarPopup(url);
      if (!popup) {
        toast.error(t('google.popupBlocked'));
        return 'blocked';
      }
      const result = await waitForCalendarPopup(popup);
      if (result.timedOut) {
        toast.error(t('google.authTimeout'));
        return 'timeout';
      }
      if (result.connected === false) toast.error(t('google.authFailed'));
      await later(AUTH_POPUP.syncRetryMs);
      await retry();
      return 'retried';
    },
    [t],
  );
}

/** The authorization_url of a Google Calendar 401, if the error is one. */
export function authorizationUrlOf(error: unknown): string | null {
  const candidate = error as { status?: number; code?: string; details?: { authorization_url?: unknown } };
  if (candidate?.status !== 401 || candidate.code !== 'google_calendar_not_authorized') return null;
  const url = candidate.details?.authorization_url;
  return typeof url === 'string' ? url : null;
}
