/**
 * The create-step form's values and rules: the step's title and priority and its alternatives (sub_steps),
 * checked as the request they become against the API's own schema (createWorkflowStepBody).
 */
import {
  createWorkflowStepBody,
  DEFAULT_WORKFLOW_PRIORITY,
  meaningful,
  WORKFLOW_PRIORITIES,
  type WorkflowPriority,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ViewedTemplate } from '../../../entities/workflow/use-workflows';
import { requiredText, translatedErrorMap } from '../../../lib/zod-errors';

export interface CreateStepValues {
  title: string;
  priority: WorkflowPriority;
  /** The alternatives, named as in the request so that its errors land on their rows. */
  sub_steps: Array<{ title: string; priority: WorkflowPriority }>;
}

export type CreateStepRequest = z.output<typeof createWorkflowStepBody>;

export const emptyCreateStep = (): CreateStepValues => ({
  title: '',
  priority: DEFAULT_WORKFLOW_PRIORITY,
  sub_steps: [],
});

export const emptyAlternative = (): CreateStepValues['sub_steps'][number] => ({
  title: '',
  priority: DEFAULT_WORKFLOW_PRIORITY,
});

/** An alternative left without a title is sent without one: the server names it 'Alternative Step-{n}'. */
export function createStepSchema(t: TFunction, template: Pick<ViewedTemplate, 'id' | 'version'>) {
  const priority = z.enum(WORKFLOW_PRIORITIES);
  return z
    .object({
      title: z.string(),
      priority,
      sub_steps: z.array(z.object({ title: z.string(), priority })),
    })
    .transform(
      (values): z.input<typeof createWorkflowStepBody> => ({
        title: values.title,
        priority: values.priority,
        tasks: [],
        sub_steps: values.sub_steps.map((alternative) => {
          const title = meaningful(alternative.title);
          return { ...(title === null ? {} : { title }), priority: alternative.priority, tasks: [] };
        }),
        workflow_template_id: template.id,
        version: template.version,
      }),
    )
    .pipe(
      createWorkflowStepBody.extend({
        // A blank title gets the dialog's own message; the rest of the rule is the API's.
        title: requiredText(() => t('createStep.titleRequired'), createWorkflowStepBody.shape.title),
      }),
    );
}

export function createStepResolver(
  t: TFunction,
  template: Pick<ViewedTemplate, 'id' | 'version'>,
): Resolver<CreateStepValues, unknown, CreateStepRequest> {
  return zodResolver(createStepSchema(t, template), { error: translatedErrorMap(t) }) as unknown as Resolver<
    CreateStepValues,
    unknown,
    CreateStepRequest
  >;
}
