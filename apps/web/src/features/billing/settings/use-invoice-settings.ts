/** The firm's invoice settings (billing.md §7 GET /invoice/invoice-settings/{lawFirmId}) as query hooks. */
import type { InvoiceSettingsResponse } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';

export const INVOICE_SETTINGS_KEY = ['invoice-settings'] as const;

/** The firm's defaults, which a new invoice starts from (each invoice then keeps its own copy). */
export function useFirmInvoiceSettings() {
  const lawFirmId = useMe().law_firm.id;
  return useQuery({
    queryKey: [...INVOICE_SETTINGS_KEY, lawFirmId],
    queryFn: ({ signal }) => api.get<InvoiceSettingsResponse>(`/api/invoice/invoice-settings/${lawFirmId}`, { signal }),
    select: (data) => data.invoice_settings,
  });
}
