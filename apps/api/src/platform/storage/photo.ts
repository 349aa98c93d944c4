/**
 * Photos and pictures kept on a row (an employee's or a client's image): the new file is stored
 * (type sniffed, size limited), the row is pointed at it with its audit entry in one transaction, and
 * only then is the old file removed, so a failure never leaves the row pointing at nothing.
 */
import type { Db, DbOrTx } from '../../db/client.js';
import { validationFailed } from '../errors.js';
import { sniffContentType } from './sniff.js';
import type { FileStorage } from './storage.js';

export interface PhotoUpload {
  bytes: Buffer;
  filename: string;
}

interface ReplacePhoto {
  lawFirmId: number;
  upload: PhotoUpload | null;
  maxBytes: number;
  accept: readonly string[];
  /** The API path the row keeps, from the stored file's key. */
  pathOf: (storageKey: string) => string;
  /** The storage key of the photo being replaced, if any. */
  previousKey: string | null;
  /** Points the row at the new path and records the audit entry, inside the transaction. */
  save: (tx: DbOrTx, path: string) => Promise<void>;
}

export async function replacePhoto(deps: { db: Db; storage: FileStorage }, input: ReplacePhoto): Promise<string> {
  if (!input.upload) throw validationFailed({ image: 'Choose a picture to upload.' });
  const stored = await deps.storage.save({
    lawFirmId: input.lawFirmId,
    bytes: input.upload.bytes,
    originalName: input.upload.filename,
    maxBytes: input.maxBytes,
    accept: input.accept,
  });
  const path = input.pathOf(stored.key);
  await deps.db.transaction((tx) => input.save(tx, path));
  // The old photo is no longer referenced; failing to delete it only leaves an orphan file.
  if (input.previousKey) await deps.storage.remove(input.lawFirmId, input.previousKey).catch(() => undefined);
  return path;
}

/** A stored photo's bytes with the type sniffed from them. */
export async function readPhoto(storage: FileStorage, lawFirmId: number, key: string) {
  const bytes = await storage.read(lawFirmId, key);
  return { bytes, contentType: (await sniffContentType(bytes)) ?? 'application/octet-stream' };
}
