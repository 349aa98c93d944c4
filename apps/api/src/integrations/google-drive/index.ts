/**
 * Chooses the Drive the app talks to: Google when GOOGLE_CLIENT_ID/SECRET are set, else the API's own
 * sandbox while sandboxes are on (config.sandboxes), else none: every call then fails as not configured.
 */
import type { Config } from '../../config.js';
import type { SecretBox } from '../../platform/secrets.js';
import { selfBaseUrl } from '../plaid/index.js';
import { sandboxSecret } from '../sandbox-credentials.js';
import { createGoogleDriveClient } from './client.js';
import { GoogleDriveApiError, type GoogleDriveProvider } from './provider.js';

export const SANDBOX_PATH = '/api/sandbox/google-drive';
export const SANDBOX_CLIENT_ID = 'counsel-sandbox';
/** The reason of the error every call of an unconfigured Drive fails with. */
export const NOT_CONFIGURED = 'not_configured';

/**
 * `sandboxServer` is where this process reaches its own sandbox (tests pass the address they listen
 * on); the consent page is opened by the browser, so its address is the public origin.
 */
export function createGoogleDriveProvider(
  config: Config,
  secrets: SecretBox,
  sandboxServer: string = selfBaseUrl(config).replace(/\/api\/sandbox\/plaid$/, ''),
): GoogleDriveProvider {
  if (config.google) return createGoogleDriveClient({ ...config.google, sandbox: false });
  if (!config.sandboxes) return unconfiguredGoogleDrive();
  return createGoogleDriveClient({
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: sandboxSecret(secrets, 'google-drive'),
    authUrl: `${config.publicOrigin}${SANDBOX_PATH}/o/oauth2/v2/auth`,
    tokenUrl: `${sandboxServer}${SANDBOX_PATH}/token`,
    apiRootUrl: `${sandboxServer}${SANDBOX_PATH}/`,
    sandbox: true,
  });
}

/** Neither Google nor the sandbox: each call fails alike, and the module answers 503 for it. */
function unconfiguredGoogleDrive(): GoogleDriveProvider {
  const fail = (): never => {
    throw new GoogleDriveApiError(503, NOT_CONFIGURED, 'Google Drive is not set up on this server.');
  };
  return {
    sandbox: false,
    authorizationUrl: fail,
    exchangeCode: async () => fail(),
    refresh: async () => fail(),
    list: async () => fail(),
    get: async () => fail(),
    upload: async () => fail(),
    createFolder: async () => fail(),
    rename: async () => fail(),
    delete: async () => fail(),
    download: async () => fail(),
  };
}
