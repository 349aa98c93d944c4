/** Meetings read whole: their rows with every attendee, in two queries however many meetings. */
import type { Meeting, MeetingAttendee } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { toAttendee, toMeeting } from './mapping.js';
import * as repo from './repository.js';
import { attendeesOf } from './window-statements.js';

export async function hydrateMeetings(db: DbOrTx, lawFirmId: number, rows: repo.MeetingRow[]): Promise<Meeting[]> {
  const attendeeRows = await attendeesOf(
    db,
    lawFirmId,
    rows.map((row) => row.meeting.id),
  );
  const byMeeting = new Map<number, MeetingAttendee[]>();
  for (const row of attendeeRows) {
    const list = byMeeting.get(row.attendee.meetingId) ?? [];
    list.push(toAttendee(row));
    byMeeting.set(row.attendee.meetingId, list);
  }
  return rows.map((row) => toMeeting(row, byMeeting.get(row.meeting.id) ?? []));
}

/**
 * One of the firm's meetings whole, with its invitation SEQUENCE and its row (where it came from, its Google event);
 * null when it is not the firm's.
 */
export async function readMeeting(db: DbOrTx, lawFirmId: number, id: number) {
  const row = await repo.findMeeting(db, lawFirmId, id);
  if (!row) return null;
  const [meeting] = await hydrateMeetings(db, lawFirmId, [row]);
  return { meeting: meeting!, sequence: row.meeting.sequence, row };
}
