/** Google events to imported rows, and imported rows to the spec's Calendar events (type google-calendar, §3). */
import type { CalendarEvent, MeetingAttendee, ResponseStatus } from '@counsel/domain';
import type { ExternalAttendee } from '../../db/schema/index.js';
import type { GoogleEvent } from '../../integrations/google-calendar/provider.js';
import type { ExternalEventRow, ExternalEventValues } from './sync-repository.js';

/** Bounds on what an outside calendar may put in our rows. */
export const LIMITS = { title: 500, description: 20_000, link: 2000, attendees: 200, text: 320 };
const RESPONSES: Record<string, ResponseStatus> = {
  accepted: 'accepted',
  declined: 'declined',
  tentative: 'tentative',
  needsAction: 'none',
};

export const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);
export const webLink = (value: string | null | undefined) =>
  value && /^https?:\/\//i.test(value) ? cut(value, LIMITS.link) : null;

/** An instant of a start or end: its dateTime, or (all day) midnight UTC of its date. */
function instantOf(time: GoogleEvent['start']): Date | null {
  const text = time?.dateTime ?? (time?.date ? `${time.date}T00:00:00Z` : null);
  const instant = text ? new Date(text) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

/** The row of a live (not cancelled) Google event, or null when its times cannot be read. */
export function externalEventValues(event: GoogleEvent, calendarZone: string): ExternalEventValues | null {
  const startAt = instantOf(event.start);
  const endAt = instantOf(event.end);
  if (!startAt || !endAt || !event.id) return null;
  const attendees: ExternalAttendee[] = event.attendees.slice(0, LIMITS.attendees).map((attendee) => ({
    email: cut(attendee.email, LIMITS.text),
    name: cut(attendee.displayName, LIMITS.text),
    response_status: RESPONSES[attendee.responseStatus ?? ''] ?? 'none',
  }));
  return {
    externalId: event.id.slice(0, 1024),
    recurringEventId: cut(event.recurringEventId, 1024),
    title: cut(event.summary, LIMITS.title) ?? '',
    startAt,
    // Google may end an event where it starts; the calendar needs an end after the start.
    endAt: endAt > startAt ? endAt : new Date(startAt.getTime() + 60_000),
    allDay: Boolean(event.start?.date),
    timeZone: cut(event.start?.timeZone, 64) ?? calendarZone,
    status: event.status === 'confirmed' || event.status === 'tentative' ? event.status : 'other',
    description: cut(event.description, LIMITS.description),
    meetLink: webLink(event.meetLink),
    htmlLink: webLink(event.htmlLink),
    organizerName: cut(event.organizer?.displayName, LIMITS.text),
    organizerEmail: cut(event.organizer?.email, LIMITS.text),
    attendees,
  };
}

function toAttendee(attendee: ExternalAttendee): MeetingAttendee {
  return {
    type: 'other',
    id: null,
    email: attendee.email,
    full_name: attendee.name,
    name: attendee.name,
    employee_id: null,
    client_id: null,
    contact_id: null,
    role: null,
    position: null,
    company: null,
    image: null,
    response_status: attendee.response_status,
  };
}

/**
 * An imported event as the calendar shows it: read-only, id `<provider>-<row id>`, dates alone when all
 * day. Outlook's events too are of the spec's one external type (google-calendar: the details dialog
 * offers no edit or cancel for it); their location MICROSOFT_CALENDAR gives them Microsoft's colour.
 */
export function externalEvent(row: ExternalEventRow): CalendarEvent {
  const when = (instant: Date) => (row.allDay ? instant.toISOString().slice(0, 10) : instant.toISOString());
  const organizer = { displayName: row.organizerName, email: row.organizerEmail };
  return {
    id: `${row.provider}-${row.id}`,
    type: 'google-calendar',
    title: row.title,
    start: when(row.startAt),
    end: when(row.endAt),
    allDay: row.allDay,
    extendedProps: {
      type: 'google-calendar',
      case: null,
      client: null,
      location: row.provider === 'microsoft' ? 'MICROSOFT_CALENDAR' : 'GOOGLE_CALENDAR',
      timeZone: row.timeZone,
      description: row.description,
      attendees: row.attendees.map(toAttendee),
      meetLink: row.meetLink,
      calendar_link: row.htmlLink,
      custom_meeting_link: null,
      creator: organizer,
      organizer,
      status: row.status === 'confirmed' || row.status === 'tentative' ? row.status : 'other',
      source: 'external',
      request_number: null,
      legal_case_type: null,
      address: null,
    },
  };
}
