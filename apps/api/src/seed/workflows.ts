/**
 * The demo firm's own workflow, copied from the public family petition so that the workflows page shows
 * both kinds: its tasks take the firm's participant types where the names match (Petitioner, Beneficiary)
 * and keep the drafted name elsewhere (Attorney, Paralegal...). Runs inside the demo seed's transaction,
 * after the contacts seed has created the participant types.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { participantTypes } from '../db/schema/index.js';
import { insertDraft } from '../modules/workflows/draft-writer.js';
import { readPublicDraft } from '../platform/public-library.js';

export const DEMO_WORKFLOW_TITLE = 'Spousal I-130 — Hamdan & Clarke';
const SOURCE = 'family-petition-i130';

export async function seedWorkflows(tx: DbOrTx, lawFirmId: number, createdByUserId: number | null): Promise<void> {
  const types = await tx
    .select({ id: participantTypes.id, name: participantTypes.name })
    .from(participantTypes)
    .where(eq(participantTypes.lawFirmId, lawFirmId));
  const source = readPublicDraft(SOURCE);
  await insertDraft(
    tx,
    {
      ...source,
      title: DEMO_WORKFLOW_TITLE,
      description: `The firm's way of running a spouse's I-130, from the public family petition. ${source.description}`,
    },
    {
      lawFirmId,
      createdByUserId,
      participantTypeIdByName: new Map(types.map((type) => [type.name.toLocaleLowerCase(), type.id])),
    },
  );
}
