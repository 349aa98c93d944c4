/** Contacts calls (people-and-scheduling §7) as TanStack Query hooks. */
import type {
  Contact,
  ContactLightPage,
  ContactPage,
  ContactRequest,
  ContactSortColumn,
  ContactType,
  PrimaryStatus,
} from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { ListSort } from '../../ui/SortableTh';

export const CONTACTS_KEY = ['contacts'] as const;
/** The spec's default page size for growing lists. */
export const CONTACTS_PAGE_SIZE = 12;

export interface ContactListFilter extends ListSort<ContactSortColumn> {
  page: number;
  q: string;
  contactType: ContactType | null;
}

/** The list's filter and order as the list and its CSV export send them. */
export const contactsQuery = ({ q, contactType, sort, order }: Omit<ContactListFilter, 'page'>) => ({
  q: q || undefined,
  contact_type: contactType ?? undefined,
  // Employees are listed only when that type is asked for: they are the team, not contacts.
  employees: contactType === 'employee' ? 'true' : 'false',
  sort,
  order,
});

export function useContactsPage({ page, ...filter }: ContactListFilter) {
  return useQuery({
    queryKey: [...CONTACTS_KEY, 'page', page, filter],
    queryFn: ({ signal }) =>
      api.get<ContactPage>('/api/contacts', {
        query: { page, page_size: CONTACTS_PAGE_SIZE, ...contactsQuery(filter) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Individuals matching a search, for the primary contact picker. */
export function useIndividualOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CONTACTS_KEY, 'individuals', q],
    queryFn: ({ signal }) =>
      api.get<ContactLightPage>('/api/contacts', {
        query: { details: 'false', employees: 'false', contact_type: 'individual', q: q || undefined, page_size: 20 },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const contactsApi = {
  create: (body: ContactRequest) => api.post<{ id: number }>('/api/contacts', body),
  update: (id: number, body: ContactRequest) => api.put<Contact>(`/api/contacts/${id}`, body),
  setParticipantTypes: (id: number, ids: number[]) =>
    api.post<{ contact_id: number; participant_type_ids: number[] }>(`/api/contacts/${id}/participant-types`, {
      participant_type_id: ids,
    }),
  retrieve: (email: string) => api.put<Contact>('/api/contacts/retrieve-contact', { email }),
  remove: (id: number) => api.delete<void>(`/api/contacts/${id}`),
  primaryStatus: (id: number) => api.get<PrimaryStatus>(`/api/contacts/${id}/primary-status`),
  setPrimary: (id: number, primaryId: number | null) =>
    api.put<PrimaryStatus>(`/api/contacts/${id}/primary-contact`, { primary_contact_id: primaryId }),
};

export function useRefreshContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
}

export function useDeleteContact() {
  const refresh = useRefreshContacts();
  return useMutation({ mutationFn: contactsApi.remove, onSuccess: refresh });
}

export function useSetPrimaryContact() {
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: ({ id, primaryId }: { id: number; primaryId: number | null }) => contactsApi.setPrimary(id, primaryId),
    onSuccess: refresh,
  });
}
