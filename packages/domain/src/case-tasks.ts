/**
 * A case at work: its steps and tasks (copied from the workflow when the case was created), who does each,
 * the path chosen where a step has alternatives, progress, "My tasks", and case members.
 */
import { z } from 'zod';
import { CASE_STATUSES } from './cases.js';
import { idParam, paginated, paginationQuery } from './common.js';
import { participantTypeLightSchema } from './participant-types.js';
import { taskFormSchema, WORKFLOW_PRIORITIES } from './workflows.js';

export const CASE_TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'SKIPPED'] as const;
export type CaseTaskStatus = (typeof CASE_TASK_STATUSES)[number];
/** PENDING until it starts; ACTIVE; DONE when every task of the path it takes is done or skipped; SKIPPED: a path not taken. */
export const CASE_STEP_STATUSES = ['PENDING', 'ACTIVE', 'DONE', 'SKIPPED'] as const;
export type CaseStepStatus = (typeof CASE_STEP_STATUSES)[number];

/**
 * The case's own life: PENDING when created, IN_PROGRESS (the spec's "active") once a task has started,
 * CLOSED after a closure export; reopening a CLOSED case puts it back to IN_PROGRESS (or PENDING when
 * nothing has started), with an audit entry.
 */
export const CASE_ACTIVE_STATUS = 'IN_PROGRESS' satisfies (typeof CASE_STATUSES)[number];
export const CASE_CLOSED_STATUS = 'CLOSED' satisfies (typeof CASE_STATUSES)[number];

/** Error codes (422 unless said) the case-task calls answer; the web app translates them. */
export const CASE_TASK_ERROR_CODES = [
  /** A task of a step whose path is not chosen yet cannot start. */
  'path_not_chosen',
  /** A task of a path not taken (SKIPPED with its step) cannot change. */
  'path_not_taken',
  /** The chosen path cannot change once one of its tasks has started. */
  'path_in_use',
  /** A CLOSED case's tasks, path and members do not change; reopen it first. */
  'case_closed',
  /** Reopen: the case is not CLOSED. */
  'case_not_closed',
  /** Reassign: the assignee is inactive. */
  'assignee_inactive',
] as const;
export type CaseTaskErrorCode = (typeof CASE_TASK_ERROR_CODES)[number];

const person = z.object({ id: z.number().int(), full_name: z.string(), image: z.string().nullable() });
export type CasePerson = z.infer<typeof person>;
const titledRef = z.object({ id: z.number().int(), title: z.string() });

export const caseTaskSchema = z.object({
  id: z.number().int(),
  case_id: z.number().int(),
  case_step_id: z.number().int(),
  /** The workflow task it was copied from (null once that task is deleted). */
  source_task_id: z.number().int().nullable(),
  position: z.number().int(),
  title: z.string(),
  priority: z.enum(WORKFLOW_PRIORITIES),
  /** Minutes. */
  duration: z.number().int(),
  status: z.enum(CASE_TASK_STATUSES),
  participant_type: participantTypeLightSchema.nullable(),
  participant_type_name: z.string().nullable(),
  assignee: person.nullable(),
  instructions: z.array(z.object({ title: z.string(), description: z.string() })),
  email_template: titledRef.nullable(),
  document_template: titledRef.nullable(),
  forms: z.array(taskFormSchema),
  /** The step's start plus the duration; null while the step has not started. */
  due_at: z.string().nullable(),
  /** Past due and not done or skipped (computed by the server at answer time). */
  overdue: z.boolean(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  completed_by: person.nullable(),
});
export type CaseTask = z.infer<typeof caseTaskSchema>;

/** An alternative path of a step (a workflow sub-step copied into the case). */
export const caseStepPathSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priority: z.enum(WORKFLOW_PRIORITIES),
  status: z.enum(CASE_STEP_STATUSES),
  tasks: z.array(caseTaskSchema),
});
export type CaseStepPath = z.infer<typeof caseStepPathSchema>;

export const caseStepSchema = caseStepPathSchema.extend({
  position: z.number().int(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The alternatives to this step's own tasks; empty for a step with one path. */
  alternatives: z.array(caseStepPathSchema),
  /**
   * With alternatives: the path the case takes (this step's id for its own tasks, or an alternative's id);
   * null until chosen. Without alternatives: always this step's id.
   */
  chosen_path_id: z.number().int().nullable(),
});
export type CaseStep = z.infer<typeof caseStepSchema>;

export const caseProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  /** 0 to 100, rounded down, so 100 only when everything is done. */
  percent: z.number().int(),
});
export type CaseProgress = z.infer<typeof caseProgressSchema>;

/** GET /case/{caseId}/tasks */
export const caseTasksResponse = z.object({
  case_id: z.number().int(),
  case_status: z.enum(CASE_STATUSES),
  progress: caseProgressSchema,
  steps: z.array(caseStepSchema),
});
export type CaseTasksResponse = z.infer<typeof caseTasksResponse>;

/**
 * PATCH /case/{caseId}/tasks/{taskId}: a status, an assignee, or both. The assignee may change the status
 * of their own task; anyone else needs update on cases, and reassigning always needs it. Reassigning mails
 * the new assignee. Answers the whole case's tasks again (the case and step statuses may have moved).
 */
export const updateCaseTaskBody = z
  .object({
    status: z.enum(CASE_TASK_STATUSES).optional(),
    assignee_id: z.number().int().positive().optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, 'Nothing to update.');
export type UpdateCaseTaskBody = z.infer<typeof updateCaseTaskBody>;

/** PUT /case/{caseId}/steps/{stepId}/path: which path a step with alternatives takes; answers the case's tasks. */
export const chooseCasePathBody = z.object({ path_id: z.number().int().positive() }).strict();
export type ChooseCasePathBody = z.infer<typeof chooseCasePathBody>;

/**
 * The tasks that count towards progress: a step's chosen path, or its own tasks while no path is chosen;
 * skipped tasks do not count.
 */
export function caseProgress(
  steps: readonly Pick<CaseStep, 'tasks' | 'alternatives' | 'chosen_path_id' | 'id'>[],
): CaseProgress {
  let done = 0;
  let total = 0;
  for (const step of steps) {
    const path =
      step.chosen_path_id === null || step.chosen_path_id === step.id
        ? step.tasks
        : (step.alternatives.find((alt) => alt.id === step.chosen_path_id)?.tasks ?? []);
    for (const task of path) {
      if (task.status === 'SKIPPED') continue;
      total += 1;
      if (task.status === 'DONE') done += 1;
    }
  }
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

/** "My tasks" filters: open = to do or in progress. */
export const MY_TASK_FILTERS = ['open', 'overdue', 'done', 'all'] as const;
export type MyTaskFilter = (typeof MY_TASK_FILTERS)[number];

/** GET /law-firm/{lawFirmId}/my-tasks: the caller's tasks across cases, overdue first, then soonest due. */
export const myTasksQuery = paginationQuery.extend({
  status: z.enum(MY_TASK_FILTERS).default('open'),
  case_id: idParam.optional(),
  /** Task or case title, or client name, case-insensitive. */
  q: z.string().trim().max(200).optional(),
});
export type MyTasksQuery = z.infer<typeof myTasksQuery>;

export const myTaskSchema = caseTaskSchema.extend({
  step_title: z.string(),
  case: z.object({ id: z.number().int(), title: z.string(), status: z.enum(CASE_STATUSES) }),
  client: z.object({ id: z.number().int(), full_name: z.string() }),
});
export type MyTask = z.infer<typeof myTaskSchema>;
export const myTasksResponse = paginated(myTaskSchema);
export type MyTasksResponse = z.infer<typeof myTasksResponse>;

/** GET /law-firm/{lawFirmId}/my-tasks/counts: for the dashboard. */
export const myTaskCountsSchema = z.object({
  todo: z.number().int(),
  in_progress: z.number().int(),
  overdue: z.number().int(),
  /** Due within the next 7 days (not overdue, not done). */
  due_soon: z.number().int(),
});
export type MyTaskCounts = z.infer<typeof myTaskCountsSchema>;
export const MY_TASKS_DUE_SOON_DAYS = 7;

/**
 * Case members (the case member assignment dialog): POST /law-firm/{firmId}/document-filling with case_id and
 * employees and no form answers 201 with the case's members. GET /case/{caseId}/members lists them;
 * DELETE /case/{caseId}/members/{userId} removes one (204).
 */
export const caseMembersResponse = z.object({ case_id: z.number().int(), members: z.array(person) });
export type CaseMembersResponse = z.infer<typeof caseMembersResponse>;

/** A case takes a team, not the whole firm at once. */
export const CASE_MEMBERS_MAX_PER_ASSIGNMENT = 20;
export const CASE_MEMBER_MESSAGES = {
  employeesRequired: 'Choose at least one employee.',
  employeeIdRequired: 'Every chosen employee needs an id.',
  employeesTooMany: `Choose at most ${CASE_MEMBERS_MAX_PER_ASSIGNMENT} employees.`,
  employeesNotJson: 'employees must be a JSON list of employee ids.',
} as const;

/**
 * §5 "Case member assignment": employees (a JSON list of ids in form data, or the list in a JSON body),
 * non-empty, each id non-empty; case_id the case. Repeated ids count once.
 */
export const caseMemberAssignmentRequest = z.object({
  employees: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z
      .array(
        z.preprocess(
          (id) => (id === '' || id === null ? undefined : id),
          z.coerce.number({ error: CASE_MEMBER_MESSAGES.employeeIdRequired }).int().positive(),
        ),
        { error: CASE_MEMBER_MESSAGES.employeesNotJson },
      )
      .min(1, CASE_MEMBER_MESSAGES.employeesRequired)
      .max(CASE_MEMBERS_MAX_PER_ASSIGNMENT, CASE_MEMBER_MESSAGES.employeesTooMany)
      .transform((ids) => [...new Set(ids)]),
  ),
  case_id: idParam,
});
export type CaseMemberAssignmentRequest = z.input<typeof caseMemberAssignmentRequest>;
