/**
 * Creating workflows: an empty one for the builder, a draft from a description or a checklist document
 * (the server saves nothing), and a reviewed draft saved as the firm's workflow.
 */
import {
  type AiDraftResponse,
  type createdTemplateResponse,
  UNTITLED_WORKFLOW_TITLE,
  type WorkflowDraft,
} from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { WORKFLOWS_KEY } from '../../../entities/workflow/use-workflows';
import { ApiError, api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/current-user';
import { workflowDraftsNs } from '../../../locales/workflowDrafts';

type CreatedTemplate = z.infer<typeof createdTemplateResponse>;

function useLawFirmId() {
  return useMe().user.law_firm_id;
}

/** POST /workflow/create-workflow-template/{firmId} with the spec's 'Untitled'. */
export function useCreateBlankWorkflow() {
  const lawFirmId = useLawFirmId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<CreatedTemplate>(`/api/workflow/create-workflow-template/${lawFirmId}`, {
        title: UNTITLED_WORKFLOW_TITLE,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY }),
  });
}

export function useDraftWithAi() {
  const lawFirmId = useLawFirmId();
  return useMutation({
    mutationFn: (description: string) =>
      api.post<AiDraftResponse>(`/api/workflow/draft-with-ai/${lawFirmId}`, { description }),
  });
}

export function useDraftFromDocument() {
  const lawFirmId = useLawFirmId();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.postForm<AiDraftResponse>(`/api/workflow/draft-from-document/${lawFirmId}`, form);
    },
  });
}

export function useCreateFromDraft() {
  const lawFirmId = useLawFirmId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: WorkflowDraft) =>
      api.post<CreatedTemplate>(`/api/workflow/create-workflow-from-draft/${lawFirmId}`, { draft }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY }),
  });
}

/** The server's drafting codes in this screen's words; anything else as the app says it. */
const DRAFT_ERROR_CODES = [
  'ai_invalid_answer',
  'ai_unavailable',
  'checklist_unreadable',
  'unsupported_file_type',
  'payload_too_large',
];

export function draftErrorMessage(t: TFunction, error: unknown, maxMegabytes: number): string {
  if (error instanceof ApiError && DRAFT_ERROR_CODES.includes(error.code)) {
    return t(`${workflowDraftsNs}:errors.${error.code}`, { size: maxMegabytes });
  }
  return errorMessage(t, error);
}
