/**
 * What the send dialog posts (§3 "Sample form structure for sending"): the reviewed sections, with
 * each field's reviewed value as its default_value, so the client starts from what the staff checked.
 */
import type { FillValues, FormSection } from '@counsel/domain';
import { FORM_LINK_MAX_DAYS, SENT_FORM_MAX_REQUESTED_DOCUMENTS } from '@counsel/domain';

export function sectionsToSend(sections: FormSection[], values: FillValues): FormSection[] {
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => ({ ...field, default_value: values[field.name] ?? null })),
  }));
}

/** The saved document's file name without its extension: "I-130.pdf" is sent as "I-130". */
export const formTitleOf = (fileName: string) => fileName.replace(/\.pdf$/i, '') || fileName;

export type DaysProblem = 'required' | 'range' | null;

export function daysProblem(days: string | number): DaysProblem {
  if (days === '') return 'required';
  const value = Number(days);
  return Number.isInteger(value) && value >= 1 && value <= FORM_LINK_MAX_DAYS ? null : 'range';
}

export type RequestedProblem = 'empty' | 'duplicate' | 'tooMany' | 'tooLong' | null;

/** Why a requested document's name cannot be added to the list, or null. */
export function requestedProblem(name: string, list: readonly string[]): RequestedProblem {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > 120) return 'tooLong';
  if (list.length >= SENT_FORM_MAX_REQUESTED_DOCUMENTS) return 'tooMany';
  if (list.some((item) => item.toLowerCase() === trimmed.toLowerCase())) return 'duplicate';
  return null;
}
