/**
 * The cookie that binds a Drive OAuth flow to the browser that started it (the state carries the hash
 * of its nonce): HttpOnly, SameSite=Lax (it must come back on the top-level redirect from Google),
 * sent only to the Drive paths (the start and the callback), and kept no longer than a state lives.
 */
import type { FastifyReply } from 'fastify';
import { STATE_SECONDS } from '../../integrations/google-drive/oauth-state.js';

export const NONCE_COOKIE = 'counsel_drive_oauth';
export const NONCE_COOKIE_PATH = '/api/google-drive';

/** Secure when the deployment forces it (COOKIE_SECURE) and whenever the request came over HTTPS. */
export function setNonceCookie(reply: FastifyReply, nonce: string, alwaysSecure: boolean): void {
  reply.setCookie(NONCE_COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    secure: alwaysSecure || reply.request.protocol === 'https',
    path: NONCE_COOKIE_PATH,
    maxAge: STATE_SECONDS,
  });
}
