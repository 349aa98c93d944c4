/** Outlook events (Graph) to imported rows, bounded as Google's are; shown as the calendar's external events. */
import type { ExternalAttendee } from '../../db/schema/index.js';
import type { GraphTime, OutlookEvent } from '../../integrations/microsoft/provider.js';
import { cut, LIMITS, webLink } from './google-mapping.js';
import type { ExternalEventValues } from './sync-repository.js';

const RESPONSES: Record<string, ExternalAttendee['response_status']> = {
  accepted: 'accepted',
  organizer: 'accepted',
  declined: 'declined',
  tentativelyAccepted: 'tentative',
};

/** Graph's wall times are in UTC (the client asks for it), written without an offset. */
function instantOf(time: GraphTime | null): Date | null {
  if (time?.timeZone !== 'UTC') return null;
  const instant = new Date(`${time.dateTime.replace(/Z$/, '').slice(0, 27)}Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The row of a live Outlook event, or null when its times cannot be read. */
export function outlookEventValues(event: OutlookEvent): ExternalEventValues | null {
  const startAt = instantOf(event.start);
  const endAt = instantOf(event.end);
  if (!startAt || !endAt || !event.id) return null;
  return {
    externalId: event.id.slice(0, 1024),
    recurringEventId: cut(event.seriesMasterId, 1024),
    title: cut(event.subject, LIMITS.title) ?? '',
    startAt,
    endAt: endAt > startAt ? endAt : new Date(startAt.getTime() + 60_000),
    allDay: event.isAllDay,
    timeZone: 'UTC',
    status: event.showAs === 'tentative' ? 'tentative' : 'confirmed',
    description: cut(event.body, LIMITS.description),
    meetLink: webLink(event.joinUrl),
    htmlLink: webLink(event.webLink),
    organizerName: cut(event.organizer?.name, LIMITS.text),
    organizerEmail: cut(event.organizer?.email, LIMITS.text),
    attendees: event.attendees.slice(0, LIMITS.attendees).map((attendee) => ({
      email: cut(attendee.email, LIMITS.text),
      name: cut(attendee.name, LIMITS.text),
      response_status: RESPONSES[attendee.response ?? ''] ?? 'none',
    })),
  };
}
