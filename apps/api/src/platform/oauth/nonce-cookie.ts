/**
 * The cookie that binds an OAuth flow to the browser that started it (the state carries the hash of its
 * nonce): HttpOnly, SameSite=Lax (it must come back on the top-level redirect from Google), sent only to
 * the service's own paths (the start and the callback), and kept no longer than a state lives.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { STATE_SECONDS } from './state.js';

export interface NonceCookie {
  name: string;
  path: string;
}

const options = (cookie: NonceCookie, secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: cookie.path,
  maxAge: STATE_SECONDS,
});

/** Secure when the deployment forces it (COOKIE_SECURE) and whenever the request came over HTTPS. */
export function setNonceCookie(reply: FastifyReply, cookie: NonceCookie, nonce: string, alwaysSecure: boolean): void {
  reply.setCookie(cookie.name, nonce, options(cookie, alwaysSecure || reply.request.protocol === 'https'));
}

/** The same cookie as a Set-Cookie header value, for answers that are errors (a 401 that says where to authorize). */
export const nonceCookieHeader = (cookie: NonceCookie, nonce: string, secure: boolean): string =>
  fastifyCookie.serialize(cookie.name, nonce, options(cookie, secure));

export function clearNonceCookie(reply: FastifyReply, cookie: NonceCookie): void {
  reply.clearCookie(cookie.name, { path: cookie.path });
}
