/**
 * The task form's values and rules (§5 "Task"): the contract's task fields, validated in the browser with
 * the very schema the API applies, and turned into the create and update bodies.
 */
import {
  createTaskBody,
  DEFAULT_WORKFLOW_PRIORITY,
  type FillableFormType,
  isPublicParticipantType,
  meaningful,
  type PublicParticipantType,
  type updateTaskBody,
  type WorkflowTask,
} from '@counsel/domain';
import type { z } from 'zod';

/** The fields create and update share; the step (create) or the substep flag (update) is added on sending. */
export const taskFormSchema = createTaskBody.pick({
  title: true,
  priority: true,
  duration: true,
  participant_type: true,
  instructions: true,
  email_template: true,
  document_template: true,
  forms: true,
});
export type TaskFields = z.output<typeof taskFormSchema>;

/**
 * What the inputs hold before validation: no participant type chosen yet is null, and an emptied number
 * input is ''. Both fail the schema, which is how "required" is said.
 */
export interface TaskFormValues {
  title: string;
  priority: TaskFields['priority'];
  duration: number | string;
  /** One of the firm's types by id, or a public type by its name. */
  participant_type: number | PublicParticipantType | null;
  instructions: { title: string; description: string }[];
  email_template: number | null;
  document_template: number | null;
  forms: { id: number; target: FillableFormType }[];
}

export function emptyTaskValues(): TaskFormValues {
  return {
    title: '',
    priority: DEFAULT_WORKFLOW_PRIORITY,
    duration: 0,
    participant_type: null,
    instructions: [],
    email_template: null,
    document_template: null,
    forms: [],
  };
}

export function taskValues(task: WorkflowTask): TaskFormValues {
  return {
    title: task.title,
    priority: task.priority,
    duration: task.duration,
    participant_type:
      task.participant_type?.id ??
      (isPublicParticipantType(task.participant_type_name) ? task.participant_type_name : null),
    instructions: task.instructions.map(({ title, description }) => ({ title, description })),
    email_template: task.email_template?.id ?? null,
    document_template: task.document_template?.id ?? null,
    forms: task.forms.map(({ id, target }) => ({ id, target })),
  };
}

/** The inline "add instruction" takes a pair only when both halves say something (§5). */
export function completeInstruction(title: string, description: string) {
  const cleanTitle = meaningful(title);
  const cleanDescription = meaningful(description);
  return cleanTitle && cleanDescription ? { title: cleanTitle, description: cleanDescription } : null;
}

/** A form's value in the picker: `public:2`, `law_firm:7`. */
export const formKey = (form: { id: number; target: FillableFormType }) => `${form.target}:${form.id}`;

export function formOfKey(key: string): { id: number; target: FillableFormType } | null {
  const match = /^(public|law_firm):(\d+)$/.exec(key);
  return match ? { target: match[1] as FillableFormType, id: Number(match[2]) } : null;
}

export type CreateTaskRequest = z.input<typeof createTaskBody>;
export type UpdateTaskRequest = z.input<typeof updateTaskBody>;

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** Minutes as whole days, hours and minutes (2 days 3 hours is 3060). */
export function splitDuration(total: number): DurationParts {
  const minutes = Math.max(0, Math.trunc(total));
  return {
    days: Math.floor(minutes / MINUTES_PER_DAY),
    hours: Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
    minutes: minutes % MINUTES_PER_HOUR,
  };
}

export const joinDuration = (parts: DurationParts) =>
  parts.days * MINUTES_PER_DAY + parts.hours * MINUTES_PER_HOUR + parts.minutes;
