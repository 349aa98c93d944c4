/**
 * Disconnecting Google Calendar (DELETE /calendar-connections/google): the refresh token is revoked at
 * Google first (the sandbox's revoke endpoint, through google-auth-library), so a later use is refused;
 * then the caller's connection and imported events go while meetings made through it stay. A Google that
 * cannot revoke still leaves the connection removed, and the answer says the token was not revoked.
 * Nobody else's connection is touched. Microsoft's side is in microsoft-calendar.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections } from '../../db/schema/index.js';
import { GoogleCalendarApiError } from '../../integrations/google-calendar/provider.js';
import type { TestApp } from '../../test/app.js';
import type { TestUser } from '../../test/firms.js';
import { buildCalendarWorld, type CalendarWorld, meetingBody, NOW } from '../../test/kits/calendar.js';
import {
  calendarSyncApi,
  connectCalendar,
  createCalendarSyncApp,
  googleSide,
} from '../../test/kits/google-calendar.js';

let t: TestApp;
let w: CalendarWorld;

beforeAll(async () => {
  t = await createCalendarSyncApp({ now: () => NOW });
  w = await buildCalendarWorld(t);
});
afterAll(() => t?.close());

const disconnect = (user: TestUser) => t.call('DELETE', '/api/calendar-connections/google', { token: user.token });
const connectionOf = async (user: TestUser) =>
  (await t.services.db.select().from(calendarConnections).where(eq(calendarConnections.userId, user.id)))[0];
const storedToken = async (user: TestUser) =>
  t.services.secrets.decrypt((await connectionOf(user))!.refreshTokenEncrypted);
const importedTitles = async (user: TestUser) => {
  const res = await calendarSyncApi(t, user).events('?timeMin=2030-02-25T00:00:00Z&timeMax=2030-05-01T00:00:00Z');
  expect(res.status).toBe(200);
  return (res.body as Array<{ type: string; title: string }>)
    .filter((event) => event.type === 'google-calendar')
    .map((event) => event.title);
};
const syncs = async (user: TestUser) => (await calendarSyncApi(t, user).sync()).status;

describe('disconnecting Google Calendar', () => {
  it('revokes the token at Google, then forgets the connection and its imported events; meetings stay', async () => {
    const admin = w.firm.admin;
    const neighbour = w.staff.read;
    const stranger = w.other.firm.admin;
    for (const user of [admin, neighbour, stranger]) await connectCalendar(t, user);
    await googleSide(t, admin, w.firm.lawFirmId).insert({
      summary: 'Dentist',
      start: { dateTime: '2030-03-09T15:00:00Z' },
      end: { dateTime: '2030-03-09T16:00:00Z' },
    });
    expect(await syncs(admin)).toBe(200);
    expect(await importedTitles(admin)).toEqual(['Dentist']);
    const meeting = await t.call('POST', `/api/meeting/${admin.id}/add`, {
      token: admin.token,
      body: meetingBody(w, { location: 'GOOGLE_CALENDAR' }),
    });
    expect(meeting.status).toBe(201);
    const token = await storedToken(admin);

    // Without read on the calendar, 403; the admin's connection is untouched.
    expect((await disconnect(w.staff.none)).status).toBe(403);
    expect((await calendarSyncApi(t, admin).check()).body).toMatchObject({ authorized: true });

    const res = await disconnect(admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'google', disconnected: true, revocation: 'revoked' });
    // Google (the sandbox) refuses the token from now on.
    await expect(t.services.googleCalendar.refresh(token)).rejects.toMatchObject({ reason: 'invalid_grant' });
    expect(await connectionOf(admin)).toBeUndefined();
    expect((await calendarSyncApi(t, admin).check()).body).toMatchObject({ authorized: false, status: null });
    expect(await importedTitles(admin)).toEqual([]);
    const kept = await t.call('GET', `/api/meeting/${meeting.body.id}/get-meeting`, { token: admin.token });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ location: 'GOOGLE_CALENDAR', google_event_id: meeting.body.google_event_id });

    // The colleague's and the other firm's connections still work.
    expect(await syncs(neighbour)).toBe(200);
    expect(await syncs(stranger)).toBe(200);
    expect((await disconnect(admin)).body).toEqual({ provider: 'google', disconnected: false, revocation: 'none' });
  });

  it('removes the connection all the same when Google cannot revoke, and says the token was not revoked', async () => {
    const user = w.staff.update;
    await connectCalendar(t, user);
    const token = await storedToken(user);
    const real = t.services.googleCalendar;
    t.services.googleCalendar = {
      ...real,
      revoke: async () => {
        throw new GoogleCalendarApiError(503, 'unreachable', 'Google Calendar is unreachable');
      },
    };
    try {
      const res = await disconnect(user);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ provider: 'google', disconnected: true, revocation: 'failed' });
    } finally {
      t.services.googleCalendar = real;
    }
    expect(await connectionOf(user)).toBeUndefined();
    expect((await calendarSyncApi(t, user).check()).body).toMatchObject({ authorized: false, status: null });
    // Not revoked at Google: why the user is told to remove the access in their Google account.
    await expect(real.refresh(token)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('counts a token Google already refuses as revoked', async () => {
    const user = w.staff.create;
    await connectCalendar(t, user);
    await t.services.googleCalendar.revoke(await storedToken(user));
    expect((await disconnect(user)).body).toEqual({ provider: 'google', disconnected: true, revocation: 'revoked' });
  });
});
