import { describe, expect, it } from 'vitest';
import { inferFieldType } from './form-fields.js';
import { PLACED_FIELDS_MAX, placedFieldName, placeFormFieldsBody } from './form-placement.js';

const box = { page: 1, x: 72, y: 600, width: 180, height: 20, type: 'text', label: ' Full name ' };

describe('placed fields', () => {
  it('are named by type and position, and extraction types them from that name', () => {
    expect(placedFieldName('date', 1)).toBe('date_2');
    expect(inferFieldType('text', 'Date signed', placedFieldName('signature', 3))).toBe('signature');
    expect(inferFieldType('text', 'Start', placedFieldName('date', 0))).toBe('date');
    expect(inferFieldType('text', 'Full name', placedFieldName('text', 0))).toBe('text');
    // Other PDFs' fields keep being typed by their hints.
    expect(inferFieldType('text', 'Date signed', 'Pt5Line1_Signature')).toBe('date');
  });

  it('trim labels and refuse empty, too many or malformed fields', () => {
    expect(placeFormFieldsBody.parse({ fields: [box] }).fields[0]!.label).toBe('Full name');
    expect(placeFormFieldsBody.safeParse({ fields: [] }).success).toBe(false);
    expect(placeFormFieldsBody.safeParse({ fields: Array(PLACED_FIELDS_MAX + 1).fill(box) }).success).toBe(false);
    expect(placeFormFieldsBody.safeParse({ fields: [{ ...box, label: '   ' }] }).success).toBe(false);
    expect(placeFormFieldsBody.safeParse({ fields: [{ ...box, label: 'x'.repeat(121) }] }).success).toBe(false);
    expect(placeFormFieldsBody.safeParse({ fields: [{ ...box, type: 'radio' }] }).success).toBe(false);
    expect(placeFormFieldsBody.safeParse({ fields: [{ ...box, page: 0 }] }).success).toBe(false);
    expect(placeFormFieldsBody.safeParse({ fields: [{ ...box, width: 0 }] }).success).toBe(false);
  });
});
