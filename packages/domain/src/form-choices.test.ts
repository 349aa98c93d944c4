import { describe, expect, it } from 'vitest';
import {
  assignChoiceGroups,
  choiceConflicts,
  describeChoiceGroup,
  itemNumberOf,
  itemOfLabel,
  splitChoiceLabel,
} from './form-choices.js';
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

describe('item numbers', () => {
  it('reads the item a label starts with, with its letter in capitals', () => {
    expect(itemNumberOf('10. C. Select Yes.')).toBe('10.C');
    expect(itemNumberOf(' 68.b. Select No.')).toBe('68.B');
    expect(itemNumberOf('9. Sex.')).toBe('9');
    expect(itemNumberOf('Sex.')).toBeNull();
  });

  it('finds the last item inside a label that refers to no other item', () => {
    expect(itemOfLabel('12. B. Select Apartment.')).toBe('12.B');
    expect(itemOfLabel('Physical Address 1. 12. B. Select Apartment.')).toBe('12.B');
    expect(itemOfLabel('use the space provided in Part 14. of this form 2. A. Enter Family Name')).toBe('2.A');
    expect(itemOfLabel('As in Item Numbers 40. through 41. Select Yes.')).toBeNull();
    expect(itemOfLabel('Select this box.')).toBeNull();
  });
});

describe('assignChoiceGroups', () => {
  const fresh = (name: string, label: string): CollaborationField => ({
    ...box(name, label),
    metadata: { field_purpose: null },
  });
  const groupsOf = (fields: CollaborationField[]) =>
    Object.fromEntries(fields.map((field) => [field.name, field.metadata.choice_group]));

  it('groups two or more boxes answering one question, keyed by part and item', () => {
    const fields = [
      fresh('male', '9. Sex. Select Male.'),
      fresh('female', '9. Sex. Select Female.'),
      fresh('alone', '10. Married? Select Yes.'),
      { ...fresh('name', '1. Family name'), type: 'text' as const },
    ];
    assignChoiceGroups('Pt2', fields);
    expect(groupsOf(fields)).toEqual({ male: 'Pt2:9', female: 'Pt2:9', alone: null, name: undefined });
  });

  it('leaves alone questions that allow several answers, and first-person declarations', () => {
    const fields = [
      fresh('white', '5. Race (Select all applicable boxes). Select White.'),
      fresh('asian', '5. Race (Select all applicable boxes). Select Asian.'),
      fresh('attorney', '1. Eligibility. Select I am an attorney.'),
      fresh('student', '1. Eligibility. Select Law student.'),
    ];
    assignChoiceGroups('Pt1', fields);
    expect(groupsOf(fields)).toEqual({ white: null, asian: null, attorney: null, student: null });
  });

  it('joins a box repeating a sub-heading before the item to the shorter question', () => {
    const fields = [
      fresh('birth', 'If you are a citizen, complete Item Number 37. 37. Citizenship through. Select Birth.'),
      fresh('parents', '37. Citizenship through. Select Parents.'),
    ];
    assignChoiceGroups('Pt2', fields);
    expect(groupsOf(fields)).toEqual({ birth: 'Pt2:37', parents: 'Pt2:37' });
  });

  it('joins a box of the same item whose answer has no "Select"', () => {
    const fields = [
      fresh('bachelor', '66. Education. Select Bachelor.'),
      fresh('master', '66. Education. Select Master.'),
      fresh('degree', '66. Education. Professional degree'),
      fresh('other', '67. Other question'),
    ];
    assignChoiceGroups('Pt8', fields);
    expect(groupsOf(fields)).toEqual({ bachelor: 'Pt8:66', master: 'Pt8:66', degree: 'Pt8:66', other: null });
  });

  it('keys two different questions of one item apart, and a question without an item by its text', () => {
    const fields = [
      fresh('a-yes', '3. Are you married? Select Yes.'),
      fresh('a-no', '3. Are you married? Select No.'),
      fresh('b-yes', '3. Were you married before? Select Yes.'),
      fresh('b-no', '3. Were you married before? Select No.'),
      fresh('c-yes', 'Do you agree? Select Yes.'),
      fresh('c-no', 'Do you agree? Select No.'),
    ];
    assignChoiceGroups('Pt3', fields);
    expect(groupsOf(fields)).toEqual({
      'a-yes': 'Pt3:3',
      'a-no': 'Pt3:3',
      'b-yes': 'Pt3:3~2',
      'b-no': 'Pt3:3~2',
      'c-yes': 'Pt3:Do you agree?',
      'c-no': 'Pt3:Do you agree?',
    });
  });
});
