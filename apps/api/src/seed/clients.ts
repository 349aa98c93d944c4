/**
 * Every demo client is also a contact (as every client added through the API is): this creates their
 * contact rows from the clients just inserted. Runs inside the demo seed's transaction, right after the
 * clients and before anything that looks their contacts up (cases).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { clients } from '../db/schema/index.js';
import { upsertClientContact } from '../modules/clients/repository.js';

export async function seedClients(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const rows = await tx.select().from(clients).where(eq(clients.lawFirmId, lawFirmId));
  for (const row of rows) await upsertClientContact(tx, row);
}
