/**
 * Case closure (§2 "Case closure dialog", §4, §5, §9): a PDF report of the case or a ZIP of the report with
 * every case document and filled form, downloaded or sent by email as a link. A successful export closes the
 * case and is kept as one of its documents.
 */
import { z } from 'zod';
import { emailSchema } from './common.js';
import { LOCALES } from './locales.js';
import type { Action, Subject } from './permissions.js';
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
/**
 * The most a ZIP may hold: the sum of the files put in it. A case's documents are uploads of at most 20 MiB,
 * so 2 GiB is a hundred of the largest; an export stays one download a browser finishes, one file the disk
 * holds twice while it is made (the work file and its stored copy), and below the 4 GiB at which a ZIP needs
 * ZIP64, which some unzip tools still do not read. Over it the export is refused before anything is written.
 */
export const CASE_EXPORT_MAX_BYTES = 2 * 1024 ** 3;
/**
 * How many exports a case keeps at once (those whose document is not deleted). Each export is a full copy
 * of the case's files, so this bounds what exports cost a case's storage at ten times its own size; deleting
 * an older export (one of the case's documents) makes room for the next.
 */
export const CASE_EXPORTS_MAX_LIVE = 10;

/**
 * The parts of the report and archive that need more than update on cases: each is left out of an export
 * made by someone who may not read what it holds, and the report and manifest say so.
 */
export const CLOSURE_SECTIONS = ['documents', 'filled_forms', 'invoices', 'time'] as const;
export type ClosureSection = (typeof CLOSURE_SECTIONS)[number];

/** What reading each section needs. A filled form is a case document, and a form filled in. */
export const CLOSURE_SECTION_NEEDS: Record<ClosureSection, ReadonlyArray<{ action: Action; subject: Subject }>> = {
  documents: [{ action: 'read', subject: 'documents' }],
  filled_forms: [
    { action: 'read', subject: 'documents' },
    { action: 'read', subject: 'forms' },
  ],
  invoices: [{ action: 'read', subject: 'invoices' }],
  time: [{ action: 'read', subject: 'time_entries' }],
};

/** The sections a caller who `can` (an ability's check) may not read, in report order. */
export function closureSectionsLeftOut(can: (action: Action, subject: Subject) => boolean): ClosureSection[] {
  return CLOSURE_SECTIONS.filter(
    (section) => !CLOSURE_SECTION_NEEDS[section].every((need) => can(need.action, need.subject)),
  );
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
  /** The export, whose link DELETE /case/{caseId}/exports/{exportId}/link withdraws. */
  export_id: z.number().int(),
});
export type CaseClosureSent = z.infer<typeof caseClosureSentSchema>;

/** The manifest.json at the root of a closure ZIP. */
export const caseExportManifestSchema = z.object({
  case: z.object({ id: z.number().int(), title: z.string() }),
  client: z.object({ id: z.number().int(), full_name: z.string() }),
  generated_at: z.string(),
  language: z.enum(LOCALES),
  /** The sections the person who made the export may not read, so not in it. */
  left_out_sections: z.array(z.enum(CLOSURE_SECTIONS)),
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

/** What a mailed link answers now: working, past its date, withdrawn (or its document deleted); none for a download. */
export const CASE_EXPORT_LINK_STATES = ['live', 'expired', 'revoked', 'none'] as const;

/** GET /case/{caseId}/exports: the case's exports, newest first. */
export const caseExportSchema = z.object({
  id: z.number().int(),
  format: z.enum(CASE_EXPORT_FORMATS),
  document_id: z.number().int(),
  document_deleted: z.boolean(),
  sent_to: z.string().nullable(),
  link: z.enum(CASE_EXPORT_LINK_STATES),
  expires_at: z.string().nullable(),
  downloaded_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
});
export type CaseExport = z.infer<typeof caseExportSchema>;
export const caseExportListSchema = z.object({ exports: z.array(caseExportSchema) });
