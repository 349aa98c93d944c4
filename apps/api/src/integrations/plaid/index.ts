/** Chooses the Plaid the app talks to: the real one when PLAID_* is configured, else the API's own sandbox. */
import type { Config } from '../../config.js';
import { createPlaidClient, type PlaidFetch } from './client.js';
import type { PlaidProvider } from './provider.js';

/** Where this process can reach itself (the sandbox routes are served by the same app). */
export function selfBaseUrl(config: Pick<Config, 'host' | 'port'>): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}/api/sandbox/plaid`;
}

export function createPlaidProvider(config: Config, fetch?: PlaidFetch): PlaidProvider {
  if (config.plaid) {
    return createPlaidClient({ ...config.plaid, sandbox: false, ...(fetch ? { fetch } : {}) });
  }
  return createPlaidClient({
    baseUrl: selfBaseUrl(config),
    clientId: 'sandbox',
    secret: 'sandbox',
    sandbox: true,
    ...(fetch ? { fetch } : {}),
  });
}
