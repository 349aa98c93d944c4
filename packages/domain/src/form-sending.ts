/**
 * Sending a reviewed form to the client (spec §3 "Sample form structure for sending", §4 "Document
 * filling", §7 POST /document/collaboration-form): the client opens it by a mailed link, fills it section
 * by section with progress saved, attaches the documents asked for, signs with a drawn signature and
 * submits; the staff see where each sent form stands and get the filled PDF as a document.
 */
import { z } from 'zod';
import { idParam, paginated, paginationQuery } from './common.js';
import { FILLABLE_FORM_TYPES, fillValue, fillValues } from './form-filling.js';
import { formTitleSchema, formUrlSchema } from './form-reference.js';
import { formSchemaInput, formSectionSchema } from './forms.js';
import { LOCALES } from './locales.js';

/**
 * §4 sending modes: client_portal (the default: the client signs in to the portal, see portal.ts) or
 * passwordless (a mailed link opens that one form without an account).
 */
export const FORM_SENDING_MODES = ['client_portal', 'passwordless'] as const;
export type FormSendingMode = (typeof FORM_SENDING_MODES)[number];
export const DEFAULT_FORM_SENDING_MODE: FormSendingMode = 'client_portal';

/** What the staff see of a sent form. 'expired' is not stored: it is a sent form past its date. */
export const SENT_FORM_STATUSES = ['sent', 'opened', 'in_progress', 'submitted', 'revoked', 'expired'] as const;
export type SentFormStatus = (typeof SENT_FORM_STATUSES)[number];

/** A link lives this many days unless the sender says otherwise. */
export const FORM_LINK_DEFAULT_DAYS = 7;
export const FORM_LINK_MAX_DAYS = 30;
/** A firm's reminder for a form not yet submitted, in days after sending (0: no reminders). */
export const FORM_REMINDER_DEFAULT_DAYS = 3;
export const FORM_REMINDER_MAX_DAYS = 30;
/** Documents the sender may ask the client to attach, and may share with the form ('use document'). */
export const SENT_FORM_MAX_REQUESTED_DOCUMENTS = 10;
export const SENT_FORM_MAX_CLIENT_DOCUMENTS = 20;
/** The drawn signature, a PNG data URL: a signature pad's picture is well under this. */
export const SIGNATURE_MAX_CHARS = 500_000;
/** A file the client attaches: the document store's limit. */
export const SENT_FORM_ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
/** What a client may attach: PDF and pictures (never SVG, which can carry script). */
export const SENT_FORM_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/tiff',
] as const;

/** §8 forms texts, and the texts of the link. */
export const FORM_SENDING_MESSAGES = {
  submitted: 'Form submitted successfully!',
  submitFailed: 'Failed to submit form',
  linkExpired: 'This link has expired. Ask your law firm for a new one.',
  linkRevoked: 'This link was withdrawn by your law firm.',
  linkNotFound: 'This link is not valid.',
  alreadySubmitted: 'This form was already submitted.',
  requiredMissing: 'Fill in every required field before submitting.',
  signatureRequired: 'Sign the form before submitting.',
  notSendable: 'Only a form that is not submitted can be withdrawn or sent again.',
  clientEmailMissing: 'The client has no email address. Add one to their profile to send them a form.',
  mailNotSent: 'The mail could not be sent. Please try again.',
  requestedUnknown: 'Attach the file to one of the documents asked for.',
  attachmentType: 'Attach a PDF or a picture (JPEG, PNG, WebP or TIFF).',
} as const;

/** The `code` of each error the sending calls answer, by the key of its message above. */
export const FORM_SENDING_ERRORS = {
  submitFailed: 'submit_failed',
  linkExpired: 'link_expired',
  linkRevoked: 'link_revoked',
  linkNotFound: 'link_not_found',
  alreadySubmitted: 'already_submitted',
  requiredMissing: 'required_missing',
  signatureRequired: 'signature_required',
  notSendable: 'not_sendable',
  clientEmailMissing: 'client_email_missing',
  mailNotSent: 'mail_not_sent',
  attachmentType: 'unsupported_file_type',
} as const satisfies Partial<Record<keyof typeof FORM_SENDING_MESSAGES, string>>;

const requestedDocument = z.string().trim().min(1).max(120);

/**
 * §3 "Sample form structure for sending", plus the sender's choices. The form is named as the spec
 * names it, by `form_type` with `form_title` or `form_url` (see form-reference.ts), or by the `form_id`
 * shortcut; `form_title` is also the title the client and the staff see. `form_schema` is the reviewed
 * list of sections or the schema call's `{ form_fields }`. `base_url` is accepted as the spec names it
 * but not used: the link is built from the app's own address, so a request cannot point a client at
 * another site. `user_id` must be the signed-in user.
 */
export const collaborationFormBody = z.object({
  form_title: formTitleSchema,
  form_url: formUrlSchema.optional(),
  user_id: z.number().int().positive(),
  client_id: z.number().int().positive(),
  case_id: z.number().int().positive().nullable().optional(),
  base_url: z.string().max(2000).optional(),
  form_type: z.enum(FILLABLE_FORM_TYPES),
  form_id: z.number().int().positive().optional(),
  form_schema: formSchemaInput,
  form_sending_mode: z.enum(FORM_SENDING_MODES).default(DEFAULT_FORM_SENDING_MODE),
  client_documents_ids: z.array(z.number().int().positive()).max(SENT_FORM_MAX_CLIENT_DOCUMENTS).default([]),
  requested_documents: z.array(requestedDocument).max(SENT_FORM_MAX_REQUESTED_DOCUMENTS).default([]),
  /** The language of the mail and of the client's pages (the client may switch on the page). */
  locale: z.enum(LOCALES).default('en'),
  expires_in_days: z.number().int().min(1).max(FORM_LINK_MAX_DAYS).default(FORM_LINK_DEFAULT_DAYS),
});
export type CollaborationFormBody = z.input<typeof collaborationFormBody>;

const person = z.object({ id: z.number().int(), full_name: z.string() });
const documentRef = z.object({ id: z.number().int(), title: z.string() });

/** A sent form as the staff see it. */
export const sentFormSchema = z.object({
  id: z.number().int(),
  status: z.enum(SENT_FORM_STATUSES),
  form_title: z.string(),
  form_type: z.enum(FILLABLE_FORM_TYPES),
  form_id: z.number().int(),
  form_sending_mode: z.enum(FORM_SENDING_MODES),
  locale: z.enum(LOCALES),
  client: person.extend({ email: z.string().nullable() }),
  case: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  sent_by: person.nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
  opened_at: z.string().nullable(),
  last_saved_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  reminded_at: z.string().nullable(),
  requested_documents: z.array(z.string()),
  shared_documents: z.array(documentRef),
  /** What the client attached, as documents of the client (or case). */
  attachments: z.array(documentRef.extend({ requested: z.string() })),
  /** The filled, signed PDF once submitted: a document of the client (or case). */
  document: documentRef.nullable(),
});
export type SentForm = z.infer<typeof sentFormSchema>;

/** One sent form with the client's answers, for the staff's review. */
export const sentFormDetailSchema = sentFormSchema.extend({
  form_schema: z.array(formSectionSchema),
  values: z.record(z.string(), fillValue),
});
export type SentFormDetail = z.infer<typeof sentFormDetailSchema>;

export const sentFormResponse = z.object({ sent_form: sentFormSchema });
export const sentFormDetailResponse = z.object({ sent_form: sentFormDetailSchema });
export const sentFormListQuery = paginationQuery.extend({
  client_id: idParam.optional(),
  case_id: idParam.optional(),
  status: z.enum([...SENT_FORM_STATUSES, 'all']).default('all'),
});
export const sentFormListResponse = paginated(sentFormSchema);

/** What the link shows the client: the visible fields only, and nothing of the staff's. */
export const linkFormSchema = z.object({
  form_title: z.string(),
  firm_name: z.string(),
  client_first_name: z.string(),
  locale: z.enum(LOCALES),
  status: z.enum(['sent', 'opened', 'in_progress', 'submitted']),
  expires_at: z.string(),
  form_schema: z.array(formSectionSchema),
  values: z.record(z.string(), fillValue),
  /** The section the client last saved, to start again there. */
  current_section: z.number().int().min(0),
  requested_documents: z.array(z.string()),
  attachments: z.array(z.object({ id: z.number().int(), title: z.string(), requested: z.string() })),
  shared_documents: z.array(documentRef),
});
export type LinkForm = z.infer<typeof linkFormSchema>;
export const linkFormResponse = z.object({ form: linkFormSchema });

/**
 * Any text: a link cut short in a mail, or mistyped, is as unknown as any other and answers 404 (the
 * client reads "Link not valid"), never a validation error. Looked up only by its hash.
 */
export const linkTokenParam = z.object({ token: z.string() });
export const linkProgressBody = z.object({
  values: fillValues,
  current_section: z.number().int().min(0).max(500),
});
export const linkSubmitBody = z.object({
  values: fillValues,
  signature: z
    .string()
    .max(SIGNATURE_MAX_CHARS)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, FORM_SENDING_MESSAGES.signatureRequired),
});

/** A firm's reminder setting. */
export const formReminderSettingsSchema = z.object({
  form_reminder_days: z.number().int().min(0).max(FORM_REMINDER_MAX_DAYS),
});

/** The body of POST /law-firm/{lawFirmId}/sent-forms/{id}/resend: a new expiry, else the default. */
export const resendSentFormBody = z.object({
  expires_in_days: z.number().int().min(1).max(FORM_LINK_MAX_DAYS).default(FORM_LINK_DEFAULT_DAYS),
});

/** The fields the client must fill: visible, required and not a signature (the drawn one signs). */
export function missingRequiredFields(
  sections: readonly z.infer<typeof formSectionSchema>[],
  values: Readonly<Record<string, string | boolean>>,
): string[] {
  return sections
    .flatMap((section) => section.fields)
    .filter((field) => field.required && !field.hidden && field.type !== 'signature')
    .filter((field) => {
      const value = values[field.name];
      return value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
    })
    .map((field) => field.name);
}

/** A signature box of someone other than the client: the attorney, an interpreter, a witness, an officer at the interview. */
const OTHER_SIGNER =
  /attorney|representative|interpreter|prepar(er|ing)|officer|student|graduate|witness|sworn|interview/i;
const CLIENT_SIGNER =
  /\b(applicant|petitioner|client|requestor|beneficiary)['’]?s? signature|signature of (the )?(applicant|petitioner|client|requestor)/i;

/**
 * The signature boxes the client's drawn signature goes in: those whose label names the client
 * (applicant, petitioner...), never the attorney's, an interpreter's or the one signed before an
 * officer; else the form's one signature box that is nobody else's (the I-765's tooltip says only
 * "Certification... Signature", next to the preparer's). None: the signature goes at the foot of the
 * last page.
 */
export function clientSignatureFields(sections: readonly z.infer<typeof formSectionSchema>[]): string[] {
  const signatures = sections.flatMap((section) => section.fields).filter((field) => field.type === 'signature');
  const notOthers = signatures.filter((field) => !OTHER_SIGNER.test(field.label));
  const named = notOthers.filter((field) => CLIENT_SIGNER.test(field.label));
  if (named.length > 0) return named.map((field) => field.name);
  return notOthers.length === 1 ? [notOthers[0]!.name] : [];
}
