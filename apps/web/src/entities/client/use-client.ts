/** The client reads that several features share: one client, and the pickers' server-side search. */
import type { ClientListResponse, ClientResponse } from '@counsel/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { clientKeys } from './keys';

/** One client, read with the signed-in user's own credentials (the session's token). */
export function useClient(clientId: number, enabled = true) {
  return useQuery({
    queryKey: clientKeys.one(clientId),
    queryFn: ({ signal }) => api.get<ClientResponse>(`/api/client/${clientId}`, { signal }),
    enabled: enabled && Number.isInteger(clientId) && clientId > 0,
    retry: false,
  });
}

export const CLIENT_OPTIONS_PAGE_SIZE = 20;

/** Clients matching a search, for the client pickers (GET /law-firm/{lawFirmId}/client?q=). */
export function useClientOptions(q: string, enabled = true) {
  const lawFirmId = useMe().law_firm.id;
  return useQuery({
    queryKey: clientKeys.options(lawFirmId, q),
    queryFn: ({ signal }) =>
      api.get<ClientListResponse>(`/api/law-firm/${lawFirmId}/client`, {
        query: { q: q || undefined, page_size: CLIENT_OPTIONS_PAGE_SIZE },
        signal,
      }),
    select: (data) => data.clients,
    enabled,
    placeholderData: keepPreviousData,
  });
}
