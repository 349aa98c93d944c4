/**
 * A user's Drive connection: the authorization URL (with a signed state naming firm and user, bound to
 * the browser's cookie nonce), the OAuth callback that stores the refresh token encrypted, and a fresh
 * access token for each use.
 */
import type { DriveAccessTokenResponse } from '@counsel/domain';
import type { AppServices } from '../../app-services.js';
import { NOT_CONFIGURED } from '../../integrations/google-drive/index.js';
import { DRIVE_OAUTH, issueDriveState } from '../../integrations/google-drive/oauth-state.js';
import { GoogleDriveApiError } from '../../integrations/google-drive/provider.js';
import { callbackPath } from '../../integrations/google-drive/sandbox-routes.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound, serviceNotConfigured } from '../../platform/errors.js';
import { checkCallback, flowNonce } from '../../platform/oauth/flow.js';
import * as repo from './repository.js';

export type DriveDeps = Pick<AppServices, 'db' | 'secrets' | 'googleDrive' | 'config' | 'storage'>;

/** The Drive's services, read through a getter: tests point services.googleDrive at the sandbox on the port they listen on. */
export const driveDeps = (services: AppServices): DriveDeps => ({
  db: services.db,
  secrets: services.secrets,
  config: services.config,
  storage: services.storage,
  get googleDrive() {
    return services.googleDrive;
  },
});

export const notAuthorized = () =>
  new AppError(409, 'google_drive_not_authorized', 'Google Drive access not authorized. Please authorize first.');
export const tokenNotFound = () =>
  new AppError(409, 'google_drive_token_not_found', 'Google Drive token not found. Please re-authorize.');

/** Google's failures in our shape: its 404 is ours, a refused token means authorizing again. */
export function driveFailure(error: unknown): unknown {
  if (!(error instanceof GoogleDriveApiError)) return error;
  if (error.reason === NOT_CONFIGURED) return serviceNotConfigured('Google Drive is not set up on this server.');
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

/** Where the popup goes; `nonce` is the browser's cookie nonce the state is bound to. */
export function authorizationUrl(deps: DriveDeps, auth: AuthContext, nonce: string): string {
  const { state, codeChallenge } = issueDriveState(deps.secrets, {
    firmId: auth.firm.id,
    userId: auth.user.id,
    email: auth.user.email,
    nonce,
  });
  try {
    return deps.googleDrive.authorizationUrl({
      state,
      redirectUri: redirectUri(deps),
      loginHint: auth.user.email,
      codeChallenge,
    });
  } catch (error) {
    throw driveFailure(error);
  }
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

/**
 * The user's access token, or (not connected) where to authorize. The authorization is bound to the
 * browser's cookie nonce: the one the browser already holds while its flow is unfinished (so a second
 * look at this answer does not break the popup already open), else a fresh one for the route to set.
 */
export async function accessTokenAnswer(
  deps: DriveDeps,
  auth: AuthContext,
  browserNonce: string | undefined,
): Promise<{ answer: DriveAccessTokenResponse; nonce?: string }> {
  const sandbox = deps.googleDrive.sandbox;
  const access = await freshAccess(deps, auth);
  if (access) {
    return {
      answer: { accessToken: access.accessToken, expires_at: access.expiresAt?.toISOString() ?? null, sandbox },
    };
  }
  const { nonce } = await flowNonce(deps.db, auth.firm.id, browserNonce);
  return { answer: { authorized: false, authorization_url: authorizationUrl(deps, auth, nonce), sandbox }, nonce };
}

export async function disconnect(deps: DriveDeps, auth: AuthContext): Promise<void> {
  await repo.deleteConnection(deps.db, auth.firm.id, auth.user.id);
}

/**
 * The popup's return: the state (signed, unexpired) names firm and user and is accepted only from the
 * browser holding its cookie nonce, and only once (the nonce is recorded as used). The code is then
 * exchanged with the flow's PKCE verifier and the refresh token kept encrypted. Answers whether it
 * worked and, if not, why (shown in the popup); `consumed` tells the route to clear the cookie.
 */
export async function completeAuthorization(
  deps: DriveDeps,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  browserNonce: string | undefined,
): Promise<{ connected: boolean; detail?: string; consumed: boolean }> {
  const check = await checkCallback(
    { db: deps.db, secrets: deps.secrets, publicOrigin: deps.config.publicOrigin, purposes: DRIVE_OAUTH },
    query,
    browserNonce,
  );
  if (!check.ok) return { connected: false, detail: check.detail, consumed: check.consumed };
  const { state } = check;
  try {
    const grant = await deps.googleDrive.exchangeCode(check.code, redirectUri(deps), check.codeVerifier);
    if (!grant.refreshToken) return { connected: false, detail: 'Google gave no offline access', consumed: true };
    await repo.saveConnection(deps.db, {
      lawFirmId: state.firmId,
      userId: state.userId,
      refreshTokenEncrypted: deps.secrets.encrypt(grant.refreshToken),
      sandbox: deps.googleDrive.sandbox,
    });
    return { connected: true, consumed: true };
  } catch (error) {
    return { connected: false, detail: error instanceof Error ? error.message : 'unknown error', consumed: true };
  }
}
