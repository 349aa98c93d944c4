/**
 * Chooses the Calendar the app talks to: Google when GOOGLE_CLIENT_ID/SECRET are set (the same OAuth
 * client as Drive), else the API's own sandbox while sandboxes are on, else none: every call then fails
 * as not configured.
 */
import type { Config } from '../../config.js';
import type { SecretBox } from '../../platform/secrets.js';
import { selfBaseUrl } from '../plaid/index.js';
import { sandboxSecret } from '../sandbox-credentials.js';
import { createGoogleCalendarClient } from './client.js';
import { GoogleCalendarApiError, type GoogleCalendarProvider } from './provider.js';

export const CALENDAR_SANDBOX_PATH = '/api/sandbox/google-calendar';
export const CALENDAR_SANDBOX_CLIENT_ID = 'counsel-calendar-sandbox';
/** The reason of the error every call of an unconfigured Calendar fails with. */
export const CALENDAR_NOT_CONFIGURED = 'not_configured';

/**
 * `sandboxServer` is where this process reaches its own sandbox (tests pass the address they listen
 * on); the consent page is opened by the browser, so its address is the public origin.
 */
export function createGoogleCalendarProvider(
  config: Config,
  secrets: SecretBox,
  sandboxServer: string = selfBaseUrl(config).replace(/\/api\/sandbox\/plaid$/, ''),
): GoogleCalendarProvider {
  if (config.google) return createGoogleCalendarClient({ ...config.google, sandbox: false });
  if (!config.sandboxes) return unconfiguredGoogleCalendar();
  return createGoogleCalendarClient({
    clientId: CALENDAR_SANDBOX_CLIENT_ID,
    clientSecret: sandboxSecret(secrets, 'google-calendar'),
    authUrl: `${config.publicOrigin}${CALENDAR_SANDBOX_PATH}/o/oauth2/v2/auth`,
    tokenUrl: `${sandboxServer}${CALENDAR_SANDBOX_PATH}/token`,
    revokeUrl: `${sandboxServer}${CALENDAR_SANDBOX_PATH}/revoke`,
    apiRootUrl: `${sandboxServer}${CALENDAR_SANDBOX_PATH}/`,
    sandbox: true,
  });
}

/** Neither Google nor the sandbox: each call fails alike, and the calendar answers 503 for it. */
function unconfiguredGoogleCalendar(): GoogleCalendarProvider {
  const fail = (): never => {
    throw new GoogleCalendarApiError(503, CALENDAR_NOT_CONFIGURED, 'Google Calendar is not set up on this server.');
  };
  return {
    sandbox: false,
    authorizationUrl: fail,
    exchangeCode: async () => fail(),
    refresh: async () => fail(),
    revoke: async () => fail(),
    listEvents: async () => fail(),
    insertEvent: async () => fail(),
    patchEvent: async () => fail(),
    deleteEvent: async () => fail(),
    watch: async () => fail(),
    stopChannel: async () => fail(),
  };
}
