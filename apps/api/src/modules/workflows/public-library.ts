/**
 * The public workflow library loaded into the database at start: each file whose name is not yet a
 * template's public_key is inserted as public rows, all in one transaction, so a second start inserts
 * nothing and a failed start leaves nothing half-loaded. Reading the files is platform/public-library.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { PUBLIC_WORKFLOWS_DIR, readPublicLibrary } from '../../platform/public-library.js';
import { insertDraft } from './draft-writer.js';
import * as repo from './repository.js';

/** Taken by a loading start, so two servers starting together do not both insert the library. */
const LOAD_LOCK = 0x776f726b; // 'work'

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
