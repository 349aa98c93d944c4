/** A case at work: its tasks, their status and assignee, the path a step takes, reopening, and "My tasks". */
import {
  CASE_ACTIVE_STATUS,
  type CaseTasksResponse,
  type ChooseCasePathBody,
  type Locale,
  MY_TASKS_DUE_SOON_DAYS,
  type MyTaskCounts,
  type MyTasksQuery,
  type MyTasksResponse,
  NEW_CASE_STATUS,
  type UpdateCaseTaskBody,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import { forbidden, notFound, ruleBroken } from '../../../platform/errors.js';
import type { Mailer } from '../../../platform/mail/index.js';
import { assertOwnFirm, found } from '../../../platform/tenancy.js';
import { type CaseRow, clientName, findCaseClient, readCase } from '../service.js';
import { assertCaseOpen, setCaseStatus } from '../status.js';
import { caseLink, taskAssignmentMail } from './assignment-mail.js';
import { caseHasBegun, mainStepOf, shapeOf, takenPathId } from './flow.js';
import { applyFlow } from './instantiate.js';
import * as repo from './repository.js';
import { readNames, toCaseTask, toCaseTasks } from './views.js';

export interface CaseTaskDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}

export async function readCaseTasks(db: DbOrTx, auth: AuthContext, caseId: number): Promise<CaseTasksResponse> {
  const lawFirmId = auth.firm.id;
  const row = await readCase(db, lawFirmId, caseId);
  const [steps, tasks] = await Promise.all([repo.stepsOf(db, lawFirmId, caseId), repo.tasksOf(db, lawFirmId, caseId)]);
  return toCaseTasks(row, steps, tasks, await readNames(db, lawFirmId, tasks), lawFirmId, new Date());
}

async function lockOpenCase(tx: DbOrTx, auth: AuthContext, caseId: number) {
  const row = await readCase(tx, auth.firm.id, caseId, true);
  assertCaseOpen(row);
  return row;
}

/** PENDING → IN_PROGRESS once a task has begun (never back: a started case stays started). */
async function markCaseStarted(tx: DbOrTx, auth: AuthContext, row: CaseRow, tasks: repo.CaseTaskRow[]) {
  if (row.status !== NEW_CASE_STATUS || !caseHasBegun(tasks)) return;
  await setCaseStatus(tx, row.id, { status: CASE_ACTIVE_STATUS });
  await recordAudit(tx, {
    lawFirmId: auth.firm.id,
    userId: auth.user.id,
    action: 'case.started',
    entityType: 'case',
    entityId: row.id,
    details: { from: row.status, to: CASE_ACTIVE_STATUS },
  });
}

export async function updateCaseTask(
  deps: CaseTaskDeps,
  auth: AuthContext,
  caseId: number,
  taskId: number,
  body: UpdateCaseTaskBody,
): Promise<CaseTasksResponse> {
  const lawFirmId = auth.firm.id;
  const canUpdate = auth.ability.can('update', 'cases');
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockOpenCase(tx, auth, caseId);
    const [steps, tasks] = await Promise.all([
      repo.stepsOf(tx, lawFirmId, caseId),
      repo.tasksOf(tx, lawFirmId, caseId),
    ]);
    const task = found(
      tasks.find((t) => t.id === taskId),
      'Task',
    );
    if (body.assignee_id !== undefined && !canUpdate) throw forbidden();
    if (body.status !== undefined && !canUpdate && task.assigneeUserId !== auth.user.id) throw forbidden();

    const change: repo.TaskChange = {};
    let newAssignee: Awaited<ReturnType<typeof repo.people>>[number] | undefined;
    if (body.assignee_id !== undefined && body.assignee_id !== task.assigneeUserId) {
      [newAssignee] = await repo.people(tx, lawFirmId, [body.assignee_id]);
      if (!newAssignee) throw notFound('Assignee');
      if (!newAssignee.active) throw ruleBroken('assignee_inactive', 'This employee is no longer active.');
      change.assigneeUserId = newAssignee.id;
    }
    if (body.status !== undefined && body.status !== task.status) {
      assertPathTaken(shapeOf(steps, tasks), task);
      change.status = body.status;
      if (body.status === 'IN_PROGRESS')
        Object.assign(change, { startedAt: task.startedAt ?? now, completedAt: null, completedByUserId: null });
      if (body.status === 'DONE')
        Object.assign(change, { startedAt: task.startedAt ?? now, completedAt: now, completedByUserId: auth.user.id });
      if (body.status === 'TODO')
        Object.assign(change, { startedAt: null, completedAt: null, completedByUserId: null });
      if (body.status === 'SKIPPED') Object.assign(change, { completedAt: null, completedByUserId: null });
    }
    if (Object.keys(change).length === 0) return { row, newAssignee: undefined, task };
    await repo.updateTask(tx, task.id, change);
    const settled = await applyFlow(tx, lawFirmId, caseId, now);
    await markCaseStarted(tx, auth, row, settled.tasks);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'case_task.updated',
      entityType: 'case_task',
      entityId: task.id,
      details: {
        case_id: caseId,
        ...(change.status ? { status: { from: task.status, to: change.status } } : {}),
        ...(change.assigneeUserId ? { assignee: { from: task.assigneeUserId, to: change.assigneeUserId } } : {}),
      },
    });
    return { row, newAssignee, task };
  });

  if (outcome.newAssignee && outcome.newAssignee.id !== auth.user.id) {
    await mailAssignee(deps, auth, outcome.row, outcome.newAssignee, [outcome.task.title]);
  }
  return readCaseTasks(deps.db, auth, caseId);
}

/** A task may change only on the path its step takes, once that path is chosen. */
function assertPathTaken(shape: ReturnType<typeof shapeOf>, task: repo.CaseTaskRow) {
  const main = mainStepOf(shape, task.caseStepId);
  if (!main) throw notFound('Task');
  const taken = takenPathId(shape, main);
  if (taken === null) {
    throw ruleBroken('path_not_chosen', 'Choose which path this step takes before working on its tasks.');
  }
  if (taken !== task.caseStepId) throw ruleBroken('path_not_taken', 'This task is on a path the case does not take.');
}

export async function chooseCasePath(
  db: Db,
  auth: AuthContext,
  caseId: number,
  stepId: number,
  body: ChooseCasePathBody,
): Promise<CaseTasksResponse> {
  const lawFirmId = auth.firm.id;
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await lockOpenCase(tx, auth, caseId);
    const [steps, tasks] = await Promise.all([
      repo.stepsOf(tx, lawFirmId, caseId),
      repo.tasksOf(tx, lawFirmId, caseId),
    ]);
    const shape = shapeOf(steps, tasks);
    const step = found(
      shape.main.find((s) => s.id === stepId),
      'Step',
    );
    const paths = [step, ...(shape.alternativesOf.get(step.id) ?? [])];
    if (paths.length === 1) throw ruleBroken('invalid_path', 'This step has only one path.');
    if (!paths.some((path) => path.id === body.path_id)) {
      throw ruleBroken('invalid_path', 'This path is not one of the step’s paths.', { path_id: body.path_id });
    }
    if (step.chosenPathId === body.path_id) return;
    if (step.chosenPathId !== null) {
      const inUse = (shape.tasksOf.get(step.chosenPathId) ?? []).some(
        (t) => t.status === 'IN_PROGRESS' || t.status === 'DONE',
      );
      if (inUse) throw ruleBroken('path_in_use', 'Work has begun on the chosen path, so it can no longer change.');
    }
    await repo.updateStep(tx, step.id, { chosenPathId: body.path_id });
    for (const path of paths) {
      for (const task of shape.tasksOf.get(path.id) ?? []) {
        const wanted = path.id === body.path_id ? 'TODO' : 'SKIPPED';
        if (path.id === body.path_id ? task.status === 'SKIPPED' : task.status === 'TODO') {
          await repo.updateTask(tx, task.id, { status: wanted });
        }
      }
    }
    await applyFlow(tx, lawFirmId, caseId, now);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'case.path_chosen',
      entityType: 'case',
      entityId: row.id,
      details: { step_id: step.id, from: step.chosenPathId, to: body.path_id },
    });
  });
  return readCaseTasks(db, auth, caseId);
}

/** Whether work on a case's tasks has begun: a reopened case goes back to IN_PROGRESS, else to PENDING. */
export async function hasCaseBegun(db: DbOrTx, lawFirmId: number, caseId: number): Promise<boolean> {
  return caseHasBegun(await repo.tasksOf(db, lawFirmId, caseId));
}

export async function myTasks(
  db: DbOrTx,
  auth: AuthContext,
  lawFirmId: number,
  query: MyTasksQuery,
): Promise<MyTasksResponse> {
  assertOwnFirm(auth, lawFirmId);
  const now = new Date();
  const { rows, total } = await repo.myTasksPage(
    db,
    lawFirmId,
    auth.user.id,
    {
      page: query.page,
      pageSize: query.page_size,
      filter: query.status,
      caseId: query.case_id,
      q: query.q || undefined,
    },
    now,
  );
  const names = await readNames(
    db,
    lawFirmId,
    rows.map((row) => row.task),
  );
  return {
    items: rows.map((row) => ({
      ...toCaseTask(row.task, names, lawFirmId, now),
      step_title: row.stepTitle,
      case: {
        id: row.task.caseId,
        title: row.caseTitle,
        status: row.caseStatus as MyTasksResponse['items'][number]['case']['status'],
      },
      client: {
        id: row.clientId,
        full_name: clientName({ firstName: row.clientFirst, middleName: row.clientMiddle, lastName: row.clientLast }),
      },
    })),
    page: query.page,
    page_size: query.page_size,
    total,
  };
}

export async function myTaskCounts(db: DbOrTx, auth: AuthContext, lawFirmId: number): Promise<MyTaskCounts> {
  assertOwnFirm(auth, lawFirmId);
  const now = new Date();
  const soon = new Date(now.getTime() + MY_TASKS_DUE_SOON_DAYS * 86_400_000);
  const row = await repo.myTaskCounts(db, lawFirmId, auth.user.id, now, soon);
  return { todo: row.todo, in_progress: row.inProgress, overdue: row.overdue, due_soon: row.dueSoon };
}

/**
 * Tells an employee which tasks of a case are now theirs. Sent after the commit; a mailbox that cannot
 * be reached does not undo the assignment, and the failure is logged with ids only.
 */
export async function mailAssignee(
  deps: Pick<CaseTaskDeps, 'db' | 'mailer' | 'publicOrigin' | 'log'>,
  auth: AuthContext,
  row: CaseRow,
  assignee: { id: number; fullName: string; email: string; locale: string },
  taskTitles: string[],
) {
  try {
    const client = await findCaseClient(deps.db, auth.firm.id, row.clientId);
    const locale: Locale = assignee.locale === 'ar' ? 'ar' : 'en';
    const mail = taskAssignmentMail(locale, {
      assignee: assignee.fullName,
      assignedBy: auth.user.fullName,
      caseTitle: row.title,
      clientName: client ? clientName(client) : '',
      tasks: taskTitles,
      link: caseLink(deps.publicOrigin, locale, row.clientId, row.id),
    });
    await deps.mailer.send({ lawFirmId: auth.firm.id, to: [assignee.email], ...mail });
  } catch (error) {
    deps.log.error({ err: error, case_id: row.id, user_id: assignee.id }, 'case task assignment mail not sent');
  }
}

/** A case's steps and tasks, with the names of who holds or completed each task: what the closure report lists. */
export async function stepsTasksAndPeople(db: DbOrTx, lawFirmId: number, caseId: number) {
  const [steps, tasks] = await Promise.all([repo.stepsOf(db, lawFirmId, caseId), repo.tasksOf(db, lawFirmId, caseId)]);
  const ids = tasks.flatMap((t) => [t.assigneeUserId, t.completedByUserId]).filter((id): id is number => id !== null);
  const people = new Map((await repo.people(db, lawFirmId, ids)).map((p) => [p.id, p.fullName]));
  return { steps, tasks, people };
}
