/** Reading workflows: the firm's and the public templates as cards, and one template whole. */
import type {
  WorkflowStep,
  WorkflowSubStep,
  WorkflowTask,
  WorkflowTemplate,
  workflowTemplateSummarySchema,
} from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';

export const WORKFLOWS_KEY = ['workflows'] as const;

/** `description`, what the workflow is for, is shown when the server sends one. */
export type WorkflowTemplateSummary = z.infer<typeof workflowTemplateSummarySchema> & { description?: string };

/** A task as the viewer gets it: a public task names its participant type in words, having none of the firm's. */
export type ViewedTask = WorkflowTask & { participant_type_name?: string | null };
export type ViewedSubStep = Omit<WorkflowSubStep, 'tasks'> & { tasks: ViewedTask[] };
export type ViewedStep = Omit<WorkflowStep, 'tasks' | 'sub_steps'> & {
  tasks: ViewedTask[];
  sub_steps: ViewedSubStep[];
};
export type ViewedTemplate = Omit<WorkflowTemplate, 'steps'> & { steps: ViewedStep[]; description?: string };

/** The firm's templates first, then the public ones (the server's order). */
export function useWorkflowTemplates() {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...WORKFLOWS_KEY, lawFirmId, 'templates'],
    queryFn: ({ signal }) =>
      api.get<{ templates: WorkflowTemplateSummary[] }>(`/api/workflow/get-law-firm-workflow-templates/${lawFirmId}`, {
        query: { view: 'true' },
        signal,
      }),
    select: (data) => data.templates,
  });
}

export function useWorkflowTemplate(id: number) {
  return useQuery({
    queryKey: [...WORKFLOWS_KEY, 'template', id],
    queryFn: ({ signal }) =>
      api.get<{ template: ViewedTemplate }>(`/api/workflow/get-workflow-template/${id}`, { signal }),
    select: (data) => data.template,
    enabled: Number.isInteger(id) && id > 0,
  });
}
