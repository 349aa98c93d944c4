/** The firm's own row: its profile, read and written by the firm's id only. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { firmCardColumns } from '../../db/firm-lookups.js';
import { lawFirms } from '../../db/schema/index.js';

export type FirmProfileValues = Pick<
  typeof lawFirms.$inferInsert,
  | 'name'
  | 'email'
  | 'phoneNumber'
  | 'street'
  | 'city'
  | 'cityId'
  | 'state'
  | 'stateId'
  | 'postalCode'
  | 'country'
  | 'countryId'
  | 'timeZone'
  | 'currency'
  | 'language'
  | 'logo'
> &
  Partial<Pick<typeof lawFirms.$inferInsert, 'requireSecondFactor' | 'requirePortalSecondFactor'>>;

/** The profile, locked when `forUpdate` so two saves cannot interleave their audit entries. */
export async function findFirmCard(db: DbOrTx, lawFirmId: number, forUpdate = false) {
  const query = db.select(firmCardColumns).from(lawFirms).where(eq(lawFirms.id, lawFirmId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateFirmProfile(db: DbOrTx, lawFirmId: number, values: FirmProfileValues) {
  const [row] = await db.update(lawFirms).set(values).where(eq(lawFirms.id, lawFirmId)).returning(firmCardColumns);
  return row ?? null;
}
