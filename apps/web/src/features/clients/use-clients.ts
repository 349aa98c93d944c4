/** Queries and mutations of the clients feature. */
import type {
  AddClientRequest,
  AddClientResponse,
  ClientListResponse,
  ClientRequest,
  ClientResponse,
  ClientSortColumn,
  SortOrder,
} from '@counsel/domain';
import { CLIENTS_PAGE_SIZE } from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { addClientForm, clientForm } from './client-form-data';

/** Every cached client list or profile starts with this key, so one invalidation refreshes them all. */
export const CLIENTS_KEY = ['clients'] as const;

export const clientQueryKey = (clientId: number) => [...CLIENTS_KEY, 'one', clientId] as const;

export function useClientList(filter: { page: number; q: string; sort: ClientSortColumn; order: SortOrder }) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'list', lawFirmId, filter],
    queryFn: ({ signal }) =>
      api.get<ClientListResponse>(`/api/law-firm/${lawFirmId}/client`, {
        query: {
          page: filter.page,
          page_size: CLIENTS_PAGE_SIZE,
          q: filter.q.trim() || undefined,
          sort: filter.sort,
          order: filter.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One client, read with the signed-in user's own credentials (the session's token). */
export function useClient(clientId: number, enabled = true) {
  return useQuery({
    queryKey: clientQueryKey(clientId),
    queryFn: ({ signal }) => api.get<ClientResponse>(`/api/client/${clientId}`, { signal }),
    enabled: enabled && Number.isInteger(clientId) && clientId > 0,
    retry: false,
  });
}

function useRefreshClients() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    // The dashboard counts clients.
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    // Every client is also a contact.
    void queryClient.invalidateQueries({ queryKey: ['contacts'] });
  };
}

/** The short add-client form (form data). */
export function useAddClient() {
  const lawFirmId = useMe().user.law_firm_id;
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (values: AddClientRequest) =>
      api.postForm<AddClientResponse>(`/api/law-firm/${lawFirmId}/add-client`, addClientForm(values)),
    onSuccess: refresh,
  });
}

/** The full client form with an address: creates (no id) or edits (multipart). */
export function useSaveClient(clientId: number | null) {
  const lawFirmId = useMe().user.law_firm_id;
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (values: ClientRequest) =>
      clientId === null
        ? api.postForm<ClientResponse>(`/api/law-firm/${lawFirmId}/client`, clientForm(values))
        : api.putForm<ClientResponse>(`/api/client/${clientId}`, clientForm(values)),
    onSuccess: refresh,
  });
}
