/**
 * Templates (documents-forms-workflows §2 /settings/templates): one kind's list, read, write, delete.
 * Bodies are sanitised before they are stored; email and reminder templates need a subject, document
 * templates store none; a template's kind never changes.
 */
import {
  KINDS_WITH_SUBJECT,
  TEMPLATE_LIMITS,
  TEMPLATE_MESSAGES,
  type Template,
  type TemplateKind,
  type templateBody,
  type templateListQuery,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound, ruleBroken } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { assertTemplateAccess } from './access.js';
import * as repo from './repository.js';
import { sanitizeTemplateHtml } from './sanitize.js';

type Body = z.output<typeof templateBody>;
type ListQuery = z.output<typeof templateListQuery>;

export function toTemplate(row: repo.TemplateRow): Template {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    subject: row.subject,
    body_html: row.bodyHtml,
    language: row.language,
    law_firm_id: row.lawFirmId,
    created_by: row.createdByUserId === null ? null : { id: row.createdByUserId, full_name: row.createdByName ?? '' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(db: Db, auth: AuthContext, lawFirmId: number, query: ListQuery) {
  assertOwnFirm(auth, lawFirmId);
  assertTemplateAccess(auth, query.kind, 'read');
  const pageSize = TEMPLATE_LIMITS.listPageSize;
  const { rows, total } = await repo.listTemplates(
    db,
    lawFirmId,
    { kind: query.kind, search: query.search || undefined },
    { limit: pageSize, offset: (query.page - 1) * pageSize },
  );
  return {
    items: rows.map((row) => {
      const { body_html: _body, ...summary } = toTemplate(row);
      return summary;
    }),
    page: query.page,
    page_size: pageSize,
    total,
  };
}

/** A template of the caller's firm that the caller may `read` (404 for another firm's, 403 without the right). */
export async function readableTemplate(db: Db, auth: AuthContext, lawFirmId: number, id: number) {
  assertOwnFirm(auth, lawFirmId);
  const row = found(await repo.findTemplate(db, lawFirmId, id), 'Template');
  assertTemplateAccess(auth, row.kind, 'read');
  return row;
}

export async function getTemplate(db: Db, auth: AuthContext, lawFirmId: number, id: number) {
  return { template: toTemplate(await readableTemplate(db, auth, lawFirmId, id)) };
}

/** The stored values of a body: subject required for mail kinds and null for documents, HTML sanitised. */
function valuesOf(body: Body): repo.TemplateValues {
  const hasSubject = KINDS_WITH_SUBJECT.includes(body.kind);
  const subject = hasSubject ? (body.subject ?? '').trim() : null;
  if (hasSubject && !subject) {
    throw new AppError(422, 'subject_required', TEMPLATE_MESSAGES.subjectRequired, {
      fields: { subject: TEMPLATE_MESSAGES.subjectRequired },
    });
  }
  return {
    kind: body.kind,
    title: body.title,
    subject,
    bodyHtml: sanitizeTemplateHtml(body.body_html),
    language: body.language,
  };
}

async function answer(db: Db, lawFirmId: number, id: number) {
  return { template: toTemplate(found(await repo.findTemplate(db, lawFirmId, id), 'Template')) };
}

export async function createTemplate(db: Db, auth: AuthContext, lawFirmId: number, body: Body) {
  assertOwnFirm(auth, lawFirmId);
  assertTemplateAccess(auth, body.kind, 'create');
  const values = valuesOf(body);
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertTemplate(tx, lawFirmId, auth.user.id, values);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'template.created',
      entityType: 'template',
      entityId: created,
      details: { kind: values.kind, title: values.title },
    });
    return created;
  });
  return answer(db, lawFirmId, id);
}

export async function updateTemplate(db: Db, auth: AuthContext, lawFirmId: number, id: number, body: Body) {
  assertOwnFirm(auth, lawFirmId);
  const existing = found(await repo.findTemplate(db, lawFirmId, id), 'Template');
  assertTemplateAccess(auth, existing.kind, 'update');
  if (body.kind !== existing.kind) {
    throw ruleBroken('template_kind_locked', 'A template’s kind cannot be changed', {
      kind: existing.kind,
    });
  }
  const values = valuesOf(body);
  await db.transaction(async (tx) => {
    if (!(await repo.updateTemplate(tx, lawFirmId, id, values))) throw notFound('Template');
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'template.updated',
      entityType: 'template',
      entityId: id,
      details: { kind: values.kind, title: values.title },
    });
  });
  return answer(db, lawFirmId, id);
}

export async function deleteTemplate(db: Db, auth: AuthContext, lawFirmId: number, id: number) {
  assertOwnFirm(auth, lawFirmId);
  const existing = found(await repo.findTemplate(db, lawFirmId, id), 'Template');
  assertTemplateAccess(auth, existing.kind, 'delete');
  await db.transaction(async (tx) => {
    // Workflow tasks that used it lose the link (ON DELETE SET NULL), not the task.
    if (!(await repo.deleteTemplate(tx, lawFirmId, id))) throw notFound('Template');
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'template.deleted',
      entityType: 'template',
      entityId: id,
      details: { kind: existing.kind, title: existing.title },
    });
  });
}

/**
 * The workflow task form's pickers: {id, title} of one kind, by title. Gated like the rest of the
 * workflow builder (read on workflows): titles are what a task links to, not the templates' content.
 */
export async function templateTitles(db: Db, auth: AuthContext, lawFirmId: number, kind: TemplateKind) {
  assertOwnFirm(auth, lawFirmId);
  return repo.templateTitles(db, lawFirmId, kind);
}
