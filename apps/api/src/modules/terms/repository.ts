import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { termsAcceptances } from '../../db/schema/index.js';

interface AcceptanceKey {
  lawFirmId: number;
  userId: number;
  version: string;
}

/** When the user accepted this version, or null. */
export async function findAcceptance(db: DbOrTx, key: AcceptanceKey): Promise<Date | null> {
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.lawFirmId, key.lawFirmId),
        eq(termsAcceptances.userId, key.userId),
        eq(termsAcceptances.termsVersion, key.version),
      ),
    )
    .limit(1);
  return row?.acceptedAt ?? null;
}

/** Records the acceptance; null when the user had already accepted this version (the first time stands). */
export async function insertAcceptance(db: DbOrTx, key: AcceptanceKey): Promise<Date | null> {
  const [row] = await db
    .insert(termsAcceptances)
    .values({ lawFirmId: key.lawFirmId, userId: key.userId, termsVersion: key.version })
    .onConflictDoNothing()
    .returning({ acceptedAt: termsAcceptances.acceptedAt });
  return row?.acceptedAt ?? null;
}
