/**
 * The folder rules a firm's folder tree keeps, written once for document folders and the form library:
 * a parent given by id is a live folder of the firm, names are unique among siblings (a racing twin that
 * passes the lookup ends as the same 409 through the sibling-name index), a folder never moves into
 * itself or below itself, and only an empty folder is deleted (softly). Every change is audited in its
 * transaction as `<entity>.created|renamed|moved|deleted`. The caller checks the firm of the path
 * (assertOwnFirm) and shapes the answer through `present`, inside the same transaction.
 */
import { FolderTree } from '@counsel/domain';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import type { FolderRepository, FolderRow } from '../db/folders.js';
import { recordAudit } from './audit.js';
import type { AuthContext } from './auth/context.js';
import { isUniqueViolation } from './db-errors.js';
import { AppError, notFound, ruleBroken } from './errors.js';
import { found } from './tenancy.js';

/** What differs between the folder kinds. */
export interface FolderKind {
  repo: FolderRepository;
  /** The audit entity type, e.g. 'document_directory'. */
  entity: string;
  /** The unique index of live sibling names (schema), whose violation is the name-taken 409. */
  siblingNameIndex: string;
  messages: { nameTaken: string; moveIntoItself: string; notEmpty: string };
}

type Present<T> = (tx: Tx, row: FolderRow) => Promise<T>;

export function folderRules(kind: FolderKind) {
  const { repo } = kind;
  const nameTaken = () =>
    new AppError(409, 'directory_name_taken', kind.messages.nameTaken, {
      fields: { directory_name: kind.messages.nameTaken },
    });

  async function guardNames<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, kind.siblingNameIndex)) throw nameTaken();
      throw error;
    }
  }

  const audit = (tx: Tx, auth: AuthContext, verb: string, id: number, details: Record<string, unknown>) =>
    recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: `${kind.entity}.${verb}`,
      entityType: kind.entity,
      entityId: id,
      details,
    });

  const loadTree = async (db: DbOrTx, lawFirmId: number) => new FolderTree(await repo.all(db, lawFirmId));

  /** A parent given by id must be a live folder of the firm; null is the root. */
  async function assertParent(db: DbOrTx, lawFirmId: number, parentId: number | null) {
    if (parentId !== null) found(await repo.find(db, lawFirmId, parentId), 'Directory');
  }

  return {
    loadTree,
    assertParent,

    /** `check` runs after the parent is found and before the name is: a side's own refusal (409). */
    create<T>(
      db: Db,
      auth: AuthContext,
      folder: { parentId: number | null; name: string },
      present: Present<T>,
      check?: (tx: Tx) => Promise<void>,
    ): Promise<T> {
      const firmId = auth.firm.id;
      return guardNames(() =>
        db.transaction(async (tx) => {
          await assertParent(tx, firmId, folder.parentId);
          await check?.(tx);
          if (await repo.nameTaken(tx, firmId, folder.parentId, folder.name)) throw nameTaken();
          const row = await repo.insert(tx, { lawFirmId: firmId, ...folder, userId: auth.user.id });
          await audit(tx, auth, 'created', row.id, { name: row.name, parent_id: row.parentId });
          return present(tx, row);
        }),
      );
    },

    rename<T>(db: Db, auth: AuthContext, id: number, name: string, present: Present<T>): Promise<T> {
      const firmId = auth.firm.id;
      return guardNames(() =>
        db.transaction(async (tx) => {
          const before = found(await repo.find(tx, firmId, id), 'Directory');
          if (await repo.nameTaken(tx, firmId, before.parentId, name, id)) throw nameTaken();
          const row = found(await repo.update(tx, firmId, id, { name }), 'Directory');
          await audit(tx, auth, 'renamed', id, { from: before.name, to: name });
          return present(tx, row);
        }),
      );
    },

    move<T>(db: Db, auth: AuthContext, id: number, parentId: number | null, present: Present<T>): Promise<T> {
      const firmId = auth.firm.id;
      return guardNames(() =>
        db.transaction(async (tx) => {
          const before = found(await repo.find(tx, firmId, id), 'Directory');
          await assertParent(tx, firmId, parentId);
          if (!(await loadTree(tx, firmId)).canMove(id, parentId)) {
            throw ruleBroken('directory_move_into_itself', kind.messages.moveIntoItself);
          }
          if (await repo.nameTaken(tx, firmId, parentId, before.name, id)) throw nameTaken();
          const row = found(await repo.update(tx, firmId, id, { parentId }), 'Directory');
          await audit(tx, auth, 'moved', id, { from: before.parentId, to: parentId });
          return present(tx, row);
        }),
      );
    },

    async remove(db: Db, auth: AuthContext, id: number): Promise<void> {
      const firmId = auth.firm.id;
      await db.transaction(async (tx) => {
        const row = found(await repo.find(tx, firmId, id), 'Directory');
        // Refusing a folder that still holds something keeps everything in it reachable.
        if ((await repo.holds(tx, firmId, id)) > 0) throw ruleBroken('directory_not_empty', kind.messages.notEmpty);
        if (!(await repo.softDelete(tx, firmId, id, auth.user.id))) throw notFound('Directory');
        await audit(tx, auth, 'deleted', id, { name: row.name, parent_id: row.parentId });
      });
    },
  };
}
