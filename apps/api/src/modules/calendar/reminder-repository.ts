/**
 * The reminders' queries: a user's setting, the events due for a reminder at an instant (across every firm:
 * the job runs for all, each row joined to a user of the event's own firm), and the record that claims one.
 */
import { and, asc, eq, exists, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  appointments,
  calendarRemindersSent,
  clients,
  meetingAttendees,
  meetings,
  users,
} from '../../db/schema/index.js';

/** The longest choice (a day): no event further ahead is ever due. */
const HORIZON_MINUTES = 1440;
const DUE_LIMIT = 500;

export async function reminderMinutes(db: DbOrTx, lawFirmId: number, userId: number) {
  const [row] = await db
    .select({ minutes: users.calendarReminderMinutes })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.lawFirmId, lawFirmId)))
    .limit(1);
  return row?.minutes ?? null;
}

export async function setReminderMinutes(db: DbOrTx, lawFirmId: number, userId: number, minutes: number) {
  await db
    .update(users)
    .set({ calendarReminderMinutes: minutes })
    .where(and(eq(users.id, userId), eq(users.lawFirmId, lawFirmId)));
}

const reader = {
  userId: users.id,
  email: users.email,
  fullName: users.fullName,
  locale: users.locale,
};

/** Starts after `now` and within the user's own reminder time of it (0 is off, so never). */
const dueFor = (startAt: AnyPgColumn, now: Date) =>
  and(
    isNull(users.deactivatedAt),
    gt(users.calendarReminderMinutes, 0),
    gt(startAt, now),
    lte(startAt, new Date(now.getTime() + HORIZON_MINUTES * 60_000)),
    lte(startAt, sql`${now.toISOString()}::timestamptz + ${users.calendarReminderMinutes} * interval '1 minute'`),
  );

const notSent = (db: DbOrTx, type: 'meeting' | 'appointment', id: AnyPgColumn, startAt: AnyPgColumn) =>
  notExists(
    db
      .select({ id: calendarRemindersSent.id })
      .from(calendarRemindersSent)
      .where(
        and(
          eq(calendarRemindersSent.userId, users.id),
          eq(calendarRemindersSent.eventType, type),
          eq(calendarRemindersSent.eventId, id),
          eq(calendarRemindersSent.startAt, startAt),
        ),
      ),
  );

/** Meetings due for a reminder, each with a reader: its organiser and every employee attending. */
export function dueMeetings(db: DbOrTx, now: Date) {
  const attends = db
    .select({ id: meetingAttendees.id })
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, meetings.id), eq(meetingAttendees.userId, users.id)));
  return db
    .select({
      ...reader,
      lawFirmId: meetings.lawFirmId,
      eventId: meetings.id,
      title: meetings.title,
      startAt: meetings.startAt,
      timeZone: meetings.timeZone,
      place: meetings.customMeetingLink,
    })
    .from(meetings)
    .innerJoin(users, eq(users.lawFirmId, meetings.lawFirmId))
    .where(
      and(
        or(eq(users.id, meetings.userId), exists(attends)),
        dueFor(meetings.startAt, now),
        notSent(db, 'meeting', meetings.id, meetings.startAt),
      ),
    )
    .orderBy(asc(meetings.startAt), asc(meetings.id))
    .limit(DUE_LIMIT);
}

/** Appointments due for a reminder to the user they were added for. */
export function dueAppointments(db: DbOrTx, now: Date) {
  return db
    .select({
      ...reader,
      lawFirmId: appointments.lawFirmId,
      eventId: appointments.id,
      legalCaseType: appointments.legalCaseType,
      requestNumber: appointments.requestNumber,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      startAt: appointments.startAt,
      timeZone: appointments.timeZone,
      place: appointments.address,
    })
    .from(appointments)
    .innerJoin(users, and(eq(users.id, appointments.userId), eq(users.lawFirmId, appointments.lawFirmId)))
    .innerJoin(clients, and(eq(clients.id, appointments.clientId), eq(clients.lawFirmId, appointments.lawFirmId)))
    .where(and(dueFor(appointments.startAt, now), notSent(db, 'appointment', appointments.id, appointments.startAt)))
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(DUE_LIMIT);
}

export interface ReminderKey {
  userId: number;
  eventType: 'meeting' | 'appointment';
  eventId: number;
  startAt: Date;
}

/** Claims a reminder: true for the one run that records it first, false when it was already sent. */
export async function claimReminder(db: DbOrTx, key: ReminderKey, now: Date): Promise<boolean> {
  const rows = await db
    .insert(calendarRemindersSent)
    .values({ ...key, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: calendarRemindersSent.id });
  return rows.length > 0;
}

/** Gives a claim back after its mail was refused, so the next run tries again. */
export async function releaseReminder(db: DbOrTx, key: ReminderKey) {
  await db
    .delete(calendarRemindersSent)
    .where(
      and(
        eq(calendarRemindersSent.userId, key.userId),
        eq(calendarRemindersSent.eventType, key.eventType),
        eq(calendarRemindersSent.eventId, key.eventId),
        eq(calendarRemindersSent.startAt, key.startAt),
      ),
    );
}
