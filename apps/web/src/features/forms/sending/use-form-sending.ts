/** Staff calls of sending forms to clients: the send, the sent forms' list and detail, withdraw, resend, reminders. */
import type { CollaborationFormBody, SentForm, SentFormDetail, SentFormStatus } from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';

export const SENT_FORMS_KEY = ['sent-forms'] as const;
export const SENT_FORMS_PAGE_SIZE = 10;

export type SentFormStatusFilter = SentFormStatus | 'all';

export interface SentFormFilters {
  clientId?: number;
  status: SentFormStatusFilter;
  page: number;
}

interface SentFormList {
  items: SentForm[];
  page: number;
  page_size: number;
  total: number;
}

export function useSentForms({ clientId, status, page }: SentFormFilters) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...SENT_FORMS_KEY, lawFirmId, clientId ?? 'all', status, page],
    queryFn: ({ signal }) =>
      api.get<SentFormList>(`/api/law-firm/${lawFirmId}/sent-forms`, {
        query: { client_id: clientId, status, page, page_size: SENT_FORMS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSentForm(id: number) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...SENT_FORMS_KEY, lawFirmId, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<{ sent_form: SentFormDetail }>(`/api/law-firm/${lawFirmId}/sent-forms/${id}`, { signal }),
  });
}

export function useSendForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollaborationFormBody) =>
      api.post<{ sent_form: SentForm }>('/api/document/collaboration-form', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SENT_FORMS_KEY }),
  });
}

/** Withdraw ('revoke') or send a new link ('resend'): both answer the sent form as it now stands. */
export function useSentFormAction() {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'revoke' | 'resend' }) =>
      api.post<{ sent_form: SentForm }>(
        `/api/law-firm/${lawFirmId}/sent-forms/${id}/${action}`,
        action === 'resend' ? {} : undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SENT_FORMS_KEY }),
  });
}

const settingsKey = (lawFirmId: number) => ['form-settings', lawFirmId] as const;

export function useFormSettings() {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: settingsKey(lawFirmId),
    queryFn: ({ signal }) =>
      api.get<{ form_reminder_days: number }>(`/api/law-firm/${lawFirmId}/form-settings`, { signal }),
  });
}

export function useSaveFormSettings() {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      api.put<{ form_reminder_days: number }>(`/api/law-firm/${lawFirmId}/form-settings`, {
        form_reminder_days: days,
      }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(lawFirmId), saved),
  });
}
