/** The banking calls (billing.md §7; common6 endpoint list) as query hooks. */
import type {
  BankAccountsResponse,
  BankAccountType,
  BankDetails,
  ClientTrustBalances,
  CreateBankAccountRequest,
  LawFirmAccountsResponse,
  UpdateBankDetailsRequest,
} from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const BANK_ACCOUNTS_KEY = ['bank-accounts'] as const;
export const LINKED_ACCOUNTS_KEY = ['plaid-banking', 'law-firm-accounts'] as const;
export const BANK_DETAILS_KEY = ['law-firm', 'bank-details'] as const;

type BankAccountResponse = { bank_account: BankAccountsResponse['bank_accounts'][number] };

/** The firm's accounts the user may see (the server leaves out the types they may not read). */
export function useBankAccounts(type?: BankAccountType) {
  return useQuery({
    queryKey: [...BANK_ACCOUNTS_KEY, type ?? 'all'],
    queryFn: ({ signal }) => api.get<BankAccountsResponse>('/api/bank-accounts', { query: { type }, signal }),
    select: (data) => data.bank_accounts,
  });
}

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBankAccountRequest) => api.post<BankAccountResponse>('/api/bank-accounts', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_KEY }),
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
        queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_KEY }),
      ]),
  });
}

/** A client's trust money, at client level and per matter; only asked once a client is chosen. */
export function useClientTrustBalances(clientId: number | null) {
  return useQuery({
    queryKey: ['trust', 'balances', 'client', clientId],
    queryFn: ({ signal }) => api.get<ClientTrustBalances>(`/api/trust/balances/client/${clientId}`, { signal }),
    enabled: clientId !== null,
  });
}

export function useBankDetails() {
  return useQuery({
    queryKey: BANK_DETAILS_KEY,
    queryFn: ({ signal }) => api.get<BankDetails>('/api/law-firm/bank-details', { signal }),
  });
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBankDetailsRequest) => api.put<BankDetails>('/api/law-firm/bank-details', body),
    onSuccess: (data) => queryClient.setQueryData(BANK_DETAILS_KEY, data),
  });
}
