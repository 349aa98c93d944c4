/**
 * Workflows (documents-forms-workflows §3 "Workflow template", "Workflow step", "Task"; §5; §7
 * "Workflows"; §9): a firm's templates of how a kind of case runs, made of ordered steps, each with
 * ordered tasks. A step may have alternative steps (sub-steps): the first of the alternatives given
 * when the step is created is the main step, the others become its sub-steps titled
 * 'Alternative Step-{n}', and a case built from the template takes one path (the cases feature).
 *
 * Public workflows (law_firm_id null) are the starting library every firm reads and none edits. Steps
 * and tasks are also a library of their own: a firm's steps and tasks (and the public ones) can be
 * added to another template. Adding a step copies it, with its sub-steps and task links, into the
 * template; adding a task links the same task (editing a task changes it wherever it is used).
 *
 * Order is stored (`step_oder`, the spec's spelling, and each task's position in its step), and a
 * template carries a `version` that every change raises: a change sent with an older version is 409,
 * so two people editing one workflow never silently overwrite each other.
 *
 * This file holds the shared limits and rules and what the API answers; what the calls take is in
 * workflow-requests.ts, and drafts (the public library's source, AI and checklist drafting) in workflow-drafts.ts.
 */
import { z } from 'zod';
import { FILLABLE_FORM_TYPES } from './form-filling.js';
import { participantTypeLightSchema } from './participant-types.js';

export const WORKFLOW_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type WorkflowPriority = (typeof WORKFLOW_PRIORITIES)[number];
export const DEFAULT_WORKFLOW_PRIORITY: WorkflowPriority = 'LOW';

/** §9: a new workflow's title, the add-steps picker's page size, the first step's order. */
export const UNTITLED_WORKFLOW_TITLE = 'Untitled';
export const WORKFLOW_STEP_PAGE_SIZE = 8;
export const FIRST_STEP_ORDER = 1;
/** `limit` of GET /workflow/get-public-workflow-steps meaning "all of them". */
export const UNLIMITED = -1;

export const WORKFLOW_LIMITS = {
  title: 200,
  instructionTitle: 200,
  instructionDescription: 4000,
  instructions: 30,
  forms: 20,
  steps: 100,
  subSteps: 10,
  tasksPerStep: 100,
  /** A task's duration in minutes: at most a year. */
  durationMinutes: 525_600,
} as const;

export const MINUTES_PER_DAY = 1440;
/** §9: a duration is shown in days, minutes ÷ 1440 rounded up (0 stays 0). */
export function durationInDays(minutes: number): number {
  return Math.ceil(Math.max(0, minutes) / MINUTES_PER_DAY);
}

/** The title of the n-th alternative (n from 1: the second alternative given is 'Alternative Step-1'). */
export function alternativeStepTitle(n: number): string {
  return `Alternative Step-${n}`;
}

/** §5: a name typed into a filter or a rename counts only once trimmed; blank is ignored. */
export const meaningful = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** Steps already in the workflow cannot be added again: compared by title, trimmed, case-insensitive. */
export const sameStepTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

// ---------------------------------------------------------------------------------------------------
// What the API answers
// ---------------------------------------------------------------------------------------------------

const titledRef = z.object({ id: z.number().int(), title: z.string() });

export const taskInstructionSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });

/** A form attached to a task: one of the public library's or one of the firm's. */
export const taskFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Where the form's PDF is read (the forms feature's viewer address). */
  file: z.string(),
  target: z.enum(FILLABLE_FORM_TYPES),
});

export const workflowTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priority: z.enum(WORKFLOW_PRIORITIES),
  /** Minutes. */
  duration: z.number().int().min(0),
  participant_type: participantTypeLightSchema.nullable(),
  /**
   * The participant type a public or drafted task names ('Attorney', 'Paralegal'...), shown when no
   * type of the firm is linked; null for a task made in the builder with one of the firm's types.
   */
  participant_type_name: z.string().nullable(),
  instructions: z.array(taskInstructionSchema),
  email_template: titledRef.nullable(),
  document_template: titledRef.nullable(),
  forms: z.array(taskFormSchema),
  /** null for a public task. */
  law_firm_id: z.number().int().nullable(),
  /** The step (or sub-step) the task was created in; a task added elsewhere keeps its first home. */
  workflow_step_id: z.number().int().nullable(),
  /** The main step when workflow_step_id is a sub-step. */
  step_parent: z.number().int().nullable(),
});
export type WorkflowTask = z.infer<typeof workflowTaskSchema>;

export const workflowSubStepSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priority: z.enum(WORKFLOW_PRIORITIES),
  tasks: z.array(workflowTaskSchema),
  workflow_template_id: z.number().int(),
});
export type WorkflowSubStep = z.infer<typeof workflowSubStepSchema>;

export const workflowStepSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priority: z.enum(WORKFLOW_PRIORITIES),
  tasks: z.array(workflowTaskSchema),
  sub_steps: z.array(workflowSubStepSchema),
  /** null for a public step. */
  law_firm_id: z.number().int().nullable(),
  workflow_template_id: z.number().int(),
  workflow_template_title: z.string(),
  step_oder: z.number().int().min(FIRST_STEP_ORDER),
});
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const workflowTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** null: a public workflow, read by every firm and edited by none. */
  law_firm_id: z.number().int().nullable(),
  is_public: z.boolean(),
  /** Raised by every change; a change sent with an older one is 409. */
  version: z.number().int(),
  steps: z.array(workflowStepSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkflowTemplate = z.infer<typeof workflowTemplateSchema>;

/** One card of GET /workflow/get-law-firm-workflow-templates/{lawFirmId}?view=true. */
export const workflowTemplateSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** What the workflow is for ('' when the firm wrote none). */
  description: z.string(),
  law_firm_id: z.number().int().nullable(),
  is_public: z.boolean(),
  step_count: z.number().int(),
  task_count: z.number().int(),
  updated_at: z.string(),
});
export type WorkflowTemplateSummary = z.infer<typeof workflowTemplateSummarySchema>;

/** GET /workflow/get-law-firm-workflow-templates/{lawFirmId}: the firm's own, newest first, then the public ones. */
export const workflowTemplateListResponse = z.object({ templates: z.array(workflowTemplateSummarySchema) });
/** GET /workflow/get-workflow-template/{id}. */
export const workflowTemplateResponse = z.object({ template: workflowTemplateSchema });
/** GET /workflow/get-law-firm-steps/{lawFirmId} and GET /workflow/get-public-workflow-steps: main steps. */
export const workflowStepListResponse = z.object({ steps: z.array(workflowStepSchema) });
/** GET /workflow/get-all-law-firm-tasks/{lawFirmId} and GET /workflow/get-all-public-tasks: each task once. */
export const workflowTaskListResponse = z.object({ tasks: z.array(workflowTaskSchema) });

/** The §8 message keys of the workflow screens, with their English texts. */
export const WORKFLOW_MESSAGES = {
  noWorkflowsFound: 'No workflows found',
  noStepsSelected: 'No steps selected',
  templateNotFound: 'Workflow template not found',
  noTasksFoundForLawFirm: 'No tasks found for this law firm',
  accessDeniedToTasks: 'You do not have access to tasks',
  serverErrorWhileFetchingTasks: 'Server error while fetching tasks',
  noTasksSelected: 'No tasks selected',
  missingStepId: 'Missing workflow step id',
  errorSavingTask: 'Error saving task',
  versionConflict: 'Someone else changed this workflow. It has been reloaded with their changes.',
  publicNotEditable: 'Public workflows cannot be changed. Copy the steps you need into your own workflow.',
} as const;
