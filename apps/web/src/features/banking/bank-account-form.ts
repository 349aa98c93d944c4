/** The creation form's values and its rules: the domain schema the API uses, plus the fixed bank list. */
import {
  type BANK_ACCOUNT_SUB_TYPES,
  type BANK_CURRENCIES,
  BANKING_INSTITUTIONS,
  type BankAccountType,
  type CreateBankAccountRequest,
  createBankAccountRequest,
} from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

export interface BankAccountDraft {
  title: string;
  amount: number | null;
  accountType: BankAccountType;
  subType: (typeof BANK_ACCOUNT_SUB_TYPES)[number];
  bankingInstitution: string | null;
  currency: (typeof BANK_CURRENCIES)[number];
}

export type DraftField = keyof BankAccountDraft;
export const DRAFT_FIELDS: readonly DraftField[] = [
  'title',
  'amount',
  'accountType',
  'subType',
  'bankingInstitution',
  'currency',
];

export function emptyDraft(accountType: BankAccountType): BankAccountDraft {
  return { title: '', amount: null, accountType, subType: 'Checking', bankingInstitution: null, currency: 'USD' };
}

/** What is sent: a trust account always starts at 0, whatever was typed before switching the type. */
export function requestOf(draft: BankAccountDraft): CreateBankAccountRequest {
  return {
    title: draft.title.trim(),
    amount: draft.accountType === 'TRUST' ? 0 : draft.amount,
    accountType: draft.accountType,
    subType: draft.subType,
    bankingInstitution: draft.bankingInstitution ?? '',
    currency: draft.currency,
  };
}

const INSTITUTIONS: ReadonlySet<string> = new Set(BANKING_INSTITUTIONS);

/** The fields that are not valid yet (empty when Save may be pressed). */
export function draftProblems(draft: BankAccountDraft): Partial<Record<DraftField, true>> {
  const problems: Partial<Record<DraftField, true>> = {};
  const parsed = createBankAccountRequest.safeParse(requestOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (DRAFT_FIELDS as readonly string[]).includes(field)) {
        problems[field as DraftField] = true;
      }
    }
  }
  if (!draft.bankingInstitution || !INSTITUTIONS.has(draft.bankingInstitution)) problems.bankingInstitution = true;
  return problems;
}

/** Each field's own words for what is wrong with it (the server's English text is never shown as is). */
export function fieldMessage(t: TFunction, field: DraftField): string {
  return t(`form.errors.${field}`);
}

/** The server's field errors on the form's fields. */
export function serverFieldErrors(t: TFunction, error: unknown): Partial<Record<DraftField, string>> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const errors: Partial<Record<DraftField, string>> = {};
  for (const key of Object.keys(error.fields)) {
    if ((DRAFT_FIELDS as readonly string[]).includes(key))
      errors[key as DraftField] = fieldMessage(t, key as DraftField);
  }
  return errors;
}
