/**
 * Invitations to a meeting's attendees outside the firm (issue 39): each client, contact or other person with
 * an address is mailed the meeting as an .ics (METHOD:REQUEST) when it is made or changed, and its
 * cancellation (METHOD:CANCEL) when it is deleted or they are taken off it. The firm's employees are not
 * mailed: they see the meeting on the calendar. Mail goes out after the change committed, one message per
 * person in their language (a client's portal language, else the organiser's), and a refused message is
 * logged without undoing the change or stopping the others.
 */
import { LOCALES, type Locale, type Meeting } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import { eventUid, type IcsMeeting, invitationIcs } from './ics.js';
import { type InvitationKind, invitationMail } from './invitation-mail.js';
import { clientPortalLocales, invitationContext } from './invitation-repository.js';
import { notesAsText } from './sanitize.js';

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  /** APP_URL: the UIDs are named by its host. */
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}

/** A meeting as it was read, with the SEQUENCE its invitations carry. */
export interface MeetingSnapshot {
  meeting: Meeting;
  sequence: number;
}

interface Recipient {
  email: string;
  name: string;
  clientId: number | null;
}

const asLocale = (value: string | undefined): Locale | null =>
  value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;

const meetingPlace = (meeting: Meeting) => meeting.custom_meeting_link ?? meeting.meet_link ?? null;

export function icsMeeting(snapshot: MeetingSnapshot, publicOrigin: string): IcsMeeting {
  const { meeting } = snapshot;
  return {
    uid: eventUid('meeting', meeting.id, publicOrigin),
    sequence: snapshot.sequence,
    title: meeting.title,
    startAt: new Date(meeting.start_time),
    endAt: new Date(meeting.end_time),
    timeZone: meeting.time_zone,
    location: meetingPlace(meeting),
    description: notesAsText(meeting.notes),
    organizer: {
      name: meeting.organizer.displayName ?? meeting.organizer.email ?? '',
      email: meeting.organizer.email!,
    },
    attendees: meeting.attendees
      .filter((attendee) => attendee.email)
      .map((attendee) => ({
        name: attendee.full_name ?? attendee.email!,
        email: attendee.email!,
        external: attendee.type !== 'employee',
        responseStatus: attendee.response_status,
      })),
    updatedAt: new Date(meeting.updated_at),
  };
}

/** The attendees outside the firm who have an address. */
function outsideRecipients(meeting: Meeting): Recipient[] {
  return meeting.attendees
    .filter((attendee) => attendee.type !== 'employee' && attendee.email)
    .map((attendee) => ({
      email: attendee.email!,
      name: attendee.full_name ?? attendee.email!,
      clientId: attendee.type === 'client' ? attendee.client_id : null,
    }));
}

async function mailEach(
  deps: InvitationDeps,
  snapshot: MeetingSnapshot,
  method: 'REQUEST' | 'CANCEL',
  kind: InvitationKind,
  recipients: Recipient[],
) {
  if (recipients.length === 0) return;
  const { meeting } = snapshot;
  const lawFirmId = meeting.law_firm_id;
  const context = await invitationContext(deps.db, lawFirmId, meeting.user_id);
  if (!context) return;
  const clientIds = recipients.flatMap((recipient) => (recipient.clientId === null ? [] : [recipient.clientId]));
  const portalLocales = await clientPortalLocales(deps.db, lawFirmId, clientIds);
  const fallback = asLocale(context.organizerLocale) ?? 'en';
  const ics = Buffer.from(invitationIcs(icsMeeting(snapshot, deps.publicOrigin), method), 'utf8');
  for (const recipient of recipients) {
    const locale = (recipient.clientId === null ? null : asLocale(portalLocales.get(recipient.clientId))) ?? fallback;
    const { subject, text } = invitationMail(locale, {
      kind,
      firmName: context.firmName,
      attendeeName: recipient.name,
      title: meeting.title,
      startAt: new Date(meeting.start_time),
      timeZone: meeting.time_zone,
      location: meetingPlace(meeting),
      notes: notesAsText(meeting.notes),
    });
    try {
      await deps.mailer.send({
        lawFirmId,
        to: [recipient.email],
        subject,
        text,
        attachments: [
          {
            filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
            content: ics,
            contentType: `text/calendar; charset=utf-8; method=${method}`,
          },
        ],
      });
    } catch (error) {
      // The meeting is saved either way; one unreachable mailbox does not keep the others from their mail.
      deps.log.error({ err: error, meeting_id: meeting.id }, 'meeting invitation not sent');
    }
  }
}

/**
 * After a meeting was made (no `before`) or changed: the invitation to everyone outside the firm on it now,
 * and a cancellation to those taken off it.
 */
export async function sendInvitations(deps: InvitationDeps, now: MeetingSnapshot, before?: MeetingSnapshot) {
  const current = outsideRecipients(now.meeting);
  await mailEach(deps, now, 'REQUEST', before ? 'updated' : 'new', current);
  if (!before) return;
  const still = new Set(current.map((recipient) => recipient.email.toLowerCase()));
  const removed = outsideRecipients(before.meeting).filter((recipient) => !still.has(recipient.email.toLowerCase()));
  // Their cancellation names them among the attendees, as the invitation they hold did.
  const theirs = { meeting: { ...now.meeting, attendees: before.meeting.attendees }, sequence: now.sequence };
  await mailEach(deps, theirs, 'CANCEL', 'cancelled', removed);
}

/** After a meeting was deleted: its cancellation, one SEQUENCE past the last invitation. */
export async function sendCancellations(deps: InvitationDeps, deleted: MeetingSnapshot) {
  const snapshot = { ...deleted, sequence: deleted.sequence + 1 };
  await mailEach(deps, snapshot, 'CANCEL', 'cancelled', outsideRecipients(deleted.meeting));
}
