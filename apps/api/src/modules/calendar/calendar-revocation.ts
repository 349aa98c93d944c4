/**
 * What disconnecting does at the provider before the connection is removed here. Google: the stored
 * refresh token is revoked through the OAuth2 revoke endpoint, so it is refused from then on. Microsoft:
 * Graph has no revocation of one app's refresh token (revokeSignInSessions would sign the user out of
 * every app), and MSAL keeps no token past a call (integrations/microsoft/client.ts), so deleting our
 * encrypted token is what ends the app's access; the user may also remove its consent in their account.
 *
 * A provider that fails to revoke never keeps the connection half-removed: the caller removes it anyway,
 * the failure is logged, and the answer says so, for the web to tell the user.
 */
import type { CalendarRevocation } from '@counsel/domain';
import { GoogleCalendarApiError } from '../../integrations/google-calendar/provider.js';
import type { GoogleDeps } from './google-connection.js';
import type { ConnectionRow } from './sync-repository.js';

/** Google's answer for a token it no longer knows: already revoked (or expired), which is what we want. */
const alreadyRefused = (error: unknown) =>
  error instanceof GoogleCalendarApiError &&
  error.status === 400 &&
  (error.reason === 'invalid_token' || error.reason === 'invalid_grant');

/** What revoking needs: the token's key, the Google client and the log (the calendar service's deps hold them). */
export type RevocationDeps = Pick<GoogleDeps, 'secrets' | 'googleCalendar'> & {
  log: { error(obj: unknown, msg?: string): void };
};

export async function revokeAtProvider(deps: RevocationDeps, connection: ConnectionRow): Promise<CalendarRevocation> {
  if (connection.provider === 'microsoft') return 'not_supported';
  const failed = (why: unknown) => {
    deps.log.error(
      { err: why, connectionId: connection.id, lawFirmId: connection.lawFirmId },
      'Google Calendar token not revoked on disconnect; the connection is removed anyway',
    );
    return 'failed' as const;
  };
  // A sandbox token means nothing to Google, nor Google's to the sandbox: neither can revoke the other's.
  if (connection.sandbox !== deps.googleCalendar.sandbox) return failed('token of another provider');
  let refreshToken: string;
  try {
    refreshToken = deps.secrets.decrypt(connection.refreshTokenEncrypted);
  } catch (error) {
    return failed(error);
  }
  try {
    await deps.googleCalendar.revoke(refreshToken);
    return 'revoked';
  } catch (error) {
    return alreadyRefused(error) ? 'revoked' : failed(error);
  }
}
