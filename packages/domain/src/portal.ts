/**
 * The client portal (spec §4 "Document filling": sending mode client_portal, the default). A client the
 * firm invites gets a portal account: the invitation mails a set-password link, the client signs in at
 * /{locale}/portal, sees the forms sent to them and fills each one on the same page a mailed link opens.
 *
 * One account per firm and email address: a person who is a client of two firms has two accounts, each
 * opened only by a link its own firm mailed, so nothing one firm issues or can read (a link, its outbox,
 * a password it set) opens anything of another firm. A session is one account, so one firm. Signing in
 * with a password that opens accounts at several firms asks which firm's portal to open. The portal's
 * session is its own cookie, apart from the staff's tokens: a staff token opens no portal call and a
 * portal session no staff call.
 */
import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { emailSchema, idParam, paginated, paginationQuery } from './common.js';
import { LOCALES } from './locales.js';

/** How long an invitation's set-password link works. */
export const PORTAL_INVITATION_TTL_DAYS = 7;
/** How long a forgotten-password link works. */
export const PORTAL_RESET_TTL_MINUTES = 60;
/** A portal session ends this many hours after sign-in, whatever the client does. */
export const PORTAL_SESSION_TTL_HOURS = 12;

/** The texts of the portal's answers; the screens show their own translations of each code. */
export const PORTAL_MESSAGES = {
  signInFailed: 'The email or password is incorrect.',
  signedOut: 'Please sign in to your client portal.',
  tokenNotFound: 'This link is not valid.',
  tokenExpired: 'This link has expired. Ask for a new one.',
  tokenUsed: 'This link was already used. Sign in with your password.',
  resetSent: 'If a portal account has this address, a link to set a new password is on its way.',
  noEmail: 'The client has no email address. Add one to their profile to invite them.',
  formWithdrawn: 'This form was withdrawn by your law firm.',
  formExpired: 'This form has expired. Ask your law firm to send it again.',
  chooseFirm: 'You have a portal at more than one law firm. Choose the one to open.',
  secondFactorRequired: 'Your law firm requires a second sign-in step for its client portal. Set one up to continue.',
  codeNotMailed: 'The code could not be mailed. Try again in a few minutes.',
  noSecondFactor: 'This client has no second sign-in step to reset.',
} as const;

/** The `code` of each portal error, by the key of its message above. */
export const PORTAL_ERRORS = {
  signInFailed: 'portal_sign_in_failed',
  signedOut: 'portal_signed_out',
  tokenNotFound: 'portal_token_not_found',
  tokenExpired: 'portal_token_expired',
  tokenUsed: 'portal_token_used',
  noEmail: 'client_email_missing',
  formWithdrawn: 'link_revoked',
  formExpired: 'link_expired',
  chooseFirm: 'portal_choose_firm',
  secondFactorRequired: 'portal_second_factor_required',
  codeNotMailed: 'portal_code_not_mailed',
  noSecondFactor: 'portal_second_factor_not_enabled',
} as const satisfies Partial<Record<keyof typeof PORTAL_MESSAGES, string>>;

const person = z.object({ id: z.number().int(), full_name: z.string() });

// ---------------------------------------------------------------------------------------------------
// Staff side: GET / POST / DELETE /law-firm/{lawFirmId}/clients/{clientId}/portal-access
// ---------------------------------------------------------------------------------------------------

/**
 * A client's portal access as the staff see it: the firm's own account of the client's address only.
 * 'invited': the set-password link is out and no password is set yet; 'active': the client set one.
 */
export const portalAccessSchema = z.object({
  status: z.enum(['invited', 'active']),
  email: z.string(),
  invited_at: z.string(),
  invited_by: person.nullable(),
  /** When the client first set a password. */
  activated_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  /** Whether the client has a second sign-in step on (an authenticator app or codes by email). */
  second_factor: z.boolean(),
});
export type PortalAccess = z.infer<typeof portalAccessSchema>;
export const portalAccessResponse = z.object({ portal_access: portalAccessSchema.nullable() });

/** POST: invites the client (or mails the invitation again); the mail goes out in `locale`. */
export const portalInviteBody = z.object({ locale: z.enum(LOCALES).default('en') });
export const portalAccessParams = z.object({ lawFirmId: idParam, clientId: idParam });

// ---------------------------------------------------------------------------------------------------
// Client side, all under /portal, signed in by the `counsel_portal` cookie except the first four.
// ---------------------------------------------------------------------------------------------------

/**
 * POST /portal/sign-in (sets the cookie; 401 signInFailed for any wrong address or password). When the
 * password opens accounts at several firms, 409 chooseFirm with `details.firms` ({law_firm_id,
 * firm_name}); the client sends the same body again with the `law_firm_id` chosen.
 */
export const portalSignInBody = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
  law_firm_id: z.number().int().positive().optional(),
});
export const portalFirmChoiceSchema = z.object({ law_firm_id: z.number().int(), firm_name: z.string() });
export type PortalFirmChoice = z.infer<typeof portalFirmChoiceSchema>;

/** GET /portal/password-token/{token}: what the set-password page shows before the client chooses one. */
export const portalTokenParam = z.object({ token: z.string().min(20).max(200) });
export const portalTokenInfoSchema = z.object({
  purpose: z.enum(['invite', 'reset']),
  email: z.string(),
  /** The firm whose portal the link opens. */
  firm_name: z.string(),
  locale: z.enum(LOCALES),
});
export const portalTokenInfoResponse = z.object({ token: portalTokenInfoSchema });

/** POST /portal/set-password: uses the mailed token once, sets the password and signs in (cookie). */
export const portalSetPasswordBody = z.object({ token: z.string().min(20).max(200), password: passwordSchema });

/** POST /portal/forgot-password: 202 with resetSent whether or not the address has an account. */
export const portalForgotPasswordBody = z.object({ email: emailSchema, locale: z.enum(LOCALES).default('en') });

/** The signed-in client: GET /portal/account, and the answer of sign-in and set-password. */
export const portalAccountSchema = z.object({
  email: z.string(),
  locale: z.enum(LOCALES),
  /** The one firm whose portal this account opens. */
  law_firm_id: z.number().int(),
  firm_name: z.string(),
  /** The firm's clients this person is (one, or several sharing the address), as the firm names them. */
  clients: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
  /**
   * The account's second sign-in step: `enabled` when it has one; `required` when its firm requires one,
   * and then, until it has, every portal call but the account's and its security page's is 403
   * portal_second_factor_required.
   */
  second_factor: z.object({ enabled: z.boolean(), required: z.boolean() }),
});
export type PortalAccount = z.infer<typeof portalAccountSchema>;
export const portalAccountResponse = z.object({ account: portalAccountSchema });

/** PUT /portal/account: the language of the portal and of its mail. */
export const portalAccountUpdateBody = z.object({ locale: z.enum(LOCALES) });

/** POST /portal/sign-out: 204, the session ends and the cookie is cleared. */

/** One form in the client's list: GET /portal/forms (paged, newest first). */
export const PORTAL_FORM_STATUSES = ['sent', 'opened', 'in_progress', 'submitted', 'revoked', 'expired'] as const;
export const portalFormSummarySchema = z.object({
  id: z.number().int(),
  form_title: z.string(),
  firm_name: z.string(),
  status: z.enum(PORTAL_FORM_STATUSES),
  locale: z.enum(LOCALES),
  sent_at: z.string(),
  expires_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The signed PDF can be downloaded (GET /portal/forms/{id}/signed-pdf) once submitted. */
  has_signed_pdf: z.boolean(),
});
export type PortalFormSummary = z.infer<typeof portalFormSummarySchema>;
export const portalFormListQuery = paginationQuery.extend({
  status: z.enum(['open', 'submitted', 'all']).default('all'),
});
export const portalFormListResponse = paginated(portalFormSummarySchema);
export const portalFormParams = z.object({ id: idParam });

/**
 * One form, by id, for the signed-in client. The calls and answers are those of the mailed link
 * (LinkForm, linkProgressBody, linkSubmitBody), under /portal/forms/{id}:
 *   GET    /portal/forms/{id}                          → { form: LinkForm } (the first open marks it opened)
 *   PUT    /portal/forms/{id}/progress                 → { form }
 *   POST   /portal/forms/{id}/attachments (multipart)  → { form }
 *   GET    /portal/forms/{id}/documents/{documentId}   → the shared or attached file
 *   POST   /portal/forms/{id}/submit                   → { form }
 *   GET    /portal/forms/{id}/signed-pdf               → the signed PDF once submitted (404 before)
 * A form that is not the client's, was sent by direct link, or belongs to a firm whose access was
 * withdrawn is 404; withdrawn 410 link_revoked; past its date 410 link_expired.
 */
