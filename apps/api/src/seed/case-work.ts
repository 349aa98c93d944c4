/**
 * Puts three of the demo firm's cases to work on their workflows, the way the case wizard would have: every
 * task copied and assigned by its participant type, the early steps done on the days they were done, work
 * in progress, tasks now overdue, and one step whose path was chosen ahead. Runs inside the demo seed's
 * transaction, after the cases, the team and the workflows exist.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cases, caseTasks, users, workflowTemplates } from '../db/schema/index.js';
import { applyFlow, instantiateWorkflow } from '../modules/cases/tasks/instantiate.js';
import * as caseWork from '../modules/cases/tasks/repository.js';
import { readSteps } from '../modules/workflows/service.js';
import { DEMO_WORKFLOW_TITLE } from './workflows.js';

const LAYLA = 'demo@hamdanclarke.example';
const JAMES = 'james@hamdanclarke.example';
const OMAR = 'omar@hamdanclarke.example';
const RANIA = 'rania@hamdanclarke.example';
const DAY_MS = 86_400_000;

interface DemoCaseWork {
  caseTitle: string;
  /** The firm's own workflow (by title), or a public one (law_firm_id null). */
  workflow: { title: string; firm: boolean };
  language: 'en' | 'ar';
  /** Who does a participant type's tasks (lower-cased name); the rest go to `fallback`. */
  people: Record<string, string>;
  fallback: string;
  /** How many tasks, in order along the taken paths, are done; the next one is in progress. */
  done: number;
  /** Main-step titles whose main path is chosen ahead of time. */
  chooseMainPath?: string[];
}

const WORK: DemoCaseWork[] = [
  {
    caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
    workflow: { title: DEMO_WORKFLOW_TITLE, firm: true },
    language: 'en',
    people: { attorney: LAYLA, paralegal: OMAR, 'legal assistant': RANIA },
    fallback: OMAR,
    done: 7,
    chooseMainPath: ['Adjustment of status in the United States'],
  },
  {
    caseTitle: 'تعديل الوضع القانوني I-485',
    workflow: { title: 'Adjustment of status (I-485)', firm: false },
    language: 'ar',
    people: { attorney: LAYLA, paralegal: OMAR, 'legal assistant': RANIA },
    fallback: OMAR,
    done: 3,
  },
  {
    caseTitle: 'N-400 Naturalization',
    workflow: { title: 'Naturalization (N-400)', firm: false },
    language: 'en',
    people: { attorney: JAMES, paralegal: LAYLA, 'legal assistant': RANIA },
    fallback: LAYLA,
    done: 3,
  },
];

export async function seedCaseWork(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const staff = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.lawFirmId, lawFirmId));
  const userId = new Map(staff.map((user) => [user.email, user.id]));
  for (const work of WORK) {
    const [row] = await tx
      .select()
      .from(cases)
      .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.title, work.caseTitle)));
    const [template] = await tx
      .select({ id: workflowTemplates.id })
      .from(workflowTemplates)
      .where(
        and(
          eq(workflowTemplates.title, work.workflow.title),
          work.workflow.firm ? eq(workflowTemplates.lawFirmId, lawFirmId) : isNull(workflowTemplates.lawFirmId),
        ),
      );
    if (!row || !template) throw new Error(`The demo case work for "${work.caseTitle}" has no case or workflow`);
    const steps = await readSteps(tx, lawFirmId, { templateId: template.id });
    const assignees = new Map<number, number>();
    for (const task of steps.flatMap((s) => [...s.tasks, ...s.sub_steps.flatMap((sub) => sub.tasks)])) {
      const type = (task.participant_type?.name ?? task.participant_type_name ?? '').toLocaleLowerCase();
      assignees.set(task.id, userId.get(work.people[type] ?? work.fallback)!);
    }
    await tx
      .update(cases)
      .set({ workflowId: template.id, language: work.language, status: 'IN_PROGRESS' })
      .where(eq(cases.id, row.id));
    await instantiateWorkflow(tx, { lawFirmId, caseId: row.id, steps, assignees, altStepIds: [], now: row.createdAt });
    await chooseMainPaths(tx, lawFirmId, row.id, work.chooseMainPath ?? []);
    await workThrough(tx, lawFirmId, row.id, row.createdAt, work.done);
  }
}

async function chooseMainPaths(tx: DbOrTx, lawFirmId: number, caseId: number, titles: string[]) {
  const steps = await caseWork.stepsOf(tx, lawFirmId, caseId);
  for (const step of steps.filter((s) => s.parentCaseStepId === null && titles.includes(s.title))) {
    await caseWork.updateStep(tx, step.id, { chosenPathId: step.id });
    for (const alt of steps.filter((s) => s.parentCaseStepId === step.id)) {
      await tx.update(caseTasks).set({ status: 'SKIPPED' }).where(eq(caseTasks.caseStepId, alt.id));
    }
  }
}

/** Completes the first `done` tasks in order, each a day and a half after the last, then starts the next one. */
async function workThrough(tx: DbOrTx, lawFirmId: number, caseId: number, openedAt: Date, done: number) {
  let at = openedAt.getTime();
  for (let index = 0; index <= done; index += 1) {
    const steps = await caseWork.stepsOf(tx, lawFirmId, caseId);
    const tasks = await caseWork.tasksOf(tx, lawFirmId, caseId);
    const mainOrder = steps.filter((s) => s.parentCaseStepId === null).map((s) => s.id);
    const next = tasks
      .filter((task) => task.status === 'TODO' && mainOrder.includes(task.caseStepId))
      .sort((a, b) => mainOrder.indexOf(a.caseStepId) - mainOrder.indexOf(b.caseStepId) || a.position - b.position)[0];
    if (!next) return;
    at += 1.5 * DAY_MS;
    const when = new Date(Math.min(at, Date.now() - DAY_MS));
    await caseWork.updateTask(
      tx,
      next.id,
      index < done
        ? { status: 'DONE', startedAt: when, completedAt: when, completedByUserId: next.assigneeUserId }
        : { status: 'IN_PROGRESS', startedAt: when },
    );
    await applyFlow(tx, lawFirmId, caseId, when);
  }
}
