/**
 * What the card provider answered, in the page's terms: the payment is with the provider (the server learns the
 * outcome and the page asks it), the bank wants the client to authenticate (the sandbox's 3-D Secure step; Stripe.js
 * runs its own), or the card was refused, with the provider's code and words.
 */
export type ConfirmOutcome =
  | { kind: 'submitted' }
  | { kind: 'authenticate' }
  | { kind: 'refused'; code: string | null; message: string };

/** A provider's refusal (Stripe's error object). */
export class ProviderError extends Error {
  constructor(
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Stripe names a decline's reason in decline_code (insufficient_funds), its kind in code (card_declined). */
function codeOf(error: Record<string, unknown>): string | null {
  const decline = text(error.decline_code);
  return decline && decline !== 'generic_decline' ? decline : text(error.code);
}

/** Stripe's error body, {error: {...}}, or the error object itself (Stripe.js hands over the inner one). */
export function providerErrorOf(body: unknown): ProviderError {
  const error = isObject(body) && isObject(body.error) ? body.error : isObject(body) ? body : {};
  return new ProviderError(codeOf(error), text(error.message) ?? '');
}

/** A PaymentIntent's status as the page goes on. */
export function outcomeOfIntent(intent: unknown): ConfirmOutcome {
  const answer = isObject(intent) ? intent : {};
  switch (answer.status) {
    case 'succeeded':
    case 'processing':
    case 'requires_capture':
      return { kind: 'submitted' };
    case 'requires_action':
      return { kind: 'authenticate' };
    default: {
      const last = isObject(answer.last_payment_error) ? providerErrorOf(answer.last_payment_error) : null;
      return { kind: 'refused', code: last?.code ?? null, message: last?.message ?? '' };
    }
  }
}
