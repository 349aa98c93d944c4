/**
 * The shapes the calendar's API answers with (people-and-scheduling §3, §5, §7): a meeting, an
 * appointment, and the Calendar event both are shown as. The requests, constants and rules are in
 * calendar.ts.
 */
import { z } from 'zod';
import {
  ATTENDEE_TYPES,
  CALENDAR_EVENT_TYPES,
  MEETING_LOCATIONS,
  MEETING_SOURCES,
  RESPONSE_STATUSES,
} from './calendar.js';

export const calendarCaseSchema = z.object({ id: z.number().int(), title: z.string() });
export const calendarClientSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
});
export type CalendarClient = z.infer<typeof calendarClientSchema>;

export const meetingAttendeeSchema = z.object({
  type: z.enum(ATTENDEE_TYPES),
  /** The employee's, client's or contact's id; null for another person. */
  id: z.number().int().nullable(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  name: z.string().nullable(),
  employee_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  contact_id: z.number().int().nullable(),
  /** 'admin' for the firm's admins. */
  role: z.string().nullable(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  image: z.string().nullable(),
  response_status: z.enum(RESPONSE_STATUSES),
});
export type MeetingAttendee = z.infer<typeof meetingAttendeeSchema>;

const person = z.object({ displayName: z.string().nullable(), email: z.string().nullable() });

export const meetingSchema = z.object({
  id: z.number().int(),
  law_firm_id: z.number().int(),
  /** The organiser: the user the meeting was added for. */
  user_id: z.number().int(),
  type: z.literal('meeting'),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  location: z.enum(MEETING_LOCATIONS),
  notes: z.string().nullable(),
  case_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  case: calendarCaseSchema.nullable(),
  client: calendarClientSchema.nullable(),
  attendees: z.array(meetingAttendeeSchema),
  meet_link: z.string().nullable(),
  calendar_link: z.string().nullable(),
  custom_meeting_link: z.string().nullable(),
  source: z.enum(MEETING_SOURCES),
  google_event_id: z.string().nullable(),
  google_organizer: z.string().nullable(),
  /** A MICROSOFT_CALENDAR meeting's Outlook event: the itemId of PATCH and DELETE /microsoft/meetings/{itemId}. */
  outlook_event_id: z.string().nullable(),
  all_day: z.boolean(),
  organizer: person,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  law_firm_id: z.number().int(),
  user_id: z.number().int(),
  type: z.literal('appointment'),
  client_id: z.number().int(),
  case_id: z.number().int().nullable(),
  legal_case_type: z.string().nullable(),
  request_number: z.string(),
  /** Date (YYYY-MM-DD) and time (HH:mm) in UTC; start_time and end_time as instants (one hour apart). */
  date: z.string(),
  time: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  timeZone: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  case: calendarCaseSchema.nullable(),
  client: calendarClientSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** A Calendar event (§3), in FullCalendar's shape: ids prefixed by type, the rest under extendedProps. */
export const calendarEventSchema = z.object({
  id: z.string(),
  type: z.enum(CALENDAR_EVENT_TYPES),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: z.object({
    type: z.enum(CALENDAR_EVENT_TYPES),
    case: calendarCaseSchema.nullable(),
    client: calendarClientSchema.nullable(),
    location: z.string().nullable(),
    timeZone: z.string(),
    description: z.string().nullable(),
    attendees: z.array(meetingAttendeeSchema),
    meetLink: z.string().nullable(),
    calendar_link: z.string().nullable(),
    custom_meeting_link: z.string().nullable(),
    creator: person,
    organizer: person,
    status: z.enum(['confirmed', 'tentative', 'other']),
    source: z.enum(MEETING_SOURCES),
    request_number: z.string().nullable(),
    legal_case_type: z.string().nullable(),
    address: z.string().nullable(),
  }),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const deletedResponse = z.object({ deleted: z.literal(true), id: z.number().int() });
