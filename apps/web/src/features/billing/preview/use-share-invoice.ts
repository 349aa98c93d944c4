/**
 * Share invoice: POST /invoice/{invoiceId}/share {message, email?} mails the client (or the address
 * given) the message with the invoice's PDF attached; 200 {code: 'invoice_shared', sent_to}.
 */
import type { ShareInvoiceRequest, ShareInvoiceResponse } from '@counsel/domain';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { api, isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';

export function useShareInvoice(invoiceId: number) {
  return useMutation({
    mutationFn: (body: ShareInvoiceRequest) => api.post<ShareInvoiceResponse>(`/api/invoice/${invoiceId}/share`, body),
  });
}

/** The failure in the person's language: the share's own codes first, then the app-wide ones. */
export function shareErrorMessage(t: TFunction, error: unknown): string {
  const fallback = errorMessage(t, error);
  return isApiError(error) ? t(`share.errors.${error.code}`, { defaultValue: fallback }) : fallback;
}
