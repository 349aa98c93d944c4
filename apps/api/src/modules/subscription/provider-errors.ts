/** The card provider's refusals as the API's answers (billing.md §8: the provider's message, or a generic error). */
import { SUBSCRIPTION_ERRORS } from '@counsel/domain';
import { StripeProviderError } from '../../integrations/stripe/provider.js';
import { AppError } from '../../platform/errors.js';

export function providerAnswer(error: unknown): unknown {
  if (!(error instanceof StripeProviderError)) return error;
  const details = error.code ? { details: { provider_code: error.code } } : {};
  switch (error.kind) {
    case 'card':
      return new AppError(402, SUBSCRIPTION_ERRORS.cardRefused, error.message, details);
    case 'request':
      return new AppError(400, SUBSCRIPTION_ERRORS.cardInvalid, error.message, details);
    case 'not_configured':
      return new AppError(503, 'service_not_configured', error.message);
    default:
      return new AppError(502, SUBSCRIPTION_ERRORS.providerUnavailable, error.message);
  }
}

/** Runs a provider call, answering its refusal as the API's. */
export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerAnswer(error);
  }
}
