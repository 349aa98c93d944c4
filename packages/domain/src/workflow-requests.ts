/**
 * What the workflow calls take (documents-forms-workflows §7 "Workflows", names as written): the bodies,
 * queries and params of the template, step and task edits, and the plan's count of predefined workflows.
 * The shapes the API answers and the shared limits are in workflows.ts.
 */
import { z } from 'zod';
import { idParam, trimmed } from './common.js';
import { queryFlag } from './contacts.js';
import { FILLABLE_FORM_TYPES } from './form-filling.js';
import {
  DEFAULT_WORKFLOW_PRIORITY,
  FIRST_STEP_ORDER,
  UNLIMITED,
  UNTITLED_WORKFLOW_TITLE,
  WORKFLOW_LIMITS,
  WORKFLOW_PRIORITIES,
} from './workflows.js';

const priority = z.enum(WORKFLOW_PRIORITIES).default(DEFAULT_WORKFLOW_PRIORITY);
const ids = (max: number) => z.array(z.number().int().positive()).max(max);
/** Every change to a template's content names the version it was made on. */
const version = z.number().int().min(0).optional();

/** POST /workflow/create-workflow-template/{firmId} → 201 { template: { id, title } }. */
export const createWorkflowTemplateBody = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title).default(UNTITLED_WORKFLOW_TITLE),
});

/** PUT /workflow/update-workflow-template/{id}: rename (a blank title is refused, not stored). */
export const updateWorkflowTemplateBody = z.object({ title: trimmed(1, WORKFLOW_LIMITS.title), version });

/**
 * POST /workflow/create-workflow-step/{lawFirmId} → 201 { new_step }. With sub_steps (the alternatives
 * after the first), each becomes a sub-step 'Alternative Step-{n}' unless it carries its own title.
 */
export const createWorkflowStepBody = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title),
  priority,
  tasks: ids(WORKFLOW_LIMITS.tasksPerStep).default([]),
  sub_steps: z
    .array(
      z.object({
        title: trimmed(1, WORKFLOW_LIMITS.title).optional(),
        priority,
        tasks: ids(WORKFLOW_LIMITS.tasksPerStep).default([]),
      }),
    )
    .max(WORKFLOW_LIMITS.subSteps)
    .default([]),
  workflow_template_id: z.number().int().positive(),
  /** Where the step goes; after the last one when absent. */
  step_oder: z.number().int().min(FIRST_STEP_ORDER).optional(),
  version,
});

/** POST /workflow/add-steps-to-workflow-template/{templateId} → 201 { steps }: copies of library steps. */
export const addStepsToTemplateBody = z.object({
  steps: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z.string().max(WORKFLOW_LIMITS.title).optional(),
        priority: z.enum(WORKFLOW_PRIORITIES).optional(),
        law_firm_id: z.number().int().nullable().optional(),
      }),
    )
    .min(1)
    .max(WORKFLOW_LIMITS.steps),
  version,
});

/**
 * GET /workflow/get-law-firm-workflow-templates/{lawFirmId}?view=: true (the default, the workflow
 * cards) adds the public workflows after the firm's own; false answers the firm's own only.
 */
export const workflowTemplateListQuery = z.object({ view: queryFlag });

/** GET /workflow/get-public-workflow-steps?limit= (-1: all). */
export const publicStepsQuery = z.object({
  limit: z.coerce.number().int().min(UNLIMITED).max(1000).default(UNLIMITED),
});

/** POST /workflow/add-tasks-to-workflow-step/{stepId} → 201 { tasks }; `substep` when stepId is a sub-step. */
export const addTasksToStepBody = z.object({
  task_ids: ids(WORKFLOW_LIMITS.tasksPerStep).min(1),
  substep: z.boolean().default(false),
  version,
});

/** One instruction of a task, as a task edit or a draft gives it. */
export const instructionInput = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.instructionTitle),
  description: z.string().trim().min(1).max(WORKFLOW_LIMITS.instructionDescription),
});
const formInput = z.object({ id: z.number().int().positive(), target: z.enum(FILLABLE_FORM_TYPES) });

/**
 * A linked record by its id, or as the task answers it (§3: participant_type `{id, name, description}`,
 * templates `{id, title}`): a client may send back what it read. Only the id counts.
 */
const idOrRef = z.union([
  z.number().int().positive(),
  z.looseObject({ id: z.number().int().positive() }).transform((ref) => ref.id),
]);

/**
 * The participant types the public library's tasks name. A firm's task may name one of them instead of a
 * type of its own, as public tasks do: the case wizard then matches it to the firm's type of that name.
 */
export const PUBLIC_PARTICIPANT_TYPES = ['Attorney', 'Paralegal', 'Legal assistant', 'Client'] as const;
export type PublicParticipantType = (typeof PUBLIC_PARTICIPANT_TYPES)[number];
export const isPublicParticipantType = (name: string | null | undefined): name is PublicParticipantType =>
  (PUBLIC_PARTICIPANT_TYPES as readonly string[]).includes(name ?? '');

const taskFields = {
  title: trimmed(1, WORKFLOW_LIMITS.title),
  priority,
  duration: z.number().int().min(0).max(WORKFLOW_LIMITS.durationMinutes).default(0),
  /** §5: required. One of the firm's types (id or object), or a public type by its name. */
  participant_type: z.union([idOrRef, z.enum(PUBLIC_PARTICIPANT_TYPES)]),
  instructions: z.array(instructionInput).max(WORKFLOW_LIMITS.instructions).default([]),
  email_template: idOrRef.nullable().default(null),
  document_template: idOrRef.nullable().default(null),
  forms: z.array(formInput).max(WORKFLOW_LIMITS.forms).default([]),
};

/**
 * POST /workflow/create-workflow-step-task/{lawFirmId} → 201 { task }, added at the end of the step.
 * `step_parent`: for a sub-step its main step; for a main step null or the step's own id.
 */
export const createTaskBody = z.object({
  ...taskFields,
  workflow_step_id: z.number().int().positive(),
  step_parent: z.number().int().positive().nullable().default(null),
  version,
});

/** PUT /workflow/update-workflow-step-task/{taskId} → 200 { task }. */
export const updateTaskBody = z.object({ ...taskFields, substep: z.boolean().default(false) });

/**
 * PUT /workflow/reorder/{templateId}: the whole order in one request (steps, and each step's and
 * sub-step's tasks), so a drag is one change that survives a reload. Every id must be the template's
 * own, each exactly once; 409 when `version` is not the template's.
 */
export const reorderWorkflowBody = z.object({
  version: z.number().int().min(0),
  steps: z
    .array(
      z.object({
        id: z.number().int().positive(),
        tasks: ids(WORKFLOW_LIMITS.tasksPerStep),
        sub_steps: z
          .array(z.object({ id: z.number().int().positive(), tasks: ids(WORKFLOW_LIMITS.tasksPerStep) }))
          .max(WORKFLOW_LIMITS.subSteps)
          .default([]),
      }),
    )
    .max(WORKFLOW_LIMITS.steps),
});

/**
 * Builder writes beyond §7's names (the spec's editor renames, deletes and adds alternatives inline).
 * Each answers the template's new `version`, and each is 409 when the `version` sent is not the template's.
 */

/** PUT /workflow/update-workflow-step/{stepId} → 200 { step, version }: rename (blank refused) or re-prioritise a step or sub-step. */
export const updateWorkflowStepBody = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title).optional(),
  priority: z.enum(WORKFLOW_PRIORITIES).optional(),
  version,
});

/** DELETE /workflow/delete-workflow-step/{stepId}?version= → 200 { version }: a main step goes with its sub-steps. */
export const versionQuery = z.object({ version: z.coerce.number().int().min(0).optional() });

/** POST /workflow/add-sub-step/{stepId} → 201 { sub_step, version }: one more alternative of a main step. */
export const addSubStepBody = z.object({
  /** 'Alternative Step-{n}' when absent (n: the sub-steps it will have). */
  title: trimmed(1, WORKFLOW_LIMITS.title).optional(),
  priority,
  version,
});

/** DELETE /workflow/remove-task-from-step/{stepId}/{taskId}?version= → 200 { version }: the task stays in the library. */
export const stepTaskParams = z.object({ stepId: idParam, taskId: idParam });

/** DELETE /workflow/delete-workflow-template/{id} → 204: the firm's own only; cases keep what they copied. */

/**
 * POST /workflow/copy-workflow-template/{id} → 201 { template: { id, title } }: the firm's own editable copy
 * of a public (or its own) workflow. Copying from a public workflow counts against the plan's
 * predefined_workflows (each public workflow once per firm; -1 unlimited): past it, 403 plan_limit_reached.
 */
export const copyWorkflowTemplateBody = z.object({ title: trimmed(1, WORKFLOW_LIMITS.title).optional() });

/** A copy, a draft saved or a template created answers this. */
export const createdTemplateResponse = z.object({ template: z.object({ id: z.number().int(), title: z.string() }) });

/** The firm's predefined-workflow use against its plan (shown on the chooser and the public viewer). */
export const predefinedWorkflowUsageSchema = z.object({
  used: z.number().int(),
  /** -1: unlimited. */
  limit: z.number().int(),
  /** Public workflow ids already used by the firm (copying them again costs nothing). */
  template_ids: z.array(z.number().int()),
});
/** GET /workflow/predefined-usage/{lawFirmId}. */
export const predefinedWorkflowUsageResponse = z.object({ usage: predefinedWorkflowUsageSchema });

export const PLAN_LIMIT_MESSAGES = {
  predefinedWorkflows: 'You have used all the predefined workflows your plan allows. Please upgrade your plan.',
} as const;

export const workflowIdParam = z.object({ id: idParam });
