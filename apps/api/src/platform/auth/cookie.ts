/** The refresh cookie: httpOnly, only sent to /api/auth, kept for the refresh token's lifetime. */
import type { FastifyReply } from 'fastify';
import { REFRESH_COOKIE, REFRESH_TOKEN_TTL_DAYS } from './tokens.js';

export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Any route that starts a session (sign-in, set-password, change-password) hands the browser its cookie here.
 * It is Secure when the deployment forces it (COOKIE_SECURE) and whenever the request came over HTTPS:
 * request.protocol reads X-Forwarded-Proto only from a proxy that TRUST_PROXY trusts.
 */
export function setRefreshCookie(reply: FastifyReply, token: string, alwaysSecure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: alwaysSecure || reply.request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  });
}
