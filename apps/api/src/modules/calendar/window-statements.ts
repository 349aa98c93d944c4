/**
 * The calendar's busiest read, hand-written: a window's meetings with their case, client and organiser,
 * then all their attendees in one statement.
 *
 * Why not drizzle's builders: the month view reads 100 meetings and their attendees on every visit, and
 * mapping those rows through drizzle's nested selections cost about 1 ms of the API's one thread per
 * request (npm run bench, CPU profile: about a sixth of the request's time, more than the queries'
 * own parsing). Here each row is read once, by the tables' own column decoders (statements.ts), into
 * the same shapes the builders answer, so the mapping to the API's answers is shared with every other
 * meeting read.
 */
import { getTableColumns, type Table } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { meetingAttendees, meetings } from '../../db/schema/index.js';
import { asNumber, type RawRow, rowOf, runStatement } from '../../db/statements.js';
import type { AttendeeRow, MeetingRow } from './repository.js';

/** Every column of `table` under `alias`, each named `prefix` + its column name (what rowOf reads). */
const allColumns = (table: Table, alias: string, prefix: string) =>
  Object.values(getTableColumns(table))
    .map((column) => `${alias}."${column.name}" AS "${prefix}${column.name}"`)
    .join(', ');

const clientSelect =
  'c.id AS c_id, c.first_name AS c_first_name, c.middle_name AS c_middle_name, c.last_name AS c_last_name, ' +
  'c.email AS c_email, c.image AS c_image';

const MEETINGS_IN_WINDOW = `
  SELECT ${allColumns(meetings, 'm', 'm_')},
         u.full_name AS o_full_name, u.email AS o_email,
         k.id AS k_id, k.title AS k_title,
         ${clientSelect}
    FROM meetings m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN cases k ON k.id = m.case_id AND k.law_firm_id = m.law_firm_id
    LEFT JOIN clients c ON c.id = m.client_id AND c.law_firm_id = m.law_firm_id
   WHERE m.law_firm_id = $1 AND m.start_at < $2 AND m.end_at > $3
   ORDER BY m.start_at, m.id
   LIMIT $4`;

const ATTENDEES_OF = `
  SELECT ${allColumns(meetingAttendees, 'a', 'a_')},
         u.id AS u_id, u.full_name AS u_full_name, u.email AS u_email, u.position AS u_position,
         u.is_admin AS u_is_admin, u.image AS u_image,
         ${clientSelect},
         t.id AS t_id, t.name AS t_name, t.email AS t_email, t.contact_type AS t_contact_type
    FROM meeting_attendees a
    JOIN meetings m ON m.id = a.meeting_id
    LEFT JOIN users u ON u.id = a.user_id
    LEFT JOIN clients c ON c.id = a.client_id
    LEFT JOIN contacts t ON t.id = a.contact_id
   WHERE m.law_firm_id = $1 AND a.meeting_id = ANY($2::int[])
   ORDER BY a.meeting_id, a.position`;

const text = (value: unknown) => value as string;
const textOrNull = (value: unknown) => (value ?? null) as string | null;

function clientOf(raw: RawRow): MeetingRow['client'] {
  if (raw.c_id === null) return null;
  return {
    id: asNumber(raw.c_id),
    firstName: text(raw.c_first_name),
    middleName: textOrNull(raw.c_middle_name),
    lastName: text(raw.c_last_name),
    email: textOrNull(raw.c_email),
    image: textOrNull(raw.c_image),
  };
}

/** Meetings that overlap [from, to): starting before `to` and ending after `from`, by start. */
export async function meetingsInWindow(
  db: DbOrTx,
  lawFirmId: number,
  from: Date,
  to: Date,
  limit: number,
): Promise<MeetingRow[]> {
  const rows = await runStatement(db, MEETINGS_IN_WINDOW, [lawFirmId, to.toISOString(), from.toISOString(), limit]);
  return rows.map((raw) => ({
    meeting: rowOf(meetings, raw, 'm_'),
    case: raw.k_id === null ? null : { id: asNumber(raw.k_id), title: text(raw.k_title) },
    client: clientOf(raw),
    organizer: { fullName: text(raw.o_full_name), email: text(raw.o_email) },
  }));
}

/** The attendees of some of the firm's meetings, with their employee's, client's or contact's row. */
export async function attendeesOf(
  db: DbOrTx,
  lawFirmId: number,
  meetingIds: readonly number[],
): Promise<AttendeeRow[]> {
  if (meetingIds.length === 0) return [];
  // One array parameter rather than one per meeting, so a month of meetings is one statement, planned once.
  const rows = await runStatement(db, ATTENDEES_OF, [lawFirmId, meetingIds]);
  return rows.map((raw) => ({
    attendee: rowOf(meetingAttendees, raw, 'a_'),
    user:
      raw.u_id === null
        ? null
        : {
            fullName: text(raw.u_full_name),
            email: text(raw.u_email),
            position: textOrNull(raw.u_position),
            isAdmin: raw.u_is_admin === true || raw.u_is_admin === 't',
            image: textOrNull(raw.u_image),
          },
    client: clientOf(raw),
    contact:
      raw.t_id === null
        ? null
        : { name: text(raw.t_name), email: textOrNull(raw.t_email), contactType: text(raw.t_contact_type) },
  }));
}
