/**
 * A user's Drive connection: the authorization URL (with a signed state naming firm and user), the
 * OAuth callback that stores the refresh token encrypted, and a fresh access token for each use.
 */
import type { DriveAccessTokenResponse } from '@counsel/domain';
import type { AppServices } from '../../app-services.js';
import { GoogleDriveApiError } from '../../integrations/google-drive/provider.js';
import { callbackPath } from '../../integrations/google-drive/sandbox-routes.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import * as repo from './repository.js';

export type DriveDeps = Pick<AppServices, 'db' | 'secrets' | 'googleDrive' | 'config' | 'storage'>;

const STATE_PURPOSE = 'google-drive-oauth-state';
const STATE_SECONDS = 15 * 60;

export const notAuthorized = () =>
  new AppError(409, 'google_drive_not_authorized', 'Google Drive access not authorized. Please authorize first.');
export const tokenNotFound = () =>
  new AppError(409, 'google_drive_token_not_found', 'Google Drive token not found. Please re-authorize.');

/** Google's failures in our shape: its 404 is ours, a refused token means authorizing again. */
export function driveFailure(error: unknown): unknown {
  if (!(error instanceof GoogleDriveApiError)) return error;
  if (error.status === 404) return notFound('Drive file');
  if (error.status === 413) return new AppError(413, 'payload_too_large', 'The file is too large.');
  if (error.status === 401 || error.reason === 'invalid_grant') return tokenNotFound();
  return new AppError(502, 'google_drive_error', `Google Drive error: ${error.message}`, {
    details: { status: error.status, reason: error.reason, error: error.message },
  });
}

/** A user may use only their own Drive; another user's id is as unknown as another firm's. */
export function assertSelf(auth: AuthContext, userId: number): void {
  if (auth.user.id !== userId) throw notFound('User');
}

const redirectUri = (deps: DriveDeps) => `${deps.config.publicOrigin}${callbackPath}`;

export function authorizationUrl(deps: DriveDeps, auth: AuthContext): string {
  const claims = { f: auth.firm.id, u: auth.user.id, e: Math.floor(Date.now() / 1000) + STATE_SECONDS };
  const state = deps.secrets.sign(STATE_PURPOSE, Buffer.from(JSON.stringify(claims)).toString('base64url'));
  return deps.googleDrive.authorizationUrl({ state, redirectUri: redirectUri(deps), loginHint: auth.user.email });
}

/** A fresh access token, or null when the user has not connected (or connected another Drive). */
export async function freshAccess(deps: DriveDeps, auth: AuthContext) {
  const connection = await repo.findConnection(deps.db, auth.firm.id, auth.user.id);
  // A sandbox token means nothing to Google (and the reverse): connect again.
  if (!connection || connection.sandbox !== deps.googleDrive.sandbox) return null;
  let refreshToken: string;
  try {
    refreshToken = deps.secrets.decrypt(connection.refreshTokenEncrypted);
  } catch {
    // Encrypted under another key (ENCRYPTION_KEY changed): unusable, so forgotten.
    await repo.deleteConnection(deps.db, auth.firm.id, auth.user.id);
    throw tokenNotFound();
  }
  try {
    return await deps.googleDrive.refresh(refreshToken);
  } catch (error) {
    if (error instanceof GoogleDriveApiError && (error.reason === 'invalid_grant' || error.status === 401)) {
      // Revoked at Google: the stored token is dead.
      await repo.deleteConnection(deps.db, auth.firm.id, auth.user.id);
      throw tokenNotFound();
    }
    throw driveFailure(error);
  }
}

export async function requireAccess(deps: DriveDeps, auth: AuthContext): Promise<string> {
  const access = await freshAccess(deps, auth);
  if (!access) throw notAuthorized();
  return access.accessToken;
}

export async function accessTokenAnswer(deps: DriveDeps, auth: AuthContext): Promise<DriveAccessTokenResponse> {
  const sandbox = deps.googleDrive.sandbox;
  const access = await freshAccess(deps, auth);
  if (!access) return { authorized: false, authorization_url: authorizationUrl(deps, auth), sandbox };
  return { accessToken: access.accessToken, expires_at: access.expiresAt?.toISOString() ?? null, sandbox };
}

export async function disconnect(deps: DriveDeps, auth: AuthContext): Promise<void> {
  await repo.deleteConnection(deps.db, auth.firm.id, auth.user.id);
}

/**
 * The popup's return: the state (signed, unexpired) names firm and user; the code is exchanged and the
 * refresh token kept encrypted. Answers whether it worked and, if not, why (shown in the popup).
 */
export async function completeAuthorization(
  deps: DriveDeps,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
): Promise<{ connected: boolean; detail?: string }> {
  const value = query.state ? deps.secrets.verify(STATE_PURPOSE, query.state) : null;
  if (!value) return { connected: false, detail: 'the request expired or was altered' };
  const claims = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { f: number; u: number; e: number };
  if (claims.e < Date.now() / 1000) return { connected: false, detail: 'the request expired' };
  if (query.error || !query.code)
    return {
      connected: false,
      detail: query.error === 'access_denied' ? 'access was denied' : 'no authorization code',
    };
  try {
    const grant = await deps.googleDrive.exchangeCode(query.code, redirectUri(deps));
    if (!grant.refreshToken) return { connected: false, detail: 'Google gave no offline access' };
    await repo.saveConnection(deps.db, {
      lawFirmId: claims.f,
      userId: claims.u,
      refreshTokenEncrypted: deps.secrets.encrypt(grant.refreshToken),
      sandbox: deps.googleDrive.sandbox,
    });
    return { connected: true };
  } catch (error) {
    return { connected: false, detail: error instanceof Error ? error.message : 'unknown error' };
  }
}
