/**
 * A user's Microsoft 365 connection (people-and-scheduling §4 "Microsoft calendar flow", §7; issue 39):
 * verification (GET /microsoft/user/info), the sign-in popup /microsoft/auth/login with user_id (bound by
 * a signed state to the signed-in user and to the browser's cookie nonce, as Google's), the callback that
 * keeps the refresh token encrypted, and a fresh access token for each use. Entra rotates refresh tokens:
 * each new one replaces the stored one. A token Entra refuses (consent withdrawn) marks the connection
 * revoked, and the user is shown a reconnect button.
 */
import { CALENDAR_MESSAGES } from '@counsel/domain';
import type { AppServices } from '../../app-services.js';
import { MICROSOFT_NOT_CONFIGURED } from '../../integrations/microsoft/index.js';
import { MicrosoftApiError } from '../../integrations/microsoft/provider.js';
import { MICROSOFT_CALLBACK_PATH, MICROSOFT_OAUTH } from '../../integrations/microsoft/sandbox-routes.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, serviceNotConfigured } from '../../platform/errors.js';
import { flowNonce, loginTargetOf } from '../../platform/oauth/flow.js';
import { type NonceCookie, nonceCookieHeader } from '../../platform/oauth/nonce-cookie.js';
import { issueOAuthState } from '../../platform/oauth/state.js';
import { type Browser, CalendarNotAuthorized, completeConnection, refreshedAccess } from './google-connection.js';
import * as syncRepo from './sync-repository.js';

export type MicrosoftDeps = Pick<AppServices, 'db' | 'secrets' | 'config' | 'microsoft'> & { now: () => Date };

export const MICROSOFT_NONCE_COOKIE: NonceCookie = { name: 'counsel_microsoft_oauth', path: '/api/microsoft' };
export const MICROSOFT_LOGIN_PATH = '/api/microsoft/auth/login';

const MICROSOFT_NOT_AUTHORIZED = {
  code: 'microsoft_not_authorized',
  notAuthorized: CALENDAR_MESSAGES.microsoftNotAuthorized,
  revoked: CALENDAR_MESSAGES.microsoftRevoked,
} as const;

/** Microsoft's failures in our shape: not set up is 503, anything else a 502 naming Microsoft's reason. */
export function microsoftFailure(error: unknown): unknown {
  if (!(error instanceof MicrosoftApiError)) return error;
  if (error.reason === MICROSOFT_NOT_CONFIGURED)
    return serviceNotConfigured('Microsoft 365 is not set up on this server.');
  return new AppError(502, 'microsoft_error', CALENDAR_MESSAGES.microsoftError, {
    details: { status: error.status, reason: error.reason, error: error.message },
  });
}

export const isMicrosoftRevocation = (error: unknown) =>
  error instanceof MicrosoftApiError &&
  (error.reason === 'invalid_grant' || error.reason === 'interaction_required' || error.status === 401);

const redirectUri = (deps: MicrosoftDeps) => `${deps.config.publicOrigin}${MICROSOFT_CALLBACK_PATH}`;

/** Where the popup goes (/microsoft/auth/login with user_id), and the Set-Cookie of the nonce it is bound to. */
export async function microsoftAuthorizationFor(
  deps: MicrosoftDeps,
  auth: AuthContext,
  browser: Browser,
): Promise<{ url: string; cookie: string }> {
  const { nonce } = await flowNonce(deps.db, auth.firm.id, browser.nonce);
  const { state, codeChallenge } = issueOAuthState(deps.secrets, MICROSOFT_OAUTH, {
    firmId: auth.firm.id,
    userId: auth.user.id,
    email: auth.user.email,
    nonce,
  });
  // Built now too, so that a server without Microsoft (and without its sandbox) answers 503 here.
  try {
    await deps.microsoft.authorizationUrl({
      state,
      redirectUri: redirectUri(deps),
      loginHint: auth.user.email,
      codeChallenge,
    });
  } catch (error) {
    throw microsoftFailure(error);
  }
  const url = new URL(`${deps.config.publicOrigin}${MICROSOFT_LOGIN_PATH}`);
  url.searchParams.set('user_id', String(auth.user.id));
  url.searchParams.set('state', state);
  return { url: url.toString(), cookie: nonceCookieHeader(MICROSOFT_NONCE_COOKIE, nonce, browser.secure) };
}

/** The sign-in page the popup opens: the state must be this server's, for that user, from this browser. */
export function microsoftLoginTarget(
  deps: MicrosoftDeps,
  query: { user_id?: string | undefined; state?: string | undefined },
  browserNonce: string | undefined,
): Promise<{ url: string } | { detail: string }> {
  return loginTargetOf(deps.secrets, MICROSOFT_OAUTH, query, browserNonce, (state, rawState) =>
    deps.microsoft.authorizationUrl({
      state: rawState,
      redirectUri: redirectUri(deps),
      loginHint: state.email,
      codeChallenge: state.challenge,
    }),
  );
}

/** The popup's return: the code exchanged with MSAL, and the account named by Graph's /me. */
export function completeMicrosoftAuthorization(
  deps: MicrosoftDeps,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  browserNonce: string | undefined,
) {
  const provider = {
    name: 'microsoft',
    label: 'Microsoft',
    purposes: MICROSOFT_OAUTH,
    sandbox: deps.microsoft.sandbox,
    exchange: async (code: string, verifier: string) => {
      const grant = await deps.microsoft.exchangeCode(code, redirectUri(deps), verifier);
      return { refreshToken: grant.refreshToken, email: (await deps.microsoft.me(grant.accessToken)).email };
    },
  } as const;
  return completeConnection(deps, provider, query, browserNonce);
}

/** A usable connection: active and made with the provider in use (a sandbox token means nothing to Microsoft). */
export const isMicrosoftUsable = (deps: MicrosoftDeps, connection: syncRepo.ConnectionRow | null) =>
  connection !== null && connection.status === 'active' && connection.sandbox === deps.microsoft.sandbox;

/** A fresh access token (google-connection.ts's refreshedAccess: Entra rotates refresh tokens). */
export const microsoftAccessFor = (deps: MicrosoftDeps, connection: syncRepo.ConnectionRow) =>
  refreshedAccess(deps, connection, {
    refresh: (token) => deps.microsoft.refresh(token),
    isRevocation: isMicrosoftRevocation,
    unreadable: () => new MicrosoftApiError(400, 'invalid_grant', 'The stored token cannot be read.'),
  });

/** The caller's connection and an access token, or 401 with where to (re)connect. */
export async function requireMicrosoftAccess(deps: MicrosoftDeps, auth: AuthContext, browser: Browser) {
  const notAuthorized = async (revoked: boolean) => {
    const { url, cookie } = await microsoftAuthorizationFor(deps, auth, browser);
    return new CalendarNotAuthorized(MICROSOFT_NOT_AUTHORIZED, url, revoked, cookie);
  };
  const connection = await syncRepo.findConnection(deps.db, auth.firm.id, auth.user.id, 'microsoft');
  if (!connection || !isMicrosoftUsable(deps, connection)) {
    throw await notAuthorized(connection?.status === 'revoked');
  }
  try {
    return { connection, accessToken: await microsoftAccessFor(deps, connection) };
  } catch (error) {
    if (isMicrosoftRevocation(error)) throw await notAuthorized(true);
    throw microsoftFailure(error);
  }
}
