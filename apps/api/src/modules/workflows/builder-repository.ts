/**
 * Builder queries: the template row locked for a change, steps and task links placed and renumbered,
 * and the firm's use of public workflows. Every function runs inside the caller's transaction.
 */
import { and, asc, count, eq, gte, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  firmPredefinedWorkflows,
  lawFirms,
  workflowSteps,
  workflowStepTasks,
  workflowTaskForms,
  workflowTaskInstructions,
  workflowTasks,
  workflowTemplates,
} from '../../db/schema/index.js';
import { taskColumns } from './repository.js';

const readableBy = (lawFirmId: number) =>
  or(eq(workflowTemplates.lawFirmId, lawFirmId), isNull(workflowTemplates.lawFirmId));

/** A template the firm may read (its own or a public one), locked until the transaction ends. */
export async function lockTemplate(tx: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await tx
    .select({
      id: workflowTemplates.id,
      title: workflowTemplates.title,
      description: workflowTemplates.description,
      lawFirmId: workflowTemplates.lawFirmId,
      version: workflowTemplates.version,
    })
    .from(workflowTemplates)
    .where(and(eq(workflowTemplates.id, id), readableBy(lawFirmId)))
    .for('update');
  return row ?? null;
}

export type LockedTemplate = NonNullable<Awaited<ReturnType<typeof lockTemplate>>>;

/** Raises the template's version and change time; answers the new version. */
export async function bumpVersion(tx: DbOrTx, id: number): Promise<number> {
  const [row] = await tx
    .update(workflowTemplates)
    .set({ version: sql`${workflowTemplates.version} + 1`, updatedAt: new Date() })
    .where(eq(workflowTemplates.id, id))
    .returning({ version: workflowTemplates.version });
  return row!.version;
}

export async function renameTemplate(tx: DbOrTx, id: number, title: string): Promise<void> {
  await tx.update(workflowTemplates).set({ title }).where(eq(workflowTemplates.id, id));
}

export async function deleteTemplate(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(workflowTemplates).where(eq(workflowTemplates.id, id));
}

// ---------------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------------

const stepFields = {
  id: workflowSteps.id,
  lawFirmId: workflowSteps.lawFirmId,
  templateId: workflowSteps.templateId,
  parentStepId: workflowSteps.parentStepId,
  title: workflowSteps.title,
  priority: workflowSteps.priority,
  position: workflowSteps.position,
};

/** A step (or sub-step) the firm may read: its own or a public one. */
export async function findReadableStep(tx: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await tx
    .select(stepFields)
    .from(workflowSteps)
    .where(and(eq(workflowSteps.id, id), or(eq(workflowSteps.lawFirmId, lawFirmId), isNull(workflowSteps.lawFirmId))));
  return row ?? null;
}

export type StepRecord = NonNullable<Awaited<ReturnType<typeof findReadableStep>>>;

/** The main steps of a template in order, or (parentId given) the sub-steps of one step. */
export async function stepsUnder(tx: DbOrTx, templateId: number, parentId: number | null) {
  return tx
    .select(stepFields)
    .from(workflowSteps)
    .where(
      and(
        eq(workflowSteps.templateId, templateId),
        parentId === null ? isNull(workflowSteps.parentStepId) : eq(workflowSteps.parentStepId, parentId),
      ),
    )
    .orderBy(asc(workflowSteps.position), asc(workflowSteps.id));
}

/** Every step and sub-step of a template. */
export async function allSteps(tx: DbOrTx, templateId: number) {
  return tx.select(stepFields).from(workflowSteps).where(eq(workflowSteps.templateId, templateId));
}

/** Makes room at `position` among a template's main steps. */
export async function shiftMainSteps(tx: DbOrTx, templateId: number, position: number): Promise<void> {
  await tx
    .update(workflowSteps)
    .set({ position: sql`${workflowSteps.position} + 1` })
    .where(
      and(
        eq(workflowSteps.templateId, templateId),
        isNull(workflowSteps.parentStepId),
        gte(workflowSteps.position, position),
      ),
    );
}

export async function updateStep(
  tx: DbOrTx,
  id: number,
  values: Partial<Pick<typeof workflowSteps.$inferInsert, 'title' | 'priority' | 'position'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx.update(workflowSteps).set(values).where(eq(workflowSteps.id, id));
}

/** Deletes a step; its sub-steps and task links go with it (cascade). */
export async function deleteStep(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(workflowSteps).where(eq(workflowSteps.id, id));
}

/** Numbers the given steps 1..n in the order given. */
export async function renumberSteps(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) await updateStep(tx, id, { position: index + 1 });
}

// ---------------------------------------------------------------------------------------------------
// Task links
// ---------------------------------------------------------------------------------------------------

/** The task ids of each of these steps, in order. */
export async function linksOf(tx: DbOrTx, stepIds: readonly number[]) {
  if (stepIds.length === 0) return [];
  return tx
    .select({ stepId: workflowStepTasks.stepId, taskId: workflowStepTasks.taskId })
    .from(workflowStepTasks)
    .where(inArray(workflowStepTasks.stepId, [...stepIds]))
    .orderBy(asc(workflowStepTasks.stepId), asc(workflowStepTasks.position), asc(workflowStepTasks.taskId));
}

export async function lastTaskPosition(tx: DbOrTx, stepId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(workflowStepTasks.position) })
    .from(workflowStepTasks)
    .where(eq(workflowStepTasks.stepId, stepId));
  return row?.last ?? 0;
}

export async function unlinkTask(tx: DbOrTx, stepId: number, taskId: number): Promise<boolean> {
  const rows = await tx
    .delete(workflowStepTasks)
    .where(and(eq(workflowStepTasks.stepId, stepId), eq(workflowStepTasks.taskId, taskId)))
    .returning({ taskId: workflowStepTasks.taskId });
  return rows.length > 0;
}

/** Sets a step's tasks to exactly these positions 1..n (the ids must all be linked to it). */
export async function setTaskOrder(tx: DbOrTx, stepId: number, taskIds: readonly number[]): Promise<void> {
  for (const [index, taskId] of taskIds.entries()) {
    await tx
      .update(workflowStepTasks)
      .set({ position: index + 1 })
      .where(and(eq(workflowStepTasks.stepId, stepId), eq(workflowStepTasks.taskId, taskId)));
  }
}

// ---------------------------------------------------------------------------------------------------
// Tasks and what they link
// ---------------------------------------------------------------------------------------------------

/** Of these task ids, those the firm may read (its own and public ones) with their owner. */
export async function readableTasks(tx: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: workflowTasks.id, lawFirmId: workflowTasks.lawFirmId })
    .from(workflowTasks)
    .where(
      and(
        inArray(workflowTasks.id, [...ids]),
        or(eq(workflowTasks.lawFirmId, lawFirmId), isNull(workflowTasks.lawFirmId)),
      ),
    );
}

/** A task the firm may read (its own or a public one), with the columns the views need. */
export async function findReadableTask(tx: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await tx
    .select(taskColumns)
    .from(workflowTasks)
    .where(and(eq(workflowTasks.id, id), or(eq(workflowTasks.lawFirmId, lawFirmId), isNull(workflowTasks.lawFirmId))));
  return row ?? null;
}

export async function updateTask(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof workflowTasks.$inferInsert>,
): Promise<void> {
  await tx
    .update(workflowTasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workflowTasks.id, id));
}

export async function clearTaskDetails(tx: DbOrTx, taskId: number): Promise<void> {
  await tx.delete(workflowTaskInstructions).where(eq(workflowTaskInstructions.taskId, taskId));
  await tx.delete(workflowTaskForms).where(eq(workflowTaskForms.taskId, taskId));
}

// ---------------------------------------------------------------------------------------------------
// Public workflows a firm has used
// ---------------------------------------------------------------------------------------------------

/** Locks the firm's row so two copies at once cannot both take the last predefined workflow. */
export async function lockFirm(tx: DbOrTx, lawFirmId: number): Promise<void> {
  await tx.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.id, lawFirmId)).for('update');
}

export async function usedPublicWorkflows(db: DbOrTx, lawFirmId: number): Promise<number[]> {
  const rows = await db
    .select({ templateId: firmPredefinedWorkflows.templateId })
    .from(firmPredefinedWorkflows)
    .where(eq(firmPredefinedWorkflows.lawFirmId, lawFirmId))
    .orderBy(asc(firmPredefinedWorkflows.createdAt), asc(firmPredefinedWorkflows.templateId));
  return rows.map((row) => row.templateId);
}

export async function recordPublicWorkflowUse(tx: DbOrTx, lawFirmId: number, templateId: number): Promise<void> {
  await tx.insert(firmPredefinedWorkflows).values({ lawFirmId, templateId }).onConflictDoNothing();
}

export async function countMainSteps(tx: DbOrTx, templateId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.templateId, templateId), isNull(workflowSteps.parentStepId)));
  return row?.n ?? 0;
}
