import { describe, expect, it } from 'vitest';
import {
  CONTACT_TYPES,
  CREATABLE_CONTACT_TYPES,
  contactRequest,
  isFutureDate,
  isOrganisationType,
} from './contacts.js';

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
