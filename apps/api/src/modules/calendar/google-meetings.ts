/**
 * Meetings at the GOOGLE_CALENDAR location live in the organiser's Google Calendar too: made there first
 * (with a Meet link and the attendees invited), then edited and cancelled there as they are here.
 */
import { CALENDAR_MESSAGES, type MeetingInput } from '@counsel/domain';
import {
  type EventWrite,
  GoogleCalendarApiError,
  type GoogleEvent,
} from '../../integrations/google-calendar/provider.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/errors.js';
import {
  accessFor,
  type Browser,
  type GoogleDeps,
  googleFailure,
  isUsable,
  requireAccess,
} from './google-connection.js';
import * as syncRepo from './sync-repository.js';

export interface GoogleAttendee {
  email: string;
  displayName?: string | null;
}

/** The organiser's access token: the caller's own (401 with where to connect), or another user's connection. */
async function organiserAccess(deps: GoogleDeps, auth: AuthContext, organiserId: number, browser: Browser) {
  if (organiserId === auth.user.id) return (await requireAccess(deps, auth, browser)).accessToken;
  const connection = await syncRepo.findConnection(deps.db, auth.firm.id, organiserId, 'google');
  if (!connection || !isUsable(deps, connection)) {
    throw new AppError(422, 'calendar_not_connected', CALENDAR_MESSAGES.googleNotAuthorized, {
      fields: { location: CALENDAR_MESSAGES.googleNotAuthorized },
    });
  }
  try {
    return await accessFor(deps, connection);
  } catch (error) {
    throw googleFailure(error);
  }
}

function eventWrite(input: MeetingInput, attendees: GoogleAttendee[]): EventWrite {
  return {
    summary: input.title,
    description: input.notes,
    start: { dateTime: input.start_time, timeZone: input.time_zone },
    end: { dateTime: input.end_time, timeZone: input.time_zone },
    attendees,
  };
}

/** Creates the event (with a Meet conference); answers it and a way to undo it should saving here fail. */
export async function createGoogleEvent(
  deps: GoogleDeps,
  auth: AuthContext,
  organiserId: number,
  browser: Browser,
  input: MeetingInput,
  attendees: GoogleAttendee[],
): Promise<{ event: GoogleEvent; undo: () => Promise<void> }> {
  const accessToken = await organiserAccess(deps, auth, organiserId, browser);
  try {
    const event = await deps.googleCalendar.insertEvent(accessToken, {
      ...eventWrite(input, attendees),
      withMeet: true,
    });
    const undo = async () => {
      await deps.googleCalendar.deleteEvent(accessToken, event.id).catch(() => undefined);
    };
    return { event, undo };
  } catch (error) {
    throw googleFailure(error);
  }
}

export async function updateGoogleEvent(
  deps: GoogleDeps,
  auth: AuthContext,
  meeting: { userId: number; googleEventId: string },
  browser: Browser,
  input: MeetingInput,
  attendees: GoogleAttendee[],
): Promise<GoogleEvent> {
  const accessToken = await organiserAccess(deps, auth, meeting.userId, browser);
  try {
    return await deps.googleCalendar.patchEvent(accessToken, meeting.googleEventId, eventWrite(input, attendees));
  } catch (error) {
    throw googleFailure(error);
  }
}

/** Cancels the event in Google; one already gone there (404, 410) is no failure. */
export async function deleteGoogleEvent(
  deps: GoogleDeps,
  auth: AuthContext,
  meeting: { userId: number; googleEventId: string },
  browser: Browser,
): Promise<void> {
  const accessToken = await organiserAccess(deps, auth, meeting.userId, browser);
  try {
    await deps.googleCalendar.deleteEvent(accessToken, meeting.googleEventId);
  } catch (error) {
    if (error instanceof GoogleCalendarApiError && (error.status === 404 || error.status === 410)) return;
    throw googleFailure(error);
  }
}
