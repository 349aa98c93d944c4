/**
 * The user's Drive through our API (spec §7): list a folder or search, upload, create folders, rename
 * (the extension is kept), delete, and copy a Drive file into a client's or case's documents.
 */
import {
  DOCUMENT_MAX_BYTES,
  type Document,
  type DriveFile,
  type FromGoogleDriveBody,
  GOOGLE_DRIVE_FOLDER_TYPE,
  GOOGLE_DRIVE_MESSAGES,
  isPickableDriveType,
  keepExtension,
} from '@counsel/domain';
import type { DriveFile as ProviderFile } from '../../integrations/google-drive/provider.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, validationFailed } from '../../platform/errors.js';
import { sniffContentType } from '../../platform/storage/index.js';
import * as documents from '../documents/service.js';
import { assertSelf, type DriveDeps, driveFailure, requireAccess } from './connection.js';

export function toDriveFile(file: ProviderFile): DriveFile {
  return {
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    webViewLink: file.webViewLink,
    webContentLink: file.webContentLink,
    size: file.size,
    modifiedTime: file.modifiedTime,
    is_folder: file.mimeType === GOOGLE_DRIVE_FOLDER_TYPE,
  };
}

/** Runs a Drive call with the user's fresh access token, Google's failures translated. */
async function withDrive<T>(deps: DriveDeps, auth: AuthContext, userId: number, work: (token: string) => Promise<T>) {
  assertSelf(auth, userId);
  const token = await requireAccess(deps, auth);
  try {
    return await work(token);
  } catch (error) {
    throw driveFailure(error);
  }
}

const rootOrId = (id: string | null | undefined) => (!id || id === 'root' ? null : id);

export const listFiles = (
  deps: DriveDeps,
  auth: AuthContext,
  userId: number,
  query: { folder_id?: string | undefined; search?: string | undefined },
) =>
  withDrive(deps, auth, userId, async (token) =>
    (await deps.googleDrive.list(token, { folderId: rootOrId(query.folder_id), search: query.search || null })).map(
      toDriveFile,
    ),
  );

export interface DriveUpload {
  title: string | undefined;
  directoryId: string | undefined;
  file: { bytes: Buffer; filename: string } | null;
}

export async function uploadFile(deps: DriveDeps, auth: AuthContext, userId: number, read: () => Promise<DriveUpload>) {
  assertSelf(auth, userId);
  const upload = await read();
  if (!upload.file) throw validationFailed({ file: 'Choose a file to upload.' });
  if (upload.file.bytes.length === 0) throw validationFailed({ file: 'The file is empty.' });
  if (upload.file.bytes.length > DOCUMENT_MAX_BYTES) {
    throw new AppError(413, 'payload_too_large', 'The file is too large.', {
      details: { max_bytes: DOCUMENT_MAX_BYTES },
    });
  }
  const file = upload.file;
  const name = upload.title?.trim() ? keepExtension(file.filename, upload.title, false) : file.filename || 'Untitled';
  // Drive keeps whatever type it is told: tell it what the bytes are, not what the browser claimed.
  const mimeType = (await sniffContentType(file.bytes)) ?? 'application/octet-stream';
  return withDrive(deps, auth, userId, async (token) =>
    toDriveFile(
      await deps.googleDrive.upload(token, {
        name,
        mimeType,
        parentId: rootOrId(upload.directoryId),
        bytes: file.bytes,
      }),
    ),
  );
}

export const createFolder = (
  deps: DriveDeps,
  auth: AuthContext,
  userId: number,
  body: { directory_name: string; parent_id?: string | null | undefined },
) =>
  withDrive(deps, auth, userId, async (token) =>
    toDriveFile(
      await deps.googleDrive.createFolder(token, { name: body.directory_name, parentId: rootOrId(body.parent_id) }),
    ),
  );

export const renameFile = (deps: DriveDeps, auth: AuthContext, userId: number, fileId: string, name: string) =>
  withDrive(deps, auth, userId, async (token) => {
    const current = await deps.googleDrive.get(token, fileId);
    const next = keepExtension(current.name, name, current.mimeType === GOOGLE_DRIVE_FOLDER_TYPE);
    if (next === current.name) return toDriveFile(current);
    return toDriveFile(await deps.googleDrive.rename(token, fileId, next));
  });

export const deleteFile = (deps: DriveDeps, auth: AuthContext, userId: number, fileId: string) =>
  withDrive(deps, auth, userId, (token) => deps.googleDrive.delete(token, fileId));

const unsupported = () => new AppError(415, 'unsupported_file_type', GOOGLE_DRIVE_MESSAGES.unsupportedType);

/**
 * Copies a Drive file into the document store (spec §7 `?from_google_drive=true`): Drive's declared
 * type must be on §5's list, and the bytes are sniffed again by the store, whose refusal is §8's text.
 */
export async function copyToDocuments(
  deps: DriveDeps,
  auth: AuthContext,
  target: documents.Target,
  body: FromGoogleDriveBody,
): Promise<Document[]> {
  assertSelf(auth, body.user_id);
  try {
    // The target (firm, client, case) is checked by the store before this download runs.
    return await documents.createDocuments(deps, auth, target, async () => {
      const download = await withDrive(deps, auth, body.user_id, async (token) => {
        const file = await deps.googleDrive.get(token, body.file_id);
        if (!isPickableDriveType(file.mimeType)) throw unsupported();
        return deps.googleDrive.download(token, body.file_id, DOCUMENT_MAX_BYTES);
      });
      return {
        title: body.title,
        directoryId: body.directory_id ? String(body.directory_id) : undefined,
        files: [{ bytes: download.bytes, filename: download.name }],
      };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'unsupported_file_type') throw unsupported();
    throw error;
  }
}
