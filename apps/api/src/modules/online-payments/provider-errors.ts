/** The card provider's refusals as the API answers them (DESIGN §5: vendor errors become our codes). */
import { ONLINE_PAYMENT_ERRORS, SUBSCRIPTION_ERRORS } from '@counsel/domain';
import { StripeProviderError } from '../../integrations/stripe/provider.js';
import { AppError } from '../../platform/errors.js';

export async function atCardProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof StripeProviderError)) throw error;
    switch (error.kind) {
      case 'not_configured':
        throw new AppError(503, ONLINE_PAYMENT_ERRORS.cardPaymentsUnavailable, error.message);
      case 'card':
        throw new AppError(402, SUBSCRIPTION_ERRORS.cardRefused, error.message, {
          details: { provider_code: error.code },
        });
      case 'request':
        throw new AppError(400, SUBSCRIPTION_ERRORS.cardInvalid, error.message, {
          details: { provider_code: error.code },
        });
      default:
        throw new AppError(502, SUBSCRIPTION_ERRORS.providerUnavailable, error.message);
    }
  }
}
