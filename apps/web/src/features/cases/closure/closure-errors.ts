/**
 * The export's refusals in the reader's language: the server's codes for the closure rules (who may be
 * mailed, how many exports a case keeps, how large a ZIP may be) have their own words; any other failure
 * gets the app's wording of its code.
 */
import { CASE_EXPORT_MAX_BYTES, CASE_EXPORTS_MAX_LIVE } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';

/** The refusal that belongs to the email field rather than to the whole export. */
export const isRecipientRefused = (error: unknown) => isApiError(error, 'closure_recipient_not_allowed');

export function closureRefusal(t: TFunction, error: unknown): string {
  if (isApiError(error, 'closure_recipient_not_allowed')) return t('errors.recipientNotAllowed');
  if (isApiError(error, 'closure_export_limit')) {
    const limit = Number(error.details?.limit ?? CASE_EXPORTS_MAX_LIVE);
    return t('errors.exportLimit', { limit });
  }
  if (isApiError(error, 'closure_too_large')) {
    const limit = Number(error.details?.limit ?? CASE_EXPORT_MAX_BYTES);
    return t('errors.tooLarge', { gib: Math.round(limit / 1024 ** 3) });
  }
  return errorMessage(t, error);
}
