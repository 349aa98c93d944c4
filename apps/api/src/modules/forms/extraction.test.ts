/** Field extraction and filling on the real USCIS forms (encrypted XFA/AcroForm hybrids). */
import { buildFormSections, type FormSection, itemOfLabel, shortFieldName } from '@counsel/domain';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { looksEncrypted } from '../../platform/pdf/pdf-decrypt.js';
import { fillPdfForm, openPdf, readFormFields, UnreadablePdfError } from '../../platform/pdf/pdf-form.js';
import { PUBLIC_FORMS } from '../../platform/public-forms.js';
import { I130_PETITIONER_FAMILY_NAME, uscisPdf } from '../../test/kits/forms.js';

const files = { 'G-28': 'g-28.pdf', 'I-130': 'i-130.pdf', 'I-485': 'i-485.pdf' } as const;

async function sectionsOf(name: keyof typeof files): Promise<FormSection[]> {
  const form = PUBLIC_FORMS.find((entry) => entry.name === name)!;
  const document = await openPdf(uscisPdf(files[name]));
  return buildFormSections(readFormFields(document), { clientParts: form.clientParts });
}

const allFields = (sections: FormSection[]) => sections.flatMap((section) => section.fields);
const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
    return counts;
  }, {});

describe('extracting the USCIS forms', () => {
  const sections = {} as Record<keyof typeof files, FormSection[]>;
  beforeAll(async () => {
    for (const name of Object.keys(files) as Array<keyof typeof files>) sections[name] = await sectionsOf(name);
  });

  it('ships G-28 and I-485 encrypted, as USCIS publishes them, and the I-130 blank: no one’s answers in it', async () => {
    expect(looksEncrypted(uscisPdf(files['G-28']))).toBe(true);
    expect(looksEncrypted(uscisPdf(files['I-485']))).toBe(true);
    const filled = allFields(sections['I-130']).filter(
      (field) => field.default_value !== '' && field.default_value !== false && field.default_value !== null,
    );
    expect(filled).toEqual([]);
  });

  it('finds every AcroForm field: 75, 438 and 723', () => {
    expect(allFields(sections['G-28'])).toHaveLength(75);
    expect(allFields(sections['I-130'])).toHaveLength(438);
    expect(allFields(sections['I-485'])).toHaveLength(723);
  });

  it('keeps checkbox and dropdown counts and splits date, number, email and signature out of text', () => {
    const readme = { 'G-28': [52, 21, 2], 'I-130': [290, 128, 20], 'I-485': [368, 342, 13] } as const;
    for (const name of Object.keys(files) as Array<keyof typeof files>) {
      const counts = countBy(allFields(sections[name]), (field) => field.type);
      const [text, checkbox, dropdown] = readme[name];
      expect(counts.checkbox).toBe(checkbox);
      expect(counts.dropdown).toBe(dropdown);
      const textLike =
        (counts.text ?? 0) + (counts.date ?? 0) + (counts.number ?? 0) + (counts.email ?? 0) + (counts.signature ?? 0);
      expect(textLike).toBe(text);
      expect(counts.date).toBeGreaterThan(0);
      expect(counts.signature).toBeGreaterThan(0);
      // G-28 asks for no quantity; I-130 and I-485 ask how many times married, and the weight.
      if (name !== 'G-28') expect(counts.number).toBeGreaterThan(0);
      if (name !== 'G-28') expect(counts.email).toBeGreaterThan(0);
    }
  });

  it('orders sections Part 1, Part 2, ... with the parts’ titles, and the fields outside any part last', () => {
    const i130 = sections['I-130'].map((section) => section.section);
    expect(i130).toEqual([...Array.from({ length: 9 }, (_, i) => `Part ${i + 1}`), 'Other fields']);
    const described = Object.fromEntries(sections['I-130'].map((s) => [s.section, s.section_description]));
    expect(described['Part 2']).toBe('Information About You (Petitioner)');
    expect(described['Part 4']).toBe('Information About Beneficiary');
    expect(described['Part 1']).toMatch(/^Relationship \(You are the Petitioner\./);
    // A stray title on one G-28 field does not rename its part.
    expect(sections['G-28'].find((s) => s.section === 'Part 5')!.section_description).toBe(
      'Signature of Attorney or Accredited Representative',
    );
    expect(sections['I-485'].slice(0, 14).map((s) => s.section)).toEqual(
      Array.from({ length: 14 }, (_, i) => `Part ${i + 1}`),
    );
  });

  it('labels fields from their tooltips, and types dates, numbers, emails and signatures', () => {
    const byName = new Map(allFields(sections['I-130']).map((field) => [field.name, field]));
    const family = byName.get(I130_PETITIONER_FAMILY_NAME)!;
    expect(family).toMatchObject({ label: '4. A. Enter Family Name (Last Name).', type: 'text', hidden: false });
    const g28 = allFields(sections['G-28']);
    expect(g28.find((f) => f.label.startsWith('6. Enter E-Mail Address'))!.type).toBe('email');
    expect(g28.find((f) => f.label.startsWith('4. Enter Daytime Telephone Number'))!.type).toBe('text');
    expect(g28.find((f) => f.label.startsWith('3. Enter Date of Signature'))!.type).toBe('date');
    expect(g28.find((f) => f.label.startsWith('1. Signature of Attorney'))!.type).toBe('signature');
    const state = g28.find((f) => f.type === 'dropdown')!;
    expect(state.options.map((o) => o.label)).toContain('NY');
  });

  it('types identifiers, phones and ZIP codes by meaning: text with a format and the box count, never a number', () => {
    const expected: Record<keyof typeof files, Array<[string, string, string | null, number | null]>> = {
      'G-28': [
        ['Line9_DaytimeTelephoneNumber[0]', 'text', 'phone', 10],
        ['Line5_FaxPhoneNumber[0]', 'text', 'phone', 10],
        ['P1_L1_ELISAcctNumber[0]', 'text', 'uscis_account', 12],
        ['Line3e_ZipCode[0]', 'text', 'zip_code', 5],
        // "A-Number or Receipt Number": either may be written, so no one pattern.
        ['Line8_ReceiptNumber[0]', 'text', null, 30],
        ['Line1_Signature[0]', 'signature', null, 1],
        ['P5_Line6a_SignatureofApplicant[0]', 'signature', null, null],
      ],
      'I-130': [
        ['Pt2Line1_AlienNumber[0]', 'text', 'a_number', 9],
        ['Pt2Line2_USCISOnlineActNumber[0]', 'text', 'uscis_account', 12],
        ['Pt4Line3_SSN[0]', 'text', 'ssn', 9],
        ['Pt4Line21b_ArrivalDeparture[0]', 'text', 'i94_number', 11],
        ['Pt2Line10_ZipCode[0]', 'text', 'zip_code', 5],
        ['Pt6Line3_DaytimePhoneNumber[0]', 'text', 'phone', 15],
        ['Pt2Line16_NumberofMarriages[0]', 'number', null, 5],
        // A preparer's name and address sit under the signature part: typed text the client sees.
        ['Pt6Line2_RepresentativeName[0]', 'text', null, null],
        ['Pt8Line1a_PreparerFamilyName[0]', 'text', null, null],
        ['Pt8Line3_StreetNumberName[0]', 'text', null, 34],
        ['P5_Line6a_SignatureofApplicant[0]', 'signature', null, null],
        ['Pt8Line8a_Signature[0]', 'signature', null, 1],
      ],
      'I-485': [
        ['Pt1Line15_SSN[0]', 'text', 'ssn', 9],
        ['Pt1Line10_AlienNumber[2]', 'text', 'a_number', 9],
        ['Pt1Line11_USCISELISAcctNumber[0]', 'text', 'uscis_account', 12],
        ['P2Line26a_I94[0]', 'text', 'i94_number', 11],
        ['Pt2Line8_ReceiptNumber[0]', 'text', 'receipt_number', 13],
        ['Pt1Line12_ZipCode[0]', 'text', 'zip_code', 5],
        ['Pt10Line3_DaytimePhone[0]', 'text', 'phone', 15],
        ['Pt10Line2_Preparer[0]', 'text', null, null],
        ['Pt13_USCISOfficer[0]', 'text', null, 38],
        ['Pt13_Corrections1[0]', 'text', null, null],
        ['Pt5Line6a_Signature[0]', 'signature', null, null],
        ['Pt13_ApplicantSignature[0]', 'signature', null, 1],
      ],
    };
    for (const name of Object.keys(files) as Array<keyof typeof files>) {
      const fields = allFields(sections[name]);
      for (const [short, type, format, maxLength] of expected[name]) {
        const field = fields.find((f) => f.name.endsWith(`.${short}`));
        expect({ short, type: field?.type, format: field?.metadata.format, max: field?.metadata.max_length }).toEqual({
          short,
          type,
          format,
          max: maxLength,
        });
      }
      const identifiers = /telephone|phone number|zip code|social security|a\. number|account number|receipt number/i;
      expect(fields.filter((f) => f.type === 'number' && identifiers.test(f.label))).toEqual([]);
      // Comb fields say so: the A-Number and SSN boxes are one character each.
      expect(fields.filter((f) => f.metadata.format === 'ssn').every((f) => f.metadata.comb)).toBe(true);
    }
  });

  it('marks the client’s facts client_related with a purpose, and not other people’s', () => {
    const i130 = allFields(sections['I-130']);
    const purposes = (label: RegExp) => i130.filter((f) => label.test(f.label)).map((f) => f.metadata.field_purpose);
    expect(i130.find((f) => f.name === I130_PETITIONER_FAMILY_NAME)).toMatchObject({
      client_related: true,
      metadata: { field_purpose: 'client.last_name' },
    });
    // Petitioner's date of birth is the client's; parents', spouses' and the beneficiary's are not.
    expect(purposes(/Date of Birth/).filter((p) => p === 'client.date_of_birth')).toHaveLength(1);
    expect(purposes(/Enter Family Name/).filter((p) => p === 'client.last_name')).toHaveLength(1);
    const i485 = allFields(sections['I-485']);
    // I-485's 1.A family name carries a note for a tooltip: its name still places it in Part 1.
    expect(i485.find((f) => f.name === 'form1[0].#subform[0].Pt1Line1a_FamilyName[0]')).toMatchObject({
      label: '1. A. Family Name',
      metadata: { field_purpose: 'client.last_name' },
    });
    expect(i485.filter((f) => f.metadata.field_purpose === 'client.last_name')).toHaveLength(1);
    expect(i485.filter((f) => f.metadata.field_purpose === 'client.address.country')).toHaveLength(0);
    const applicantPurposes = new Set(i485.map((f) => f.metadata.field_purpose).filter(Boolean));
    for (const purpose of ['client.last_name', 'client.first_name', 'client.date_of_birth', 'client.a_number']) {
      expect(applicantPurposes).toContain(purpose);
    }
    const g28Part1 = sections['G-28'].find((s) => s.section === 'Part 1')!.fields;
    expect(g28Part1.some((f) => f.client_related)).toBe(false);
    const g28Part2 = sections['G-28'].find((s) => s.section === 'Part 2')!.fields;
    expect(g28Part2.filter((f) => f.client_related).map((f) => f.metadata.field_purpose)).toEqual(
      expect.arrayContaining(['client.last_name', 'client.first_name', 'client.email', 'client.address.street']),
    );
  });
});

describe('reading order and "select only one" questions on the USCIS forms', () => {
  const sections = {} as Record<keyof typeof files, FormSection[]>;
  beforeAll(async () => {
    for (const name of Object.keys(files) as Array<keyof typeof files>) sections[name] = await sectionsOf(name);
  });
  const part = (name: keyof typeof files, n: number) => sections[name].find((s) => s.section === `Part ${n}`)!.fields;
  const short = (field: { name: string }) => shortFieldName(field.name);

  it('reads where each field is drawn: its page and its first widget’s rectangle', async () => {
    const fields = readFormFields(await openPdf(uscisPdf('i-130.pdf')));
    expect(fields.every((field) => field.page !== undefined && field.rect)).toBe(true);
    const phone = fields.find((field) => shortFieldName(field.name) === 'Pt6Line3_DaytimePhoneNumber')!;
    expect(phone.page).toBe(8);
    expect(phone.rect).toMatchObject({ x: expect.closeTo(342, 0), y: expect.closeTo(684, 0), height: 18 });
  });

  it('puts each part’s fields in item order, not the PDF’s: I-485 Part 1 starts at item 1', () => {
    const items = (fields: FormSection['fields']) => fields.map((f) => itemOfLabel(f.label)).filter(Boolean);
    // The PDF lists I-130's Part 2 from item 3 (the SSN), I-485's Part 1 with item 10 among item 1's names.
    expect(items(part('I-485', 1)).slice(0, 6)).toEqual(['1.A', '1.B', '1.C', '2.A', '2.B', '2.C']);
    expect(items(part('I-130', 2)).slice(0, 6)).toEqual(['1', '2', '3', '4.A', '4.B', '4.C']);
    expect(items(part('G-28', 1)).slice(0, 4)).toEqual(['1', '2.A', '2.B', '2.C']);
    // Two columns per page: items never go back, in every part of every form, except where the form's own
    // tooltips say so (68.a written twice on I-485).
    for (const name of Object.keys(files) as Array<keyof typeof files>) {
      for (const section of sections[name].filter((s) => s.section !== 'Other fields')) {
        const numbers = items(section.fields).map((item) => Number.parseInt(item!, 10));
        const backwards = numbers.filter((n, i) => i > 0 && n < numbers[i - 1]!);
        expect({ form: name, section: section.section, backwards }).toEqual({
          form: name,
          section: section.section,
          backwards: [],
        });
      }
    }
    // I-130 Part 6: the 1.A and 1.B statements (their tooltips open with an instruction) come before 1.B's language.
    expect(part('I-130', 6).slice(0, 3).map(short)).toEqual([
      'Pt6Line1Checkbox',
      'Pt6Line1Checkbox',
      'Pt6Line1b_Language',
    ]);
  });

  it('groups the boxes of one "select only one" question, and only those', () => {
    const groupOf = (fields: FormSection['fields'], prefix: string) => [
      ...new Set(
        fields.filter((f) => f.type === 'checkbox' && short(f).startsWith(prefix)).map((f) => f.metadata.choice_group),
      ),
    ];
    const i130 = allFields(sections['I-130']);
    expect(groupOf(i130, 'Pt2Line9_')).toEqual(['Pt2:9']);
    expect(i130.filter((f) => f.metadata.choice_group === 'Pt2:9').map((f) => f.label)).toEqual([
      '9. Sex. Select Male.',
      '9. Sex. Select Female.',
    ]);
    expect(groupOf(i130, 'Pt2Line17_')).toEqual(['Pt2:17']);
    expect(i130.filter((f) => f.metadata.choice_group === 'Pt2:17')).toHaveLength(6);
    expect(groupOf(i130, 'Pt1Line3_')).toEqual(['Pt1:3']);
    expect(groupOf(i130, 'Pt2Line10_Unit')).toEqual(['Pt2:10.C']);
    // A note after "Select No." and a sub-heading repeated before the item do not split a question.
    expect(groupOf(i130, 'Pt2Line11_')).toEqual(['Pt2:11']);
    expect(groupOf(i130, 'Pt2Line23')).toEqual(['Pt2:37']);
    // "Select all applicable boxes": every race may be ticked.
    expect(groupOf(i130, 'Pt3Line2_Race')).toEqual([null]);
    // A lone box, and a statement with its own sub-boxes (extends / does not extend), are no choice.
    expect(groupOf(i130, 'CheckBox1')).toEqual([null]);
    expect(groupOf(i130, 'Pt8Line7')).toEqual([null]);
    // I-485 66: "Professional degree" lacks its "Select" but answers the same question.
    const i485 = allFields(sections['I-485']);
    expect(i485.filter((f) => f.metadata.choice_group === 'Pt8:66')).toHaveLength(9);
    // G-28 writes "Check" for "Select".
    expect(groupOf(allFields(sections['G-28']), 'Line3b_Unit')).toEqual(['Pt1:3.B']);
    // Only check boxes belong to groups; every group has two boxes or more.
    for (const name of Object.keys(files) as Array<keyof typeof files>) {
      const grouped = allFields(sections[name]).filter((f) => f.metadata.choice_group);
      expect(grouped.every((f) => f.type === 'checkbox')).toBe(true);
      expect(Object.values(countBy(grouped, (f) => f.metadata.choice_group!)).every((n) => n >= 2)).toBe(true);
    }
  });
});

describe('a PDF without fields, and bytes that are no PDF', () => {
  it('reads no fields from a plain PDF made with pdf-lib', async () => {
    const plain = await PDFDocument.create();
    plain.addPage();
    expect(readFormFields(await openPdf(await plain.save()))).toEqual([]);
  });

  it('refuses a broken PDF as unreadable', async () => {
    await expect(openPdf(Buffer.from('%PDF-1.7\nthis is not really a PDF\n'))).rejects.toBeInstanceOf(
      UnreadablePdfError,
    );
  });
});

describe('fillPdfForm', () => {
  it('fills I-130’s family name, readable back with pdf-lib and with pdf.js', async () => {
    const filled = await fillPdfForm(uscisPdf('i-130.pdf'), { [I130_PETITIONER_FAMILY_NAME]: 'Haddad' });
    const reread = await PDFDocument.load(filled);
    expect(reread.getForm().getTextField(I130_PETITIONER_FAMILY_NAME).getText()).toBe('Haddad');

    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await pdfjs.getDocument({ data: new Uint8Array(filled), useSystemFonts: false }).promise;
    const values = ((await document.getFieldObjects()) ?? {}) as Record<string, Array<{ value?: unknown }>>;
    expect(values[I130_PETITIONER_FAMILY_NAME]?.[0]?.value).toBe('Haddad');
    await document.destroy();
  });

  it('checks a checkbox, selects a dropdown option and flattens when asked', async () => {
    const fields = readFormFields(await openPdf(uscisPdf('g-28.pdf')));
    const checkbox = fields.find((f) => f.kind === 'checkbox')!;
    const dropdown = fields.find((f) => f.kind === 'dropdown')!;
    const filled = await fillPdfForm(uscisPdf('g-28.pdf'), { [checkbox.name]: true, [dropdown.name]: 'NY' });
    const form = (await PDFDocument.load(filled)).getForm();
    expect(form.getCheckBox(checkbox.name).isChecked()).toBe(true);
    expect(form.getDropdown(dropdown.name).getSelected()).toEqual(['NY']);

    const flat = await fillPdfForm(uscisPdf('g-28.pdf'), { [dropdown.name]: 'NY' }, { flatten: true });
    expect((await PDFDocument.load(flat)).getForm().getFields()).toHaveLength(0);
  });
});
