/**
 * The user's private calendar feed (issue 39): a URL any calendar app can subscribe to. Its token is 32
 * random bytes shown once; only the SHA-256 is stored, so neither the database nor the log can open it.
 * Making a new one replaces the old (which stops answering), revoking deletes it, and a deactivated user's
 * feed answers 404 like a wrong token. The feed shows only the user's own meetings (organised or attended)
 * and appointments in their own firm, 60 days back to a year ahead.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_TOKEN_PATTERN,
  CALENDAR_FEED_WINDOW,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound } from '../../platform/errors.js';
import * as repo from './feed-repository.js';
import { eventUid, feedIcs, type IcsEvent } from './ics.js';
import { icsMeeting } from './invitations.js';
import { appointmentTitle, toAppointment } from './mapping.js';
import { hydrateMeetings } from './meeting-reads.js';

export interface FeedDeps {
  db: Db;
  /** APP_URL: the feed's URL and the events' UIDs are built from it, never from the request. */
  publicOrigin: string;
  now: () => Date;
}

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const feedUrl = (origin: string, token: string) => `${origin}/api/calendar-feed/${token}.ics`;

export async function feedStatus(deps: FeedDeps, auth: AuthContext): Promise<CalendarFeedStatus> {
  const row = await repo.findFeed(deps.db, auth.firm.id, auth.user.id);
  return { exists: row !== null, created_at: row?.createdAt.toISOString() ?? null };
}

/** A new token for the caller's feed; the one before it, if any, stops answering at once. */
export async function createFeed(deps: FeedDeps, auth: AuthContext): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await repo.replaceFeed(tx, auth.firm.id, auth.user.id, hashOf(token));
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'calendar_feed.created',
      entityType: 'user',
      entityId: auth.user.id,
    });
  });
  return { url: feedUrl(deps.publicOrigin, token) };
}

export async function revokeFeed(deps: FeedDeps, auth: AuthContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteFeed(tx, auth.firm.id, auth.user.id))) throw notFound('Calendar feed');
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'calendar_feed.revoked',
      entityType: 'user',
      entityId: auth.user.id,
    });
  });
}

/** The public `GET /calendar-feed/{token}.ics`: the feed's iCalendar text, or 404 for any token that opens none. */
export async function readFeed(deps: FeedDeps, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw notFound('Calendar feed');
  const owner = await repo.feedOwner(deps.db, hashOf(token));
  if (!owner) throw notFound('Calendar feed');
  const now = deps.now().getTime();
  const window = {
    from: new Date(now - CALENDAR_FEED_WINDOW.daysBefore * DAY_MS),
    to: new Date(now + CALENDAR_FEED_WINDOW.daysAfter * DAY_MS),
    limit: CALENDAR_FEED_WINDOW.maxEvents,
  };
  const [meetingRows, appointmentRows] = await Promise.all([
    repo.userMeetings(deps.db, owner.lawFirmId, owner.userId, window),
    repo.userAppointments(deps.db, owner.lawFirmId, owner.userId, window),
  ]);
  const meetings = await hydrateMeetings(deps.db, owner.lawFirmId, meetingRows);
  const sequences = new Map(meetingRows.map((row) => [row.meeting.id, row.meeting.sequence]));
  const appointments = appointmentRows.map(toAppointment).map(
    (appointment): IcsEvent => ({
      uid: eventUid('appointment', appointment.id, deps.publicOrigin),
      sequence: 0,
      title: `${appointmentTitle(appointment)} – ${[appointment.client.first_name, appointment.client.last_name].join(' ')}`,
      startAt: new Date(appointment.start_time),
      endAt: new Date(appointment.end_time),
      timeZone: appointment.time_zone,
      location: appointment.address,
      description: appointment.notes ?? '',
      updatedAt: new Date(appointment.updated_at),
    }),
  );
  return feedIcs(
    `${owner.firmName} – ${owner.fullName}`,
    meetings.map((meeting) => icsMeeting({ meeting, sequence: sequences.get(meeting.id) ?? 0 }, deps.publicOrigin)),
    appointments,
  );
}
