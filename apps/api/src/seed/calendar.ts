/**
 * The demo firm's calendar: meetings and USCIS appointments on the working days after the day of seeding,
 * at office hours in the firm's time zone, so the calendar page always shows the coming weeks filled in.
 * Runs inside the demo seed's transaction, after the cases and contacts seeds.
 */
import { dayIn, instantInZone } from '@counsel/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { appointments, cases, contacts, meetingAttendees, meetings, users } from '../db/schema/index.js';
import { DEMO_APPOINTMENTS, DEMO_MEETINGS } from './calendar-data.js';
import { DEMO_FIRM } from './demo-data.js';

/** The firm's weekday `workdaysAhead + 1` weekdays after the day of `now`, as YYYY-MM-DD. */
export function workdayAhead(timeZone: string, now: Date, workdaysAhead: number): string {
  const day = new Date(`${dayIn(timeZone, now)}T00:00:00Z`);
  let left = workdaysAhead + 1;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--;
  }
  return day.toISOString().slice(0, 10);
}

/** Looks a name up, failing loudly: a name that matches nothing is a mistake in calendar-data.ts. */
function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo calendar: unknown ${key}`);
  return value;
}

export async function seedCalendar(tx: DbOrTx, lawFirmId: number, now = new Date()): Promise<void> {
  const zone = DEMO_FIRM.timeZone;
  const staff = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.lawFirmId, lawFirmId));
  const userByEmail = new Map(staff.map((user) => [user.email, user.id]));
  const caseRows = await tx
    .select({ id: cases.id, title: cases.title, clientId: cases.clientId })
    .from(cases)
    .where(eq(cases.lawFirmId, lawFirmId));
  const caseByTitle = new Map(caseRows.map((row) => [row.title, row]));
  const contactRows = await tx
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(and(eq(contacts.lawFirmId, lawFirmId), isNull(contacts.relatedEntityType)));
  const contactByName = new Map(contactRows.map((row) => [row.name, row.id]));

  for (const demo of DEMO_MEETINGS) {
    const startAt = instantInZone(workdayAhead(zone, now, demo.workdaysAhead), demo.at, zone);
    const theCase = demo.caseTitle ? lookup(caseByTitle, demo.caseTitle) : null;
    const [row] = await tx
      .insert(meetings)
      .values({
        lawFirmId,
        userId: lookup(userByEmail, demo.who),
        title: demo.title,
        startAt,
        endAt: new Date(startAt.getTime() + demo.minutes * 60_000),
        timeZone: zone,
        location: demo.location,
        notes: demo.notes,
        caseId: theCase?.id ?? null,
        clientId: theCase?.clientId ?? null,
        customMeetingLink: demo.customMeetingLink ?? null,
      })
      .returning({ id: meetings.id });
    const employees = [demo.who, ...(demo.colleagues ?? [])].map((email, index) => ({
      type: 'employee',
      userId: lookup(userByEmail, email),
      responseStatus: index === 0 ? 'accepted' : 'none',
    }));
    const attendees = [
      ...employees,
      ...(theCase
        ? [{ type: 'client', clientId: theCase.clientId, responseStatus: demo.clientResponse ?? 'none' }]
        : []),
      ...(demo.contacts ?? []).map((name) => ({ type: 'contact', contactId: lookup(contactByName, name) })),
      ...(demo.others ?? []).map((other) => ({ type: 'other', email: other.email, fullName: other.fullName })),
    ];
    await tx
      .insert(meetingAttendees)
      .values(attendees.map((attendee, position) => ({ ...attendee, meetingId: row!.id, position })));
  }

  const rows = DEMO_APPOINTMENTS.map((demo) => {
    const theCase = lookup(caseByTitle, demo.caseTitle);
    return {
      lawFirmId,
      userId: lookup(userByEmail, demo.who),
      clientId: theCase.clientId,
      caseId: theCase.id,
      legalCaseType: demo.legalCaseType,
      requestNumber: demo.requestNumber,
      startAt: instantInZone(workdayAhead(zone, now, demo.workdaysAhead), demo.at, zone),
      timeZone: zone,
      address: demo.address,
      notes: demo.notes,
    };
  });
  if (rows.length > 0) await tx.insert(appointments).values(rows);
}
