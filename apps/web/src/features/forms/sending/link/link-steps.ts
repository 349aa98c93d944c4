/** The steps of the client's form: its sections with something to fill, then attachments, then signing. */
import { type AnswerProblem, answerProblems, type FillValues, type FormSection, type LinkForm } from '@counsel/domain';

export type LinkStep =
  | { kind: 'section'; index: number; section: FormSection }
  | { kind: 'attachments' }
  | { kind: 'signature' };

/** Sections as the client fills them: visible fields only, and no signature field (the drawn one signs). */
export function fillableSections(form: LinkForm): FormSection[] {
  return form.form_schema
    .map((section) => ({
      ...section,
      fields: section.fields.filter((field) => !field.hidden && field.type !== 'signature'),
    }))
    .filter((section) => section.fields.length > 0);
}

export function linkSteps(form: LinkForm): LinkStep[] {
  const sections = fillableSections(form).map((section, index) => ({ kind: 'section' as const, index, section }));
  // Shared documents are offered on the same step as the requested ones, so it exists for either.
  const attachments =
    form.requested_documents.length > 0 || form.shared_documents.length > 0 ? [{ kind: 'attachments' as const }] : [];
  return [...sections, ...attachments, { kind: 'signature' }];
}

/** The staff's reviewed defaults, under what the client has already saved. */
export function startingValues(form: LinkForm): FillValues {
  const values: FillValues = {};
  for (const field of form.form_schema.flatMap((section) => section.fields)) {
    if (field.default_value !== null) values[field.name] = field.default_value;
  }
  return { ...values, ...form.values };
}

const isEmpty = (value: string | boolean | undefined) =>
  value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/** The names of a section's required fields left empty. */
export function missingInSection(section: FormSection, values: FillValues): string[] {
  return section.fields.filter((field) => field.required && isEmpty(values[field.name])).map((field) => field.name);
}

/** A field's answer that stops the client: left empty though required, or wrong for its box. */
export type FieldError = { kind: 'required' } | AnswerProblem;

/** The fields of these sections whose answers stop the client, by name (empty required ones, too long, badly written). */
export function fieldErrorsIn(sections: readonly FormSection[], values: FillValues): Map<string, FieldError> {
  const errors = new Map<string, FieldError>();
  for (const section of sections) {
    for (const name of missingInSection(section, values)) errors.set(name, { kind: 'required' });
    for (const [name, problem] of answerProblems(section.fields, values)) errors.set(name, problem);
  }
  return errors;
}
