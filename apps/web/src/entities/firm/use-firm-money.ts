/** The firm's money as several features read it: a client's trust balances, and the firm's bank details. */
import type { BankDetails, ClientTrustBalances } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { firmKeys } from './keys';

/** GET /trust/balances/client/{clientId}: the client's trust money, client level and per matter; asked once a client is chosen. */
export function useClientTrustBalances(clientId: number | null, enabled = true) {
  return useQuery({
    queryKey: firmKeys.clientTrustBalances(clientId),
    queryFn: ({ signal }) => api.get<ClientTrustBalances>(`/api/trust/balances/client/${clientId}`, { signal }),
    enabled: enabled && clientId !== null,
    retry: false,
  });
}

/** The firm's bank details (GET /law-firm/bank-details): the banking page's form and the invoice preview. */
export function useBankDetails() {
  return useQuery({
    queryKey: firmKeys.bankDetails,
    queryFn: ({ signal }) => api.get<BankDetails>('/api/law-firm/bank-details', { signal }),
  });
}
