/** Queries of filled forms, always within one firm; a filled form of a deleted document is never found. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents, filledForms } from '../../db/schema/index.js';

export type FilledFormRow = typeof filledForms.$inferSelect;
export type NewFilledForm = Omit<typeof filledForms.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertFilledForm(db: DbOrTx, values: NewFilledForm): Promise<FilledFormRow> {
  const [row] = await db.insert(filledForms).values(values).returning();
  return row!;
}

/** The filled form saved as this live document of the firm, or null. */
export async function findByDocument(db: DbOrTx, lawFirmId: number, documentId: number): Promise<FilledFormRow | null> {
  const [row] = await db
    .select({ filled: filledForms })
    .from(filledForms)
    .innerJoin(documents, eq(documents.id, filledForms.documentId))
    .where(
      and(
        eq(filledForms.lawFirmId, lawFirmId),
        eq(filledForms.documentId, documentId),
        eq(documents.lawFirmId, lawFirmId),
        isNull(documents.deletedAt),
      ),
    )
    .limit(1);
  return row?.filled ?? null;
}

export async function updateFilledForm(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  changes: Partial<Pick<FilledFormRow, 'schema' | 'values' | 'flatten'>>,
): Promise<FilledFormRow> {
  const [row] = await db
    .update(filledForms)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(filledForms.lawFirmId, lawFirmId), eq(filledForms.id, id)))
    .returning();
  return row!;
}
