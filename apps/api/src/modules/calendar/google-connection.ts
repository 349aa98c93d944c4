/**
 * A user's Google Calendar connection (people-and-scheduling §4 "Calendar sync auth", §7): where the auth
 * popup goes (the Google login endpoint with user_id, bound by a signed state to the signed-in user and to
 * the browser's cookie nonce), the OAuth callback that keeps the refresh token encrypted, and a fresh
 * access token for each use. A token Google refuses (invalid_grant) marks the connection revoked: the
 * user is answered 401 with where to reconnect, never left with a sync that silently stopped.
 */
import { CALENDAR_MESSAGES, type ErrorCode } from '@counsel/domain';
import type { AppServices } from '../../app-services.js';
import { CALENDAR_NOT_CONFIGURED } from '../../integrations/google-calendar/index.js';
import { GoogleCalendarApiError } from '../../integrations/google-calendar/provider.js';
import { CALENDAR_CALLBACK_PATH, CALENDAR_OAUTH } from '../../integrations/google-calendar/sandbox-routes.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, serviceNotConfigured } from '../../platform/errors.js';
import { checkCallback, flowNonce, loginTargetOf } from '../../platform/oauth/flow.js';
import { type NonceCookie, nonceCookieHeader } from '../../platform/oauth/nonce-cookie.js';
import { issueOAuthState, type OAuthPurposes } from '../../platform/oauth/state.js';
import * as syncRepo from './sync-repository.js';

export type GoogleDeps = Pick<AppServices, 'db' | 'secrets' | 'config' | 'googleCalendar'> & { now: () => Date };

export const CALENDAR_NONCE_COOKIE: NonceCookie = { name: 'counsel_calendar_oauth', path: '/api/google-calendar' };
export const LOGIN_PATH = '/api/google-calendar/auth/login';

/** The browser a request came from: its flow nonce cookie, and whether cookies to it are Secure. */
export interface Browser {
  nonce: string | undefined;
  secure: boolean;
}

/**
 * 401 with where to authorize (§7: "401 may return authorization_url"), and the cookie that binds the
 * flow: for Google's calendar and Microsoft's alike, each with its code and messages.
 */
export class CalendarNotAuthorized extends AppError {
  constructor(
    provider: { code: ErrorCode; notAuthorized: string; revoked: string },
    readonly authorizationUrl: string,
    revoked: boolean,
    cookie: string,
  ) {
    super(
      401,
      provider.code,
      revoked ? provider.revoked : provider.notAuthorized,
      { details: { reason: revoked ? 'revoked' : 'not_connected', authorization_url: authorizationUrl } },
      { 'set-cookie': cookie },
    );
  }

  override toBody() {
    return { ...super.toBody(), authorization_url: this.authorizationUrl };
  }
}

const GOOGLE_NOT_AUTHORIZED = {
  code: 'google_calendar_not_authorized',
  notAuthorized: CALENDAR_MESSAGES.googleNotAuthorized,
  revoked: CALENDAR_MESSAGES.googleRevoked,
} as const;

/** Google's failures in our shape: not set up is 503, anything else a 502 naming Google's reason. */
export function googleFailure(error: unknown): unknown {
  if (!(error instanceof GoogleCalendarApiError)) return error;
  if (error.reason === CALENDAR_NOT_CONFIGURED)
    return serviceNotConfigured('Google Calendar is not set up on this server.');
  return new AppError(502, 'google_calendar_error', CALENDAR_MESSAGES.googleError, {
    details: { status: error.status, reason: error.reason, error: error.message },
  });
}

export const isRevocation = (error: unknown) =>
  error instanceof GoogleCalendarApiError && (error.reason === 'invalid_grant' || error.status === 401);

const redirectUri = (deps: GoogleDeps) => `${deps.config.publicOrigin}${CALENDAR_CALLBACK_PATH}`;

/** Where the popup goes (our login endpoint with user_id), and the Set-Cookie of the nonce it is bound to. */
export async function authorizationFor(
  deps: GoogleDeps,
  auth: AuthContext,
  browser: Browser,
): Promise<{ url: string; cookie: string }> {
  const { nonce } = await flowNonce(deps.db, auth.firm.id, browser.nonce);
  const { state, codeChallenge } = issueOAuthState(deps.secrets, CALENDAR_OAUTH, {
    firmId: auth.firm.id,
    userId: auth.user.id,
    email: auth.user.email,
    nonce,
  });
  // Where the login endpoint will send the popup: built now too, so that a server without Google (and
  // without its sandbox) answers 503 here rather than a popup that leads nowhere.
  try {
    deps.googleCalendar.authorizationUrl({
      state,
      redirectUri: redirectUri(deps),
      loginHint: auth.user.email,
      codeChallenge,
    });
  } catch (error) {
    throw googleFailure(error);
  }
  const url = new URL(`${deps.config.publicOrigin}${LOGIN_PATH}`);
  url.searchParams.set('user_id', String(auth.user.id));
  url.searchParams.set('state', state);
  return { url: url.toString(), cookie: nonceCookieHeader(CALENDAR_NONCE_COOKIE, nonce, browser.secure) };
}

export async function notAuthorized(deps: GoogleDeps, auth: AuthContext, browser: Browser, revoked: boolean) {
  const { url, cookie } = await authorizationFor(deps, auth, browser);
  return new CalendarNotAuthorized(GOOGLE_NOT_AUTHORIZED, url, revoked, cookie);
}

/**
 * The login endpoint the popup opens: the state must be this server's, for that user, and bound to this
 * browser's nonce; then the browser goes on to Google's consent (or the sandbox's). Else why not.
 */
export function loginTarget(
  deps: GoogleDeps,
  query: { user_id?: string | undefined; state?: string | undefined },
  browserNonce: string | undefined,
): Promise<{ url: string } | { detail: string }> {
  return loginTargetOf(deps.secrets, CALENDAR_OAUTH, query, browserNonce, (state, rawState) =>
    deps.googleCalendar.authorizationUrl({
      state: rawState,
      redirectUri: redirectUri(deps),
      loginHint: state.email,
      codeChallenge: state.challenge,
    }),
  );
}

type CallbackQuery = { code?: string | undefined; state?: string | undefined; error?: string | undefined };

/**
 * A calendar popup's return (platform/oauth/flow.ts's checks), then the code exchanged with the flow's
 * PKCE verifier and the refresh token kept encrypted, for Google's calendar and Microsoft's alike.
 */
export async function completeConnection(
  deps: Pick<GoogleDeps, 'db' | 'secrets' | 'config'>,
  provider: {
    name: syncRepo.Provider;
    label: string;
    purposes: OAuthPurposes;
    sandbox: boolean;
    exchange: (code: string, codeVerifier: string) => Promise<{ refreshToken: string | null; email?: string | null }>;
  },
  query: CallbackQuery,
  browserNonce: string | undefined,
): Promise<{ connected: boolean; detail?: string; consumed: boolean }> {
  const check = await checkCallback(
    { db: deps.db, secrets: deps.secrets, publicOrigin: deps.config.publicOrigin, purposes: provider.purposes },
    query,
    browserNonce,
  );
  if (!check.ok) return { connected: false, detail: check.detail, consumed: check.consumed };
  try {
    const grant = await provider.exchange(check.code, check.codeVerifier);
    if (!grant.refreshToken)
      return { connected: false, detail: `${provider.label} gave no offline access`, consumed: true };
    const owner = { lawFirmId: check.state.firmId, userId: check.state.userId, provider: provider.name };
    await syncRepo.saveConnection(deps.db, {
      ...owner,
      refreshTokenEncrypted: deps.secrets.encrypt(grant.refreshToken),
      sandbox: provider.sandbox,
    });
    const connection = grant.email
      ? await syncRepo.findConnection(deps.db, owner.lawFirmId, owner.userId, owner.provider)
      : null;
    if (connection && grant.email) {
      await syncRepo.updateConnection(deps.db, connection.lawFirmId, connection.id, { accountEmail: grant.email });
    }
    return { connected: true, consumed: true };
  } catch (error) {
    return { connected: false, detail: error instanceof Error ? error.message : 'unknown error', consumed: true };
  }
}

/** Google's popup return. */
export function completeAuthorization(deps: GoogleDeps, query: CallbackQuery, browserNonce: string | undefined) {
  const provider = {
    name: 'google',
    label: 'Google',
    purposes: CALENDAR_OAUTH,
    sandbox: deps.googleCalendar.sandbox,
    exchange: (code: string, verifier: string) => deps.googleCalendar.exchangeCode(code, redirectUri(deps), verifier),
  } as const;
  return completeConnection(deps, provider, query, browserNonce);
}

/** A usable connection: active and made with the provider in use (a sandbox token means nothing to Google). */
export const isUsable = (deps: GoogleDeps, connection: syncRepo.ConnectionRow | null) =>
  connection !== null && connection.status === 'active' && connection.sandbox === deps.googleCalendar.sandbox;

/**
 * A fresh access token for a connection, for Google's calendar and Microsoft's alike. A refused token
 * (revoked at the provider, or encrypted under another key) marks the connection revoked with the reason,
 * and throws the provider's error; a rotated refresh token replaces the stored one.
 */
export async function refreshedAccess(
  deps: Pick<GoogleDeps, 'db' | 'secrets'>,
  connection: syncRepo.ConnectionRow,
  provider: {
    refresh: (refreshToken: string) => Promise<{ accessToken: string; refreshToken?: string | null }>;
    isRevocation: (error: unknown) => boolean;
    unreadable: () => Error;
  },
): Promise<string> {
  const update = (values: Parameters<typeof syncRepo.updateConnection>[3]) =>
    syncRepo.updateConnection(deps.db, connection.lawFirmId, connection.id, values);
  const revoke = (reason: string) => update({ status: 'revoked', lastError: reason.slice(0, 500) });
  let refreshToken: string;
  try {
    refreshToken = deps.secrets.decrypt(connection.refreshTokenEncrypted);
  } catch {
    await revoke('invalid_grant: the stored token cannot be read');
    throw provider.unreadable();
  }
  try {
    const grant = await provider.refresh(refreshToken);
    if (grant.refreshToken && grant.refreshToken !== refreshToken) {
      await update({ refreshTokenEncrypted: deps.secrets.encrypt(grant.refreshToken) });
    }
    return grant.accessToken;
  } catch (error) {
    if (provider.isRevocation(error)) await revoke(`invalid_grant: ${(error as Error).message}`);
    throw error;
  }
}

export const accessFor = (deps: GoogleDeps, connection: syncRepo.ConnectionRow) =>
  refreshedAccess(deps, connection, {
    refresh: (token) => deps.googleCalendar.refresh(token),
    isRevocation,
    unreadable: () => new GoogleCalendarApiError(400, 'invalid_grant', 'The stored token cannot be read.'),
  });

/** The user's connection and an access token, or 401 with where to (re)connect. */
export async function requireAccess(deps: GoogleDeps, auth: AuthContext, browser: Browser) {
  const connection = await syncRepo.findConnection(deps.db, auth.firm.id, auth.user.id, 'google');
  if (!connection || !isUsable(deps, connection)) {
    throw await notAuthorized(deps, auth, browser, connection?.status === 'revoked');
  }
  try {
    return { connection, accessToken: await accessFor(deps, connection) };
  } catch (error) {
    if (isRevocation(error)) throw await notAuthorized(deps, auth, browser, true);
    throw googleFailure(error);
  }
}
