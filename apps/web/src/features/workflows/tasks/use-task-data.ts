/**
 * The calls of the task modals: the tasks a step can take, the firm's templates, and the writes (add
 * existing tasks to a step, create a task in it, update a task). Participant types come from entities/firm.
 */
import type { WorkflowTask, workflowTaskListResponse } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { WORKFLOWS_KEY } from '../../../entities/workflow/use-workflows';
import { api } from '../../../lib/api';
import type { CreateTaskRequest, UpdateTaskRequest } from './task-form';
import { mergeTasks } from './task-list';

type TaskList = z.infer<typeof workflowTaskListResponse>;

/** Every list of tasks the picker shows; a new or changed task makes them stale. */
const TASK_LISTS_KEY = [...WORKFLOWS_KEY, 'task-lists'] as const;

/** The firm's tasks and the public ones, as one list without repeats. */
export function useTaskChoices(lawFirmId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...TASK_LISTS_KEY, lawFirmId],
    queryFn: async ({ signal }) => {
      const [firm, pub] = await Promise.all([
        api.get<TaskList>(`/api/workflow/get-all-law-firm-tasks/${lawFirmId}`, { signal }),
        api.get<TaskList>('/api/workflow/get-all-public-tasks', { signal }),
      ]);
      return mergeTasks(firm.tasks, pub.tasks);
    },
    enabled,
  });
}

export type TemplateKind = 'email' | 'document';
export type TemplateTitle = { id: number; title: string };

/** The firm's email or document templates by title. §8: a failed load is only logged; the choice stays empty. */
export function useTemplateTitles(kind: TemplateKind, lawFirmId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...WORKFLOWS_KEY, 'template-titles', kind, lawFirmId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TemplateTitle[]>(`/api/workflow/get-${kind}-templates-by-law-firm/${lawFirmId}`, {
          signal,
        });
      } catch (error) {
        console.error(`Loading the ${kind} templates failed`, error);
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

export function useAddTasksToStep(stepId: number) {
  return useMutation({
    mutationFn: (body: { task_ids: number[]; substep: boolean; version: number }) =>
      api.post<{ tasks: WorkflowTask[]; version: number }>(`/api/workflow/add-tasks-to-workflow-step/${stepId}`, body),
  });
}

export function useCreateTask(lawFirmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskRequest) =>
      api.post<{ task: WorkflowTask; version: number }>(`/api/workflow/create-workflow-step-task/${lawFirmId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASK_LISTS_KEY }),
  });
}

export function useUpdateTask(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTaskRequest) =>
      api.put<{ task: WorkflowTask }>(`/api/workflow/update-workflow-step-task/${taskId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASK_LISTS_KEY }),
  });
}
