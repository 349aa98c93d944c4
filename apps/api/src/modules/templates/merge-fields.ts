/**
 * Merge fields (§3, §5): the built-in ones every firm has, then the firm's own. A firm's field names a
 * field the renderer can fill (fields.ts); its name `#{target}_{field}` is unique among the built-in
 * names and the firm's. Reading is open to every member (the editor's insert menu needs it); writing
 * needs update on settings, where the templates page lives.
 */
import { type MergeField, type mergeFieldBody, mergeFieldPlaceholder, TEMPLATE_MESSAGES } from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import { BUILT_IN_MERGE_FIELDS, BUILT_IN_NAMES, isColumnOf, readableLabel } from './fields.js';
import * as repo from './repository.js';

type Body = z.output<typeof mergeFieldBody>;

export function toMergeField(row: repo.MergeFieldRow): MergeField {
  return {
    id: row.id,
    name: row.name,
    target: row.target,
    field: row.field,
    merge_field_name: row.label,
    system: false,
  };
}

export async function listMergeFields(db: Db, auth: AuthContext, lawFirmId: number) {
  assertOwnFirm(auth, lawFirmId);
  const own = await repo.listMergeFields(db, lawFirmId);
  return { merge_fields: [...BUILT_IN_MERGE_FIELDS, ...own.map(toMergeField)] };
}

const duplicate = () => new AppError(409, 'duplicate_merge_field', TEMPLATE_MESSAGES.duplicateMergeField);

/** The database's unique index on (firm, name) answers a race the service's check cannot see. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/** The row a body makes; 422 when the target has no such field, 409 when the name is taken. */
async function valuesOf(db: Db, lawFirmId: number, body: Body, ownId: number | null): Promise<repo.MergeFieldValues> {
  if (!isColumnOf(body.target, body.field)) {
    throw new AppError(422, 'unknown_merge_field', TEMPLATE_MESSAGES.unknownMergeField, {
      fields: { field: TEMPLATE_MESSAGES.unknownMergeField },
    });
  }
  const name = mergeFieldPlaceholder(body.target, body.field);
  const taken = await repo.findMergeFieldByName(db, lawFirmId, name);
  if (BUILT_IN_NAMES.has(name) || (taken && taken.id !== ownId)) throw duplicate();
  return {
    target: body.target,
    field: body.field,
    name,
    label: body.merge_field_name || readableLabel(body.target, body.field),
  };
}

function assertWriter(auth: AuthContext, lawFirmId: number) {
  assertOwnFirm(auth, lawFirmId);
  assertCan(auth, 'update', 'settings');
}

/** Built-in fields live in code: they answer 403, so the settings page can say they cannot change. */
function assertNotBuiltIn(id: number) {
  if (id <= 0) throw forbidden('Built-in merge fields cannot be changed or deleted');
}

export async function createMergeField(db: Db, auth: AuthContext, lawFirmId: number, body: Body) {
  assertWriter(auth, lawFirmId);
  const values = await valuesOf(db, lawFirmId, body, null);
  try {
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertMergeField(tx, lawFirmId, values);
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'merge_field.created',
        entityType: 'merge_field',
        entityId: created.id,
        details: { name: created.name },
      });
      return created;
    });
    return { merge_field: toMergeField(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateMergeField(db: Db, auth: AuthContext, lawFirmId: number, id: number, body: Body) {
  assertWriter(auth, lawFirmId);
  assertNotBuiltIn(id);
  if (!(await repo.findMergeField(db, lawFirmId, id))) throw notFound('Merge field');
  const values = await valuesOf(db, lawFirmId, body, id);
  try {
    const row = await db.transaction(async (tx) => {
      const updated = await repo.updateMergeField(tx, lawFirmId, id, values);
      if (!updated) throw notFound('Merge field');
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'merge_field.updated',
        entityType: 'merge_field',
        entityId: id,
        details: { name: updated.name },
      });
      return updated;
    });
    return { merge_field: toMergeField(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function deleteMergeField(db: Db, auth: AuthContext, lawFirmId: number, id: number) {
  assertWriter(auth, lawFirmId);
  assertNotBuiltIn(id);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteMergeField(tx, lawFirmId, id))) throw notFound('Merge field');
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'merge_field.deleted',
      entityType: 'merge_field',
      entityId: id,
    });
  });
}
