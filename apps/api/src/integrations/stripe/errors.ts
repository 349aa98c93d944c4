/** The provider's refusals, apart from provider.ts so that its parts (subscriptions.ts) import them without a circle. */
/**
 * A refusal or failure of the provider. `kind` says what the app answers: the card was refused ('card', with the
 * provider's message for the user), the request was ('request': an unknown or used token), the provider is down or
 * refuses our key ('unavailable'), or none is set up here ('not_configured').
 */
export class StripeProviderError extends Error {
  constructor(
    readonly kind: 'card' | 'request' | 'unavailable' | 'not_configured',
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'StripeProviderError';
  }
}
