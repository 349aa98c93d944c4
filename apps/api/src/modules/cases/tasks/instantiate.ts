/**
 * A new case's steps and tasks, copied from its workflow: titles, durations, instructions, templates and
 * forms as they are now, so later edits of the workflow do not change a running case. Every task (of main
 * steps, sub-steps and alternatives alike) must have someone to do it.
 */
import type { TaskAssignment, WorkflowStep, WorkflowTask } from '@counsel/domain';
import type { DbOrTx } from '../../../db/client.js';
import { ruleBroken } from '../../../platform/errors.js';
import { settle, shapeOf } from './flow.js';
import * as repo from './repository.js';

export const unassignedMessage = (count: number) =>
  count === 1 ? '1 task is unassigned.' : `${count} tasks are unassigned.`;

/** Every task of the workflow by id (a task serving several steps is one task with one assignee). */
export function workflowTaskIds(steps: readonly WorkflowStep[]): Set<number> {
  const ids = new Set<number>();
  for (const step of steps) {
    for (const task of step.tasks) ids.add(task.id);
    for (const sub of step.sub_steps) for (const task of sub.tasks) ids.add(task.id);
  }
  return ids;
}

/**
 * The assignee of each workflow task, refusing tasks the workflow lacks, unassigned tasks, and alternatives
 * that are not the workflow's (or two for one step).
 */
export function checkPlan(
  steps: readonly WorkflowStep[],
  assignments: readonly TaskAssignment[],
  altStepIds: readonly number[],
): Map<number, number> {
  const taskIds = workflowTaskIds(steps);
  const unknown = assignments.filter((a) => !taskIds.has(a.task_id)).map((a) => a.task_id);
  if (unknown.length > 0) {
    throw ruleBroken('unknown_task', 'These tasks are not in the workflow.', { task_ids: unknown });
  }
  const byTask = new Map(assignments.map((a) => [a.task_id, a.user_id]));
  const unassigned = [...taskIds].filter((id) => !byTask.has(id));
  if (unassigned.length > 0) {
    throw ruleBroken('unassigned_tasks', unassignedMessage(unassigned.length), {
      count: unassigned.length,
      task_ids: unassigned,
    });
  }
  for (const altId of new Set(altStepIds)) {
    const owners = steps.filter((step) => step.sub_steps.some((sub) => sub.id === altId));
    if (owners.length === 0) {
      throw ruleBroken('unknown_alternative', 'This alternative step is not in the workflow.', { step_id: altId });
    }
  }
  for (const step of steps) {
    const chosen = step.sub_steps.filter((sub) => altStepIds.includes(sub.id));
    if (chosen.length > 1) {
      throw ruleBroken('one_alternative_per_step', 'Choose one alternative path per step.', { step_id: step.id });
    }
  }
  return byTask;
}

function taskRow(
  task: WorkflowTask,
  ids: { lawFirmId: number; caseId: number; caseStepId: number },
  position: number,
  assignee: number,
  skipped: boolean,
): repo.NewCaseTask {
  return {
    ...ids,
    sourceTaskId: task.id,
    position,
    title: task.title,
    priority: task.priority,
    duration: task.duration,
    participantTypeId: task.participant_type?.id ?? null,
    participantTypeName: task.participant_type?.name ?? task.participant_type_name,
    instructions: task.instructions.map(({ title, description }) => ({ title, description })),
    emailTemplateId: task.email_template?.id ?? null,
    documentTemplateId: task.document_template?.id ?? null,
    forms: task.forms.map((form) => ({ form_type: form.target, form_id: form.id })),
    status: skipped ? 'SKIPPED' : 'TODO',
    assigneeUserId: assignee,
  };
}

/** Writes the copies, then lets the flow start the first step and date its tasks. */
export async function instantiateWorkflow(
  tx: DbOrTx,
  input: {
    lawFirmId: number;
    caseId: number;
    steps: readonly WorkflowStep[];
    assignees: Map<number, number>;
    altStepIds: readonly number[];
    now: Date;
  },
): Promise<void> {
  const { lawFirmId, caseId } = input;
  const mainIds = await repo.insertSteps(
    tx,
    input.steps.map((step, index) => ({
      lawFirmId,
      caseId,
      sourceStepId: step.id,
      title: step.title,
      priority: step.priority,
      position: index + 1,
    })),
  );
  const subs = input.steps.flatMap((step, index) =>
    step.sub_steps.map((sub, subIndex) => ({ sub, parentId: mainIds[index]!, position: subIndex + 1 })),
  );
  const subIds = await repo.insertSteps(
    tx,
    subs.map(({ sub, parentId, position }) => ({
      lawFirmId,
      caseId,
      parentCaseStepId: parentId,
      sourceStepId: sub.id,
      title: sub.title,
      priority: sub.priority,
      position,
    })),
  );
  const caseStepOfSub = new Map(subs.map(({ sub }, index) => [sub.id, subIds[index]!]));

  const tasks: repo.NewCaseTask[] = [];
  for (const [index, step] of input.steps.entries()) {
    const caseStepId = mainIds[index]!;
    const chosenSub = step.sub_steps.find((sub) => input.altStepIds.includes(sub.id));
    const chosenPathId = step.sub_steps.length === 0 ? caseStepId : chosenSub ? caseStepOfSub.get(chosenSub.id)! : null;
    if (chosenPathId !== null) await repo.updateStep(tx, caseStepId, { chosenPathId });
    const paths = [
      { id: caseStepId, tasks: step.tasks },
      ...step.sub_steps.map((sub) => ({ id: caseStepOfSub.get(sub.id)!, tasks: sub.tasks })),
    ];
    for (const path of paths) {
      const skipped = chosenPathId !== null && path.id !== chosenPathId;
      path.tasks.forEach((task, position) => {
        tasks.push(
          taskRow(
            task,
            { lawFirmId, caseId, caseStepId: path.id },
            position + 1,
            input.assignees.get(task.id)!,
            skipped,
          ),
        );
      });
    }
  }
  await repo.insertTasks(tx, tasks);
  await applyFlow(tx, lawFirmId, caseId, input.now);
}

/** Reads the case's rows back and writes what the flow says must change. */
export async function applyFlow(tx: DbOrTx, lawFirmId: number, caseId: number, now: Date) {
  const [steps, tasks] = await Promise.all([repo.stepsOf(tx, lawFirmId, caseId), repo.tasksOf(tx, lawFirmId, caseId)]);
  const changes = settle(shapeOf(steps, tasks), now);
  for (const [id, change] of changes.steps) await repo.updateStep(tx, id, change);
  for (const [id, change] of changes.tasks) await repo.updateTask(tx, id, change);
  if (changes.steps.size === 0 && changes.tasks.size === 0) return { steps, tasks };
  return { steps: await repo.stepsOf(tx, lawFirmId, caseId), tasks: await repo.tasksOf(tx, lawFirmId, caseId) };
}
