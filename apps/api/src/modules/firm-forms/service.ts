/**
 * The firm's legal-forms library: folders (names unique among siblings ignoring case, deleted only when
 * empty), PDF forms stored through the file storage with every version kept, listing by folder with
 * breadcrumbs, downloads and soft delete. Every change is audited in the same transaction.
 */
import {
  type CreateFirmFormDirectoryBody,
  FIRM_FORM_MAX_BYTES,
  FIRM_FORM_MESSAGES,
  FIRM_FORM_ROOT_ID,
  FIRM_FORM_TITLE_MAX_LENGTH,
  type FieldCorrections,
  type FirmForm,
  type FirmFormDirectory,
  type FirmFormList,
  type FirmFormListQuery,
  fileNameForType,
  firmFormPathMatches,
  firmFormTitleSchema,
  formNameKey,
  stripUnsafeCharacters,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, notFound, ruleBroken, validationFailed } from '../../platform/errors.js';
import { FolderTree } from '../../platform/folder-tree.js';
import type { FileStorage, ReceivedFile, StoredFile } from '../../platform/storage/index.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

export interface FirmFormDeps {
  db: Db;
  storage: FileStorage;
}

export interface FormUpload {
  title: string | undefined;
  /** The multipart `directory_id` field as sent: empty, absent or 0 for the root. */
  directoryId: string | undefined;
  /** The PDF, received to a temporary file (platform/uploads). */
  file: ReceivedFile | null;
}

const SIBLING_NAME_INDEX = 'firm_form_directories_sibling_name_idx';
const PDF = 'application/pdf';

const nameTaken = () =>
  new AppError(409, 'directory_name_taken', FIRM_FORM_MESSAGES.nameTaken, {
    fields: { directory_name: FIRM_FORM_MESSAGES.nameTaken },
  });

const formUrl = (lawFirmId: number, id: number) => `/api/firm-legal-form/${lawFirmId}/forms/${id}`;

function toForm(row: repo.FormWithFile, tree: FolderTree): FirmForm {
  const folder = row.directoryId === null ? null : tree.ancestry(row.directoryId).at(-1);
  return {
    id: row.id,
    title: row.title,
    file: `${formUrl(row.lawFirmId, row.id)}/versions/${row.file.id}/file`,
    file_name: fileNameForType(row.file.fileName, PDF),
    size: row.file.sizeBytes,
    version: row.currentVersion,
    directory: row.directoryId === null ? null : { id: row.directoryId, path: tree.path(row.directoryId) },
    directory_name: folder?.name ?? null,
    created_by: row.createdByUserId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function loadTree(db: DbOrTx, lawFirmId: number) {
  return new FolderTree(await repo.folders(db, lawFirmId));
}

/**
 * The firm's folders with the tree, and a folder as answered: with how much it holds directly, so the
 * library screen can leave Delete out for a folder the delete call would refuse (one read, not one per folder).
 */
async function loadLibrary(db: DbOrTx, lawFirmId: number) {
  const rows = await repo.folders(db, lawFirmId);
  const formCounts = await repo.formCountsByFolder(db, lawFirmId);
  const tree = new FolderTree(rows);
  const subFolders = new Map<number, number>();
  for (const row of rows) {
    if (row.parentId !== null) subFolders.set(row.parentId, (subFolders.get(row.parentId) ?? 0) + 1);
  }
  const toDirectory = (row: repo.FolderRow): FirmFormDirectory => ({
    id: row.id,
    directory_name: row.name,
    path: tree.path(row.id),
    parent_id: row.parentId,
    item_count: (subFolders.get(row.id) ?? 0) + (formCounts.get(row.id) ?? 0),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });
  return { rows, tree, toDirectory };
}

/** 0 is the root; any other id must be a live folder of the firm (404 otherwise). */
async function folderOrRoot(db: DbOrTx, lawFirmId: number, id: number): Promise<repo.FolderRow | null> {
  if (id === FIRM_FORM_ROOT_ID) return null;
  return found(await repo.findFolder(db, lawFirmId, id), 'Directory');
}

async function guardNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SIBLING_NAME_INDEX)) throw nameTaken();
    throw error;
  }
}

export async function createDirectory(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
  parentId: number,
  body: CreateFirmFormDirectoryBody,
): Promise<FirmFormDirectory> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  return guardNames(() =>
    deps.db.transaction(async (tx) => {
      const parent = await folderOrRoot(tx, firmId, parentId);
      if (body.path) {
        const actual = parent ? (await loadTree(tx, firmId)).path(parent.id) : '/';
        if (!firmFormPathMatches(body.path, actual, body.directory_name)) {
          throw new AppError(409, 'directory_path_mismatch', FIRM_FORM_MESSAGES.pathMismatch, {
            details: { path: actual },
          });
        }
      }
      if (await repo.nameTaken(tx, firmId, parent?.id ?? null, body.directory_name)) throw nameTaken();
      const row = await repo.insertFolder(tx, {
        lawFirmId: firmId,
        parentId: parent?.id ?? null,
        name: body.directory_name,
        userId: auth.user.id,
      });
      await recordAudit(tx, {
        lawFirmId: firmId,
        userId: auth.user.id,
        action: 'firm_form_directory.created',
        entityType: 'firm_form_directory',
        entityId: row.id,
        details: { name: row.name, parent_id: row.parentId },
      });
      return (await loadLibrary(tx, firmId)).toDirectory(row);
    }),
  );
}

export async function listDirectories(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
): Promise<FirmFormDirectory[]> {
  assertOwnFirm(auth, lawFirmId);
  const { rows, toDirectory } = await loadLibrary(deps.db, auth.firm.id);
  return rows.map(toDirectory).sort((a, b) => a.path.localeCompare(b.path));
}

export async function listForms(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
  query: FirmFormListQuery,
): Promise<FirmFormList> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  const { rows, tree, toDirectory } = await loadLibrary(deps.db, firmId);
  if (query.directory_id === undefined) {
    const forms = await repo.forms(deps.db, firmId);
    return {
      forms: forms.map((row) => toForm(row, tree)),
      directories: rows.map(toDirectory).sort((a, b) => a.path.localeCompare(b.path)),
      directory: null,
      breadcrumbs: [],
    };
  }
  const current = await folderOrRoot(deps.db, firmId, query.directory_id);
  const parentId = current?.id ?? null;
  const forms = await repo.forms(deps.db, firmId, parentId);
  return {
    forms: forms.map((row) => toForm(row, tree)),
    directories: rows.filter((row) => row.parentId === parentId).map(toDirectory),
    directory: current ? toDirectory(current) : null,
    breadcrumbs: current ? tree.ancestry(current.id) : [],
  };
}

function titleOf(given: string | undefined, filename: string): string {
  const parsed = firmFormTitleSchema.safeParse(stripUnsafeCharacters(given ?? ''));
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
    throw validationFailed({ title: tooLong ? FIRM_FORM_MESSAGES.titleTooLong : parsed.error.issues[0]!.message });
  }
  // Spec: the title is optional; the file's name without ".pdf" stands in.
  const fallback = stripUnsafeCharacters(filename)
    .replace(/\.pdf$/i, '')
    .trim();
  // A long file name is cut to the title's limit by characters, never inside one.
  return Array.from(parsed.data || fallback || 'Untitled')
    .slice(0, FIRM_FORM_TITLE_MAX_LENGTH)
    .join('');
}

async function storePdf(deps: FirmFormDeps, lawFirmId: number, file: ReceivedFile) {
  try {
    return await deps.storage.saveReceived({ lawFirmId, file, maxBytes: FIRM_FORM_MAX_BYTES, accept: [PDF] });
  } catch (error) {
    if (error instanceof AppError && error.status === 415) {
      throw new AppError(415, 'unsupported_file_type', FIRM_FORM_MESSAGES.pdfOnly, {
        ...error.extra,
        fields: { form: FIRM_FORM_MESSAGES.pdfOnly },
      });
    }
    throw error;
  }
}

/** The folder an upload goes into: empty or 0 is the root, else a live folder of the firm. */
async function uploadFolder(db: DbOrTx, lawFirmId: number, given: string | undefined): Promise<number | null> {
  const text = given?.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw validationFailed({ directory_id: 'Choose a folder.' });
  }
  return (await folderOrRoot(db, lawFirmId, Number(text)))?.id ?? null;
}

export async function uploadForm(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
  readUpload: () => Promise<FormUpload>,
): Promise<FirmForm> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  const upload = await readUpload();
  if (!upload.file) throw validationFailed({ form: FIRM_FORM_MESSAGES.fileRequired });
  const title = titleOf(upload.title, upload.file.filename);
  const directoryId = await uploadFolder(deps.db, firmId, upload.directoryId);
  const stored: StoredFile = await storePdf(deps, firmId, upload.file);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.insertForm(
        tx,
        { lawFirmId: firmId, directoryId, title, userId: auth.user.id },
        {
          storageKey: stored.key,
          fileName: fileNameForType(stored.originalName || 'form', PDF),
          mimeType: PDF,
          sizeBytes: stored.size,
        },
      );
      await recordAudit(tx, {
        lawFirmId: firmId,
        userId: auth.user.id,
        action: 'firm_form.created',
        entityType: 'firm_form',
        entityId: row.id,
        details: { title, directory_id: directoryId, size: stored.size, sha256: stored.sha256 },
      });
      return toForm(row, await loadTree(tx, firmId));
    });
  } catch (error) {
    // The row was not written: the stored file is removed again (failing that leaves an orphan only).
    await deps.storage.remove(firmId, stored.key).catch(() => undefined);
    throw error;
  }
}

export interface FormFile {
  bytes: Buffer;
  fileName: string;
}

/** A version's bytes (the current one when versionId is undefined) of a form that is not deleted. */
export async function readFormFile(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
  formId: number,
  versionId?: number,
): Promise<FormFile> {
  assertOwnFirm(auth, lawFirmId);
  const form = found(await repo.findForm(deps.db, auth.firm.id, formId), 'Form');
  const version =
    versionId === undefined
      ? form.file
      : found(await repo.findVersion(deps.db, auth.firm.id, formId, versionId), 'Version');
  return { bytes: await deps.storage.read(auth.firm.id, version.storageKey), fileName: version.fileName };
}

/**
 * The current version's bytes of a live form of this firm and its field corrections, for other modules
 * (field extraction): another firm's id, or a deleted form, is 404 like any other.
 */
export async function readFirmFormSource(
  deps: FirmFormDeps,
  lawFirmId: number,
  formId: number,
): Promise<{ pdf: Buffer; corrections: FieldCorrections }> {
  const form = found(await repo.findForm(deps.db, lawFirmId, formId), 'Form');
  return { pdf: await deps.storage.read(lawFirmId, form.file.storageKey), corrections: form.fieldCorrections };
}

/**
 * The ids of the firm's live forms a body names by title or by PDF file name, compared by
 * `formNameKey`: the spec's bodies name forms, not ids. A library holds hundreds at most, read whole.
 */
export async function formIdsNamed(db: DbOrTx, lawFirmId: number, name: string): Promise<number[]> {
  const key = formNameKey(name);
  const rows = await repo.forms(db, lawFirmId);
  return rows
    .filter((row) => formNameKey(row.title) === key || formNameKey(fileNameForType(row.file.fileName, PDF)) === key)
    .map((row) => row.id);
}

/** A live form of the firm with its current file, or null: the source another module fills. */
export const findFirmForm = (db: DbOrTx, lawFirmId: number, formId: number) => repo.findForm(db, lawFirmId, formId);

/** One live form as the library's list shows it (404 when there is none). */
export async function listedForm(db: DbOrTx, lawFirmId: number, formId: number): Promise<FirmForm> {
  return toForm(found(await repo.findForm(db, lawFirmId, formId), 'Form'), await loadTree(db, lawFirmId));
}

export async function deleteForm(deps: FirmFormDeps, auth: AuthContext, lawFirmId: number, formId: number) {
  assertOwnFirm(auth, lawFirmId);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.softDeleteForm(tx, auth.firm.id, formId, auth.user.id))) throw notFound('Form');
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'firm_form.deleted',
      entityType: 'firm_form',
      entityId: formId,
    });
  });
}

export async function renameDirectory(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
  id: number,
  name: string,
): Promise<FirmFormDirectory> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  return guardNames(() =>
    deps.db.transaction(async (tx) => {
      const before = found(await repo.findFolder(tx, firmId, id), 'Directory');
      if (await repo.nameTaken(tx, firmId, before.parentId, name, id)) throw nameTaken();
      const row = found(await repo.renameFolder(tx, firmId, id, name), 'Directory');
      await recordAudit(tx, {
        lawFirmId: firmId,
        userId: auth.user.id,
        action: 'firm_form_directory.renamed',
        entityType: 'firm_form_directory',
        entityId: id,
        details: { from: before.name, to: name },
      });
      return (await loadLibrary(tx, firmId)).toDirectory(row);
    }),
  );
}

export async function deleteDirectory(deps: FirmFormDeps, auth: AuthContext, lawFirmId: number, id: number) {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  await deps.db.transaction(async (tx) => {
    const row = found(await repo.findFolder(tx, firmId, id), 'Directory');
    // Refusing a folder that still holds something keeps every form reachable.
    if ((await repo.holds(tx, firmId, id)) > 0) throw ruleBroken('directory_not_empty', FIRM_FORM_MESSAGES.notEmpty);
    if (!(await repo.softDeleteFolder(tx, firmId, id, auth.user.id))) throw notFound('Directory');
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'firm_form_directory.deleted',
      entityType: 'firm_form_directory',
      entityId: id,
      details: { name: row.name, parent_id: row.parentId },
    });
  });
}
