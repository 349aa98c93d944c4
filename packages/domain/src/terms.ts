/**
 * The terms of service and privacy policy: which version is current, and what a staff user has accepted.
 * The text itself is the web app's (`terms` namespace, English and Arabic); it changes together with the
 * version here, and a new version asks every user to accept again.
 */
import { z } from 'zod';

/**
 * The version of the terms in force, named by the day its text was settled. Raise it whenever the text
 * changes in substance: every staff user is then shown the terms again on their next page.
 */
export const CURRENT_TERMS_VERSION = '2026-12-01';

export const termsVersionSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a version like 2026-12-01');

/** GET /api/terms-of-service, and `terms` in GET /api/auth/me: the current version and the caller's acceptance of it. */
export const termsStatusSchema = z.object({
  version: termsVersionSchema,
  /** When the signed-in user accepted this version (ISO 8601), or null while they have not. */
  accepted_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

/** POST /api/terms-of-service/accept: the version the user read, so an acceptance never covers a text they did not see. */
export const acceptTermsRequest = z.object({ version: termsVersionSchema });
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequest>;

/** 403 terms_not_accepted: the API serves a staff user nothing but their session and the terms until they accept. */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Please accept the terms of service to continue.';

export const TERMS_VERSION_NOT_CURRENT_MESSAGE = 'These terms are no longer current. Please read the current terms.';
