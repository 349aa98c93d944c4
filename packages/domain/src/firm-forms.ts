/**
 * The firm's own legal forms (/forms/law-firm-forms): PDFs in nested folders. Spec §3 "Law-firm form:
 * id, title, file, directory (id and path), directory_name" and "Directory: id, path"; §7's
 * /firm-legal-form calls. Folders follow the same name rule as the document folders.
 */
import { z } from 'zod';
import { idParam, trimmed } from './common.js';
import { DIRECTORY_MESSAGES, directoryNameSchema } from './document-directories.js';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TITLE_MAX_LENGTH } from './documents.js';
import { breadcrumbSchema, folderPathKey } from './folders.js';

/** In POST /firm-legal-form/{lawFirmId}/{directoryId}/directory, a directoryId of 0 is the library's root. */
export const FIRM_FORM_ROOT_ID = 0;
/** Same ceiling as documents: 25 MiB. */
export const FIRM_FORM_MAX_BYTES = DOCUMENT_MAX_BYTES;
export const FIRM_FORM_TITLE_MAX_LENGTH = DOCUMENT_TITLE_MAX_LENGTH;

export const FIRM_FORM_MESSAGES = {
  ...DIRECTORY_MESSAGES,
  pdfOnly: 'A legal form must be a PDF file.',
  fileRequired: 'Choose a PDF file to upload.',
  titleTooLong: `The title may have at most ${FIRM_FORM_TITLE_MAX_LENGTH} characters.`,
  pathMismatch: 'The folder has changed since the page was loaded. Reload and try again.',
} as const;

/** The path param directoryId: 0 (the root) or a folder's id. */
export const firmFormDirectoryParam = z.coerce.number().int().min(0);

/**
 * Form data of the add-directory call (§3 "Directory creation: directory_name and path (firm forms)").
 * `path` is optional and only checks where the folder goes, which `directoryId` decides: it is the
 * parent folder's path as the screen showed it ('/' for the root), or the new folder's own path (the
 * parent's path and directory_name, "/Intake/Family" for a folder Family in Intake). Slashes at the
 * ends and case do not matter; a path naming another place (a folder renamed or removed meanwhile)
 * answers 409.
 */
export const createFirmFormDirectoryBody = z.object({
  directory_name: directoryNameSchema,
  path: z.string().trim().max(2000).optional(),
});
export type CreateFirmFormDirectoryBody = z.infer<typeof createFirmFormDirectoryBody>;

/** Whether an add-directory `path` is the parent's path or the new folder's own (see above). */
export function firmFormPathMatches(sent: string, parentPath: string, directoryName: string): boolean {
  const key = folderPathKey(sent);
  return key === folderPathKey(parentPath) || key === folderPathKey(`${parentPath}/${directoryName}`);
}

export const renameFirmFormDirectoryBody = z.object({ directory_name: directoryNameSchema });

export const firmFormDirectorySchema = z.object({
  id: z.number().int(),
  directory_name: z.string(),
  /** From the root, e.g. "/Intake/Family". */
  path: z.string(),
  parent_id: z.number().int().nullable(),
  /** Live forms and sub-folders directly inside; only a folder at 0 can be deleted. */
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FirmFormDirectory = z.infer<typeof firmFormDirectorySchema>;

export const firmFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The current version's download address under /api (signed-in users of the firm only). */
  file: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  version: z.number().int(),
  /** Null for a form at the library's root. */
  directory: z.object({ id: z.number().int(), path: z.string() }).nullable(),
  directory_name: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FirmForm = z.infer<typeof firmFormSchema>;

export const firmFormDirectoryResponse = z.object({ directory: firmFormDirectorySchema });
export const firmFormDirectoryListResponse = z.object({ directories: z.array(firmFormDirectorySchema) });
export const firmFormResponse = z.object({ form: firmFormSchema });

/** GET /firm-legal-form/{lawFirmId}/all-forms?directory_id= : absent = the whole library; 0 = the root. */
export const firmFormListQuery = z.object({ directory_id: firmFormDirectoryParam.optional() });
export type FirmFormListQuery = z.infer<typeof firmFormListQuery>;

/**
 * Without directory_id: every form and every folder of the firm. With it: that folder's own forms and
 * direct sub-folders, the folder itself (null for the root) and the breadcrumbs from the root.
 */
export const firmFormListResponse = z.object({
  forms: z.array(firmFormSchema),
  directories: z.array(firmFormDirectorySchema),
  directory: firmFormDirectorySchema.nullable(),
  breadcrumbs: z.array(breadcrumbSchema),
});
export type FirmFormList = z.infer<typeof firmFormListResponse>;

export const firmFormParams = z.object({ lawFirmId: idParam, formId: idParam });
export const firmFormTitleSchema = trimmed(0, FIRM_FORM_TITLE_MAX_LENGTH);
