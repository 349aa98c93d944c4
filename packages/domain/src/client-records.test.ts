import { describe, expect, it } from 'vitest';
import {
  amountFromCents,
  centsFromAmount,
  employerRequest,
  familyContactRequest,
  schoolRequest,
  takenRelationships,
} from './client-records.js';

describe('takenRelationships', () => {
  const contacts = [
    { id: 1, relationship_type: 'Father' as const },
    { id: 2, relationship_type: 'Child' as const },
    { id: 3, relationship_type: 'Spouse' as const },
    { id: 4, relationship_type: 'Sibling' as const },
  ];
  it('lists the Father, Mother and Spouse already present, never Child or Sibling', () => {
    expect([...takenRelationships(contacts)].sort()).toEqual(['Father', 'Spouse']);
  });
  it('leaves out the contact being edited, which may keep its own relationship', () => {
    expect([...takenRelationships(contacts, 3)]).toEqual(['Father']);
  });
});

describe('amounts', () => {
  it('converts decimal amounts to integer cents and back', () => {
    expect(centsFromAmount(52000.5)).toBe(5200050);
    expect(centsFromAmount(0.29)).toBe(29);
    expect(centsFromAmount(0.07)).toBe(7);
    expect(amountFromCents(8425075)).toBe(84250.75);
  });
});

describe('request schemas', () => {
  const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
    result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('requires family names only when no client is linked', () => {
    expect(fieldsOf(familyContactRequest.safeParse({ relationship_type: 'Child' }))).toEqual([
      'first_name',
      'last_name',
    ]);
    expect(familyContactRequest.safeParse({ relationship_type: 'Child', client_id: 4 }).success).toBe(true);
  });
  it('refuses amounts with more than two decimals', () => {
    expect(fieldsOf(employerRequest.safeParse({ company_or_school_name: 'A', annual_salary: 1.001 }))).toEqual([
      'annual_salary',
    ]);
    expect(employerRequest.safeParse({ company_or_school_name: 'A', annual_salary: 0.07 }).success).toBe(true);
  });
  it('refuses an end date before the start date', () => {
    const result = schoolRequest.safeParse({
      company_or_school_name: 'A',
      date_from: '2020-01-02',
      date_to: '2020-01-01',
    });
    expect(fieldsOf(result)).toEqual(['date_to']);
  });
});
