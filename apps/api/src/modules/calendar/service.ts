/**
 * Calendar rules (people-and-scheduling §4, §5): meetings with their attendees and appointments of clients,
 * read as one list of Calendar events in a window. The firm comes from the token; the userId of a path must
 * be one of its active employees, and every client, case, contact and employee named must be the firm's.
 * The clock is a parameter (`now`), so the past-date rules can be tested on a fixed day.
 */
import {
  APPOINTMENT_MINUTES,
  type Appointment,
  type AppointmentInput,
  appointmentStart,
  CALENDAR_MESSAGES,
  CALENDAR_WINDOW,
  type CalendarEvent,
  CONNECTED_CALENDAR_LOCATIONS,
  type calendarEventsQuery,
  isPastDate,
  type Meeting,
  type MeetingInput,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { findCase, findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { type InvitationDeps, sendCancellations, sendInvitations } from './invitations.js';
import { appointmentEvent, meetingEvent, toAppointment } from './mapping.js';
import { hydrateMeetings, readMeeting } from './meeting-reads.js';
import * as repo from './repository.js';
import { sanitizeNotes } from './sanitize.js';

export interface CalendarDeps extends InvitationDeps {
  /** The current instant; tests pass a fixed one. */
  now: () => Date;
}

type EventsQuery = z.output<typeof calendarEventsQuery>;

/** One audit row of a calendar change, in the change's transaction. */
const audit = (
  tx: DbOrTx,
  auth: AuthContext,
  entity: 'meeting' | 'appointment',
  change: 'created' | 'updated' | 'deleted',
  id: number,
) =>
  recordAudit(tx, {
    lawFirmId: auth.firm.id,
    userId: auth.user.id,
    action: `${entity}.${change}`,
    entityType: entity,
    entityId: id,
  });
const DAY_MS = 86_400_000;

/** The userId of a path: the firm's active employee, else 404 like any other firm's row. */
async function assertMember(db: DbOrTx, auth: AuthContext, userId: number): Promise<void> {
  found(await repo.findMember(db, auth.firm.id, userId), 'User');
}

/** The window asked for, or 10 days back to 60 ahead of now (§9). */
function windowOf(query: Pick<EventsQuery, 'timeMin' | 'timeMax'>, now: Date): { from: Date; to: Date } {
  const from = query.timeMin ? new Date(query.timeMin) : new Date(now.getTime() - CALENDAR_WINDOW.daysBefore * DAY_MS);
  const to = query.timeMax ? new Date(query.timeMax) : new Date(now.getTime() + CALENDAR_WINDOW.daysAfter * DAY_MS);
  if (to <= from) throw validationFailed({ timeMax: CALENDAR_MESSAGES.invalidWindow }, CALENDAR_MESSAGES.invalidWindow);
  return { from, to };
}

async function appointmentsWindow(db: DbOrTx, lawFirmId: number, window: { from: Date; to: Date }, limit: number) {
  // An appointment lasts APPOINTMENT_MINUTES: one that starts that long before the window still shows.
  const startsAfter = new Date(window.from.getTime() - APPOINTMENT_MINUTES * 60_000);
  const rows = await repo.appointmentsInWindow(db, lawFirmId, { startsAfter, startsBefore: window.to }, limit);
  return rows.map(toAppointment);
}

/** GET /meeting/{userId}/all-meetings: the firm's meetings and appointments in the window, by start. */
export async function listEvents(
  deps: CalendarDeps,
  auth: AuthContext,
  userId: number,
  query: EventsQuery,
): Promise<CalendarEvent[]> {
  if (query.lawFirmId !== undefined) assertOwnFirm(auth, query.lawFirmId);
  await assertMember(deps.db, auth, userId);
  const window = windowOf(query, deps.now());
  const lawFirmId = auth.firm.id;
  const [meetingRows, appointments] = await Promise.all([
    repo.meetingsInWindow(deps.db, lawFirmId, window.from, window.to, query.maxResults),
    appointmentsWindow(deps.db, lawFirmId, window, query.maxResults),
  ]);
  const meetings = await hydrateMeetings(deps.db, lawFirmId, meetingRows);
  const events = [...meetings.map(meetingEvent), ...appointments.map(appointmentEvent)];
  events.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  return events.slice(0, query.maxResults);
}

/** GET /case-receipt/appointments/law_firm/{lawFirmId}: the firm's appointments in the window, by start. */
export async function listAppointments(
  deps: CalendarDeps,
  auth: AuthContext,
  lawFirmId: number,
  query: Omit<EventsQuery, 'lawFirmId'>,
): Promise<Appointment[]> {
  assertOwnFirm(auth, lawFirmId);
  return appointmentsWindow(deps.db, auth.firm.id, windowOf(query, deps.now()), query.maxResults);
}

export async function getMeeting(db: DbOrTx, auth: AuthContext, id: number): Promise<Meeting> {
  return found(await readMeeting(db, auth.firm.id, id), 'Meeting').meeting;
}

// ---- Writing meetings ----

const pastMeeting = () =>
  new AppError(422, 'meeting_in_past', CALENDAR_MESSAGES.meetingPastDate, {
    fields: { start_time: CALENDAR_MESSAGES.meetingPastDate },
  });
const lockedInEdit = (field: string) =>
  new AppError(422, 'locked_in_edit_mode', CALENDAR_MESSAGES.lockedInEditMode, {
    fields: { [field]: CALENDAR_MESSAGES.lockedInEditMode },
  });
const caseNotForClient = () =>
  new AppError(422, 'case_not_for_client', CALENDAR_MESSAGES.caseNotForClient, {
    fields: { case_id: CALENDAR_MESSAGES.caseNotForClient },
  });

const clientAttendeeOf = (input: MeetingInput): number | null =>
  input.attendees.find((attendee) => attendee.type === 'client')?.id ?? null;

/**
 * Every attendee names someone of the firm (else 404), and nobody's email comes twice. Answers the rows
 * to store: employees, clients and contacts by id (their names and emails are read from their rows).
 */
async function attendeeValues(db: DbOrTx, lawFirmId: number, input: MeetingInput): Promise<repo.AttendeeValues[]> {
  const idsOf = (type: string) =>
    input.attendees.filter((attendee) => attendee.type === type).map((attendee) => attendee.id!);
  const [employees, clients, contacts] = await Promise.all([
    repo.employeesByIds(db, lawFirmId, idsOf('employee')),
    repo.clientsByIds(db, lawFirmId, idsOf('client')),
    repo.contactsByIds(db, lawFirmId, idsOf('contact')),
  ]);
  const emails = {
    employee: new Map(employees.map((row) => [row.id, row.email])),
    client: new Map(clients.map((row) => [row.id, row.email])),
    contact: new Map(contacts.map((row) => [row.id, row.email])),
  };
  const what = { employee: 'Employee', client: 'Client', contact: 'Contact' } as const;
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  const values = input.attendees.map((attendee, index): repo.AttendeeValues => {
    let email = attendee.email;
    if (attendee.type !== 'other') {
      const known = emails[attendee.type];
      if (!known.has(attendee.id!)) throw notFound(what[attendee.type]);
      email = known.get(attendee.id!) ?? null;
    }
    const key = email?.toLowerCase();
    if (key && seen.has(key)) fields[`attendees.${index}.email`] = CALENDAR_MESSAGES.attendeeDuplicateEmail;
    if (key) seen.add(key);
    return {
      type: attendee.type,
      userId: attendee.type === 'employee' ? attendee.id : null,
      clientId: attendee.type === 'client' ? attendee.id : null,
      contactId: attendee.type === 'contact' ? attendee.id : null,
      email: attendee.type === 'other' ? attendee.email : null,
      fullName: attendee.type === 'other' ? attendee.full_name : null,
      responseStatus: attendee.response_status,
    };
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields, CALENDAR_MESSAGES.attendeeDuplicateEmail);
  return values;
}

/** The case is the firm's (else 404) and, with a client attendee, that client's. */
async function assertCase(db: DbOrTx, lawFirmId: number, caseId: number | null, clientId: number | null) {
  if (caseId === null) return;
  const row = found(await findCase(db, lawFirmId, caseId), 'Case');
  if (clientId !== null && row.clientId !== clientId) throw caseNotForClient();
}

function meetingValues(input: MeetingInput) {
  return {
    title: input.title,
    startAt: new Date(input.start_time),
    endAt: new Date(input.end_time),
    timeZone: input.time_zone,
    location: input.location,
    notes: input.notes === null ? null : sanitizeNotes(input.notes) || null,
    caseId: input.case_id,
    clientId: clientAttendeeOf(input),
    customMeetingLink: input.custom_meeting_link,
    calendarLink: input.calendar_link,
  };
}

/** Rules both a new and an edited meeting keep: the firm's own id, one client at most, no past dates. */
function assertMeetingRules(auth: AuthContext, input: MeetingInput, now: Date, startChanged: boolean) {
  assertOwnFirm(auth, input.law_firm_id);
  if (input.attendees.filter((attendee) => attendee.type === 'client').length > 1) {
    throw new AppError(422, 'client_limit_reached', CALENDAR_MESSAGES.clientLimitReached, {
      fields: { attendees: CALENDAR_MESSAGES.clientLimitReached },
    });
  }
  if (startChanged && isPastDate(input.start_time, input.time_zone, now)) throw pastMeeting();
}

export async function createMeeting(
  deps: CalendarDeps,
  auth: AuthContext,
  userId: number,
  input: MeetingInput,
): Promise<Meeting> {
  const { db } = deps;
  assertMeetingRules(auth, input, deps.now(), true);
  await assertMember(db, auth, userId);
  // Google and Microsoft meetings are made in that calendar first (its event, its Meet or Teams link); the
  // connections to those calendars come in a later step, so until then only OFFLINE and OTHERS are created.
  if ((CONNECTED_CALENDAR_LOCATIONS as readonly string[]).includes(input.location)) {
    throw new AppError(422, 'calendar_not_connected', CALENDAR_MESSAGES.calendarNotConnected, {
      fields: { location: CALENDAR_MESSAGES.calendarNotConnected },
    });
  }
  const lawFirmId = auth.firm.id;
  const attendees = await attendeeValues(db, lawFirmId, input);
  await assertCase(db, lawFirmId, input.case_id, clientAttendeeOf(input));
  const id = await db.transaction(async (tx) => {
    const meetingId = await repo.insertMeeting(tx, lawFirmId, { ...meetingValues(input), userId, source: 'app' });
    await repo.replaceAttendees(tx, meetingId, attendees);
    await audit(tx, auth, 'meeting', 'created', meetingId);
    return meetingId;
  });
  const saved = found(await readMeeting(db, lawFirmId, id), 'Meeting');
  await sendInvitations(deps, saved);
  return saved.meeting;
}

/** PUT /meeting/{id}/update: location, client attendee and case are locked; the rest may change. */
export async function updateMeeting(deps: CalendarDeps, auth: AuthContext, id: number, input: MeetingInput) {
  const { db } = deps;
  const lawFirmId = auth.firm.id;
  assertOwnFirm(auth, input.law_firm_id);
  // Read whole: the invitations mailed after the change compare who was on it before.
  const before = found(await readMeeting(db, lawFirmId, id), 'Meeting');
  const { meeting } = before;
  const startChanged = Date.parse(meeting.start_time) !== Date.parse(input.start_time);
  assertMeetingRules(auth, input, deps.now(), startChanged);
  if (input.location !== meeting.location) throw lockedInEdit('location');
  if (clientAttendeeOf(input) !== meeting.client_id) throw lockedInEdit('attendees');
  if (input.case_id !== meeting.case_id) throw lockedInEdit('case_id');
  const attendees = await attendeeValues(db, lawFirmId, input);
  await db.transaction(async (tx) => {
    await repo.updateMeeting(tx, lawFirmId, id, meetingValues(input));
    await repo.replaceAttendees(tx, id, attendees);
    await audit(tx, auth, 'meeting', 'updated', id);
  });
  const saved = found(await readMeeting(db, lawFirmId, id), 'Meeting');
  await sendInvitations(deps, saved, before);
  return saved.meeting;
}

export async function deleteMeeting(
  deps: CalendarDeps,
  auth: AuthContext,
  id: number,
): Promise<{ deleted: true; id: number }> {
  const lawFirmId = auth.firm.id;
  const before = found(await readMeeting(deps.db, lawFirmId, id), 'Meeting');
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteMeeting(tx, lawFirmId, id))) throw notFound('Meeting');
    await audit(tx, auth, 'meeting', 'deleted', id);
  });
  await sendCancellations(deps, before);
  return { deleted: true, id };
}

// ---- Appointments ----

async function getAppointment(db: DbOrTx, auth: AuthContext, id: number): Promise<Appointment> {
  return toAppointment(found(await repo.findAppointment(db, auth.firm.id, id), 'Appointment'));
}

/** The firm's client and case (else 404), the case the client's, and (when the time moves) no past date. */
async function appointmentValues(deps: CalendarDeps, auth: AuthContext, input: AppointmentInput, before?: Date) {
  assertOwnFirm(auth, input.law_firm_id);
  const startAt = appointmentStart(input);
  if ((!before || before.getTime() !== startAt.getTime()) && isPastDate(startAt, input.time_zone, deps.now())) {
    throw new AppError(422, 'appointment_in_past', CALENDAR_MESSAGES.appointmentPastDate, {
      fields: { date: CALENDAR_MESSAGES.appointmentPastDate },
    });
  }
  const lawFirmId = auth.firm.id;
  found(await findClient(deps.db, lawFirmId, input.client_id), 'Client');
  await assertCase(deps.db, lawFirmId, input.case_id, input.client_id);
  return {
    clientId: input.client_id,
    caseId: input.case_id,
    legalCaseType: input.legal_case_type,
    requestNumber: input.request_number,
    startAt,
    timeZone: input.time_zone,
    address: input.address,
    notes: input.notes,
  };
}

export async function createAppointment(
  deps: CalendarDeps,
  auth: AuthContext,
  userId: number,
  input: AppointmentInput,
): Promise<Appointment> {
  const values = await appointmentValues(deps, auth, input);
  await assertMember(deps.db, auth, userId);
  const lawFirmId = auth.firm.id;
  const id = await deps.db.transaction(async (tx) => {
    const appointmentId = await repo.insertAppointment(tx, lawFirmId, { ...values, userId });
    await audit(tx, auth, 'appointment', 'created', appointmentId);
    return appointmentId;
  });
  return getAppointment(deps.db, auth, id);
}

export async function updateAppointment(
  deps: CalendarDeps,
  auth: AuthContext,
  id: number,
  input: AppointmentInput,
): Promise<Appointment> {
  const lawFirmId = auth.firm.id;
  const { appointment } = found(await repo.findAppointment(deps.db, lawFirmId, id), 'Appointment');
  const values = await appointmentValues(deps, auth, input, appointment.startAt);
  await deps.db.transaction(async (tx) => {
    await repo.updateAppointment(tx, lawFirmId, id, values);
    await audit(tx, auth, 'appointment', 'updated', id);
  });
  return getAppointment(deps.db, auth, id);
}

export async function deleteAppointment(
  db: Db,
  auth: AuthContext,
  userId: number,
  id: number,
): Promise<{ deleted: true; id: number }> {
  await assertMember(db, auth, userId);
  const lawFirmId = auth.firm.id;
  await db.transaction(async (tx) => {
    if (!(await repo.deleteAppointment(tx, lawFirmId, id))) throw notFound('Appointment');
    await audit(tx, auth, 'appointment', 'deleted', id);
  });
  return { deleted: true, id };
}
