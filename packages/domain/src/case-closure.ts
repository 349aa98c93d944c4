/**
 * Case closure (§2 "Case closure dialog", §4, §5, §9): a PDF report of the case or a ZIP of the report with
 * every case document and filled form, downloaded or sent by email as a link. A successful export closes the
 * case and is kept as one of its documents.
 */
import { z } from 'zod';
import { emailSchema } from './common.js';
import { LOCALES } from './locales.js';
import { singleLine } from './primitives.js';

export const CASE_EXPORT_FORMATS = ['pdf', 'zip'] as const;
export type CaseExportFormat = (typeof CASE_EXPORT_FORMATS)[number];
export const CASE_CLOSURE_DELIVERIES = ['local', 'email'] as const;
export type CaseClosureDelivery = (typeof CASE_CLOSURE_DELIVERIES)[number];

/** §9: the closure dialog has two steps; an email subject needs at least 3 characters. */
export const CASE_CLOSURE_STEPS = 2;
export const EMAIL_SUBJECT_MIN = 3;
export const EMAIL_SUBJECT_MAX = 200;
/** How long a mailed export link works. */
export const CASE_EXPORT_LINK_DAYS = 7;

/** §5: the default subject. */
export function defaultClosureSubject(caseName: string | null | undefined): string {
  const name = caseName?.trim();
  return name ? `Case ${name} Closure Files` : 'Case Closure Files';
}

/**
 * POST /case/{caseId}/closure: option, type, and for email the address and subject (client_name and
 * case_name as the spec lists them; the server reads the real names itself). language picks the report's
 * language; without it the case's language is used.
 * local → 200 with the file as an attachment; email → 201 caseClosureSentSchema.
 */
export const caseClosureBody = z
  .object({
    option: z.enum(CASE_EXPORT_FORMATS),
    type: z.enum(CASE_CLOSURE_DELIVERIES),
    email: emailSchema.optional(),
    subject: singleLine().min(EMAIL_SUBJECT_MIN).max(EMAIL_SUBJECT_MAX).optional(),
    client_name: z.string().max(255).optional(),
    case_name: z.string().max(255).optional(),
    language: z.enum(LOCALES).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type !== 'email') return;
    if (!body.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required.' });
    if (!body.subject) {
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: `Subject must be at least ${EMAIL_SUBJECT_MIN} characters.`,
      });
    }
  });
export type CaseClosureBody = z.infer<typeof caseClosureBody>;

export const caseClosureSentSchema = z.object({
  sent_to: z.string(),
  expires_at: z.string(),
  /** The case document the export was kept as. */
  document_id: z.number().int(),
});
export type CaseClosureSent = z.infer<typeof caseClosureSentSchema>;

/** The manifest.json at the root of a closure ZIP. */
export const caseExportManifestSchema = z.object({
  case: z.object({ id: z.number().int(), title: z.string() }),
  client: z.object({ id: z.number().int(), full_name: z.string() }),
  generated_at: z.string(),
  language: z.enum(LOCALES),
  files: z.array(
    z.object({
      path: z.string(),
      kind: z.enum(['report', 'document', 'filled_form']),
      title: z.string(),
      size: z.number().int(),
      sha256: z.string(),
    }),
  ),
});
export type CaseExportManifest = z.infer<typeof caseExportManifestSchema>;
