/**
 * The public workflow library (assets/workflows/public, one WorkflowDraft per JSON file) loaded into the
 * database at start: each file whose name is not yet a template's public_key is inserted as public rows,
 * all in one transaction, so a second start inserts nothing and a failed start leaves nothing half-loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type WorkflowDraft, workflowDraftSchema } from '@counsel/domain';
import { sql } from 'drizzle-orm';
import { FORMS_ASSETS_DIR } from '../../config.js';
import type { Db } from '../../db/client.js';
import { insertDraft } from './draft-writer.js';
import * as repo from './repository.js';

export const PUBLIC_WORKFLOWS_DIR = path.join(FORMS_ASSETS_DIR, '..', 'workflows', 'public');

/** Taken by a loading start, so two servers starting together do not both insert the library. */
const LOAD_LOCK = 0x776f726b; // 'work'

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

/** Inserts the library's workflows the database lacks; answers the keys inserted. */
export async function loadPublicWorkflows(db: Db, dir: string = PUBLIC_WORKFLOWS_DIR): Promise<string[]> {
  // Every file is read and checked before anything is written.
  const library = readPublicLibrary(dir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    const present = await repo.publicKeysPresent(
      tx,
      library.map((entry) => entry.key),
    );
    const missing = library.filter((entry) => !present.has(entry.key));
    for (const { key, draft } of missing) await insertDraft(tx, draft, { lawFirmId: null, publicKey: key });
    return missing.map((entry) => entry.key);
  });
}
