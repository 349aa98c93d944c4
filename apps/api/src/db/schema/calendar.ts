import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { clients } from './clients.js';
import { createdAt, updatedAt } from './columns.js';
import { contacts } from './contacts.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A meeting on the firm's calendar (people-and-scheduling §3): an instant for its start and end plus the
 * IANA zone it was planned in. Its client is its one client attendee, copied here for the calendar's list.
 * A GOOGLE_CALENDAR meeting keeps its Google event's id (google_event_id, google_organizer); a
 * MICROSOFT_CALENDAR one its Outlook event's id (outlook_event_id, Graph's item id).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    /** The organiser: the user the meeting was added for. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location').notNull(),
    notes: text('notes'),
    caseId: integer('case_id').references(() => cases.id),
    clientId: integer('client_id').references(() => clients.id),
    meetLink: text('meet_link'),
    calendarLink: text('calendar_link'),
    customMeetingLink: text('custom_meeting_link'),
    source: text('source').notNull().default('app'),
    googleEventId: text('google_event_id'),
    googleOrganizer: text('google_organizer'),
    /** The Outlook event (Graph's item id) of a MICROSOFT_CALENDAR meeting, in its organiser's calendar. */
    outlookEventId: text('outlook_event_id'),
    allDay: boolean('all_day').notNull().default(false),
    /** The iCalendar SEQUENCE of the invitations mailed for it: raised by every update, so mail clients replace it. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The calendar's window: the firm's meetings by start.
    index('meetings_firm_start_idx').on(t.lawFirmId, t.startAt, t.id),
    // PATCH and DELETE /microsoft/meetings/{itemId}, and the Outlook sync's match of its events.
    index('meetings_firm_outlook_event_idx').on(t.lawFirmId, t.outlookEventId),
  ],
);

/**
 * Who attends a meeting: an employee (user_id), the client (client_id), a contact (contact_id), or another
 * person known only by email and name. Names and emails of the first three are read from their rows.
 */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    userId: integer('user_id').references(() => users.id),
    clientId: integer('client_id').references(() => clients.id),
    contactId: integer('contact_id').references(() => contacts.id),
    email: text('email'),
    fullName: text('full_name'),
    responseStatus: text('response_status').notNull().default('none'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('meeting_attendees_meeting_idx').on(t.meetingId, t.position)],
);

/**
 * An appointment of a client (a case receipt's interview, biometrics, ...): an instant (the form sends its
 * date and time in UTC) plus the zone it was planned in. It lasts one hour.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    caseId: integer('case_id').references(() => cases.id),
    legalCaseType: text('legal_case_type'),
    requestNumber: text('request_number').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    timeZone: text('time_zone').notNull(),
    address: text('address').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('appointments_firm_start_idx').on(t.lawFirmId, t.startAt, t.id)],
);
