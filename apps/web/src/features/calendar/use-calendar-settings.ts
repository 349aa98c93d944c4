/** The signed-in user's own calendar settings: their private feed and reminder mails (issue 39). */
import type { CalendarFeedCreated, CalendarFeedStatus, CalendarSettings } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { calendarKeys } from './keys';

export const calendarSettingsApi = {
  feed: (signal?: AbortSignal) => api.get<CalendarFeedStatus>('/api/calendar-feed', { signal }),
  createFeed: () => api.post<CalendarFeedCreated>('/api/calendar-feed'),
  revokeFeed: () => api.delete<void>('/api/calendar-feed'),
  settings: (signal?: AbortSignal) => api.get<CalendarSettings>('/api/calendar-settings', { signal }),
  saveSettings: (body: CalendarSettings) => api.put<CalendarSettings>('/api/calendar-settings', body),
};

export function useCalendarSettings() {
  return useQuery({ queryKey: calendarKeys.settings, queryFn: ({ signal }) => calendarSettingsApi.settings(signal) });
}

export function useSaveCalendarSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calendarSettingsApi.saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(calendarKeys.settings, saved),
  });
}

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
