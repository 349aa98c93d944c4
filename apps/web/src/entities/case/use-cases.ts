/** The case reads that several features share: the firm's list, one case, and a client's cases. */
import {
  CASES_PAGE_SIZE,
  type CaseLight,
  type CaseProfile,
  type CaseSortColumn,
  type CaseStatus,
  type ClientCasesResponse,
  type FirmCasesResponse,
} from '@counsel/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import type { ListSort } from '../../ui/SortableTh';
import { caseKeys } from './keys';

/** Every status but CLOSED: what the dashboard counts as open cases. */
export const NOT_CLOSED = 'NOT_CLOSED';
export type CasesStatusFilter = CaseStatus | typeof NOT_CLOSED;

export interface CasesFilter extends Partial<ListSort<CaseSortColumn>> {
  page: number;
  q: string;
  status: CasesStatusFilter | null;
}

/** The list's filter and order as the list and its CSV export send them. */
export const firmCasesQuery = (filter: Omit<CasesFilter, 'page'>) => ({
  q: filter.q.trim() || undefined,
  status: filter.status === NOT_CLOSED ? undefined : (filter.status ?? undefined),
  open: filter.status === NOT_CLOSED ? 'true' : undefined,
  sort: filter.sort,
  order: filter.order,
});

export function useFirmCases(filter: CasesFilter) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: caseKeys.firmList(lawFirmId, filter),
    queryFn: ({ signal }) =>
      api.get<FirmCasesResponse>(`/api/law-firm/${lawFirmId}/cases`, {
        query: {
          page: filter.page,
          page_size: CASES_PAGE_SIZE,
          ...firmCasesQuery(filter),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCaseProfile(caseId: number) {
  return useQuery({
    queryKey: caseKeys.profile(caseId),
    queryFn: ({ signal }) => api.get<CaseProfile>(`/api/case/${caseId}`, { signal }),
    enabled: Number.isInteger(caseId) && caseId > 0,
    retry: false,
  });
}

/** A client's cases in full (GET /client/{id}/cases): the client profile's section, the filling screen. */
export function useClientCases(clientId: number, enabled = true) {
  return useQuery({
    queryKey: caseKeys.ofClient(clientId),
    queryFn: ({ signal }) => api.get<ClientCasesResponse>(`/api/client/${clientId}/cases`, { signal }),
    enabled,
  });
}

/** A client's cases in short (GET /client/{id}/cases/light), for the pickers; asked once a client is chosen. */
export function useClientCasesLight(clientId: number | null, enabled = true) {
  return useQuery({
    queryKey: caseKeys.lightOfClient(clientId),
    queryFn: ({ signal }) => api.get<CaseLight[]>(`/api/client/${clientId}/cases/light`, { signal }),
    enabled: enabled && clientId !== null,
  });
}
