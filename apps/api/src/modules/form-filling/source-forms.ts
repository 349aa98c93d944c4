/**
 * The form being filled, public or one of the firm's own: its names, its PDF and its sections.
 * Another firm's form, a deleted one or an unknown public id is 404 like any other.
 */
import fs from 'node:fs/promises';
import { applyFieldCorrections, type FieldCorrections, type FillableFormRef, type FormSection } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { sectionsOfPdf } from '../../platform/pdf/form-sections.js';
import { publicFormById, publicFormPath, publicFormUrl } from '../../platform/public-forms.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { findFirmForm } from '../firm-forms/service.js';
import { sectionsOfPublicForm } from '../forms/service.js';

export interface FillingDeps {
  assetsDir: string;
  db: Db;
  storage: FileStorage;
}

export interface SourceForm {
  /** The PDF's file name for firm forms ("intake.pdf"), the form number for public ones ("I-130"). */
  name: string;
  title: string;
  url: string;
  pdf: () => Promise<Buffer>;
  /** As the filling and the client form show them: a firm form's with its Fields corrections applied. */
  sections: () => Promise<FormSection[]>;
  /** A firm form's corrections by field name (none for public forms). */
  corrections: FieldCorrections;
}

export async function sourceForm(deps: FillingDeps, lawFirmId: number, ref: FillableFormRef): Promise<SourceForm> {
  if (ref.form_type === 'public') {
    const form = publicFormById(ref.id);
    if (!form) throw notFound('Form');
    return {
      name: form.name,
      title: form.title,
      url: publicFormUrl(form),
      pdf: () => fs.readFile(publicFormPath(deps.assetsDir, form)),
      sections: () => sectionsOfPublicForm(deps, form),
      corrections: {},
    };
  }
  const row = await findFirmForm(deps.db, lawFirmId, ref.id);
  if (!row) throw notFound('Form');
  const pdf = () => deps.storage.read(lawFirmId, row.file.storageKey);
  return {
    name: row.file.fileName,
    title: row.title,
    url: `/api/firm-legal-form/${lawFirmId}/forms/${row.id}/versions/${row.file.id}/file`,
    pdf,
    sections: async () => applyFieldCorrections(await sectionsOfPdf(await pdf()), row.fieldCorrections),
    corrections: row.fieldCorrections,
  };
}
