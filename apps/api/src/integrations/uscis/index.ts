/**
 * Chooses the USCIS the app talks to: the real Case Status API when USCIS_CLIENT_ID and USCIS_CLIENT_SECRET are
 * set, else the API's own sandbox while sandboxes are on, else none: every lookup then fails as not configured.
 * One provider per process, so its token and budget are shared by every firm's lookups.
 */
import type { Config } from '../../config.js';
import type { SecretBox } from '../../platform/secrets.js';
import { selfBaseUrl } from '../plaid/index.js';
import { sandboxSecret } from '../sandbox-credentials.js';
import { createUscisClient } from './client.js';
import { UscisApiError, type UscisProvider } from './provider.js';

export const USCIS_SANDBOX_CLIENT_ID = 'counsel-sandbox';

/** Where this process serves its USCIS sandbox. */
export const uscisSandboxUrl = (config: Pick<Config, 'host' | 'port'>) =>
  selfBaseUrl(config).replace(/\/plaid$/, '/uscis');

export function createUscisProvider(
  config: Config,
  secrets: SecretBox,
  fetch?: typeof globalThis.fetch,
): UscisProvider {
  const withFetch = fetch ? { fetch } : {};
  if (config.uscis) return createUscisClient({ ...config.uscis, sandbox: false, ...withFetch });
  if (!config.sandboxes) return unconfiguredUscis();
  return createUscisClient({
    baseUrl: uscisSandboxUrl(config),
    clientId: USCIS_SANDBOX_CLIENT_ID,
    clientSecret: sandboxSecret(secrets, 'uscis'),
    sandbox: true,
    ...withFetch,
  });
}

function unconfiguredUscis(): UscisProvider {
  const fail = async (): Promise<never> => {
    throw new UscisApiError('not_configured', 503, 'The USCIS Case Status API is not set up on this server.');
  };
  return { sandbox: false, accessToken: fail, caseStatus: fail, budget: () => ({ perDay: 0, remainingToday: 0 }) };
}
