/**
 * The files of the public workflow library (assets/workflows/public, one WorkflowDraft per JSON file),
 * read and checked. Below the modules: the workflows module loads them into the database at start
 * (modules/workflows/public-library.ts) and the AI sandbox answers from them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type WorkflowDraft, workflowDraftSchema } from '@counsel/domain';
import { FORMS_ASSETS_DIR } from '../config.js';

export const PUBLIC_WORKFLOWS_DIR = path.join(FORMS_ASSETS_DIR, '..', 'workflows', 'public');

export interface LibraryEntry {
  /** The file's name without .json: the template's public_key. */
  key: string;
  draft: WorkflowDraft;
}

/** Every draft of the folder, by file name; a file that is not a valid draft throws, naming it. */
export function readPublicLibrary(dir: string = PUBLIC_WORKFLOWS_DIR): LibraryEntry[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ key: file.slice(0, -'.json'.length), draft: parseDraftFile(path.join(dir, file)) }));
}

/** One draft of the library by its key (the file's name without .json). */
export function readPublicDraft(key: string, dir: string = PUBLIC_WORKFLOWS_DIR): WorkflowDraft {
  return parseDraftFile(path.join(dir, `${key}.json`));
}

function parseDraftFile(file: string): WorkflowDraft {
  const name = path.basename(file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Public workflow ${name} is not readable JSON: ${(error as Error).message}`);
  }
  const parsed = workflowDraftSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Public workflow ${name} is not a valid workflow draft: ${problems.join('; ')}`);
  }
  return parsed.data;
}
