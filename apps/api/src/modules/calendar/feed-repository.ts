/**
 * The calendar feed's queries: the feed row (only a token's SHA-256 is kept) and what one user's feed shows,
 * that user's meetings (as organiser or attendee) and appointments, always within the user's own firm.
 */
import { and, asc, eq, exists, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appointments, calendarFeeds, lawFirms, meetingAttendees, meetings, users } from '../../db/schema/index.js';
import { appointmentSelect, meetingSelect } from './repository.js';

export async function findFeed(db: DbOrTx, lawFirmId: number, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.lawFirmId, lawFirmId), eq(calendarFeeds.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Makes the user's feed answer to this hash alone: the row is replaced, so the old token stops at once. */
export async function replaceFeed(db: DbOrTx, lawFirmId: number, userId: number, tokenHash: string) {
  await db
    .insert(calendarFeeds)
    .values({ lawFirmId, userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, lawFirmId, createdAt: new Date() } });
}

export async function deleteFeed(db: DbOrTx, lawFirmId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.lawFirmId, lawFirmId), eq(calendarFeeds.userId, userId)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** The active user (of the same firm as the feed) a token's hash opens, with their firm's name; else null. */
export async function feedOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ userId: users.id, lawFirmId: users.lawFirmId, fullName: users.fullName, firmName: lawFirms.name })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.lawFirmId, calendarFeeds.lawFirmId)))
    .innerJoin(lawFirms, eq(lawFirms.id, users.lawFirmId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deactivatedAt)))
    .limit(1);
  return row ?? null;
}

interface Window {
  from: Date;
  to: Date;
  limit: number;
}

/** The user's meetings overlapping the window: those they organise or attend. */
export function userMeetings(db: DbOrTx, lawFirmId: number, userId: number, window: Window) {
  const attends = db
    .select({ id: meetingAttendees.id })
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, meetings.id), eq(meetingAttendees.userId, userId)));
  return meetingSelect(db)
    .where(
      and(
        eq(meetings.lawFirmId, lawFirmId),
        lt(meetings.startAt, window.to),
        gt(meetings.endAt, window.from),
        or(eq(meetings.userId, userId), exists(attends)),
      ),
    )
    .orderBy(asc(meetings.startAt), asc(meetings.id))
    .limit(window.limit);
}

/** The appointments added for the user, starting in the window. */
export function userAppointments(db: DbOrTx, lawFirmId: number, userId: number, window: Window) {
  return appointmentSelect(db)
    .where(
      and(
        eq(appointments.lawFirmId, lawFirmId),
        eq(appointments.userId, userId),
        gt(appointments.startAt, window.from),
        lt(appointments.startAt, window.to),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(window.limit);
}
