/**
 * The pay page's calls. No session: the token in the address is the only key, so they carry neither the staff's
 * bearer token nor any cookie (a staff member signed in on the same device must not send theirs). The card itself
 * goes to the provider: in the sandbox, the API's Stripe stand-in, called as Stripe.js calls Stripe (forms, Stripe's
 * answers and errors).
 */
import type { PayIntent, PayIntentStatus, PayLinkView } from '@counsel/domain';
import { type Call, type Caller, readJson, send } from '../../lib/http';
import { type ConfirmOutcome, outcomeOfIntent, ProviderError, providerErrorOf } from './card-outcome';

const payCaller: Caller = { credentials: 'omit' };

const call = async <T>(caller: Caller, path: string, init: Call = {}): Promise<T> =>
  readJson<T>(await send(caller, path, init));

const base = (token: string) => `/api/pay/${encodeURIComponent(token)}`;

export const payViewKey = (token: string) => ['pay-link', token] as const;
export const payIntentKey = (token: string, intentId: string) => ['pay-link', token, 'intent', intentId] as const;

export const payApi = {
  view: (token: string, signal?: AbortSignal) => call<PayLinkView>(payCaller, base(token), { signal }),
  createIntent: (token: string, amount: number) =>
    call<PayIntent>(payCaller, `${base(token)}/intents`, { method: 'POST', body: { amount } }),
  intentStatus: (token: string, intentId: string, signal?: AbortSignal) =>
    call<PayIntentStatus>(payCaller, `${base(token)}/intents/${encodeURIComponent(intentId)}`, { signal }),
};

/** Stripe's refusals ({error: {type, code, decline_code, message}}) as a ProviderError. */
const stripeCaller: Caller = {
  credentials: 'omit',
  refusal: async (response) => providerErrorOf(await response.json().catch(() => null)),
};

const SANDBOX_INTENTS = '/api/sandbox/stripe/v1/payment_intents';

async function sandboxIntentCall(intent: PayIntent, action: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ client_secret: intent.client_secret, ...fields });
  const path = `${SANDBOX_INTENTS}/${encodeURIComponent(intent.intent_id)}/${action}`;
  try {
    return outcomeOfIntent(await call<unknown>(stripeCaller, path, { method: 'POST', body }));
  } catch (error) {
    if (error instanceof ProviderError) return { kind: 'refused', code: error.code, message: error.message } as const;
    throw error;
  }
}

/** The sandbox's Stripe, as Stripe.js confirms a PaymentIntent with a card's payment method. */
export const sandboxProvider = {
  confirm: (intent: PayIntent, paymentMethod: string): Promise<ConfirmOutcome> =>
    sandboxIntentCall(intent, 'confirm', { payment_method: paymentMethod }),
  /** The sandbox's 3-D Secure step: the client approves or fails the bank's check. */
  authenticate: (intent: PayIntent, outcome: 'approve' | 'fail'): Promise<ConfirmOutcome> =>
    sandboxIntentCall(intent, 'authenticate', { outcome }),
};
