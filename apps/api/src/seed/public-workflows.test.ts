import fs from 'node:fs';
import path from 'node:path';
import { DRAFT_PARTICIPANT_TYPES, type DraftTask, type WorkflowDraft, workflowDraftSchema } from '@counsel/domain';
import { describe, expect, it } from 'vitest';
import { FORMS_ASSETS_DIR } from '../config.js';
import { PUBLIC_FORMS } from '../platform/public-forms.js';

const LIBRARY_DIR = path.join(FORMS_ASSETS_DIR, '..', 'workflows', 'public');

const EXPECTED_FILES = [
  'adjustment-of-status-i485.json',
  'asylum-i589.json',
  'employment-niw-i140.json',
  'family-petition-i130.json',
  'naturalization-n400.json',
  'removal-of-conditions-i751.json',
];

function readLibrary(): { file: string; raw: unknown }[] {
  return fs
    .readdirSync(LIBRARY_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, raw: JSON.parse(fs.readFileSync(path.join(LIBRARY_DIR, file), 'utf8')) }));
}

function parsedLibrary(): { file: string; draft: WorkflowDraft }[] {
  return readLibrary().map(({ file, raw }) => ({ file, draft: workflowDraftSchema.parse(raw) }));
}

/** Every task of a draft, the main path's and the alternatives'. */
function allTasks(draft: WorkflowDraft): DraftTask[] {
  return draft.steps.flatMap((step) => [...step.tasks, ...step.alternatives.flatMap((path) => path.tasks)]);
}

/** The shipped library's names, kept only when their PDF is really in the assets. */
function shippedFormNames(): string[] {
  return PUBLIC_FORMS.filter((form) => fs.existsSync(path.join(FORMS_ASSETS_DIR, form.file))).map((form) => form.name);
}

describe('public workflow library', () => {
  it('holds the six workflows, each a valid draft', () => {
    const library = readLibrary();
    expect(library.map(({ file }) => file)).toEqual(EXPECTED_FILES);
    for (const { file, raw } of library) {
      const result = workflowDraftSchema.safeParse(raw);
      expect(result.error?.issues ?? [], file).toEqual([]);
    }
  });

  it('gives the six workflows distinct titles', () => {
    const titles = parsedLibrary().map(({ draft }) => draft.title.toLocaleLowerCase());
    expect(new Set(titles).size).toBe(EXPECTED_FILES.length);
  });

  it('names only the participant types drafts know', () => {
    const known: readonly string[] = DRAFT_PARTICIPANT_TYPES;
    for (const { file, draft } of parsedLibrary()) {
      for (const task of allTasks(draft)) {
        expect(known, `${file}: ${task.title}`).toContain(task.participant_type);
      }
    }
  });

  it('attaches only forms of the shipped public forms library', () => {
    const shipped = shippedFormNames();
    expect(shipped).toEqual(['G-28', 'I-130', 'I-485']);
    const attached = new Set<string>();
    for (const { file, draft } of parsedLibrary()) {
      for (const task of allTasks(draft)) {
        for (const form of task.forms) {
          expect(shipped, `${file}: ${task.title}`).toContain(form);
          attached.add(form);
        }
      }
    }
    // Each shipped form is used somewhere, so a renamed form cannot silently drop out of the library.
    expect([...attached].sort()).toEqual(shipped);
  });

  it('offers an alternative path in every workflow', () => {
    for (const { file, draft } of parsedLibrary()) {
      const branching = draft.steps.filter((step) => step.alternatives.length > 0);
      expect(branching.length, file).toBeGreaterThan(0);
    }
  });

  it('keeps each workflow to 5-9 steps of 2-6 briefed, timed tasks', () => {
    for (const { file, draft } of parsedLibrary()) {
      expect(draft.steps.length, file).toBeGreaterThanOrEqual(5);
      expect(draft.steps.length, file).toBeLessThanOrEqual(9);
      const paths = draft.steps.flatMap((step) => [step, ...step.alternatives]);
      for (const stepPath of paths) {
        expect(stepPath.tasks.length, `${file}: ${stepPath.title}`).toBeGreaterThanOrEqual(2);
        expect(stepPath.tasks.length, `${file}: ${stepPath.title}`).toBeLessThanOrEqual(6);
      }
      for (const task of allTasks(draft)) {
        expect(task.duration, `${file}: ${task.title}`).toBeGreaterThan(0);
        expect(task.instructions.length, `${file}: ${task.title}`).toBeGreaterThanOrEqual(1);
        expect(task.instructions.length, `${file}: ${task.title}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('states no fee amounts, since fees change', () => {
    for (const { file, raw } of readLibrary()) {
      expect(JSON.stringify(raw), file).not.toMatch(/\$\s?\d/);
    }
  });
});
