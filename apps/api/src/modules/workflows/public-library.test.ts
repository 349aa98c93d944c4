import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkflowDraft } from '@counsel/domain';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  workflowSteps,
  workflowStepTasks,
  workflowTaskForms,
  workflowTaskInstructions,
  workflowTasks,
  workflowTemplates,
} from '../../db/schema/index.js';
import { publicFormByName } from '../../platform/public-forms.js';
import { PUBLIC_WORKFLOWS_DIR, readPublicLibrary } from '../../platform/public-library.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { loadPublicWorkflows } from './public-library.js';

let t: TestApp;
const scratch: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder holding these files (name → JSON value). */
function libraryDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-workflows-'));
  scratch.push(dir);
  for (const [name, value] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return dir;
}

const library = readPublicLibrary();
const familyDraft = library.find((entry) => entry.key === 'family-petition-i130')!.draft;

async function publicTemplates() {
  return t.services.db
    .select({ id: workflowTemplates.id, key: workflowTemplates.publicKey, title: workflowTemplates.title })
    .from(workflowTemplates)
    .where(isNull(workflowTemplates.lawFirmId))
    .orderBy(asc(workflowTemplates.publicKey));
}

async function templateByKey(key: string) {
  const [row] = await t.services.db
    .select({ id: workflowTemplates.id })
    .from(workflowTemplates)
    .where(eq(workflowTemplates.publicKey, key));
  return row?.id ?? null;
}

async function taskRowCount(): Promise<number> {
  const [row] = await t.services.db.select({ n: count() }).from(workflowTasks);
  return row!.n;
}

const renamed = (draft: WorkflowDraft, title: string): WorkflowDraft => ({ ...draft, title });

describe('public workflow library at start', () => {
  it('is loaded: the six files as public templates keyed by file name', async () => {
    const rows = await publicTemplates();
    expect(rows.map((row) => row.key)).toEqual(library.map((entry) => entry.key));
    expect(rows.map((row) => row.title)).toEqual(library.map((entry) => entry.draft.title));
  });

  it('writes each alternative as a sub-step of its step, keeping its own title, with its tasks', async () => {
    const templateId = (await templateByKey('family-petition-i130'))!;
    const steps = await t.services.db
      .select()
      .from(workflowSteps)
      .where(eq(workflowSteps.templateId, templateId))
      .orderBy(asc(workflowSteps.id));
    const main = steps.filter((step) => step.parentStepId === null);
    expect(main.map((step) => [step.position, step.title])).toEqual(
      familyDraft.steps.map((step, index) => [index + 1, step.title]),
    );
    const branching = familyDraft.steps.findIndex((step) => step.alternatives.length > 0);
    const parent = main[branching]!;
    const subs = steps.filter((step) => step.parentStepId === parent.id);
    expect(subs.map((sub) => [sub.position, sub.title])).toEqual(
      familyDraft.steps[branching]!.alternatives.map((alt, index) => [index + 1, alt.title]),
    );
    expect(steps.every((step) => step.lawFirmId === null)).toBe(true);

    const subTasks = await t.services.db
      .select({
        title: workflowTasks.title,
        home: workflowTasks.homeStepId,
        parent: workflowTasks.homeParentStepId,
        participant: workflowTasks.participantTypeName,
      })
      .from(workflowStepTasks)
      .innerJoin(workflowTasks, eq(workflowTasks.id, workflowStepTasks.taskId))
      .where(eq(workflowStepTasks.stepId, subs[0]!.id))
      .orderBy(asc(workflowStepTasks.position));
    const alternative = familyDraft.steps[branching]!.alternatives[0]!;
    expect(subTasks).toEqual(
      alternative.tasks.map((task) => ({
        title: task.title,
        home: subs[0]!.id,
        parent: parent.id,
        participant: task.participant_type,
      })),
    );
  });

  it('keeps instructions in order and resolves form names to the public forms library', async () => {
    const templateId = (await templateByKey('family-petition-i130'))!;
    const draftTask = familyDraft.steps.flatMap((step) => step.tasks).find((task) => task.forms.length > 0)!;
    const [task] = await t.services.db
      .select({ id: workflowTasks.id, duration: workflowTasks.duration, priority: workflowTasks.priority })
      .from(workflowTasks)
      .innerJoin(workflowStepTasks, eq(workflowStepTasks.taskId, workflowTasks.id))
      .innerJoin(workflowSteps, eq(workflowSteps.id, workflowStepTasks.stepId))
      .where(and(eq(workflowSteps.templateId, templateId), eq(workflowTasks.title, draftTask.title)));
    expect(task).toMatchObject({ duration: draftTask.duration, priority: draftTask.priority });
    const forms = await t.services.db
      .select({ formType: workflowTaskForms.formType, formId: workflowTaskForms.formId })
      .from(workflowTaskForms)
      .where(eq(workflowTaskForms.taskId, task!.id));
    expect(forms.sort((a, b) => a.formId - b.formId)).toEqual(
      draftTask.forms
        .map((name) => ({ formType: 'public', formId: publicFormByName(name)!.id }))
        .sort((a, b) => a.formId - b.formId),
    );
    const instructions = await t.services.db
      .select({ title: workflowTaskInstructions.title, description: workflowTaskInstructions.description })
      .from(workflowTaskInstructions)
      .where(eq(workflowTaskInstructions.taskId, task!.id))
      .orderBy(asc(workflowTaskInstructions.position));
    expect(instructions).toEqual(draftTask.instructions);
  });

  it('inserts nothing on a second start', async () => {
    const before = await taskRowCount();
    expect(await loadPublicWorkflows(t.services.db)).toEqual([]);
    expect(await loadPublicWorkflows(t.services.db, PUBLIC_WORKFLOWS_DIR)).toEqual([]);
    expect(await publicTemplates()).toHaveLength(library.length);
    expect(await taskRowCount()).toBe(before);
  });

  it('adds a file new to the library once', async () => {
    const dir = libraryDir({ 'spousal-copy.json': renamed(familyDraft, 'Spousal copy') });
    expect(await loadPublicWorkflows(t.services.db, dir)).toEqual(['spousal-copy']);
    expect(await loadPublicWorkflows(t.services.db, dir)).toEqual([]);
    const rows = await t.services.db
      .select({ title: workflowTemplates.title })
      .from(workflowTemplates)
      .where(eq(workflowTemplates.publicKey, 'spousal-copy'));
    expect(rows).toEqual([{ title: 'Spousal copy' }]);
  });

  it('refuses a file that is not a valid draft, naming it, and writes nothing', async () => {
    const before = await taskRowCount();
    const dir = libraryDir({
      'a-good-one.json': renamed(familyDraft, 'Good one'),
      'b-no-steps.json': { title: 'Broken', description: 'No steps at all', steps: [] },
    });
    await expect(loadPublicWorkflows(t.services.db, dir)).rejects.toThrow(
      /Public workflow b-no-steps\.json is not a valid workflow draft: steps: /,
    );
    const notJson = libraryDir({ 'c-truncated.json': '{"title": "Half' });
    await expect(loadPublicWorkflows(t.services.db, notJson)).rejects.toThrow(/c-truncated\.json is not readable JSON/);
    expect(await templateByKey('a-good-one')).toBeNull();
    expect(await taskRowCount()).toBe(before);
  });

  it('refuses a draft naming a form the public library lacks, and rolls the whole load back', async () => {
    const before = await taskRowCount();
    const unknownForm = structuredClone(familyDraft);
    unknownForm.steps[0]!.tasks[0]!.forms = ['I-999'];
    const dir = libraryDir({
      'a-fine.json': renamed(familyDraft, 'Fine'),
      'b-unknown-form.json': renamed(unknownForm, 'Unknown form'),
    });
    await expect(loadPublicWorkflows(t.services.db, dir)).rejects.toThrow(/no public form named I-999/);
    expect(await templateByKey('a-fine')).toBeNull();
    expect(await taskRowCount()).toBe(before);
    const orphans = await t.services.db
      .select({ n: count() })
      .from(workflowTemplates)
      .where(inArray(workflowTemplates.title, ['Fine', 'Unknown form']));
    expect(orphans[0]!.n).toBe(0);
  });
});
