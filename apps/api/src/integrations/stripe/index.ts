/**
 * Chooses the card provider the app talks to: Stripe when STRIPE_SECRET_KEY is set, else the API's own Stripe
 * sandbox while sandboxes are on (config.sandboxes), else none: every call then fails as not configured. The
 * sandbox is reached by the same official client over HTTP, with a secret key per firm that this server signed
 * (so a key names its firm, and nobody can make one for another firm).
 */
import type { Config } from '../../config.js';
import type { SecretBox } from '../../platform/secrets.js';
import { selfBaseUrl } from '../plaid/index.js';
import { createStripeClient, type StripeConnection } from './client.js';
import { type StripeProvider, StripeProviderError } from './provider.js';

export const STRIPE_SANDBOX_PATH = '/api/sandbox/stripe';
const SANDBOX_KEY_PURPOSE = 'stripe-sandbox-key';
const SANDBOX_KEY_PREFIX = 'sk_test_counsel_';

/** The sandbox's secret key of one firm. */
export const stripeSandboxKey = (secrets: SecretBox, firmId: number): string =>
  `${SANDBOX_KEY_PREFIX}${secrets.sign(SANDBOX_KEY_PURPOSE, String(firmId))}`;

/** The firm a sandbox key was signed for, or null for any other key. */
export function firmOfStripeSandboxKey(secrets: SecretBox, key: string): number | null {
  if (!key.startsWith(SANDBOX_KEY_PREFIX)) return null;
  const firmId = secrets.verify(SANDBOX_KEY_PURPOSE, key.slice(SANDBOX_KEY_PREFIX.length));
  return firmId && /^\d+$/.test(firmId) ? Number(firmId) : null;
}

/** `sandboxServer`: where this process reaches its own sandbox (tests pass the address they listen on). */
export function createStripeProvider(
  config: Config,
  secrets: SecretBox,
  sandboxServer: string = selfBaseUrl(config).replace(/\/api\/sandbox\/plaid$/, ''),
): StripeProvider {
  if (config.stripe) {
    const { secretKey, publishableKey } = config.stripe;
    return createStripeClient({
      keyFor: () => secretKey,
      publishableKey,
      sandbox: false,
      planPrices: config.stripePlanPrices,
    });
  }
  if (!config.sandboxes) return unconfiguredStripe();
  return createStripeClient({
    keyFor: (firmId) => stripeSandboxKey(secrets, firmId),
    publishableKey: null,
    sandbox: true,
    connection: sandboxConnection(sandboxServer),
  });
}

/** Where this process reaches its own sandbox by the official client's host, port and protocol options. */
export function sandboxConnection(sandboxServer: string): StripeConnection {
  const server = new URL(sandboxServer);
  return {
    host: server.hostname.replace(/^\[|\]$/g, ''),
    port: Number(server.port || (server.protocol === 'https:' ? 443 : 80)),
    protocol: server.protocol === 'https:' ? 'https' : 'http',
    pathPrefix: STRIPE_SANDBOX_PATH,
  };
}

/** Neither Stripe nor the sandbox: each call fails alike, and the subscription module answers 503 for it. */
function unconfiguredStripe(): StripeProvider {
  const fail = async (): Promise<never> => {
    throw new StripeProviderError('not_configured', null, 'Card payments are not set up on this server.');
  };
  return {
    sandbox: false,
    publishableKey: null,
    createCustomer: fail,
    attachCard: fail,
    setDefaultCard: fail,
    detachCard: fail,
    priceOf: fail,
    createSubscription: fail,
    changeSubscriptionPrice: fail,
    setCancelAtPeriodEnd: fail,
    retrieveSubscription: fail,
    payLatestInvoice: fail,
  };
}
