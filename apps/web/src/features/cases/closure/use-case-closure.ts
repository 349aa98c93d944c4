/** Submitting a case closure: the export is downloaded or mailed, and the case is CLOSED from then on. */
import type { CaseClosureBody } from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../../entities/case/keys';
import { submitCaseClosure } from './closure-request';

export function useCaseClosure(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseClosureBody) => submitCaseClosure(caseId, body),
    // The profile shows the new status, the documents the kept export, the lists the case as closed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.profile(caseId) }),
        queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseId) }),
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      ]),
  });
}
