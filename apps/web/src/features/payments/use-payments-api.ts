/** The payment calls (billing.md §7) as TanStack Query hooks and plain calls. */
import type {
  ApplyPaymentRequest,
  ClientFundsResponse,
  ClientTrustBalances,
  PickerAccount,
  RecordPaymentRequest,
  RecordPaymentResponse,
} from '@counsel/domain';
import { CLIENT_FUNDS_PAGE_SIZE, canCreateInvoices, type PermissionFlag } from '@counsel/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCan, useMe } from '../../lib/current-user';

/** Prefixes other features reload too: invoices (lists and the open invoice), accounts and trust balances. */
export const INVOICES_KEY = ['invoices'] as const;
export const BANK_ACCOUNTS_KEY = ['bank-accounts'] as const;
export const TRUST_BALANCES_KEY = ['trust-balances'] as const;
/** The select-payments picker's pages (billing's invoice screen): payments recorded or deleted change them. */
export const PAYMENT_PICKER_KEY = ['payment-picker'] as const;

export type AccountKind = 'trust' | 'office';

/** GET /plaid-banking/law-firm-{trust|office}-accounts/{lawFirmId}: the accounts a payment can use. */
export function usePickerAccounts(kind: AccountKind, enabled: boolean) {
  const lawFirmId = useMe().law_firm.id;
  return useQuery({
    queryKey: [...BANK_ACCOUNTS_KEY, 'picker', kind, lawFirmId],
    queryFn: async ({ signal }) => {
      if (kind === 'trust') {
        const answer = await api.get<{ trust_accounts: PickerAccount[] }>(
          `/api/plaid-banking/law-firm-trust-accounts/${lawFirmId}`,
          { signal },
        );
        return answer.trust_accounts;
      }
      const answer = await api.get<{ office_accounts: PickerAccount[] }>(
        `/api/plaid-banking/law-firm-office-accounts/${lawFirmId}`,
        { signal },
      );
      return answer.office_accounts;
    },
    enabled,
    retry: false,
  });
}

/** GET /trust/balances/client/{clientId}: the client's trust money, client level and per matter. */
export function useClientTrustBalances(clientId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...TRUST_BALANCES_KEY, 'client', clientId],
    queryFn: ({ signal }) => api.get<ClientTrustBalances>(`/api/trust/balances/client/${clientId}`, { signal }),
    enabled: enabled && clientId !== null,
    retry: false,
  });
}

export const paymentsApi = {
  record: (body: RecordPaymentRequest) =>
    api.post<RecordPaymentResponse | undefined>('/api/payment/create-record-payment', body),
  remove: (paymentId: number) => api.delete<unknown>(`/api/payment/delete-record-payment/${paymentId}`),
};

/** Money moved: every invoice, account balance and trust balance on screen may have changed. */
export function reloadAfterPayment(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
  void queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_KEY });
  void queryClient.invalidateQueries({ queryKey: TRUST_BALANCES_KEY });
  void queryClient.invalidateQueries({ queryKey: PAYMENT_PICKER_KEY });
}

/**
 * Whether the user may record (or delete) a payment: the permission flag and the plan's FULL_ACCESS
 * (billing.md §6), with the reason to show when not.
 */
export function usePaymentAccess(flag: Extract<PermissionFlag, 'RECORD_PAYMENT' | 'DELETE_PAYMENT'>) {
  const can = useCan();
  const me = useMe();
  if (!can(flag)) return { allowed: false, reason: `access.no_${flag}` as const };
  if (!canCreateInvoices(me.plan)) return { allowed: false, reason: 'access.planRequired' as const };
  return { allowed: true, reason: null };
}

/**
 * GET /client/{clientId}/unapplied-funds: a page of the client's unapplied payments, with the unapplied
 * and owed totals over all of them and every open bill (the apply dialog's choices).
 */
export function useClientFunds(clientId: number | null, enabled = true, page = 1) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'client-funds', clientId, page],
    queryFn: ({ signal }) =>
      api.get<ClientFundsResponse>(`/api/client/${clientId}/unapplied-funds`, {
        query: { page, page_size: CLIENT_FUNDS_PAGE_SIZE },
        signal,
      }),
    enabled: enabled && clientId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /payment/{paymentId}/apply */
export const applyFunds = (paymentId: number, body: ApplyPaymentRequest) =>
  api.post<RecordPaymentResponse | { code: 'payment_applied' } | undefined>(`/api/payment/${paymentId}/apply`, body);
