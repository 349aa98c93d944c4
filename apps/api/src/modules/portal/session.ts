/**
 * The portal's session: its own cookie, apart from the staff's bearer tokens, so neither opens the
 * other's calls. The cookie holds 32 random bytes; only their SHA-256 is stored. A session ends
 * PORTAL_SESSION_TTL_HOURS after sign-in whatever the client does, and at sign-out.
 */
import { PORTAL_ERRORS, PORTAL_MESSAGES, PORTAL_SESSION_TTL_HOURS } from '@counsel/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { hashRefreshToken } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors.js';
import { newMailedToken } from './invitations.js';
import * as repo from './repository.js';
import { factorsOn } from './second-factor-repository.js';

export const PORTAL_COOKIE = 'counsel_portal';
/** The browser sends the cookie to the portal's calls only. */
export const PORTAL_COOKIE_PATH = '/api/portal';
const TTL_MS = PORTAL_SESSION_TTL_HOURS * 60 * 60 * 1000;

export const signedOut = () => new AppError(401, PORTAL_ERRORS.signedOut, PORTAL_MESSAGES.signedOut);

/** Starts a session for the account; answers its id and the token for the cookie. */
export async function startSession(tx: DbOrTx, portalUserId: number, ip: string) {
  const { token, hash } = newMailedToken();
  const expiresAt = new Date(Date.now() + TTL_MS);
  const id = await repo.insertSession(tx, { tokenHash: hash, portalUserId, expiresAt, ip });
  return { id, token };
}

/** Secure as the staff's refresh cookie is: when COOKIE_SECURE says so or the request came over HTTPS. */
export function setPortalCookie(reply: FastifyReply, token: string, alwaysSecure: boolean): void {
  reply.setCookie(PORTAL_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: alwaysSecure || reply.request.protocol === 'https',
    path: PORTAL_COOKIE_PATH,
    maxAge: PORTAL_SESSION_TTL_HOURS * 60 * 60,
  });
}

export function clearPortalCookie(reply: FastifyReply): void {
  reply.clearCookie(PORTAL_COOKIE, { path: PORTAL_COOKIE_PATH });
}

export const portalCookieOf = (request: FastifyRequest): string | undefined => request.cookies[PORTAL_COOKIE];

/** The signed-in account of a portal call, and the one firm whose portal it opens. */
export interface PortalCaller {
  userId: number;
  lawFirmId: number;
  sessionId: number;
  ip: string;
}

/**
 * The clients the signed-in account stands for in its firm: what else the portal opens to the account
 * (the forms sent to these clients) hangs on this, read at every call so withdrawn access closes at once.
 */
export const callerClientIds = (db: DbOrTx, caller: PortalCaller): Promise<number[]> =>
  repo.accessClientIds(db, caller.userId, caller.lawFirmId);

const callers = new WeakMap<FastifyRequest, PortalCaller>();

/** A session's last_seen_at is written at most once a minute. */
export const LAST_SEEN_PRECISION_MS = 60_000;

/**
 * preHandler of every signed-in portal call: the cookie's live session, else 401 portal_signed_out. When the
 * account's firm requires a second factor of its portal clients and the account has none, every call but
 * those marked `beforeSecondFactor` (the account and its security page) is 403 portal_second_factor_required.
 * The requirement is the account's own firm's: a session opens one firm's portal, so no other firm's setting
 * bears on it.
 */
export const requirePortalSession =
  (db: Db, options: { beforeSecondFactor?: boolean } = {}) =>
  async (request: FastifyRequest) => {
    const token = portalCookieOf(request);
    if (!token) throw signedOut();
    const now = new Date();
    const session = await repo.findLiveSession(db, hashRefreshToken(token), now);
    if (!session) throw signedOut();
    const { totp, email } = factorsOn(session.factor);
    if (session.factorRequired && !totp && !email && !options.beforeSecondFactor) {
      throw new AppError(403, PORTAL_ERRORS.secondFactorRequired, PORTAL_MESSAGES.secondFactorRequired);
    }
    // The last-seen time is for people, to the minute: a client's burst of calls writes it once.
    if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
      await repo.touchSession(db, session.sessionId, now);
    }
    callers.set(request, {
      userId: session.user.id,
      lawFirmId: session.user.lawFirmId,
      sessionId: session.sessionId,
      ip: request.ip,
    });
  };

/** The caller resolved by requirePortalSession (which every signed-in portal route runs first). */
export function portalCallerOf(request: FastifyRequest): PortalCaller {
  const caller = callers.get(request);
  if (!caller) throw signedOut();
  return caller;
}
