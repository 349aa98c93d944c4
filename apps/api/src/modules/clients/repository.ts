/** Client queries. Every query is filtered by the firm's id. */

import { type ClientSortColumn, clientRowName } from '@counsel/domain';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ListSort, listSorting } from '../../db/list-sort.js';
import { containsPattern } from '../../db/patterns.js';
import { builtOnce, pageLimit, preparedQuery } from '../../db/prepared-statements.js';
import { cases, clients, contacts } from '../../db/schema/index.js';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'lawFirmId' | 'createdAt' | 'updatedAt'>;

/** What a list query's placeholders are filled with. */
interface ListValues {
  lawFirmId: number;
  pattern?: string | undefined;
  /** The search's digits, when it has at least three. */
  digits?: string | undefined;
  offset: number;
}

/**
 * Matches any name, the full name ("Maria Gomez", with or without the middle name), the email or the
 * phone; a search with at least three digits also matches the phone's digits ("713 555" finds +17135550111).
 */
function searchCondition(values: ListValues): SQL {
  const pattern = sql.placeholder('pattern');
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
  if (values.digits !== undefined) {
    conditions.push(
      sql`regexp_replace(coalesce(${clients.phoneNumber}, ''), '[^0-9]', '', 'g') like '%' || ${sql.placeholder('digits')} || '%'`,
    );
  }
  return or(...conditions)!;
}

/** What each sortable column orders by; the default is the name, last name first. */
const sorting = listSorting<ClientSortColumn>(
  {
    name: [clients.lastName, clients.firstName],
    email: [clients.email],
    phone_number: [clients.phoneNumber],
    location: [clients.city, clients.country],
    created_at: [clients.createdAt],
  },
  clients.id,
  { sort: 'name', order: 'asc' },
);

export type ClientSort = ListSort<ClientSortColumn>;

function whereOf(values: ListValues) {
  const firm = eq(clients.lawFirmId, sql.placeholder('lawFirmId'));
  return values.pattern !== undefined ? and(firm, searchCondition(values)) : firm;
}

function listQueries(db: DbOrTx, values: ListValues, pageSize: number, sort: ClientSort) {
  const where = whereOf(values);
  const page = db
    .select()
    .from(clients)
    .where(where)
    .orderBy(...sorting.orderBy(sort))
    .limit(pageLimit(pageSize));
  return {
    rows: preparedQuery(values.offset > 0 ? page.offset(sql.placeholder('offset')) : page),
    count: preparedQuery(db.select({ n: count() }).from(clients).where(where)),
  };
}

/** A page of the firm's clients by name, and how many match; the queries are built once per shape. */
function listValues(lawFirmId: number, q: string | undefined, offset: number): ListValues {
  const digits = q?.replace(/\D/g, '') ?? '';
  return {
    lawFirmId,
    pattern: q ? containsPattern(q) : undefined,
    digits: q && digits.length >= 3 ? digits : undefined,
    offset,
  };
}

export async function listClients(
  db: DbOrTx,
  lawFirmId: number,
  filter: ClientSort & { q?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  const values = listValues(lawFirmId, filter.q, (filter.page - 1) * filter.pageSize);
  const shape = `${values.pattern !== undefined}|${values.digits !== undefined}|${filter.pageSize}|${values.offset > 0}|${sorting.shape(filter)}`;
  const queries = builtOnce(db, `clients.list|${shape}`, () => listQueries(db, values, filter.pageSize, filter));
  const placeholders = values as unknown as Record<string, unknown>;
  const [rows, totals] = await Promise.all([queries.rows.execute(placeholders), queries.count.execute(placeholders)]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every client the list's filter finds, in the list's order: the CSV export (rare, so built per call). */
export async function exportClients(
  db: DbOrTx,
  lawFirmId: number,
  filter: ClientSort & { q?: string | undefined },
): Promise<ClientRow[]> {
  const values = listValues(lawFirmId, filter.q, 0);
  return db
    .select()
    .from(clients)
    .where(whereOf(values))
    .orderBy(...sorting.orderBy(filter))
    .execute(values as unknown as Record<string, unknown>);
}

export async function findClientRow(db: DbOrTx, lawFirmId: number, clientId: number): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.id, clientId)));
  return row;
}

/** Locks the row for an edit, so two concurrent edits apply one after the other. */
export async function lockClientRow(db: DbOrTx, lawFirmId: number, clientId: number): Promise<ClientRow | undefined> {
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
    name: clientRowName(client),
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
