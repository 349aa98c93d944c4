/**
 * Reminder mails (issue 39) on a fixed clock: each user is mailed once per event and start, within their own
 * setting (off, 15, 30, 60 minutes or a day; 30 by default), in their language; a rescheduled event reminds
 * again; a refused mailbox neither stops the others nor loses its reminder; GET/PUT /calendar-settings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarRemindersSent, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { appointmentBody, buildCalendarWorld, type CalendarWorld, meetingBody, NOW } from '../../test/kits/calendar.js';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test/mail.js';
import { type ReminderDeps, runCalendarReminders } from './reminders.js';

const REFUSED = 'refused@staff.example';
let peer: SmtpPeer;
let t: TestApp;
let w: CalendarWorld;
let deps: ReminderDeps;
let now = NOW;
/** What the job logged as not sent. */
const failures: Array<{ user_id: number }> = [];

beforeAll(async () => {
  peer = await startSmtpPeer({ refuse: [REFUSED] });
  t = await createTestApp({ now: () => now, env: { SMTP_URL: peer.url, APP_URL: 'https://counsel.example' } });
  w = await buildCalendarWorld(t);
  deps = {
    db: t.services.db,
    mailer: t.services.mailer,
    publicOrigin: 'https://counsel.example',
    log: { error: (obj) => failures.push(obj as { user_id: number }) },
  };
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const at = (iso: string) => new Date(iso);
const setting = (token: string, minutes: number) =>
  t.call('PUT', '/api/calendar-settings', { token, body: { reminder_minutes: minutes } });
/** Runs the job at `iso` and answers who was mailed what. */
async function runAt(iso: string) {
  const from = peer.received.length;
  const count = await runCalendarReminders(deps, at(iso));
  const mails = peer.received.slice(from).map((delivery) => ({ ...readMail(delivery.raw), to: delivery.rcptTo[0]! }));
  expect(mails).toHaveLength(count);
  return mails;
}

describe('the reminder setting', () => {
  it('is 30 minutes until changed, takes only the offered choices, and needs a signed-in user', async () => {
    const token = w.staff.update.token;
    expect((await t.call('GET', '/api/calendar-settings', { token })).body).toEqual({ reminder_minutes: 30 });
    expect((await setting(token, 1440)).body).toEqual({ reminder_minutes: 1440 });
    expect((await t.call('GET', '/api/calendar-settings', { token })).body).toEqual({ reminder_minutes: 1440 });
    expect((await setting(token, 45)).status).toBe(400);
    expect((await t.call('GET', '/api/calendar-settings', { token })).body).toEqual({ reminder_minutes: 1440 });
    expect((await t.call('GET', '/api/calendar-settings')).status).toBe(401);
    // Another user's setting is their own.
    expect((await t.call('GET', '/api/calendar-settings', { token: w.firm.admin.token })).body).toEqual({
      reminder_minutes: 30,
    });
  });
});

describe('reminder mails', () => {
  let meetingId: number;

  beforeAll(async () => {
    // The organiser (admin, 30 minutes), an attendee in Arabic (colleague, 60), one with reminders off
    // (staff.read), one a day ahead (staff.update, set above), one whose mailbox refuses (staff.create).
    await t.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, w.colleague.id));
    expect((await setting(w.colleague.token, 60)).status).toBe(200);
    expect((await setting(w.staff.read.token, 0)).status).toBe(200);
    await t.services.db.update(users).set({ email: REFUSED }).where(eq(users.id, w.staff.create.id));
    const res = await t.call('POST', `/api/meeting/${w.firm.admin.id}/add`, {
      token: w.firm.admin.token,
      body: meetingBody(w, {
        attendees: [w.colleague, w.staff.read, w.staff.update, w.staff.create].map((user) => ({
          type: 'employee',
          id: user.id,
        })),
      }),
    });
    expect(res.status).toBe(201);
    meetingId = res.body.id;
  });

  it('mails each user once their own reminder time is reached, in their language', async () => {
    // The meeting starts 2030-03-04 15:00 UTC (09:00 in Chicago).
    expect((await runAt('2030-03-03T14:00:00Z')).map((mail) => mail.to)).toEqual([]);
    const dayAhead = await runAt('2030-03-03T15:00:00Z');
    expect(dayAhead.map((mail) => mail.to)).toEqual([w.staff.update.email]);
    expect(dayAhead[0]!.subject).toBe('Reminder: Intake call');
    expect(dayAhead[0]!.text).toContain('When: Monday, March 4, 2030 at 9:00 AM (America/Chicago)');
    expect(dayAhead[0]!.text).toContain('https://counsel.example/en/client/calendar');

    const hour = await runAt('2030-03-04T14:00:00Z');
    expect(hour.map((mail) => mail.to)).toEqual([w.colleague.email]);
    expect(hour[0]!.subject).toBe('تذكير: Intake call');
    expect(hour[0]!.text).toContain('https://counsel.example/ar/client/calendar');

    const half = await runAt('2030-03-04T14:30:00Z');
    expect(half.map((mail) => mail.to)).toEqual([w.firm.admin.email]);
    // Nobody is mailed twice for the same start, however often the job runs.
    expect(await runAt('2030-03-04T14:31:00Z')).toEqual([]);
    expect(await runAt('2030-03-04T14:59:00Z')).toEqual([]);
  });

  it('keeps trying a refused mailbox without stopping the others', async () => {
    const refusedRows = await t.services.db
      .select()
      .from(calendarRemindersSent)
      .where(eq(calendarRemindersSent.userId, w.staff.create.id));
    // The refused user (30 minutes) was tried at 14:30, 14:31 and 14:59: no record holds them back.
    expect(refusedRows).toEqual([]);
    expect(failures.filter((failure) => failure.user_id === w.staff.create.id)).toHaveLength(3);
  });

  it('reminds again when the meeting is rescheduled', async () => {
    now = at('2030-03-04T14:40:00Z');
    const res = await t.call('PUT', `/api/meeting/${meetingId}/update`, {
      token: w.firm.admin.token,
      body: meetingBody(w, {
        start_time: '2030-03-04T17:00:00Z',
        end_time: '2030-03-04T17:30:00Z',
        attendees: [{ type: 'employee', id: w.colleague.id }],
      }),
    });
    now = NOW;
    expect(res.status).toBe(200);
    expect(await runAt('2030-03-04T15:30:00Z')).toEqual([]);
    const again = await runAt('2030-03-04T16:30:00Z');
    expect(again.map((mail) => mail.to).sort()).toEqual([w.firm.admin.email, w.colleague.email].sort());
  });

  it('reminds the user an appointment was added for, and never a deactivated user', async () => {
    const add = (userId: number, body: object) =>
      t.call('POST', `/api/case-receipt/${userId}/add_appointment`, { token: w.firm.admin.token, body });
    expect((await add(w.firm.admin.id, appointmentBody(w))).status).toBe(201);
    expect((await add(w.staff.manage.id, appointmentBody(w))).status).toBe(201);
    await t.services.db.update(users).set({ deactivatedAt: NOW }).where(eq(users.id, w.staff.manage.id));
    // The appointment is 2030-03-05 at 16:00 UTC.
    const mails = await runAt('2030-03-05T15:45:00Z');
    expect(mails.map((mail) => mail.to)).toEqual([w.firm.admin.email]);
    expect(mails[0]!.subject).toBe('Reminder: Biometrics · IOE0912345678 · Maria Gonzalez');
    expect(mails[0]!.text).toContain('Where: 126 Northpoint Dr, Houston, TX 77060');
  });
});
