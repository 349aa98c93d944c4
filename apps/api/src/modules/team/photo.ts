/** Profile photos: stored through the file storage (type sniffed, size limited), served to colleagues. */
import { EMPLOYEE_IMAGE_MAX_BYTES, EMPLOYEE_IMAGE_TYPES } from '@counsel/domain';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { forbidden, validationFailed } from '../../platform/errors.js';
import { sniffContentType } from '../../platform/storage/index.js';
import { found } from '../../platform/tenancy.js';
import { imageKeyOf, imagePathFor } from './image-ref.js';
import * as repo from './repository.js';
import type { TeamDeps } from './service.js';

export interface Upload {
  bytes: Buffer;
  filename: string;
}

/** A new photo: one's own, or anyone's with employees:update. The upload is read only once that is settled. */
export async function updateImage(
  deps: TeamDeps,
  auth: AuthContext,
  id: number,
  readUpload: () => Promise<Upload | null>,
): Promise<string> {
  const lawFirmId = auth.firm.id;
  const target = found(await repo.findEmployee(deps.db, lawFirmId, id), 'Employee');
  if (id !== auth.user.id && !auth.ability.can('update', 'employees')) throw forbidden();
  const upload = await readUpload();
  if (!upload) throw validationFailed({ image: 'Choose a picture to upload.' });
  const stored = await deps.storage.save({
    lawFirmId,
    bytes: upload.bytes,
    originalName: upload.filename,
    maxBytes: EMPLOYEE_IMAGE_MAX_BYTES,
    accept: EMPLOYEE_IMAGE_TYPES,
  });
  const image = imagePathFor(id, stored.key);
  await deps.db.transaction(async (tx) => {
    await repo.updateEmployee(tx, lawFirmId, id, { image });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'employee.image_changed',
      entityType: 'user',
      entityId: id,
    });
  });
  const previous = imageKeyOf(lawFirmId, target.image);
  // The old photo is no longer referenced; failing to delete it only leaves an orphan file.
  if (previous) await deps.storage.remove(lawFirmId, previous).catch(() => undefined);
  return image;
}

/** The photo's bytes, for any signed-in colleague of the same firm (avatars show everywhere). */
export async function readImage(deps: TeamDeps, auth: AuthContext, id: number) {
  const row = found(await repo.findEmployee(deps.db, auth.firm.id, id), 'Employee');
  const key = found(imageKeyOf(auth.firm.id, row.image), 'Image');
  const bytes = await deps.storage.read(auth.firm.id, key);
  return { bytes, contentType: (await sniffContentType(bytes)) ?? 'application/octet-stream' };
}
