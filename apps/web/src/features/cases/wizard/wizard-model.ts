/**
 * The wizard's view of a workflow: every task (main steps, sub-steps and alternatives alike), grouped by the
 * participant type that does it, and the task → employee list the case is created with.
 */
import type { ViewedTask, ViewedTemplate } from '../../../entities/workflow/use-workflows';

export interface WizardTask {
  id: number;
  title: string;
  stepTitle: string;
  /** Set for a task of an alternative path (a sub-step). */
  alternativeTitle: string | null;
  /** Which participant-type group the task belongs to. */
  typeKey: string;
  typeName: string | null;
}

export interface ParticipantGroup {
  key: string;
  /** null: tasks that name no participant type. */
  name: string | null;
  taskIds: number[];
}

export const NO_TYPE_KEY = 'none';

function typeOf(task: ViewedTask): { key: string; name: string | null } {
  if (task.participant_type) return { key: `id:${task.participant_type.id}`, name: task.participant_type.name };
  const name = task.participant_type_name?.trim();
  return name ? { key: `name:${name.toLocaleLowerCase()}`, name } : { key: NO_TYPE_KEY, name: null };
}

/** Each task once (a task serving several steps is one task with one assignee), in the workflow's order. */
export function wizardTasks(template: ViewedTemplate): WizardTask[] {
  const seen = new Map<number, WizardTask>();
  const add = (task: ViewedTask, stepTitle: string, alternativeTitle: string | null) => {
    if (seen.has(task.id)) return;
    const type = typeOf(task);
    seen.set(task.id, {
      id: task.id,
      title: task.title,
      stepTitle,
      alternativeTitle,
      typeKey: type.key,
      typeName: type.name,
    });
  };
  for (const step of template.steps) {
    for (const task of step.tasks) add(task, step.title, null);
    for (const sub of step.sub_steps) for (const task of sub.tasks) add(task, step.title, sub.title);
  }
  return [...seen.values()];
}

export function participantGroups(tasks: readonly WizardTask[]): ParticipantGroup[] {
  const groups = new Map<string, ParticipantGroup>();
  for (const task of tasks) {
    const group = groups.get(task.typeKey) ?? { key: task.typeKey, name: task.typeName, taskIds: [] };
    group.taskIds.push(task.id);
    groups.set(task.typeKey, group);
  }
  // Named types first, alphabetically; the tasks with no type last.
  return [...groups.values()].sort((a, b) =>
    a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name),
  );
}

/** The task → employee list: a task's own choice, else its participant type's. */
export function taskAssignments(
  tasks: readonly WizardTask[],
  byType: Readonly<Record<string, number | undefined>>,
  byTask: Readonly<Record<number, number | undefined>>,
): Map<number, number | undefined> {
  return new Map(tasks.map((task) => [task.id, byTask[task.id] ?? byType[task.typeKey]]));
}

export const unassignedCount = (assignments: Map<number, number | undefined>) =>
  [...assignments.values()].filter((user) => user === undefined).length;

/** The preview's search: task title, step, alternative or assignee, ignoring case. */
export function matchesPreviewSearch(task: WizardTask, assigneeName: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [task.title, task.stepTitle, task.alternativeTitle ?? '', assigneeName].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
