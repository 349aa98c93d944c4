/** SQL of a case's steps and tasks, "My tasks", and the people and templates their answers name. */
import type { CaseStepStatus, CaseTaskStatus } from '@counsel/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { caseSteps, cases, caseTasks, clients, firmForms, templates, users } from '../../../db/schema/index.js';

export type CaseStepRow = typeof caseSteps.$inferSelect;
export type CaseTaskRow = typeof caseTasks.$inferSelect;
export type NewCaseStep = typeof caseSteps.$inferInsert;
export type NewCaseTask = typeof caseTasks.$inferInsert;

/** Inserts rows in order and answers their ids in the same order. */
export async function insertSteps(tx: DbOrTx, rows: NewCaseStep[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(caseSteps).values(rows).returning({ id: caseSteps.id });
  return inserted.map((row) => row.id);
}

export async function insertTasks(tx: DbOrTx, rows: NewCaseTask[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(caseTasks).values(rows);
}

export async function stepsOf(db: DbOrTx, lawFirmId: number, caseId: number): Promise<CaseStepRow[]> {
  return db
    .select()
    .from(caseSteps)
    .where(and(eq(caseSteps.caseId, caseId), eq(caseSteps.lawFirmId, lawFirmId)))
    .orderBy(asc(caseSteps.position), asc(caseSteps.id));
}

export async function tasksOf(db: DbOrTx, lawFirmId: number, caseId: number): Promise<CaseTaskRow[]> {
  return db
    .select()
    .from(caseTasks)
    .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.lawFirmId, lawFirmId)))
    .orderBy(asc(caseTasks.position), asc(caseTasks.id));
}

export interface StepChange {
  status?: CaseStepStatus;
  startedAt?: Date | null;
  completedAt?: Date | null;
  chosenPathId?: number | null;
}

export async function updateStep(tx: DbOrTx, id: number, change: StepChange): Promise<void> {
  await tx.update(caseSteps).set(change).where(eq(caseSteps.id, id));
}

export interface TaskChange {
  status?: CaseTaskStatus;
  assigneeUserId?: number;
  dueAt?: Date | null;
  startedAt?: Date | null;
  completedAt?: Date | null;
  completedByUserId?: number | null;
}

export async function updateTask(tx: DbOrTx, id: number, change: TaskChange): Promise<void> {
  await tx.update(caseTasks).set(change).where(eq(caseTasks.id, id));
}

/** The firm's users among these ids, with what a task shows and a mail needs. */
export async function people(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      image: users.image,
      email: users.email,
      locale: users.locale,
      active: isNull(users.deactivatedAt),
    })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), inArray(users.id, [...new Set(ids)])));
}

export async function templateTitles(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: templates.id, title: templates.title })
    .from(templates)
    .where(and(eq(templates.lawFirmId, lawFirmId), inArray(templates.id, [...new Set(ids)])));
}

/** Titles of the firm's live forms among these ids (public forms come from the catalogue). */
export async function firmFormTitles(db: DbOrTx, lawFirmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: firmForms.id, title: firmForms.title })
    .from(firmForms)
    .where(
      and(eq(firmForms.lawFirmId, lawFirmId), inArray(firmForms.id, [...new Set(ids)]), isNull(firmForms.deletedAt)),
    );
}

// ---------------------------------------------------------------------------------------------------
// My tasks
// ---------------------------------------------------------------------------------------------------

export type MyTaskFilterValue = 'open' | 'overdue' | 'done' | 'all';

const parentStep = sql`parent_step`;
const OPEN: CaseTaskStatus[] = ['TODO', 'IN_PROGRESS'];

/**
 * The caller's tasks worth showing: not skipped, and not on an alternative path while the step's path is
 * undecided (those cannot start yet; the main path's tasks stand for the step until someone chooses).
 * The counts read the "open" filter, so they too leave out the steps still to come.
 */
function myTaskWhere(lawFirmId: number, userId: number, filter: MyTaskFilterValue, now: Date, extra: SQL[]) {
  const overdue = and(inArray(caseTasks.status, OPEN), sql`${caseTasks.dueAt} < ${now}`);
  const byFilter: Record<MyTaskFilterValue, SQL | undefined> = {
    // Open work is what can be done now: tasks of steps that have started (a due date is set when the step
    // starts); later steps' tasks show under "all".
    open: and(inArray(caseTasks.status, OPEN), isNotNull(caseTasks.dueAt), sql`${cases.status} <> 'CLOSED'`),
    overdue: and(overdue, sql`${cases.status} <> 'CLOSED'`),
    done: eq(caseTasks.status, 'DONE'),
    all: undefined,
  };
  return and(
    eq(caseTasks.lawFirmId, lawFirmId),
    eq(caseTasks.assigneeUserId, userId),
    sql`${caseTasks.status} <> 'SKIPPED'`,
    or(isNull(caseSteps.parentCaseStepId), isNotNull(sql`${parentStep}.chosen_path_id`)),
    byFilter[filter],
    ...extra,
  );
}

export interface MyTasksPage {
  page: number;
  pageSize: number;
  filter: MyTaskFilterValue;
  caseId?: number | undefined;
  q?: string | undefined;
}

export async function myTasksPage(db: DbOrTx, lawFirmId: number, userId: number, options: MyTasksPage, now: Date) {
  const extra: SQL[] = [];
  if (options.caseId !== undefined) extra.push(eq(caseTasks.caseId, options.caseId));
  if (options.q) {
    const like = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    extra.push(
      sql`(${caseTasks.title} ilike ${like} or ${cases.title} ilike ${like} or concat_ws(' ', ${clients.firstName}, ${clients.middleName}, ${clients.lastName}) ilike ${like})`,
    );
  }
  const where = myTaskWhere(lawFirmId, userId, options.filter, now, extra);
  const from = () =>
    db
      .select({
        task: caseTasks,
        stepTitle: caseSteps.title,
        caseTitle: cases.title,
        caseStatus: cases.status,
        clientId: clients.id,
        clientFirst: clients.firstName,
        clientMiddle: clients.middleName,
        clientLast: clients.lastName,
      })
      .from(caseTasks)
      .innerJoin(caseSteps, eq(caseSteps.id, caseTasks.caseStepId))
      .leftJoin(sql`case_steps as ${parentStep}`, sql`${parentStep}.id = ${caseSteps.parentCaseStepId}`)
      .innerJoin(cases, eq(cases.id, caseTasks.caseId))
      .innerJoin(clients, eq(clients.id, cases.clientId));
  const rows = await from()
    .where(where)
    .orderBy(
      sql`case when ${caseTasks.status} in ('TODO', 'IN_PROGRESS') and ${caseTasks.dueAt} < ${now} then 0 else 1 end`,
      sql`${caseTasks.dueAt} asc nulls last`,
      asc(caseTasks.id),
    )
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(caseTasks)
    .innerJoin(caseSteps, eq(caseSteps.id, caseTasks.caseStepId))
    .leftJoin(sql`case_steps as ${parentStep}`, sql`${parentStep}.id = ${caseSteps.parentCaseStepId}`)
    .innerJoin(cases, eq(cases.id, caseTasks.caseId))
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function myTaskCounts(db: DbOrTx, lawFirmId: number, userId: number, now: Date, soon: Date) {
  const [row] = await db
    .select({
      todo: sql<number>`count(*) filter (where ${caseTasks.status} = 'TODO')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${caseTasks.status} = 'IN_PROGRESS')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${caseTasks.dueAt} < ${now})`.mapWith(Number),
      dueSoon:
        sql<number>`count(*) filter (where ${caseTasks.dueAt} >= ${now} and ${caseTasks.dueAt} < ${soon})`.mapWith(
          Number,
        ),
    })
    .from(caseTasks)
    .innerJoin(caseSteps, eq(caseSteps.id, caseTasks.caseStepId))
    .leftJoin(sql`case_steps as ${parentStep}`, sql`${parentStep}.id = ${caseSteps.parentCaseStepId}`)
    .innerJoin(cases, eq(cases.id, caseTasks.caseId))
    .where(myTaskWhere(lawFirmId, userId, 'open', now, []));
  return row ?? { todo: 0, inProgress: 0, overdue: 0, dueSoon: 0 };
}
