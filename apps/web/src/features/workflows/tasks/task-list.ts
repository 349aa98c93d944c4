/** Pure rules of the task picker: one list from the firm's and the public tasks, and what a failed load says. */
import type { WorkflowTask } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';

/** The firm's tasks first, then the public ones; a task both lists name is shown once (§7). */
export function mergeTasks(...lists: readonly (readonly WorkflowTask[])[]): WorkflowTask[] {
  const seen = new Set<number>();
  const merged: WorkflowTask[] = [];
  for (const task of lists.flat()) {
    if (seen.has(task.id)) continue;
    seen.add(task.id);
    merged.push(task);
  }
  return merged;
}

export type TasksLoadErrorKey =
  | 'noTasksFoundForLawFirm'
  | 'accessDeniedToTasks'
  | 'serverErrorWhileFetchingTasks'
  | 'fetchError';

/** §8 "Tasks load": 404, 403 and any 5xx each have their own words; anything else is a plain fetch error. */
export function tasksLoadErrorKey(error: unknown): TasksLoadErrorKey {
  if (!(error instanceof ApiError)) return 'fetchError';
  if (error.status === 404) return 'noTasksFoundForLawFirm';
  if (error.status === 403) return 'accessDeniedToTasks';
  if (error.status >= 500) return 'serverErrorWhileFetchingTasks';
  return 'fetchError';
}

/** A change refused because the workflow moved on since it was read. */
export const isVersionConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * §8 "New task": the server's reason when it gave one, else 'Bad Request'. A code the app knows is said in
 * the reader's language; only an unknown code falls back to the server's own (English) words.
 * `t` is the workflowTasks namespace's.
 */
export function saveErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const known = t(`common:errors.${error.code}`, { defaultValue: '' });
    if (known) return known;
    if (error.message.trim()) return error.message;
    return t('errors.badRequest');
  }
  if (error instanceof TypeError) return t('common:errors.network');
  return t('errors.badRequest');
}
