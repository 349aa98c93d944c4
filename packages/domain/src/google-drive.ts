/**
 * Google Drive (spec §3 "Cloud drive file", §4 cloud drive, §5, §7, §8 cloud-drive texts, §9): the
 * request and answer shapes of the /api/google-drive calls and the picker's rules.
 */
import { z } from 'zod';
import { DOCUMENT_TITLE_MAX_LENGTH, DOCUMENT_TYPES } from './documents.js';

export const GOOGLE_DRIVE_FOLDER_TYPE = 'application/vnd.google-apps.folder';
/** The popup's size (spec §9). */
export const GOOGLE_DRIVE_POPUP = { width: 500, height: 600 } as const;
/** The message the OAuth callback page posts to the window that opened the popup. */
export const GOOGLE_DRIVE_CONNECTED_MESSAGE = 'counsel:google-drive-connected';

/** Spec §5: what a Drive pick may be; a Google doc is copied in as .docx. */
export const GOOGLE_DRIVE_PICKABLE_TYPES = [
  ...DOCUMENT_TYPES,
  // As Drive names them: a Google doc (exported as .docx when copied in) and RTF's other type.
  'application/vnd.google-apps.document',
  'text/rtf',
] as const;

export const isPickableDriveType = (mimeType: string) =>
  (GOOGLE_DRIVE_PICKABLE_TYPES as readonly string[]).includes(mimeType);

/** Spec §8, word for word. */
export const GOOGLE_DRIVE_MESSAGES = {
  notAuthorized: 'Google Drive access not authorized. Please authorize first.',
  tokenNotFound: 'Google Drive token not found. Please re-authorize.',
  error: 'Google Drive error: {error}',
  accessFailed: 'Failed to get Google Drive access. Please try again.',
  pickerFailed: 'Failed to open Google Drive picker. Please try again.',
  unsupportedType: 'This file type is not supported. Please select a PDF, document, or image file.',
  fileRequired: 'Please select a file or choose from Google Drive',
} as const;

export const driveFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  webViewLink: z.string().nullable(),
  webContentLink: z.string().nullable(),
  size: z.number().int().nullable(),
  modifiedTime: z.string().nullable(),
  is_folder: z.boolean(),
});
export type DriveFile = z.infer<typeof driveFileSchema>;

export const driveAccessTokenResponse = z.union([
  z.object({ accessToken: z.string(), expires_at: z.string().nullable(), sandbox: z.boolean() }),
  z.object({ authorized: z.literal(false), authorization_url: z.string(), sandbox: z.boolean() }),
]);
export type DriveAccessTokenResponse = z.infer<typeof driveAccessTokenResponse>;

export const driveListQuery = z.object({
  folder_id: z.string().trim().min(1).max(200).optional(),
  search: z.string().trim().max(200).optional(),
});
export const driveListResponse = z.object({ files: z.array(driveFileSchema), sandbox: z.boolean() });
export const driveFileResponse = z.object({ file: driveFileSchema });

const driveName = z.string().trim().min(1, 'The name is required.').max(DOCUMENT_TITLE_MAX_LENGTH);
export const driveFolderBody = z.object({
  directory_name: driveName,
  /** The parent folder; omitted, null or 'root' is My Drive. */
  parent_id: z.string().trim().min(1).max(200).nullish(),
});
export const driveRenameBody = z.object({ name: driveName });

/** `?from_google_drive=true` on the document upload calls: copy a Drive file in. */
export const fromGoogleDriveQuery = z.object({ from_google_drive: z.enum(['true', 'false']).optional() }).strict();
export const fromGoogleDriveBody = z.object({
  user_id: z.coerce.number().int().positive(),
  file_id: z.string().trim().min(1).max(200),
  title: z.string().max(DOCUMENT_TITLE_MAX_LENGTH).optional(),
  /** The /doc-management folder the copy is filed in; none (or null) leaves it outside every folder. */
  directory_id: z.coerce.number().int().positive().nullable().optional(),
});
export type FromGoogleDriveBody = z.infer<typeof fromGoogleDriveBody>;

/** The new name with the old one's extension kept: "Notes" for "brief.pdf" is "Notes.pdf". */
export function keepExtension(oldName: string, newName: string, isFolder: boolean): string {
  const name = newName.trim();
  if (isFolder) return name;
  const dot = oldName.lastIndexOf('.');
  if (dot <= 0) return name;
  const extension = oldName.slice(dot);
  return name.toLowerCase().endsWith(extension.toLowerCase()) ? name : `${name}${extension}`;
}
