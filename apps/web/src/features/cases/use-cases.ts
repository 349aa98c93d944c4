/** Queries and mutations of the cases feature. */
import {
  CASES_PAGE_SIZE,
  type Case,
  type CaseProfile,
  type CaseSortColumn,
  type CaseStatus,
  type ClientCasesResponse,
  type ContactLightPage,
  type CreateFoiaCaseRequest,
  type FirmCasesResponse,
  type UpdateCaseRequest,
} from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import type { ListSort } from '../../ui/SortableTh';

/** Every cached list or profile of cases starts with this key, so one invalidation refreshes them all. */
export const CASES_KEY = ['cases'] as const;

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
    queryKey: [...CASES_KEY, 'firm', lawFirmId, filter],
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
    queryKey: [...CASES_KEY, 'profile', caseId],
    queryFn: ({ signal }) => api.get<CaseProfile>(`/api/case/${caseId}`, { signal }),
    enabled: Number.isInteger(caseId) && caseId > 0,
    retry: false,
  });
}

export function useClientCases(clientId: number, enabled = true) {
  return useQuery({
    queryKey: [...CASES_KEY, 'client', clientId],
    queryFn: ({ signal }) => api.get<ClientCasesResponse>(`/api/client/${clientId}/cases`, { signal }),
    enabled,
  });
}

/** Pickers ask for one page of matches; the search narrows it on the server. */
const PICKER_PAGE_SIZE = 100;

/** Clients as contacts, for the FOIA dialog (GET /contacts?details=false&clients=true). */
export function useFoiaClientChoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contacts', 'foia-clients', search.trim()],
    queryFn: ({ signal }) =>
      api.get<ContactLightPage>('/api/contacts', {
        query: {
          details: 'false',
          clients: 'true',
          q: search.trim() || undefined,
          page_size: PICKER_PAGE_SIZE,
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Contacts a case can be opened for (GET /contacts?details=false). */
export function useContactOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contacts', 'case-picker', search.trim()],
    queryFn: ({ signal }) =>
      api.get<ContactLightPage>('/api/contacts', {
        query: { details: 'false', q: search.trim() || undefined, page_size: 20 },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCreateFoiaCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFoiaCaseRequest) => api.post<Case>('/api/foia-cases', body),
    onSuccess: () => invalidateCaseLists(queryClient),
  });
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.postForm<Case>('/api/case/', form),
    onSuccess: () => invalidateCaseLists(queryClient),
  });
}

export function useUpdateCase(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCaseRequest) => api.put<CaseProfile>(`/api/case/${caseId}`, body),
    onSuccess: (profile) => {
      queryClient.setQueryData([...CASES_KEY, 'profile', caseId], profile);
      return invalidateCaseLists(queryClient);
    },
  });
}

/** New or changed cases show in every list, and in the dashboard's counts and recent cases. */
function invalidateCaseLists(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CASES_KEY }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
