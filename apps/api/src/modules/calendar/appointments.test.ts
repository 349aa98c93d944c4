import { CALENDAR_MESSAGES, TIME_ZONE_MESSAGE } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  appointmentBody,
  buildCalendarWorld,
  type CalendarWorld,
  NOW,
  refusedUnchanged,
} from '../../test/kits/calendar.js';

let t: TestApp;
let w: CalendarWorld;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  w = await buildCalendarWorld(t);
});
afterAll(() => t?.close());

const add = (body: object, token = w.firm.admin.token, userId = w.firm.admin.id) =>
  t.call('POST', `/api/case-receipt/${userId}/add_appointment`, { token, body });
const update = (id: number, body: object, token = w.firm.admin.token) =>
  t.call('PUT', `/api/appointment/${id}/update_appointment`, { token, body });
const remove = (id: number, token = w.firm.admin.token, userId = w.firm.admin.id) =>
  t.call('DELETE', `/api/case-receipt/${userId}/delete-appointment/${id}`, { token });
const list = (lawFirmId = w.firm.lawFirmId, token = w.firm.admin.token, query = '') =>
  t.call('GET', `/api/case-receipt/appointments/law_firm/${lawFirmId}${query}`, { token });

async function created(overrides: Record<string, unknown> = {}) {
  const res = await add(appointmentBody(w, overrides));
  expect(res.status).toBe(201);
  return res.body as { id: number; [key: string]: unknown };
}

/** Sends a request the server must refuse, and checks that nothing was written. */
const refused = (send: () => ReturnType<typeof add>, status: number) =>
  refusedUnchanged(t, w.firm.lawFirmId, send, status);

describe('POST /api/case-receipt/{userId}/add_appointment', () => {
  it('creates an appointment at the UTC date and time, one hour long', async () => {
    const appointment = await created();
    expect(appointment).toMatchObject({
      law_firm_id: w.firm.lawFirmId,
      user_id: w.firm.admin.id,
      type: 'appointment',
      client_id: w.clientId,
      case_id: w.caseId,
      legal_case_type: 'Biometrics',
      request_number: 'IOE0912345678',
      date: '2030-03-05',
      time: '16:00',
      start_time: '2030-03-05T16:00:00.000Z',
      end_time: '2030-03-05T17:00:00.000Z',
      time_zone: 'America/Chicago',
      timeZone: 'America/Chicago',
      address: '126 Northpoint Dr, Houston, TX 77060',
      notes: 'Bring the appointment notice.',
      case: { id: w.caseId, title: 'Gonzalez family petition' },
      client: { id: w.clientId, first_name: 'Maria', last_name: 'Gonzalez' },
    });
  });

  it('is at 08:00 in its own time zone when no time is given', async () => {
    // Chicago is UTC-6 until daylight saving begins on March 10th, 2030.
    const appointment = await created({ time: undefined });
    expect(appointment).toMatchObject({ start_time: '2030-03-05T14:00:00.000Z', end_time: '2030-03-05T15:00:00.000Z' });
    const riyadh = await created({ time: null, time_zone: 'Asia/Riyadh' });
    expect(riyadh).toMatchObject({ date: '2030-03-05', time: '05:00' });
  });

  it('needs a client, a request number and an address, with the spec’s field messages', async () => {
    const body = await refused(
      () => add({ ...appointmentBody(w), client_id: undefined, request_number: '', address: undefined }),
      400,
    );
    expect(body.fields).toEqual({
      client_id: CALENDAR_MESSAGES.clientRequired,
      request_number: CALENDAR_MESSAGES.requestNumberRequired,
      address: CALENDAR_MESSAGES.addressRequired,
    });
  });

  it('refuses unknown fields', async () => {
    const body = await refused(() => add(appointmentBody(w, { status: 'confirmed' })), 400);
    expect(body.code).toBe('validation_failed');
    expect(JSON.stringify(body.fields)).toContain('status');
  });

  it('refuses a time zone that is not a real IANA zone, and an impossible time', async () => {
    expect((await refused(() => add(appointmentBody(w, { time_zone: 'CST' })), 400)).fields).toEqual({
      time_zone: TIME_ZONE_MESSAGE,
    });
    expect((await refused(() => add(appointmentBody(w, { time: '24:00' })), 400)).fields).toEqual({
      time: CALENDAR_MESSAGES.invalidClockTime,
    });
  });

  it('refuses past dates in its time zone, and takes today', async () => {
    const body = await refused(() => add(appointmentBody(w, { date: '2030-03-01', time: '16:00' })), 422);
    expect(body).toMatchObject({
      code: 'appointment_in_past',
      message: 'Cannot create appointments for past dates. Please select a future date.',
    });
    // 05:00 UTC on March 2nd is still March 1st in Chicago.
    await refused(() => add(appointmentBody(w, { date: '2030-03-02', time: '05:00' })), 422);
    await created({ date: '2030-03-02', time: '07:00' });
  });

  it('refuses a case of another of the firm’s clients', async () => {
    const body = await refused(() => add(appointmentBody(w, { case_id: w.siblingCaseId })), 422);
    expect(body.code).toBe('case_not_for_client');
    await created({ client_id: w.siblingClientId, case_id: w.siblingCaseId });
    await created({ case_id: null });
  });
});

describe('PUT /api/appointment/{id}/update_appointment', () => {
  it('changes the appointment', async () => {
    const appointment = await created();
    const res = await update(
      appointment.id,
      appointmentBody(w, { request_number: 'MSC2190000001', date: '2030-03-06', time: '13:30', notes: null }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: appointment.id,
      request_number: 'MSC2190000001',
      start_time: '2030-03-06T13:30:00.000Z',
      end_time: '2030-03-06T14:30:00.000Z',
      notes: null,
    });
  });

  it('refuses moving it to a past date, and refuses unknown fields', async () => {
    const appointment = await created();
    const past = await update(appointment.id, appointmentBody(w, { date: '2030-02-27' }));
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(CALENDAR_MESSAGES.appointmentPastDate);
    expect((await update(appointment.id, appointmentBody(w, { id: appointment.id }))).status).toBe(400);
  });
});

describe('DELETE /api/case-receipt/{userId}/delete-appointment/{id}', () => {
  it('deletes the appointment', async () => {
    const appointment = await created();
    const res = await remove(appointment.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, id: appointment.id });
    expect((await remove(appointment.id)).status).toBe(404);
  });
});

describe('GET /api/case-receipt/appointments/law_firm/{lawFirmId}', () => {
  it('lists the firm’s appointments in the window by start, to any member of the firm', async () => {
    const later = await created({ date: '2030-04-20', time: '15:00' });
    const earlier = await created({ date: '2030-04-19', time: '15:00' });
    const query = '?timeMin=2030-04-19T00:00:00Z&timeMax=2030-04-21T00:00:00Z';
    const res = await list(w.firm.lawFirmId, w.staff.none.token, query);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: number }) => a.id)).toEqual([earlier.id, later.id]);
    const one = await list(w.firm.lawFirmId, w.firm.admin.token, `${query}&maxResults=1`);
    expect(one.body.map((a: { id: number }) => a.id)).toEqual([earlier.id]);
  });
});

describe('permissions', () => {
  it('needs ADD_MEETING to add, EDIT_MEETING to edit and DELETE_MEETING to delete', async () => {
    const appointment = await created();
    expect((await refused(() => add(appointmentBody(w), w.staff.read.token), 403)).code).toBe('forbidden');
    expect((await add(appointmentBody(w), w.staff.create.token)).status).toBe(201);
    expect((await update(appointment.id, appointmentBody(w), w.staff.create.token)).status).toBe(403);
    expect((await update(appointment.id, appointmentBody(w), w.staff.update.token)).status).toBe(200);
    expect((await remove(appointment.id, w.staff.update.token)).status).toBe(403);
    expect((await remove(appointment.id, w.staff.manage.token)).status).toBe(200);
  });
});

describe('tenancy', () => {
  it('answers 404 for another firm’s appointment, to edit or delete, and for its law firm id', async () => {
    const appointment = await created();
    const them = w.other.firm;
    const theirBody = appointmentBody(w, {
      law_firm_id: them.lawFirmId,
      client_id: w.other.clientId,
      case_id: w.other.caseId,
    });
    expect((await update(appointment.id, theirBody, them.admin.token)).status).toBe(404);
    expect((await remove(appointment.id, them.admin.token, them.admin.id)).status).toBe(404);
    expect((await list(w.firm.lawFirmId, them.admin.token)).status).toBe(404);
    const mine = await list(w.firm.lawFirmId, w.firm.admin.token, '?maxResults=500');
    expect(mine.body.map((a: { id: number }) => a.id)).toContain(appointment.id);
  });

  it('answers 404 for a user id, a law firm id, a client or a case of another firm', async () => {
    const foreign = w.other;
    const appointment = await created();
    const tries: Array<[string, () => ReturnType<typeof add>]> = [
      ['User', () => add(appointmentBody(w), w.firm.admin.token, foreign.firm.admin.id)],
      ['Law firm', () => add(appointmentBody(w, { law_firm_id: foreign.firm.lawFirmId }))],
      ['Client', () => add(appointmentBody(w, { client_id: foreign.clientId, case_id: null }))],
      ['Case', () => add(appointmentBody(w, { case_id: foreign.caseId }))],
      ['Client', () => update(appointment.id, appointmentBody(w, { client_id: foreign.clientId, case_id: null }))],
      ['User', () => remove(appointment.id, w.firm.admin.token, foreign.firm.admin.id)],
    ];
    for (const [what, send] of tries) {
      const body = await refused(send, 404);
      expect(body).toEqual({ code: 'not_found', message: `${what} not found` });
    }
  });
});
