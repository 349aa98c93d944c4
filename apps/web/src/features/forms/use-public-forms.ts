/** The public forms library and the fields read from one of its forms. */
import type { ExtractedFormField, PublicForm } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function usePublicForms() {
  // -1: every public form (§9); the library is small and fixed.
  return useQuery({
    queryKey: ['forms', 'public'],
    queryFn: () => api.get<PublicForm[]>('/api/legal_form', { query: { limit: -1 } }),
    staleTime: 60 * 60 * 1000,
  });
}

export function usePublicFormFields(formId: number) {
  return useQuery({
    queryKey: ['forms', 'public', formId, 'fields'],
    queryFn: () =>
      api.post<ExtractedFormField[]>('/api/document/extract-form-fields', {
        form: { form_type: 'public', id: formId },
      }),
    // A public form's fields never change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
