/**
 * Chooses the Plaid the app talks to: the real one when PLAID_* is configured, else the API's own
 * sandbox while sandboxes are on (config.sandboxes), else none: every call then fails as not configured.
 */
import type { Config } from '../../config.js';
import type { SecretBox } from '../../platform/secrets.js';
import { sandboxSecret } from '../sandbox-credentials.js';
import { createPlaidClient, type PlaidFetch } from './client.js';
import { PlaidApiError, type PlaidProvider } from './provider.js';

export const PLAID_SANDBOX_CLIENT_ID = 'counsel-sandbox';
/** The error code every call of an unconfigured Plaid fails with. */
export const NOT_CONFIGURED = 'NOT_CONFIGURED';

/** Where this process can reach itself (the sandbox routes are served by the same app). */
export function selfBaseUrl(config: Pick<Config, 'host' | 'port'>): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}/api/sandbox/plaid`;
}

export function createPlaidProvider(config: Config, secrets: SecretBox, fetch?: PlaidFetch): PlaidProvider {
  if (config.plaid) {
    return createPlaidClient({ ...config.plaid, sandbox: false, ...(fetch ? { fetch } : {}) });
  }
  if (!config.sandboxes) return unconfiguredPlaid();
  return createPlaidClient({
    baseUrl: selfBaseUrl(config),
    clientId: PLAID_SANDBOX_CLIENT_ID,
    secret: sandboxSecret(secrets, 'plaid'),
    sandbox: true,
    ...(fetch ? { fetch } : {}),
  });
}

/** Neither Plaid nor the sandbox: each call fails alike, and banking answers 503 for it. */
function unconfiguredPlaid(): PlaidProvider {
  const fail = async (): Promise<never> => {
    throw new PlaidApiError(503, 'API_ERROR', NOT_CONFIGURED, 'Plaid is not set up on this server.');
  };
  return {
    sandbox: false,
    createLinkToken: fail,
    exchangePublicToken: fail,
    getAccounts: fail,
    getLinkPublicToken: fail,
    createSandboxPublicToken: fail,
  };
}
