/** The choices of the meeting form's attendee pickers: the firm's employees and its contacts. */
import type { ContactLightPage, Meeting } from '@counsel/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLightUsers } from '../../entities/employee/use-light-users';
import { api } from '../../lib/api';

interface Option {
  value: string;
  label: string;
}

/** Adds the meeting's own attendees of `type` (they may have left the lists since) to `options`. */
function withAttendees(options: Option[], meeting: Meeting | null, type: 'employee' | 'contact'): Option[] {
  const list = [...options];
  for (const attendee of meeting?.attendees ?? []) {
    if (attendee.type !== type || attendee.id === null) continue;
    if (!list.some((option) => option.value === String(attendee.id))) {
      list.push({ value: String(attendee.id), label: attendee.full_name ?? attendee.name ?? attendee.email ?? '' });
    }
  }
  return list;
}

export function useEmployeeOptions(meeting: Meeting | null) {
  const users = useLightUsers(true);
  return useMemo(
    () =>
      withAttendees(
        (users.data ?? []).map((user) => ({ value: String(user.id), label: user.full_name })),
        meeting,
        'employee',
      ),
    [users.data, meeting],
  );
}

/** The firm's contacts (not its employees), searched on the server by name or email. */
export function useContactOptions(q: string, meeting: Meeting | null) {
  const contacts = useQuery({
    queryKey: ['contacts', 'meeting-attendees', q],
    queryFn: ({ signal }) =>
      api.get<ContactLightPage>('/api/contacts', {
        query: { details: 'false', employees: 'false', q: q || undefined, page_size: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = useMemo(
    () =>
      withAttendees(
        (contacts.data?.contacts ?? [])
          .filter((contact) => contact.id !== null)
          .map((contact) => ({ value: String(contact.id), label: contact.name })),
        meeting,
        'contact',
      ),
    [contacts.data, meeting],
  );
  return { options, isFetching: contacts.isFetching };
}
