/** Client queries. Every query is filtered by the firm's id. */

import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageLimit } from '../../db/prepared-statements.js';
import { cases, clients, contacts } from '../../db/schema/index.js';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'lawFirmId' | 'createdAt' | 'updatedAt'>;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Matches any name, the full name ("Maria Gomez", with or without the middle name), the email or the
 * phone; a search with at least three digits also matches the phone's digits ("713 555" finds +17135550111).
 */
function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  const fullName = sql`concat_ws(' ', ${clients.firstName}, ${clients.middleName}, ${clients.lastName})`;
  const shortName = sql`concat_ws(' ', ${clients.firstName}, ${clients.lastName})`;
  const conditions: SQL[] = [
    ilike(clients.firstName, pattern),
    ilike(clients.middleName, pattern),
    ilike(clients.lastName, pattern),
    sql`${fullName} ilike ${pattern}`,
    sql`${shortName} ilike ${pattern}`,
    ilike(clients.email, pattern),
    ilike(clients.phoneNumber, pattern),
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) {
    conditions.push(sql`regexp_replace(coalesce(${clients.phoneNumber}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...conditions)!;
}

export async function listClients(
  db: DbOrTx,
  lawFirmId: number,
  filter: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  const where = filter.q
    ? and(eq(clients.lawFirmId, lawFirmId), searchCondition(filter.q))
    : eq(clients.lawFirmId, lawFirmId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
      .limit(pageLimit(filter.pageSize))
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findClient(db: DbOrTx, lawFirmId: number, clientId: number): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, clientId)));
  return row;
}

/** Locks the row for an edit, so two concurrent edits apply one after the other. */
export async function findClientForUpdate(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, clientId)))
    .for('update');
  return row;
}

export async function insertClient(db: DbOrTx, lawFirmId: number, values: ClientValues): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({ ...values, lawFirmId })
    .returning();
  return row!;
}

export async function updateClient(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  values: Partial<ClientValues>,
): Promise<ClientRow> {
  const [row] = await db
    .update(clients)
    .set(values)
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, clientId)))
    .returning();
  return row!;
}

export async function clientCases(db: DbOrTx, lawFirmId: number, clientId: number) {
  return db
    .select({ id: cases.id, title: cases.title, status: cases.status })
    .from(cases)
    .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.clientId, clientId)))
    .orderBy(desc(cases.createdAt), desc(cases.id));
}

/**
 * Every client is also a contact: its row (related_entity_type 'client') is created or brought up to
 * date with the client's name, email, phone and address, in the caller's transaction. A contact that
 * was deleted stays deleted (the contacts page retrieves it).
 */
export async function upsertClientContact(db: DbOrTx, client: ClientRow): Promise<void> {
  const values = {
    name: [client.firstName, client.middleName, client.lastName].filter(Boolean).join(' '),
    email: client.email,
    phoneNumber: client.phoneNumber,
    gender: client.gender,
    currentStreet: client.street,
    currentCity: client.city,
    currentCityId: client.cityId,
    currentState: client.state,
    currentStateId: client.stateId,
    currentPostalCode: client.postalCode,
    currentCountry: client.country,
    currentCountryId: client.countryId,
  };
  await db
    .insert(contacts)
    .values({
      ...values,
      lawFirmId: client.lawFirmId,
      contactType: 'individual',
      relatedEntityType: 'client',
      relatedEntityId: client.id,
    })
    .onConflictDoUpdate({
      target: [contacts.lawFirmId, contacts.relatedEntityType, contacts.relatedEntityId],
      targetWhere: sql`${contacts.relatedEntityType} is not null`,
      set: values,
    });
}
