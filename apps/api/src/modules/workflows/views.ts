/** Rows to the contract's shapes: tasks with their details, steps with their tasks and sub-steps. */
import type { ParticipantTypeLight, WorkflowStep, WorkflowSubStep, WorkflowTask } from '@counsel/domain';
import { publicFormById, publicFormUrl } from '../../platform/public-forms.js';
import type * as repo from './repository.js';

type InstructionRow = Awaited<ReturnType<typeof repo.instructionsOf>>[number];
type FormRow = Awaited<ReturnType<typeof repo.formsOf>>[number];

/** What the tasks of one answer share: their instructions, forms and the firm's participant types. */
export interface TaskDetails {
  instructions: Map<number, WorkflowTask['instructions']>;
  forms: Map<number, WorkflowTask['forms']>;
  participantTypes: ParticipantTypeLight[];
  /** Email and document templates by id (the firm's own; a task links only those). */
  templates: Map<number, { id: number; title: string }>;
}

export function taskDetails(
  lawFirmId: number,
  instructionRows: InstructionRow[],
  formRows: FormRow[],
  participantTypes: ParticipantTypeLight[],
  templateRows: { id: number; title: string }[],
): TaskDetails {
  const instructions = new Map<number, WorkflowTask['instructions']>();
  for (const { taskId, ...instruction } of instructionRows) pushTo(instructions, taskId, instruction);
  const forms = new Map<number, WorkflowTask['forms']>();
  for (const row of formRows) {
    const form = taskForm(row, lawFirmId);
    if (form) pushTo(forms, row.taskId, form);
  }
  const templates = new Map(templateRows.map((row) => [row.id, { id: row.id, title: row.title }]));
  return { instructions, forms, participantTypes, templates };
}

/** A form the reader can open; a firm form since deleted (or another firm's) is left out. */
export function taskForm(
  row: Pick<FormRow, 'formType' | 'formId' | 'firmFormTitle'>,
  lawFirmId: number,
): WorkflowTask['forms'][number] | null {
  if (row.formType === 'public') {
    const form = publicFormById(row.formId);
    return form ? { id: form.id, title: form.name, file: publicFormUrl(form), target: 'public' } : null;
  }
  if (row.firmFormTitle === null) return null;
  return {
    id: row.formId,
    title: row.firmFormTitle,
    file: `/api/firm-legal-form/${lawFirmId}/forms/${row.formId}/file`,
    target: 'law_firm',
  };
}

/**
 * A task's participant type: the firm's type it links, else (a public or drafted task) the firm's type
 * of the same name ignoring case, else none, the name alone being shown.
 */
function participantTypeOf(task: repo.TaskRow, types: ParticipantTypeLight[]): ParticipantTypeLight | null {
  if (task.participantTypeId !== null) return types.find((type) => type.id === task.participantTypeId) ?? null;
  const wanted = task.participantTypeName?.toLocaleLowerCase();
  if (wanted === undefined) return null;
  return types.find((type) => type.name.toLocaleLowerCase() === wanted) ?? null;
}

function templateOf(id: number | null, details: TaskDetails) {
  return id === null ? null : (details.templates.get(id) ?? null);
}

export function toTask(task: repo.TaskRow, details: TaskDetails): WorkflowTask {
  return {
    id: task.id,
    title: task.title,
    priority: task.priority,
    duration: task.duration,
    participant_type: participantTypeOf(task, details.participantTypes),
    participant_type_name: task.participantTypeName,
    instructions: details.instructions.get(task.id) ?? [],
    email_template: templateOf(task.emailTemplateId, details),
    document_template: templateOf(task.documentTemplateId, details),
    forms: details.forms.get(task.id) ?? [],
    law_firm_id: task.lawFirmId,
    workflow_step_id: task.homeStepId,
    step_parent: task.homeParentStepId,
  };
}

export function toSteps(
  main: repo.StepRow[],
  subs: repo.StepRow[],
  stepTasks: (repo.TaskRow & { stepId: number })[],
  details: TaskDetails,
): WorkflowStep[] {
  const tasksByStep = new Map<number, WorkflowTask[]>();
  for (const row of stepTasks) pushTo(tasksByStep, row.stepId, toTask(row, details));
  const subsByParent = new Map<number, WorkflowSubStep[]>();
  for (const sub of subs) {
    pushTo(subsByParent, sub.parentStepId!, {
      id: sub.id,
      title: sub.title,
      priority: sub.priority,
      tasks: tasksByStep.get(sub.id) ?? [],
      workflow_template_id: sub.templateId,
    });
  }
  return main.map((step) => ({
    id: step.id,
    title: step.title,
    priority: step.priority,
    tasks: tasksByStep.get(step.id) ?? [],
    sub_steps: subsByParent.get(step.id) ?? [],
    law_firm_id: step.lawFirmId,
    workflow_template_id: step.templateId,
    workflow_template_title: step.templateTitle,
    step_oder: step.position,
  }));
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
