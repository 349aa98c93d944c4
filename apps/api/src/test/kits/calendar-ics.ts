/** Reading the calendar's iCalendar text back as a calendar app would, with node-ical. */
import ical, { type VEvent } from 'node-ical';
import { readMail, type SmtpPeer } from '../mail.js';

export interface ParsedIcs {
  method: string | undefined;
  events: VEvent[];
  /** The raw text, for the properties a parser normalises away (DTSTART's TZID as written). */
  text: string;
}

export function parseIcs(text: string): ParsedIcs {
  const parsed = ical.sync.parseICS(text);
  const calendar = parsed.vcalendar as { method?: string } | undefined;
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
  return { method: calendar?.method, events, text };
}

/** The attendees of an event, as lower-case addresses. */
export function attendeeEmails(event: VEvent): string[] {
  const list = event.attendee === undefined ? [] : Array.isArray(event.attendee) ? event.attendee : [event.attendee];
  return list.map((attendee) =>
    (typeof attendee === 'string' ? attendee : attendee.val).replace(/^mailto:/i, '').toLowerCase(),
  );
}

/** Each message the SMTP peer took since `from`, read, with its .ics parsed. */
export function mailsSince(peer: SmtpPeer, from: number) {
  return peer.received.slice(from).map((delivery) => {
    const mail = readMail(delivery.raw);
    const ics = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    return { to: delivery.rcptTo, mail, ics: ics ? parseIcs(ics.content.toString('utf8')) : null };
  });
}
