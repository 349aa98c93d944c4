/**
 * Chooses the Microsoft 365 the app talks to: Microsoft when MICROSOFT_CLIENT_ID/SECRET are set, else the
 * API's own sandbox while sandboxes are on, else none: every call then fails as not configured.
 */
import type { Config } from '../../config.js';
import type { SecretBox } from '../../platform/secrets.js';
import { selfBaseUrl } from '../plaid/index.js';
import { sandboxSecret } from '../sandbox-credentials.js';
import { createMicrosoftClient } from './client.js';
import { MicrosoftApiError, type MicrosoftCalendarProvider } from './provider.js';

export const MICROSOFT_SANDBOX_PATH = '/api/sandbox/microsoft';
export const MICROSOFT_SANDBOX_CLIENT_ID = 'counsel-microsoft-sandbox';
/**
 * MSAL takes only https authorities, so the sandbox's is a name MSAL never calls (its endpoints are
 * given as metadata, at the sandbox's own address); `.invalid` can never resolve to anyone.
 */
export const MICROSOFT_SANDBOX_AUTHORITY = 'https://login.microsoft-sandbox.invalid/common';
/** The reason of the error every call of an unconfigured Microsoft 365 fails with. */
export const MICROSOFT_NOT_CONFIGURED = 'not_configured';

/**
 * `sandboxServer` is where this process reaches its own sandbox (tests pass the address they listen
 * on); the consent page is opened by the browser, so its address is the public origin.
 */
export function createMicrosoftProvider(
  config: Config,
  secrets: SecretBox,
  sandboxServer: string = selfBaseUrl(config).replace(/\/api\/sandbox\/plaid$/, ''),
): MicrosoftCalendarProvider {
  if (config.microsoft) {
    return createMicrosoftClient({
      clientId: config.microsoft.clientId,
      clientSecret: config.microsoft.clientSecret,
      authority: `https://login.microsoftonline.com/${config.microsoft.tenant}`,
      graphBaseUrl: 'https://graph.microsoft.com/v1.0',
      sandbox: false,
    });
  }
  if (!config.sandboxes) return unconfiguredMicrosoft();
  return createMicrosoftClient({
    clientId: MICROSOFT_SANDBOX_CLIENT_ID,
    clientSecret: sandboxSecret(secrets, 'microsoft'),
    authority: MICROSOFT_SANDBOX_AUTHORITY,
    authorityMetadata: {
      authorizationEndpoint: `${config.publicOrigin}${MICROSOFT_SANDBOX_PATH}/oauth2/v2.0/authorize`,
      tokenEndpoint: `${sandboxServer}${MICROSOFT_SANDBOX_PATH}/oauth2/v2.0/token`,
      issuer: `${sandboxServer}${MICROSOFT_SANDBOX_PATH}/v2.0`,
    },
    graphBaseUrl: `${sandboxServer}${MICROSOFT_SANDBOX_PATH}/v1.0`,
    sandbox: true,
  });
}

/** Neither Microsoft nor the sandbox: each call fails alike, and the calendar answers 503 for it. */
function unconfiguredMicrosoft(): MicrosoftCalendarProvider {
  const fail = async (): Promise<never> => {
    throw new MicrosoftApiError(503, MICROSOFT_NOT_CONFIGURED, 'Microsoft 365 is not set up on this server.');
  };
  return {
    sandbox: false,
    authorizationUrl: fail,
    exchangeCode: fail,
    refresh: fail,
    me: fail,
    delta: fail,
    createEvent: fail,
    updateEvent: fail,
    deleteEvent: fail,
    subscribe: fail,
    renewSubscription: fail,
    deleteSubscription: fail,
  };
}
