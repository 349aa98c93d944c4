/** The error shape every API failure answers with (DESIGN §3), and the codes the UI translates. */
import { z } from 'zod';
import type { CALENDAR_ERROR_CODES } from './calendar.js';
import type { CASE_RECEIPT_ERROR_CODES } from './case-receipts.js';
import type { CASE_TASK_ERROR_CODES } from './case-tasks.js';
import type { CASE_ERROR_CODES } from './cases.js';
import type { CLIENT_FUNDS_ERRORS } from './client-funds.js';
import type { FILE_LIMIT_ERRORS } from './file-limits.js';
import type { FORM_SENDING_ERRORS } from './form-sending.js';
import type { INVOICE_ERRORS } from './invoices.js';
import type { ONLINE_PAYMENT_ERRORS } from './online-payments.js';
import type { PASSKEY_ERROR_CODES } from './passkeys.js';
import type { PAYMENT_ERRORS } from './payments.js';
import type { PORTAL_ERRORS } from './portal.js';
import type { NOTICE_ERROR_CODES } from './receipt-notices.js';
import type { SECOND_FACTOR_ERROR_CODES } from './second-factor.js';
import type { SUBSCRIPTION_ERRORS } from './subscription.js';
import type { TEAM_ERROR_CODES } from './team.js';

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'token_expired',
  'refresh_token_reused',
  'forbidden',
  'plan_upgrade_required',
  'usage_limit_reached',
  'usage_cannot_decrease',
  'documents_services_limit',
  'not_found',
  'email_taken',
  'conflict',
  'payload_too_large',
  /** 400: an upload of no bytes at all. */
  'file_empty',
  'uploads_busy',
  'unsupported_file_type',
  'too_many_requests',
  'file_too_complex',
  'image_too_large',
  'parser_busy',
  'rule_broken',
  'internal_error',
  /** 503: an outside service (Drive, Plaid, AI) is neither configured nor stood in for by its sandbox. */
  'service_not_configured',
  /** 400: a body that cannot be read (malformed multipart, closed mid-upload, another 4xx of the framework). */
  'bad_request',
  /** 422: an answer longer than its PDF field holds, with no separator to split it on. */
  'answer_too_long',
  /** 422: a PDF whose form cannot be read. */
  'unreadable_pdf',
  /** 400: accepting a version of the terms of service that is not the one in force. */
  'terms_version_not_current',
  /** 403: a staff call before the user accepted the terms of service in force. */
  'terms_not_accepted',
  // Contacts and client records
  'client_contact',
  'contact_exists',
  'deleted_contact',
  'not_an_organisation',
  'primary_contact_not_individual',
  'family_contact_already_linked',
  'relationship_already_exists',
  'participant_type_exists',
  // Document folders and the firm's forms
  'directory_move_into_itself',
  'directory_name_taken',
  'directory_not_empty',
  'directory_path_mismatch',
  'field_outside_page',
  'one_choice_only',
  // Google Drive
  'google_drive_error',
  'google_drive_not_authorized',
  'google_drive_token_not_found',
  // Banking
  'bank_login_required',
  'bank_provider_unavailable',
  'plaid_account_already_linked',
  // Workflows, their drafts and the tasks a case takes from them
  'invalid_order',
  'not_a_main_step',
  'plan_limit_reached',
  'public_not_editable',
  'step_already_in_workflow',
  'step_parent_mismatch',
  'template_kind_mismatch',
  'too_many_steps',
  'too_many_sub_steps',
  'version_conflict',
  'ai_invalid_answer',
  'ai_unavailable',
  'checklist_unreadable',
  'invalid_path',
  'one_alternative_per_step',
  'unassigned_tasks',
  'unknown_alternative',
  'unknown_task',
  // Case closure
  'closure_export_limit',
  'closure_recipient_not_allowed',
  'closure_too_large',
  // Document templates
  'case_not_for_contact',
  'duplicate_merge_field',
  'invoice_not_for_contact',
  'not_a_document_template',
  'subject_required',
  'template_kind_locked',
  'unknown_merge_field',
] as const;

type ValueOf<T> = T[keyof T];

/**
 * Every code an API failure may answer: the list above and the lists a feature keeps beside its
 * messages. The API's AppError takes only these, so a new code is written down where the web app
 * can find it. (The payment and client-funds maps also name invalid_payment_amount's reasons.)
 */
export type ErrorCode =
  | (typeof ERROR_CODES)[number]
  | (typeof CALENDAR_ERROR_CODES)[number]
  | (typeof CASE_ERROR_CODES)[number]
  | (typeof CASE_RECEIPT_ERROR_CODES)[number]
  | (typeof CASE_TASK_ERROR_CODES)[number]
  | (typeof NOTICE_ERROR_CODES)[number]
  | (typeof TEAM_ERROR_CODES)[number]
  | (typeof SECOND_FACTOR_ERROR_CODES)[number]
  | (typeof PASSKEY_ERROR_CODES)[number]
  | ValueOf<typeof CLIENT_FUNDS_ERRORS>
  | ValueOf<typeof FILE_LIMIT_ERRORS>
  | ValueOf<typeof FORM_SENDING_ERRORS>
  | ValueOf<typeof INVOICE_ERRORS>
  | ValueOf<typeof PAYMENT_ERRORS>
  | ValueOf<typeof PORTAL_ERRORS>
  | ValueOf<typeof ONLINE_PAYMENT_ERRORS>
  | ValueOf<typeof SUBSCRIPTION_ERRORS>;
