import { describe, expect, it } from 'vitest';
import {
  buildFormSections,
  inferFieldFormat,
  inferFieldType,
  labelOf,
  OTHER_FIELDS_SECTION,
  type PdfFormField,
  parseTooltip,
  shortFieldName,
} from './form-fields.js';

const pdfField = (name: string, tooltip: string, extra: Partial<PdfFormField> = {}): PdfFormField => ({
  name,
  kind: 'text',
  tooltip,
  required: false,
  value: null,
  options: [],
  ...extra,
});

describe('parseTooltip', () => {
  it('splits the part, its title (periods in parentheses kept) and the rest, spaces squeezed', () => {
    expect(parseTooltip('Part 12.  Information   About You (Petitioner. Or Spouse). 4. A. Enter Family Name.')).toEqual(
      {
        part: 12,
        partTitle: 'Information About You (Petitioner. Or Spouse)',
        rest: '4. A. Enter Family Name.',
      },
    );
  });

  it('takes a title ending the tooltip, and a period inside a word as part of the title', () => {
    expect(parseTooltip('Part 3. Biographic Information.')).toEqual({
      part: 3,
      partTitle: 'Biographic Information',
      rest: '',
    });
    expect(parseTooltip('Part 2. Form I.94 Details')).toEqual({ part: 2, partTitle: 'Form I.94 Details', rest: '' });
  });

  it('keeps a tooltip without a leading "Part N." whole', () => {
    expect(parseTooltip('  Page 2  barcode ')).toEqual({ part: null, partTitle: '', rest: 'Page 2 barcode' });
    expect(parseTooltip('See Part 2. Title.').part).toBeNull();
  });
});

describe('labelOf', () => {
  it('starts at the sentence holding the item number, dropping sub-headings before it', () => {
    expect(labelOf('Your Full Name. 4. A. Enter Family Name.', 'x')).toBe('4. A. Enter Family Name.');
    expect(labelOf('Mailing Address: 12. B. Apartment', 'x')).toBe('12. B. Apartment');
    expect(labelOf('4. A. Enter Family Name.', 'x')).toBe('4. A. Enter Family Name.');
    expect(labelOf('Heading 10. Enter City', 'x')).toBe('Heading 10. Enter City');
  });

  it('is the whole text without an item number, or the fallback when empty', () => {
    expect(labelOf('Enter City', 'x')).toBe('Enter City');
    expect(labelOf('', 'Pt1Line1_FamilyName')).toBe('Pt1Line1_FamilyName');
  });
});

describe('shortFieldName', () => {
  it('keeps the last segment of a PDF field name without its index', () => {
    expect(shortFieldName('form1[0].#subform[0].Pt1Line1_FamilyName[0]')).toBe('Pt1Line1_FamilyName');
    expect(shortFieldName('Name[12]')).toBe('Name');
    expect(shortFieldName('Name[a]')).toBe('Name[a]');
    expect(shortFieldName('Name[1]x')).toBe('Name[1]x');
  });
});

describe('inferFieldType', () => {
  it('maps the kinds that are not text directly', () => {
    expect(inferFieldType('checkbox', 'Date', 'x')).toBe('checkbox');
    expect(inferFieldType('button', 'Date', 'x')).toBe('checkbox');
    expect(inferFieldType('radio', 'Date', 'x')).toBe('radio');
    expect(inferFieldType('signature', 'Date', 'x')).toBe('signature');
  });

  it('reads a phone or other formatted field as text, and only text has a format', () => {
    expect(inferFieldType('text', 'Daytime Telephone Number of pages', 'x')).toBe('text');
    expect(inferFieldFormat('checkbox', 'Daytime Telephone Number', 'x')).toBeNull();
    expect(inferFieldFormat('text', 'Enter City', 'x')).toBeNull();
  });
});

describe('buildFormSections', () => {
  it('orders parts by number, titles each by its most frequent title, and puts fields outside a part last', () => {
    const sections = buildFormSections([
      pdfField('barcode', 'Page 1 barcode'),
      pdfField('p10', 'Part 10. Signature. 1. Enter Daytime Phone.', { page: 3 }),
      pdfField('p2a', 'Part 2. About You. 1. Enter City.', { page: 0, rect: { x: 0, y: 700, width: 10, height: 10 } }),
      pdfField('p2b', 'Part 2. Stray Title. 2. Enter Country.', {
        page: 0,
        rect: { x: 0, y: 600, width: 10, height: 10 },
      }),
      pdfField('p2c', 'Part 2. About You. 3. Enter State.', { page: 0, rect: { x: 0, y: 500, width: 10, height: 10 } }),
    ]);
    expect(sections.map((s) => [s.section, s.section_description, s.fields.map((f) => f.name)])).toEqual([
      ['Part 2', 'About You', ['p2a', 'p2b', 'p2c']],
      ['Part 10', 'Signature', ['p10']],
      [OTHER_FIELDS_SECTION, '', ['barcode']],
    ]);
  });

  it('turns each PDF field into a visible field with its value, options, length and comb', () => {
    const [section] = buildFormSections([
      pdfField('Pt1Line5_Country', 'Part 1. You. 5. Select your country.', {
        kind: 'dropdown',
        value: 'Mexico',
        required: true,
        options: ['Mexico', 'Peru'],
      }),
      pdfField('Pt1Line6_Zip', 'Part 1. You. 6. ZIP Code', { maxLength: 5, comb: true }),
    ]);
    expect(section?.fields).toEqual([
      {
        name: 'Pt1Line5_Country',
        label: '5. Select your country.',
        type: 'dropdown',
        default_value: 'Mexico',
        required: true,
        hidden: false,
        client_related: false,
        options: [{ label: 'Mexico' }, { label: 'Peru' }],
        metadata: { field_purpose: null, format: null, max_length: null, comb: false },
      },
      expect.objectContaining({
        name: 'Pt1Line6_Zip',
        metadata: { field_purpose: null, format: 'zip_code', max_length: 5, comb: true },
      }),
    ]);
  });

  it('takes the part and label from a USCIS field name when the tooltip has no part', () => {
    const note = 'N'.repeat(121);
    const sections = buildFormSections([
      pdfField('form1[0].Pt3Line2b_FamilyName[0]', note),
      pdfField('Pt3Line4_GivenName', 'Your given name'),
      pdfField('Pt3Line7_Weight', ''),
      pdfField('Other_Name', 'Something else'),
    ]);
    expect(sections.map((s) => [s.section, s.section_description, s.fields.map((f) => f.label)])).toEqual([
      ['Part 3', '', ['2. B. Family Name', 'Your given name', '7. Weight']],
      [OTHER_FIELDS_SECTION, '', ['Something else']],
    ]);
  });

  it('groups the "select only one" boxes of a part, keyed by the part, and outside any part as Other', () => {
    const sections = buildFormSections([
      pdfField('male', 'Part 2. You. 9. Sex. Select Male.', { kind: 'checkbox' }),
      pdfField('female', 'Part 2. You. 9. Sex. Select Female.', { kind: 'checkbox' }),
      pdfField('yes', 'Agree? Select Yes.', { kind: 'checkbox' }),
      pdfField('no', 'Agree? Select No.', { kind: 'checkbox' }),
    ]);
    expect(sections.flatMap((s) => s.fields.map((f) => [f.name, f.metadata.choice_group]))).toEqual([
      ['male', 'Pt2:9'],
      ['female', 'Pt2:9'],
      ['yes', 'Other:Agree?'],
      ['no', 'Other:Agree?'],
    ]);
  });
});
