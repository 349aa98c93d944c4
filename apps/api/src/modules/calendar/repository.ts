/**
 * Calendar queries. Every query is filtered by the firm's id. A list is read in three queries whatever its
 * length: the meetings with their case, client and organiser; all their attendees at once (both in
 * window-statements.ts); the appointments with their case and client.
 */
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { builtOnce, preparedQuery } from '../../db/prepared-statements.js';
import { appointments, cases, clients, meetingAttendees, meetings, users } from '../../db/schema/index.js';

export type MeetingValues = Omit<typeof meetings.$inferInsert, 'id' | 'lawFirmId' | 'createdAt' | 'updatedAt'>;
export type AttendeeValues = Omit<typeof meetingAttendees.$inferInsert, 'id' | 'meetingId'>;
export type AppointmentValues = Omit<typeof appointments.$inferInsert, 'id' | 'lawFirmId' | 'createdAt' | 'updatedAt'>;

const clientColumns = {
  id: clients.id,
  firstName: clients.firstName,
  middleName: clients.middleName,
  lastName: clients.lastName,
  email: clients.email,
  image: clients.image,
};
const caseColumns = { id: cases.id, title: cases.title };

/** The firm's active employee, or null: the userId of a path must be one. */
export async function findMember(db: DbOrTx, lawFirmId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt)))
    .limit(1);
  return row ?? null;
}

// ---- Meetings ----

export function meetingSelect(db: DbOrTx) {
  return db
    .select({
      meeting: meetings,
      case: caseColumns,
      client: clientColumns,
      organizer: { fullName: users.fullName, email: users.email },
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.userId))
    .leftJoin(cases, and(eq(cases.id, meetings.caseId), eq(cases.lawFirmId, meetings.lawFirmId)))
    .leftJoin(clients, and(eq(clients.id, meetings.clientId), eq(clients.lawFirmId, meetings.lawFirmId)));
}
export type MeetingRow = Awaited<ReturnType<ReturnType<typeof meetingSelect>['execute']>>[number];

export async function findMeeting(db: DbOrTx, lawFirmId: number, id: number): Promise<MeetingRow | null> {
  const [row] = await meetingSelect(db)
    .where(and(eq(meetings.id, id), eq(meetings.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** An attendee of a meeting with their employee's, client's or contact's columns (window-statements.ts reads them). */
export interface AttendeeRow {
  attendee: typeof meetingAttendees.$inferSelect;
  user: { fullName: string; email: string; position: string | null; isAdmin: boolean; image: string | null } | null;
  client: MeetingRow['client'];
  contact: { name: string; email: string | null; contactType: string } | null;
}

export async function insertMeeting(db: DbOrTx, lawFirmId: number, values: MeetingValues): Promise<number> {
  const [row] = await db
    .insert(meetings)
    .values({ ...values, lawFirmId })
    .returning({ id: meetings.id });
  return row!.id;
}

/** Every update raises the SEQUENCE, so the invitation mailed after it replaces the one attendees hold. */
export async function updateMeeting(db: DbOrTx, lawFirmId: number, id: number, values: Partial<MeetingValues>) {
  await db
    .update(meetings)
    .set({ ...values, sequence: sql`${meetings.sequence} + 1` })
    .where(and(eq(meetings.id, id), eq(meetings.lawFirmId, lawFirmId)));
}

/** Replaces a meeting's attendees, in the order given. */
export async function replaceAttendees(db: DbOrTx, meetingId: number, attendees: readonly AttendeeValues[]) {
  await db.delete(meetingAttendees).where(eq(meetingAttendees.meetingId, meetingId));
  if (attendees.length === 0) return;
  await db
    .insert(meetingAttendees)
    .values(attendees.map((attendee, position) => ({ ...attendee, meetingId, position })));
}

export async function deleteMeeting(db: DbOrTx, lawFirmId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(meetings)
    .where(and(eq(meetings.id, id), eq(meetings.lawFirmId, lawFirmId)))
    .returning({ id: meetings.id });
  return rows.length > 0;
}

// ---- Appointments ----

export function appointmentSelect(db: DbOrTx) {
  return db
    .select({ appointment: appointments, case: caseColumns, client: clientColumns })
    .from(appointments)
    .innerJoin(clients, and(eq(clients.id, appointments.clientId), eq(clients.lawFirmId, appointments.lawFirmId)))
    .leftJoin(cases, and(eq(cases.id, appointments.caseId), eq(cases.lawFirmId, appointments.lawFirmId)));
}
export type AppointmentRow = Awaited<ReturnType<ReturnType<typeof appointmentSelect>['execute']>>[number];

export async function findAppointment(db: DbOrTx, lawFirmId: number, id: number): Promise<AppointmentRow | null> {
  const [row] = await appointmentSelect(db)
    .where(and(eq(appointments.id, id), eq(appointments.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** Appointments starting in (from - length, to): those overlapping [from, to), by start. */
export function appointmentsInWindow(
  db: DbOrTx,
  lawFirmId: number,
  window: { startsAfter: Date; startsBefore: Date },
  limit: number,
) {
  const query = builtOnce(db, 'calendar.appointmentsInWindow', () =>
    preparedQuery(
      appointmentSelect(db)
        .where(
          and(
            eq(appointments.lawFirmId, sql.placeholder('lawFirmId')),
            gt(appointments.startAt, sql.placeholder('startsAfter')),
            lt(appointments.startAt, sql.placeholder('startsBefore')),
          ),
        )
        .orderBy(asc(appointments.startAt), asc(appointments.id))
        .limit(sql.placeholder('limit')),
    ),
  );
  return query.execute({ lawFirmId, ...window, limit });
}

export async function insertAppointment(db: DbOrTx, lawFirmId: number, values: AppointmentValues): Promise<number> {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, lawFirmId })
    .returning({ id: appointments.id });
  return row!.id;
}

/** The firm's latest appointment of that receipt number and title (notices' appointments), or null. */
export async function latestAppointmentOf(db: DbOrTx, lawFirmId: number, requestNumber: string, legalCaseType: string) {
  const [row] = await db
    .select({ id: appointments.id, startAt: appointments.startAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.lawFirmId, lawFirmId),
        eq(appointments.requestNumber, requestNumber),
        eq(appointments.legalCaseType, legalCaseType),
      ),
    )
    .orderBy(sql`${appointments.startAt} desc`, sql`${appointments.id} desc`)
    .limit(1);
  return row ?? null;
}

export async function updateAppointment(db: DbOrTx, lawFirmId: number, id: number, values: Partial<AppointmentValues>) {
  await db
    .update(appointments)
    .set(values)
    .where(and(eq(appointments.id, id), eq(appointments.lawFirmId, lawFirmId)));
}

export async function deleteAppointment(db: DbOrTx, lawFirmId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.lawFirmId, lawFirmId)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}
