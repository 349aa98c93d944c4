/**
 * The calendar's meetings and appointments (people-and-scheduling §3, §5, §7, §9): their requests, the
 * constants, the messages and the rules without I/O; the shapes the API answers with are in
 * calendar-answers.ts. Times are instants (ISO 8601) plus the IANA zone they were planned in.
 */
import { z } from 'zod';
import { isIanaTimeZone, TIME_ZONE_MESSAGE } from './firm.js';
import { calendarDate, MAX_DATE_YEAR, MIN_DATE_YEAR, singleLine, TEXT_LIMITS, text } from './primitives.js';

export const MEETING_LOCATIONS = ['OFFLINE', 'GOOGLE_CALENDAR', 'MICROSOFT_CALENDAR', 'OTHERS'] as const;
export type MeetingLocation = (typeof MEETING_LOCATIONS)[number];

export const ATTENDEE_TYPES = ['employee', 'client', 'contact', 'other'] as const;
export type AttendeeType = (typeof ATTENDEE_TYPES)[number];
export const RESPONSE_STATUSES = ['accepted', 'declined', 'tentative', 'none'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const CALENDAR_EVENT_TYPES = ['meeting', 'appointment', 'google-calendar'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
export const MEETING_SOURCES = ['app', 'external'] as const;

/** §9: the durations the form offers, its defaults, an appointment's length and the calendar's window. */
export const MEETING_DURATIONS = [15, 30, 45, 60, 90] as const;
export const DEFAULT_MEETING_DURATION = 15;
export const DEFAULT_EVENT_TIME = '08:00';
export const DEFAULT_MEETING_LOCATION: MeetingLocation = 'OFFLINE';
export const APPOINTMENT_MINUTES = 60;
export const CALENDAR_WINDOW = { daysBefore: 10, daysAfter: 60, maxResults: 100, maxResultsLimit: 500 } as const;
/** A meeting's notes are rich text (HTML), so they get more room than plain notes. */
export const MEETING_NOTES_MAX = 20_000;
export const MAX_ATTENDEES = 100;

export const CALENDAR_MESSAGES = {
  titleRequired: 'Title is required',
  timeRequired: 'Time is required',
  durationRequired: 'Duration is required',
  timeZoneRequired: 'Timezone is required',
  invalidTime: 'Invalid date and time',
  invalidDuration: 'Invalid duration',
  meetingPastDate: 'Cannot create meetings for past dates. Please select a future date.',
  appointmentPastDate: 'Cannot create appointments for past dates. Please select a future date.',
  eventPastDate: 'Cannot create events for past dates',
  employeeAttendeeRequired: 'Add at least one employee attendee',
  clientLimitReached: 'Client limit reached',
  lockedInEditMode: 'Locked in edit mode',
  attendeeRequired: 'Choose who attends',
  attendeeEmailRequired: 'Email is required',
  attendeeEmailInvalid: 'Enter a valid email address',
  attendeeNameRequired: 'Full name is required',
  attendeeNameTooShort: 'Full name must be at least 2 characters',
  attendeeDuplicateEmail: 'This email has already been added',
  attendeeDuplicate: 'This attendee has already been added',
  clientRequired: 'Client is required',
  requestNumberRequired: 'Request number is required',
  addressRequired: 'Address is required',
  dateRequired: 'Date is required',
  invalidClockTime: 'Enter a time as HH:mm',
  invalidLink: 'Enter a link starting with http:// or https://',
  calendarNotConnected:
    "The organiser's calendar is not connected: they connect it on the calendar page, or choose another location.",
  googleNotAuthorized: 'Google Calendar access is not authorized. Connect Google Calendar and try again.',
  googleRevoked: 'Google Calendar access was revoked. Reconnect Google Calendar to keep it in sync.',
  googleError: 'Google Calendar could not be reached. Try again later.',
  microsoftNotAuthorized: 'Microsoft 365 is not connected. Sign in with Microsoft and try again.',
  microsoftRevoked: 'Microsoft 365 access was revoked. Reconnect Microsoft 365 to keep your Outlook calendar in sync.',
  microsoftError: 'Microsoft 365 could not be reached. Try again later.',
  externalReadOnly: 'Events from an external calendar are changed in that calendar, not here.',
  caseNotForClient: 'This case belongs to another client',
  invalidWindow: 'timeMax must come after timeMin',
} as const;

/** The codes the calendar's refusals answer with (the web app maps them to its toasts). */
export const CALENDAR_ERROR_CODES = [
  'meeting_in_past',
  'appointment_in_past',
  'client_limit_reached',
  'locked_in_edit_mode',
  'calendar_not_connected',
  'case_not_for_client',
  'google_calendar_not_authorized',
  'google_calendar_error',
  'microsoft_not_authorized',
  'microsoft_error',
  'external_event_read_only',
] as const;
export type CalendarErrorCode = (typeof CALENDAR_ERROR_CODES)[number];

/** The spec's simple pattern for another attendee's email: something@something.something, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isMissing = (input: unknown) => input === undefined || input === null;

/** An instant: ISO 8601 with an offset (without one it is taken as UTC), within the years a date may have. */
export const calendarInstant = (requiredMessage: string) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? requiredMessage : CALENDAR_MESSAGES.invalidTime) })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const match =
        /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
          value,
        );
      const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
      const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const date = new Date(match?.[5] ? value : `${value}Z`);
      const real = match && year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR && month >= 1 && month <= 12 && day >= 1;
      if (!real || day > daysInMonth || Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: CALENDAR_MESSAGES.invalidTime });
        return z.NEVER;
      }
      return date.toISOString();
    });

/** A required IANA zone: missing or empty is 'Timezone is required', an unknown name the zone message. */
export const meetingTimeZone = z
  .string({ error: CALENDAR_MESSAGES.timeZoneRequired })
  .trim()
  .min(1, CALENDAR_MESSAGES.timeZoneRequired)
  .max(64)
  .refine((value) => value === '' || isIanaTimeZone(value), TIME_ZONE_MESSAGE);

const positiveId = z.number().int().positive();
const optionalId = positiveId.nullish().transform((value) => value ?? null);
const link = singleLine()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), CALENDAR_MESSAGES.invalidLink)
  .nullish()
  .transform((value) => value || null);

/**
 * One attendee: an employee, the client or a contact by id, or another person by email and name.
 * Who an id names is checked by the server (another firm's answers 404).
 */
export const meetingAttendeeInput = z
  .object({
    type: z.enum(ATTENDEE_TYPES),
    id: optionalId,
    email: singleLine().max(255).nullish(),
    full_name: singleLine().max(255).nullish(),
    /** Some callers send the name as `name`. */
    name: singleLine().max(255).nullish(),
    response_status: z.enum(RESPONSE_STATUSES).default('none'),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'other') {
      if (value.id === null)
        ctx.addIssue({ code: 'custom', path: ['id'], message: CALENDAR_MESSAGES.attendeeRequired });
      return;
    }
    const email = value.email ?? '';
    if (!email) ctx.addIssue({ code: 'custom', path: ['email'], message: CALENDAR_MESSAGES.attendeeEmailRequired });
    else if (!SIMPLE_EMAIL.test(email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: CALENDAR_MESSAGES.attendeeEmailInvalid });
    }
    const fullName = value.full_name || value.name || '';
    if (!fullName) {
      ctx.addIssue({ code: 'custom', path: ['full_name'], message: CALENDAR_MESSAGES.attendeeNameRequired });
    } else if (fullName.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['full_name'], message: CALENDAR_MESSAGES.attendeeNameTooShort });
    }
  })
  .transform(({ name, ...value }) => ({
    ...value,
    email: value.email ? value.email.toLowerCase() : null,
    full_name: value.full_name || name || null,
  }));
export type MeetingAttendeeInput = z.output<typeof meetingAttendeeInput>;

/** Text that must be there: missing, null or blank all answer `message`. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).pipe(singleLine().min(1, message).max(max));

/** The same person twice: the same employee, client or contact id, or the same other email. */
function attendeeKey(attendee: MeetingAttendeeInput): string {
  return attendee.type === 'other' ? `email:${attendee.email}` : `${attendee.type}:${attendee.id}`;
}

/** The times, zone, notes, attendees and case every meeting request carries (ours and Microsoft's). */
const meetingCommon = {
  start_time: calendarInstant(CALENDAR_MESSAGES.timeRequired),
  end_time: calendarInstant(CALENDAR_MESSAGES.durationRequired),
  time_zone: meetingTimeZone,
  notes: text(MEETING_NOTES_MAX)
    .nullish()
    .transform((value) => value || null),
  attendees: z.array(meetingAttendeeInput).max(MAX_ATTENDEES),
  case_id: optionalId,
};

/** The rules across fields: an end after the start, an employee among the attendees, nobody twice. */
function meetingRules(
  value: { start_time: string; end_time: string; attendees: MeetingAttendeeInput[] },
  ctx: z.RefinementCtx,
) {
  if (Date.parse(value.end_time) <= Date.parse(value.start_time)) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: CALENDAR_MESSAGES.invalidDuration });
  }
  if (!value.attendees.some((attendee) => attendee.type === 'employee')) {
    ctx.addIssue({ code: 'custom', path: ['attendees'], message: CALENDAR_MESSAGES.employeeAttendeeRequired });
  }
  const seen = new Set<string>();
  value.attendees.forEach((attendee, index) => {
    const key = attendeeKey(attendee);
    if (seen.has(key)) {
      const other = attendee.type === 'other';
      ctx.addIssue({
        code: 'custom',
        path: ['attendees', index, other ? 'email' : 'id'],
        message: other ? CALENDAR_MESSAGES.attendeeDuplicateEmail : CALENDAR_MESSAGES.attendeeDuplicate,
      });
    }
    seen.add(key);
  });
}

/** POST /meeting/{userId}/add and PUT /meeting/{id}/update. */
export const meetingRequest = z
  .object({
    title: requiredText(CALENDAR_MESSAGES.titleRequired, TEXT_LIMITS.SHORT_TEXT),
    ...meetingCommon,
    location: z.enum(MEETING_LOCATIONS).default(DEFAULT_MEETING_LOCATION),
    law_firm_id: positiveId,
    custom_meeting_link: link,
    calendar_link: link,
  })
  .superRefine(meetingRules);
export type MeetingRequest = z.input<typeof meetingRequest>;
export type MeetingInput = z.output<typeof meetingRequest>;

/**
 * POST /microsoft/meetings and PATCH /microsoft/meetings/{itemId} (§7): subject, start_time, end_time,
 * time_zone, notes, attendees (email, name, type; an employee, client or contact also by its id) and
 * case_id. The meeting is the caller's, at the MICROSOFT_CALENDAR location, in the caller's firm.
 */
export const microsoftMeetingRequest = z
  .object({ subject: requiredText(CALENDAR_MESSAGES.titleRequired, TEXT_LIMITS.SHORT_TEXT), ...meetingCommon })
  .superRefine(meetingRules);
export type MicrosoftMeetingRequest = z.input<typeof microsoftMeetingRequest>;
export type MicrosoftMeetingInput = z.output<typeof microsoftMeetingRequest>;

/** Microsoft's request as one of ours: its subject the title, the location Microsoft's, the caller's firm. */
export const meetingInputOfMicrosoft = (input: MicrosoftMeetingInput, lawFirmId: number): MeetingInput => {
  const { subject, ...rest } = input;
  return {
    ...rest,
    title: subject,
    location: 'MICROSOFT_CALENDAR',
    law_firm_id: lawFirmId,
    custom_meeting_link: null,
    calendar_link: null,
  };
};

/** A clock time HH:mm (seconds allowed and dropped). */
export const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/, CALENDAR_MESSAGES.invalidClockTime)
  .transform((value) => value.slice(0, 5));

/**
 * POST /case-receipt/{userId}/add_appointment and PUT /appointment/{id}/update_appointment. Date and
 * time are in UTC; without a time the appointment is at 08:00 in its own time zone on that date.
 * Unknown fields are refused.
 */
export const appointmentRequest = z.strictObject({
  law_firm_id: positiveId,
  client_id: z.number({ error: CALENDAR_MESSAGES.clientRequired }).int().positive(CALENDAR_MESSAGES.clientRequired),
  case_id: optionalId,
  legal_case_type: singleLine()
    .max(TEXT_LIMITS.SHORT_TEXT)
    .nullish()
    .transform((value) => value || null),
  request_number: requiredText(CALENDAR_MESSAGES.requestNumberRequired, 100),
  date: z.string({ error: CALENDAR_MESSAGES.dateRequired }).pipe(calendarDate),
  time: clockTime.nullish().transform((value) => value ?? null),
  time_zone: meetingTimeZone,
  address: requiredText(CALENDAR_MESSAGES.addressRequired, 500),
  notes: text(TEXT_LIMITS.LONG_TEXT)
    .nullish()
    .transform((value) => value || null),
});
export type AppointmentRequest = z.input<typeof appointmentRequest>;
export type AppointmentInput = z.output<typeof appointmentRequest>;

/** GET /meeting/{userId}/all-meetings: the window (default 10 days back to 60 ahead) and how many at most. */
export const calendarEventsQuery = z.object({
  lawFirmId: z.coerce.number().int().positive().optional(),
  timeMin: calendarInstant(CALENDAR_MESSAGES.invalidTime).optional(),
  timeMax: calendarInstant(CALENDAR_MESSAGES.invalidTime).optional(),
  maxResults: z.coerce.number().int().min(1).max(CALENDAR_WINDOW.maxResultsLimit).default(CALENDAR_WINDOW.maxResults),
});
export type CalendarEventsQuery = z.input<typeof calendarEventsQuery>;

/** GET /case-receipt/appointments/law_firm/{lawFirmId}: the same window and limit, both optional. */
export const appointmentsQuery = calendarEventsQuery.omit({ lawFirmId: true });

// ---- Rules without I/O ----

const zoneParts = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneParts.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneParts.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - (instant - (instant % 1000));
}

/** The instant of a wall-clock date and time (YYYY-MM-DD, HH:mm) in `timeZone`. */
export function instantInZone(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - zoneOffset(timeZone, wall);
  // Around a daylight-saving change the offset at the guess may differ from the one at the answer.
  return new Date(wall - zoneOffset(timeZone, first));
}

/** The date (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export function dateInZone(instant: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** True when `instant` falls on a day before today, both days taken in `timeZone`. */
export function isPastDate(instant: Date | string, timeZone: string, now: Date): boolean {
  return dateInZone(instant, timeZone) < dateInZone(now, timeZone);
}

/** An appointment's start: date and time in UTC, or 08:00 in its own zone when no time is given. */
export function appointmentStart(input: Pick<AppointmentInput, 'date' | 'time' | 'time_zone'>): Date {
  if (input.time === null) return instantInZone(input.date, DEFAULT_EVENT_TIME, input.time_zone);
  return new Date(`${input.date}T${input.time}:00Z`);
}

export const appointmentEnd = (start: Date): Date => new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
