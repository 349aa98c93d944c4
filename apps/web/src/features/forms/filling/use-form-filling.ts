/** Calls of the form filling: the pre-filled schema, the filled PDF, saving it and reopening it. */
import type {
  ClientListResponse,
  FillableFormRef,
  FilledForm,
  FilledFormResponse,
  FillValues,
  FirmFormList,
  FormSection,
  GenericFormSchema,
} from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../../entities/case/keys';
import { clientKeys } from '../../../entities/client/keys';
import { api, postForBlob } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';

export function fetchFormSchema(form: FillableFormRef, clientId: number) {
  return api.get<GenericFormSchema>(`/api/document/form-schema/${form.form_type}/${form.id}`, {
    query: { client_id: clientId },
  });
}

export function fetchFilledForm(documentId: number) {
  return api.get<{ filled_form: FilledForm }>(`/api/document/${documentId}/filled-form`);
}

/** The form's PDF with the values written in: what Preview shows and Save stores. */
export function fetchFilledPdf(form: FillableFormRef, values: FillValues, flatten: boolean) {
  return postForBlob('/api/document/filled-form-preview', { form, values, flatten });
}

/** Where a reviewed filling is saved: a new document of the client (or case), or a new version of one. */
export type SaveTarget =
  | { kind: 'create'; clientId: number; caseId: number | null }
  | { kind: 'update'; documentId: number };

export interface Filling {
  form: FillableFormRef;
  /** The saved document's title and file name, e.g. I-130.pdf (§5). */
  fileName: string;
  sections: FormSection[];
  values: FillValues;
  flatten: boolean;
}

export function useSaveFilledForm(target: SaveTarget) {
  const userId = useMe().user.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filling: Filling) => {
      const pdf = await fetchFilledPdf(filling.form, filling.values, filling.flatten);
      const body = new FormData();
      body.append('file', new File([pdf], filling.fileName, { type: 'application/pdf' }));
      body.append('form_schema', JSON.stringify(filling.sections));
      body.append('values', JSON.stringify(filling.values));
      body.append('flatten', String(filling.flatten));
      if (target.kind === 'update') {
        return api.putForm<FilledFormResponse>(`/api/document/update-filled-form/${target.documentId}`, body);
      }
      body.append('clientId', String(target.clientId));
      body.append('caseId', target.caseId === null ? 'general' : String(target.caseId));
      body.append('title', filling.fileName);
      body.append('form_type', filling.form.form_type);
      body.append('form_id', String(filling.form.id));
      return api.postForm<FilledFormResponse>(`/api/document/create-filled-form/${userId}`, body);
    },
    // The client's and the case's document lists show the new document or version.
    onSuccess: ({ document }) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.generalDocuments(document.client_id) });
      if (document.case_id !== null)
        void queryClient.invalidateQueries({ queryKey: caseKeys.documents(document.case_id) });
    },
  });
}

/** Every form of the firm's library, folders aside, for the form picker. */
export function useAllFirmForms() {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: ['forms', 'firm', 'all'],
    queryFn: ({ signal }) => api.get<FirmFormList>(`/api/firm-legal-form/${lawFirmId}/all-forms`, { signal }),
  });
}

/** The client picker's matches: one page, narrowed on the server by the typed name. */
export function useClientChoices(search: string) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: clientKeys.fillFormChoices(lawFirmId, search.trim()),
    queryFn: ({ signal }) =>
      api.get<ClientListResponse>(`/api/law-firm/${lawFirmId}/client`, {
        query: { page: 1, page_size: 50, q: search.trim() || undefined, sort: 'name', order: 'asc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
