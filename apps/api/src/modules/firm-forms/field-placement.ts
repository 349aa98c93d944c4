/**
 * Placing fields on a firm form (issue 17): the boxes drawn on its pages become real AcroForm fields,
 * written with pdf-lib into a copy of the current version, which is stored as the form's next version
 * (the earlier one is kept as it was). Each field's label is its tooltip (/TU), where extraction reads
 * labels; its name (`date_2`, `signature_4`) tells extraction its type, since pdf-lib writes dates and
 * signatures as text fields.
 */
import { FIRM_FORM_MAX_BYTES, type FirmForm, type PlaceFormFieldsBody } from '@counsel/domain';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/errors.js';
import { runParser } from '../../platform/parsing/pool.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { placeFieldsTask } from './place-fields-pdf.js';
import * as repo from './repository.js';
import { type FirmFormDeps, listedForm } from './service.js';

const PDF = 'application/pdf';

export async function placeFields(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
  formId: number,
  body: PlaceFormFieldsBody,
): Promise<FirmForm> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  const form = found(await repo.findForm(deps.db, firmId, formId), 'Form');
  const source = await deps.storage.read(firmId, form.file.storageKey);
  const bytes = await runParser(placeFieldsTask, { bytes: source, fields: body.fields });
  const stored = await deps.storage.save({
    lawFirmId: firmId,
    bytes: Buffer.from(bytes),
    originalName: form.file.fileName,
    maxBytes: FIRM_FORM_MAX_BYTES,
    accept: [PDF],
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const version = await repo.addVersion(
        tx,
        { lawFirmId: firmId, formId, expectedVersion: form.currentVersion, userId: auth.user.id },
        { storageKey: stored.key, fileName: form.file.fileName, mimeType: PDF, sizeBytes: stored.size },
      );
      if (!version) {
        // Deleted meanwhile (the read below answers 404), or another version came first.
        await listedForm(tx, firmId, formId);
        throw new AppError(409, 'conflict', 'The form changed while the fields were placed. Reload and try again.');
      }
      await recordAudit(tx, {
        lawFirmId: firmId,
        userId: auth.user.id,
        action: 'firm_form.fields_placed',
        entityType: 'firm_form',
        entityId: formId,
        details: { version: version.version, fields: body.fields.length },
      });
      return listedForm(tx, firmId, formId);
    });
  } catch (error) {
    // Nothing refers to the stored copy: it is removed again (failing that leaves an orphan only).
    await deps.storage.remove(firmId, stored.key).catch(() => undefined);
    throw error;
  }
}
