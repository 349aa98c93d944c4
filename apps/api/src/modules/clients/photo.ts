/**
 * A client's photo, chosen through the upload-image modal: stored through the file storage (type sniffed
 * from the bytes, at most 5 MB), clients.image holding the API path that serves it (as for employees).
 */
import { CLIENT_IMAGE_TYPES, clientImagePath, IMAGE_UPLOAD_MAX_BYTES } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { imageKeyOf } from '../../platform/storage/image-ref.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { type PhotoUpload, readPhoto, replacePhoto } from '../../platform/storage/photo.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

export interface ClientPhotoDeps {
  db: Db;
  storage: FileStorage;
}

export type { PhotoUpload as Upload } from '../../platform/storage/photo.js';

/** A new photo for a client of the caller's firm; the upload is read only once the client is found. */
export async function updateClientImage(
  deps: ClientPhotoDeps,
  auth: AuthContext,
  clientId: number,
  readUpload: () => Promise<PhotoUpload | null>,
): Promise<string> {
  const lawFirmId = auth.firm.id;
  const client = found(await repo.findClientRow(deps.db, lawFirmId, clientId), 'Client');
  return replacePhoto(deps, {
    lawFirmId,
    upload: await readUpload(),
    maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    accept: CLIENT_IMAGE_TYPES,
    pathOf: (key) => clientImagePath(clientId, key.split('/').slice(1).join('-')),
    previousKey: imageKeyOf(lawFirmId, client.image),
    save: async (tx, image) => {
      await repo.updateClient(tx, lawFirmId, clientId, { image });
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'client.image_changed',
        entityType: 'client',
        entityId: clientId,
      });
    },
  });
}

/** The photo's bytes, for anyone of the firm who may see clients. */
export async function readClientImage(deps: ClientPhotoDeps, auth: AuthContext, clientId: number) {
  const row = found(await repo.findClientRow(deps.db, auth.firm.id, clientId), 'Client');
  return readPhoto(deps.storage, auth.firm.id, found(imageKeyOf(auth.firm.id, row.image), 'Image'));
}
