/** Google Calendar's calls (people-and-scheduling §7): check-authorization and sync-google-calendar. */
import type { GoogleAuthorizationResponse, GoogleSyncResponse } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { calendarKeys } from './keys';

export const googleCalendarApi = {
  check: (userId: number, signal?: AbortSignal) =>
    api.get<GoogleAuthorizationResponse>(`/api/meeting/${userId}/check-authorization`, { signal }),
  sync: (userId: number) => api.post<GoogleSyncResponse>(`/api/meeting/${userId}/sync-google-calendar`),
};

export function useGoogleAuthorization() {
  const { user } = useMe();
  return useQuery({
    queryKey: calendarKeys.google(user.id),
    queryFn: ({ signal }) => googleCalendarApi.check(user.id, signal),
  });
}

/** Syncs now; whatever happens, the calendar and the connection's state are read again. */
export function useSyncGoogle() {
  const { user } = useMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => googleCalendarApi.sync(user.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
