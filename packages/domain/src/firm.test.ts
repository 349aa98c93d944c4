import { describe, expect, it } from 'vitest';
import { registerRequest } from './auth.js';
import {
  isAbaRoutingNumber,
  ROUTING_CHECKSUM_MESSAGE,
  ROUTING_DIGITS_MESSAGE,
  updateBankDetailsRequest,
} from './banking.js';
import { isIanaTimeZone, PHONE_MESSAGE, updateFirmRequest } from './firm.js';

describe('ABA routing numbers', () => {
  it('accepts real routing numbers', () => {
    // JPMorgan Chase (New York), Bank of America (California), Wells Fargo (Texas).
    for (const number of ['021000021', '121000358', '111900659']) expect(isAbaRoutingNumber(number)).toBe(true);
  });

  it('refuses a wrong check digit, a swapped pair and anything but nine digits', () => {
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('201000021')).toBe(false);
    expect(isAbaRoutingNumber('02100002')).toBe(false);
    expect(isAbaRoutingNumber('0210000210')).toBe(false);
    expect(isAbaRoutingNumber('02100002a')).toBe(false);
  });

  it('says which rule the bank details broke, and keeps the digits without spaces or dashes', () => {
    const issue = (value: string) =>
      updateBankDetailsRequest.safeParse({ bank_routing_number: value }).error?.issues[0];
    expect(issue('12345')?.message).toBe(ROUTING_DIGITS_MESSAGE);
    expect(issue('021000022')?.message).toBe(ROUTING_CHECKSUM_MESSAGE);
    expect(issue('021000022')?.path).toEqual(['bank_routing_number']);
    expect(updateBankDetailsRequest.parse({ bank_routing_number: '0210-0002 1' }).bank_routing_number).toBe(
      '021000021',
    );
    expect(updateBankDetailsRequest.parse({ bank_routing_number: '' }).bank_routing_number).toBeNull();
  });
});

describe('time zones', () => {
  it('accepts IANA names and refuses offsets, abbreviations and unknown places', () => {
    for (const zone of ['America/Chicago', 'Asia/Dubai', 'Europe/Helsinki', 'UTC', 'America/Argentina/Buenos_Aires']) {
      expect(isIanaTimeZone(zone)).toBe(true);
    }
    for (const zone of ['Mars/Olympus_Mons', '+03:00', 'EST', '', 'America/', 'Asia/Dubai; DROP']) {
      expect(isIanaTimeZone(zone)).toBe(false);
    }
  });

  it('sign-up takes a country and a time zone, and refuses a bad time zone', () => {
    const base = { firm_name: 'Nasser Legal', full_name: 'Omar Nasser', email: 'o@n.test', password: 'long-enough-1' };
    expect(registerRequest.parse({ ...base, country: 'ae', time_zone: 'Asia/Dubai' })).toMatchObject({
      country: 'AE',
      time_zone: 'Asia/Dubai',
    });
    expect(registerRequest.safeParse({ ...base, time_zone: 'Nowhere/Place' }).success).toBe(false);
    expect(registerRequest.safeParse({ ...base, country: 'USA' }).success).toBe(false);
  });
});

describe('the firm profile', () => {
  const profile = {
    name: 'Hamdan & Clarke',
    email: 'Office@Example.com',
    phone_number: '+17135550142',
    address: {
      street: '1 Main St',
      city: null,
      state: null,
      postal_code: '77002',
      country: { id: 'US', name: 'United States' },
    },
    time_zone: 'America/Chicago',
    currency: 'USD',
    language: 'ar',
    logo: null,
  };

  it('accepts a complete profile and lower-cases the email', () => {
    expect(updateFirmRequest.parse(profile).email).toBe('office@example.com');
  });

  it('validates the phone with libphonenumber-js', () => {
    const result = updateFirmRequest.safeParse({ ...profile, phone_number: '+1555' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['phone_number'], message: PHONE_MESSAGE });
    expect(updateFirmRequest.parse({ ...profile, phone_number: '' }).phone_number).toBeNull();
  });

  it('takes currencies from the fixed list only', () => {
    expect(updateFirmRequest.safeParse({ ...profile, currency: 'XYZ' }).success).toBe(false);
    expect(updateFirmRequest.safeParse({ ...profile, currency: 'EUR' }).success).toBe(true);
  });
});
