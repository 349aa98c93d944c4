/** The signed-in user's own calendar settings: their private feed (issue 39). */
import type { CalendarFeedCreated, CalendarFeedStatus } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { calendarKeys } from './keys';

export const calendarSettingsApi = {
  feed: (signal?: AbortSignal) => api.get<CalendarFeedStatus>('/api/calendar-feed', { signal }),
  createFeed: () => api.post<CalendarFeedCreated>('/api/calendar-feed'),
  revokeFeed: () => api.delete<void>('/api/calendar-feed'),
};

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => calendarSettingsApi.feed(signal),
    enabled,
  });
}

/** Makes a new feed URL (the old one stops working); the answer holds the URL, shown only this once. */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calendarSettingsApi.createFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calendarSettingsApi.revokeFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}
