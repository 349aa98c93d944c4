import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { i18n } from '../../locales/i18n';
import { deleteFailureKey, paymentFailureKey, paymentFailureMessage } from './payment-errors';

const apiError = (status: number, code: string, details?: Record<string, unknown>, message = 'English') =>
  new ApiError(status, { code, message, details });

describe('payment failure keys', () => {
  it('makes missing_required_fields precise from the fields it lists', () => {
    expect(paymentFailureKey(apiError(400, 'missing_required_fields', { fields: ['office_account_id'] }))).toBe(
      'errors.office_account_required',
    );
    expect(paymentFailureKey(apiError(400, 'missing_required_fields', { fields: ['trust_account_id'] }))).toBe(
      'errors.trust_account_required',
    );
    expect(paymentFailureKey(apiError(400, 'missing_required_fields'))).toBe('errors.missing_required_fields');
  });

  it('uses the reason of invalid_payment_amount', () => {
    const reason = (value: string) => paymentFailureKey(apiError(422, 'invalid_payment_amount', { reason: value }));
    expect(reason('amount_must_match_outstanding')).toBe('errors.amount_must_match_outstanding');
    expect(reason('amount_exceeds_invoice_total')).toBe('errors.amount_exceeds_invoice_total');
    expect(reason('something_else')).toBe('errors.invalid_payment_amount');
  });

  it('tells an answer without a code, a network failure and other failures apart', () => {
    expect(paymentFailureKey(new ApiError(500, { code: 'internal_error', message: '' }))).toBe(
      'errors.unknown_response',
    );
    expect(paymentFailureKey(new ApiError(418, { code: 'unknown', message: '' }))).toBe('errors.unknown_response');
    expect(paymentFailureKey(apiError(500, 'internal_error'))).toBe('errors.internal_error');
    expect(paymentFailureKey(new TypeError('Failed to fetch'))).toBe('errors.network_error');
    expect(paymentFailureKey(new SyntaxError('Unexpected token'))).toBe('errors.request_failed');
  });

  it('falls back to the unexpected-error message for codes the catalogue lacks', () => {
    const t = i18n.getFixedT('en', 'payments');
    expect(paymentFailureMessage(t, apiError(500, 'internal_error'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(paymentFailureMessage(t, apiError(422, 'insufficient_trust_funds'))).toBe(
      "The client's trust balance is not enough for this payment.",
    );
    const ar = i18n.getFixedT('ar', 'payments');
    expect(paymentFailureMessage(ar, apiError(409, 'brand_new_code'))).toBe('حدث خطأ غير متوقع. يرجى المحاولة مجددًا.');
  });

  it('words a failed deletion as §8 does', () => {
    expect(deleteFailureKey(new TypeError('Failed to fetch'))).toBe('toasts.deleteNetworkError');
    expect(deleteFailureKey(apiError(409, 'payment_already_canceled'))).toBe('toasts.deleteFailed');
  });
});
