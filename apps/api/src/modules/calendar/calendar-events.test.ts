import { CALENDAR_MESSAGES } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  appointmentBody,
  buildCalendarWorld,
  type CalendarWorld,
  meetingBody,
  NOW,
  otherFirmMeeting,
} from '../../test/kits/calendar.js';

let t: TestApp;
let w: CalendarWorld;
let now = NOW;
const DAY = 86_400_000;
const ids: Record<string, number> = {};

/** Adds a meeting starting `days` after NOW (the clock moved back when that is in the past), `minutes` long. */
async function meetingAt(days: number, minutes = 30, overrides: Record<string, unknown> = {}) {
  const start = new Date(NOW.getTime() + days * DAY);
  now = days < 0 ? new Date(start.getTime() - DAY) : NOW;
  const res = await t.call('POST', `/api/meeting/${w.firm.admin.id}/add`, {
    token: w.firm.admin.token,
    body: meetingBody(w, {
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + minutes * 60_000).toISOString(),
      ...overrides,
    }),
  });
  now = NOW;
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function appointmentAt(date: string, time: string, token = w.firm.admin.token) {
  const res = await t.call('POST', `/api/case-receipt/${w.firm.admin.id}/add_appointment`, {
    token,
    body: appointmentBody(w, { date, time }),
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await buildCalendarWorld(t);
  ids.pastWeek = await meetingAt(-5);
  ids.tooOld = await meetingAt(-11);
  ids.tomorrow = await meetingAt(1, 60, { title: 'Case review' });
  ids.lastDay = await meetingAt(59);
  ids.tooFar = await meetingAt(61);
  ids.appointment = await appointmentAt('2030-03-03', '12:00');
  // Another firm's meeting on the same day never shows.
  ids.foreign = await otherFirmMeeting(t, w);
});
afterAll(() => t?.close());

const events = (query = '', token = w.firm.admin.token, userId = w.firm.admin.id) =>
  t.call('GET', `/api/meeting/${userId}/all-meetings${query}`, { token });
const idsOf = (body: Array<{ id: string }>) => body.map((event) => event.id);

describe('GET /api/meeting/{userId}/all-meetings', () => {
  it('answers the firm’s meetings and appointments from 10 days before to 60 days after now, by start', async () => {
    const res = await events(`?lawFirmId=${w.firm.lawFirmId}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([
      `meeting-${ids.pastWeek}`,
      `appointment-${ids.appointment}`,
      `meeting-${ids.tomorrow}`,
      `meeting-${ids.lastDay}`,
    ]);
  });

  it('shows a meeting and an appointment as Calendar events', async () => {
    const res = await events('?timeMin=2030-03-03T00:00:00Z&timeMax=2030-03-04T00:00:00Z');
    const [appointment, meeting] = res.body;
    expect(meeting).toMatchObject({
      id: `meeting-${ids.tomorrow}`,
      type: 'meeting',
      title: 'Case review',
      start: '2030-03-03T15:00:00.000Z',
      end: '2030-03-03T16:00:00.000Z',
      allDay: false,
      extendedProps: {
        type: 'meeting',
        case: { id: w.caseId, title: 'Gonzalez family petition' },
        client: {
          first_name: 'Maria',
          middle_name: null,
          last_name: 'Gonzalez',
          email: expect.any(String),
          image: null,
        },
        location: 'OFFLINE',
        timeZone: 'America/Chicago',
        description: '<p>Bring the <strong>passport</strong></p>',
        meetLink: null,
        calendar_link: null,
        creator: { displayName: 'Alex Admin', email: w.firm.admin.email },
        status: 'confirmed',
      },
    });
    expect(meeting.extendedProps.attendees).toHaveLength(2);
    expect(appointment).toMatchObject({
      id: `appointment-${ids.appointment}`,
      type: 'appointment',
      title: 'Biometrics · IOE0912345678',
      start: '2030-03-03T12:00:00.000Z',
      end: '2030-03-03T13:00:00.000Z',
      extendedProps: {
        type: 'appointment',
        client: { first_name: 'Maria', last_name: 'Gonzalez' },
        location: '126 Northpoint Dr, Houston, TX 77060',
        request_number: 'IOE0912345678',
        timeZone: 'America/Chicago',
      },
    });
  });

  it('takes a window, with events overlapping its edges', async () => {
    // The meeting starts at 15:00 and lasts an hour; the appointment from 12:00 to 13:00.
    const inside = await events('?timeMin=2030-03-03T15:30:00Z&timeMax=2030-03-03T15:45:00Z');
    expect(idsOf(inside.body)).toEqual([`meeting-${ids.tomorrow}`]);
    const edges = await events('?timeMin=2030-03-03T12:59:00Z&timeMax=2030-03-03T15:00:00Z');
    expect(idsOf(edges.body)).toEqual([`appointment-${ids.appointment}`]);
    const after = await events('?timeMin=2030-03-03T13:00:00Z&timeMax=2030-03-03T15:00:00Z');
    expect(after.body).toEqual([]);
    const old = await events('?timeMin=2030-02-15T00:00:00Z&timeMax=2030-02-22T00:00:00Z');
    expect(idsOf(old.body)).toEqual([`meeting-${ids.tooOld}`]);
  });

  it('answers at most maxResults events, the earliest', async () => {
    const query = '?timeMin=2030-02-01T00:00:00Z&timeMax=2030-06-01T00:00:00Z';
    expect(idsOf((await events(query)).body)).toHaveLength(6);
    expect(idsOf((await events(`${query}&maxResults=3`)).body)).toEqual([
      `meeting-${ids.tooOld}`,
      `meeting-${ids.pastWeek}`,
      `appointment-${ids.appointment}`,
    ]);
    expect((await events(`${query}&maxResults=0`)).status).toBe(400);
    expect((await events(`${query}&maxResults=501`)).status).toBe(400);
  });

  it('refuses a window that ends before it starts', async () => {
    const res = await events('?timeMin=2030-03-05T00:00:00Z&timeMax=2030-03-04T00:00:00Z');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ timeMax: CALENDAR_MESSAGES.invalidWindow });
  });

  it('lets any signed-in member of the firm read it', async () => {
    expect((await events('', w.staff.none.token)).status).toBe(200);
    expect((await t.call('GET', `/api/meeting/${w.firm.admin.id}/all-meetings`)).status).toBe(401);
  });

  it('answers 404 for another firm’s user id or law firm id, and never shows its events', async () => {
    expect((await events('', w.firm.admin.token, w.other.firm.admin.id)).status).toBe(404);
    expect((await events(`?lawFirmId=${w.other.firm.lawFirmId}`)).status).toBe(404);
    const theirs = await events('', w.other.firm.admin.token, w.other.firm.admin.id);
    expect(idsOf(theirs.body)).toEqual([`meeting-${ids.foreign}`]);
  });
});
