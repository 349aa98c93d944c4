/**
 * PUT /workflow/reorder/{templateId}: the whole order of a workflow in one change (steps, each step's
 * sub-steps and each one's tasks), so a drag survives a reload. The order sent must name exactly what
 * the template holds, each once, with sub-steps under their own parent; otherwise nothing changes.
 */
import type { reorderWorkflowBody, WorkflowTemplate } from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { ruleBroken } from '../../platform/errors.js';
import * as builder from './builder-repository.js';
import { lockOwnTemplate } from './guards.js';
import { getTemplate } from './service.js';

type ReorderBody = z.output<typeof reorderWorkflowBody>;

const invalidOrder = (message: string) => ruleBroken('invalid_order', message);

/** True when `sent` holds exactly the ids of `held`, each once. */
function sameIds(sent: readonly number[], held: readonly number[]): boolean {
  return sent.length === held.length && new Set(sent).size === sent.length && held.every((id) => sent.includes(id));
}

export async function reorderTemplate(
  db: Db,
  auth: AuthContext,
  templateId: number,
  body: ReorderBody,
): Promise<{ template: WorkflowTemplate }> {
  await db.transaction(async (tx) => {
    await lockOwnTemplate(tx, auth, templateId, body.version);
    const steps = await builder.allSteps(tx, templateId);
    const links = await builder.linksOf(
      tx,
      steps.map((step) => step.id),
    );
    const tasksOf = (stepId: number) => links.filter((link) => link.stepId === stepId).map((link) => link.taskId);
    const mainIds = steps.filter((step) => step.parentStepId === null).map((step) => step.id);
    if (
      !sameIds(
        body.steps.map((step) => step.id),
        mainIds,
      )
    ) {
      throw invalidOrder("The order must list each of this workflow's steps exactly once.");
    }
    for (const step of body.steps) {
      const subIds = steps.filter((sub) => sub.parentStepId === step.id).map((sub) => sub.id);
      if (
        !sameIds(
          step.sub_steps.map((sub) => sub.id),
          subIds,
        )
      ) {
        throw invalidOrder(`Step ${step.id} must list each of its own alternatives exactly once.`);
      }
      for (const path of [step, ...step.sub_steps]) {
        if (!sameIds(path.tasks, tasksOf(path.id))) {
          throw invalidOrder(`Step ${path.id} must list each of its own tasks exactly once.`);
        }
      }
    }
    await builder.renumberSteps(
      tx,
      body.steps.map((step) => step.id),
    );
    for (const step of body.steps) {
      await builder.renumberSteps(
        tx,
        step.sub_steps.map((sub) => sub.id),
      );
      for (const path of [step, ...step.sub_steps]) await builder.setTaskOrder(tx, path.id, path.tasks);
    }
    await builder.bumpVersion(tx, templateId);
  });
  return getTemplate(db, auth, templateId);
}
