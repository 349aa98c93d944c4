import { clientRequest, normalizeANumber } from '@counsel/domain';
import { describe, expect, it } from 'vitest';
import { unknownCountries } from '../platform/geo/known-countries.js';
import { DEMO_CLIENTS } from './demo-data.js';
import { DEMO_IMMIGRATION } from './immigration-data.js';

const base = {
  first_name: 'Demo',
  middle_name: 'Demo',
  last_name: 'Client',
  email: 'demo@mail.example',
  address: {
    street: '1 Main St',
    city: { id: null, name: 'Houston' },
    postal_code: '77001',
    country: { id: 'US', name: 'United States' },
  },
};

describe('demo immigration facts', () => {
  it('gives every demo client a birth date, countries and a status, in the shapes the API stores', async () => {
    for (const client of DEMO_CLIENTS) {
      const facts = DEMO_IMMIGRATION[client.email];
      expect(facts, client.email).toBeDefined();
      const request = {
        ...base,
        date_of_birth: facts!.dateOfBirth,
        country_of_birth: facts!.countryOfBirth,
        citizenship: facts!.citizenship,
        a_number: facts!.aNumber,
        uscis_online_account_number: facts!.uscisOnlineAccountNumber,
        passport_number: facts!.passportNumber,
        passport_issue_date: facts!.passportIssueDate,
        passport_expiry_date: facts!.passportExpiryDate,
        immigration_status: facts!.immigrationStatus,
        immigration_status_expiry_date: facts!.immigrationStatusExpiryDate,
        i94_number: facts!.i94Number,
        last_entry_date: facts!.lastEntryDate,
      };
      const parsed = clientRequest.safeParse(request);
      expect(parsed.error?.issues ?? [], client.email).toEqual([]);
      // Already normalised: what the seed writes is what the API would have stored.
      expect(parsed.data).toMatchObject(
        Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)),
      );
      if (facts!.aNumber) expect(normalizeANumber(facts!.aNumber)).toBe(facts!.aNumber);
      expect(
        await unknownCountries({ country_of_birth: facts!.countryOfBirth, citizenship: facts!.citizenship }),
      ).toEqual({});
      expect(facts!.immigrationStatus).toBeTruthy();
    }
  });
});
