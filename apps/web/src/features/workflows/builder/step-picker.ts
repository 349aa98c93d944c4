/** The add-steps picker's rules: one list of the firm's and the public steps, filtered and paged (§5, §9). */
import { meaningful, sameStepTitle, WORKFLOW_STEP_PAGE_SIZE, type WorkflowStep } from '@counsel/domain';

/** The firm's steps first, then the public ones; a step listed by both calls appears once. */
export function mergeSteps(firm: WorkflowStep[], publics: WorkflowStep[]): WorkflowStep[] {
  const seen = new Set<number>();
  return [...firm, ...publics].filter((step) => !seen.has(step.id) && seen.add(step.id));
}

/** A whitespace-only filter keeps everything; otherwise the title or its workflow's title must contain it. */
export function filterSteps(steps: WorkflowStep[], query: string, locale: string): WorkflowStep[] {
  const needle = meaningful(query)?.toLocaleLowerCase(locale);
  if (!needle) return steps;
  return steps.filter(
    (step) =>
      step.title.toLocaleLowerCase(locale).includes(needle) ||
      step.workflow_template_title.toLocaleLowerCase(locale).includes(needle),
  );
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / WORKFLOW_STEP_PAGE_SIZE));

export function pageOf<T>(items: T[], page: number): T[] {
  return items.slice((page - 1) * WORKFLOW_STEP_PAGE_SIZE, page * WORKFLOW_STEP_PAGE_SIZE);
}

/** A step whose title the workflow already has cannot be added again. */
export function isAlreadyIn(step: Pick<WorkflowStep, 'title'>, existingTitles: string[]): boolean {
  return existingTitles.some((title) => sameStepTitle(title, step.title));
}
