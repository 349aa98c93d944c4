/** Templates and merge fields over the API (packages/domain/src/templates.ts names every call). */
import type {
  Document,
  InvoicesPage,
  MergeField,
  MergeFieldBody,
  MergeFieldTarget,
  RenderContext,
  Template,
  TemplateBody,
  TemplateKind,
  TemplatePreview,
  TemplateSummary,
} from '@counsel/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from '../../entities/invoice/keys';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';

export const TEMPLATES_KEY = ['templates'] as const;
export const MERGE_FIELDS_KEY = ['merge-fields'] as const;

export interface TemplatePage {
  items: TemplateSummary[];
  page: number;
  page_size: number;
  total: number;
}

function useFirmId(): number {
  return useMe().law_firm.id;
}

export function useTemplateList(kind: TemplateKind, search: string, page: number) {
  const firmId = useFirmId();
  return useQuery({
    queryKey: [...TEMPLATES_KEY, firmId, 'list', kind, search, page],
    queryFn: ({ signal }) =>
      api.get<TemplatePage>(`/api/templates/${firmId}`, { query: { kind, search: search || undefined, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: number | null) {
  const firmId = useFirmId();
  return useQuery({
    queryKey: [...TEMPLATES_KEY, firmId, 'one', id],
    queryFn: ({ signal }) => api.get<{ template: Template }>(`/api/templates/${firmId}/${id}`, { signal }),
    select: (data) => data.template,
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
}

export function useSaveTemplate(id: number | null) {
  const firmId = useFirmId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateBody) =>
      id === null
        ? api.post<{ template: Template }>(`/api/templates/${firmId}`, body)
        : api.put<{ template: Template }>(`/api/templates/${firmId}/${id}`, body),
    onSuccess: ({ template }) => {
      queryClient.setQueryData([...TEMPLATES_KEY, firmId, 'one', template.id], { template });
      void queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, firmId, 'list'] });
    },
  });
}

export function useDeleteTemplate() {
  const firmId = useFirmId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/templates/${firmId}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, firmId, 'list'] }),
  });
}

export function usePreviewTemplate(id: number) {
  const firmId = useFirmId();
  return useMutation({
    mutationFn: (context: RenderContext) =>
      api.post<TemplatePreview>(`/api/templates/${firmId}/${id}/preview`, context),
  });
}

export interface GenerateDocumentInput {
  contact_id: number;
  case_id?: number;
  format: 'pdf' | 'docx';
  title?: string;
}

export function useGenerateDocument(id: number) {
  const firmId = useFirmId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateDocumentInput) =>
      api.post<{ document: Document; unknown_fields: string[] }>(
        `/api/templates/${firmId}/${id}/generate-document`,
        body,
      ),
    // The client's (or case's) document lists now hold one more.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('documents') }),
  });
}

export function useMergeFields() {
  const firmId = useFirmId();
  return useQuery({
    queryKey: [...MERGE_FIELDS_KEY, firmId],
    queryFn: ({ signal }) => api.get<{ merge_fields: MergeField[] }>(`/api/merge-fields/${firmId}`, { signal }),
    select: (data) => data.merge_fields,
  });
}

export function useSaveMergeField(id: number | null) {
  const firmId = useFirmId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeFieldBody) =>
      id === null
        ? api.post<{ merge_field: MergeField }>(`/api/merge-fields/${firmId}`, body)
        : api.put<{ merge_field: MergeField }>(`/api/merge-fields/${firmId}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MERGE_FIELDS_KEY, firmId] }),
  });
}

export function useDeleteMergeField() {
  const firmId = useFirmId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/merge-fields/${firmId}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MERGE_FIELDS_KEY, firmId] }),
  });
}

export function useTableColumns(target: MergeFieldTarget | null) {
  return useQuery({
    queryKey: ['table-columns', target],
    queryFn: ({ signal }) =>
      api.get<{ columns: string[] }>('/api/table-column/get-columns', { query: { table: target ?? '' }, signal }),
    select: (data) => data.columns,
    enabled: target !== null,
  });
}

/** A client's latest invoices for the preview's optional invoice (GET /invoice/client/{clientId}). */
export function useClientInvoiceOptions(clientId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.templateOptions(clientId),
    queryFn: ({ signal }) =>
      api.get<InvoicesPage>(`/api/invoice/client/${clientId}`, { query: { page: 1, page_size: 50 }, signal }),
    select: (data) => data.items,
    enabled: clientId !== null,
  });
}
