/** Queries of the firm's default invoice settings (invoice_id null); each one filters by the firm. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceSettings, lawFirms } from '../../db/schema/index.js';
import type { SettingsValues } from './settings-mapping.js';

export type SettingsRow = typeof invoiceSettings.$inferSelect;

export async function findFirmDefault(db: DbOrTx, lawFirmId: number): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(invoiceSettings)
    .where(and(eq(invoiceSettings.lawFirmId, lawFirmId), isNull(invoiceSettings.invoiceId)));
  return row ?? null;
}

/** What the firm's profile gives its invoices: language, logo, currency and country (for phone numbers). */
export async function firmDocumentProfile(db: DbOrTx, lawFirmId: number) {
  const [row] = await db
    .select({
      language: lawFirms.language,
      logo: lawFirms.logo,
      currency: lawFirms.currency,
      countryId: lawFirms.countryId,
    })
    .from(lawFirms)
    .where(eq(lawFirms.id, lawFirmId));
  return row ?? null;
}

/**
 * Writes the firm's default row, creating it the first time. The partial unique index on law_firm_id
 * (where invoice_id is null) makes two saves at once end as one row, the later one winning.
 */
export async function upsertFirmDefault(db: DbOrTx, lawFirmId: number, values: SettingsValues): Promise<SettingsRow> {
  const [row] = await db
    .insert(invoiceSettings)
    .values({ ...values, lawFirmId, invoiceId: null })
    .onConflictDoUpdate({
      target: invoiceSettings.lawFirmId,
      targetWhere: sql`${invoiceSettings.invoiceId} is null`,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
