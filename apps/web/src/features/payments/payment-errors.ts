/**
 * How a refused or failed payment call reads (billing.md §8): the server's code, with the details that
 * make it precise, as a key of the `payments` namespace; anything unknown falls back to one message.
 */
// The payments strings this file names.
import '../../locales/payments';
import { CLIENT_FUNDS_ERRORS, PAYMENT_ERRORS } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

/** The fallback of §8 for a code the catalogue does not know. */
export const UNEXPECTED_KEY = 'errors.unexpected';

function listed(details: Record<string, unknown> | undefined, name: string): boolean {
  const fields = details?.fields;
  return Array.isArray(fields) && fields.includes(name);
}

/**
 * The catalogue key for a failure of POST /payment/create-record-payment. lib/api.ts turns an error
 * answer without our JSON body into an ApiError with an empty message and a made-up code: that is
 * "a response without a code". fetch itself rejects with a TypeError when the network fails.
 */
export function paymentFailureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message === '' && (error.code === 'unknown' || error.code === 'internal_error')) {
      return 'errors.unknown_response';
    }
    if (error.code === PAYMENT_ERRORS.missingRequiredFields) {
      if (listed(error.details, 'office_account_id')) return `errors.${PAYMENT_ERRORS.officeAccountRequired}`;
      if (listed(error.details, 'trust_account_id')) return `errors.${PAYMENT_ERRORS.trustAccountRequired}`;
      return `errors.${PAYMENT_ERRORS.missingRequiredFields}`;
    }
    if (error.code === PAYMENT_ERRORS.invalidPaymentAmount) {
      const reason = error.details?.reason;
      if (
        reason === PAYMENT_ERRORS.amountMustMatchOutstanding ||
        reason === PAYMENT_ERRORS.amountExceedsInvoiceTotal ||
        reason === CLIENT_FUNDS_ERRORS.amountExceedsUnapplied
      ) {
        return `errors.${reason}`;
      }
      return `errors.${PAYMENT_ERRORS.invalidPaymentAmount}`;
    }
    return `errors.${error.code}`;
  }
  if (error instanceof TypeError) return 'errors.network_error';
  return 'errors.request_failed';
}

/** The translated message; a key the catalogue lacks reads as 'An unexpected error occurred…'. */
export function paymentFailureMessage(t: TFunction, error: unknown): string {
  return t(paymentFailureKey(error), { ns: 'payments', defaultValue: t(UNEXPECTED_KEY, { ns: 'payments' }) });
}

/** The three toasts of a payment deletion (§8): a network failure is an error, anything else a failure. */
export function deleteFailureKey(error: unknown): string {
  return error instanceof TypeError ? 'toasts.deleteNetworkError' : 'toasts.deleteFailed';
}
