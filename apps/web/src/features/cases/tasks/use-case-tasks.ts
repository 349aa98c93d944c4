import type {
  CaseProfile,
  CaseTasksResponse,
  MyTaskCounts,
  MyTaskFilter,
  MyTasksResponse,
  UpdateCaseTaskBody,
} from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../../entities/case/keys';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';

const CASE_TASKS_KEY = ['case-tasks'] as const;
const MY_TASKS_KEY = ['my-tasks'] as const;

export function useCaseTasks(caseId: number) {
  return useQuery({
    queryKey: [...CASE_TASKS_KEY, caseId],
    queryFn: ({ signal }) => api.get<CaseTasksResponse>(`/api/case/${caseId}/tasks`, { signal }),
  });
}

/** Every write answers the case's tasks again; the case's status (and My tasks) may have moved with it. */
function useCaseTaskWrite<T>(caseId: number, write: (input: T) => Promise<CaseTasksResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      queryClient.setQueryData([...CASE_TASKS_KEY, caseId], answer);
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
      void queryClient.invalidateQueries({ queryKey: MY_TASKS_KEY });
    },
  });
}

export function useUpdateCaseTask(caseId: number) {
  return useCaseTaskWrite(caseId, ({ taskId, ...body }: UpdateCaseTaskBody & { taskId: number }) =>
    api.patch<CaseTasksResponse>(`/api/case/${caseId}/tasks/${taskId}`, body),
  );
}

export function useChooseCasePath(caseId: number) {
  return useCaseTaskWrite(caseId, ({ stepId, pathId }: { stepId: number; pathId: number }) =>
    api.put<CaseTasksResponse>(`/api/case/${caseId}/steps/${stepId}/path`, { path_id: pathId }),
  );
}

export function useReopenCase(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CaseProfile>(`/api/case/${caseId}/reopen`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...CASE_TASKS_KEY, caseId] });
    },
  });
}

export interface MyTasksFilter {
  status: MyTaskFilter;
  q: string;
  page: number;
}

export function useMyTasks(filter: MyTasksFilter) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...MY_TASKS_KEY, lawFirmId, filter],
    queryFn: ({ signal }) =>
      api.get<MyTasksResponse>(`/api/law-firm/${lawFirmId}/my-tasks`, {
        query: { status: filter.status, q: filter.q.trim() || undefined, page: filter.page, page_size: 12 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMyTaskCounts() {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...MY_TASKS_KEY, lawFirmId, 'counts'],
    queryFn: ({ signal }) => api.get<MyTaskCounts>(`/api/law-firm/${lawFirmId}/my-tasks/counts`, { signal }),
  });
}

/** A quick status change from My tasks (the case's own screen refreshes when opened). */
export function useMyTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      caseId,
      taskId,
      status,
    }: {
      caseId: number;
      taskId: number;
      status: UpdateCaseTaskBody['status'];
    }) => api.patch<CaseTasksResponse>(`/api/case/${caseId}/tasks/${taskId}`, { status }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...CASE_TASKS_KEY, answer.case_id], answer);
      void queryClient.invalidateQueries({ queryKey: MY_TASKS_KEY });
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
