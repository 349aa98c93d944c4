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
 */
import { z } from 'zod';
import { idParam, trimmed } from './common.js';
import { queryFlag } from './contacts.js';
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

// ---------------------------------------------------------------------------------------------------
// What the calls take (§7 "Workflows", names as written)
// ---------------------------------------------------------------------------------------------------

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

const instructionInput = z.object({
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

/** POST /workflow/create-workflow-from-draft/{lawFirmId} → 201 { template }: a reviewed draft saved as the firm's workflow. */
export const createWorkflowFromDraftBody = z.object({ draft: z.lazy(() => workflowDraftSchema) });

export const AI_DRAFT_LIMITS = { description: 4000, documentBytes: 10 * 1024 * 1024, documentText: 60_000 } as const;

/** POST /workflow/draft-with-ai/{lawFirmId} → 200 aiDraftResponse: nothing is saved. */
export const draftWithAiBody = z.object({
  description: z.string().trim().min(10).max(AI_DRAFT_LIMITS.description),
});

/**
 * POST /workflow/draft-from-document/{lawFirmId} (multipart `file`: PDF or Word) → 200 aiDraftResponse.
 * The checklist's text is read on the server and drafted like a description.
 */
export const CHECKLIST_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const AI_PROVIDERS = ['openai_compatible', 'sandbox'] as const;
export const aiDraftResponse = z.object({
  draft: z.lazy(() => workflowDraftSchema),
  /** 'sandbox': drafted offline (no AI server configured); the screen labels it so. */
  provider: z.enum(AI_PROVIDERS),
  /** The sandbox's source: the public workflow the draft was taken from, or null (drafted from a checklist's lines). */
  based_on: z.string().nullable(),
});
export type AiDraftResponse = z.infer<typeof aiDraftResponse>;

export const AI_DRAFT_MESSAGES = {
  /** 502 ai_invalid_answer: the model answered something that is not a workflow draft. */
  invalidAnswer: 'The AI answer was not a valid workflow. Try again or describe the workflow differently.',
  /** 502 ai_unavailable. */
  unavailable: 'The AI service could not be reached. Try again later.',
  /** 422 checklist_unreadable. */
  checklistUnreadable: 'No checklist could be read from this document. Upload a PDF or Word file with text.',
  /** 415. */
  checklistType: 'Upload a PDF or Word (.docx) document.',
} as const;

export const workflowIdParam = z.object({ id: idParam });

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

// ---------------------------------------------------------------------------------------------------
// Drafts: a workflow as plain data, before it has ids. The public library is written as drafts, an
// AI answer must parse as one, and a checklist read from a document becomes one; the user edits a
// draft in the builder before anything is saved.
// ---------------------------------------------------------------------------------------------------

/** Participant types named by drafts, matched by name to the firm's own participant types. */
export const DRAFT_PARTICIPANT_TYPES = [
  ...PUBLIC_PARTICIPANT_TYPES,
  'Petitioner',
  'Beneficiary',
  'Interpreter',
] as const;

export const draftTaskSchema = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title),
  priority: z.enum(WORKFLOW_PRIORITIES).default(DEFAULT_WORKFLOW_PRIORITY),
  /** Minutes of work-time allowed from the step's start (a day is 1440). */
  duration: z.number().int().min(0).max(WORKFLOW_LIMITS.durationMinutes).default(0),
  participant_type: z.string().trim().min(1).max(120),
  instructions: z.array(instructionInput).max(WORKFLOW_LIMITS.instructions).default([]),
  /** Names of public-library forms to attach ('G-28', 'I-130', 'I-485'). */
  forms: z.array(z.string().trim().min(1).max(40)).max(WORKFLOW_LIMITS.forms).default([]),
});
export type DraftTask = z.infer<typeof draftTaskSchema>;

const draftPath = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title),
  priority: z.enum(WORKFLOW_PRIORITIES).default(DEFAULT_WORKFLOW_PRIORITY),
  tasks: z.array(draftTaskSchema).max(WORKFLOW_LIMITS.tasksPerStep).default([]),
});

export const draftStepSchema = draftPath.extend({
  /** Other ways through this step (consular processing instead of adjustment...): the sub-steps. */
  alternatives: z.array(draftPath).max(WORKFLOW_LIMITS.subSteps).default([]),
});
export type DraftStep = z.infer<typeof draftStepSchema>;

export const workflowDraftSchema = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title),
  /** What the workflow is for, shown on its card and used to find the closest one to a description. */
  description: z.string().trim().min(1).max(2000),
  steps: z.array(draftStepSchema).min(1).max(WORKFLOW_LIMITS.steps),
});
export type WorkflowDraft = z.infer<typeof workflowDraftSchema>;
