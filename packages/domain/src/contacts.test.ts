import { describe, expect, it } from 'vitest';
import {
  CONTACT_TYPES,
  CREATABLE_CONTACT_TYPES,
  contactMailAddressInput,
  contactRequest,
  isEmptyMailAddress,
  isFutureDate,
  isOrganisationType,
  queryFlag,
} from './contacts.js';

/** The reason a custom issue names for the web form to translate. */
const reasonOf = (issue: object) => (issue as { params?: { reason?: string } }).params?.reason;

const HOUSTON = { country: { id: 'US', name: 'United States' }, city: { id: null, name: 'Houston' } };

describe('contact types', () => {
  it('offers every type but employee for creation', () => {
    expect(CONTACT_TYPES).toContain('employee');
    expect(CREATABLE_CONTACT_TYPES).toEqual(CONTACT_TYPES.filter((type) => type !== 'employee'));
  });

  it('treats every creatable type but individual as an organisation', () => {
    expect(isOrganisationType('individual')).toBe(false);
    expect(isOrganisationType('employee')).toBe(false);
    for (const type of ['company', 'government_agency', 'court', 'law_firm', 'school', 'other']) {
      expect(isOrganisationType(type)).toBe(true);
    }
  });
});

describe('the contact request', () => {
  it('trims, lowercases the email and turns empty optional fields into null', () => {
    const parsed = contactRequest.parse({
      name: '  Acme ',
      email: ' Office@Acme.Example ',
      phone_number: '',
      contact_type: 'company',
      current_address: { ...HOUSTON, street: ' ' },
    });
    expect(parsed).toMatchObject({
      name: 'Acme',
      email: 'office@acme.example',
      phone_number: null,
      current_address: { street: null, state: null },
      mail_address: null,
    });
  });

  it('compares dates as calendar days', () => {
    expect(isFutureDate('2026-03-02', '2026-03-01')).toBe(true);
    expect(isFutureDate('2026-03-01', '2026-03-01')).toBe(false);
  });
});

describe('an individual contact', () => {
  const person = { name: 'Maria', contact_type: 'individual', current_address: HOUSTON } as const;
  const faults = (input: unknown) =>
    contactRequest.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), reasonOf(issue)]) ?? [];

  it('needs a gender and a date of birth, each named as required', () => {
    expect(faults(person)).toEqual([
      ['gender', 'required'],
      ['date_of_birth', 'required'],
    ]);
    expect(faults({ ...person, gender: 'Female' })).toEqual([['date_of_birth', 'required']]);
    expect(faults({ ...person, date_of_birth: '1990-04-01' })).toEqual([['gender', 'required']]);
    expect(contactRequest.parse({ ...person, gender: 'Female', date_of_birth: '1990-04-01' })).toMatchObject({
      gender: 'Female',
      date_of_birth: '1990-04-01',
    });
  });

  it('reports the missing gender along with a fault elsewhere in the form', () => {
    expect(faults({ ...person, name: '', date_of_birth: '1990-04-01' })).toEqual([
      ['name', undefined],
      ['gender', 'required'],
    ]);
  });

  it('is not asked of an organisation', () => {
    expect(faults({ ...person, contact_type: 'company' })).toEqual([]);
  });
});

describe('the mailing address', () => {
  it('keeps its parts, and null for each one left out', () => {
    expect(contactMailAddressInput.parse({ city: HOUSTON.city })).toEqual({
      country: null,
      city: HOUSTON.city,
      state: null,
      street: null,
      postal_code: null,
    });
    expect(contactMailAddressInput.parse(HOUSTON)).toMatchObject(HOUSTON);
  });

  it('is empty when absent or when every part is null', () => {
    expect(isEmptyMailAddress(null)).toBe(true);
    expect(isEmptyMailAddress(undefined)).toBe(true);
    expect(isEmptyMailAddress(contactMailAddressInput.parse({}))).toBe(true);
    expect(isEmptyMailAddress(contactMailAddressInput.parse({ street: '1 Main St' }))).toBe(false);
  });
});

describe('queryFlag', () => {
  it('reads "true" and "false", and nothing as undefined', () => {
    expect(queryFlag.parse('true')).toBe(true);
    expect(queryFlag.parse('false')).toBe(false);
    expect(queryFlag.parse(undefined)).toBeUndefined();
    expect(queryFlag.safeParse('yes').success).toBe(false);
  });
});

describe('a body that is no object', () => {
  it('is refused without running the cross-field checks on it', () => {
    for (const body of [null, 'contact', 7]) expect(contactRequest.safeParse(body).success).toBe(false);
  });
});
