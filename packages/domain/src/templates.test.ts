import { describe, expect, it } from 'vitest';
import {
  MERGE_FIELD_PATTERN,
  mergeFieldBody,
  mergeFieldPlaceholder,
  normalizeMergeFieldName,
  templateBody,
} from './templates.js';

describe('merge fields (§3, §5)', () => {
  it('lower-cases a field name, turns spaces into underscores and removes other characters', () => {
    expect(normalizeMergeFieldName('  First Name! ')).toBe('first_name');
    expect(normalizeMergeFieldName('A-Number (USCIS)')).toBe('anumber_uscis');
    expect(normalizeMergeFieldName('اسم')).toBe('');
  });

  it('writes the placeholder as #{target}_{field}', () => {
    expect(mergeFieldPlaceholder('Law_Firm', 'Phone Number')).toBe('#Law_Firm_phone_number');
  });

  it('requires a field that is not empty once normalised', () => {
    expect(mergeFieldBody.safeParse({ target: 'contact', field: '***' }).success).toBe(false);
    expect(mergeFieldBody.parse({ target: 'contact', field: 'Date of Birth' }).field).toBe('date_of_birth');
    expect(mergeFieldBody.safeParse({ target: 'client', field: 'name' }).success).toBe(false);
  });

  it('finds placeholders with their target and field, Law_Firm included', () => {
    const found = [...'Dear #contact_first_name, #Law_Firm_name #meeting_'.matchAll(MERGE_FIELD_PATTERN)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(found).toEqual([
      ['contact', 'first_name'],
      ['Law_Firm', 'name'],
    ]);
  });
});

describe('templates', () => {
  it('defaults to English and no subject, and refuses a blank title', () => {
    const body = templateBody.parse({ kind: 'document', title: 'Retainer', body_html: '<p>x</p>' });
    expect(body.language).toBe('en');
    expect(body.subject).toBeNull();
    expect(templateBody.safeParse({ kind: 'email', title: '  ', body_html: '' }).success).toBe(false);
  });
});
