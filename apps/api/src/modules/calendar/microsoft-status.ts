/** GET /microsoft/user/info: whether the caller's Microsoft 365 is connected (verified), and if not where to sign in. */
import type { MicrosoftUserInfoResponse } from '@counsel/domain';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Browser } from './google-connection.js';
import { isMicrosoftUsable, type MicrosoftDeps, microsoftAuthorizationFor } from './microsoft-connection.js';
import * as syncRepo from './sync-repository.js';

export async function microsoftUserInfo(
  deps: MicrosoftDeps,
  auth: AuthContext,
  browser: Browser,
): Promise<{ answer: MicrosoftUserInfoResponse; cookie: string | null }> {
  const connection = await syncRepo.findConnection(deps.db, auth.firm.id, auth.user.id, 'microsoft');
  const verified = isMicrosoftUsable(deps, connection);
  const authorization = verified ? null : await microsoftAuthorizationFor(deps, auth, browser);
  return {
    answer: {
      verified,
      authorization_url: authorization?.url ?? null,
      status: connection ? (connection.status === 'revoked' ? 'revoked' : 'active') : null,
      account_email: connection?.accountEmail ?? null,
      last_synced_at: connection?.lastSyncedAt?.toISOString() ?? null,
      last_error: connection?.lastError ?? null,
      sandbox: deps.microsoft.sandbox,
    },
    cookie: authorization?.cookie ?? null,
  };
}
