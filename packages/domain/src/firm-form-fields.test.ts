import { describe, expect, it } from 'vitest';
import { applyFieldCorrections, correctionProblem, mergeFieldCorrections } from './firm-form-fields.js';
import type { CollaborationField, FormSection } from './forms.js';

const field = (name: string, extra: Partial<CollaborationField> = {}): CollaborationField => ({
  name,
  label: name,
  type: 'text',
  default_value: null,
  required: false,
  hidden: false,
  client_related: false,
  options: [],
  metadata: { field_purpose: null, format: null },
  ...extra,
});
const sections = (...fields: CollaborationField[]): FormSection[] => [
  { section: 'Part 1', section_description: '', fields },
];

describe('firm form field corrections', () => {
  it('merges a save: a property sent replaces, null drops, absent stays; a field left bare is removed', () => {
    const saved = { arrival: { type: 'date' as const, label: 'Arrival' }, phone: { format: 'none' as const } };
    expect(
      mergeFieldCorrections(saved, [
        { name: 'arrival', label: null, label_ar: 'الوصول' },
        { name: 'phone', format: null },
      ]),
    ).toEqual({ arrival: { type: 'date', label_ar: 'الوصول' } });
  });

  it('applies type, format, label and Arabic label; a reviewed schema keeps its labels', () => {
    const read = sections(
      field('arrival'),
      field('home_phone', { metadata: { field_purpose: null, format: 'phone' } }),
      field('agree', { type: 'checkbox' }),
    );
    const corrections = {
      arrival: { type: 'date' as const, label: 'Date of arrival', label_ar: 'تاريخ الوصول' },
      home_phone: { format: 'none' as const },
      agree: { type: 'text' as const },
    };
    const [arrival, phone, agree] = applyFieldCorrections(read, corrections)[0]!.fields;
    expect(arrival).toMatchObject({ type: 'date', label: 'Date of arrival', metadata: { label_ar: 'تاريخ الوصول' } });
    expect(phone?.metadata.format).toBeNull();
    // A box cannot become text: a correction the field cannot take is not applied.
    expect(agree?.type).toBe('checkbox');
    const reviewed = applyFieldCorrections(sections(field('arrival', { label: 'When?' })), corrections, {
      labels: false,
    });
    expect(reviewed[0]!.fields[0]).toMatchObject({
      label: 'When?',
      type: 'date',
      metadata: { label_ar: 'تاريخ الوصول' },
    });
  });

  it('refuses a type outside the field’s kind and a format off text', () => {
    expect(correctionProblem('checkbox', { type: 'text' })).not.toBeNull();
    expect(correctionProblem('text', { type: 'signature' })).toBeNull();
    expect(correctionProblem('text', { type: 'date', format: 'phone' })).not.toBeNull();
    expect(correctionProblem('date', { type: 'text', format: 'phone' })).toBeNull();
  });
});
