/**
 * Google Calendar in the calendar (§4, §7): connecting through the auth popup, meetings made, moved and
 * cancelled in Google, the two-way sync (recurring series, daylight-saving changes, 410, Google-side
 * changes, no duplicates), a revoked token shown to the user, the scheduled sync's isolation, tenancy and
 * permissions. The real client talks to the API's own sandbox over HTTP.
 */
import { CALENDAR_MESSAGES, CALENDAR_SYNC_CRON } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections, externalCalendarEvents, meetings } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import type { TestUser } from '../../test/firms.js';
import { buildCalendarWorld, type CalendarWorld, calendarCounts, meetingBody, NOW } from '../../test/kits/calendar.js';
import {
  calendarSyncApi,
  clickThroughPopup,
  connectCalendar,
  createCalendarSyncApp,
  googleSide,
} from '../../test/kits/google-calendar.js';
import { recordingJobs } from '../../test/kits/jobs.js';
import { calendarDeps } from './google-routes.js';
import { GOOGLE_SYNC_JOB, registerGoogleCalendarSync, runGoogleSync } from './google-sync.js';

let t: TestApp;
let w: CalendarWorld;
let admin: TestUser;

beforeAll(async () => {
  t = await createCalendarSyncApp({ now: () => NOW });
  w = await buildCalendarWorld(t);
  admin = w.firm.admin;
  await connectCalendar(t, admin);
});
afterAll(() => t?.close());

const connectionOf = async (userId: number) =>
  (await t.services.db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId)))[0]!;
const side = (user: TestUser = admin) => googleSide(t, user, w.firm.lawFirmId);
const at = (dateTime: string, timeZone = 'UTC') => ({ dateTime, timeZone });
const googleEvents = async (
  user: TestUser = admin,
  query = '?timeMin=2030-02-25T00:00:00Z&timeMax=2030-05-01T00:00:00Z',
) => {
  const res = await calendarSyncApi(t, user).events(query);
  expect(res.status).toBe(200);
  return (res.body as Array<{ id: string; type: string; title: string; start: string }>).filter(
    (event) => event.type === 'google-calendar',
  );
};
const sync = async (user: TestUser = admin) => {
  const res = await calendarSyncApi(t, user).sync();
  expect(res.status).toBe(200);
  return res.body as { changed: number; full_sync: boolean };
};

describe('connecting Google Calendar', () => {
  it('answers 401 with authorization_url until the user allows access in the popup, then authorized', async () => {
    const user = w.staff.read;
    const api = calendarSyncApi(t, user);
    const before = await api.sync();
    expect(before.status).toBe(401);
    expect(before.body).toMatchObject({
      code: 'google_calendar_not_authorized',
      message: CALENDAR_MESSAGES.googleNotAuthorized,
      authorization_url: expect.stringContaining(`/api/google-calendar/auth/login?user_id=${user.id}&state=`),
    });
    expect(before.cookies.map((cookie) => cookie.name)).toContain('counsel_calendar_oauth');

    const denied = await clickThroughPopup(t, await api.check(), 'deny');
    expect(denied.callback.body).toContain('was not connected');
    const check = await api.check();
    expect(check.body).toMatchObject({ authorized: false, status: null, sandbox: true });
    const { consent, callback } = await clickThroughPopup(t, check);
    expect(consent).toContain('Sandbox');
    expect(consent).toContain(user.email);
    expect(callback.body).toContain('Google Calendar is connected');
    expect((await api.check()).body).toMatchObject({ authorized: true, authorization_url: null, status: 'active' });

    const row = await connectionOf(user.id);
    expect(row).toMatchObject({ provider: 'google', status: 'active', lawFirmId: w.firm.lawFirmId });
    expect(row.refreshTokenEncrypted).toMatch(/^v1\./);
  });

  it('sends a popup opened in another browser (without the flow cookie) nowhere', async () => {
    const start = await calendarSyncApi(t, w.staff.update).check();
    const login = await t.app.inject({
      method: 'GET',
      url: new URL(start.body.authorization_url).pathname + new URL(start.body.authorization_url).search,
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('was not connected');
  });
});

describe('meetings in Google Calendar', () => {
  it('makes the meeting in Google with a Meet link and the attendees, moves it there, and cancels it there', async () => {
    const res = await t.call('POST', `/api/meeting/${admin.id}/add`, {
      token: admin.token,
      body: meetingBody(w, { location: 'GOOGLE_CALENDAR' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      location: 'GOOGLE_CALENDAR',
      meet_link: expect.stringMatching(/^https:\/\/meet\.google\.com\//),
      calendar_link: expect.stringContaining('/api/sandbox/google-calendar/event?eid='),
      google_event_id: expect.any(String),
      google_organizer: expect.stringContaining('@calendar.sandbox'),
    });
    const eventId = res.body.google_event_id as string;
    const inGoogle = (await side().list({ timeMin: '2030-03-01T00:00:00Z' })).events.find((e) => e.id === eventId);
    expect(inGoogle?.attendees.map((a) => a.email)).toEqual([w.colleague.email, expect.stringContaining('@')]);

    const moved = await t.call('PUT', `/api/meeting/${res.body.id}/update`, {
      token: admin.token,
      body: meetingBody(w, {
        location: 'GOOGLE_CALENDAR',
        title: 'Intake call (moved)',
        start_time: '2030-03-06T15:00:00Z',
        end_time: '2030-03-06T16:00:00Z',
      }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.calendar_link).toBe(res.body.calendar_link);
    const after = (await side().list({ timeMin: '2030-03-01T00:00:00Z' })).events.find((e) => e.id === eventId);
    expect(after).toMatchObject({ summary: 'Intake call (moved)', start: { dateTime: '2030-03-06T15:00:00.000Z' } });

    // Syncing sees the meeting's own event: it is not imported a second time.
    await sync();
    expect((await googleEvents()).map((e) => e.title)).not.toContain('Intake call (moved)');

    const removed = await t.call('DELETE', `/api/meeting/${res.body.id}/delete`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await side().list({ timeMin: '2030-03-01T00:00:00Z' })).events.map((e) => e.id)).not.toContain(eventId);
  });

  it('answers 401 with authorization_url for a user who has not connected, and writes nothing', async () => {
    const user = w.staff.create;
    const before = await calendarCounts(t, w.firm.lawFirmId);
    const res = await t.call('POST', `/api/meeting/${user.id}/add`, {
      token: user.token,
      body: meetingBody(w, { location: 'GOOGLE_CALENDAR' }),
    });
    expect(res.status).toBe(401);
    expect(res.body.authorization_url).toContain(`user_id=${user.id}`);
    expect(await calendarCounts(t, w.firm.lawFirmId)).toEqual(before);
  });

  it('asks for the Microsoft sign-in, not Google, for a Microsoft meeting of a user with only Google connected', async () => {
    const res = await t.call('POST', `/api/meeting/${admin.id}/add`, {
      token: admin.token,
      body: meetingBody(w, { location: 'MICROSOFT_CALENDAR' }),
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'microsoft_not_authorized',
      authorization_url: expect.stringContaining('/api/microsoft/auth/login?user_id='),
    });
  });
});

describe('the sync', () => {
  it('shows a recurring series with one occurrence moved and the cancelled one left out', async () => {
    const series = await side().insert({
      summary: 'Bar association lunch',
      start: at('2030-03-05T17:00:00Z'),
      end: at('2030-03-05T18:00:00Z'),
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    await side().patch(`${series.id}_20300312T170000Z`, {
      start: at('2030-03-13T19:00:00Z'),
      end: at('2030-03-13T20:00:00Z'),
    });
    await side().remove(`${series.id}_20300319T170000Z`);
    await sync();
    const lunches = (await googleEvents()).filter((e) => e.title === 'Bar association lunch');
    expect(lunches.map((e) => e.start)).toEqual([
      '2030-03-05T17:00:00.000Z',
      '2030-03-13T19:00:00.000Z',
      '2030-03-26T17:00:00.000Z',
    ]);
  });

  it.each([
    ['America/New_York', '2030-03-04T14:00:00Z', ['2030-03-04T14:00:00.000Z', '2030-03-11T13:00:00.000Z']],
    ['Europe/Helsinki', '2030-03-25T07:00:00Z', ['2030-03-25T07:00:00.000Z', '2030-04-01T06:00:00.000Z']],
  ])('keeps a series at 09:00 in %s across the daylight-saving change', async (zone, start, expected) => {
    await side().insert({
      summary: `Docket review ${zone}`,
      start: at(start, zone),
      end: at(new Date(Date.parse(start) + 30 * 60_000).toISOString(), zone),
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=2'],
    });
    await sync();
    const rows = (await googleEvents()).filter((e) => e.title === `Docket review ${zone}`);
    expect(rows.map((e) => e.start)).toEqual(expected);
  });

  it('reflects a reschedule and a cancellation made on the Google side, for imported events and for meetings', async () => {
    const event = await side().insert({
      summary: 'Court call',
      start: at('2030-03-07T15:00:00Z'),
      end: at('2030-03-07T15:30:00Z'),
    });
    const meeting = await t.call('POST', `/api/meeting/${admin.id}/add`, {
      token: admin.token,
      body: meetingBody(w, { location: 'GOOGLE_CALENDAR', title: 'Client review' }),
    });
    const other = await t.call('POST', `/api/meeting/${admin.id}/add`, {
      token: admin.token,
      body: meetingBody(w, { location: 'GOOGLE_CALENDAR', title: 'Client follow-up' }),
    });
    await sync();
    expect((await googleEvents()).map((e) => e.title)).toContain('Court call');

    await side().patch(event.id, { start: at('2030-03-08T15:00:00Z'), end: at('2030-03-08T15:30:00Z') });
    await side().patch(meeting.body.google_event_id, {
      start: at('2030-03-09T15:00:00Z'),
      end: at('2030-03-09T16:00:00Z'),
    });
    await side().remove(other.body.google_event_id);
    const result = await sync();
    expect(result.full_sync).toBe(false);
    expect((await googleEvents()).find((e) => e.title === 'Court call')?.start).toBe('2030-03-08T15:00:00.000Z');
    const rescheduled = await t.call('GET', `/api/meeting/${meeting.body.id}/get-meeting`, { token: admin.token });
    expect(rescheduled.body).toMatchObject({
      start_time: '2030-03-09T15:00:00.000Z',
      end_time: '2030-03-09T16:00:00.000Z',
    });
    const cancelled = await t.call('GET', `/api/meeting/${other.body.id}/get-meeting`, { token: admin.token });
    expect(cancelled.status).toBe(404);

    await side().remove(event.id);
    await sync();
    expect((await googleEvents()).map((e) => e.title)).not.toContain('Court call');
  });

  it("leaves a meeting alone when only an attendee's copy of its event changes, and never imports that copy", async () => {
    const attendee = w.staff.update;
    await connectCalendar(t, attendee);
    const copy = await side(attendee).insert({
      summary: 'Shared strategy call',
      start: at('2030-03-10T15:00:00Z'),
      end: at('2030-03-10T16:00:00Z'),
    });
    const made = await t.call('POST', `/api/meeting/${admin.id}/add`, {
      token: admin.token,
      body: meetingBody(w, { title: 'Shared strategy call' }),
    });
    // The organiser's meeting and the attendee's copy of its event share Google's id.
    await t.services.db
      .update(meetings)
      .set({ location: 'GOOGLE_CALENDAR', googleEventId: copy.id })
      .where(eq(meetings.id, made.body.id));
    await sync(attendee);
    expect((await googleEvents(attendee)).map((e) => e.title)).not.toContain('Shared strategy call');
    await side(attendee).remove(copy.id);
    await sync(attendee);
    const still = await t.call('GET', `/api/meeting/${made.body.id}/get-meeting`, { token: admin.token });
    expect(still.status).toBe(200);
    expect(still.body.start_time).toBe('2030-03-04T15:00:00.000Z');
  });

  it('makes no duplicates when sync is switched on again over the same events, and restarts a full sync after a 410', async () => {
    const count = async () =>
      (await t.services.db.select().from(externalCalendarEvents).where(eq(externalCalendarEvents.userId, admin.id)))
        .length;
    const before = await count();
    const titles = (await googleEvents()).map((e) => e.title).sort();
    // As if sync were switched off and on: no cursor, everything read again.
    await t.services.db
      .update(calendarConnections)
      .set({ syncCursor: null })
      .where(eq(calendarConnections.userId, admin.id));
    expect((await sync()).full_sync).toBe(true);
    // An expired sync token: Google answers 410 and the sync starts over.
    await t.services.db
      .update(calendarConnections)
      .set({ syncCursor: 'expired' })
      .where(eq(calendarConnections.userId, admin.id));
    expect((await sync()).full_sync).toBe(true);
    expect(await count()).toBe(before);
    expect((await googleEvents()).map((e) => e.title).sort()).toEqual(titles);
    const meetingEvents = (
      await calendarSyncApi(t, admin).events('?timeMin=2030-02-25T00:00:00Z&timeMax=2030-05-01T00:00:00Z')
    ).body.filter((e: { id: string }) => e.id.startsWith('meeting-'));
    expect(new Set(meetingEvents.map((e: { id: string }) => e.id)).size).toBe(meetingEvents.length);
  });

  it('shows imported events read-only: a meeting from outside refuses edits and cancellation', async () => {
    const res = await t.call('POST', `/api/meeting/${admin.id}/add`, { token: admin.token, body: meetingBody(w) });
    await t.services.db.update(meetings).set({ source: 'external' }).where(eq(meetings.id, res.body.id));
    const edit = await t.call('PUT', `/api/meeting/${res.body.id}/update`, {
      token: admin.token,
      body: meetingBody(w),
    });
    expect(edit.status).toBe(422);
    expect(edit.body.code).toBe('external_event_read_only');
    const remove = await t.call('DELETE', `/api/meeting/${res.body.id}/delete`, { token: admin.token });
    expect(remove.status).toBe(422);
    const google = (
      await calendarSyncApi(t, admin).events('?timeMin=2030-02-25T00:00:00Z&timeMax=2030-05-01T00:00:00Z')
    ).body.find((e: { type: string }) => e.type === 'google-calendar');
    expect(google.extendedProps).toMatchObject({
      type: 'google-calendar',
      source: 'external',
      location: 'GOOGLE_CALENDAR',
    });
  });
});

describe('a revoked token', () => {
  it('is shown to the user with where to reconnect, never a silent stop', async () => {
    const user = w.staff.read;
    await t.services.db
      .update(calendarConnections)
      .set({ refreshTokenEncrypted: t.services.secrets.encrypt('revoked-token') })
      .where(eq(calendarConnections.userId, user.id));
    const api = calendarSyncApi(t, user);
    const res = await api.sync();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'google_calendar_not_authorized',
      message: CALENDAR_MESSAGES.googleRevoked,
      details: { reason: 'revoked' },
      authorization_url: expect.stringContaining('/api/google-calendar/auth/login'),
    });
    const check = await api.check();
    expect(check.body).toMatchObject({
      authorized: false,
      status: 'revoked',
      last_error: expect.stringContaining('invalid_grant'),
    });
    const events = await api.events();
    expect(events.status).toBe(401);
    expect(events.body.authorization_url).toContain(`user_id=${user.id}`);

    // Reconnecting makes it active again.
    await clickThroughPopup(t, check);
    expect((await api.check()).body).toMatchObject({ authorized: true, status: 'active', last_error: null });
    expect((await api.events()).status).toBe(200);
  });

  it('never stops the scheduled sync of the other users', async () => {
    const broken = w.staff.manage;
    await connectCalendar(t, broken);
    await t.services.db
      .update(calendarConnections)
      .set({ refreshTokenEncrypted: 'not-a-secret' })
      .where(eq(calendarConnections.userId, broken.id));
    await t.services.db
      .update(calendarConnections)
      .set({ lastSyncedAt: null })
      .where(eq(calendarConnections.userId, admin.id));
    const log: unknown[] = [];
    const result = await runGoogleSync(calendarDeps(t.services), { error: (obj) => log.push(obj) });
    expect(result.failed).toBe(1);
    expect(result.synced).toBeGreaterThanOrEqual(2);
    expect((await connectionOf(admin.id)).lastSyncedAt).toEqual(NOW);
    expect(await connectionOf(broken.id)).toMatchObject({
      status: 'revoked',
      lastError: expect.stringContaining('invalid_grant'),
    });
    expect(log).toHaveLength(1);
  });
});

describe('the scheduled sync', () => {
  it('runs every 5 minutes on pg-boss, and its job syncs the active connections', async () => {
    const { jobs, handlers, schedules } = recordingJobs();
    await registerGoogleCalendarSync({ ...calendarDeps(t.services), jobs, log: { error: () => {} } });
    expect(schedules).toEqual([[GOOGLE_SYNC_JOB, CALENDAR_SYNC_CRON]]);
    expect(CALENDAR_SYNC_CRON).toBe('*/5 * * * *');
    await t.services.db
      .update(calendarConnections)
      .set({ lastSyncedAt: null })
      .where(eq(calendarConnections.userId, admin.id));
    await handlers.get(GOOGLE_SYNC_JOB)!({});
    expect((await connectionOf(admin.id)).lastSyncedAt).toEqual(NOW);
  });
});

describe('tenancy and permissions', () => {
  it("answers 404 for another user's or another firm's user id, and 403 without read on the calendar", async () => {
    for (const userId of [w.colleague.id, w.other.firm.admin.id]) {
      expect((await calendarSyncApi(t, admin).check(userId)).status).toBe(404);
      expect((await calendarSyncApi(t, admin).sync(userId)).status).toBe(404);
    }
    expect((await calendarSyncApi(t, w.other.firm.admin).events('', admin.id)).status).toBe(404);
    expect((await calendarSyncApi(t, w.staff.none).check()).status).toBe(403);
    expect((await calendarSyncApi(t, w.staff.none).sync()).status).toBe(403);
  });

  it("never shows one user's imported events to another", async () => {
    const colleagueView = await t.call(
      'GET',
      `/api/meeting/${admin.id}/all-meetings?timeMin=2030-02-25T00:00:00Z&timeMax=2030-05-01T00:00:00Z`,
      { token: w.staff.update.token },
    );
    expect(colleagueView.status).toBe(200);
    expect(colleagueView.body.filter((e: { type: string }) => e.type === 'google-calendar')).toEqual([]);
  });
});
