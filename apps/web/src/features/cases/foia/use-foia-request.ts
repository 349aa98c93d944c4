/** A FOIA case's request details: GET and PUT /foia-cases/{caseId}. */
import type { FoiaRequest, FoiaRequestBody } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../../entities/case/keys';
import { api } from '../../../lib/api';

export function useFoiaRequest(caseId: number) {
  return useQuery({
    queryKey: caseKeys.foiaRequest(caseId),
    queryFn: ({ signal }) => api.get<FoiaRequest>(`/api/foia-cases/${caseId}`, { signal }),
  });
}

/** Saves the details; the answer (with its new due day) replaces the cached one and the calendar reloads its deadlines. */
export function useSaveFoiaRequest(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FoiaRequestBody) => api.put<FoiaRequest>(`/api/foia-cases/${caseId}`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(caseKeys.foiaRequest(caseId), saved);
      return queryClient.invalidateQueries({ queryKey: caseKeys.allFoiaDeadlines });
    },
  });
}
