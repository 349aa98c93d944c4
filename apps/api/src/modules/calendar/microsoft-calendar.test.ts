/**
 * Microsoft 365 in the calendar (§4, §7; issue 39): verification and the sign-in popup, the delta sync
 * (full, then only changes; a 410 restarts it; removed events go), imported Outlook events shown
 * read-only with their Teams link, Teams meetings made, moved and cancelled in Outlook (POST, PATCH and
 * DELETE /microsoft/meetings, and the /meeting calls at the MICROSOFT_CALENDAR location), a revoked consent
 * shown with where to reconnect, the scheduled sync's isolation, tenancy and permissions. MSAL and the
 * Graph SDK talk to the API's own sandbox over HTTP.
 */
import { CALENDAR_MESSAGES } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections, meetings } from '../../db/schema/index.js';
import { MicrosoftApiError } from '../../integrations/microsoft/provider.js';
import { escapeHtml } from '../../platform/oauth/pages.js';
import type { TestApp } from '../../test/app.js';
import type { TestUser } from '../../test/firms.js';
import {
  buildCalendarWorld,
  type CalendarWorld,
  calendarCounts,
  meetingBody,
  NOW,
  refusedUnchanged,
} from '../../test/kits/calendar.js';
import {
  clickThroughPopup,
  connectMicrosoft,
  createMicrosoftApp,
  microsoftApi,
  outlookSide,
} from '../../test/kits/microsoft.js';
import { microsoftDeps } from './microsoft-routes.js';
import { runMicrosoftSync } from './microsoft-sync.js';

let t: TestApp;
let w: CalendarWorld;
let admin: TestUser;

beforeAll(async () => {
  t = await createMicrosoftApp({ now: () => NOW });
  w = await buildCalendarWorld(t);
  admin = w.firm.admin;
  await connectMicrosoft(t, admin);
});
afterAll(() => t?.close());

const connectionOf = async (userId: number) =>
  (
    await t.services.db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, 'microsoft')))
  )[0]!;
const side = (user: TestUser = admin) => outlookSide(t, user, w.firm.lawFirmId);
const WINDOW = '?timeMin=2030-02-25T00:00:00Z&timeMax=2030-05-01T00:00:00Z';
type Listed = { id: string; type: string; title: string; start: string; extendedProps: Record<string, unknown> };
const outlookEvents = async (user: TestUser = admin) => {
  const res = await microsoftApi(t, user).events(WINDOW);
  expect(res.status).toBe(200);
  return (res.body as Listed[]).filter((event) => event.id.startsWith('microsoft-'));
};
const sync = async (user: TestUser = admin) => {
  const res = await microsoftApi(t, user).sync();
  expect(res.status).toBe(200);
  return res.body as { changed: number; full_sync: boolean };
};

describe('connecting Microsoft 365', () => {
  it('is unverified with a sign-in popup at /microsoft/auth/login with user_id until the user allows it', async () => {
    const user = w.staff.read;
    const api = microsoftApi(t, user);
    const before = await api.sync();
    expect(before.status).toBe(401);
    expect(before.body).toMatchObject({
      code: 'microsoft_not_authorized',
      message: CALENDAR_MESSAGES.microsoftNotAuthorized,
      authorization_url: expect.stringContaining(`/api/microsoft/auth/login?user_id=${user.id}&state=`),
    });
    const denied = await clickThroughPopup(t, await api.info(), 'deny');
    expect(denied.callback.body).toContain('was not connected');
    const info = await api.info();
    expect(info.body).toMatchObject({ verified: false, status: null, sandbox: true });
    const { consent, callback } = await clickThroughPopup(t, info);
    expect(consent).toContain('Sandbox');
    expect(callback.body).toContain('Microsoft 365 is connected');
    expect((await api.info()).body).toMatchObject({
      verified: true,
      authorization_url: null,
      status: 'active',
      account_email: `firm-${w.firm.lawFirmId}.user-${user.id}@outlook.sandbox`,
    });
    // The refresh token MSAL obtained is kept, encrypted only.
    const row = await connectionOf(user.id);
    expect(row.lawFirmId).toBe(w.firm.lawFirmId);
    expect(row.sandbox).toBe(true);
    expect(t.services.secrets.decrypt(row.refreshTokenEncrypted)).toMatch(/^[\w.-]+$/);
  });

  it("refuses a login link carrying another user's id", async () => {
    const start = await microsoftApi(t, w.staff.manage).info();
    const url = new URL((start.body as { authorization_url: string }).authorization_url);
    url.searchParams.set('user_id', String(admin.id));
    const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('was not connected: the request expired or was altered');
  });
});

describe('the Outlook delta sync', () => {
  it('imports events read-only with their Teams link, then only the changes; removed events go', async () => {
    const teams = await side().create({
      subject: 'Opposing counsel call',
      start: '2030-03-04T15:00:00Z',
      end: '2030-03-04T15:30:00Z',
      attendees: [{ email: 'opposing@example.com', name: 'Opposing Counsel' }],
      withTeams: true,
    });
    const lunch = await side().create({ subject: 'Lunch', start: '2030-03-05T12:00:00Z', end: '2030-03-05T13:00:00Z' });
    expect(teams.joinUrl).toMatch(/^https:\/\/teams\.microsoft\.com\//);

    const first = await sync();
    expect(first).toMatchObject({ full_sync: true, changed: 2 });
    const listed = await outlookEvents();
    expect(listed.map((event) => event.title)).toEqual(['Opposing counsel call', 'Lunch']);
    expect(listed[0]).toMatchObject({
      type: 'google-calendar',
      start: '2030-03-04T15:00:00.000Z',
      extendedProps: {
        location: 'MICROSOFT_CALENDAR',
        meetLink: teams.joinUrl,
        source: 'external',
        attendees: [expect.objectContaining({ email: 'opposing@example.com' })],
      },
    });

    await side().update(lunch.id, { start: '2030-03-05T13:00:00Z', end: '2030-03-05T14:00:00Z' });
    await side().remove(teams.id);
    const second = await sync();
    expect(second).toMatchObject({ full_sync: false, changed: 2 });
    const after = await outlookEvents();
    expect(after.map((event) => [event.title, event.start])).toEqual([['Lunch', '2030-03-05T13:00:00.000Z']]);
    expect(await sync()).toMatchObject({ full_sync: false, changed: 0 });
  });

  it('reads everything again when Graph no longer knows the delta link (410)', async () => {
    const row = await connectionOf(admin.id);
    await t.services.db
      .update(calendarConnections)
      .set({ syncCursor: `${row.syncCursor!.split('$deltatoken=')[0]}$deltatoken=expired` })
      .where(eq(calendarConnections.id, row.id));
    const again = await sync();
    expect(again.full_sync).toBe(true);
    expect((await outlookEvents()).map((event) => event.title)).toEqual(['Lunch']);
  });

  it("never shows one user's Outlook events to another, in the firm or not", async () => {
    expect(await outlookEvents(w.staff.manage)).toEqual([]);
    expect((await microsoftApi(t, w.other.firm.admin).events(WINDOW, admin.id)).status).toBe(404);
  });
});

/** A Teams meeting as §7 writes it: subject, times, zone, notes, attendees (email, name, type), case_id. */
const teamsBody = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Teams intake call',
  start_time: '2030-03-06T15:00:00Z',
  end_time: '2030-03-06T15:30:00Z',
  time_zone: 'America/Chicago',
  notes: '<p>Bring the <strong>passport</strong></p>',
  attendees: [
    { type: 'employee', id: w.colleague.id, email: w.colleague.email, name: 'Omar Haddad' },
    { type: 'client', id: w.clientId },
    { type: 'other', email: 'interpreter@example.com', name: 'Ines Interpreter' },
  ],
  case_id: w.caseId,
  ...overrides,
});
const TEAMS_LINK = /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//;

describe('Teams meetings', () => {
  it('makes the meeting in Outlook with a Teams link and the attendees, moves it there, and cancels it there', async () => {
    const api = microsoftApi(t, admin);
    const made = await api.addMeeting(teamsBody());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      title: 'Teams intake call',
      location: 'MICROSOFT_CALENDAR',
      user_id: admin.id,
      case_id: w.caseId,
      client_id: w.clientId,
      meet_link: expect.stringMatching(TEAMS_LINK),
      calendar_link: expect.stringContaining('/api/sandbox/microsoft/owa/calendar/item/'),
      outlook_event_id: expect.stringMatching(/^AAMk/),
      google_event_id: null,
    });
    const itemId = made.body.outlook_event_id as string;
    // "Open in the calendar" opens the sandbox's Outlook page of the event; a link whose mailbox this
    // server did not sign opens nothing.
    const link = new URL(made.body.calendar_link as string);
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Teams intake call');
    expect(opened.body).toContain(escapeHtml(made.body.meet_link as string));
    const forged = `${link.pathname}?ref=${encodeURIComponent(`${link.searchParams.get('ref')?.slice(0, -2)}xx`)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.pathname })).statusCode).toBe(404);
    const inOutlook = (await side().list()).find((event) => event.id === itemId);
    expect(inOutlook).toMatchObject({ subject: 'Teams intake call', joinUrl: made.body.meet_link });
    expect(inOutlook?.attendees.map((a) => a.email)).toEqual([
      w.colleague.email,
      expect.stringContaining('@'),
      'interpreter@example.com',
    ]);

    const moved = await api.patchMeeting(
      itemId,
      teamsBody({
        subject: 'Teams intake (moved)',
        start_time: '2030-03-07T16:00:00Z',
        end_time: '2030-03-07T17:00:00Z',
      }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: made.body.id,
      title: 'Teams intake (moved)',
      start_time: '2030-03-07T16:00:00.000Z',
      meet_link: made.body.meet_link,
      outlook_event_id: itemId,
    });
    expect((await side().list()).find((event) => event.id === itemId)).toMatchObject({
      subject: 'Teams intake (moved)',
      start: { dateTime: expect.stringMatching(/^2030-03-07T16:00:00/), timeZone: 'UTC' },
    });

    // Syncing sees the meeting's own Outlook event: it is shown once, as the meeting, never imported again.
    await sync();
    const listed = (await api.events(WINDOW)).body as Listed[];
    expect(listed.filter((event) => event.title === 'Teams intake (moved)').map((event) => event.id)).toEqual([
      `meeting-${made.body.id}`,
    ]);

    const removed = await api.deleteMeeting(itemId);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ deleted: true, id: made.body.id });
    expect((await side().list()).map((event) => event.id)).not.toContain(itemId);
    expect((await t.call('GET', `/api/meeting/${made.body.id}/get-meeting`, { token: admin.token })).status).toBe(404);
    await sync();
    expect((await outlookEvents()).map((event) => event.title)).not.toContain('Teams intake (moved)');
  });

  it('goes through Outlook for the /meeting calls at the MICROSOFT_CALENDAR location too', async () => {
    const made = await t.call('POST', `/api/meeting/${admin.id}/add`, {
      token: admin.token,
      body: meetingBody(w, { location: 'MICROSOFT_CALENDAR', title: 'Board prep' }),
    });
    expect(made.status).toBe(201);
    expect(made.body.meet_link).toMatch(TEAMS_LINK);
    const itemId = made.body.outlook_event_id as string;
    const updated = await t.call('PUT', `/api/meeting/${made.body.id}/update`, {
      token: admin.token,
      body: meetingBody(w, { location: 'MICROSOFT_CALENDAR', title: 'Board prep (agenda)' }),
    });
    expect(updated.status).toBe(200);
    expect((await side().list()).find((event) => event.id === itemId)?.subject).toBe('Board prep (agenda)');
    // A rescheduled or cancelled Outlook event moves or removes the meeting at the next sync.
    await side().update(itemId, { start: '2030-03-08T15:00:00Z', end: '2030-03-08T15:30:00Z' });
    await sync();
    const read = await t.call('GET', `/api/meeting/${made.body.id}/get-meeting`, { token: admin.token });
    expect(read.body.start_time).toBe('2030-03-08T15:00:00.000Z');
    const removed = await t.call('DELETE', `/api/meeting/${made.body.id}/delete`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await side().list()).map((event) => event.id)).not.toContain(itemId);
  });

  it('answers 401 with where to sign in for a user who has not connected, and writes nothing', async () => {
    const user = w.staff.create;
    const body = await refusedUnchanged(t, w.firm.lawFirmId, () => microsoftApi(t, user).addMeeting(teamsBody()), 401);
    expect(body).toMatchObject({
      code: 'microsoft_not_authorized',
      authorization_url: expect.stringContaining(`/api/microsoft/auth/login?user_id=${user.id}&state=`),
    });
    const viaMeeting = await refusedUnchanged(
      t,
      w.firm.lawFirmId,
      () =>
        t.call('POST', `/api/meeting/${user.id}/add`, {
          token: user.token,
          body: meetingBody(w, { location: 'MICROSOFT_CALENDAR' }),
        }),
      401,
    );
    expect(viaMeeting.code).toBe('microsoft_not_authorized');
  });

  it("answers 422 for a colleague's meeting whose calendar is not connected", async () => {
    const body = await refusedUnchanged(
      t,
      w.firm.lawFirmId,
      () =>
        t.call('POST', `/api/meeting/${w.colleague.id}/add`, {
          token: admin.token,
          body: meetingBody(w, { location: 'MICROSOFT_CALENDAR' }),
        }),
      422,
    );
    expect(body).toMatchObject({ code: 'calendar_not_connected', message: CALENDAR_MESSAGES.calendarNotConnected });
  });

  it('refuses bad input with 400 and Graph failures with a 502, writing nothing', async () => {
    const api = microsoftApi(t, admin);
    const missing = await refusedUnchanged(t, w.firm.lawFirmId, () => api.addMeeting(teamsBody({ subject: '' })), 400);
    expect(missing.fields).toMatchObject({ subject: CALENDAR_MESSAGES.titleRequired });
    const noEmployee = await refusedUnchanged(
      t,
      w.firm.lawFirmId,
      () => api.addMeeting(teamsBody({ attendees: [{ type: 'other', email: 'a@example.com', name: 'Ann' }] })),
      400,
    );
    expect(noEmployee.fields).toMatchObject({ attendees: CALENDAR_MESSAGES.employeeAttendeeRequired });
    const past = await refusedUnchanged(
      t,
      w.firm.lawFirmId,
      () => api.addMeeting(teamsBody({ start_time: '2030-02-20T15:00:00Z', end_time: '2030-02-20T15:30:00Z' })),
      422,
    );
    expect(past.code).toBe('meeting_in_past');

    const real = t.services.microsoft;
    t.services.microsoft = {
      ...real,
      createEvent: async () => {
        throw new MicrosoftApiError(503, 'ServiceNotAvailable', 'Graph is down');
      },
    };
    try {
      const failed = await refusedUnchanged(t, w.firm.lawFirmId, () => api.addMeeting(teamsBody()), 502);
      expect(failed).toMatchObject({ code: 'microsoft_error', message: CALENDAR_MESSAGES.microsoftError });
    } finally {
      t.services.microsoft = real;
    }
  });

  it("answers 404 for another firm's or another user's Outlook item, and 403 without the meeting permission", async () => {
    const made = await microsoftApi(t, admin).addMeeting(teamsBody({ subject: 'Private strategy' }));
    const itemId = made.body.outlook_event_id as string;
    const before = await calendarCounts(t, w.firm.lawFirmId);
    for (const user of [w.other.firm.admin, w.staff.manage]) {
      expect((await microsoftApi(t, user).patchMeeting(itemId, teamsBody())).status).toBe(404);
      expect((await microsoftApi(t, user).deleteMeeting(itemId)).status).toBe(404);
    }
    expect((await microsoftApi(t, admin).patchMeeting('AAMkunknown', teamsBody())).status).toBe(404);
    expect(await calendarCounts(t, w.firm.lawFirmId)).toEqual(before);
    const none = w.staff.read;
    expect((await microsoftApi(t, none).addMeeting(teamsBody())).status).toBe(403);
    expect((await microsoftApi(t, none).patchMeeting(itemId, teamsBody())).status).toBe(403);
    expect((await microsoftApi(t, none).deleteMeeting(itemId)).status).toBe(403);
    expect(await calendarCounts(t, w.firm.lawFirmId)).toEqual(before);
    const [row] = await t.services.db.select().from(meetings).where(eq(meetings.outlookEventId, itemId));
    expect(row?.title).toBe('Private strategy');
  });
});

describe('a revoked consent', () => {
  it('answers 401 with where to reconnect, marks the connection revoked, and the scheduled sync goes on for others', async () => {
    const user = w.staff.read;
    const row = await connectionOf(user.id);
    await t.services.db
      .update(calendarConnections)
      .set({ refreshTokenEncrypted: t.services.secrets.encrypt('revoked-token') })
      .where(eq(calendarConnections.id, row.id));
    const errors: unknown[] = [];
    const run = await runMicrosoftSync(microsoftDeps(t.services), { error: (obj) => errors.push(obj) });
    expect(run).toEqual({ synced: 1, failed: 1 });
    expect(errors).toHaveLength(1);
    expect(await connectionOf(user.id)).toMatchObject({ status: 'revoked' });

    const res = await microsoftApi(t, user).sync();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      message: CALENDAR_MESSAGES.microsoftRevoked,
      details: { reason: 'revoked' },
      authorization_url: expect.stringContaining('/api/microsoft/auth/login?user_id='),
    });
    expect((await microsoftApi(t, user).info()).body).toMatchObject({ verified: false, status: 'revoked' });
    // Reconnecting makes it active again.
    await clickThroughPopup(t, await microsoftApi(t, user).info());
    expect(await connectionOf(user.id)).toMatchObject({ status: 'active' });
  });
});

describe('permissions', () => {
  it('answers 403 without read on the calendar', async () => {
    expect((await microsoftApi(t, w.staff.none).info()).status).toBe(403);
    expect((await microsoftApi(t, w.staff.none).sync()).status).toBe(403);
  });
});

describe('disconnecting', () => {
  const disconnect = (user: TestUser, provider: string) =>
    t.call('DELETE', `/api/calendar-connections/${provider}`, { token: user.token });

  it("forgets the caller's own connection and its imported events, nobody else's", async () => {
    const user = w.staff.manage;
    await connectMicrosoft(t, user);
    await side(user).create({ subject: 'Moot court', start: '2030-03-09T15:00:00Z', end: '2030-03-09T16:00:00Z' });
    await sync(user);
    expect((await outlookEvents(user)).map((event) => event.title)).toEqual(['Moot court']);

    // Another firm's user, and a wrong provider, change nothing.
    expect((await disconnect(w.other.firm.admin, 'microsoft')).body).toEqual({
      provider: 'microsoft',
      disconnected: false,
      revocation: 'none',
    });
    expect((await disconnect(user, 'yahoo')).status).toBe(400);
    expect((await disconnect(w.staff.none, 'microsoft')).status).toBe(403);
    expect((await microsoftApi(t, user).info()).body).toMatchObject({ verified: true });

    const res = await disconnect(user, 'microsoft');
    expect(res.status).toBe(200);
    // Graph revokes no single app's token: ours is deleted, and the answer says the consent remains.
    expect(res.body).toEqual({ provider: 'microsoft', disconnected: true, revocation: 'not_supported' });
    expect((await microsoftApi(t, user).info()).body).toMatchObject({ verified: false, status: null });
    expect(await outlookEvents(user)).toEqual([]);
    expect((await disconnect(user, 'microsoft')).body.disconnected).toBe(false);
    // The admin's connection is theirs still.
    expect(await connectionOf(admin.id)).toMatchObject({ status: 'active' });
  });
});
