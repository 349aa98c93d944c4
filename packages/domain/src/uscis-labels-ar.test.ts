import { describe, expect, it } from 'vitest';
import { buildFormSections, type PdfFormField } from './form-fields.js';
import { arabicLabelOf, missingArabicPieces } from './uscis-labels-ar.js';

describe('composing an Arabic label from the glossary', () => {
  it('keeps the item number and translates "Enter X"', () => {
    expect(arabicLabelOf('4. A. Enter Family Name (Last Name).')).toBe('4. A. أدخل اسم العائلة (الاسم الأخير).');
    expect(arabicLabelOf('2.C. Enter Middle Name.')).toBe('2.C. أدخل الاسم الأوسط.');
  });

  it('translates numbered sub-headings, qualifiers and the owner of a thing', () => {
    expect(arabicLabelOf('Spouse 2. 22. B. Enter Given Name (First Name).')).toBe(
      'الزوج/الزوجة 2. 22. B. أدخل الاسم الأول.',
    );
    expect(arabicLabelOf("5. Enter Preparer's Mobile Telephone Number, if any.")).toBe(
      '5. أدخل رقم الهاتف المحمول لمُعِدّ الطلب، إن وُجد.',
    );
    expect(arabicLabelOf('1. Enter Alien Registration Number (A. Number), if any.')).toBe(
      '1. أدخل الرقم الأجنبي (A-Number)، إن وُجد.',
    );
  });

  it('puts the question first and ends a check box on "اختر X." when the English ends on "Select X."', () => {
    expect(arabicLabelOf('9. Sex. Select Female.')).toBe('9. الجنس. اختر أنثى.');
    expect(arabicLabelOf('Is your current mailing address the same as your physical address? Select Yes.')).toBe(
      'هل عنوانك البريدي الحالي هو نفسه عنوانك الفعلي؟ اختر نعم.',
    );
    // USCIS sometimes drops the closing period; the Arabic keeps it so the choice is still found.
    expect(arabicLabelOf('18. Current Marital Status. Select Widowed')).toMatch(/ اختر أرمل\/أرملة\.$/);
  });

  it('reads item references inside a sentence as part of it, not as a new item', () => {
    expect(
      arabicLabelOf(
        'If you are a lawful permanent resident, complete Item Numbers 40. A. through 41. 40. A. Enter Class of Admission.',
      ),
    ).toBe('إذا كنت مقيمًا دائمًا بصفة قانونية، فأكمل البنود من 40. A. إلى 41. 40. A. أدخل فئة القبول.');
  });

  it('gives no Arabic, and names the missing piece, when a piece is not in the glossary', () => {
    expect(arabicLabelOf('3. Enter Favourite Colour.')).toBeNull();
    expect(missingArabicPieces('3. Enter Favourite Colour. Select Yes.')).toEqual(['Enter Favourite Colour']);
  });
});

describe('buildFormSections with Arabic labels', () => {
  const fields: PdfFormField[] = [
    {
      name: 'form1[0].#subform[0].Pt2Line4a_FamilyName[0]',
      kind: 'text',
      tooltip: 'Part 2. Information About You (Petitioner). Your Full Name. 4. A. Enter Family Name (Last Name).',
      required: false,
      value: null,
      options: [],
    },
  ];

  it('fills label_ar and section_description_ar for the public library only', () => {
    const [publicSection] = buildFormSections(fields, { arabicLabels: true });
    expect(publicSection!.section_description_ar).toBe('معلومات عنك (المُلتمِس)');
    expect(publicSection!.fields[0]!.metadata.label_ar).toBe('4. A. أدخل اسم العائلة (الاسم الأخير).');

    const [firmSection] = buildFormSections(fields);
    expect(firmSection!.section_description_ar ?? null).toBeNull();
    expect(firmSection!.fields[0]!.metadata.label_ar ?? null).toBeNull();
  });
});
