import { CALENDAR_MESSAGES, TIME_ZONE_MESSAGE } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee } from '../../test/firms.js';
import {
  buildCalendarWorld,
  type CalendarWorld,
  calendarCounts,
  meetingBody,
  NOW,
  refusedUnchanged,
} from '../../test/kits/calendar.js';

let t: TestApp;
let w: CalendarWorld;
const now = NOW;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await buildCalendarWorld(t);
});
afterAll(() => t?.close());

const add = (body: object, token = w.firm.admin.token, userId = w.firm.admin.id) =>
  t.call('POST', `/api/meeting/${userId}/add`, { token, body });
const update = (id: number, body: object, token = w.firm.admin.token) =>
  t.call('PUT', `/api/meeting/${id}/update`, { token, body });
const getMeeting = (id: number, token = w.firm.admin.token) =>
  t.call('GET', `/api/meeting/${id}/get-meeting`, { token });
const remove = (id: number, token = w.firm.admin.token) => t.call('DELETE', `/api/meeting/${id}/delete`, { token });

async function created(overrides: Record<string, unknown> = {}) {
  const res = await add(meetingBody(w, overrides));
  expect(res.status).toBe(201);
  return res.body as { id: number; [key: string]: unknown };
}

/** Sends a request the server must refuse, and checks that nothing was written. */
const refused = (send: () => ReturnType<typeof add>, status: number) =>
  refusedUnchanged(t, w.firm.lawFirmId, send, status);

describe('POST /api/meeting/{userId}/add', () => {
  it('creates the meeting with its attendees, case and client, and records it', async () => {
    const meeting = await created();
    expect(meeting).toMatchObject({
      law_firm_id: w.firm.lawFirmId,
      user_id: w.firm.admin.id,
      type: 'meeting',
      title: 'Intake call',
      start_time: '2030-03-04T15:00:00.000Z',
      end_time: '2030-03-04T15:30:00.000Z',
      time_zone: 'America/Chicago',
      location: 'OFFLINE',
      notes: '<p>Bring the <strong>passport</strong></p>',
      case_id: w.caseId,
      client_id: w.clientId,
      case: { id: w.caseId, title: 'Gonzalez family petition' },
      client: { id: w.clientId, first_name: 'Maria', middle_name: null, last_name: 'Gonzalez' },
      source: 'app',
      all_day: false,
      meet_link: null,
      organizer: { displayName: 'Alex Admin', email: w.firm.admin.email },
    });
    expect(meeting.attendees).toEqual([
      expect.objectContaining({
        type: 'employee',
        id: w.colleague.id,
        employee_id: w.colleague.id,
        full_name: 'Omar Haddad',
        email: w.colleague.email,
        position: 'attorney',
        role: null,
        response_status: 'accepted',
      }),
      expect.objectContaining({
        type: 'client',
        id: w.clientId,
        client_id: w.clientId,
        full_name: 'Maria Gonzalez',
        response_status: 'none',
      }),
    ]);
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'meeting.created'), eq(auditLog.entityId, String(meeting.id))));
    expect(audits).toHaveLength(1);
    expect((await getMeeting(meeting.id)).body).toEqual(meeting);
  });

  it('shows the meeting in the calendar window as it reads it alone (the window has its own statements)', async () => {
    const meeting = (await getMeeting((await created({ title: 'Window check' })).id)).body;
    const res = await t.call(
      'GET',
      `/api/meeting/${w.firm.admin.id}/all-meetings?timeMin=2030-03-04T00:00:00Z&timeMax=2030-03-05T00:00:00Z`,
      { token: w.firm.admin.token },
    );
    const event = res.body.find((each: { id: string }) => each.id === `meeting-${meeting.id}`);
    expect([event.title, event.start, event.end]).toEqual([meeting.title, meeting.start_time, meeting.end_time]);
    expect(event.extendedProps).toMatchObject({
      case: meeting.case,
      client: meeting.client,
      organizer: meeting.organizer,
      timeZone: meeting.time_zone,
      location: meeting.location,
      description: meeting.notes,
      source: meeting.source,
      attendees: meeting.attendees,
    });
    expect(meeting.case).toEqual({ id: w.caseId, title: expect.any(String) });
    expect(meeting.attendees).toHaveLength(2);
  });

  it('takes contacts and other people by email and name, and every response status', async () => {
    const meeting = await created({
      case_id: null,
      attendees: [
        { type: 'employee', id: w.firm.admin.id, response_status: 'tentative' },
        { type: 'contact', id: w.contactId, response_status: 'declined' },
        { type: 'other', email: 'Sam.Stone@Example.com', full_name: 'Sam Stone' },
      ],
    });
    expect(meeting.client).toBeNull();
    expect(meeting.attendees).toEqual([
      expect.objectContaining({ type: 'employee', role: 'admin', response_status: 'tentative' }),
      expect.objectContaining({ type: 'contact', contact_id: w.contactId, full_name: 'Dana Interpreter' }),
      expect.objectContaining({
        type: 'other',
        id: null,
        email: 'sam.stone@example.com',
        full_name: 'Sam Stone',
        response_status: 'none',
      }),
    ]);
  });

  it('keeps plain formatting in the notes and drops what a browser would run', async () => {
    const meeting = await created({
      notes: '<p onclick="steal()">Agenda<script>alert(1)</script> <a href="javascript:x()">x</a></p>',
    });
    expect(meeting.notes).toBe('<p>Agenda <a rel="noopener noreferrer" target="_blank">x</a></p>');
  });

  it('refuses a missing title, time, duration or time zone with the spec’s messages', async () => {
    const body = await refused(
      () => add({ ...meetingBody(w), title: ' ', start_time: undefined, end_time: undefined, time_zone: undefined }),
      400,
    );
    expect(body).toMatchObject({
      code: 'validation_failed',
      fields: {
        title: CALENDAR_MESSAGES.titleRequired,
        start_time: CALENDAR_MESSAGES.timeRequired,
        end_time: CALENDAR_MESSAGES.durationRequired,
        time_zone: CALENDAR_MESSAGES.timeZoneRequired,
      },
    });
  });

  it('refuses an end that is not after the start', async () => {
    const body = await refused(() => add(meetingBody(w, { end_time: '2030-03-04T15:00:00Z' })), 400);
    expect(body.fields).toEqual({ end_time: CALENDAR_MESSAGES.invalidDuration });
  });

  it('refuses a time zone that is not a real IANA zone', async () => {
    const body = await refused(() => add(meetingBody(w, { time_zone: 'Mars/Olympus_Mons' })), 400);
    expect(body.fields).toEqual({ time_zone: TIME_ZONE_MESSAGE });
  });

  it('refuses past dates, in the meeting’s own time zone, but takes today', async () => {
    // 04:00 UTC on March 2nd is still March 1st in Chicago: a past date there.
    const body = await refused(() => add(meetingBody(w, { start_time: '2030-03-02T04:00:00Z' })), 422);
    expect(body).toMatchObject({
      code: 'meeting_in_past',
      message: 'Cannot create meetings for past dates. Please select a future date.',
    });
    // Earlier today in Chicago is still today.
    await created({ start_time: '2030-03-02T07:00:00Z', end_time: '2030-03-02T07:15:00Z' });
  });

  it('takes only the four locations; Microsoft and Google ones need the organiser connected', async () => {
    const bad = await refused(() => add(meetingBody(w, { location: 'ZOOM' })), 400);
    expect(bad.fields).toHaveProperty('location');
    // Microsoft 365 needs the user's sign-in first (microsoft-calendar.test.ts).
    const body = await refused(() => add(meetingBody(w, { location: 'MICROSOFT_CALENDAR' })), 401);
    expect(body).toMatchObject({ code: 'microsoft_not_authorized', message: CALENDAR_MESSAGES.microsoftNotAuthorized });
    // Google Calendar needs the user's connection first (google-calendar.test.ts).
    expect((await refused(() => add(meetingBody(w, { location: 'GOOGLE_CALENDAR' })), 401)).code).toBe(
      'google_calendar_not_authorized',
    );
    const others = await created({ location: 'OTHERS', custom_meeting_link: 'https://meet.example.com/abc' });
    expect(others).toMatchObject({ location: 'OTHERS', custom_meeting_link: 'https://meet.example.com/abc' });
  });

  it('needs at least one employee attendee', async () => {
    const body = await refused(() => add(meetingBody(w, { attendees: [{ type: 'client', id: w.clientId }] })), 400);
    expect(body.fields).toEqual({ attendees: CALENDAR_MESSAGES.employeeAttendeeRequired });
  });

  it('takes one client attendee at most', async () => {
    const attendees = [
      { type: 'employee', id: w.colleague.id },
      { type: 'client', id: w.clientId },
      { type: 'client', id: w.siblingClientId },
    ];
    const body = await refused(() => add(meetingBody(w, { attendees, case_id: null })), 422);
    expect(body).toMatchObject({ code: 'client_limit_reached', message: 'Client limit reached' });
  });

  it('checks other attendees’ email and name, and refuses an email twice (also an employee’s)', async () => {
    const attendees = [
      { type: 'employee', id: w.colleague.id },
      { type: 'other', email: 'not-an-email', full_name: 'S' },
    ];
    const body = await refused(() => add(meetingBody(w, { attendees })), 400);
    expect(body.fields).toEqual({
      'attendees.1.email': CALENDAR_MESSAGES.attendeeEmailInvalid,
      'attendees.1.full_name': CALENDAR_MESSAGES.attendeeNameTooShort,
    });
    const twice = [
      { type: 'employee', id: w.colleague.id },
      { type: 'other', email: w.colleague.email.toUpperCase(), full_name: 'Omar Again' },
    ];
    const duplicate = await refused(() => add(meetingBody(w, { attendees: twice })), 400);
    expect(duplicate.fields).toEqual({ 'attendees.1.email': CALENDAR_MESSAGES.attendeeDuplicateEmail });
  });

  it('refuses a response status outside accepted, declined, tentative and none', async () => {
    const attendees = [{ type: 'employee', id: w.colleague.id, response_status: 'maybe' }];
    const body = await refused(() => add(meetingBody(w, { attendees })), 400);
    expect(body.fields).toHaveProperty(['attendees.0.response_status']);
  });

  it('refuses a case of another of the firm’s clients', async () => {
    const body = await refused(() => add(meetingBody(w, { case_id: w.siblingCaseId })), 422);
    expect(body).toMatchObject({ code: 'case_not_for_client', message: CALENDAR_MESSAGES.caseNotForClient });
  });
});

describe('PUT /api/meeting/{id}/update', () => {
  it('changes the title, time, notes and attendees, and keeps the rest', async () => {
    const meeting = await created();
    const res = await update(
      meeting.id,
      meetingBody(w, {
        title: 'Intake call (moved)',
        start_time: '2030-03-05T16:00:00Z',
        end_time: '2030-03-05T17:30:00Z',
        notes: null,
        calendar_link: 'https://calendar.example.com/e/1',
        attendees: [
          { type: 'employee', id: w.firm.admin.id },
          { type: 'client', id: w.clientId, response_status: 'accepted' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: meeting.id,
      title: 'Intake call (moved)',
      start_time: '2030-03-05T16:00:00.000Z',
      end_time: '2030-03-05T17:30:00.000Z',
      notes: null,
      calendar_link: 'https://calendar.example.com/e/1',
      case_id: w.caseId,
      client_id: w.clientId,
    });
    expect(res.body.attendees.map((a: { type: string; id: number }) => [a.type, a.id])).toEqual([
      ['employee', w.firm.admin.id],
      ['client', w.clientId],
    ]);
  });

  it('locks the location, the client attendee and the case', async () => {
    const meeting = await created();
    const changes: Array<[Record<string, unknown>, string]> = [
      [{ location: 'OTHERS' }, 'location'],
      [{ attendees: [{ type: 'employee', id: w.colleague.id }] }, 'attendees'],
      [
        {
          attendees: [
            { type: 'employee', id: w.colleague.id },
            { type: 'client', id: w.siblingClientId },
          ],
          case_id: w.siblingCaseId,
        },
        'attendees',
      ],
      [{ case_id: null }, 'case_id'],
    ];
    for (const [change, field] of changes) {
      const body = await refused(() => update(meeting.id, meetingBody(w, change)), 422);
      expect(body).toMatchObject({ code: 'locked_in_edit_mode', message: 'Locked in edit mode' });
      expect(body.fields).toEqual({ [field]: 'Locked in edit mode' });
    }
    expect((await getMeeting(meeting.id)).body).toEqual(meeting);
  });

  it('refuses moving a meeting to a past date, but keeps a start it already had', async () => {
    const meeting = await created({ start_time: '2030-03-02T07:00:00Z', end_time: '2030-03-02T07:15:00Z' });
    const moved = await update(meeting.id, meetingBody(w, { start_time: '2030-03-01T15:00:00Z' }));
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe(CALENDAR_MESSAGES.meetingPastDate);
    const same = await update(
      meeting.id,
      meetingBody(w, { start_time: '2030-03-02T07:00:00Z', end_time: '2030-03-02T08:00:00Z', title: 'Longer' }),
    );
    expect(same.status).toBe(200);
  });
});

describe('DELETE /api/meeting/{id}/delete', () => {
  it('deletes the meeting and its attendees', async () => {
    const meeting = await created();
    const before = await calendarCounts(t, w.firm.lawFirmId);
    const res = await remove(meeting.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, id: meeting.id });
    expect(await calendarCounts(t, w.firm.lawFirmId)).toEqual({
      ...before,
      meetings: before.meetings - 1,
      attendees: before.attendees - 2,
    });
    expect((await getMeeting(meeting.id)).status).toBe(404);
    expect((await remove(meeting.id)).status).toBe(404);
  });
});

describe('permissions', () => {
  it('needs ADD_MEETING to add, EDIT_MEETING to edit and DELETE_MEETING to delete', async () => {
    const meeting = await created();
    expect((await refused(() => add(meetingBody(w), w.staff.read.token), 403)).code).toBe('forbidden');
    expect((await add(meetingBody(w), w.staff.create.token)).status).toBe(201);
    expect((await update(meeting.id, meetingBody(w), w.staff.create.token)).status).toBe(403);
    expect((await update(meeting.id, meetingBody(w), w.staff.update.token)).status).toBe(200);
    expect((await remove(meeting.id, w.staff.update.token)).status).toBe(403);
    expect((await getMeeting(meeting.id)).status).toBe(200);
    expect((await remove(meeting.id, w.staff.manage.token)).status).toBe(200);
  });

  it('lets any signed-in member of the firm read a meeting, and nobody signed out', async () => {
    const meeting = await created();
    expect((await getMeeting(meeting.id, w.staff.none.token)).status).toBe(200);
    expect((await t.call('GET', `/api/meeting/${meeting.id}/get-meeting`)).status).toBe(401);
  });
});

describe('tenancy', () => {
  it('answers 404 for another firm’s meeting, to read, edit or delete', async () => {
    const meeting = await created();
    const theirs = w.other.firm.admin.token;
    expect((await getMeeting(meeting.id, theirs)).status).toBe(404);
    const otherBody = { ...meetingBody(w), law_firm_id: w.other.firm.lawFirmId };
    expect((await update(meeting.id, otherBody, theirs)).status).toBe(404);
    expect((await remove(meeting.id, theirs)).status).toBe(404);
    expect((await getMeeting(meeting.id)).body).toEqual(meeting);
  });

  it('answers 404 for a user id, a law firm id, a client, a case, an employee or a contact of another firm', async () => {
    const foreign = w.other;
    const tries: Array<[string, () => ReturnType<typeof add>]> = [
      ['User', () => add(meetingBody(w), w.firm.admin.token, foreign.firm.admin.id)],
      ['Law firm', () => add(meetingBody(w, { law_firm_id: foreign.firm.lawFirmId }))],
      ['Case', () => add(meetingBody(w, { case_id: foreign.caseId }))],
      [
        'Client',
        () =>
          add(
            meetingBody(w, {
              case_id: null,
              attendees: [
                { type: 'employee', id: w.colleague.id },
                { type: 'client', id: foreign.clientId },
              ],
            }),
          ),
      ],
      ['Employee', () => add(meetingBody(w, { attendees: [{ type: 'employee', id: foreign.colleague.id }] }))],
      [
        'Contact',
        () =>
          add(
            meetingBody(w, {
              attendees: [
                { type: 'employee', id: w.colleague.id },
                { type: 'contact', id: foreign.contactId },
              ],
            }),
          ),
      ],
    ];
    for (const [what, send] of tries) {
      const body = await refused(send, 404);
      expect(body).toEqual({ code: 'not_found', message: `${what} not found` });
    }
  });

  it('answers 404 for a removed employee as the user id', async () => {
    const leaver = await addEmployee(t, w.firm, { position: 'paralegal' });
    await t.services.db.update(users).set({ deactivatedAt: NOW }).where(eq(users.id, leaver.id));
    await refused(() => add(meetingBody(w), w.firm.admin.token, leaver.id), 404);
  });
});
