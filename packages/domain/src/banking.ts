/**
 * Bank accounts (billing.md §3 Bank account creation, Linked bank accounts, Bank details; screen 13)
 * and the trust ledger's balances. Money in cents inside; the API speaks decimal amounts.
 */
import { z } from 'zod';
import type { BankDetails } from './auth.js';
import { MAX_INVOICE_AMOUNT } from './invoice-settings.js';
import { money, singleLine } from './primitives.js';

export const BANK_ACCOUNT_TYPES = ['TRUST', 'OFFICE'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_SUB_TYPES = ['Checking', 'Savings'] as const;
export const BANK_CURRENCIES = ['USD', 'GBP'] as const;
export const MAX_BANK_ACCOUNT_TITLE = 120;

/** POST /bank-accounts: the creation form. Trust accounts start at 0; OFFICE needs a starting balance. */
export const createBankAccountRequest = z
  .object({
    title: singleLine().min(1, 'Enter the account name').max(MAX_BANK_ACCOUNT_TITLE),
    amount: money(MAX_INVOICE_AMOUNT).nullish(),
    accountType: z.enum(BANK_ACCOUNT_TYPES),
    subType: z.enum(BANK_ACCOUNT_SUB_TYPES),
    /** One of BANKING_INSTITUTIONS (bank-institutions.ts). */
    bankingInstitution: singleLine().min(1, 'Choose the bank').max(120),
    currency: z.enum(BANK_CURRENCIES),
  })
  .superRefine((value, ctx) => {
    if (value.accountType === 'OFFICE' && value.amount == null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the starting balance' });
    }
  });
export type CreateBankAccountRequest = z.input<typeof createBankAccountRequest>;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  law_firm_id: z.number().int(),
  title: z.string(),
  account_type: z.enum(BANK_ACCOUNT_TYPES),
  sub_type: z.enum(BANK_ACCOUNT_SUB_TYPES),
  banking_institution: z.string(),
  currency: z.enum(BANK_CURRENCIES),
  /** OFFICE: the starting balance; TRUST: always 0. */
  starting_balance: z.number(),
  /** Computed from the ledger: starting balance + every movement. */
  current_balance: z.number(),
  /** Set when the account is linked through Plaid. */
  plaid_account_id: z.string().nullable(),
  mask: z.string().nullable(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountResponse = z.object({ bank_account: bankAccountSchema });
export const bankAccountsResponse = z.object({ bank_accounts: z.array(bankAccountSchema) });
export type BankAccountsResponse = z.infer<typeof bankAccountsResponse>;

/** GET /plaid-banking/law-firm-accounts: linked institutions with their accounts. */
export const linkedInstitutionSchema = z.object({
  institution_name: z.string(),
  plaid_item_id: z.string(),
  accounts: z.array(
    z.object({
      account_id: z.string(),
      name: z.string(),
      official_name: z.string().nullable(),
      mask: z.string().nullable(),
      institution_name: z.string(),
      plaid_account_id: z.string(),
      /** The firm's bank account this Plaid account is linked to, if any. */
      bank_account_id: z.number().int().nullable(),
    }),
  ),
});
export const lawFirmAccountsResponse = z.object({ accounts: z.array(linkedInstitutionSchema) });
export type LawFirmAccountsResponse = z.infer<typeof lawFirmAccountsResponse>;

/** A trust or office account as the payment pickers list it. */
export const pickerAccountSchema = z.object({
  bank_account_id: z.number().int(),
  institution_name: z.string(),
  name: z.string(),
  mask: z.string().nullable(),
  current_balance: z.number(),
  currency: z.enum(BANK_CURRENCIES),
});
export type PickerAccount = z.infer<typeof pickerAccountSchema>;
export const trustAccountsResponse = z.object({ trust_accounts: z.array(pickerAccountSchema) });
export const officeAccountsResponse = z.object({ office_accounts: z.array(pickerAccountSchema) });

/** Plaid Link in three calls: a link token, the public token Link hands back, and its exchange. */
/**
 * link_url is the page the browser opens in a popup: Plaid's Hosted Link, or the sandbox's own Link page.
 * When the person has chosen their bank, the page posts {type: 'plaid-link', public_token} to its opener.
 */
export const plaidLinkTokenResponse = z.object({ link_token: z.string(), link_url: z.string(), sandbox: z.boolean() });
export const PLAID_LINK_MESSAGE = 'plaid-link';
export const plaidExchangeRequest = z.object({ public_token: z.string().min(1).max(500) });
/** Links one Plaid account to one of the firm's bank accounts. */
export const plaidLinkAccountRequest = z.object({
  plaid_account_id: z.string().min(1).max(200),
  bank_account_id: z.number().int().positive(),
});

/** GET /law-firm/bank-details answers auth.ts's bankDetailsSchema; PUT takes this. */
const detail = (max: number, lines: 'one' | 'many' = 'one') =>
  (lines === 'one' ? singleLine() : z.string().trim())
    .max(max)
    .nullish()
    .transform((value) => value || null);
/**
 * The ABA check: with the nine digits d1..d9, 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) is a multiple of
 * 10. It catches every single mistyped digit and most swapped neighbours.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const d = [...value].map(Number) as [number, number, number, number, number, number, number, number, number];
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

export const ROUTING_DIGITS_MESSAGE = 'A routing number has exactly 9 digits';
export const ROUTING_CHECKSUM_MESSAGE = 'This routing number is not valid: check it against a cheque or your bank';

/** Spaces and dashes as people copy them from a cheque are dropped; then 9 digits with a valid check digit. */
const routingNumber = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .nullish()
  .transform((value) => value || null)
  .superRefine((value, ctx) => {
    if (value === null) return;
    if (!/^[0-9]{9}$/.test(value)) ctx.addIssue({ code: 'custom', message: ROUTING_DIGITS_MESSAGE });
    else if (!isAbaRoutingNumber(value)) ctx.addIssue({ code: 'custom', message: ROUTING_CHECKSUM_MESSAGE });
  });

export const updateBankDetailsRequest = z.object({
  bank_name: detail(120),
  // A text area: the address may take several lines.
  bank_address: detail(300, 'many'),
  bank_account_number_iban: detail(40),
  bank_swift_code: detail(11),
  bank_branch_code: detail(20),
  bank_routing_number: routingNumber,
});
export type UpdateBankDetailsRequest = z.input<typeof updateBankDetailsRequest>;

/** Whether the invoice PDF's Payment Information is complete (else the download warns first). */
export function bankDetailsComplete(details: BankDetails): boolean {
  return Boolean(details.bank_name && details.bank_account_number_iban && details.bank_swift_code);
}

/** A client's trust money: their client-level balance and one per matter (GET /trust/balances/client/{id}). */
export const clientTrustBalancesSchema = z.object({
  client_id: z.number().int(),
  client_balance: z.number(),
  matters: z.array(z.object({ case_id: z.number().int(), title: z.string(), balance: z.number() })),
  total: z.number(),
});
export type ClientTrustBalances = z.infer<typeof clientTrustBalancesSchema>;

/**
 * Evergreen retainers: the trust balance floor of a client (case_id null) or of one of their matters. When a
 * withdrawal takes the balance under it, the client is mailed a request to bring it back up (GET/PUT
 * /trust/floors/client/{clientId}).
 */
export const trustFloorSchema = z.object({
  case_id: z.number().int().nullable(),
  /** The floor, in the API's decimal amount. */
  floor: z.number(),
  /** When the last replenishment request went out (ISO), or null. */
  requested_at: z.string().nullable(),
});
export type TrustFloor = z.infer<typeof trustFloorSchema>;

export const clientTrustFloorsSchema = z.object({
  client_id: z.number().int(),
  floors: z.array(trustFloorSchema),
});
export type ClientTrustFloors = z.infer<typeof clientTrustFloorsSchema>;

/** Sets (or, with floor null, removes) one floor: the client's own (case_id null) or a matter's. */
export const setTrustFloorRequest = z.object({
  case_id: z.number().int().positive().nullable().default(null),
  floor: money(MAX_INVOICE_AMOUNT)
    .refine((n) => n > 0, 'Enter an amount above zero')
    .nullable(),
});
export type SetTrustFloorRequest = z.input<typeof setTrustFloorRequest>;
