/** Queries of the firm's legal-forms library, always within one firm; deleted rows never show. */

import type { FieldCorrections } from '@counsel/domain';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { folderRepository } from '../../db/folders.js';
import { firmFormDirectories, firmForms, firmFormVersions } from '../../db/schema/index.js';

export type FormRow = typeof firmForms.$inferSelect;
export type VersionRow = typeof firmFormVersions.$inferSelect;
export type FormWithFile = FormRow & { file: VersionRow };

const liveForm = (lawFirmId: number) => and(eq(firmForms.lawFirmId, lawFirmId), isNull(firmForms.deletedAt))!;
const inFolder = (directoryId: number | null) =>
  directoryId === null ? isNull(firmForms.directoryId) : eq(firmForms.directoryId, directoryId);

/** The library's folders: the folder SQL shared with the document folders, on this module's tables. */
export const folders = folderRepository(firmFormDirectories, firmForms);

/** How many live forms each folder holds directly; folders without any are absent. */
export async function formCountsByFolder(db: DbOrTx, lawFirmId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ directoryId: firmForms.directoryId, n: count() })
    .from(firmForms)
    .where(liveForm(lawFirmId))
    .groupBy(firmForms.directoryId);
  return new Map(rows.flatMap((row) => (row.directoryId === null ? [] : [[row.directoryId, row.n] as const])));
}

/** Forms with their current version; `directoryId` undefined means the whole library. */
export async function forms(db: DbOrTx, lawFirmId: number, directoryId?: number | null): Promise<FormWithFile[]> {
  const where = directoryId === undefined ? liveForm(lawFirmId) : and(liveForm(lawFirmId), inFolder(directoryId));
  const rows = await db
    .select({ form: firmForms, file: firmFormVersions })
    .from(firmForms)
    .innerJoin(
      firmFormVersions,
      and(eq(firmFormVersions.formId, firmForms.id), eq(firmFormVersions.version, firmForms.currentVersion)),
    )
    .where(where)
    .orderBy(sql`lower(${firmForms.title})`, asc(firmForms.id));
  return rows.map((row) => ({ ...row.form, file: row.file }));
}

export async function findForm(db: DbOrTx, lawFirmId: number, id: number): Promise<FormWithFile | null> {
  const [row] = await db
    .select({ form: firmForms, file: firmFormVersions })
    .from(firmForms)
    .innerJoin(
      firmFormVersions,
      and(eq(firmFormVersions.formId, firmForms.id), eq(firmFormVersions.version, firmForms.currentVersion)),
    )
    .where(and(liveForm(lawFirmId), eq(firmForms.id, id)))
    .limit(1);
  return row ? { ...row.form, file: row.file } : null;
}

export async function findVersion(db: DbOrTx, lawFirmId: number, formId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(firmFormVersions)
    .where(
      and(
        eq(firmFormVersions.lawFirmId, lawFirmId),
        eq(firmFormVersions.formId, formId),
        eq(firmFormVersions.id, versionId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface NewFile {
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

export async function insertForm(
  db: DbOrTx,
  values: { lawFirmId: number; directoryId: number | null; title: string; userId: number },
  file: NewFile,
): Promise<FormWithFile> {
  const [form] = await db
    .insert(firmForms)
    .values({
      lawFirmId: values.lawFirmId,
      directoryId: values.directoryId,
      title: values.title,
      createdByUserId: values.userId,
    })
    .returning();
  const [version] = await db
    .insert(firmFormVersions)
    .values({ lawFirmId: values.lawFirmId, formId: form!.id, version: 1, createdByUserId: values.userId, ...file })
    .returning();
  return { ...form!, file: version! };
}

export async function softDeleteForm(db: DbOrTx, lawFirmId: number, id: number, userId: number) {
  const rows = await db
    .update(firmForms)
    .set({ deletedAt: new Date(), deletedByUserId: userId })
    .where(and(liveForm(lawFirmId), eq(firmForms.id, id)))
    .returning({ id: firmForms.id });
  return rows.length > 0;
}

/**
 * Makes `file` the form's next version, provided the form is live and still at `expectedVersion`
 * (null otherwise: deleted meanwhile, or another change got there first).
 */
export async function addVersion(
  db: DbOrTx,
  values: { lawFirmId: number; formId: number; expectedVersion: number; userId: number },
  file: NewFile,
): Promise<VersionRow | null> {
  const [form] = await db
    .update(firmForms)
    .set({ currentVersion: values.expectedVersion + 1, updatedAt: new Date() })
    .where(
      and(
        liveForm(values.lawFirmId),
        eq(firmForms.id, values.formId),
        eq(firmForms.currentVersion, values.expectedVersion),
      ),
    )
    .returning({ version: firmForms.currentVersion });
  if (!form) return null;
  const [version] = await db
    .insert(firmFormVersions)
    .values({
      lawFirmId: values.lawFirmId,
      formId: values.formId,
      version: form.version,
      createdByUserId: values.userId,
      ...file,
    })
    .returning();
  return version!;
}

/** A live form's field corrections and version, locked until the transaction ends (saves one at a time). */
export async function lockFieldCorrections(db: DbOrTx, lawFirmId: number, formId: number) {
  const [row] = await db
    .select({ currentVersion: firmForms.currentVersion, fieldCorrections: firmForms.fieldCorrections })
    .from(firmForms)
    .where(and(liveForm(lawFirmId), eq(firmForms.id, formId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setFieldCorrections(db: DbOrTx, formId: number, corrections: FieldCorrections) {
  await db
    .update(firmForms)
    .set({ fieldCorrections: corrections, updatedAt: new Date() })
    .where(eq(firmForms.id, formId));
}
