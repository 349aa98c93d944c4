/**
 * billing.md §8 "Card": the provider's error message when the provider refused the card or the token, else a
 * generic error status (and the server's own words when card payments are not set up).
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api';

const PROVIDER_CODES = ['card_refused', 'card_invalid'];

export function cardErrorText(error: unknown, t: TFunction<string>): string {
  if (isApiError(error) && PROVIDER_CODES.includes(error.code)) return error.message;
  if (isApiError(error, 'service_not_configured')) return t('form.notSetUp');
  return t('cards.error');
}
