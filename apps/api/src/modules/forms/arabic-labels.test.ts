/** The public library's USCIS forms as the API serves them: every question and section in Arabic too. */
import { type FormSection, OTHER_FIELDS_SECTION } from '@counsel/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FORMS } from '../../platform/public-forms.js';
import { FORMS_ASSETS_DIR, I130_PETITIONER_FAMILY_NAME } from '../../test/kits/forms.js';
import { type FormsDeps, sectionsOfPublicForm } from './service.js';

const FORMS = ['G-28', 'I-130', 'I-485'] as const;
type FormName = (typeof FORMS)[number];

// Only the assets folder is read: the public library needs neither the database nor file storage.
const deps = { assetsDir: FORMS_ASSETS_DIR } as FormsDeps;

const fieldsOf = (sections: FormSection[]) => sections.flatMap((section) => section.fields);

/**
 * Latin script a client needs to match the English form: agency acronyms, the A-Number, ZIP Code, the
 * date format, form numbers and item letters ("4. A."). Anything else in Latin script is untranslated.
 */
const LATIN_PHRASES = [
  /\bForm [A-Z]{1,2}-\d+[A-Z]?\b/g,
  /\bA-Number\b/g,
  /\bZIP Code\b/g,
  /\bIn Care Of\b/g,
  /mm\/dd\/yyyy/g,
];
const LATIN_WORDS = new Set(['USCIS', 'ELIS', 'ICE', 'CBP', 'DHS', 'SSA', 'SSI', 'TANF', 'GED', 'VAWA', 'Volag', 'iv']);
const FORM_NUMBER = /^[A-Z]{1,4}-\d+[A-Z]?$/;

function untranslatedWords(arabic: string): string[] {
  // Quoted words are what to type on the English form ("SAME", "Unemployed").
  let text = arabic.replace(/"[^"]*"/g, '');
  for (const phrase of LATIN_PHRASES) text = text.replace(phrase, '');
  const words = text.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [];
  return words.filter((word) => word.length > 1 && !LATIN_WORDS.has(word) && !FORM_NUMBER.test(word));
}

describe('Arabic labels of the public USCIS forms', () => {
  const sections = {} as Record<FormName, FormSection[]>;
  beforeAll(async () => {
    for (const name of FORMS) {
      sections[name] = await sectionsOfPublicForm(deps, PUBLIC_FORMS.find((form) => form.name === name)!);
    }
  });

  it('gives every field and every titled section of G-28, I-130 and I-485 an Arabic label', () => {
    for (const name of FORMS) {
      const fields = fieldsOf(sections[name]);
      const withoutArabic = fields.filter((field) => !field.metadata.label_ar?.trim()).map((field) => field.label);
      expect(withoutArabic, name).toEqual([]);
      // The fields outside any part have no description to translate: the screen names that section itself.
      const titled = sections[name].filter((section) => section.section !== OTHER_FIELDS_SECTION);
      expect(titled.length, name).toBeGreaterThan(5);
      expect(titled.filter((section) => !section.section_description_ar?.trim()).map((s) => s.section)).toEqual([]);
    }
    expect(fieldsOf(sections['I-485']).length).toBe(723);
  });

  it('writes the labels in Arabic, keeping only the Latin names a client needs to match the form', () => {
    for (const name of FORMS) {
      const labels = [
        ...fieldsOf(sections[name]).map((field) => field.metadata.label_ar ?? ''),
        ...sections[name].map((section) => section.section_description_ar ?? ''),
      ];
      const english = labels.flatMap((label) => untranslatedWords(label).map((word) => `${word} in ${label}`));
      expect(english, name).toEqual([]);
    }
  });

  it('ends a box whose English ends on "Select X." with the sentence "اختر X."', () => {
    let boxes = 0;
    for (const name of FORMS) {
      for (const field of fieldsOf(sections[name])) {
        const last = field.label.split(/(?<=[.?:])(?<!U\.S\.) (?=[A-Z("])/).pop()!;
        if (!/^Select (?!only one box|")/.test(last)) continue;
        boxes++;
        expect(field.metadata.label_ar, field.label).toMatch(/(?:^|[.؟:] )اختر [^؟.]+\.$/);
      }
    }
    expect(boxes).toBeGreaterThan(300);
  });

  it('reads as reviewed on a few known questions', () => {
    const label = (name: FormName, field: string) =>
      fieldsOf(sections[name]).find((candidate) => candidate.name === field)?.metadata.label_ar;
    expect(label('I-130', I130_PETITIONER_FAMILY_NAME)).toBe('4. A. أدخل اسم العائلة (الاسم الأخير).');
    expect(sections['I-130'].find((section) => section.section === 'Part 2')?.section_description_ar).toBe(
      'معلومات عنك (المُلتمِس)',
    );
    expect(label('G-28', 'form1[0].#subform[0].Line5a_FamilyName[0]')).toBe('5.A. أدخل اسم العائلة (الاسم الأخير).');
    expect(label('I-485', 'form1[0].#subform[14].Pt8Line70_YesNo[1]')).toBe(
      '70. هل سبق لك في أي وقت أن قدّمت مستندات مزوّرة أو مزيّفة إلى أي مسؤول في الحكومة الأمريكية للحصول أو محاولة الحصول على أي منفعة هجرية، بما في ذلك تأشيرة أو دخول إلى الولايات المتحدة؟ اختر لا.',
    );
  });
});
