/**
 * Workflow queries. Reads filter by the caller's firm or by law_firm_id null (the public library, which
 * every firm reads). A template's steps, their tasks, the tasks' instructions and forms are each read in
 * one query, so reading a workflow costs the same number of queries at any size.
 */
import type { FillableFormType, WorkflowPriority } from '@counsel/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  firmForms,
  workflowSteps,
  workflowStepTasks,
  workflowTaskForms,
  workflowTaskInstructions,
  workflowTasks,
  workflowTemplates,
} from '../../db/schema/index.js';

/** The firm's rows, or the public ones when lawFirmId is null. */
const ownedBy = (column: AnyPgColumn, lawFirmId: number | null) =>
  lawFirmId === null ? isNull(column) : eq(column, lawFirmId);

/** The firm's own rows and the public ones. */
const readableBy = (column: AnyPgColumn, lawFirmId: number) => or(eq(column, lawFirmId), isNull(column));

// ---------------------------------------------------------------------------------------------------
// Writes (the public library and drafts)
// ---------------------------------------------------------------------------------------------------

export async function publicKeysPresent(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: workflowTemplates.publicKey })
    .from(workflowTemplates)
    .where(and(isNull(workflowTemplates.lawFirmId), inArray(workflowTemplates.publicKey, keys)));
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
}

export async function insertTemplate(db: DbOrTx, values: typeof workflowTemplates.$inferInsert): Promise<number> {
  const [row] = await db.insert(workflowTemplates).values(values).returning({ id: workflowTemplates.id });
  return row!.id;
}

export async function insertStep(db: DbOrTx, values: typeof workflowSteps.$inferInsert): Promise<number> {
  const [row] = await db.insert(workflowSteps).values(values).returning({ id: workflowSteps.id });
  return row!.id;
}

export async function insertTask(db: DbOrTx, values: typeof workflowTasks.$inferInsert): Promise<number> {
  const [row] = await db.insert(workflowTasks).values(values).returning({ id: workflowTasks.id });
  return row!.id;
}

export async function insertInstructions(
  db: DbOrTx,
  taskId: number,
  instructions: readonly { title: string; description: string }[],
): Promise<void> {
  if (instructions.length === 0) return;
  await db
    .insert(workflowTaskInstructions)
    .values(instructions.map((instruction, index) => ({ taskId, position: index + 1, ...instruction })));
}

export async function insertTaskForms(
  db: DbOrTx,
  taskId: number,
  forms: readonly { formType: FillableFormType; formId: number }[],
): Promise<void> {
  if (forms.length === 0) return;
  await db
    .insert(workflowTaskForms)
    .values(forms.map((form) => ({ taskId, ...form })))
    .onConflictDoNothing();
}

export async function linkTask(db: DbOrTx, stepId: number, taskId: number, position: number): Promise<void> {
  await db.insert(workflowStepTasks).values({ stepId, taskId, position });
}

// ---------------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------------

/**
 * The counts of a template's card. Names are spelled out: drizzle leaves columns unqualified in a
 * one-table select, and inside these subqueries a bare "id" would be the step's.
 */
const templateId = sql`${sql.identifier('workflow_templates')}.${sql.identifier('id')}`;
const mainStepCount = sql<number>`(
  select count(*) from workflow_steps s where s.template_id = ${templateId} and s.parent_step_id is null
)`.mapWith(Number);
/** Every task link of the template's steps and sub-steps. */
const taskCount = sql<number>`(
  select count(*) from workflow_step_tasks st join workflow_steps s on s.id = st.step_id
  where s.template_id = ${templateId}
)`.mapWith(Number);

/** The firm's templates, newest change first, then (withPublic) the public ones by title. */
export async function templateSummaries(db: DbOrTx, lawFirmId: number, withPublic: boolean) {
  return db
    .select({
      id: workflowTemplates.id,
      title: workflowTemplates.title,
      description: workflowTemplates.description,
      lawFirmId: workflowTemplates.lawFirmId,
      updatedAt: workflowTemplates.updatedAt,
      stepCount: mainStepCount,
      taskCount,
    })
    .from(workflowTemplates)
    .where(withPublic ? readableBy(workflowTemplates.lawFirmId, lawFirmId) : eq(workflowTemplates.lawFirmId, lawFirmId))
    .orderBy(
      isNull(workflowTemplates.lawFirmId),
      desc(sql`case when ${isNotNull(workflowTemplates.lawFirmId)} then ${workflowTemplates.updatedAt} end`),
      asc(sql`lower(${workflowTemplates.title})`),
      asc(workflowTemplates.id),
    );
}

/** A template the firm may read: its own or a public one. */
export async function findReadableTemplate(db: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await db
    .select({
      id: workflowTemplates.id,
      title: workflowTemplates.title,
      description: workflowTemplates.description,
      lawFirmId: workflowTemplates.lawFirmId,
      version: workflowTemplates.version,
      createdAt: workflowTemplates.createdAt,
      updatedAt: workflowTemplates.updatedAt,
    })
    .from(workflowTemplates)
    .where(and(eq(workflowTemplates.id, id), readableBy(workflowTemplates.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------------

export interface StepRow {
  id: number;
  lawFirmId: number | null;
  templateId: number;
  templateTitle: string;
  parentStepId: number | null;
  title: string;
  priority: WorkflowPriority;
  position: number;
}

const stepColumns = {
  id: workflowSteps.id,
  lawFirmId: workflowSteps.lawFirmId,
  templateId: workflowSteps.templateId,
  templateTitle: workflowTemplates.title,
  parentStepId: workflowSteps.parentStepId,
  title: workflowSteps.title,
  priority: workflowSteps.priority,
  position: workflowSteps.position,
};

/** Which main steps to read: one template's, a firm's (across its templates) or the public ones. */
export type MainStepFilter = { templateId: number } | { lawFirmId: number } | { publicLimit: number | null };

export async function mainSteps(db: DbOrTx, filter: MainStepFilter): Promise<StepRow[]> {
  const conditions: SQL[] = [isNull(workflowSteps.parentStepId)];
  if ('templateId' in filter) conditions.push(eq(workflowSteps.templateId, filter.templateId));
  else conditions.push(ownedBy(workflowSteps.lawFirmId, 'lawFirmId' in filter ? filter.lawFirmId : null));
  const query = db
    .select(stepColumns)
    .from(workflowSteps)
    .innerJoin(workflowTemplates, eq(workflowTemplates.id, workflowSteps.templateId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${workflowTemplates.title})`), asc(workflowSteps.templateId), asc(workflowSteps.position))
    .$dynamic();
  const limit = 'publicLimit' in filter ? filter.publicLimit : null;
  return limit === null ? query : query.limit(limit);
}

/** The sub-steps (alternative paths) of these main steps, each parent's in order. */
export async function subSteps(db: DbOrTx, parentIds: number[]): Promise<StepRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select(stepColumns)
    .from(workflowSteps)
    .innerJoin(workflowTemplates, eq(workflowTemplates.id, workflowSteps.templateId))
    .where(inArray(workflowSteps.parentStepId, parentIds))
    .orderBy(asc(workflowSteps.parentStepId), asc(workflowSteps.position), asc(workflowSteps.id));
}

// ---------------------------------------------------------------------------------------------------
// Tasks
// ---------------------------------------------------------------------------------------------------

export const taskColumns = {
  id: workflowTasks.id,
  lawFirmId: workflowTasks.lawFirmId,
  title: workflowTasks.title,
  priority: workflowTasks.priority,
  duration: workflowTasks.duration,
  participantTypeId: workflowTasks.participantTypeId,
  participantTypeName: workflowTasks.participantTypeName,
  emailTemplateId: workflowTasks.emailTemplateId,
  documentTemplateId: workflowTasks.documentTemplateId,
  homeStepId: workflowTasks.homeStepId,
  homeParentStepId: workflowTasks.homeParentStepId,
};

/** The tasks of these steps with their place in each, readable by the firm. */
export async function tasksOfSteps(db: DbOrTx, lawFirmId: number, stepIds: number[]) {
  if (stepIds.length === 0) return [];
  return db
    .select({ ...taskColumns, stepId: workflowStepTasks.stepId })
    .from(workflowStepTasks)
    .innerJoin(workflowTasks, eq(workflowTasks.id, workflowStepTasks.taskId))
    .where(and(inArray(workflowStepTasks.stepId, stepIds), readableBy(workflowTasks.lawFirmId, lawFirmId)))
    .orderBy(asc(workflowStepTasks.stepId), asc(workflowStepTasks.position), asc(workflowTasks.id));
}

/** Every task of the firm (or, lawFirmId null, of the public library), by title. */
export async function tasksOwnedBy(db: DbOrTx, lawFirmId: number | null) {
  return db
    .select(taskColumns)
    .from(workflowTasks)
    .where(ownedBy(workflowTasks.lawFirmId, lawFirmId))
    .orderBy(asc(sql`lower(${workflowTasks.title})`), asc(workflowTasks.id));
}

export type TaskRow = Awaited<ReturnType<typeof tasksOwnedBy>>[number];

export async function instructionsOf(db: DbOrTx, taskIds: number[]) {
  if (taskIds.length === 0) return [];
  return db
    .select({
      taskId: workflowTaskInstructions.taskId,
      id: workflowTaskInstructions.id,
      title: workflowTaskInstructions.title,
      description: workflowTaskInstructions.description,
    })
    .from(workflowTaskInstructions)
    .where(inArray(workflowTaskInstructions.taskId, taskIds))
    .orderBy(asc(workflowTaskInstructions.taskId), asc(workflowTaskInstructions.position));
}

/** The forms attached to these tasks, with the title of the firm's own forms (public ones are in the catalogue). */
export async function formsOf(db: DbOrTx, lawFirmId: number, taskIds: number[]) {
  if (taskIds.length === 0) return [];
  return db
    .select({
      taskId: workflowTaskForms.taskId,
      formType: workflowTaskForms.formType,
      formId: workflowTaskForms.formId,
      firmFormTitle: firmForms.title,
    })
    .from(workflowTaskForms)
    .leftJoin(
      firmForms,
      and(
        eq(workflowTaskForms.formType, 'law_firm'),
        eq(firmForms.id, workflowTaskForms.formId),
        eq(firmForms.lawFirmId, lawFirmId),
        isNull(firmForms.deletedAt),
      ),
    )
    .where(inArray(workflowTaskForms.taskId, taskIds))
    .orderBy(asc(workflowTaskForms.taskId), asc(workflowTaskForms.formType), asc(workflowTaskForms.formId));
}
