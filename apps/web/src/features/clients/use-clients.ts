/** The clients feature's own queries and mutations (one client and the pickers' search are in entities/client). */
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
import { clientKeys } from '../../entities/client/keys';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { addClientForm, clientForm } from './client-form-data';

export function useClientList(filter: { page: number; q: string; sort: ClientSortColumn; order: SortOrder }) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: clientKeys.list(lawFirmId, filter),
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

function useRefreshClients() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: clientKeys.all });
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
