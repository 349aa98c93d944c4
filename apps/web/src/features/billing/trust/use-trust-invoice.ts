/** The save call of the trust invoice screen (POST create or PUT update, billing.md §7). */
import type { InvoiceResponse, SaveTrustInvoiceRequest } from '@counsel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invoiceKeys } from '../../../entities/invoice/keys';
import { api } from '../../../lib/api';

export function useSaveTrustInvoice() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: SaveTrustInvoiceRequest, target: { clientId: number; invoiceId: number | null }) => {
      const answer =
        target.invoiceId === null
          ? await api.post<InvoiceResponse>(`/api/invoice/create_invoice/client/${target.clientId}`, body)
          : await api.put<InvoiceResponse>(`/api/invoice/update_invoice/${target.invoiceId}`, body);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      return answer.invoice;
    },
    [queryClient],
  );
}
