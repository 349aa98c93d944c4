import { describe, expect, it } from 'vitest';
import { formatFormDate, formDateFormat, signatureDateValues } from './form-signing.js';
import type { FormSection } from './forms.js';

const field = (name: string, label: string, type: 'date' | 'text' | 'signature' = 'date') => ({
  name,
  label,
  type,
  default_value: null,
  required: false,
  hidden: false,
  client_related: false,
  options: [],
  metadata: { field_purpose: null },
});
const form = (fields: FormSection['fields']): FormSection[] => [{ section: 'Part 1', section_description: '', fields }];

describe('the date signing writes', () => {
  it('is written as the form asks, month first on US forms', () => {
    expect(formatFormDate('2026-03-05', 'MM/DD/YYYY')).toBe('03/05/2026');
    expect(formatFormDate('2026-03-05', 'DD/MM/YYYY')).toBe('05/03/2026');
    expect(formatFormDate('2026-03-05', 'YYYY-MM-DD')).toBe('2026-03-05');
  });

  it('takes the format from the form’s date labels, else month/day/year', () => {
    const usLabel = '6. Enter Date of Birth as 2-digit Month, 2-digit Day, and 4-digit Year.';
    expect(formDateFormat(form([field('dob', usLabel)]))).toBe('MM/DD/YYYY');
    expect(formDateFormat(form([field('dob', 'Date of birth (dd/mm/yyyy)')]))).toBe('DD/MM/YYYY');
    expect(formDateFormat(form([field('city', 'City', 'text')]))).toBe('MM/DD/YYYY');
  });

  it('goes in every date of signature, each in its label’s format, and in no other date', () => {
    const sections = form([
      field('dob', 'Date of birth (yyyy-mm-dd)'),
      field('signed', 'Certification. Enter Date of Signature as 2-digit Month, 2-digit Day, and 4-digit Year.'),
      field('preparer', "Enter Date of Preparer's Signature (dd/mm/yyyy)"),
      field('signature', 'Signature', 'signature'),
    ]);
    expect(signatureDateValues(sections, '2026-11-28')).toEqual({ signed: '11/28/2026', preparer: '28/11/2026' });
  });
});
