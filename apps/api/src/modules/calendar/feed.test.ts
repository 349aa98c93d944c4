/**
 * The private calendar feed (issue 39): a token shown once (only its SHA-256 stored), a public .ics that holds
 * the user's own meetings (organised or attended) and appointments from 60 days back to a year ahead, and
 * nothing of another user or firm; a reset or revoked token, a wrong one and a deactivated user's all answer 404.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, meetings, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { TestUser } from '../../test/firms.js';
import {
  appointmentBody,
  buildCalendarWorld,
  type CalendarWorld,
  meetingBody,
  NOW,
  otherFirmMeeting,
} from '../../test/kits/calendar.js';
import { parseIcs } from '../../test/kits/calendar-ics.js';

let t: TestApp;
let w: CalendarWorld;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { APP_URL: 'https://counsel.example' } });
  w = await buildCalendarWorld(t);
});
afterAll(() => t?.close());

const me = () => ({ id: w.firm.admin.id, token: w.firm.admin.token });
const newFeed = async (user: { token: string }) => {
  const res = await t.call('POST', '/api/calendar-feed', { token: user.token });
  expect(res.status).toBe(201);
  return res.body.url as string;
};
/** The feed at `url`, fetched with no session as a calendar app does. */
const fetchFeed = (url: string) => t.call('GET', new URL(url).pathname);
const uidsOf = async (url: string) => {
  const res = await fetchFeed(url);
  expect(res.status).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^text\/calendar/);
  return parseIcs(res.body as string)
    .events.map((event) => event.uid)
    .sort();
};

async function addMeeting(organizer: number, attendees: object[], overrides: object = {}) {
  const res = await t.call('POST', `/api/meeting/${organizer}/add`, {
    token: w.firm.admin.token,
    body: meetingBody(w, { attendees, ...overrides }),
  });
  expect(res.status).toBe(201);
  return `meeting-${res.body.id}@counsel.example`;
}
async function addAppointment(userId: number, firm = w.firm, body = appointmentBody(w)) {
  const res = await t.call('POST', `/api/case-receipt/${userId}/add_appointment`, { token: firm.admin.token, body });
  expect(res.status).toBe(201);
  return `appointment-${res.body.id}@counsel.example`;
}

describe('the calendar feed', () => {
  const uid: Record<string, string> = {};
  let url: string;

  beforeAll(async () => {
    const colleague = { type: 'employee', id: w.colleague.id };
    const admin = { type: 'employee', id: w.firm.admin.id };
    uid.organised = await addMeeting(w.firm.admin.id, [colleague, { type: 'client', id: w.clientId }]);
    uid.attended = await addMeeting(w.colleague.id, [admin]);
    uid.notMine = await addMeeting(w.colleague.id, [{ type: 'employee', id: w.staff.read.id }]);
    uid.myAppointment = await addAppointment(w.firm.admin.id);
    uid.theirAppointment = await addAppointment(w.colleague.id);
    uid.otherFirm = `meeting-${await otherFirmMeeting(t, w)}@counsel.example`;
    // Outside the window (70 days back, 400 days ahead): written directly, the API refuses past dates.
    for (const [key, offset] of [
      ['tooOld', -70],
      ['tooFar', 400],
    ] as const) {
      const startAt = new Date(NOW.getTime() + offset * DAY);
      const [row] = await t.services.db
        .insert(meetings)
        .values({
          lawFirmId: w.firm.lawFirmId,
          userId: w.firm.admin.id,
          title: key,
          startAt,
          endAt: new Date(startAt.getTime() + 3_600_000),
          timeZone: 'America/Chicago',
          location: 'OFFLINE',
        })
        .returning({ id: meetings.id });
      uid[key] = `meeting-${row!.id}@counsel.example`;
    }
  });

  it('has no feed until one is made, then shows the URL once and keeps only its hash', async () => {
    expect((await t.call('GET', '/api/calendar-feed', { token: me().token })).body).toEqual({
      exists: false,
      created_at: null,
    });
    url = await newFeed(me());
    expect(url).toMatch(/^https:\/\/counsel\.example\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = url.split('/').pop()!.replace('.ics', '');
    const [row] = await t.services.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me().id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const status = await t.call('GET', '/api/calendar-feed', { token: me().token });
    expect(status.body).toEqual({ exists: true, created_at: expect.any(String) });
    expect(JSON.stringify(status.body)).not.toContain(token);
  });

  it('serves the user’s own meetings and appointments in the window, and nothing of anyone else', async () => {
    expect(await uidsOf(url)).toEqual([uid.organised, uid.attended, uid.myAppointment].sort());
    const text = (await fetchFeed(url)).body as string;
    const organised = parseIcs(text).events.find((event) => event.uid === uid.organised)!;
    expect(organised.summary).toBe('Intake call');
    expect(new Date(organised.start).toISOString()).toBe('2030-03-04T15:00:00.000Z');
    expect(text).toContain('DTSTART;TZID=America/Chicago:20300304T090000');
    const appointment = parseIcs(text).events.find((event) => event.uid === uid.myAppointment)!;
    expect(appointment.summary).toBe('Biometrics · IOE0912345678 – Maria Gonzalez');
    expect(appointment.location).toBe('126 Northpoint Dr, Houston, TX 77060');
  });

  it('gives each user a feed of their own', async () => {
    const theirs = await newFeed(w.colleague);
    expect(await uidsOf(theirs)).toEqual([uid.organised, uid.attended, uid.notMine, uid.theirAppointment].sort());
    const otherFirm = await newFeed(w.other.firm.admin);
    expect(await uidsOf(otherFirm)).toEqual([uid.otherFirm]);
  });

  it('answers 404 to a wrong token, a token without .ics and a reset one; the new URL works', async () => {
    expect((await t.call('GET', `/api/calendar-feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.call('GET', new URL(url).pathname.replace('.ics', ''))).status).toBe(404);
    const fresh = await newFeed(me());
    expect(fresh).not.toBe(url);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
    url = fresh;
  });

  it('stops answering once revoked', async () => {
    expect((await t.call('DELETE', '/api/calendar-feed', { token: me().token })).status).toBe(204);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await t.call('GET', '/api/calendar-feed', { token: me().token })).body.exists).toBe(false);
    expect((await t.call('DELETE', '/api/calendar-feed', { token: me().token })).status).toBe(404);
  });

  it('answers 404 for a deactivated user’s feed', async () => {
    const user: TestUser = w.staff.read;
    const feed = await newFeed(user);
    expect((await fetchFeed(feed)).status).toBe(200);
    await t.services.db.update(users).set({ deactivatedAt: NOW }).where(eq(users.id, user.id));
    expect((await fetchFeed(feed)).status).toBe(404);
  });

  it('needs a signed-in user to see, make or revoke a feed', async () => {
    expect((await t.call('GET', '/api/calendar-feed')).status).toBe(401);
    expect((await t.call('POST', '/api/calendar-feed')).status).toBe(401);
    expect((await t.call('DELETE', '/api/calendar-feed')).status).toBe(401);
  });
});
