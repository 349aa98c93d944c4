/**
 * Meetings at the MICROSOFT_CALENDAR location live in the organiser's Outlook calendar too (issue 39):
 * made there first as Teams meetings (isOnlineMeeting with teamsForBusiness: Graph answers the joinUrl,
 * kept as the meeting's meet_link) with the attendees invited, then moved and cancelled there as they
 * are here. The caller's own calendar answers 401 with where to sign in when not (or no longer)
 * connected; a colleague's that is not connected answers 422 calendar_not_connected.
 */
import { CALENDAR_MESSAGES, type MeetingInput } from '@counsel/domain';
import { MicrosoftApiError, type OutlookEvent, type OutlookEventWrite } from '../../integrations/microsoft/provider.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/errors.js';
import type { Browser } from './google-connection.js';
import type { GoogleAttendee } from './google-meetings.js';
import {
  isMicrosoftUsable,
  type MicrosoftDeps,
  microsoftAccessFor,
  microsoftFailure,
  requireMicrosoftAccess,
} from './microsoft-connection.js';
import * as syncRepo from './sync-repository.js';

/** The organiser's Graph token: the caller's own (401 with where to sign in), or a colleague's connection. */
async function organiserToken(deps: MicrosoftDeps, auth: AuthContext, organiserId: number, browser: Browser) {
  if (organiserId === auth.user.id) return (await requireMicrosoftAccess(deps, auth, browser)).accessToken;
  const connection = await syncRepo.findConnection(deps.db, auth.firm.id, organiserId, 'microsoft');
  if (!isMicrosoftUsable(deps, connection)) {
    throw new AppError(422, 'calendar_not_connected', CALENDAR_MESSAGES.calendarNotConnected, {
      fields: { location: CALENDAR_MESSAGES.calendarNotConnected },
    });
  }
  try {
    return await microsoftAccessFor(deps, connection!);
  } catch (error) {
    throw microsoftFailure(error);
  }
}

/** What Outlook is told of a meeting: in UTC (Graph keeps the instants), the notes as the body. */
const outlookWrite = (input: MeetingInput, invitees: GoogleAttendee[]): OutlookEventWrite => ({
  subject: input.title,
  body: input.notes,
  start: input.start_time,
  end: input.end_time,
  attendees: invitees.map((invitee) => ({ email: invitee.email, name: invitee.displayName ?? null })),
});

/** The meeting's columns that follow its Outlook event: the id, the Teams link and Outlook's own link. */
export const outlookColumns = (event: OutlookEvent) => ({
  outlookEventId: event.id,
  meetLink: event.joinUrl,
  calendarLink: event.webLink,
  googleOrganizer: null,
});

/** Makes the Teams meeting in Outlook; answers it and a way to undo it should saving here fail. */
export async function createOutlookMeeting(
  deps: MicrosoftDeps,
  auth: AuthContext,
  organiserId: number,
  browser: Browser,
  input: MeetingInput,
  invitees: GoogleAttendee[],
): Promise<{ event: OutlookEvent; undo: () => Promise<void> }> {
  const token = await organiserToken(deps, auth, organiserId, browser);
  let event: OutlookEvent;
  try {
    event = await deps.microsoft.createEvent(token, { ...outlookWrite(input, invitees), withTeams: true });
  } catch (error) {
    throw microsoftFailure(error);
  }
  return {
    event,
    undo: async () => {
      await deps.microsoft.deleteEvent(token, event.id).catch(() => undefined);
    },
  };
}

export async function updateOutlookMeeting(
  deps: MicrosoftDeps,
  auth: AuthContext,
  meeting: { userId: number; outlookEventId: string },
  browser: Browser,
  input: MeetingInput,
  invitees: GoogleAttendee[],
): Promise<OutlookEvent> {
  const token = await organiserToken(deps, auth, meeting.userId, browser);
  try {
    return await deps.microsoft.updateEvent(token, meeting.outlookEventId, outlookWrite(input, invitees));
  } catch (error) {
    throw microsoftFailure(error);
  }
}

/** Cancels the Teams meeting in Outlook; one already gone there (404, 410) is no failure. */
export async function cancelOutlookMeeting(
  deps: MicrosoftDeps,
  auth: AuthContext,
  meeting: { userId: number; outlookEventId: string },
  browser: Browser,
): Promise<void> {
  const token = await organiserToken(deps, auth, meeting.userId, browser);
  try {
    await deps.microsoft.deleteEvent(token, meeting.outlookEventId);
  } catch (error) {
    if (error instanceof MicrosoftApiError && (error.status === 404 || error.status === 410)) return;
    throw microsoftFailure(error);
  }
}
