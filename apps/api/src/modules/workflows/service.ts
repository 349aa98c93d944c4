/**
 * Reading workflows (§7 "Workflows"): the firm's templates and the public library, one template whole,
 * and the step and task libraries the builder picks from. Public rows are read by every firm.
 */
import {
  UNLIMITED,
  WORKFLOW_MESSAGES,
  type WorkflowStep,
  type WorkflowTask,
  type WorkflowTemplate,
  type WorkflowTemplateSummary,
} from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { firmParticipantTypes } from '../../db/firm-staff.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/errors.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import * as repo from './repository.js';
import { templateTitles } from './task-links-repository.js';
import { type TaskDetails, taskDetails, toSteps, toTask } from './views.js';

const templateNotFound = () => new AppError(404, 'not_found', WORKFLOW_MESSAGES.templateNotFound);

export async function listTemplates(
  db: DbOrTx,
  auth: AuthContext,
  lawFirmId: number,
  query: { view?: boolean | undefined },
): Promise<{ templates: WorkflowTemplateSummary[] }> {
  assertOwnFirm(auth, lawFirmId);
  const rows = await repo.templateSummaries(db, lawFirmId, query.view ?? true);
  return {
    templates: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      law_firm_id: row.lawFirmId,
      is_public: row.lawFirmId === null,
      step_count: row.stepCount,
      task_count: row.taskCount,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

export async function getTemplate(db: DbOrTx, auth: AuthContext, id: number): Promise<{ template: WorkflowTemplate }> {
  const lawFirmId = auth.firm.id;
  const row = await repo.findReadableTemplate(db, lawFirmId, id);
  if (!row) throw templateNotFound();
  return {
    template: {
      id: row.id,
      title: row.title,
      description: row.description,
      law_firm_id: row.lawFirmId,
      is_public: row.lawFirmId === null,
      version: row.version,
      steps: await readSteps(db, lawFirmId, { templateId: row.id }),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

export async function listFirmSteps(db: DbOrTx, auth: AuthContext, lawFirmId: number) {
  assertOwnFirm(auth, lawFirmId);
  return { steps: await readSteps(db, lawFirmId, { lawFirmId }) };
}

export async function listPublicSteps(db: DbOrTx, auth: AuthContext, limit: number) {
  return { steps: await readSteps(db, auth.firm.id, { publicLimit: limit === UNLIMITED ? null : limit }) };
}

export async function listFirmTasks(db: DbOrTx, auth: AuthContext, lawFirmId: number) {
  assertOwnFirm(auth, lawFirmId);
  return { tasks: await readTasks(db, lawFirmId, lawFirmId) };
}

export async function listPublicTasks(db: DbOrTx, auth: AuthContext) {
  return { tasks: await readTasks(db, auth.firm.id, null) };
}

/** Main steps with their tasks and sub-steps, in a fixed number of queries whatever their size. */
export async function readSteps(db: DbOrTx, lawFirmId: number, filter: repo.MainStepFilter): Promise<WorkflowStep[]> {
  const main = await repo.mainSteps(db, filter);
  const subs = await repo.subSteps(
    db,
    main.map((step) => step.id),
  );
  const stepTasks = await repo.tasksOfSteps(
    db,
    lawFirmId,
    [...main, ...subs].map((step) => step.id),
  );
  const details = await readTaskDetails(db, lawFirmId, stepTasks);
  return toSteps(main, subs, stepTasks, details);
}

/** The firm's tasks, or (owner null) the public ones. */
async function readTasks(db: DbOrTx, lawFirmId: number, owner: number | null): Promise<WorkflowTask[]> {
  const tasks = await repo.tasksOwnedBy(db, owner);
  const details = await readTaskDetails(db, lawFirmId, tasks);
  return tasks.map((task) => toTask(task, details));
}

export async function readTaskDetails(db: DbOrTx, lawFirmId: number, tasks: repo.TaskRow[]): Promise<TaskDetails> {
  const ids = [...new Set(tasks.map((task) => task.id))];
  const templateIds = tasks.flatMap((task) => [task.emailTemplateId, task.documentTemplateId]);
  const [instructions, forms, types, titles] = await Promise.all([
    repo.instructionsOf(db, ids),
    repo.formsOf(db, lawFirmId, ids),
    firmParticipantTypes(db, lawFirmId),
    templateTitles(db, [...new Set(templateIds.filter((id): id is number => id !== null))]),
  ]);
  return taskDetails(lawFirmId, instructions, forms, types, titles);
}
