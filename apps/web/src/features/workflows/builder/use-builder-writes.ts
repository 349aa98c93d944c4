/**
 * The builder's writes. Each sends the template's current version; the answer's new version goes into
 * the cache at once (so a quick second change is not refused) and the template is read again. A 409
 * means someone else changed the workflow first: say so, and show their version.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ViewedTemplate, WORKFLOWS_KEY } from '../../../entities/workflow/use-workflows';
import { api } from '../../../lib/api';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { toast } from '../../../ui/toast';
import { builderErrorText, isVersionConflict } from './builder-errors';
import { type ReorderBody, reorderBody } from './builder-order';

interface TemplateCache {
  template: ViewedTemplate;
}

export const templateKey = (templateId: number) => [...WORKFLOWS_KEY, 'template', templateId] as const;

function cachedTemplate(queryClient: QueryClient, templateId: number): ViewedTemplate | undefined {
  return queryClient.getQueryData<TemplateCache>(templateKey(templateId))?.template;
}

/** Reads the template again (the server's truth after a change or a conflict). */
export function useReloadTemplate(templateId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKey(templateId) });
}

/** Toasts a failed write; on a version conflict also reloads the template. */
export function useWriteFailure(templateId: number) {
  const { t } = useTranslation(workflowBuilderNs);
  const reload = useReloadTemplate(templateId);
  return (error: unknown) => {
    toast.error(builderErrorText(t, error));
    if (isVersionConflict(error)) void reload();
  };
}

/** A write on the template: `call` gets the version to send; the answer may carry the new one. */
export function useTemplateWrite<V, R>(
  templateId: number,
  call: (variables: V, version: number) => Promise<R>,
  options: { onSuccess?: (answer: R, variables: V) => void; reportErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const failed = useWriteFailure(templateId);
  return useMutation({
    mutationFn: (variables: V) => call(variables, cachedTemplate(queryClient, templateId)?.version ?? 0),
    onSuccess: (answer, variables) => {
      const version = (answer as { version?: unknown } | undefined)?.version;
      if (typeof version === 'number') {
        queryClient.setQueryData<TemplateCache>(templateKey(templateId), (old) =>
          old ? { template: { ...old.template, version } } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: templateKey(templateId) });
      options.onSuccess?.(answer, variables);
    },
    onError: options.reportErrors === false ? undefined : failed,
  });
}

const withVersion = (path: string, version: number) => `${path}?version=${version}`;

export function useRenameTemplate(templateId: number) {
  return useTemplateWrite(templateId, (title: string, version) =>
    api.put<{ version: number }>(`/api/workflow/update-workflow-template/${templateId}`, { title, version }),
  );
}

export function useRenameStep(templateId: number) {
  return useTemplateWrite(templateId, ({ stepId, title }: { stepId: number; title: string }, version) =>
    api.put<{ version: number }>(`/api/workflow/update-workflow-step/${stepId}`, { title, version }),
  );
}

export function useDeleteStep(templateId: number, onSuccess: () => void) {
  return useTemplateWrite(
    templateId,
    (stepId: number, version) =>
      api.delete<{ version: number }>(withVersion(`/api/workflow/delete-workflow-step/${stepId}`, version)),
    { onSuccess },
  );
}

export function useRemoveTask(templateId: number) {
  return useTemplateWrite(templateId, ({ stepId, taskId }: { stepId: number; taskId: number }, version) =>
    api.delete<{ version: number }>(withVersion(`/api/workflow/remove-task-from-step/${stepId}/${taskId}`, version)),
  );
}

export function useAddSubStep(templateId: number, onSuccess: () => void) {
  return useTemplateWrite(
    templateId,
    ({ stepId, title }: { stepId: number; title: string | null }, version) =>
      api.post<{ version: number }>(`/api/workflow/add-sub-step/${stepId}`, {
        ...(title === null ? {} : { title }),
        version,
      }),
    { onSuccess },
  );
}

/**
 * A drag: the new order is shown at once, sent whole with the version it was made on, and put back as
 * it was when the server refuses it.
 */
export function useReorder(templateId: number) {
  const queryClient = useQueryClient();
  const failed = useWriteFailure(templateId);
  const key = templateKey(templateId);
  return useMutation({
    mutationFn: (body: ReorderBody) => api.put<TemplateCache>(`/api/workflow/reorder/${templateId}`, body),
    onSuccess: (answer) => {
      if (answer?.template) queryClient.setQueryData<TemplateCache>(key, answer);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: failed,
  });
}

/** Applies `next` to the screen and sends it; on failure the previous order comes back. */
export function useApplyOrder(templateId: number) {
  const queryClient = useQueryClient();
  const reorder = useReorder(templateId);
  const key = templateKey(templateId);
  return (next: ViewedTemplate, previous: ViewedTemplate) => {
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<TemplateCache>(key, { template: next });
    reorder.mutate(reorderBody(next, previous.version), {
      onError: () => queryClient.setQueryData<TemplateCache>(key, { template: previous }),
    });
  };
}
