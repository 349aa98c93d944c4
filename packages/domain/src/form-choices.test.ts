import { describe, expect, it } from 'vitest';
import { choiceConflicts, describeChoiceGroup, splitChoiceLabel } from './form-choices.js';
import type { CollaborationField, FormSection } from './forms.js';

const box = (name: string, label: string, extra: Partial<CollaborationField['metadata']> = {}): CollaborationField => ({
  name,
  label,
  type: 'checkbox',
  default_value: false,
  required: false,
  hidden: false,
  client_related: false,
  options: [],
  metadata: { field_purpose: null, choice_group: 'Pt2:9', ...extra },
});

describe('splitChoiceLabel', () => {
  it('splits the last "Select X." sentence off an English label, keeping periods inside the answer', () => {
    expect(splitChoiceLabel('9. Sex. Select Male.')).toEqual({ question: '9. Sex.', choice: 'Male' });
    expect(splitChoiceLabel('36. I am a (Select only one box). Select U.S. Citizen.')).toEqual({
      question: '36. I am a (Select only one box).',
      choice: 'U.S. Citizen',
    });
    expect(
      splitChoiceLabel('11. Same address? Select No. If you answered "No" to Item Number 11., say where.'),
    ).toEqual({ question: '11. Same address?', choice: 'No' });
  });

  it('splits the Arabic "اختر X." sentence', () => {
    expect(splitChoiceLabel('9. الجنس. اختر ذكر.')).toEqual({ question: '9. الجنس.', choice: 'ذكر' });
  });

  it('is null for a label without an answer sentence or without a question', () => {
    expect(splitChoiceLabel('4. A. Enter Family Name (Last Name).')).toBeNull();
    expect(splitChoiceLabel('Select this box if Form G-28 is attached.')).toBeNull();
  });
});

describe('choice groups', () => {
  const male = box('male', '9. Sex. Select Male.', { label_ar: '9. الجنس. اختر ذكر.' });
  const female = box('female', '9. Sex. Select Female.', { label_ar: '9. الجنس. اختر أنثى.' });
  const sections: FormSection[] = [{ section: 'Part 2', section_description: '', fields: [male, female] }];

  it('describes a group in English, or in Arabic when every box has an Arabic label', () => {
    expect(describeChoiceGroup('Pt2:9', [male, female])).toEqual({
      key: 'Pt2:9',
      question: '9. Sex.',
      options: [
        { name: 'male', choice: 'Male' },
        { name: 'female', choice: 'Female' },
      ],
    });
    expect(describeChoiceGroup('Pt2:9', [male, female], 'ar').options.map((o) => o.choice)).toEqual(['ذكر', 'أنثى']);
  });

  it('names the question when two boxes of a group are ticked, and passes one', () => {
    expect(choiceConflicts(sections, { male: true, female: 'true' })).toEqual({
      male: 'Choose only one answer to "9. Sex.".',
      female: 'Choose only one answer to "9. Sex.".',
    });
    expect(choiceConflicts(sections, { male: true, female: false })).toEqual({});
  });
});
