/**
 * Microsoft 365 suites: an app that listens on an ephemeral port, with the real clients (MSAL and the
 * Graph SDK over HTTP) pointed at the app's own sandbox, the sign-in popup clicked through like a
 * browser would, and the user's sandbox mailbox as Outlook's own side.
 */
import { expect } from 'vitest';
import { issueSandboxToken } from '../../integrations/google-oauth/sandbox-tokens.js';
import { createMicrosoftProvider } from '../../integrations/microsoft/index.js';
import type { MicrosoftCalendarProvider } from '../../integrations/microsoft/provider.js';
import { MICROSOFT_SANDBOX_TOKENS } from '../../integrations/microsoft/sandbox-routes.js';
import type { TestApp, TestAppOptions } from '../app.js';
import type { TestUser } from '../firms.js';
import { clickThroughPopup } from './google-calendar.js';
import { listeningTestApp } from './google-drive.js';

export { clickThroughPopup };

export async function createMicrosoftApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { t, origin } = await listeningTestApp(options);
  t.services.microsoft = createMicrosoftProvider(t.services.config, t.services.secrets, origin);
  return t;
}

export function microsoftApi(t: TestApp, user: TestUser) {
  return {
    info: () => t.call('GET', '/api/microsoft/user/info', { token: user.token }),
    sync: () => t.call('GET', '/api/microsoft/meetings', { token: user.token }),
    events: (query = '', userId = user.id) =>
      t.call('GET', `/api/meeting/${userId}/all-meetings${query}`, { token: user.token }),
    addMeeting: (body: unknown) => t.call('POST', '/api/microsoft/meetings', { token: user.token, body }),
    patchMeeting: (itemId: string, body: unknown) =>
      t.call('PATCH', `/api/microsoft/meetings/${encodeURIComponent(itemId)}`, { token: user.token, body }),
    deleteMeeting: (itemId: string) =>
      t.call('DELETE', `/api/microsoft/meetings/${encodeURIComponent(itemId)}`, { token: user.token }),
  };
}

/** The user's sandbox mailbox as Outlook's side: the Graph client with an access token of that account. */
export function outlookSide(t: TestApp, user: TestUser, lawFirmId: number) {
  const accessToken = issueSandboxToken(
    t.services.secrets,
    MICROSOFT_SANDBOX_TOKENS,
    'access',
    `firm-${lawFirmId}/user-${user.id}`,
  );
  const provider: MicrosoftCalendarProvider = t.services.microsoft;
  return {
    create: (event: Parameters<MicrosoftCalendarProvider['createEvent']>[1]) =>
      provider.createEvent(accessToken, event),
    update: (id: string, event: Parameters<MicrosoftCalendarProvider['updateEvent']>[2]) =>
      provider.updateEvent(accessToken, id, event),
    remove: (id: string) => provider.deleteEvent(accessToken, id),
    /** The mailbox's live events in March–April 2030 (a fresh delta query over that window). */
    list: async () =>
      (await provider.delta(accessToken, { start: '2030-03-01T00:00:00Z', end: '2030-05-01T00:00:00Z' })).events,
  };
}

/** Connects the user's Microsoft 365 through the sandbox's sign-in popup. */
export async function connectMicrosoft(t: TestApp, user: TestUser) {
  const start = await microsoftApi(t, user).info();
  expect(start.status).toBe(200);
  expect(start.body).toMatchObject({ verified: false, sandbox: true });
  const { callback } = await clickThroughPopup(t, start);
  expect(callback.body).toContain('Microsoft 365 is connected');
}
