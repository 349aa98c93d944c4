/**
 * The document store: uploads (one document per file), versions, soft delete, downloads. Where a
 * document may go (firm, client, case) is settled before its bytes are read; the bytes' type is
 * sniffed by the file storage, which refuses what is not in DOCUMENT_TYPES (415) or too large (413).
 * Uploads arrive as temporary files (platform/uploads) and are streamed into storage from disk. Titles
 * and file names are kept without control or bidirectional-override characters, and a file is named
 * by its type's extension (a GIF sent as "x.html" is "x.gif").
 */
import {
  DOCUMENT_INLINE_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TITLE_MAX_LENGTH,
  DOCUMENT_TYPES,
  type Document,
  type DocumentList,
  type DocumentVersion,
  fileNameForType,
  stripUnsafeCharacters,
} from '@counsel/domain';
import type { Db, Tx } from '../../db/client.js';
import { findCase, findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import {
  type FileStorage,
  type ReceivedFile,
  type StoredFile,
  sniffContentType,
} from '../../platform/storage/index.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

export interface DocumentDeps {
  db: Db;
  storage: FileStorage;
}

/** A file to store: an upload received to a temporary file, or bytes the server made or fetched. */
export type UploadedFile = ReceivedFile | { bytes: Buffer; filename: string };

export const sizeOfUpload = (file: UploadedFile): number => ('path' in file ? file.size : file.bytes.length);

/** The type an uploaded file's bytes are (a received file's was sniffed as it arrived). */
export async function typeOfUpload(file: UploadedFile): Promise<string | null> {
  return 'path' in file ? file.contentType : sniffContentType(file.bytes);
}

export interface Upload {
  title: string | undefined;
  /** The multipart `directory_id` field as sent: a folder's id, or empty/absent for none. */
  directoryId?: string | undefined;
  files: UploadedFile[];
}

/** Where new documents go: a client's general documents, or one of the client's cases. */
export interface Target {
  lawFirmId: number;
  clientId: number;
  caseId: number | null;
}

const versionUrl = (documentId: number, versionId: number) => `/api/document/${documentId}/versions/${versionId}/file`;

export function toDocument(row: repo.DocumentWithFile): Document {
  return {
    id: row.id,
    title: row.title,
    file: versionUrl(row.id, row.file.id),
    file_name: fileNameForType(row.file.fileName, row.file.mimeType),
    mime_type: row.file.mimeType,
    size: row.file.sizeBytes,
    version: row.currentVersion,
    client_id: row.clientId,
    case_id: row.caseId,
    directory_id: row.directoryId,
    created_by: row.createdByUserId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(row.filledFormId === undefined ? {} : { filled_form_id: row.filledFormId }),
    ...(row.clientName === undefined ? {} : { client_name: row.clientName }),
  };
}

function toVersion(row: repo.VersionRow & { authorName: string | null }): DocumentVersion {
  return {
    id: row.id,
    version: row.version,
    file_name: fileNameForType(row.fileName, row.mimeType),
    mime_type: row.mimeType,
    size: row.sizeBytes,
    created_by: row.createdByUserId,
    created_by_name: row.authorName,
    created_at: row.createdAt.toISOString(),
    url: versionUrl(row.documentId, row.id),
  };
}

async function assertTarget(db: Db, auth: AuthContext, target: Target): Promise<void> {
  assertOwnFirm(auth, target.lawFirmId);
  found(await findClient(db, auth.firm.id, target.clientId), 'Client');
  if (target.caseId === null) return;
  const caseRow = await findCase(db, auth.firm.id, target.caseId);
  // A case of another client is as unknown here as another firm's.
  if (!caseRow || caseRow.clientId !== target.clientId) throw notFound('Case');
}

function titleOf(given: string | undefined, file: UploadedFile): string {
  const title = stripUnsafeCharacters(given ?? '') || stripUnsafeCharacters(file.filename) || 'Untitled';
  if (title.length > DOCUMENT_TITLE_MAX_LENGTH) {
    throw validationFailed({ title: DOCUMENT_MESSAGES.titleTooLong });
  }
  return title;
}

function storeFile(deps: DocumentDeps, lawFirmId: number, file: UploadedFile): Promise<StoredFile> {
  const limits = { lawFirmId, maxBytes: DOCUMENT_MAX_BYTES, accept: DOCUMENT_TYPES };
  if ('path' in file) return deps.storage.saveReceived({ ...limits, file });
  return deps.storage.save({ ...limits, bytes: file.bytes, originalName: file.filename });
}

const asNewFile = (stored: StoredFile): repo.NewFile => ({
  storageKey: stored.key,
  fileName: fileNameForType(stored.originalName, stored.contentType),
  mimeType: stored.contentType,
  sizeBytes: stored.size,
});

/** Files already stored by a request that then failed are removed again; failing that leaves an orphan only. */
async function discard(deps: DocumentDeps, lawFirmId: number, stored: StoredFile[]) {
  await Promise.all(stored.map((file) => deps.storage.remove(lawFirmId, file.key).catch(() => undefined)));
}

/** The folder an upload goes into: none when the field is empty, else a live folder of the firm (404 otherwise). */
async function directoryOf(db: Db, auth: AuthContext, given: string | undefined): Promise<number | null> {
  const text = given?.trim();
  if (!text) return null;
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw validationFailed({ directory_id: 'Choose a folder.' });
  found(await repo.findDirectory(db, auth.firm.id, id), 'Directory');
  return id;
}

/**
 * Work another module does in the same transaction as the documents' rows (a filled form's own
 * row), so that both are written or neither.
 */
export type AlongsideWrite = (tx: Tx, documentIds: number[]) => Promise<void>;

/** One document per uploaded file, all or none. */
export async function createDocuments(
  deps: DocumentDeps,
  auth: AuthContext,
  target: Target,
  readUpload: () => Promise<Upload>,
  alongside?: AlongsideWrite,
): Promise<Document[]> {
  await assertTarget(deps.db, auth, target);
  const upload = await readUpload();
  if (upload.files.length === 0) throw validationFailed({ documents: DOCUMENT_MESSAGES.fileRequired });
  const titles = upload.files.map((file) => titleOf(upload.title, file));
  const directoryId = await directoryOf(deps.db, auth, upload.directoryId);
  return saveDocuments(deps, { lawFirmId: auth.firm.id, userId: auth.user.id }, target, {
    directoryId,
    files: upload.files.map((file, index) => ({ title: titles[index]!, file })),
    alongside,
  });
}

/** Who writes new documents: an employee, or (userId null) a client through a sent form's link. */
export interface DocumentWriter {
  lawFirmId: number;
  userId: number | null;
}

/**
 * Stores the files (type sniffed, size bounded) and writes one document each with its audit row, all
 * or none. The target must already be checked to belong to the writer's firm.
 */
export async function saveDocuments(
  deps: DocumentDeps,
  writer: DocumentWriter,
  target: Target,
  input: {
    directoryId?: number | null;
    files: Array<{ title: string; file: UploadedFile }>;
    alongside?: AlongsideWrite | undefined;
    auditDetails?: Record<string, unknown>;
  },
): Promise<Document[]> {
  const { lawFirmId, userId } = writer;
  const stored: StoredFile[] = [];
  try {
    for (const { file } of input.files) stored.push(await storeFile(deps, lawFirmId, file));
    const rows = await deps.db.transaction(async (tx) => {
      const created: repo.DocumentWithFile[] = [];
      for (const [index, file] of stored.entries()) {
        const row = await repo.insertDocument(
          tx,
          {
            ...target,
            directoryId: input.directoryId ?? null,
            lawFirmId,
            title: stripUnsafeCharacters(input.files[index]!.title) || 'Untitled',
            userId,
          },
          asNewFile(file),
        );
        await recordAudit(tx, {
          lawFirmId,
          userId,
          action: 'document.created',
          entityType: 'document',
          entityId: row.id,
          details: {
            client_id: target.clientId,
            case_id: target.caseId,
            mime_type: file.contentType,
            size: file.size,
            sha256: file.sha256,
            ...input.auditDetails,
          },
        });
        created.push(row);
      }
      await input.alongside?.(
        tx,
        created.map((row) => row.id),
      );
      return created;
    });
    return rows.map(toDocument);
  } catch (error) {
    await discard(deps, lawFirmId, stored);
    throw error;
  }
}

type ListPage = { page: number; page_size: number; search?: string };

function pageOf(query: ListPage): repo.Page {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

function listAnswer(query: ListPage, found: { rows: repo.DocumentWithFile[]; total: number }): DocumentList {
  return { documents: found.rows.map(toDocument), page: query.page, page_size: query.page_size, total: found.total };
}

export async function listGeneral(
  deps: DocumentDeps,
  auth: AuthContext,
  clientId: number,
  query: ListPage,
): Promise<DocumentList> {
  found(await findClient(deps.db, auth.firm.id, clientId), 'Client');
  return listAnswer(query, await repo.listGeneral(deps.db, auth.firm.id, clientId, pageOf(query), query.search));
}

export async function listOfCase(
  deps: DocumentDeps,
  auth: AuthContext,
  caseId: number,
  query: ListPage,
): Promise<DocumentList> {
  found(await findCase(deps.db, auth.firm.id, caseId), 'Case');
  return listAnswer(query, await repo.listOfCase(deps.db, auth.firm.id, caseId, pageOf(query), query.search));
}

export async function getDocument(deps: DocumentDeps, auth: AuthContext, id: number): Promise<Document> {
  return toDocument(found(await repo.findDocument(deps.db, auth.firm.id, id), 'Document'));
}

export async function listVersions(deps: DocumentDeps, auth: AuthContext, id: number): Promise<DocumentVersion[]> {
  found(await repo.findDocument(deps.db, auth.firm.id, id), 'Document');
  return (await repo.listVersions(deps.db, auth.firm.id, id)).map(toVersion);
}

/** A new version from one uploaded file; the earlier ones stay downloadable. */
export async function addVersion(
  deps: DocumentDeps,
  auth: AuthContext,
  id: number,
  readFile: () => Promise<UploadedFile | null>,
  alongside?: AlongsideWrite,
): Promise<Document> {
  found(await repo.findDocument(deps.db, auth.firm.id, id), 'Document');
  const file = await readFile();
  if (!file) throw validationFailed({ file: DOCUMENT_MESSAGES.fileRequired });
  const stored = await storeFile(deps, auth.firm.id, file);
  try {
    await commitVersion(
      deps,
      auth,
      id,
      asNewFile(stored),
      'document.version_added',
      { sha256: stored.sha256 },
      alongside,
    );
  } catch (error) {
    await discard(deps, auth.firm.id, [stored]);
    throw error;
  }
  return getDocument(deps, auth, id);
}

/**
 * Makes an earlier version current again by adding it as the newest version, so the history only
 * grows and the version being replaced stays downloadable. The new version shares the earlier one's
 * stored file: a document's files are never removed while any version names them.
 */
export async function restoreVersion(
  deps: DocumentDeps,
  auth: AuthContext,
  id: number,
  versionId: number,
): Promise<Document> {
  found(await repo.findDocument(deps.db, auth.firm.id, id), 'Document');
  const earlier = found(await repo.findVersion(deps.db, auth.firm.id, id, versionId), 'Version');
  const file = {
    storageKey: earlier.storageKey,
    fileName: earlier.fileName,
    mimeType: earlier.mimeType,
    sizeBytes: earlier.sizeBytes,
  };
  await commitVersion(deps, auth, id, file, 'document.version_restored', { restored_from: earlier.version });
  return getDocument(deps, auth, id);
}

/** Writes the next version and its audit row in one transaction (with what another module adds alongside). */
async function commitVersion(
  deps: DocumentDeps,
  auth: AuthContext,
  id: number,
  file: repo.NewFile,
  action: string,
  details: Record<string, unknown>,
  alongside?: AlongsideWrite,
) {
  await deps.db.transaction(async (tx) => {
    const version = found(await repo.addVersion(tx, auth.firm.id, id, auth.user.id, file), 'Document');
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action,
      entityType: 'document',
      entityId: id,
      details: { version, mime_type: file.mimeType, size: file.sizeBytes, ...details },
    });
    await alongside?.(tx, [id]);
  });
}

export async function deleteDocument(deps: DocumentDeps, auth: AuthContext, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.softDelete(tx, auth.firm.id, id, auth.user.id))) throw notFound('Document');
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'document.deleted',
      entityType: 'document',
      entityId: id,
    });
  });
}

export interface FileDownload {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
  inline: boolean;
}

/** A version's bytes (the current one when versionId is undefined), of a document that is not deleted. */
export async function readFile(
  deps: DocumentDeps,
  auth: AuthContext,
  id: number,
  versionId?: number,
): Promise<FileDownload> {
  const document = found(await repo.findDocument(deps.db, auth.firm.id, id), 'Document');
  const version =
    versionId === undefined
      ? document.file
      : found(await repo.findVersion(deps.db, auth.firm.id, id, versionId), 'Version');
  const bytes = await deps.storage.read(auth.firm.id, version.storageKey);
  return {
    bytes,
    mimeType: version.mimeType,
    fileName: fileNameForType(version.fileName, version.mimeType),
    inline: (DOCUMENT_INLINE_TYPES as readonly string[]).includes(version.mimeType),
  };
}
