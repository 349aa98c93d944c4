/**
 * The review of a form's fields before saving (§2 "Review form fields dialog", §4): labels edited,
 * fields hidden and shown again, values edited. Pure, so the dialog stays a view of it.
 */
import type { CollaborationField, FillValues, FormSection } from '@counsel/domain';

export interface ReviewState {
  sections: FormSection[];
  values: FillValues;
}

/** Values start from each field's default (the client's facts when pre-filled), or from a saved filling. */
export function initialReview(sections: FormSection[], saved?: FillValues): ReviewState {
  const values: FillValues = {};
  for (const field of sections.flatMap((section) => section.fields)) {
    const value = saved ? saved[field.name] : field.default_value;
    if (value !== null && value !== undefined) values[field.name] = value;
  }
  return { sections, values };
}

function mapField(state: ReviewState, name: string, change: (field: CollaborationField) => CollaborationField) {
  return {
    ...state,
    sections: state.sections.map((section) => ({
      ...section,
      fields: section.fields.map((field) => (field.name === name ? change(field) : field)),
    })),
  };
}

export const relabel = (state: ReviewState, name: string, label: string) =>
  mapField(state, name, (field) => ({ ...field, label }));

export const setHidden = (state: ReviewState, name: string, hidden: boolean) =>
  mapField(state, name, (field) => ({ ...field, hidden }));

export const setValue = (state: ReviewState, name: string, value: string | boolean): ReviewState => ({
  ...state,
  values: { ...state.values, [name]: value },
});

export const hiddenFields = (state: ReviewState) =>
  state.sections.flatMap((section) => section.fields.filter((field) => field.hidden));

/** What is written into the PDF: the visible fields' values; hidden fields are left out. */
export function valuesToSend(state: ReviewState): FillValues {
  const sent: FillValues = {};
  for (const field of state.sections.flatMap((section) => section.fields)) {
    const value = state.values[field.name];
    if (!field.hidden && value !== undefined) sent[field.name] = value;
  }
  return sent;
}
