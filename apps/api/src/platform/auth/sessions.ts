/**
 * A session is a family of refresh tokens, the access tokens signed for it and the refresh cookie that carries
 * it. Below the modules: sign-in and password changes (auth) and an employee's first password or removal (team)
 * start and end sessions the same way.
 */
import { randomUUID } from 'node:crypto';
import type { AuthUser, Locale } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import * as repo from './session-repository.js';
import { newRefreshToken, REFRESH_TOKEN_TTL_DAYS, type TokenService } from './tokens.js';

/** What starting a session needs: the access tokens' signer. */
export interface SessionDeps {
  tokens: TokenService;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: AuthUser;
}

export function toAuthUser(user: typeof users.$inferSelect): AuthUser {
  return {
    id: user.id,
    law_firm_id: user.lawFirmId,
    full_name: user.fullName,
    email: user.email,
    position: user.position as AuthUser['position'],
    is_admin: user.isAdmin,
    image: user.image,
    locale: user.locale as Locale,
  };
}

export async function startSession(
  deps: SessionDeps,
  tx: DbOrTx,
  user: typeof users.$inferSelect,
  client: ClientInfo,
  /** The session a refresh continues; a new one when absent. */
  continued?: string,
): Promise<Session> {
  const refresh = newRefreshToken();
  const familyId = continued ?? randomUUID();
  await repo.insertRefreshToken(tx, {
    userId: user.id,
    familyId,
    // A refresh is the session being seen: the security page shows when each session was last in use.
    lastSeenAt: continued ? new Date() : null,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  const accessToken = await deps.tokens.sign({ userId: user.id, lawFirmId: user.lawFirmId, sessionId: familyId });
  return { accessToken, refreshToken: refresh.token, user: toAuthUser(user) };
}

/** Ends every session of a user: all refresh-token families (a deactivated employee). */
export const revokeUserSessions = (db: DbOrTx, userId: number) => repo.revokeUserSessions(db, userId);

/** Stores a user's new password hash and answers the user's row (an invited employee's first password). */
export const updatePasswordHash = repo.updatePasswordHash;

/**
 * After a password change: every session of the user ends (all refresh-token families), and a new one
 * starts for the device that made the change, so only it stays signed in.
 */
export async function restartSessions(
  deps: SessionDeps,
  tx: DbOrTx,
  user: typeof users.$inferSelect,
  client: ClientInfo,
): Promise<Session> {
  await repo.revokeUserSessions(tx, user.id);
  return startSession(deps, tx, user, client);
}
