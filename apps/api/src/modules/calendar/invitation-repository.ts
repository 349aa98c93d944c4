/** What an invitation mail needs beyond the meeting: the firm's name, and the languages of the people mailed. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lawFirms, portalAccess, portalUsers, users } from '../../db/schema/index.js';

/** The firm's name and its organiser's language (the fallback for attendees whose language is not known). */
export async function invitationContext(db: DbOrTx, lawFirmId: number, organizerId: number) {
  const [row] = await db
    .select({ firmName: lawFirms.name, organizerLocale: users.locale })
    .from(lawFirms)
    .innerJoin(users, and(eq(users.lawFirmId, lawFirms.id), eq(users.id, organizerId)))
    .where(eq(lawFirms.id, lawFirmId))
    .limit(1);
  return row ?? null;
}

/** The language each of these clients chose for the firm's portal, where they have an account. */
export async function clientPortalLocales(db: DbOrTx, lawFirmId: number, clientIds: readonly number[]) {
  if (clientIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ clientId: portalAccess.clientId, locale: portalUsers.locale })
    .from(portalAccess)
    .innerJoin(portalUsers, eq(portalUsers.id, portalAccess.portalUserId))
    .where(and(eq(portalAccess.lawFirmId, lawFirmId), inArray(portalAccess.clientId, [...clientIds])));
  return new Map(rows.map((row) => [row.clientId, row.locale]));
}
