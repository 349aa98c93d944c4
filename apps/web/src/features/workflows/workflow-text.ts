/** Pure rules of the workflow screens: who a task is for, which cards a filter keeps, which are the firm's. */
import { meaningful } from '@counsel/domain';
import type { ViewedTask, WorkflowTemplateSummary } from '../../entities/workflow/use-workflows';

/** A public workflow has no firm (the contract's law_firm_id null); is_public alone could be a firm's shared one. */
export const isPublicWorkflow = (template: Pick<WorkflowTemplateSummary, 'law_firm_id'>) =>
  template.law_firm_id === null;

/** The firm's participant type, else the name a public task gives, else null (shown as "No participant type"). */
export function participantName(task: Pick<ViewedTask, 'participant_type' | 'participant_type_name'>): string | null {
  return task.participant_type?.name ?? meaningful(task.participant_type_name ?? '') ?? null;
}

/** §5: whitespace-only input filters nothing; otherwise a case-insensitive match on the title. */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string, locale: string): T[] {
  const needle = meaningful(query)?.toLocaleLowerCase(locale);
  if (!needle) return [...items];
  return items.filter((item) => item.title.toLocaleLowerCase(locale).includes(needle));
}
