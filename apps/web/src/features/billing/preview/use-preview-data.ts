/**
 * What the preview fetches beside the invoice itself: the firm's bank details (Payment Information and
 * the download warning), the logo as a data: URL (the logo route needs the bearer token, and the PDF
 * embeds the image, so both read the same bytes), and a client's contact details.
 */
import type { BankDetails, Client, ClientResponse } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/client/keys';
import { useBankDetails } from '../../../entities/firm/use-firm-money';
import { api, isApiError, requestBlob } from '../../../lib/api';
import { logoPath } from '../settings/settings-values';

export type Loaded<T> = { status: 'pending' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * The firm's bank details. Someone who may not read the settings (403) prints what the firm has not
 * shown them: the PDF then lacks them, so they count as missing, which is what the warning is for.
 */
export function usePreviewBankDetails(): Loaded<BankDetails | null> {
  const details = useBankDetails();
  if (details.isSuccess) return { status: 'ready', value: details.data };
  if (details.isError)
    return isApiError(details.error, 'forbidden') ? { status: 'ready', value: null } : { status: 'failed' };
  return { status: 'pending' };
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** The logo as a data: URL; an invoice without one (or whose logo cannot be read) shows none. */
export function useLogoDataUrl(logo: string | null): Loaded<string | null> {
  const path = logoPath(logo);
  const image = useQuery({
    queryKey: ['invoice-logo', 'data-url', logo],
    queryFn: async ({ signal }) => blobToDataUrl(await requestBlob(path as string, signal)),
    enabled: path !== null,
    // A logo's name changes whenever the file does.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (path === null) return { status: 'ready', value: null };
  if (image.isSuccess) return { status: 'ready', value: image.data };
  // A missing logo must not stop the invoice from being previewed or downloaded.
  if (image.isError) return { status: 'ready', value: null };
  return { status: 'pending' };
}

/** A client's contact details (GET /client/{clientId}), the same answer the screens' name lookup shares. */
export function useClientDetails(clientId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.invoiceCopy(clientId),
    queryFn: ({ signal }) => api.get<ClientResponse>(`/api/client/${clientId}`, { signal }),
    select: (data): Client => data.client,
    enabled: enabled && clientId !== null,
    retry: false,
  });
}
