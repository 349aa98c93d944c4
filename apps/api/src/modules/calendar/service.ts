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
  type CalendarRevocation,
  type calendarEventsQuery,
  isPastDate,
  type Meeting,
  type MeetingInput,
} from '@counsel/domain';
import type { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { emailsByIds, findCase, findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { revokeAtProvider } from './calendar-revocation.js';
import type { Browser, GoogleDeps } from './google-connection.js';
import { requireAccess } from './google-connection.js';
import { externalEvent } from './google-mapping.js';
import { createGoogleEvent, deleteGoogleEvent, type GoogleAttendee, updateGoogleEvent } from './google-meetings.js';
import { type InvitationDeps, sendCancellations, sendInvitations } from './invitations.js';
import { appointmentEvent, meetingEvent, toAppointment } from './mapping.js';
import { hydrateMeetings, readMeeting } from './meeting-reads.js';
import {
  cancelOutlookMeeting,
  createOutlookMeeting,
  outlookColumns,
  updateOutlookMeeting,
} from './microsoft-meetings.js';
import type { PushDeps } from './push-channels.js';
import { stopPush } from './push-service.js';
import * as repo from './repository.js';
import { sanitizeNotes } from './sanitize.js';
import * as syncRepo from './sync-repository.js';
import { meetingsInWindow } from './window-statements.js';

/**
 * The database, the clock (tests pass a fixed one), for Google Calendar and Microsoft 365 meetings their
 * connections' needs, and for attendees outside the firm the mailer of their invitations.
 */
export type CalendarDeps = GoogleDeps & InvitationDeps & Pick<AppServices, 'microsoft'>;

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
  // The caller was found active in this firm when the request was authenticated (platform/auth).
  if (userId === auth.user.id) return;
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

/**
 * The caller's own imported Google and Outlook events in the window (another user's calendar is theirs
 * alone). A connection Google revoked answers 401 with where to reconnect (§7), so the user sees it at
 * once; a revoked Microsoft connection is shown by its verification (a reconnect button), its events kept.
 */
async function googleEventsWindow(
  deps: CalendarDeps,
  auth: AuthContext,
  userId: number,
  window: { from: Date; to: Date },
  limit: number,
  browser: Browser,
): Promise<CalendarEvent[]> {
  if (userId !== auth.user.id) return [];
  const connections = await syncRepo.connectionsOf(deps.db, auth.firm.id, userId);
  if (connections.length === 0) return [];
  const google = connections.find((connection) => connection.provider === 'google');
  if (google?.status === 'revoked') await requireAccess(deps, auth, browser);
  const rows = await syncRepo.externalEventsInWindow(deps.db, auth.firm.id, userId, window, limit);
  return rows.map(externalEvent);
}

/** GET /meeting/{userId}/all-meetings: the firm's meetings and appointments, and the user's Google events, by start. */
export async function listEvents(
  deps: CalendarDeps,
  auth: AuthContext,
  userId: number,
  query: EventsQuery,
  browser: Browser,
): Promise<CalendarEvent[]> {
  if (query.lawFirmId !== undefined) assertOwnFirm(auth, query.lawFirmId);
  await assertMember(deps.db, auth, userId);
  const window = windowOf(query, deps.now());
  const lawFirmId = auth.firm.id;
  const [meetingRows, appointments, googleEvents] = await Promise.all([
    meetingsInWindow(deps.db, lawFirmId, window.from, window.to, query.maxResults),
    appointmentsWindow(deps.db, lawFirmId, window, query.maxResults),
    googleEventsWindow(deps, auth, userId, window, query.maxResults, browser),
  ]);
  const meetings = await hydrateMeetings(deps.db, lawFirmId, meetingRows);
  const events = [...meetings.map(meetingEvent), ...appointments.map(appointmentEvent), ...googleEvents];
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
async function attendeeValues(
  db: DbOrTx,
  lawFirmId: number,
  input: MeetingInput,
): Promise<{ values: repo.AttendeeValues[]; invitees: GoogleAttendee[] }> {
  const idsOf = (type: string) =>
    input.attendees.filter((attendee) => attendee.type === type).map((attendee) => attendee.id!);
  const [employee, client, contact] = await Promise.all([
    emailsByIds(db, lawFirmId, 'employee', idsOf('employee')),
    emailsByIds(db, lawFirmId, 'client', idsOf('client')),
    emailsByIds(db, lawFirmId, 'contact', idsOf('contact')),
  ]);
  const emails = { employee, client, contact };
  const what = { employee: 'Employee', client: 'Client', contact: 'Contact' } as const;
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  // Who an outside calendar invites: everyone with an address.
  const invitees: GoogleAttendee[] = [];
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
    if (email) invitees.push({ email, displayName: attendee.full_name });
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
  return { values, invitees };
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

const readOnly = () => new AppError(422, 'external_event_read_only', CALENDAR_MESSAGES.externalReadOnly);

/** The Google or Outlook event of a new meeting at a connected location, the columns it gives, and its undo. */
async function createOutsideEvent(
  deps: CalendarDeps,
  auth: AuthContext,
  userId: number,
  browser: Browser,
  input: MeetingInput,
  invitees: GoogleAttendee[],
): Promise<{ columns: Partial<repo.MeetingValues>; undo: () => Promise<void> } | null> {
  if (input.location === 'MICROSOFT_CALENDAR') {
    const { event, undo } = await createOutlookMeeting(deps, auth, userId, browser, input, invitees);
    return { columns: outlookColumns(event), undo };
  }
  if (input.location !== 'GOOGLE_CALENDAR') return null;
  const { event, undo } = await createGoogleEvent(deps, auth, userId, browser, input, invitees);
  const columns = {
    meetLink: event.meetLink,
    calendarLink: event.htmlLink,
    googleEventId: event.id,
    googleOrganizer: event.organizer?.email ?? null,
  };
  return { columns, undo };
}

export async function createMeeting(
  deps: CalendarDeps,
  auth: AuthContext,
  userId: number,
  input: MeetingInput,
  browser: Browser,
): Promise<Meeting> {
  const { db } = deps;
  assertMeetingRules(auth, input, deps.now(), true);
  await assertMember(db, auth, userId);
  const lawFirmId = auth.firm.id;
  const { values: attendees, invitees } = await attendeeValues(db, lawFirmId, input);
  await assertCase(db, lawFirmId, input.case_id, clientAttendeeOf(input));
  // A Google or Microsoft meeting is made in the organiser's calendar first: its event, its Meet or Teams link.
  const outside = await createOutsideEvent(deps, auth, userId, browser, input, invitees);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const meetingId = await repo.insertMeeting(tx, lawFirmId, {
        ...meetingValues(input),
        ...outside?.columns,
        userId,
        source: 'app',
      });
      await repo.replaceAttendees(tx, meetingId, attendees);
      await audit(tx, auth, 'meeting', 'created', meetingId);
      return meetingId;
    });
  } catch (error) {
    // Nothing saved here: the event made in Google or Outlook goes too.
    await outside?.undo();
    throw error;
  }
  const saved = found(await readMeeting(db, lawFirmId, id), 'Meeting');
  await sendInvitations(deps, saved);
  return saved.meeting;
}

/** PUT /meeting/{id}/update: location, client attendee and case are locked; the rest may change. */
export async function updateMeeting(
  deps: CalendarDeps,
  auth: AuthContext,
  id: number,
  input: MeetingInput,
  browser: Browser,
) {
  const { db } = deps;
  const lawFirmId = auth.firm.id;
  assertOwnFirm(auth, input.law_firm_id);
  // Read whole: the invitations mailed after the change compare who was on it before.
  const before = found(await readMeeting(db, lawFirmId, id), 'Meeting');
  const { meeting } = before.row;
  if (meeting.source === 'external') throw readOnly();
  const startChanged = meeting.startAt.getTime() !== Date.parse(input.start_time);
  assertMeetingRules(auth, input, deps.now(), startChanged);
  if (input.location !== meeting.location) throw lockedInEdit('location');
  if (clientAttendeeOf(input) !== meeting.clientId) throw lockedInEdit('attendees');
  if (input.case_id !== meeting.caseId) throw lockedInEdit('case_id');
  const { values: attendees, invitees } = await attendeeValues(db, lawFirmId, input);
  const { calendarLink, ...values } = meetingValues(input);
  // A Google or Microsoft meeting changes in its calendar first, and keeps that calendar's own link to it.
  const googleEventId = meeting.location === 'GOOGLE_CALENDAR' ? meeting.googleEventId : null;
  const outlookEventId = meeting.location === 'MICROSOFT_CALENDAR' ? meeting.outlookEventId : null;
  let followed: Partial<repo.MeetingValues> = { calendarLink };
  if (googleEventId) {
    await updateGoogleEvent(deps, auth, { userId: meeting.userId, googleEventId }, browser, input, invitees);
    followed = {};
  } else if (outlookEventId) {
    const event = await updateOutlookMeeting(
      deps,
      auth,
      { userId: meeting.userId, outlookEventId },
      browser,
      input,
      invitees,
    );
    followed = { ...outlookColumns(event), meetLink: event.joinUrl ?? meeting.meetLink };
  }
  await db.transaction(async (tx) => {
    await repo.updateMeeting(tx, lawFirmId, id, { ...values, ...followed });
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
  browser: Browser,
): Promise<{ deleted: true; id: number }> {
  const { db } = deps;
  const lawFirmId = auth.firm.id;
  const before = found(await readMeeting(db, lawFirmId, id), 'Meeting');
  const { row } = before;
  if (row.meeting.source === 'external') throw readOnly();
  const { userId, location, googleEventId, outlookEventId } = row.meeting;
  if (location === 'GOOGLE_CALENDAR' && googleEventId) {
    await deleteGoogleEvent(deps, auth, { userId, googleEventId }, browser);
  } else if (location === 'MICROSOFT_CALENDAR' && outlookEventId) {
    await cancelOutlookMeeting(deps, auth, { userId, outlookEventId }, browser);
  }
  await db.transaction(async (tx) => {
    if (!(await repo.deleteMeeting(tx, lawFirmId, id))) throw notFound('Meeting');
    await audit(tx, auth, 'meeting', 'deleted', id);
  });
  await sendCancellations(deps, before);
  return { deleted: true, id };
}

/**
 * The meeting behind PATCH and DELETE /microsoft/meetings/{itemId}: an Outlook item is its organiser's,
 * so another firm's or another user's item answers 404 like one that does not exist.
 */
export async function meetingOfOutlookItem(db: DbOrTx, auth: AuthContext, itemId: string): Promise<number> {
  const row = await syncRepo.meetingIdByOutlookEvent(db, auth.firm.id, itemId);
  if (!row || row.userId !== auth.user.id) throw notFound('Meeting');
  return row.id;
}

/**
 * DELETE /calendar-connections/{provider}: the token revoked at the provider first (calendar-revocation.ts;
 * a failure there is reported, never a reason to keep the connection), then the caller's own connection and
 * its imported events, in one go.
 */
export async function disconnectCalendar(
  deps: CalendarDeps,
  auth: AuthContext,
  provider: syncRepo.Provider,
  push: PushDeps,
): Promise<{ provider: syncRepo.Provider; disconnected: boolean; revocation: CalendarRevocation }> {
  const connection = await syncRepo.findConnection(deps.db, auth.firm.id, auth.user.id, provider);
  if (!connection) return { provider, disconnected: false, revocation: 'none' };
  // Its push channel first, while the connection's token can still stop it at the provider; then the token.
  await stopPush(push, connection);
  const revocation = await revokeAtProvider(deps, connection);
  const disconnected = await deps.db.transaction((tx) =>
    syncRepo.deleteConnection(tx, auth.firm.id, auth.user.id, provider),
  );
  return { provider, disconnected, revocation };
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
