/**
 * What a builder task may link, checked before it is written: the firm's participant types, the firm's
 * email and document templates (by kind), and the firm's forms; and the templates' titles for the views.
 */
import type { FillableFormType, TemplateKind } from '@counsel/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { firmForms, participantTypes, templates } from '../../db/schema/index.js';

export async function participantTypeExists(tx: DbOrTx, lawFirmId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: participantTypes.id })
    .from(participantTypes)
    .where(and(eq(participantTypes.id, id), eq(participantTypes.lawFirmId, lawFirmId)));
  return rows.length > 0;
}

/** The kind of one of the firm's templates, or null when the firm has no template with this id. */
export async function templateKindOf(tx: DbOrTx, lawFirmId: number, id: number): Promise<TemplateKind | null> {
  const [row] = await tx
    .select({ kind: templates.kind })
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.lawFirmId, lawFirmId)));
  return row?.kind ?? null;
}

/** The titles of these email or document templates, for the task views. */
export async function templateTitles(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: templates.id, title: templates.title })
    .from(templates)
    .where(inArray(templates.id, [...ids]));
}

/** Of these firm form ids, those the firm still has. */
export async function firmFormIds(tx: DbOrTx, lawFirmId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: firmForms.id })
    .from(firmForms)
    .where(and(inArray(firmForms.id, [...ids]), eq(firmForms.lawFirmId, lawFirmId), isNull(firmForms.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

export type TaskFormLink = { formType: FillableFormType; formId: number };
