/**
 * The Fields dialog's corrections to a firm form (issue 37): per field name, a type the reading got
 * wrong, a text field's format, a label and an Arabic label, checked against the fields of the current
 * version and kept with the form. Every schema built from the form applies them (form-filling's
 * source-forms, extraction, the collaboration form).
 */
import {
  applyFieldCorrections,
  correctionProblem,
  correctionsFor,
  type ExtractedFormField,
  extractedFieldsOf,
  FIELD_CORRECTION_MESSAGES,
  mergeFieldCorrections,
  type SaveFieldCorrectionsBody,
} from '@counsel/domain';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, validationFailed } from '../../platform/errors.js';
import { sectionsOfPdf } from '../../platform/pdf/form-sections.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import * as repo from './repository.js';
import type { FirmFormDeps } from './service.js';

const changed = () =>
  new AppError(409, 'conflict', 'The form changed while its fields were corrected. Reload and try again.');

export async function saveFieldCorrections(
  deps: FirmFormDeps,
  auth: AuthContext,
  lawFirmId: number,
  formId: number,
  body: SaveFieldCorrectionsBody,
): Promise<ExtractedFormField[]> {
  assertOwnFirm(auth, lawFirmId);
  const firmId = auth.firm.id;
  const form = found(await repo.findForm(deps.db, firmId, formId), 'Form');
  // The PDF is read before the transaction: parsing takes time no lock should wait on.
  const sections = await sectionsOfPdf(await deps.storage.read(firmId, form.file.storageKey));
  const readTypes = new Map(sections.flatMap((section) => section.fields.map((field) => [field.name, field.type])));
  body.fields.forEach(({ name }, index) => {
    if (!readTypes.has(name))
      throw validationFailed({ [`fields.${index}.name`]: FIELD_CORRECTION_MESSAGES.unknownField });
  });
  const corrections = await deps.db.transaction(async (tx) => {
    const locked = found(await repo.lockFieldCorrections(tx, firmId, formId), 'Form');
    if (locked.currentVersion !== form.currentVersion) throw changed();
    // Corrections of fields an earlier version had and this one lacks are dropped with this save.
    const merged = mergeFieldCorrections(
      correctionsFor(locked.fieldCorrections, new Set(readTypes.keys())),
      body.fields,
    );
    body.fields.forEach(({ name }, index) => {
      const problem = merged[name] && correctionProblem(readTypes.get(name)!, merged[name]);
      const key = problem === FIELD_CORRECTION_MESSAGES.formatNotText ? 'format' : 'type';
      if (problem) throw validationFailed({ [`fields.${index}.${key}`]: problem });
    });
    await repo.setFieldCorrections(tx, formId, merged);
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'firm_form.fields_corrected',
      entityType: 'firm_form',
      entityId: formId,
      details: { version: form.currentVersion, fields: body.fields.map((field) => field.name) },
    });
    return merged;
  });
  return extractedFieldsOf(applyFieldCorrections(sections, corrections));
}
