/**
 * Document folders (/doc-management): create, list a folder's contents with search and pages, rename,
 * move (never into itself or below itself), delete (only when empty, softly), and filing documents.
 * Names are unique among siblings, ignoring case; every change is audited in the same transaction.
 */
import {
  type Breadcrumb,
  type CreateDirectoryBody,
  DIRECTORY_MESSAGES,
  type Directory,
  type DirectoryContents,
  type DirectoryContentsQuery,
  type Document,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, notFound, ruleBroken } from '../../platform/errors.js';
import { FolderTree } from '../../platform/folder-tree.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { findDocument } from '../documents/records.js';
import { toDocument } from '../documents/service.js';
import * as repo from './repository.js';

const SIBLING_NAME_INDEX = 'document_directories_sibling_name_idx';

const nameTaken = () =>
  new AppError(409, 'directory_name_taken', DIRECTORY_MESSAGES.nameTaken, {
    fields: { directory_name: DIRECTORY_MESSAGES.nameTaken },
  });

function toDirectory(row: repo.DirectoryRow, tree: FolderTree): Directory {
  return {
    id: row.id,
    name: row.name,
    path: tree.path(row.id),
    parent_id: row.parentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function loadTree(db: DbOrTx, lawFirmId: number) {
  return new FolderTree(await repo.tree(db, lawFirmId));
}

/** A parent given by id must be a live folder of the firm; null is the root. */
async function assertParent(db: DbOrTx, lawFirmId: number, parentId: number | null) {
  if (parentId !== null) found(await repo.findDirectory(db, lawFirmId, parentId), 'Directory');
}

/** Runs a write; a sibling with the same name that slipped past the lookup ends as the same 409. */
async function guardNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SIBLING_NAME_INDEX)) throw nameTaken();
    throw error;
  }
}

export async function createDirectory(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  body: CreateDirectoryBody,
): Promise<Directory> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  return guardNames(() =>
    db.transaction(async (tx) => {
      await assertParent(tx, firmId, body.parent_id);
      if (await repo.nameTaken(tx, firmId, body.parent_id, body.directory_name)) throw nameTaken();
      const row = await repo.insertDirectory(tx, {
        lawFirmId: firmId,
        parentId: body.parent_id,
        name: body.directory_name,
        userId: auth.user.id,
      });
      await recordAudit(tx, {
        lawFirmId: firmId,
        userId: auth.user.id,
        action: 'document_directory.created',
        entityType: 'document_directory',
        entityId: row.id,
        details: { name: row.name, parent_id: row.parentId },
      });
      return toDirectory(row, await loadTree(tx, firmId));
    }),
  );
}

/** Every folder of the firm with its path, for the move dialog's picker. */
export async function listDirectories(db: Db, auth: AuthContext, lawFirmId: number): Promise<Directory[]> {
  assertOwnFirm(auth, lawFirmId);
  const rows = await repo.tree(db, auth.firm.id);
  const tree = new FolderTree(rows);
  return rows.map((row) => toDirectory(row, tree)).sort((a, b) => a.path.localeCompare(b.path));
}

export async function breadcrumbs(db: Db, auth: AuthContext, id: number): Promise<Breadcrumb[]> {
  found(await repo.findDirectory(db, auth.firm.id, id), 'Directory');
  return (await loadTree(db, auth.firm.id)).ancestry(id);
}

export async function contents(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  query: DirectoryContentsQuery,
): Promise<DirectoryContents> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  const directoryId = query.directory_id ?? null;
  const current = directoryId === null ? null : found(await repo.findDirectory(db, firmId, directoryId), 'Directory');
  const tree = await loadTree(db, firmId);
  const q = query.q || undefined;
  const filter: repo.ContentsFilter = {
    directoryId,
    q,
    scope: directoryId === null ? null : tree.subtree(directoryId),
  };
  const totals = await repo.countContents(db, firmId, filter);
  // Sub-folders come first, then documents: one page may end the folders and begin the documents.
  const offset = (query.page - 1) * query.page_size;
  const folders = offset < totals.folders ? await repo.pageOfFolders(db, firmId, filter, query.page_size, offset) : [];
  const room = query.page_size - folders.length;
  const files =
    room > 0 ? await repo.pageOfDocuments(db, firmId, filter, room, Math.max(0, offset - totals.folders)) : [];
  return {
    directory: current ? toDirectory(current, tree) : null,
    breadcrumbs: current ? tree.ancestry(current.id) : [],
    directories: folders.map((row) => toDirectory(row, tree)),
    documents: files.map(toDocument),
    page: query.page,
    page_size: query.page_size,
    total: totals.folders + totals.documents,
  };
}

export async function renameDirectory(db: Db, auth: AuthContext, id: number, name: string): Promise<Directory> {
  const firmId = auth.firm.id;
  return guardNames(() =>
    db.transaction(async (tx) => {
      const before = found(await repo.findDirectory(tx, firmId, id), 'Directory');
      if (await repo.nameTaken(tx, firmId, before.parentId, name, id)) throw nameTaken();
      const row = found(await repo.updateDirectory(tx, firmId, id, { name }), 'Directory');
      await recordAudit(tx, {
        lawFirmId: firmId,
        userId: auth.user.id,
        action: 'document_directory.renamed',
        entityType: 'document_directory',
        entityId: id,
        details: { from: before.name, to: name },
      });
      return toDirectory(row, await loadTree(tx, firmId));
    }),
  );
}

export async function moveDirectory(
  db: Db,
  auth: AuthContext,
  id: number,
  parentId: number | null,
): Promise<Directory> {
  const firmId = auth.firm.id;
  return guardNames(() =>
    db.transaction(async (tx) => {
      const before = found(await repo.findDirectory(tx, firmId, id), 'Directory');
      await assertParent(tx, firmId, parentId);
      const tree = await loadTree(tx, firmId);
      if (parentId !== null && tree.isWithin(parentId, id)) {
        throw ruleBroken('directory_move_into_itself', DIRECTORY_MESSAGES.moveIntoItself);
      }
      if (await repo.nameTaken(tx, firmId, parentId, before.name, id)) throw nameTaken();
      const row = found(await repo.updateDirectory(tx, firmId, id, { parentId }), 'Directory');
      await recordAudit(tx, {
        lawFirmId: firmId,
        userId: auth.user.id,
        action: 'document_directory.moved',
        entityType: 'document_directory',
        entityId: id,
        details: { from: before.parentId, to: parentId },
      });
      return toDirectory(row, await loadTree(tx, firmId));
    }),
  );
}

export async function deleteDirectory(db: Db, auth: AuthContext, id: number): Promise<void> {
  const firmId = auth.firm.id;
  await db.transaction(async (tx) => {
    const row = found(await repo.findDirectory(tx, firmId, id), 'Directory');
    // Refusing a non-empty folder keeps every document reachable; nothing is deleted behind the user's back.
    if ((await repo.holds(tx, firmId, id)) > 0) throw ruleBroken('directory_not_empty', DIRECTORY_MESSAGES.notEmpty);
    if (!(await repo.softDeleteDirectory(tx, firmId, id, auth.user.id))) throw notFound('Directory');
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'document_directory.deleted',
      entityType: 'document_directory',
      entityId: id,
      details: { name: row.name, parent_id: row.parentId },
    });
  });
}

/** Files a document in a folder (null: the root). */
export async function moveDocument(
  db: Db,
  auth: AuthContext,
  documentId: number,
  directoryId: number | null,
): Promise<Document> {
  const firmId = auth.firm.id;
  await db.transaction(async (tx) => {
    const before = found(await findDocument(tx, firmId, documentId), 'Document');
    await assertParent(tx, firmId, directoryId);
    if (!(await repo.moveDocument(tx, firmId, documentId, directoryId))) throw notFound('Document');
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'document.moved',
      entityType: 'document',
      entityId: documentId,
      details: { from: before.directoryId, to: directoryId },
    });
  });
  return toDocument(found(await findDocument(db, firmId, documentId), 'Document'));
}
