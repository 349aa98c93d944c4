/** TanStack Query calls of a client's family contacts, employers and schools. */
import type {
  ClientEmployer,
  ClientListItem,
  ClientListResponse,
  ClientSchool,
  EmployerRequest,
  EmployersResponse,
  FamilyContact,
  FamilyContactRequest,
  FamilyContactsResponse,
  SchoolRequest,
  SchoolsResponse,
} from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/client/keys';
import { api } from '../../../lib/api';

export type RecordKind = 'family-contacts' | 'employers' | 'schools';

export const recordsKey = (clientId: number, kind: RecordKind) => clientKeys.records(clientId, kind);

export function useFamilyContacts(clientId: number) {
  return useQuery({
    queryKey: recordsKey(clientId, 'family-contacts'),
    queryFn: ({ signal }) => api.get<FamilyContactsResponse>(`/api/client/${clientId}/family-contacts`, { signal }),
    select: (data) => data.family_contacts,
  });
}

export function useEmployers(clientId: number) {
  return useQuery({
    queryKey: recordsKey(clientId, 'employers'),
    queryFn: ({ signal }) => api.get<EmployersResponse>(`/api/client/${clientId}/employers`, { signal }),
    select: (data) => data.employers,
  });
}

export function useSchools(clientId: number) {
  return useQuery({
    queryKey: recordsKey(clientId, 'schools'),
    queryFn: ({ signal }) => api.get<SchoolsResponse>(`/api/client/${clientId}/schools`, { signal }),
    select: (data) => data.schools,
  });
}

/** Saves (adds when `id` is null, else updates) and refreshes the list it belongs to. */
function useSave<TBody, TResult>(
  clientId: number,
  kind: RecordKind,
  send: (id: number | null, body: TBody) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TBody }) => send(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKey(clientId, kind) }),
  });
}

export function useSaveFamilyContact(clientId: number) {
  return useSave(clientId, 'family-contacts', (id, body: FamilyContactRequest) =>
    id === null
      ? api.post<FamilyContact>(`/api/client/${clientId}/add-contact`, body)
      : api.post<FamilyContact>(`/api/client/${clientId}/update-client-family-contact/${id}`, body),
  );
}

export function useSaveEmployer(clientId: number) {
  return useSave(clientId, 'employers', (id, body: EmployerRequest) =>
    id === null
      ? api.post<ClientEmployer>(`/api/client/${clientId}/add-client-employer`, body)
      : api.put<ClientEmployer>(`/api/client/${clientId}/update-client-employer/${id}`, body),
  );
}

export function useSaveSchool(clientId: number) {
  return useSave(clientId, 'schools', (id, body: SchoolRequest) =>
    id === null
      ? api.post<ClientSchool>(`/api/client/${clientId}/add-client-school`, body)
      : api.patch<ClientSchool>(`/api/client/${clientId}/update-client-school/${id}`, body),
  );
}

export function useDeleteRecord(clientId: number, kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/client/${clientId}/${kind}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKey(clientId, kind) }),
  });
}

/** One client of the firm as the client list answers it (only what the picker shows). */
export type ClientOption = Pick<ClientListItem, 'id' | 'first_name' | 'middle_name' | 'last_name' | 'email'>;

/** Clients whose name or email matches `q`, for the "link an existing client" picker. */
export function useClientSearch(lawFirmId: number, q: string, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.search(lawFirmId, q),
    queryFn: ({ signal }) =>
      api.get<ClientListResponse>(`/api/law-firm/${lawFirmId}/client`, {
        query: { q: q || undefined, page: 1, page_size: 10 },
        signal,
      }),
    select: (data): ClientOption[] => data.clients,
    enabled,
    staleTime: 30_000,
  });
}
