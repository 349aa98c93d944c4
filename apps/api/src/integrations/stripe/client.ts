/**
 * The Stripe provider over the official `stripe` package. A card token from the browser becomes a payment method
 * (a pm_... is one already; a tok_... is turned into one), which is attached to the firm's customer; the default
 * card is the customer's invoice_settings.default_payment_method. Stripe's errors become StripeProviderError.
 */
import Stripe from 'stripe';
import { type ProviderCard, type StripeFirm, type StripeProvider, StripeProviderError } from './provider.js';
import { type PlanPriceIds, subscriptionCalls } from './subscriptions.js';

/** Where the client sends its calls: Stripe by default, or the API's own sandbox (a path before Stripe's /v1/). */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  pathPrefix: string;
}

export interface StripeClientOptions {
  /** The secret key a firm's calls are made with: one key for Stripe, a key per firm for the sandbox. */
  keyFor: (firmId: number) => string;
  publishableKey: string | null;
  sandbox: boolean;
  connection?: StripeConnection;
  /** Each paid plan's price id (Stripe's settings); null: the prices are looked up by lookup key (the sandbox). */
  planPrices?: PlanPriceIds;
}

/**
 * The SDK's own HTTP client with every path moved under the sandbox's prefix: the SDK lets host, port and protocol
 * be set but always starts its paths with /v1/.
 */
class PrefixedHttpClient extends Stripe.HttpClient {
  private readonly inner = Stripe.createNodeHttpClient();
  constructor(private readonly prefix: string) {
    super();
  }
  override getClientName(): string {
    return this.inner.getClientName();
  }
  override makeRequest(...[host, port, path, ...rest]: Parameters<Stripe.HttpClient['makeRequest']>) {
    return this.inner.makeRequest(host, port, `${this.prefix}${path}`, ...rest);
  }
}

/** The official client for one secret key, sent to Stripe or to the given connection. */
export function stripeSdk(key: string, connection?: StripeConnection): Stripe {
  return new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(connection
      ? {
          host: connection.host,
          port: connection.port,
          protocol: connection.protocol,
          httpClient: new PrefixedHttpClient(connection.pathPrefix),
        }
      : {}),
  });
}

/** The official client of each firm's key, made once per key. */
export function sdkPerFirm(keyFor: (firmId: number) => string, connection?: StripeConnection) {
  const clients = new Map<string, Stripe>();
  return (firmId: number): Stripe => {
    const key = keyFor(firmId);
    let client = clients.get(key);
    if (!client) {
      client = stripeSdk(key, connection);
      clients.set(key, client);
    }
    return client;
  };
}

export function createStripeClient(options: StripeClientOptions): StripeProvider {
  const clientFor = sdkPerFirm(options.keyFor, options.connection);

  return {
    sandbox: options.sandbox,
    publishableKey: options.publishableKey,
    createCustomer: (firm: StripeFirm) =>
      translated(async () => {
        const customer = await clientFor(firm.id).customers.create({
          name: firm.name,
          ...(firm.email ? { email: firm.email } : {}),
          metadata: { law_firm_id: String(firm.id) },
        });
        return customer.id;
      }),
    attachCard: (firmId, customerId, cardToken, holder) =>
      translated(async () => {
        const stripe = clientFor(firmId);
        const paymentMethodId = cardToken.startsWith('pm_')
          ? cardToken
          : (
              await stripe.paymentMethods.create({
                type: 'card',
                card: { token: cardToken },
                ...(holder ? { billing_details: { name: holder } } : {}),
              })
            ).id;
        const attached = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        return cardOf(attached);
      }),
    setDefaultCard: (firmId, customerId, cardId) =>
      translated(async () => {
        await clientFor(firmId).customers.update(customerId, {
          invoice_settings: { default_payment_method: cardId },
        });
      }),
    detachCard: (firmId, cardId) =>
      translated(async () => {
        await clientFor(firmId).paymentMethods.detach(cardId);
      }),
    ...subscriptionCalls(clientFor, options.planPrices ?? null, translated),
  };
}

function cardOf(method: Stripe.PaymentMethod): ProviderCard {
  const card = method.card;
  if (!card) throw new StripeProviderError('request', null, 'The payment method is not a card.');
  return {
    id: method.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    holder: method.billing_details?.name ?? null,
  };
}

/** Runs a call of the official client, its errors as StripeProviderError. */
export async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new StripeProviderError('card', error.code ?? null, error.message);
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new StripeProviderError('request', error.code ?? null, error.message);
    }
    throw new StripeProviderError('unavailable', error.code ?? null, 'The card provider is not reachable.');
  }
}
