/** The banking calls (billing.md §7; common6 endpoint list) as query hooks. */
import type {
  BankAccountsResponse,
  BankAccountType,
  BankDetails,
  CreateBankAccountRequest,
  LawFirmAccountsResponse,
  UpdateBankDetailsRequest,
} from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firmKeys } from '../../entities/firm/keys';
import { api } from '../../lib/api';

export const LINKED_ACCOUNTS_KEY = ['plaid-banking', 'law-firm-accounts'] as const;

type BankAccountResponse = { bank_account: BankAccountsResponse['bank_accounts'][number] };

/** The firm's accounts the user may see (the server leaves out the types they may not read). */
export function useBankAccounts(type?: BankAccountType) {
  return useQuery({
    queryKey: firmKeys.bankAccountList(type ?? 'all'),
    queryFn: ({ signal }) => api.get<BankAccountsResponse>('/api/bank-accounts', { query: { type }, signal }),
    select: (data) => data.bank_accounts,
  });
}

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBankAccountRequest) => api.post<BankAccountResponse>('/api/bank-accounts', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmKeys.bankAccounts }),
  });
}

/** Institutions linked through Plaid, with their accounts. */
export function useLinkedAccounts() {
  return useQuery({
    queryKey: LINKED_ACCOUNTS_KEY,
    queryFn: ({ signal }) => api.get<LawFirmAccountsResponse>('/api/plaid-banking/law-firm-accounts', { signal }),
    select: (data) => data.accounts,
  });
}

/** POST link-account: ties one Plaid account to one of the firm's accounts (which then shows its mask). */
export function useLinkPlaidAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { plaid_account_id: string; bank_account_id: number }) =>
      api.post<BankAccountResponse>('/api/plaid-banking/link-account', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LINKED_ACCOUNTS_KEY }),
        queryClient.invalidateQueries({ queryKey: firmKeys.bankAccounts }),
      ]),
  });
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBankDetailsRequest) => api.put<BankDetails>('/api/law-firm/bank-details', body),
    onSuccess: (data) => queryClient.setQueryData(firmKeys.bankDetails, data),
  });
}
