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

describe('dates in order', () => {
  const reasons = (result: {
    error?: { issues: Array<{ path: PropertyKey[]; message: string; params?: Record<string, unknown> }> };
  }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.params?.reason, issue.message]) ?? [];
  const person = { relationship_type: 'Spouse', first_name: 'Ana', last_name: 'Diaz' } as const;

  it('names each end of a family record that comes before its start', () => {
    expect(
      reasons(
        familyContactRequest.safeParse({
          ...person,
          lived_together_since: '2020-01-02',
          lived_together_until: '2020-01-01',
          date_of_marriage: '2020-01-02',
          date_marriage_ended: '2019-12-31',
          date_of_separation: '2020-01-01',
        }),
      ),
    ).toEqual([
      ['lived_together_until', 'dateOrder', 'Must not be before the start date'],
      ['date_marriage_ended', 'dateOrder', 'Must not be before the start date'],
      ['date_of_separation', 'dateOrder', 'Must not be before the start date'],
    ]);
  });

  it('takes an end on its start day, and an end or start alone', () => {
    expect(
      familyContactRequest.safeParse({ ...person, date_of_marriage: '2020-01-02', date_marriage_ended: '2020-01-02' })
        .success,
    ).toBe(true);
    expect(familyContactRequest.safeParse({ ...person, date_marriage_ended: '2020-01-02' }).success).toBe(true);
    expect(employerRequest.safeParse({ company_or_school_name: 'A', date_from: '2020-01-02' }).success).toBe(true);
  });

  it('names the missing names with their reasons and messages', () => {
    expect(reasons(familyContactRequest.safeParse({ relationship_type: 'Child' }))).toEqual([
      ['first_name', 'required', 'First name is required'],
      ['last_name', 'required', 'Last name is required'],
    ]);
  });

  it('checks the order even when another field failed', () => {
    expect(
      reasons(
        employerRequest.safeParse({ company_or_school_name: '', date_from: '2020-01-02', date_to: '2020-01-01' }),
      ).map(([path]) => path),
    ).toEqual(['company_or_school_name', 'date_to']);
  });

  it('does not compare a date that is not text', () => {
    expect(
      reasons(employerRequest.safeParse({ company_or_school_name: 'A', date_from: 5, date_to: '2020-01-01' })),
    ).toEqual([['date_from', undefined, expect.any(String)]]);
  });
});

describe('a record body that is no object', () => {
  it('is refused without running the cross-field checks on it', () => {
    for (const body of [null, 'record', 7]) {
      expect(familyContactRequest.safeParse(body).success).toBe(false);
      expect(employerRequest.safeParse(body).success).toBe(false);
    }
  });
});
