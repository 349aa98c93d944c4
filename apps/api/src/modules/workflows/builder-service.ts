/**
 * The builder's writes on templates and steps (§7 "Workflows"): create, rename and delete a workflow;
 * create, change and delete steps and their alternatives. Each runs in one transaction on the locked
 * template and answers its new version.
 */
import {
  alternativeStepTitle,
  type createWorkflowStepBody,
  FIRST_STEP_ORDER,
  type updateWorkflowStepBody,
  WORKFLOW_LIMITS,
  type WorkflowStep,
  type WorkflowSubStep,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import * as builder from './builder-repository.js';
import { lockOwnTemplate, lockStep } from './guards.js';
import * as repo from './repository.js';
import { readSteps } from './service.js';

export async function createTemplate(db: Db, auth: AuthContext, lawFirmId: number, title: string) {
  assertOwnFirm(auth, lawFirmId);
  return db.transaction(async (tx) => {
    const id = await repo.insertTemplate(tx, { lawFirmId, title, createdByUserId: auth.user.id });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'workflow_template.created',
      entityType: 'workflow_template',
      entityId: id,
      details: { title },
    });
    return { template: { id, title } };
  });
}

export async function renameTemplate(
  db: Db,
  auth: AuthContext,
  id: number,
  body: { title: string; version?: number | undefined },
) {
  return db.transaction(async (tx) => {
    await lockOwnTemplate(tx, auth, id, body.version);
    await builder.renameTemplate(tx, id, body.title);
    return { template: { id, title: body.title }, version: await builder.bumpVersion(tx, id) };
  });
}

/** The firm's own workflow only; cases already built from it keep what they copied. */
export async function deleteTemplate(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const template = await lockOwnTemplate(tx, auth, id, undefined);
    await builder.deleteTemplate(tx, id);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'workflow_template.deleted',
      entityType: 'workflow_template',
      entityId: id,
      details: { title: template.title },
    });
  });
}

/** Every id readable by the firm (its own or public tasks), each once in the order first given. */
export async function checkedTaskIds(tx: DbOrTx, lawFirmId: number, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const found = await builder.readableTasks(tx, lawFirmId, wanted);
  if (found.length !== wanted.length) throw notFound('Task');
  return wanted;
}

async function linkAll(tx: DbOrTx, stepId: number, taskIds: readonly number[]): Promise<void> {
  for (const [index, taskId] of taskIds.entries()) await repo.linkTask(tx, stepId, taskId, index + 1);
}

type CreateStepBody = z.output<typeof createWorkflowStepBody>;

/** POST /workflow/create-workflow-step/{lawFirmId}: a step with its alternatives, at step_oder or last. */
export async function createStep(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  body: CreateStepBody,
): Promise<{ new_step: WorkflowStep; version: number }> {
  assertOwnFirm(auth, lawFirmId);
  return db.transaction(async (tx) => {
    const template = await lockOwnTemplate(tx, auth, body.workflow_template_id, body.version);
    const mainTasks = await checkedTaskIds(tx, lawFirmId, body.tasks);
    const subTasks = [];
    for (const sub of body.sub_steps) subTasks.push(await checkedTaskIds(tx, lawFirmId, sub.tasks));
    const count = await builder.countMainSteps(tx, template.id);
    if (count >= WORKFLOW_LIMITS.steps) {
      throw ruleBroken('too_many_steps', `A workflow has at most ${WORKFLOW_LIMITS.steps} steps.`);
    }
    const last = count + FIRST_STEP_ORDER;
    const position = body.step_oder === undefined ? last : Math.min(body.step_oder, last);
    if (position < last) await builder.shiftMainSteps(tx, template.id, position);
    const base = { lawFirmId, templateId: template.id, priority: body.priority };
    const stepId = await repo.insertStep(tx, { ...base, parentStepId: null, title: body.title, position });
    await linkAll(tx, stepId, mainTasks);
    for (const [index, sub] of body.sub_steps.entries()) {
      const subId = await repo.insertStep(tx, {
        ...base,
        parentStepId: stepId,
        title: sub.title ?? alternativeStepTitle(index + 1),
        priority: sub.priority,
        position: index + 1,
      });
      await linkAll(tx, subId, subTasks[index]!);
    }
    const version = await builder.bumpVersion(tx, template.id);
    return { new_step: await stepView(tx, lawFirmId, template.id, stepId), version };
  });
}

/** A main step as the read calls answer it. */
async function stepView(tx: DbOrTx, lawFirmId: number, templateId: number, stepId: number): Promise<WorkflowStep> {
  const steps = await readSteps(tx, lawFirmId, { templateId });
  return steps.find((step) => step.id === stepId)!;
}

/** A step or sub-step as the read calls answer it. */
async function anyStepView(tx: DbOrTx, lawFirmId: number, step: builder.StepRecord) {
  if (step.parentStepId === null) return stepView(tx, lawFirmId, step.templateId, step.id);
  const parent = await stepView(tx, lawFirmId, step.templateId, step.parentStepId);
  return parent.sub_steps.find((sub) => sub.id === step.id)!;
}

type UpdateStepBody = z.output<typeof updateWorkflowStepBody>;

/** PUT /workflow/update-workflow-step/{stepId}: rename or re-prioritise a step or sub-step. */
export async function updateStep(db: Db, auth: AuthContext, stepId: number, body: UpdateStepBody) {
  return db.transaction(async (tx) => {
    const { step, template } = await lockStep(tx, auth, stepId, body.version);
    await builder.updateStep(tx, step.id, {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.priority === undefined ? {} : { priority: body.priority }),
    });
    const version = await builder.bumpVersion(tx, template.id);
    return { step: await anyStepView(tx, auth.firm.id, step), version };
  });
}

/** DELETE /workflow/delete-workflow-step/{stepId}: a main step goes with its sub-steps; the rest close up. */
export async function deleteStep(db: Db, auth: AuthContext, stepId: number, version: number | undefined) {
  return db.transaction(async (tx) => {
    const { step, template } = await lockStep(tx, auth, stepId, version);
    await builder.deleteStep(tx, step.id);
    const siblings = await builder.stepsUnder(tx, template.id, step.parentStepId);
    await builder.renumberSteps(
      tx,
      siblings.map((sibling) => sibling.id),
    );
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'workflow_step.deleted',
      entityType: 'workflow_step',
      entityId: step.id,
      details: { title: step.title, workflow_template_id: template.id, sub_step: step.parentStepId !== null },
    });
    return { version: await builder.bumpVersion(tx, template.id) };
  });
}

/** POST /workflow/add-sub-step/{stepId}: one more alternative, only under a main step. */
export async function addSubStep(
  db: Db,
  auth: AuthContext,
  stepId: number,
  body: { title?: string | undefined; priority: WorkflowStep['priority']; version?: number | undefined },
): Promise<{ sub_step: WorkflowSubStep; version: number }> {
  return db.transaction(async (tx) => {
    const { step, template } = await lockStep(tx, auth, stepId, body.version);
    if (step.parentStepId !== null) {
      throw ruleBroken(
        'not_a_main_step',
        'An alternative can only be added to a main step, not to another alternative.',
      );
    }
    const subs = await builder.stepsUnder(tx, template.id, step.id);
    if (subs.length >= WORKFLOW_LIMITS.subSteps) {
      throw ruleBroken('too_many_sub_steps', `A step has at most ${WORKFLOW_LIMITS.subSteps} alternatives.`);
    }
    const n = subs.length + 1;
    const subId = await repo.insertStep(tx, {
      lawFirmId: auth.firm.id,
      templateId: template.id,
      parentStepId: step.id,
      title: body.title ?? alternativeStepTitle(n),
      priority: body.priority,
      position: n,
    });
    const version = await builder.bumpVersion(tx, template.id);
    const parent = await stepView(tx, auth.firm.id, template.id, step.id);
    return { sub_step: parent.sub_steps.find((sub) => sub.id === subId)!, version };
  });
}
