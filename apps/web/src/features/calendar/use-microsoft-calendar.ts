/**
 * Microsoft 365's calls (people-and-scheduling §7): GET /microsoft/user/info (verification), GET
 * /microsoft/meetings (sync), the caller's Teams meetings (POST, PATCH and DELETE /microsoft/meetings),
 * and the §4 "Microsoft calendar flow": the sign-in popup, then verified by its message or, when it closes
 * without one, by checking again 1 second later; given up after 5 minutes.
 */
import {
  type Meeting,
  MICROSOFT_CONNECTED_MESSAGE,
  MICROSOFT_RECHECK_MS,
  type MicrosoftMeetingRequest,
  type MicrosoftSyncResponse,
  type MicrosoftUserInfoResponse,
} from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { calendarNs } from '../../locales/calendar';
import { toast } from '../../ui/toast';
import { MICROSOFT_POPUP_NAME, openCalendarPopup, waitForCalendarPopup } from './auth-popup';
import { calendarKeys } from './keys';

const item = (itemId: string) => `/api/microsoft/meetings/${encodeURIComponent(itemId)}`;

export const microsoftCalendarApi = {
  info: (signal?: AbortSignal) => api.get<MicrosoftUserInfoResponse>('/api/microsoft/user/info', { signal }),
  sync: () => api.get<MicrosoftSyncResponse>('/api/microsoft/meetings'),
  addMeeting: (body: MicrosoftMeetingRequest) => api.post<Meeting>('/api/microsoft/meetings', body),
  patchMeeting: (itemId: string, body: MicrosoftMeetingRequest) => api.patch<Meeting>(item(itemId), body),
  deleteMeeting: (itemId: string) => api.delete<{ deleted: true; id: number }>(item(itemId)),
};

export function useMicrosoftUserInfo() {
  const { user } = useMe();
  return useQuery({
    queryKey: calendarKeys.microsoft(user.id),
    queryFn: ({ signal }) => microsoftCalendarApi.info(signal),
  });
}

/** Reads the Outlook calendar now; whatever happens, the calendar and the connection's state are read again. */
export function useSyncMicrosoft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => microsoftCalendarApi.sync(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** The authorization_url of a Microsoft 401 (microsoft_not_authorized), if the error is one. */
export function microsoftAuthorizationUrlOf(error: unknown): string | null {
  const candidate = error as { status?: number; code?: string; details?: { authorization_url?: unknown } };
  if (candidate?.status !== 401 || candidate.code !== 'microsoft_not_authorized') return null;
  const url = candidate.details?.authorization_url;
  return typeof url === 'string' ? url : null;
}

const later = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Signs in to Microsoft through the popup at `url` (or, without one, wherever verification says) and
 * answers whether Microsoft 365 is verified afterwards; each outcome is told to the user.
 */
export function useMicrosoftSignIn() {
  const { t } = useTranslation(calendarNs);
  const { user } = useMe();
  const queryClient = useQueryClient();
  return useCallback(
    async (url: string): Promise<boolean> => {
      const popup = openCalendarPopup(url, MICROSOFT_POPUP_NAME);
      if (!popup) {
        toast.error(t('microsoft.popupBlocked'));
        return false;
      }
      const result = await waitForCalendarPopup(popup, {
        messageType: MICROSOFT_CONNECTED_MESSAGE,
        settleOnMessage: true,
      });
      if (result.timedOut) {
        toast.error(t('microsoft.authTimeout'));
        return false;
      }
      if (result.connected === false) {
        toast.error(t('microsoft.authFailed'));
        return false;
      }
      // Closed without a word: the sign-in may still have gone through, so verification is asked again.
      if (result.connected === null) await later(MICROSOFT_RECHECK_MS);
      const info = await queryClient
        .fetchQuery({
          queryKey: calendarKeys.microsoft(user.id),
          queryFn: () => microsoftCalendarApi.info(),
          staleTime: 0,
        })
        .catch(() => null);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      if (info?.verified || (result.connected === true && info === null)) {
        toast.success(t('microsoft.authSuccess'));
        return true;
      }
      toast.error(t('microsoft.authIncomplete'));
      return false;
    },
    [t, user.id, queryClient],
  );
}

/** The Microsoft flow before a Microsoft call: verified already, or signed in through the popup now. */
export function useEnsureMicrosoft() {
  const { user } = useMe();
  const queryClient = useQueryClient();
  const signIn = useMicrosoftSignIn();
  return useCallback(async (): Promise<boolean> => {
    const info = await queryClient.fetchQuery({
      queryKey: calendarKeys.microsoft(user.id),
      queryFn: ({ signal }) => microsoftCalendarApi.info(signal),
      staleTime: 0,
    });
    if (info.verified) return true;
    if (!info.authorization_url) return false;
    return signIn(info.authorization_url);
  }, [queryClient, signIn, user.id]);
}

/**
 * Saves a Teams meeting through Microsoft's calls: POST /microsoft/meetings for a new one, PATCH
 * /microsoft/meetings/{itemId} for the caller's own (its Outlook event); then refreshes the calendar.
 */
export function useSaveMicrosoftMeeting(itemId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MicrosoftMeetingRequest) =>
      itemId === null ? microsoftCalendarApi.addMeeting(body) : microsoftCalendarApi.patchMeeting(itemId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
