/**
 * Writes a workflow draft (plain data, no ids) as rows: the template, its steps with each alternative as
 * a sub-step of its step, the tasks with their instructions and forms. The public library is loaded with
 * it, and a firm's copy of a draft (the demo's own workflow) too.
 */
import type { DraftStep, DraftTask, WorkflowDraft } from '@counsel/domain';
import { FIRST_STEP_ORDER } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { publicFormByName } from '../../platform/public-forms.js';
import * as repo from './repository.js';

export interface DraftOwner {
  /** null: a public workflow. */
  lawFirmId: number | null;
  /** The library file's name, for public workflows. */
  publicKey?: string;
  createdByUserId?: number | null;
  /**
   * The firm's participant types by lower-cased name: a task naming one is linked to it; a task naming
   * another keeps the name only.
   */
  participantTypeIdByName?: ReadonlyMap<string, number>;
  /**
   * A form name the public forms library lacks: 'throw' (the default: the library's own files must be
   * right) or 'drop' (a drafted workflow from an AI or a checklist keeps its tasks without that form).
   */
  unknownForms?: 'throw' | 'drop';
}

/** Inserts the draft; answers the new template's id. Run it inside the caller's transaction. */
export async function insertDraft(tx: DbOrTx, draft: WorkflowDraft, owner: DraftOwner): Promise<number> {
  // Checked before writing anything, so a draft naming a form the library lacks leaves no half-written rows.
  const formIds = resolveForms(draft, owner.unknownForms ?? 'throw');
  const templateId = await repo.insertTemplate(tx, {
    lawFirmId: owner.lawFirmId,
    publicKey: owner.publicKey ?? null,
    title: draft.title,
    description: draft.description,
    createdByUserId: owner.createdByUserId ?? null,
  });
  const place = { tx, owner, templateId, formIds };
  for (const [index, step] of draft.steps.entries()) {
    await insertStep(place, step, index + FIRST_STEP_ORDER);
  }
  return templateId;
}

interface Place {
  tx: DbOrTx;
  owner: DraftOwner;
  templateId: number;
  formIds: ReadonlyMap<string, number>;
}

async function insertStep(place: Place, step: DraftStep, position: number): Promise<void> {
  const { tx, owner, templateId } = place;
  const stepId = await repo.insertStep(tx, {
    lawFirmId: owner.lawFirmId,
    templateId,
    parentStepId: null,
    title: step.title,
    priority: step.priority,
    position,
  });
  await insertTasks(place, step.tasks, { stepId, parentStepId: null });
  for (const [index, alternative] of step.alternatives.entries()) {
    const subStepId = await repo.insertStep(tx, {
      lawFirmId: owner.lawFirmId,
      templateId,
      parentStepId: stepId,
      title: alternative.title,
      priority: alternative.priority,
      position: index + 1,
    });
    await insertTasks(place, alternative.tasks, { stepId: subStepId, parentStepId: stepId });
  }
}

async function insertTasks(
  place: Place,
  tasks: readonly DraftTask[],
  home: { stepId: number; parentStepId: number | null },
): Promise<void> {
  const { tx, owner, formIds } = place;
  for (const [index, task] of tasks.entries()) {
    const participantTypeId = owner.participantTypeIdByName?.get(task.participant_type.toLocaleLowerCase()) ?? null;
    const taskId = await repo.insertTask(tx, {
      lawFirmId: owner.lawFirmId,
      title: task.title,
      priority: task.priority,
      duration: task.duration,
      participantTypeId,
      participantTypeName: task.participant_type,
      homeStepId: home.stepId,
      homeParentStepId: home.parentStepId,
    });
    await repo.insertInstructions(tx, taskId, task.instructions);
    await repo.insertTaskForms(
      tx,
      taskId,
      task.forms.flatMap((name) => {
        const formId = formIds.get(name);
        return formId === undefined ? [] : [{ formType: 'public' as const, formId }];
      }),
    );
    await repo.linkTask(tx, home.stepId, taskId, index + 1);
  }
}

/** Every form name the draft attaches, resolved to the public library's id; an unknown name throws or is left out. */
function resolveForms(draft: WorkflowDraft, unknownForms: 'throw' | 'drop'): Map<string, number> {
  const ids = new Map<string, number>();
  const paths = draft.steps.flatMap((step) => [step, ...step.alternatives]);
  for (const task of paths.flatMap((path) => path.tasks)) {
    for (const name of task.forms) {
      const form = publicFormByName(name);
      if (!form && unknownForms === 'drop') continue;
      if (!form) throw new Error(`Workflow "${draft.title}", task "${task.title}": no public form named ${name}`);
      ids.set(name, form.id);
    }
  }
  return ids;
}
