/** Document folders of /doc-management: nested directories that hold a firm's documents. */
import { z } from 'zod';
import { idParam, paginationQuery } from './common.js';
import { documentSchema } from './documents.js';
import { breadcrumbSchema, folderNameSchema } from './folders.js';

export const DIRECTORY_NAME_MAX_LENGTH = 100;
/** Cards per page of a folder's contents: sub-folders first, then documents. */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_MESSAGES = {
  nameRequired: 'Enter a folder name.',
  nameSlash: 'A folder name cannot contain / or \\.',
  nameTaken: 'A folder with this name already exists here.',
  moveIntoItself: 'A folder cannot be moved into itself or one of its sub-folders.',
  notEmpty: 'Only an empty folder can be deleted. Move or delete what it holds first.',
} as const;

/** The folder-name rule (folders.ts) with the document folders' limit and message. */
export const directoryNameSchema = folderNameSchema({
  maxLength: DIRECTORY_NAME_MAX_LENGTH,
  slashMessage: DIRECTORY_MESSAGES.nameSlash,
});

/** Null (or absent) is the root. */
const parentRef = z.union([z.coerce.number().int().positive(), z.null()]).default(null);

export const createDirectoryBody = z.object({ directory_name: directoryNameSchema, parent_id: parentRef });
export type CreateDirectoryBody = z.infer<typeof createDirectoryBody>;
export const renameDirectoryBody = z.object({ directory_name: directoryNameSchema });
export const moveDirectoryBody = z.object({ parent_id: parentRef });
export const moveDocumentBody = z.object({ directory_id: parentRef });

/** Spec §3 "Directory: id, path", plus what a folder card and the picker need. */
export const directorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** From the root, e.g. "/Immigration/Asylum". */
  path: z.string(),
  parent_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Directory = z.infer<typeof directorySchema>;

export const directoryResponse = z.object({ directory: directorySchema });
export const directoryListResponse = z.object({ directories: z.array(directorySchema) });
export const breadcrumbsResponse = z.object({ breadcrumbs: z.array(breadcrumbSchema) });

/** GET /law-firm/{lawFirmId}/document-directories/contents?directory_id=&q=&page=&page_size= */
export const directoryContentsQuery = paginationQuery.extend({
  directory_id: idParam.optional(),
  q: z.string().trim().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryContentsQuery = z.infer<typeof directoryContentsQuery>;

/**
 * One page of a folder: its sub-folders, then its documents. With q, everything below the folder
 * whose name or title contains q. total counts both kinds.
 */
export const directoryContentsResponse = z.object({
  directory: directorySchema.nullable(),
  breadcrumbs: z.array(breadcrumbSchema),
  directories: z.array(directorySchema),
  documents: z.array(documentSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type DirectoryContents = z.infer<typeof directoryContentsResponse>;
