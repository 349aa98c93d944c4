/** Workflows as the API answers them, for the feature's tests. */
import type { WorkflowPriority } from '@counsel/domain';
import type {
  ViewedStep,
  ViewedSubStep,
  ViewedTask,
  ViewedTemplate,
  WorkflowTemplateSummary,
} from '../entities/workflow/use-workflows';

export function summary(
  id: number,
  title: string,
  overrides: Partial<WorkflowTemplateSummary> = {},
): WorkflowTemplateSummary {
  return {
    id,
    title,
    description: '',
    law_firm_id: 3,
    is_public: false,
    step_count: 3,
    task_count: 7,
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

let nextId = 900;

export function task(title: string, overrides: Partial<ViewedTask> = {}): ViewedTask {
  return {
    id: ++nextId,
    title,
    priority: 'LOW',
    duration: 0,
    participant_type: null,
    participant_type_name: null,
    instructions: [],
    email_template: null,
    document_template: null,
    forms: [],
    law_firm_id: null,
    workflow_step_id: null,
    step_parent: null,
    ...overrides,
  };
}

export function subStep(title: string, tasks: ViewedTask[], priority: WorkflowPriority = 'MEDIUM'): ViewedSubStep {
  return { id: ++nextId, title, priority, tasks, workflow_template_id: 1 };
}

export function step(
  title: string,
  order: number,
  tasks: ViewedTask[],
  overrides: Partial<ViewedStep> = {},
): ViewedStep {
  return {
    id: ++nextId,
    title,
    priority: 'LOW',
    tasks,
    sub_steps: [],
    law_firm_id: null,
    workflow_template_id: 1,
    workflow_template_title: 'Family-based petition (I-130)',
    step_oder: order,
    ...overrides,
  };
}

export function template(steps: ViewedStep[], overrides: Partial<ViewedTemplate> = {}): ViewedTemplate {
  return {
    id: 1,
    title: 'Family-based petition (I-130)',
    description: '',
    law_firm_id: null,
    is_public: true,
    version: 4,
    steps,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}
