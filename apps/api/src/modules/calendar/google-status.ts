/** GET /meeting/{userId}/check-authorization: whether the user's Google Calendar is connected, and if not where to. */
import type { GoogleAuthorizationResponse } from '@counsel/domain';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound } from '../../platform/errors.js';
import { authorizationFor, type Browser, type GoogleDeps, isUsable } from './google-connection.js';
import * as syncRepo from './sync-repository.js';

export async function checkAuthorization(
  deps: GoogleDeps,
  auth: AuthContext,
  userId: number,
  browser: Browser,
): Promise<{ answer: GoogleAuthorizationResponse; cookie: string | null }> {
  if (userId !== auth.user.id) throw notFound('User');
  const connection = await syncRepo.findConnection(deps.db, auth.firm.id, userId, 'google');
  const authorized = isUsable(deps, connection);
  const authorization = authorized ? null : await authorizationFor(deps, auth, browser);
  return {
    answer: {
      authorized,
      authorization_url: authorization?.url ?? null,
      status: connection ? (connection.status === 'revoked' ? 'revoked' : 'active') : null,
      account_email: connection?.accountEmail ?? null,
      last_synced_at: connection?.lastSyncedAt?.toISOString() ?? null,
      last_error: connection?.lastError ?? null,
      sandbox: deps.googleCalendar.sandbox,
    },
    cookie: authorization?.cookie ?? null,
  };
}
