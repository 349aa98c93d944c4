/**
 * iCalendar text of the calendar's events, written by ical-generator (never by hand): one meeting as an
 * invitation (METHOD:REQUEST, or CANCEL once deleted) and a user's events as a subscribed feed. A meeting
 * keeps one UID for life and its SEQUENCE rises with every update, so a mail client replaces the event it
 * already has. Times are instants written in the event's own zone (TZID) with its VTIMEZONE.
 */
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  type ICalAttendeeData,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

const PROD_ID = { company: 'Counsel', product: 'Calendar', language: 'EN' };

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsAttendee extends IcsPerson {
  /** Attendees outside the firm are asked to reply; the firm's own see the meeting on their calendar. */
  external: boolean;
  responseStatus: string;
}

/** An event as a feed shows it (an appointment): no organiser nor attendees. */
export interface IcsEvent {
  uid: string;
  sequence: number;
  title: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  location: string | null;
  description: string;
  updatedAt: Date;
}

export interface IcsMeeting extends IcsEvent {
  organizer: IcsPerson;
  attendees: IcsAttendee[];
}

const PARTSTAT: Record<string, ICalAttendeeStatus> = {
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
  tentative: ICalAttendeeStatus.TENTATIVE,
  none: ICalAttendeeStatus.NEEDSACTION,
};

/** The UID of a calendar event: stable, and unique across deployments by the app's host name. */
export const eventUid = (kind: 'meeting' | 'appointment', id: number, publicOrigin: string) =>
  `${kind}-${id}@${new URL(publicOrigin).hostname}`;

function attendeeData(attendee: IcsAttendee): ICalAttendeeData {
  return {
    name: attendee.name,
    email: attendee.email,
    role: ICalAttendeeRole.REQ,
    status: PARTSTAT[attendee.responseStatus] ?? ICalAttendeeStatus.NEEDSACTION,
    rsvp: attendee.external,
  };
}

/**
 * An instant the library can write in any zone: a plain Date would be written in the process's own zone.
 * ical-generator turns it into the event's zone for DTSTART and DTEND.
 */
const instant = (at: Date) => new TZDate(at.getTime(), 'UTC');

function newCalendar(method: ICalCalendarMethod | null, name?: string) {
  return ical({
    prodId: PROD_ID,
    ...(method ? { method } : {}),
    ...(name ? { name } : {}),
    // The generator adds a VTIMEZONE for every event's zone. The calendar itself names none, so DTSTAMP
    // and LAST-MODIFIED stay in UTC as RFC 5545 asks.
    timezone: { name: '', generator: getVtimezoneComponent },
  });
}

/** The VEVENT's common properties: UID, SEQUENCE, the times in the event's zone, what and where. */
function eventData(event: IcsEvent, cancelled: boolean) {
  return {
    id: event.uid,
    sequence: event.sequence,
    start: instant(event.startAt),
    end: instant(event.endAt),
    timezone: event.timeZone,
    stamp: event.updatedAt,
    lastModified: event.updatedAt,
    summary: event.title,
    description: event.description || null,
    location: event.location,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

function addMeeting(calendar: ReturnType<typeof ical>, meeting: IcsMeeting, cancelled: boolean) {
  calendar.createEvent({
    ...eventData(meeting, cancelled),
    organizer: meeting.organizer,
    attendees: meeting.attendees.map(attendeeData),
  });
}

/** The .ics mailed to a meeting's outside attendees: the meeting (REQUEST) or its cancellation (CANCEL). */
export function invitationIcs(meeting: IcsMeeting, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = newCalendar(method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addMeeting(calendar, meeting, method === 'CANCEL');
  return calendar.toString();
}

/** A subscribed feed (no METHOD: it is published, not sent): meetings with their people, and plain events. */
export function feedIcs(name: string, meetings: IcsMeeting[], events: IcsEvent[]): string {
  const calendar = newCalendar(null, name);
  for (const meeting of meetings) addMeeting(calendar, meeting, false);
  for (const event of events) calendar.createEvent(eventData(event, false));
  return calendar.toString();
}
