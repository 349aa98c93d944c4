/**
 * The meeting form's values, their defaults (§3: location OFFLINE, 08:00, 15 minutes) and the request
 * they make (§7). The form checks with the domain's own request schema, so the browser and the server
 * hold one set of rules; the schema's paths are mapped back onto the form's fields.
 */
import {
  CALENDAR_MESSAGES,
  DEFAULT_EVENT_TIME,
  DEFAULT_MEETING_DURATION,
  dateInZone,
  instantInZone,
  isPastDate,
  MEETING_LOCATIONS,
  type Meeting,
  type MeetingLocation,
  type MeetingRequest,
  type MicrosoftMeetingRequest,
  meetingRequest,
  type ResponseStatus,
} from '@counsel/domain';
import { z } from 'zod';
import type { ZodErrorMap } from '../../lib/zod-errors';

/**
 * The locations a meeting can be made with. A Google Calendar meeting is made in the user's Google
 * Calendar (its event, its Meet link), a Microsoft Teams one in their Outlook calendar (its Teams link).
 * An existing meeting keeps its own (locked) location.
 */
export const OFFERED_LOCATIONS: readonly MeetingLocation[] = MEETING_LOCATIONS;

export interface OtherAttendee {
  email: string;
  full_name: string;
}

export interface MeetingFormValues {
  title: string;
  date: string;
  time: string;
  /** Minutes, as the select's value. */
  duration: string;
  time_zone: string;
  location: MeetingLocation;
  custom_meeting_link: string;
  notes: string;
  employee_ids: string[];
  client_id: number | null;
  client_name: string | null;
  contact_ids: string[];
  others: OtherAttendee[];
  case_id: number | null;
  case_title: string | null;
}

export function newMeetingValues(timeZone: string, date = ''): MeetingFormValues {
  return {
    title: '',
    date,
    time: DEFAULT_EVENT_TIME,
    duration: String(DEFAULT_MEETING_DURATION),
    time_zone: timeZone,
    location: 'OFFLINE',
    custom_meeting_link: '',
    notes: '',
    employee_ids: [],
    client_id: null,
    client_name: null,
    contact_ids: [],
    others: [],
    case_id: null,
    case_title: null,
  };
}

/** The wall-clock time (HH:mm) `instant` shows in `timeZone`. */
export function timeInZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
}

export function meetingValues(meeting: Meeting): MeetingFormValues {
  const minutes = Math.round((Date.parse(meeting.end_time) - Date.parse(meeting.start_time)) / 60_000);
  const client = meeting.attendees.find((attendee) => attendee.type === 'client');
  const ids = (type: string) =>
    meeting.attendees.filter((attendee) => attendee.type === type && attendee.id !== null).map((a) => String(a.id));
  return {
    title: meeting.title,
    date: dateInZone(meeting.start_time, meeting.time_zone),
    time: timeInZone(meeting.start_time, meeting.time_zone),
    duration: String(minutes),
    time_zone: meeting.time_zone,
    location: meeting.location,
    custom_meeting_link: meeting.custom_meeting_link ?? '',
    notes: meeting.notes ?? '',
    employee_ids: ids('employee'),
    client_id: client?.id ?? meeting.client_id,
    client_name: client?.full_name ?? client?.name ?? null,
    contact_ids: ids('contact'),
    others: meeting.attendees
      .filter((attendee) => attendee.type === 'other')
      .map((attendee) => ({ email: attendee.email ?? '', full_name: attendee.full_name ?? attendee.name ?? '' })),
    case_id: meeting.case_id,
    case_title: meeting.case?.title ?? null,
  };
}

/** The start as an instant, or '' while the date, time or zone is missing or not real. */
function startInstant(values: MeetingFormValues): string {
  if (!values.date || !values.time || !values.time_zone) return '';
  try {
    const start = instantInZone(values.date, values.time, values.time_zone);
    return Number.isNaN(start.getTime()) ? '' : start.toISOString();
  } catch {
    return '';
  }
}

/** The request's body (§7); an edited meeting also sends its calendar link and keeps the answers given. */
export function meetingBody(values: MeetingFormValues, lawFirmId: number, meeting: Meeting | null): MeetingRequest {
  const startTime = startInstant(values);
  const minutes = Number(values.duration);
  const endTime = startTime && minutes > 0 ? new Date(Date.parse(startTime) + minutes * 60_000).toISOString() : '';
  const answered = (type: string, key: string): ResponseStatus =>
    meeting?.attendees.find((a) => a.type === type && (type === 'other' ? a.email : String(a.id)) === key)
      ?.response_status ?? 'none';
  const body: MeetingRequest = {
    title: values.title,
    start_time: startTime,
    end_time: endTime,
    location: values.location,
    law_firm_id: lawFirmId,
    notes: values.notes.trim() === '' ? null : values.notes,
    attendees: [
      ...values.employee_ids.map((id) => ({
        type: 'employee' as const,
        id: Number(id),
        response_status: answered('employee', id),
      })),
      ...(values.client_id === null
        ? []
        : [
            {
              type: 'client' as const,
              id: values.client_id,
              response_status: answered('client', String(values.client_id)),
            },
          ]),
      ...values.contact_ids.map((id) => ({
        type: 'contact' as const,
        id: Number(id),
        response_status: answered('contact', id),
      })),
      ...values.others.map((other) => ({
        type: 'other' as const,
        email: other.email.trim(),
        full_name: other.full_name.trim(),
        response_status: answered('other', other.email.trim().toLowerCase()),
      })),
    ],
    time_zone: values.time_zone,
    case_id: values.case_id,
    custom_meeting_link: values.location === 'OTHERS' && values.custom_meeting_link ? values.custom_meeting_link : null,
  };
  if (meeting) body.calendar_link = meeting.calendar_link;
  return body;
}

/**
 * Microsoft's body (§7: subject, start_time, end_time, time_zone, notes, attendees with email, name and
 * type, case_id) from ours: the other people's full names go as `name`.
 */
export function microsoftMeetingBody(body: MeetingRequest): MicrosoftMeetingRequest {
  return {
    subject: body.title,
    start_time: body.start_time,
    end_time: body.end_time,
    time_zone: body.time_zone,
    notes: body.notes ?? null,
    attendees: body.attendees.map(({ full_name, ...attendee }) =>
      attendee.type === 'other' ? { ...attendee, name: full_name ?? null } : attendee,
    ),
    case_id: body.case_id ?? null,
  };
}

/** The form field a request path belongs to ("attendees.3.email" → "others.1.email"). */
export function formPath(path: string, values: MeetingFormValues): keyof MeetingFormValues | string {
  const [head, index, field] = path.split('.');
  switch (head) {
    case 'start_time':
      return values.date ? 'time' : 'date';
    case 'end_time':
      return 'duration';
    case 'subject':
      return 'title';
    case 'attendees': {
      if (index === undefined) return 'employee_ids';
      const before = values.employee_ids.length + (values.client_id === null ? 0 : 1) + values.contact_ids.length;
      const position = Number(index) - before;
      return position >= 0 ? `others.${position}.${field === 'full_name' ? 'full_name' : 'email'}` : 'employee_ids';
    }
    default:
      return head ?? 'title';
  }
}

/**
 * The form's schema: the domain's request schema over the body the values make, plus the form's own
 * checks (a date and a time given, no past date unless an edited meeting keeps its start).
 */
export function meetingFormSchema(options: {
  lawFirmId: number;
  meeting: Meeting | null;
  now: () => Date;
  /** Renders zod's own messages (a title too long...) in the user's language; the calendar's own are mapped later. */
  error?: ZodErrorMap;
}) {
  return z.custom<MeetingFormValues>().superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    if (!values.date) issue('date', CALENDAR_MESSAGES.dateRequired);
    if (!values.time) issue('time', CALENDAR_MESSAGES.timeRequired);
    if (!values.duration) issue('duration', CALENDAR_MESSAGES.durationRequired);
    const body = meetingBody(values, options.lawFirmId, options.meeting);
    const parsed = meetingRequest.safeParse(body, options.error ? { error: options.error } : undefined);
    const seen = new Set<string>();
    if (!parsed.success) {
      for (const problem of parsed.error.issues) {
        const path = formPath(problem.path.join('.'), values);
        if (seen.has(path) || (!values.date && path === 'date') || (!values.time && path === 'time')) continue;
        // The end is the start plus the duration: without a start, the duration is not what is missing.
        if (path === 'duration' && (!values.duration || !body.start_time)) continue;
        seen.add(path);
        issue(path, problem.message);
      }
    }
    const startChanged = options.meeting === null || body.start_time !== options.meeting.start_time;
    if (values.date && body.start_time && startChanged && values.time_zone) {
      if (isPastDate(body.start_time, values.time_zone, options.now()))
        issue('date', CALENDAR_MESSAGES.meetingPastDate);
    }
  });
}
