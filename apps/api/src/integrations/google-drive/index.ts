/** Chooses the Drive the app talks to: Google when GOOGLE_CLIENT_ID/SECRET are set, else the API's own sandbox. */
import type { Config } from '../../config.js';
import { selfBaseUrl } from '../plaid/index.js';
import { createGoogleDriveClient } from './client.js';
import type { GoogleDriveProvider } from './provider.js';

export const SANDBOX_PATH = '/api/sandbox/google-drive';
export const SANDBOX_CLIENT_ID = 'counsel-sandbox';
export const SANDBOX_CLIENT_SECRET = 'counsel-sandbox-secret';

/**
 * `sandboxServer` is where this process reaches its own sandbox (tests pass the address they listen
 * on); the consent page is opened by the browser, so its address is the public origin.
 */
export function createGoogleDriveProvider(
  config: Config,
  sandboxServer: string = selfBaseUrl(config).replace(/\/api\/sandbox\/plaid$/, ''),
): GoogleDriveProvider {
  if (config.google) return createGoogleDriveClient({ ...config.google, sandbox: false });
  return createGoogleDriveClient({
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: SANDBOX_CLIENT_SECRET,
    authUrl: `${config.publicOrigin}${SANDBOX_PATH}/o/oauth2/v2/auth`,
    tokenUrl: `${sandboxServer}${SANDBOX_PATH}/token`,
    apiRootUrl: `${sandboxServer}${SANDBOX_PATH}/`,
    sandbox: true,
  });
}
