/**
 * How a case moves through its steps, as a pure function of its rows: which steps have started, which are
 * done, and the due dates that follow. Steps run in order; a step is done when every task of the path it
 * takes is done or skipped; the next one then starts and its tasks' due dates count from that moment. A
 * task started ahead of its turn starts its own step early.
 */
import type { CaseStepStatus, CaseTaskStatus } from '@counsel/domain';
import type { CaseStepRow, CaseTaskRow, StepChange, TaskChange } from './repository.js';

const MINUTE_MS = 60_000;
const isFinished = (status: CaseTaskStatus) => status === 'DONE' || status === 'SKIPPED';
const hasBegun = (status: CaseTaskStatus) => status === 'IN_PROGRESS' || status === 'DONE';

export interface CaseShape {
  main: CaseStepRow[];
  alternativesOf: Map<number, CaseStepRow[]>;
  tasksOf: Map<number, CaseTaskRow[]>;
}

export function shapeOf(steps: CaseStepRow[], tasks: CaseTaskRow[]): CaseShape {
  const main = steps.filter((step) => step.parentCaseStepId === null).sort((a, b) => a.position - b.position);
  const alternativesOf = new Map<number, CaseStepRow[]>();
  for (const step of steps) {
    if (step.parentCaseStepId === null) continue;
    const list = alternativesOf.get(step.parentCaseStepId) ?? [];
    list.push(step);
    alternativesOf.set(step.parentCaseStepId, list);
  }
  for (const list of alternativesOf.values()) list.sort((a, b) => a.position - b.position);
  const tasksOf = new Map<number, CaseTaskRow[]>();
  for (const task of tasks) {
    const list = tasksOf.get(task.caseStepId) ?? [];
    list.push(task);
    tasksOf.set(task.caseStepId, list);
  }
  for (const list of tasksOf.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return { main, alternativesOf, tasksOf };
}

/** The path a main step takes: its own id when it has no alternatives; null while undecided. */
export function takenPathId(shape: CaseShape, step: CaseStepRow): number | null {
  if ((shape.alternativesOf.get(step.id) ?? []).length === 0) return step.id;
  return step.chosenPathId;
}

/** The main step a case step belongs to (itself for a main step). */
export function mainStepOf(shape: CaseShape, stepId: number): CaseStepRow | undefined {
  for (const step of shape.main) {
    if (step.id === stepId) return step;
    if ((shape.alternativesOf.get(step.id) ?? []).some((alt) => alt.id === stepId)) return step;
  }
  return undefined;
}

export interface FlowChanges {
  steps: Map<number, StepChange>;
  tasks: Map<number, TaskChange>;
}

/** What must change so the rows agree with the rules above, at `now`. */
export function settle(shape: CaseShape, now: Date): FlowChanges {
  const changes: FlowChanges = { steps: new Map(), tasks: new Map() };
  let turnTaken = false;
  for (const step of shape.main) {
    const pathId = takenPathId(shape, step);
    const pathTasks = pathId === null ? [] : (shape.tasksOf.get(pathId) ?? []);
    const allPaths = [step, ...(shape.alternativesOf.get(step.id) ?? [])];
    const anyBegun = allPaths.some((path) => (shape.tasksOf.get(path.id) ?? []).some((t) => hasBegun(t.status)));
    const done = pathId !== null && pathTasks.every((task) => isFinished(task.status));
    // The first step not done is the case's turn: it runs even if nothing in it has begun.
    const isTurn = !done && !turnTaken;
    if (isTurn) turnTaken = true;
    const startedAt = step.startedAt ?? (isTurn || anyBegun || done ? now : null);
    const status: CaseStepStatus = done ? 'DONE' : startedAt !== null ? 'ACTIVE' : 'PENDING';
    record(changes.steps, step, {
      status,
      startedAt,
      completedAt: done ? (step.completedAt ?? now) : null,
    });
    for (const alt of shape.alternativesOf.get(step.id) ?? []) {
      const altStatus: CaseStepStatus = pathId === null ? 'PENDING' : alt.id === pathId ? status : 'SKIPPED';
      record(changes.steps, alt, {
        status: altStatus,
        startedAt: altStatus === 'SKIPPED' ? null : startedAt,
        completedAt: altStatus === 'DONE' ? (alt.completedAt ?? now) : null,
      });
    }
    if (startedAt === null) continue;
    // Due dates count from the step's start, for every task that may still be done.
    for (const path of allPaths) {
      for (const task of shape.tasksOf.get(path.id) ?? []) {
        if (task.dueAt !== null || task.status === 'SKIPPED') continue;
        changes.tasks.set(task.id, { dueAt: new Date(startedAt.getTime() + task.duration * MINUTE_MS) });
      }
    }
  }
  return changes;
}

function record(into: Map<number, StepChange>, step: CaseStepRow, wanted: Required<Omit<StepChange, 'chosenPathId'>>) {
  const change: StepChange = {};
  if (step.status !== wanted.status) change.status = wanted.status;
  if (!sameTime(step.startedAt, wanted.startedAt)) change.startedAt = wanted.startedAt;
  if (!sameTime(step.completedAt, wanted.completedAt)) change.completedAt = wanted.completedAt;
  if (Object.keys(change).length > 0) into.set(step.id, change);
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The case has begun once any task has started or is done. */
export const caseHasBegun = (tasks: CaseTaskRow[]) => tasks.some((task) => hasBegun(task.status));
