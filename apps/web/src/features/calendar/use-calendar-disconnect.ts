/**
 * DELETE /calendar-connections/{provider}: the signed-in user's own Google or Microsoft connection (the
 * API knows the caller; nobody else's can be named). Whatever happens, the calendar and both connection
 * states are read again, so the imported events vanish and the button offers Connect.
 */
import type { CalendarDisconnectResponse, CalendarProvider } from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { calendarKeys } from './keys';

export const disconnectCalendar = (provider: CalendarProvider) =>
  api.delete<CalendarDisconnectResponse>(`/api/calendar-connections/${provider}`);

export function useDisconnectCalendar(provider: CalendarProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectCalendar(provider),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
