/** Profile photos: stored through the file storage (type sniffed, size limited), served to colleagues. */
import { EMPLOYEE_IMAGE_MAX_BYTES, EMPLOYEE_IMAGE_TYPES } from '@counsel/domain';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { forbidden } from '../../platform/errors.js';
import { imageKeyOf, imagePathFor } from '../../platform/storage/image-ref.js';
import { type PhotoUpload, readPhoto, replacePhoto } from '../../platform/storage/photo.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './repository.js';
import type { TeamDeps } from './service.js';

export type { PhotoUpload as Upload } from '../../platform/storage/photo.js';

/** A new photo: one's own, or anyone's with employees:update. The upload is read only once that is settled. */
export async function updateImage(
  deps: TeamDeps,
  auth: AuthContext,
  id: number,
  readUpload: () => Promise<PhotoUpload | null>,
): Promise<string> {
  const lawFirmId = auth.firm.id;
  const target = found(await repo.findEmployee(deps.db, lawFirmId, id), 'Employee');
  if (id !== auth.user.id && !auth.ability.can('update', 'employees')) throw forbidden();
  return replacePhoto(deps, {
    lawFirmId,
    upload: await readUpload(),
    maxBytes: EMPLOYEE_IMAGE_MAX_BYTES,
    accept: EMPLOYEE_IMAGE_TYPES,
    pathOf: (key) => imagePathFor(id, key),
    previousKey: imageKeyOf(lawFirmId, target.image),
    save: async (tx, image) => {
      await repo.updateEmployee(tx, lawFirmId, id, { image });
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'employee.image_changed',
        entityType: 'user',
        entityId: id,
      });
    },
  });
}

/** The photo's bytes, for any signed-in colleague of the same firm (avatars show everywhere). */
export async function readImage(deps: TeamDeps, auth: AuthContext, id: number) {
  const row = found(await repo.findEmployee(deps.db, auth.firm.id, id), 'Employee');
  return readPhoto(deps.storage, auth.firm.id, found(imageKeyOf(auth.firm.id, row.image), 'Image'));
}
