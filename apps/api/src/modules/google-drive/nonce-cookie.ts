/** The cookie that binds a Drive OAuth flow to its browser (platform/oauth/nonce-cookie.ts): sent only to the Drive paths. */
import type { NonceCookie } from '../../platform/oauth/nonce-cookie.js';

export const DRIVE_NONCE_COOKIE: NonceCookie = { name: 'counsel_drive_oauth', path: '/api/google-drive' };
export const NONCE_COOKIE = DRIVE_NONCE_COOKIE.name;
