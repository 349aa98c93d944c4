/** The cases feature's own queries and mutations (the shared reads are in entities/case). */
import type { Case, CaseProfile, ContactLightPage, CreateFoiaCaseRequest, UpdateCaseRequest } from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../entities/case/keys';
import { api } from '../../lib/api';

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
      queryClient.setQueryData(caseKeys.profile(caseId), profile);
      return invalidateCaseLists(queryClient);
    },
  });
}

/** New or changed cases show in every list, and in the dashboard's counts and recent cases. */
function invalidateCaseLists(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: caseKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
