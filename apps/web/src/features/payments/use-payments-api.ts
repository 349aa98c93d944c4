/** The payment calls (billing.md §7) as TanStack Query hooks and plain calls. */
import type {
  ApplyPaymentRequest,
  ClientFundsResponse,
  PickerAccount,
  RecordPaymentRequest,
  RecordPaymentResponse,
} from '@counsel/domain';
import { CLIENT_FUNDS_PAGE_SIZE, canCreateInvoices, type PermissionFlag } from '@counsel/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { firmKeys } from '../../entities/firm/keys';
import { invoiceKeys } from '../../entities/invoice/keys';
import { api } from '../../lib/api';
import { useCan, useMe } from '../../lib/current-user';

export type AccountKind = 'trust' | 'office';

/** GET /plaid-banking/law-firm-{trust|office}-accounts/{lawFirmId}: the accounts a payment can use. */
export function usePickerAccounts(kind: AccountKind, enabled: boolean) {
  const lawFirmId = useMe().law_firm.id;
  return useQuery({
    queryKey: firmKeys.bankAccountPicker(kind, lawFirmId),
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

export const paymentsApi = {
  record: (body: RecordPaymentRequest) =>
    api.post<RecordPaymentResponse | undefined>('/api/payment/create-record-payment', body),
  remove: (paymentId: number) => api.delete<unknown>(`/api/payment/delete-record-payment/${paymentId}`),
};

/** Money moved: every invoice, account balance, trust balance and trust report on screen may have changed. */
export function reloadAfterPayment(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  void queryClient.invalidateQueries({ queryKey: firmKeys.bankAccounts });
  // Balances and the trust reports alike: a client's ledger and the reconciliation show the same money.
  void queryClient.invalidateQueries({ queryKey: firmKeys.trust });
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.paymentPicker });
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
    queryKey: invoiceKeys.clientFunds(clientId, page),
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
