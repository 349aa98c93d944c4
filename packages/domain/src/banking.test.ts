import { describe, expect, it } from 'vitest';
import {
  bankDetailsComplete,
  createBankAccountRequest,
  isAbaRoutingNumber,
  ROUTING_CHECKSUM_MESSAGE,
  ROUTING_DIGITS_MESSAGE,
  updateBankDetailsRequest,
} from './banking.js';

const account = {
  title: 'Operating',
  accountType: 'OFFICE',
  subType: 'Checking',
  bankingInstitution: 'Citibank',
  currency: 'USD',
} as const;

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('createBankAccountRequest', () => {
  it('asks an office account for its starting balance', () => {
    expect(issues(createBankAccountRequest.safeParse(account))).toEqual([
      { path: 'amount', message: 'Enter the starting balance' },
    ]);
    expect(createBankAccountRequest.safeParse({ ...account, amount: 0 }).success).toBe(true);
  });

  it('lets a trust account start without one', () => {
    expect(createBankAccountRequest.safeParse({ ...account, accountType: 'TRUST' }).success).toBe(true);
  });
});

describe('isAbaRoutingNumber', () => {
  it('accepts nine digits whose weighted sum is a multiple of ten', () => {
    // 0*3+2*7+1 + 0*3+0*7+0 + 0*3+2*7+1 = 30
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    // 1*3+2*7+3 + 4*3+5*7+6 + 7*3+8*7+0 = 150: only the weights 3, 7, 1 in that order make it a multiple of 10.
    expect(isAbaRoutingNumber('123456780')).toBe(true);
  });

  it('refuses a mistyped digit, a wrong length and non-digits', () => {
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('123456789')).toBe(false);
    expect(isAbaRoutingNumber('02100002')).toBe(false);
    expect(isAbaRoutingNumber('0210000210')).toBe(false);
    expect(isAbaRoutingNumber('x021000021')).toBe(false);
  });
});

describe('updateBankDetailsRequest', () => {
  it('stores empty details as null and drops the spaces and dashes of a routing number', () => {
    expect(
      updateBankDetailsRequest.parse({
        bank_name: '',
        bank_address: 'Main St\nSuite 2',
        bank_routing_number: '021-000 021',
      }),
    ).toEqual({
      bank_name: null,
      bank_address: 'Main St\nSuite 2',
      bank_account_number_iban: null,
      bank_swift_code: null,
      bank_branch_code: null,
      bank_routing_number: '021000021',
    });
    expect(updateBankDetailsRequest.parse({ bank_routing_number: ' - ' }).bank_routing_number).toBeNull();
  });

  it('refuses a routing number that is not nine digits, or fails the check', () => {
    for (const routing of ['12345678', '1234567890', 'x12345678', '12345678x']) {
      expect(issues(updateBankDetailsRequest.safeParse({ bank_routing_number: routing }))).toEqual([
        { path: 'bank_routing_number', message: ROUTING_DIGITS_MESSAGE },
      ]);
    }
    expect(issues(updateBankDetailsRequest.safeParse({ bank_routing_number: '123456789' }))).toEqual([
      { path: 'bank_routing_number', message: ROUTING_CHECKSUM_MESSAGE },
    ]);
  });
});

describe('bankDetailsComplete', () => {
  const details = {
    bank_name: 'Citibank',
    bank_address: null,
    bank_account_number_iban: 'GB00 0000',
    bank_swift_code: 'CITIUS33',
    bank_branch_code: null,
    bank_routing_number: null,
  };

  it('needs the bank, the account number and the SWIFT code, nothing else', () => {
    expect(bankDetailsComplete(details)).toBe(true);
    expect(bankDetailsComplete({ ...details, bank_name: null })).toBe(false);
    expect(bankDetailsComplete({ ...details, bank_account_number_iban: null })).toBe(false);
    expect(bankDetailsComplete({ ...details, bank_swift_code: null })).toBe(false);
  });
});
