/**
 * Copies into a firm's workflow: a whole workflow (POST copy-workflow-template) or library steps (POST
 * add-steps-to-workflow-template). A copied step keeps its sub-steps and links the same tasks in the
 * same order; taking anything from a public workflow counts that workflow against the plan.
 */
import {
  type addStepsToTemplateBody,
  type copyWorkflowTemplateBody,
  FIRST_STEP_ORDER,
  meaningful,
  sameStepTitle,
  type WorkflowPriority,
  type WorkflowStep,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { ruleBroken } from '../../platform/errors.js';
import * as builder from './builder-repository.js';
import { lockOwnTemplate, stepNotFound, templateNotFound, usePublicWorkflow } from './guards.js';
import * as repo from './repository.js';
import { readSteps } from './service.js';

interface CopyTarget {
  lawFirmId: number;
  templateId: number;
}

/** Copies one main step (its sub-steps and task links) to `position` of the target template. */
async function copyStep(
  tx: DbOrTx,
  source: builder.StepRecord,
  target: CopyTarget,
  position: number,
  overrides: { title: string; priority: WorkflowPriority },
): Promise<number> {
  const stepId = await repo.insertStep(tx, {
    lawFirmId: target.lawFirmId,
    templateId: target.templateId,
    parentStepId: null,
    title: overrides.title,
    priority: overrides.priority,
    position,
  });
  const subs = await builder.stepsUnder(tx, source.templateId, source.id);
  const copies = new Map<number, number>([[source.id, stepId]]);
  for (const [index, sub] of subs.entries()) {
    const subId = await repo.insertStep(tx, {
      lawFirmId: target.lawFirmId,
      templateId: target.templateId,
      parentStepId: stepId,
      title: sub.title,
      priority: sub.priority,
      position: index + 1,
    });
    copies.set(sub.id, subId);
  }
  const links = await builder.linksOf(tx, [...copies.keys()]);
  const positions = new Map<number, number>();
  for (const link of links) {
    const copyId = copies.get(link.stepId)!;
    const position = (positions.get(copyId) ?? 0) + 1;
    positions.set(copyId, position);
    await repo.linkTask(tx, copyId, link.taskId, position);
  }
  return stepId;
}

type AddStepsBody = z.output<typeof addStepsToTemplateBody>;

/** POST /workflow/add-steps-to-workflow-template/{templateId}: copies appended in the order given. */
export async function addStepsToTemplate(
  db: Db,
  auth: AuthContext,
  templateId: number,
  body: AddStepsBody,
): Promise<{ steps: WorkflowStep[]; version: number }> {
  const firmId = auth.firm.id;
  return db.transaction(async (tx) => {
    const template = await lockOwnTemplate(tx, auth, templateId, body.version);
    const existing = await builder.stepsUnder(tx, templateId, null);
    const titles = existing.map((step) => step.title);
    const usedPublic = new Set<number>();
    const newIds: number[] = [];
    for (const wanted of body.steps) {
      const source = await builder.findReadableStep(tx, firmId, wanted.id);
      if (!source || source.parentStepId !== null) throw stepNotFound();
      const title = meaningful(wanted.title ?? '') ?? source.title;
      if (titles.some((taken) => sameStepTitle(taken, title))) {
        throw ruleBroken('step_already_in_workflow', `The step "${title}" is already in this workflow.`, {
          step_id: wanted.id,
        });
      }
      titles.push(title);
      if (source.lawFirmId === null && !usedPublic.has(source.templateId)) {
        await usePublicWorkflow(tx, auth, source.templateId);
        usedPublic.add(source.templateId);
      }
      const position = existing.length + newIds.length + FIRST_STEP_ORDER;
      const priority = wanted.priority ?? source.priority;
      newIds.push(await copyStep(tx, source, { lawFirmId: firmId, templateId }, position, { title, priority }));
    }
    const version = await builder.bumpVersion(tx, template.id);
    const all = await readSteps(tx, firmId, { templateId });
    return { steps: newIds.map((id) => all.find((step) => step.id === id)!), version };
  });
}

type CopyBody = z.output<typeof copyWorkflowTemplateBody>;

/** POST /workflow/copy-workflow-template/{id}: the firm's editable copy of a public or own workflow. */
export async function copyTemplate(db: Db, auth: AuthContext, id: number, body: CopyBody) {
  const firmId = auth.firm.id;
  return db.transaction(async (tx) => {
    const source = await builder.lockTemplate(tx, firmId, id);
    if (!source) throw templateNotFound();
    if (source.lawFirmId === null) await usePublicWorkflow(tx, auth, source.id);
    const title = body.title ?? source.title;
    const templateId = await repo.insertTemplate(tx, {
      lawFirmId: firmId,
      title,
      description: source.description,
      copiedFromTemplateId: source.id,
      createdByUserId: auth.user.id,
    });
    const steps = await builder.stepsUnder(tx, source.id, null);
    for (const [index, step] of steps.entries()) {
      await copyStep(tx, step, { lawFirmId: firmId, templateId }, index + FIRST_STEP_ORDER, step);
    }
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'workflow_template.copied',
      entityType: 'workflow_template',
      entityId: templateId,
      details: { title, copied_from_template_id: source.id, public: source.lawFirmId === null },
    });
    return { template: { id: templateId, title } };
  });
}
