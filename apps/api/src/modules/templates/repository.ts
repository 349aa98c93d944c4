/** Queries of templates and merge fields, and the rows a template is filled from; always within one firm. */
import type { MergeFieldTarget, TemplateKind } from '@counsel/domain';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/patterns.js';
import { type clients, invoices, lawFirms, mergeFields, templates, users } from '../../db/schema/index.js';

export type TemplateRow = typeof templates.$inferSelect & { createdByName: string | null };
export type MergeFieldRow = typeof mergeFields.$inferSelect;

const templateColumns = { template: templates, createdByName: users.fullName };

function withCreator(rows: Array<{ template: typeof templates.$inferSelect; createdByName: string | null }>) {
  return rows.map((row) => ({ ...row.template, createdByName: row.createdByName }));
}

export interface TemplatePage {
  limit: number;
  offset: number;
}

export async function listTemplates(
  db: DbOrTx,
  lawFirmId: number,
  filter: { kind: TemplateKind; search?: string | undefined },
  page: TemplatePage,
) {
  const where = and(
    eq(templates.lawFirmId, lawFirmId),
    eq(templates.kind, filter.kind),
    filter.search ? ilike(templates.title, containsPattern(filter.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(templateColumns)
      .from(templates)
      .leftJoin(users, eq(users.id, templates.createdByUserId))
      .where(where)
      .orderBy(desc(templates.updatedAt), desc(templates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(templates).where(where),
  ]);
  return { rows: withCreator(rows), total: total?.value ?? 0 };
}

export async function findTemplate(db: DbOrTx, lawFirmId: number, id: number): Promise<TemplateRow | null> {
  const rows = await db
    .select(templateColumns)
    .from(templates)
    .leftJoin(users, eq(users.id, templates.createdByUserId))
    .where(and(eq(templates.lawFirmId, lawFirmId), eq(templates.id, id)))
    .limit(1);
  return withCreator(rows)[0] ?? null;
}

export interface TemplateValues {
  kind: TemplateKind;
  title: string;
  subject: string | null;
  bodyHtml: string;
  language: 'en' | 'ar';
}

export async function insertTemplate(db: DbOrTx, lawFirmId: number, userId: number, values: TemplateValues) {
  const [row] = await db
    .insert(templates)
    .values({ ...values, lawFirmId, createdByUserId: userId })
    .returning({ id: templates.id });
  return row!.id;
}

export async function updateTemplate(db: DbOrTx, lawFirmId: number, id: number, values: TemplateValues) {
  const rows = await db
    .update(templates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(templates.lawFirmId, lawFirmId), eq(templates.id, id)))
    .returning({ id: templates.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: DbOrTx, lawFirmId: number, id: number) {
  const rows = await db
    .delete(templates)
    .where(and(eq(templates.lawFirmId, lawFirmId), eq(templates.id, id)))
    .returning({ id: templates.id });
  return rows.length > 0;
}

/** The firm's templates of one kind as {id, title}, by title (the workflow task form's pickers). */
export function templateTitles(db: DbOrTx, lawFirmId: number, kind: TemplateKind) {
  return db
    .select({ id: templates.id, title: templates.title })
    .from(templates)
    .where(and(eq(templates.lawFirmId, lawFirmId), eq(templates.kind, kind)))
    .orderBy(asc(templates.title), asc(templates.id));
}

export function listMergeFields(db: DbOrTx, lawFirmId: number) {
  return db
    .select()
    .from(mergeFields)
    .where(eq(mergeFields.lawFirmId, lawFirmId))
    .orderBy(asc(mergeFields.target), asc(mergeFields.name), asc(mergeFields.id));
}

export async function findMergeField(db: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await db
    .select()
    .from(mergeFields)
    .where(and(eq(mergeFields.lawFirmId, lawFirmId), eq(mergeFields.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findMergeFieldByName(db: DbOrTx, lawFirmId: number, name: string) {
  const [row] = await db
    .select({ id: mergeFields.id })
    .from(mergeFields)
    .where(and(eq(mergeFields.lawFirmId, lawFirmId), eq(mergeFields.name, name)))
    .limit(1);
  return row ?? null;
}

export interface MergeFieldValues {
  target: MergeFieldTarget;
  field: string;
  name: string;
  label: string;
}

export async function insertMergeField(db: DbOrTx, lawFirmId: number, values: MergeFieldValues) {
  const [row] = await db
    .insert(mergeFields)
    .values({ ...values, lawFirmId })
    .returning();
  return row!;
}

export async function updateMergeField(db: DbOrTx, lawFirmId: number, id: number, values: MergeFieldValues) {
  const [row] = await db
    .update(mergeFields)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(mergeFields.lawFirmId, lawFirmId), eq(mergeFields.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteMergeField(db: DbOrTx, lawFirmId: number, id: number) {
  const rows = await db
    .delete(mergeFields)
    .where(and(eq(mergeFields.lawFirmId, lawFirmId), eq(mergeFields.id, id)))
    .returning({ id: mergeFields.id });
  return rows.length > 0;
}

/** What a template is filled from: the client (a "contact" in templates), an invoice, the sender and the firm. */
export interface RenderSources {
  contact: typeof clients.$inferSelect | null;
  invoice: typeof invoices.$inferSelect | null;
  user: typeof users.$inferSelect;
  firm: typeof lawFirms.$inferSelect;
}

async function firstWhere<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}

export function findInvoice(db: DbOrTx, lawFirmId: number, id: number) {
  return firstWhere(
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.lawFirmId, lawFirmId), eq(invoices.id, id)))
      .limit(1),
  );
}

export function findUser(db: DbOrTx, lawFirmId: number, id: number) {
  return firstWhere(
    db
      .select()
      .from(users)
      .where(and(eq(users.lawFirmId, lawFirmId), eq(users.id, id)))
      .limit(1),
  );
}

export function findFirm(db: DbOrTx, lawFirmId: number) {
  return firstWhere(db.select().from(lawFirms).where(eq(lawFirms.id, lawFirmId)).limit(1));
}
