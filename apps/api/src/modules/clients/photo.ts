/**
 * A client's photo, chosen through the upload-image modal: stored through the file storage (type sniffed
 * from the bytes, at most 5 MB), clients.image holding the API path that serves it (as for employees).
 */
import { CLIENT_IMAGE_TYPES, clientImagePath, IMAGE_UPLOAD_MAX_BYTES } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { validationFailed } from '../../platform/errors.js';
import { type FileStorage, sniffContentType } from '../../platform/storage/index.js';
import { found } from '../../platform/tenancy.js';
import { imageKeyOf } from '../team/image-ref.js';
import * as repo from './repository.js';

export interface ClientPhotoDeps {
  db: Db;
  storage: FileStorage;
}

export interface Upload {
  bytes: Buffer;
  filename: string;
}

/** A new photo for a client of the caller's firm; the upload is read only once the client is found. */
export async function updateClientImage(
  deps: ClientPhotoDeps,
  auth: AuthContext,
  clientId: number,
  readUpload: () => Promise<Upload | null>,
): Promise<string> {
  const lawFirmId = auth.firm.id;
  const client = found(await repo.findClient(deps.db, lawFirmId, clientId), 'Client');
  const upload = await readUpload();
  if (!upload) throw validationFailed({ image: 'Choose a picture to upload.' });
  const stored = await deps.storage.save({
    lawFirmId,
    bytes: upload.bytes,
    originalName: upload.filename,
    maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    accept: CLIENT_IMAGE_TYPES,
  });
  const image = clientImagePath(clientId, stored.key.split('/').slice(1).join('-'));
  await deps.db.transaction(async (tx) => {
    await repo.updateClient(tx, lawFirmId, clientId, { image });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'client.image_changed',
      entityType: 'client',
      entityId: clientId,
    });
  });
  const previous = imageKeyOf(lawFirmId, client.image);
  // The old photo is no longer referenced; failing to delete it only leaves an orphan file.
  if (previous) await deps.storage.remove(lawFirmId, previous).catch(() => undefined);
  return image;
}

/** The photo's bytes, for anyone of the firm who may see clients. */
export async function readClientImage(deps: ClientPhotoDeps, auth: AuthContext, clientId: number) {
  const row = found(await repo.findClient(deps.db, auth.firm.id, clientId), 'Client');
  const key = found(imageKeyOf(auth.firm.id, row.image), 'Image');
  const bytes = await deps.storage.read(auth.firm.id, key);
  return { bytes, contentType: (await sniffContentType(bytes)) ?? 'application/octet-stream' };
}
