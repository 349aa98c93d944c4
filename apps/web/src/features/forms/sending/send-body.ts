/**
 * What the send dialog posts (§3 "Sample form structure for sending"): the reviewed sections, with
 * each field's reviewed value as its default_value, so the client starts from what the staff checked.
 */
import type { FillValues, FormSection } from '@counsel/domain';

export function sectionsToSend(sections: FormSection[], values: FillValues): FormSection[] {
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => ({ ...field, default_value: values[field.name] ?? null })),
  }));
}

/** The saved document's file name without its extension: "I-130.pdf" is sent as "I-130". */
export const formTitleOf = (fileName: string) => fileName.replace(/\.pdf$/i, '') || fileName;
