/**
 * The builder's writes on tasks (§7 "Workflows"): create a task in a step, change it (everywhere it is
 * used), link existing tasks into a step and take one out. A task names one of the firm's participant
 * types, may name one of the firm's email and document templates, and may attach forms.
 */
import type { createTaskBody, TemplateKind, updateTaskBody, WorkflowTask } from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import { publicFormById } from '../../platform/public-forms.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import * as builder from './builder-repository.js';
import { checkedTaskIds } from './builder-service.js';
import { lockStep, publicNotEditable } from './guards.js';
import * as repo from './repository.js';
import { readTaskDetails } from './service.js';
import * as links from './task-links-repository.js';
import { toTask } from './views.js';

type TaskFields = Omit<z.output<typeof updateTaskBody>, 'substep'>;

const TEMPLATE_LABELS: Record<TemplateKind, string> = {
  email: 'Email template',
  reminder: 'Reminder template',
  document: 'Document template',
};

async function checkTemplate(tx: DbOrTx, lawFirmId: number, id: number | null, kind: TemplateKind, field: string) {
  if (id === null) return;
  const found = await links.templateKindOf(tx, lawFirmId, id);
  if (found === null) throw notFound(TEMPLATE_LABELS[kind]);
  if (found !== kind) {
    throw ruleBroken(
      'template_kind_mismatch',
      `The template chosen for ${field} is not an ${TEMPLATE_LABELS[kind].toLowerCase()}.`,
      {
        field,
      },
    );
  }
}

/** What a task links must be the firm's (or, for forms, the public library's): checked before any write. */
async function checkLinks(tx: DbOrTx, lawFirmId: number, fields: TaskFields): Promise<links.TaskFormLink[]> {
  const typeId = fields.participant_type;
  if (typeof typeId === 'number' && !(await links.participantTypeExists(tx, lawFirmId, typeId))) {
    throw notFound('Participant type');
  }
  await checkTemplate(tx, lawFirmId, fields.email_template, 'email', 'email_template');
  await checkTemplate(tx, lawFirmId, fields.document_template, 'document', 'document_template');
  const firmFormIds = fields.forms.filter((form) => form.target === 'law_firm').map((form) => form.id);
  const ownForms = await links.firmFormIds(tx, lawFirmId, firmFormIds);
  for (const form of fields.forms) {
    const exists = form.target === 'public' ? publicFormById(form.id) !== undefined : ownForms.has(form.id);
    if (!exists) throw notFound('Form');
  }
  return fields.forms.map((form) => ({ formType: form.target, formId: form.id }));
}

const taskValues = (fields: TaskFields) => ({
  title: fields.title,
  priority: fields.priority,
  duration: fields.duration,
  // A builder task links one of the firm's types, or names a public type as public tasks do.
  participantTypeId: typeof fields.participant_type === 'number' ? fields.participant_type : null,
  participantTypeName: typeof fields.participant_type === 'string' ? fields.participant_type : null,
  emailTemplateId: fields.email_template,
  documentTemplateId: fields.document_template,
});

async function writeDetails(tx: DbOrTx, taskId: number, fields: TaskFields, forms: links.TaskFormLink[]) {
  await repo.insertInstructions(tx, taskId, fields.instructions);
  await repo.insertTaskForms(tx, taskId, forms);
}

/** One task as the read calls answer it. */
async function taskView(tx: DbOrTx, lawFirmId: number, taskId: number): Promise<WorkflowTask> {
  const row = (await builder.findReadableTask(tx, lawFirmId, taskId))!;
  return toTask(row, await readTaskDetails(tx, lawFirmId, [row]));
}

/** POST /workflow/create-workflow-step-task/{lawFirmId}: a new task at the end of its step. */
export async function createTask(db: Db, auth: AuthContext, lawFirmId: number, body: z.output<typeof createTaskBody>) {
  assertOwnFirm(auth, lawFirmId);
  return db.transaction(async (tx) => {
    const { step, template } = await lockStep(tx, auth, body.workflow_step_id, body.version);
    // A task on a main step may name the step itself as its parent: the spec's step_parent is "the main step".
    const ownStep = step.parentStepId === null && body.step_parent === step.id;
    if (body.step_parent !== null && body.step_parent !== step.parentStepId && !ownStep) {
      throw ruleBroken('step_parent_mismatch', 'step_parent is not the main step of this sub-step.', {
        step_parent: step.parentStepId,
      });
    }
    const forms = await checkLinks(tx, lawFirmId, body);
    const taskId = await repo.insertTask(tx, {
      ...taskValues(body),
      lawFirmId,
      homeStepId: step.id,
      homeParentStepId: step.parentStepId,
    });
    await writeDetails(tx, taskId, body, forms);
    await repo.linkTask(tx, step.id, taskId, (await builder.lastTaskPosition(tx, step.id)) + 1);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'workflow_task.created',
      entityType: 'workflow_task',
      entityId: taskId,
      details: { title: body.title, workflow_step_id: step.id },
    });
    const version = await builder.bumpVersion(tx, template.id);
    return { task: await taskView(tx, lawFirmId, taskId), version };
  });
}

/**
 * PUT /workflow/update-workflow-step-task/{taskId}: the firm's own task, changed wherever it is linked;
 * its instructions and forms are replaced by those sent.
 */
export async function updateTask(db: Db, auth: AuthContext, taskId: number, body: TaskFields) {
  const lawFirmId = auth.firm.id;
  return db.transaction(async (tx) => {
    const task = await builder.findReadableTask(tx, lawFirmId, taskId);
    if (!task) throw notFound('Task');
    if (task.lawFirmId === null) throw publicNotEditable();
    const forms = await checkLinks(tx, lawFirmId, body);
    await builder.updateTask(tx, taskId, taskValues(body));
    await builder.clearTaskDetails(tx, taskId);
    await writeDetails(tx, taskId, body, forms);
    return { task: await taskView(tx, lawFirmId, taskId) };
  });
}

/** The step's tasks in order, as the read calls answer them. */
async function tasksOfStep(tx: DbOrTx, lawFirmId: number, stepId: number): Promise<WorkflowTask[]> {
  const rows = await repo.tasksOfSteps(tx, lawFirmId, [stepId]);
  const details = await readTaskDetails(tx, lawFirmId, rows);
  return rows.map((row) => toTask(row, details));
}

/**
 * POST /workflow/add-tasks-to-workflow-step/{stepId}: links existing tasks at the end of the step; a task
 * already there is skipped. Answers the step's tasks after the change.
 */
export async function addTasksToStep(
  db: Db,
  auth: AuthContext,
  stepId: number,
  body: { task_ids: number[]; version?: number | undefined },
) {
  const lawFirmId = auth.firm.id;
  return db.transaction(async (tx) => {
    const { step, template } = await lockStep(tx, auth, stepId, body.version);
    const wanted = await checkedTaskIds(tx, lawFirmId, body.task_ids);
    const linked = new Set((await builder.linksOf(tx, [step.id])).map((link) => link.taskId));
    let position = await builder.lastTaskPosition(tx, step.id);
    for (const taskId of wanted.filter((id) => !linked.has(id))) {
      position += 1;
      await repo.linkTask(tx, step.id, taskId, position);
    }
    const version = await builder.bumpVersion(tx, template.id);
    return { tasks: await tasksOfStep(tx, lawFirmId, step.id), version };
  });
}

/** DELETE /workflow/remove-task-from-step/{stepId}/{taskId}: the link goes, the task stays in the library. */
export async function removeTaskFromStep(
  db: Db,
  auth: AuthContext,
  stepId: number,
  taskId: number,
  version: number | undefined,
) {
  return db.transaction(async (tx) => {
    const { step, template } = await lockStep(tx, auth, stepId, version);
    if (!(await builder.unlinkTask(tx, step.id, taskId))) throw notFound('Task');
    const rest = await builder.linksOf(tx, [step.id]);
    await builder.setTaskOrder(
      tx,
      step.id,
      rest.map((link) => link.taskId),
    );
    return { version: await builder.bumpVersion(tx, template.id) };
  });
}
