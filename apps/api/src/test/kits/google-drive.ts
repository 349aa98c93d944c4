/**
 * Drive suites: an app that listens on an ephemeral port, with the real Drive client (googleapis over
 * HTTP) pointed at the app's own sandbox, and the consent popup clicked through like a browser would.
 */
import { type AddressInfo, createServer } from 'node:net';
import { expect } from 'vitest';
import { createGoogleDriveProvider } from '../../integrations/google-drive/index.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../app.js';
import type { TestUser } from '../firms.js';
import { multipart } from './team.js';

/** A test app listening on an ephemeral port: its address, for a real client to reach its own sandboxes. */
export async function listeningTestApp(options: TestAppOptions = {}): Promise<{ t: TestApp; origin: string }> {
  const t = await createTestApp(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, origin: `http://127.0.0.1:${port}` };
}

/**
 * A test app whose APP_URL is the address it listens on, as a deployed server's is: what it hands out as its own
 * origin (webhook addresses) is where it can be reached. The port is found free first, then taken by the app.
 */
export async function originTestApp(options: TestAppOptions = {}): Promise<{ t: TestApp; origin: string }> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ ...options, env: { ...options.env, APP_URL: origin } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, origin };
}

export async function createDriveTestApp(): Promise<TestApp> {
  const { t, origin } = await listeningTestApp();
  t.services.googleDrive = createGoogleDriveProvider(t.services.config, t.services.secrets, origin);
  return t;
}

/** Path and query of an absolute URL (the app answers them through inject). */
export const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The browser's cookies as one Cookie header value. */
export const cookieHeader = (cookies: Array<{ name: string; value: string }>) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

export interface AuthorizeOptions {
  /** A login_hint put in the authorization URL and posted with the decision (what an attacker may try). */
  loginHint?: string;
  /** Leaves out the cookie the start of the flow set (a callback from another browser). */
  withoutCookie?: boolean;
}

/**
 * The consent popup: the authorization URL, the sandbox's Allow (or Cancel), and the callback page,
 * in one browser (the cookies the start set go with the callback).
 */
export async function authorizeDrive(
  t: TestApp,
  user: TestUser,
  decision: 'allow' | 'deny' = 'allow',
  options: AuthorizeOptions = {},
) {
  const start = await t.call('GET', `/api/google-drive/${user.id}/access-token`, { token: user.token });
  expect(start.status).toBe(200);
  expect(start.body).toMatchObject({ authorized: false, sandbox: true });
  const url = new URL(start.body.authorization_url);
  if (options.loginHint) url.searchParams.set('login_hint', options.loginHint);
  const consent = await t.app.inject({ method: 'GET', url: local(url.toString()) });
  expect(consent.statusCode).toBe(200);
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(consent.body)?.[1] ?? '';
  const decided = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/google-drive/o/oauth2/v2/auth/decision',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      redirect_uri: hidden('redirect_uri').replaceAll('&amp;', '&'),
      state: hidden('state'),
      login_hint: options.loginHint ?? hidden('login_hint'),
      decision,
    }).toString(),
  });
  expect(decided.statusCode).toBe(303);
  const callbackUrl = local(String(decided.headers.location));
  const cookie = options.withoutCookie ? '' : cookieHeader(start.cookies);
  const callback = await t.app.inject({
    method: 'GET',
    url: callbackUrl,
    headers: cookie ? { cookie } : {},
  });
  return { consent: consent.body, callback, callbackUrl, cookie, startCookies: start.cookies };
}

export function driveApi(t: TestApp, user: TestUser) {
  const base = `/api/google-drive/${user.id}`;
  return {
    accessToken: () => t.call('GET', `${base}/access-token`, { token: user.token }),
    list: (query = '') => t.call('GET', `${base}/files${query}`, { token: user.token }),
    folder: (body: unknown) => t.call('POST', `${base}/folders`, { token: user.token, body }),
    rename: (fileId: string, name: string) =>
      t.call('PATCH', `${base}/files/${fileId}`, { token: user.token, body: { name } }),
    remove: (fileId: string) => t.call('DELETE', `${base}/files/${fileId}`, { token: user.token }),
    upload: async (file: { bytes: Buffer; filename: string }, fields: Record<string, string> = {}) => {
      const { body, headers } = await multipart(fields, [{ ...file, name: 'file' }]);
      return t.call('POST', `${base}/upload`, { token: user.token, body, headers });
    },
  };
}
