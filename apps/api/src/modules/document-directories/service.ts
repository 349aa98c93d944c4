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
  FolderTree,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { FolderRow } from '../../db/folders.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound } from '../../platform/errors.js';
import { folderRules } from '../../platform/folders.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { findDocument } from '../documents/records.js';
import { toDocument } from '../documents/service.js';
import * as repo from './repository.js';

/** Document folders are messaged with DIRECTORY_MESSAGES; the form library passes its own set. */
const rules = folderRules({
  repo: repo.folders,
  entity: 'document_directory',
  siblingNameIndex: 'document_directories_sibling_name_idx',
  messages: DIRECTORY_MESSAGES,
});

function toDirectory(row: FolderRow, tree: FolderTree): Directory {
  return {
    id: row.id,
    name: row.name,
    path: tree.path(row.id),
    parent_id: row.parentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const { loadTree, assertParent } = rules;

/** The folder as answered, with its path read in the same transaction. */
const present = async (tx: DbOrTx, row: FolderRow) => toDirectory(row, await loadTree(tx, row.lawFirmId));

export async function createDirectory(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  body: CreateDirectoryBody,
): Promise<Directory> {
  assertOwnFirm(auth, lawFirmId);
  return rules.create(db, auth, { parentId: body.parent_id, name: body.directory_name }, present);
}

/** Every folder of the firm with its path, for the move dialog's picker. */
export async function listDirectories(db: Db, auth: AuthContext, lawFirmId: number): Promise<Directory[]> {
  assertOwnFirm(auth, lawFirmId);
  const rows = await repo.folders.all(db, auth.firm.id);
  const tree = new FolderTree(rows);
  return rows.map((row) => toDirectory(row, tree)).sort((a, b) => a.path.localeCompare(b.path));
}

export async function breadcrumbs(db: Db, auth: AuthContext, id: number): Promise<Breadcrumb[]> {
  found(await repo.folders.find(db, auth.firm.id, id), 'Directory');
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
  const current = directoryId === null ? null : found(await repo.folders.find(db, firmId, directoryId), 'Directory');
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

export function renameDirectory(db: Db, auth: AuthContext, id: number, name: string): Promise<Directory> {
  return rules.rename(db, auth, id, name, present);
}

export function moveDirectory(db: Db, auth: AuthContext, id: number, parentId: number | null): Promise<Directory> {
  return rules.move(db, auth, id, parentId, present);
}

export function deleteDirectory(db: Db, auth: AuthContext, id: number): Promise<void> {
  return rules.remove(db, auth, id);
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
