/** The calendar's calls (people-and-scheduling §7) as queries and mutations. */
import {
  type Appointment,
  type AppointmentRequest,
  CALENDAR_WINDOW,
  type CalendarEvent,
  type Meeting,
  type MeetingRequest,
} from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { type CalendarRange, calendarKeys } from './keys';

export const calendarApi = {
  events: (userId: number, lawFirmId: number, range: CalendarRange, signal?: AbortSignal) =>
    api.get<CalendarEvent[]>(`/api/meeting/${userId}/all-meetings`, {
      query: { lawFirmId, timeMin: range.timeMin, timeMax: range.timeMax, maxResults: CALENDAR_WINDOW.maxResults },
      signal,
    }),
  meeting: (id: number, signal?: AbortSignal) => api.get<Meeting>(`/api/meeting/${id}/get-meeting`, { signal }),
  addMeeting: (userId: number, body: MeetingRequest) => api.post<Meeting>(`/api/meeting/${userId}/add`, body),
  updateMeeting: (id: number, body: MeetingRequest) => api.put<Meeting>(`/api/meeting/${id}/update`, body),
  deleteMeeting: (id: number) => api.delete<{ deleted: true; id: number }>(`/api/meeting/${id}/delete`),
  addAppointment: (userId: number, body: AppointmentRequest) =>
    api.post<Appointment>(`/api/case-receipt/${userId}/add_appointment`, body),
  updateAppointment: (id: number, body: AppointmentRequest) =>
    api.put<Appointment>(`/api/appointment/${id}/update_appointment`, body),
  deleteAppointment: (userId: number, id: number) =>
    api.delete<{ deleted: true; id: number }>(`/api/case-receipt/${userId}/delete-appointment/${id}`),
};

/** The events of the visible range (null until the calendar has said which range it shows). */
export function useCalendarEvents(range: CalendarRange | null) {
  const { user } = useMe();
  return useQuery({
    queryKey: calendarKeys.events(user.id, user.law_firm_id, range ?? { timeMin: '', timeMax: '' }),
    queryFn: ({ signal }) => calendarApi.events(user.id, user.law_firm_id, range as CalendarRange, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMeeting(id: number | null) {
  return useQuery({
    queryKey: calendarKeys.meeting(id ?? 0),
    queryFn: ({ signal }) => calendarApi.meeting(id as number, signal),
    enabled: id !== null,
  });
}

/** Adds (no id) or updates a meeting, then refreshes the calendar. */
export function useSaveMeeting(id: number | null) {
  const { user } = useMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingRequest) =>
      id === null ? calendarApi.addMeeting(user.id, body) : calendarApi.updateMeeting(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** Adds (no id) or updates an appointment, then refreshes the calendar. */
export function useSaveAppointment(id: number | null) {
  const { user } = useMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentRequest) =>
      id === null ? calendarApi.addAppointment(user.id, body) : calendarApi.updateAppointment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** Cancels a meeting or an appointment by its calendar event (the number after the dash in its id). */
export function useCancelEvent() {
  const { user } = useMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<CalendarEvent, 'id' | 'type'>) => {
      const id = eventNumber(event.id);
      return event.type === 'appointment' ? calendarApi.deleteAppointment(user.id, id) : calendarApi.deleteMeeting(id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** The numeric part of a prefixed event id ("meeting-12" → 12). */
export function eventNumber(eventId: string): number {
  return Number(eventId.slice(eventId.lastIndexOf('-') + 1));
}
