import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyContactRequest } from './client-records.js';
import { clientRequest } from './clients.js';
import {
  checkImmigrationDates,
  formatANumber,
  IMMIGRATION_REASONS,
  immigrationFields,
  latestToday,
  normalizeANumber,
  normalizeI94Number,
  normalizePassportNumber,
  normalizeUscisAccountNumber,
  personDate,
} from './immigration.js';

/** The reason a custom issue names for the web form to translate. */
const reasonOf = (issue: object) => (issue as { params?: { reason?: string } }).params?.reason;

const client = {
  first_name: 'Maria',
  middle_name: 'Elena',
  last_name: 'Gomez',
  email: 'maria@example.com',
  address: {
    street: '1 Main St',
    city: { id: null, name: 'Houston' },
    postal_code: '77001',
    country: { id: 'US', name: 'United States' },
  },
};

function fieldsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) {
  return result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
}

describe('identity numbers', () => {
  it('normalises an A-number to A and nine digits, with or without the A, dashes or spaces', () => {
    expect(normalizeANumber('A-123-456-789')).toBe('A123456789');
    expect(normalizeANumber('a 123 456 789')).toBe('A123456789');
    expect(normalizeANumber('123456789')).toBe('A123456789');
    expect(normalizeANumber('A12345678')).toBe('A012345678');
    for (const bad of ['A1234567', 'A1234567890', 'B123456789', 'A12345678X', 'A000000000', '']) {
      expect(normalizeANumber(bad), bad).toBeNull();
    }
    expect(formatANumber('A012345678')).toBe('A-012-345-678');
  });

  it('takes a USCIS online account number of 12 digits and an I-94 number of 11 letters and digits', () => {
    expect(normalizeUscisAccountNumber('1234-5678-9012')).toBe('123456789012');
    expect(normalizeUscisAccountNumber('12345678901')).toBeNull();
    expect(normalizeI94Number('12345678a90')).toBe('12345678A90');
    expect(normalizeI94Number('1234567890')).toBeNull();
    expect(normalizeI94Number('12345678$90')).toBeNull();
  });
});

describe('client immigration fields', () => {
  it('stores normalised values; blank clears and missing keeps', () => {
    const parsed = clientRequest.parse({
      ...client,
      a_number: 'A-12345678',
      country_of_birth: 'mx',
      passport_number: 'g 1234 5678',
      immigration_status: 'H1B',
      date_of_birth: '1988-03-14',
      citizenship: '',
    });
    expect(parsed.a_number).toBe('A012345678');
    expect(parsed.country_of_birth).toBe('MX');
    expect(parsed.passport_number).toBe('G12345678');
    expect(parsed.citizenship).toBeNull();
    expect(parsed.i94_number).toBeUndefined();
  });

  it('refuses impossible, out-of-range and future dates, naming the field', () => {
    const tomorrow = new Date(`${latestToday()}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    for (const date_of_birth of ['0000-01-01', '2023-02-30', '1899-12-31', tomorrow.toISOString().slice(0, 10)]) {
      expect(fieldsOf(clientRequest.safeParse({ ...client, date_of_birth })), date_of_birth).toEqual(['date_of_birth']);
    }
    expect(fieldsOf(clientRequest.safeParse({ ...client, passport_expiry_date: '2201-01-01' }))).toEqual([
      'passport_expiry_date',
    ]);
  });

  it('wants a passport to expire after it was issued, and no entry before birth', () => {
    const result = clientRequest.safeParse({
      ...client,
      date_of_birth: '1990-05-01',
      passport_issue_date: '2020-01-10',
      passport_expiry_date: '2020-01-10',
      last_entry_date: '1989-12-31',
    });
    expect(fieldsOf(result).sort()).toEqual(['last_entry_date', 'passport_expiry_date']);
  });

  it('refuses an unknown status and a country that is not a two-letter code', () => {
    const result = clientRequest.safeParse({ ...client, immigration_status: 'GREEN', citizenship: 'USA' });
    expect(fieldsOf(result).sort()).toEqual(['citizenship', 'immigration_status']);
  });
});

describe('family member origin', () => {
  it('checks the birth date and the countries', () => {
    const result = familyContactRequest.safeParse({
      relationship_type: 'Child',
      first_name: 'Lucas',
      last_name: 'Gomez',
      date_of_birth: '3000-01-01',
      country_of_birth: 'Mexico',
    });
    expect(fieldsOf(result).sort()).toEqual(['country_of_birth', 'date_of_birth']);
    const ok = familyContactRequest.parse({
      relationship_type: 'Child',
      first_name: 'Lucas',
      last_name: 'Gomez',
      date_of_birth: '2015-06-02',
      citizenship: 'us',
    });
    expect(ok).toMatchObject({ date_of_birth: '2015-06-02', citizenship: 'US' });
  });
});

describe('immigration numbers, trimmed and anchored', () => {
  it('reads each number whole, refusing extra characters on either side', () => {
    expect(normalizeANumber(' a12345678 ')).toBe('A012345678');
    expect(normalizeANumber('A000000000')).toBeNull();
    expect(normalizeANumber('A1234567890')).toBeNull();
    expect(normalizeANumber('A00000001')).toBe('A000000001');
    expect(normalizeANumber('A10000000')).toBe('A010000000');
    expect(normalizeUscisAccountNumber(' 1234-5678-9012 ')).toBe('123456789012');
    expect(normalizeUscisAccountNumber('x123456789012')).toBeNull();
    expect(normalizeUscisAccountNumber('123456789012x')).toBeNull();
    expect(normalizeI94Number(' ab123456789 ')).toBe('AB123456789');
    expect(normalizeI94Number('.AB123456789')).toBeNull();
    expect(normalizeI94Number('AB123456789.')).toBeNull();
    expect(normalizePassportNumber(' x1234567 ')).toBe('X1234567');
    expect(normalizePassportNumber('X12 345.67')).toBeNull();
  });

  it('formats an A-number as USCIS prints it, only an A that leads it dropped', () => {
    expect(formatANumber('A012345678')).toBe('A-012-345-678');
  });
});

describe('personDate', () => {
  const reason = (value: string) =>
    personDate.safeParse(value).error?.issues.map((issue) => [issue.message, reasonOf(issue)]);

  it('takes a real day from 1900 to 2200, trimmed', () => {
    expect(personDate.parse(' 1900-01-01 ')).toBe('1900-01-01');
    expect(personDate.parse('2200-12-31')).toBe('2200-12-31');
  });

  it('refuses an impossible day or another format as invalid, and a year out of range as such', () => {
    for (const value of ['2023-02-30', '2023-13-01', 'x2023-01-01', '2023-01-01x', '2023-01-01T10:00']) {
      expect(reason(value)).toEqual([[IMMIGRATION_REASONS.invalidDate, 'invalidDate']]);
    }
    expect(reason('1899-12-31')).toEqual([[IMMIGRATION_REASONS.dateRange, 'dateRange']]);
    expect(reason('2201-01-01')).toEqual([[IMMIGRATION_REASONS.dateRange, 'dateRange']]);
  });
});

describe('latestToday and past dates', () => {
  it('is the date fourteen hours ahead of UTC', () => {
    expect(latestToday(new Date('2026-03-10T09:59:59Z'))).toBe('2026-03-10');
    expect(latestToday(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-11');
  });

  it('accepts today as a past date', () => {
    const schema = z.object(immigrationFields);
    expect(schema.safeParse({ last_entry_date: latestToday() }).success).toBe(true);
  });
});

describe('immigration numbers in a form', () => {
  const schema = z.object(immigrationFields);

  it('names the reason of a number refused, and clears a blank one', () => {
    const result = schema.safeParse({ a_number: '12' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.code, reasonOf(issue)])).toEqual([
      ['a_number', 'custom', 'aNumber'],
    ]);
    expect(schema.parse({ a_number: ' ', i94_number: undefined })).toEqual({ a_number: null });
  });
});

describe('checkImmigrationDates', () => {
  const faults = (value: Record<string, unknown>) =>
    z
      .record(z.string(), z.unknown())
      .superRefine(checkImmigrationDates)
      .safeParse(value)
      .error?.issues.map((issue) => [issue.path.join('.'), reasonOf(issue)]) ?? [];

  it('wants a passport to expire after it was issued', () => {
    expect(faults({ passport_issue_date: '2020-01-01', passport_expiry_date: '2020-01-01' })).toEqual([
      ['passport_expiry_date', 'expiryBeforeIssue'],
    ]);
    expect(faults({ passport_issue_date: '2020-01-01', passport_expiry_date: '2030-01-01' })).toEqual([]);
    expect(faults({ passport_expiry_date: '2010-01-01' })).toEqual([]);
    expect(faults({ passport_issue_date: '2020-01-01' })).toEqual([]);
  });

  it('wants the passport and the last entry on or after the birth, dates read trimmed', () => {
    expect(
      faults({ date_of_birth: ' 1990-05-01 ', passport_issue_date: '1990-04-30 ', last_entry_date: '1990-05-01' }),
    ).toEqual([['passport_issue_date', 'beforeBirth']]);
    expect(faults({ date_of_birth: '1990-05-01', last_entry_date: '1980-01-01' })).toEqual([
      ['last_entry_date', 'beforeBirth'],
    ]);
    expect(faults({ passport_issue_date: '1980-01-01', last_entry_date: '1980-01-01' })).toEqual([]);
  });

  it('ignores a date not written YYYY-MM-DD', () => {
    expect(faults({ date_of_birth: '1990-05-01', last_entry_date: 'x1980-01-01' })).toEqual([]);
    expect(faults({ date_of_birth: '1990-05-01', last_entry_date: '1980-01-01x' })).toEqual([]);
    expect(faults({ date_of_birth: 19900501, last_entry_date: '1980-01-01' })).toEqual([]);
  });
});
