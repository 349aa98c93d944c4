/** The public forms library, and the fields read from a public form or one of the firm's own. */
import type { ExtractedFormField, ExtractFormRef, PublicForm } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** `enabled: false` leaves the catalogue unread, for screens that need it only in one language. */
export function usePublicForms({ enabled = true }: { enabled?: boolean } = {}) {
  // -1: every public form (§9); the library is small and fixed.
  return useQuery({
    enabled,
    queryKey: ['forms', 'public'],
    queryFn: () => api.get<PublicForm[]>('/api/legal_form', { query: { limit: -1 } }),
    staleTime: 60 * 60 * 1000,
  });
}

export const formFieldsKey = (form: ExtractFormRef) =>
  ['forms', form.form_type === 'public' ? 'public' : 'firm', form.id, 'fields'] as const;

export function useFormFields(form: ExtractFormRef) {
  return useQuery({
    queryKey: formFieldsKey(form),
    queryFn: () => api.post<ExtractedFormField[]>('/api/document/extract-form-fields', { form }),
    // A public form's fields never change while the app runs; a firm's form may get a new version.
    staleTime: form.form_type === 'public' ? Number.POSITIVE_INFINITY : 0,
    retry: false,
  });
}
