/**
 * Google Calendar suites: an app that listens on an ephemeral port, with the real Calendar client
 * (@googleapis/calendar over HTTP) pointed at the app's own sandbox, and the auth popup clicked through
 * like a browser would: the login endpoint, the sandbox's consent, the callback, with the cookie the
 * start of the flow set.
 */
import { expect } from 'vitest';
import { createGoogleCalendarProvider } from '../../integrations/google-calendar/index.js';
import type { GoogleCalendarProvider } from '../../integrations/google-calendar/provider.js';
import { CALENDAR_SANDBOX_TOKENS } from '../../integrations/google-calendar/sandbox-routes.js';
import { issueSandboxToken } from '../../integrations/google-oauth/sandbox-tokens.js';
import type { TestApp, TestAppOptions } from '../app.js';
import type { TestUser } from '../firms.js';
import { cookieHeader, listeningTestApp, local } from './google-drive.js';

export async function createCalendarSyncApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { t, origin } = await listeningTestApp(options);
  t.services.googleCalendar = createGoogleCalendarProvider(t.services.config, t.services.secrets, origin);
  return t;
}

/** The popup from an answer that carried authorization_url and the flow's cookie, through Allow or Cancel. */
export async function clickThroughPopup(
  t: TestApp,
  start: { body: { authorization_url: string }; cookies: Array<{ name: string; value: string }> },
  decision: 'allow' | 'deny' = 'allow',
) {
  const cookie = cookieHeader(start.cookies);
  const login = await t.app.inject({ method: 'GET', url: local(start.body.authorization_url), headers: { cookie } });
  expect(login.statusCode).toBe(302);
  const consent = await t.app.inject({ method: 'GET', url: local(String(login.headers.location)) });
  expect(consent.statusCode).toBe(200);
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(consent.body)?.[1] ?? '';
  // The consent form's own action: each sandbox decides at its vendor's path.
  const action = /<form method="post" action="([^"]*)"/.exec(consent.body)?.[1] ?? '';
  const decided = await t.app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      redirect_uri: hidden('redirect_uri').replaceAll('&amp;', '&'),
      state: hidden('state'),
      decision,
    }).toString(),
  });
  expect(decided.statusCode).toBe(303);
  const callback = await t.app.inject({
    method: 'GET',
    url: local(String(decided.headers.location)),
    headers: { cookie },
  });
  return { consent: consent.body, callback };
}

export function calendarSyncApi(t: TestApp, user: TestUser) {
  return {
    check: (userId = user.id) => t.call('GET', `/api/meeting/${userId}/check-authorization`, { token: user.token }),
    sync: (userId = user.id) => t.call('POST', `/api/meeting/${userId}/sync-google-calendar`, { token: user.token }),
    events: (query = '', userId = user.id) =>
      t.call('GET', `/api/meeting/${userId}/all-meetings${query}`, { token: user.token }),
  };
}

/** Connects the user's Google Calendar through the sandbox's popup. */
export async function connectCalendar(t: TestApp, user: TestUser) {
  const start = await calendarSyncApi(t, user).check();
  expect(start.status).toBe(200);
  expect(start.body).toMatchObject({ authorized: false, sandbox: true });
  const { callback } = await clickThroughPopup(t, start);
  expect(callback.body).toContain('Google Calendar is connected');
}

/**
 * The user's sandbox calendar as Google's own side: the official client with an access token of the
 * user's sandbox account, to make, move and cancel events there as someone using Google would.
 */
export function googleSide(t: TestApp, user: TestUser, lawFirmId: number) {
  const accessToken = issueSandboxToken(
    t.services.secrets,
    CALENDAR_SANDBOX_TOKENS,
    'access',
    `firm-${lawFirmId}/user-${user.id}`,
  );
  const provider: GoogleCalendarProvider = t.services.googleCalendar;
  return {
    insert: (event: Parameters<GoogleCalendarProvider['insertEvent']>[1]) => provider.insertEvent(accessToken, event),
    patch: (id: string, event: Parameters<GoogleCalendarProvider['patchEvent']>[2]) =>
      provider.patchEvent(accessToken, id, event),
    remove: (id: string) => provider.deleteEvent(accessToken, id),
    list: (input: Parameters<GoogleCalendarProvider['listEvents']>[1]) => provider.listEvents(accessToken, input),
  };
}
