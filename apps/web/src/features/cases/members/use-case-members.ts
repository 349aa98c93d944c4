/** A case's members (its team besides the team leads): the list, adding several at once, removing one. */
import type { CaseMembersResponse } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { api, isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/current-user';
import '../../../locales/caseMembers';
import { caseKeys } from '../../../entities/case/keys';

export function useCaseMembers(caseId: number) {
  return useQuery({
    queryKey: caseKeys.members(caseId),
    queryFn: ({ signal }) => api.get<CaseMembersResponse>(`/api/case/${caseId}/members`, { signal }),
  });
}

export function useAssignCaseMembers(caseId: number) {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employees: number[]) => {
      // §7: the document-filling call without a form, multipart, with the employees as a JSON list of ids.
      const body = new FormData();
      body.set('employees', JSON.stringify(employees));
      body.set('case_id', String(caseId));
      return api.postForm<CaseMembersResponse>(`/api/law-firm/${lawFirmId}/document-filling`, body);
    },
    onSuccess: (members) => queryClient.setQueryData(caseKeys.members(caseId), members),
  });
}

export function useRemoveCaseMember(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete<void>(`/api/case/${caseId}/members/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.members(caseId) }),
  });
}

/** A refusal in words: a closed case says so; anything else as the app words that error everywhere. */
export function memberErrorMessage(t: TFunction, error: unknown): string {
  return isApiError(error, 'case_closed') ? t('caseMembers:errors.case_closed') : errorMessage(t, error);
}
