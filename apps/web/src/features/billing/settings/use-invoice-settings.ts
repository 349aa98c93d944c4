/** The firm's invoice settings (billing.md §7 GET /invoice/invoice-settings/{lawFirmId}) as query hooks. */
import type { InvoiceSettingsFields, InvoiceSettingsResponse } from '@counsel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';
import { useApiImage } from '../../../ui/use-api-image';
import { logoPath } from './settings-values';

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

/** PUT /invoice/invoice-settings/{lawFirmId}: saves the firm's defaults; every settings query reloads. */
export function useSaveFirmInvoiceSettings() {
  const lawFirmId = useMe().law_firm.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: InvoiceSettingsFields) =>
      api.put<InvoiceSettingsResponse>(`/api/invoice/invoice-settings/${lawFirmId}`, fields),
    onSuccess: (data) => {
      queryClient.setQueryData([...INVOICE_SETTINGS_KEY, lawFirmId], data);
      return queryClient.invalidateQueries({ queryKey: INVOICE_SETTINGS_KEY });
    },
  });
}

/** POST /invoice/invoice-settings/logo (multipart field `logo`): answers the stored file's name. */
export async function uploadInvoiceLogo(file: File): Promise<string> {
  const body = new FormData();
  body.append('logo', file);
  const { logo } = await api.postForm<{ logo: string }>('/api/invoice/invoice-settings/logo', body);
  return logo;
}

/**
 * What the logo preview shows: the file just chosen (not uploaded yet) or else the saved logo, which is
 * fetched with the bearer token since an <img src> cannot carry it.
 */
export function useLogoPreview(logo: string | null, chosen: File | null): string | undefined {
  const saved = useApiImage(chosen ? null : logoPath(logo));
  const [chosenUrl, setChosenUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!chosen || typeof URL.createObjectURL !== 'function') {
      setChosenUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(chosen);
    setChosenUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  return chosen ? chosenUrl : saved;
}
