/** Case step and task rows to the contract's shapes (GET /case/{caseId}/tasks and "My tasks"). */
import {
  type CasePerson,
  type CaseStatus,
  type CaseStep,
  type CaseStepPath,
  type CaseTask,
  type CaseTasksResponse,
  caseProgress,
  type ParticipantTypeLight,
} from '@counsel/domain';
import type { DbOrTx } from '../../../db/client.js';
import { firmParticipantTypes } from '../../../db/firm-staff.js';
import { taskForm } from '../../workflows/views.js';
import { type CaseShape, shapeOf, takenPathId } from './flow.js';
import * as repo from './repository.js';

/** What the tasks of one answer name: people, templates, forms and participant types, each read once. */
export interface TaskNames {
  people: Map<number, CasePerson>;
  templates: Map<number, { id: number; title: string }>;
  firmForms: Map<number, string>;
  participantTypes: Map<number, ParticipantTypeLight>;
}

export async function readNames(db: DbOrTx, lawFirmId: number, tasks: repo.CaseTaskRow[]): Promise<TaskNames> {
  const userIds = tasks.flatMap((task) => [task.assigneeUserId, task.completedByUserId]);
  const templateIds = tasks.flatMap((task) => [task.emailTemplateId, task.documentTemplateId]);
  const formIds = tasks.flatMap((task) => task.forms.filter((f) => f.form_type === 'law_firm').map((f) => f.form_id));
  const [people, templates, forms, types] = await Promise.all([
    repo.people(
      db,
      lawFirmId,
      userIds.filter((id): id is number => id !== null),
    ),
    repo.templateTitles(
      db,
      lawFirmId,
      templateIds.filter((id): id is number => id !== null),
    ),
    repo.firmFormTitles(db, lawFirmId, formIds),
    firmParticipantTypes(db, lawFirmId),
  ]);
  return {
    people: new Map(people.map((p) => [p.id, { id: p.id, full_name: p.fullName, image: p.image }])),
    templates: new Map(templates.map((t) => [t.id, t])),
    firmForms: new Map(forms.map((f) => [f.id, f.title])),
    participantTypes: new Map(types.map((t) => [t.id, t])),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const orNull = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));

export function toCaseTask(task: repo.CaseTaskRow, names: TaskNames, lawFirmId: number, now: Date): CaseTask {
  const open = task.status === 'TODO' || task.status === 'IN_PROGRESS';
  return {
    id: task.id,
    case_id: task.caseId,
    case_step_id: task.caseStepId,
    source_task_id: task.sourceTaskId,
    position: task.position,
    title: task.title,
    priority: task.priority,
    duration: task.duration,
    status: task.status,
    participant_type: orNull(names.participantTypes, task.participantTypeId),
    participant_type_name: task.participantTypeName,
    assignee: orNull(names.people, task.assigneeUserId),
    instructions: task.instructions,
    email_template: orNull(names.templates, task.emailTemplateId),
    document_template: orNull(names.templates, task.documentTemplateId),
    forms: task.forms.flatMap((form) => {
      const resolved = taskForm(
        { formType: form.form_type, formId: form.form_id, firmFormTitle: names.firmForms.get(form.form_id) ?? null },
        lawFirmId,
      );
      return resolved ? [resolved] : [];
    }),
    due_at: iso(task.dueAt),
    overdue: open && task.dueAt !== null && task.dueAt.getTime() < now.getTime(),
    started_at: iso(task.startedAt),
    completed_at: iso(task.completedAt),
    completed_by: orNull(names.people, task.completedByUserId),
  };
}

function toPath(
  shape: CaseShape,
  step: repo.CaseStepRow,
  names: TaskNames,
  lawFirmId: number,
  now: Date,
): CaseStepPath {
  return {
    id: step.id,
    title: step.title,
    priority: step.priority,
    status: step.status,
    tasks: (shape.tasksOf.get(step.id) ?? []).map((task) => toCaseTask(task, names, lawFirmId, now)),
  };
}

export function toCaseTasks(
  caseRow: { id: number; status: string },
  steps: repo.CaseStepRow[],
  tasks: repo.CaseTaskRow[],
  names: TaskNames,
  lawFirmId: number,
  now: Date,
): CaseTasksResponse {
  const shape = shapeOf(steps, tasks);
  const out: CaseStep[] = shape.main.map((step) => ({
    ...toPath(shape, step, names, lawFirmId, now),
    position: step.position,
    started_at: iso(step.startedAt),
    completed_at: iso(step.completedAt),
    alternatives: (shape.alternativesOf.get(step.id) ?? []).map((alt) => toPath(shape, alt, names, lawFirmId, now)),
    chosen_path_id: takenPathId(shape, step),
  }));
  return {
    case_id: caseRow.id,
    case_status: caseRow.status as CaseStatus,
    progress: caseProgress(out),
    steps: out,
  };
}
