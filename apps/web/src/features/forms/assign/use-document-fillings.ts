/** Document fillings: handing a form to fill to colleagues, the lists of them, and marking one done. */
import type { DocumentFilling, DocumentFillingList, DocumentFillingStatus, FillableFormType } from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';
import { useLocale } from '../../../lib/locale';
import { usePublicForms } from '../use-public-forms';

export const DOCUMENT_FILLINGS_KEY = ['document-fillings'] as const;
export const FILLINGS_PAGE_SIZE = 6;

export type FillingScope = 'me' | 'all';

export function useDocumentFillings(scope: FillingScope, page: number) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...DOCUMENT_FILLINGS_KEY, lawFirmId, scope, page],
    queryFn: ({ signal }) =>
      api.get<DocumentFillingList>(`/api/law-firm/${lawFirmId}/document-fillings`, {
        query: { assigned_to: scope, status: 'open', page, page_size: FILLINGS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** What the filling is about: the client, an optional case of theirs, and the form. */
export interface FillingSubject {
  clientId: number;
  caseId: number | null;
  formType: FillableFormType;
  formId: number;
}

export function useAssignDocumentFilling() {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, employees, note }: { subject: FillingSubject; employees: number[]; note: string }) => {
      // §7: multipart, with the employees as a JSON list of ids.
      const body = new FormData();
      body.set('employees', JSON.stringify(employees));
      body.set('client_id', String(subject.clientId));
      body.set('case_id', subject.caseId === null ? 'general' : String(subject.caseId));
      body.set('form_type', subject.formType);
      body.set('form_id', String(subject.formId));
      if (note.trim()) body.set('note', note.trim());
      return api.postForm<DocumentFilling>(`/api/law-firm/${lawFirmId}/document-filling`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_FILLINGS_KEY }),
  });
}

export function useSetFillingStatus() {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: DocumentFillingStatus }) =>
      api.put<DocumentFilling>(`/api/law-firm/${lawFirmId}/document-filling/${id}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_FILLINGS_KEY }),
  });
}

/** The filling screen opened on a filling's client, case and form (the mailed link is the same address). */
export function fillingScreenPath(filling: DocumentFilling): string {
  const query = new URLSearchParams({
    client_id: String(filling.client.id),
    form_type: filling.form.form_type,
    id: String(filling.form.id),
  });
  if (filling.case) query.set('case_id', String(filling.case.id));
  return `/forms/fill?${query}`;
}

/**
 * The title a filling is shown under. A filling keeps the title it was assigned with, which for a public
 * form is the catalogue's English one; in Arabic the catalogue's Arabic title is shown instead, as on the
 * public forms page. A firm form has only its own title. Until the catalogue is read, the kept title shows.
 */
export function useFillingTitle(): (form: DocumentFilling['form']) => string {
  const { locale } = useLocale();
  const publicForms = usePublicForms({ enabled: locale === 'ar' });
  return (form) => {
    if (locale !== 'ar' || form.form_type !== 'public') return form.title;
    const entry = publicForms.data?.find((candidate) => candidate.id === form.id);
    return entry ? `${entry.name} – ${entry.title_ar}` : form.title;
  };
}
