/**
 * Microsoft 365 in the calendar (people-and-scheduling §4 "Microsoft calendar flow", §7, §9; issue 39):
 * the verification answer of GET /microsoft/user/info, the sync answer of GET /microsoft/meetings, and
 * the message the sign-in popup posts to its opener.
 */
import { z } from 'zod';
import { googleAuthorizationResponse, googleSyncResponse } from './google-calendar.js';

/** What the sign-in popup's last page posts to the window that opened it. */
export const MICROSOFT_CONNECTED_MESSAGE = 'counsel:microsoft-connected';

/** §9: after the popup closes, verification is checked again this much later. */
export const MICROSOFT_RECHECK_MS = 1000;

/**
 * GET /microsoft/user/info: whether the caller's Microsoft 365 is connected (verified), and if not where
 * the sign-in popup goes; the rest as Google's check-authorization answers it.
 */
export const microsoftUserInfoResponse = googleAuthorizationResponse
  .omit({ authorized: true })
  .extend({ verified: z.boolean() });
export type MicrosoftUserInfoResponse = z.infer<typeof microsoftUserInfoResponse>;

/** GET /microsoft/meetings: the same answer as Google's sync. */
export const microsoftSyncResponse = googleSyncResponse;
export type MicrosoftSyncResponse = z.infer<typeof microsoftSyncResponse>;
