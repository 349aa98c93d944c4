/** Saving a firm form's field corrections from the Fields dialog (type, format, label, Arabic label). */
import type { CorrectedFormat, ExtractedFormField, FieldCorrectionInput, FormFieldType } from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { formFieldsKey } from './use-public-forms';

export function useSaveFieldCorrections(formId: number) {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: FieldCorrectionInput[]) =>
      api.put<{ fields: ExtractedFormField[] }>(`/api/firm-legal-form/${lawFirmId}/forms/${formId}/field-corrections`, {
        fields,
      }),
    // The answer is the form's fields as extraction now reads them: the dialog shows them at once.
    onSuccess: (answer) =>
      queryClient.setQueryData(formFieldsKey({ form_type: 'law_firm', id: formId }), answer.fields),
  });
}

/** What the dialog changed in a field; a cleared text goes back to what the PDF says. */
export interface FieldEdit {
  label?: string;
  type?: FormFieldType;
  format?: CorrectedFormat;
  label_ar?: string;
}

/** The save call's fields: only what was changed, a format only where the field stays text. */
export function correctionsOf(edits: Record<string, FieldEdit>, fields: ExtractedFormField[]): FieldCorrectionInput[] {
  const types = new Map(fields.map((field) => [field.name, field.type]));
  return Object.entries(edits).map(([name, edit]) => {
    const type = edit.type ?? types.get(name);
    return {
      name,
      ...(edit.type !== undefined ? { type: edit.type } : {}),
      ...(edit.format !== undefined && type === 'text' ? { format: edit.format } : {}),
      ...(edit.label !== undefined ? { label: edit.label.trim() || null } : {}),
      ...(edit.label_ar !== undefined ? { label_ar: edit.label_ar.trim() || null } : {}),
    };
  });
}
