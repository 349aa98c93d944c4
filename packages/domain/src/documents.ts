/** Documents: a client's files, general (no case) or of one case, each with every version kept. */
import { z } from 'zod';
import { paginationQuery } from './common.js';

/** The largest file one upload or new version may be: 25 MiB. */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
/** Files one upload may carry. */
export const DOCUMENT_MAX_FILES = 10;
export const DOCUMENT_TITLE_MAX_LENGTH = 255;

/** The server's field messages for uploads (the screens translate them back by their text). */
export const DOCUMENT_MESSAGES = {
  fileRequired: 'Choose a file to upload.',
  titleTooLong: `The title may have at most ${DOCUMENT_TITLE_MAX_LENGTH} characters.`,
} as const;

/** The accepted types, sniffed from the bytes: PDF, Word, text, RTF, ODT and images (spec §5's cloud-drive list). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/rtf',
  'application/vnd.oasis.opendocument.text',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
  'image/svg+xml',
  'image/tiff',
] as const;

/** Types a browser may show in place; everything else (SVG included) is only ever downloaded. */
export const DOCUMENT_INLINE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
] as const;

export const documentVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_by: z.number().int().nullable(),
  /** Who saved it: the employee's name, or null for a client's upload through a sent form. */
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** Where the version's bytes are downloaded. */
  url: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The current version's download address (spec §3's "file"). */
  file: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  version: z.number().int(),
  client_id: z.number().int(),
  case_id: z.number().int().nullable(),
  directory_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * In the lists and a single read: the filled form this document was saved from (its filling can be
   * reopened), else null. Absent where a call does not look it up.
   */
  filled_form_id: z.number().int().nullable().optional(),
  /**
   * In a folder's contents, which mix several clients' documents: the client's full name. Absent where
   * the list is one client's already.
   */
  client_name: z.string().optional(),
});
export type Document = z.infer<typeof documentSchema>;

export const createDocumentsResponse = z.object({ documents: z.array(documentSchema), document: documentSchema });
/** A grid page of documents: four rows of three. */
export const DOCUMENTS_PAGE_SIZE = 12;

/** GET /client/{clientId}/general-documents and GET /case/{caseId}/documents: newest first, a page at a time. */
export const documentListQuery = paginationQuery.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(DOCUMENTS_PAGE_SIZE),
  /** Words of the title; blank lists everything. */
  search: z.string().trim().max(200).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

export const documentListResponse = z.object({
  documents: z.array(documentSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many documents the list has, over every page. */
  total: z.number().int(),
});
export type DocumentList = z.infer<typeof documentListResponse>;
export const documentResponse = z.object({ document: documentSchema });
export const documentVersionsResponse = z.object({ versions: z.array(documentVersionSchema) });

/** What opening a document in a viewer answers: the user's usage after this open was counted. */
export const documentViewResponse = z.object({
  document: documentSchema,
  usage: z.object({ used_documents_services: z.number().int(), used_uscis_queries: z.number().int() }),
});
export type DocumentViewResponse = z.infer<typeof documentViewResponse>;
