/**
 * Documents as other modules reach them inside their own work: a folder files one, a sent form shares
 * one, a case's export writes one in the transaction that closes the case. The routes' side is
 * service.ts; both read and write through this module's repository only.
 */
import type { DbOrTx } from '../../db/client.js';
import * as repo from './repository.js';

export type { DocumentWithFile } from './repository.js';

/** A live document of the firm with its current file, or null. */
export const findDocument = (db: DbOrTx, lawFirmId: number, id: number) => repo.findDocument(db, lawFirmId, id);

/** Writes a document and its first version for a file already stored, in the caller's transaction. */
export const insertStoredDocument = repo.insertDocument;
