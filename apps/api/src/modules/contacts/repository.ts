/** Contacts queries. Every query is filtered by the firm's id; deleted contacts only surface for retrieval. */

import type { ContactSortColumn } from '@counsel/domain';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { type ListSort, listSorting } from '../../db/list-sort.js';
import { containsPattern } from '../../db/patterns.js';
import { pageLimit } from '../../db/prepared-statements.js';
import {
  contactParticipantTypes,
  contacts,
  participantTypes,
  participantTypeUsers,
  users,
} from '../../db/schema/index.js';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Omit<typeof contacts.$inferInsert, 'id' | 'lawFirmId' | 'createdAt' | 'updatedAt'>;

export interface ContactListFilter extends ListSort<ContactSortColumn> {
  q?: string | undefined;
  contactType?: string | undefined;
  clientsOnly: boolean;
  withEmployees: boolean;
}

/** A page of the list; without one, every row (the CSV export). */
export interface ContactPageFilter extends ContactListFilter {
  page?: number | undefined;
  pageSize?: number | undefined;
}

const FALLBACK = { sort: 'name', order: 'asc' } as const;

/** The contacts-only list's order; the default is the name. */
const contactSorting = listSorting<ContactSortColumn>(
  { name: [contacts.name], contact_type: [contacts.contactType], phone_number: [contacts.phoneNumber] },
  contacts.id,
  FALLBACK,
);

/** A place in the list: a contact row or an employee (a user), ordered by name. */
export interface ListRef {
  kind: 'contact' | 'employee';
  id: number;
}

function contactConditions(lawFirmId: number, filter: ContactListFilter): SQL {
  const conditions: SQL[] = [eq(contacts.lawFirmId, lawFirmId), isNull(contacts.deletedAt)];
  if (filter.clientsOnly) conditions.push(eq(contacts.relatedEntityType, 'client'));
  if (filter.contactType) conditions.push(eq(contacts.contactType, filter.contactType));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(contacts.name, pattern), ilike(contacts.email, pattern))!);
  }
  return and(...conditions)!;
}

function employeeConditions(lawFirmId: number, filter: ContactListFilter): SQL {
  const conditions: SQL[] = [eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!);
  }
  return and(...conditions)!;
}

/** Limits a query to the asked page, when one is asked. */
function paged<Q extends PgSelect>(query: Q, filter: ContactPageFilter): Q {
  if (filter.page === undefined || filter.pageSize === undefined) return query;
  return query.limit(pageLimit(filter.pageSize)).offset((filter.page - 1) * filter.pageSize);
}

/**
 * One page of references plus the total, in the asked order (every reference when no page is asked).
 * Employees join the list only when asked for (and not filtered out).
 */
export async function listRefs(
  db: DbOrTx,
  lawFirmId: number,
  filter: ContactPageFilter,
): Promise<{ refs: ListRef[]; total: number }> {
  const includeContacts = filter.contactType !== 'employee';
  const includeEmployees =
    filter.withEmployees && !filter.clientsOnly && (!filter.contactType || filter.contactType === 'employee');

  if (includeContacts && !includeEmployees) {
    const where = contactConditions(lawFirmId, filter);
    const [rows, totals] = await Promise.all([
      paged(
        db
          .select({ id: contacts.id })
          .from(contacts)
          .where(where)
          .orderBy(...contactSorting.orderBy(filter))
          .$dynamic(),
        filter,
      ),
      db.select({ n: count() }).from(contacts).where(where),
    ]);
    return { refs: rows.map((r) => ({ kind: 'contact', id: r.id })), total: totals[0]?.n ?? 0 };
  }
  if (!includeContacts && !includeEmployees) return { refs: [], total: 0 };

  const employeePart = db
    .select({
      kind: sql<'contact' | 'employee'>`'employee'`.as('kind'),
      refId: sql<number>`${users.id}`.as('ref_id'),
      sortName: sql<string>`${users.fullName}`.as('sort_name'),
      sortType: sql<string>`'employee'`.as('sort_type'),
      sortPhone: sql<string | null>`${users.phoneNumber}`.as('sort_phone'),
    })
    .from(users)
    .where(employeeConditions(lawFirmId, filter));
  const union = includeContacts
    ? db
        .select({
          kind: sql<'contact' | 'employee'>`'contact'`.as('kind'),
          refId: sql<number>`${contacts.id}`.as('ref_id'),
          sortName: sql<string>`${contacts.name}`.as('sort_name'),
          sortType: sql<string>`${contacts.contactType}`.as('sort_type'),
          sortPhone: sql<string | null>`${contacts.phoneNumber}`.as('sort_phone'),
        })
        .from(contacts)
        .where(contactConditions(lawFirmId, filter))
        .unionAll(employeePart)
        .as('refs')
    : employeePart.as('refs');
  // A contact and an employee may share an id: the kind comes before it in breaking ties.
  const unionSorting = listSorting<ContactSortColumn>(
    {
      name: [union.sortName, union.kind],
      contact_type: [union.sortType, union.kind],
      phone_number: [union.sortPhone, union.kind],
    },
    union.refId,
    FALLBACK,
  );
  const [rows, totals] = await Promise.all([
    paged(
      db
        .select({ kind: union.kind, refId: union.refId })
        .from(union)
        .orderBy(...unionSorting.orderBy(filter))
        .$dynamic(),
      filter,
    ),
    db.select({ n: count() }).from(union),
  ]);
  return { refs: rows.map((r) => ({ kind: r.kind, id: Number(r.refId) })), total: totals[0]?.n ?? 0 };
}

const primary = alias(contacts, 'primary_contact');

/** Active contacts by id, with the primary contact's name (when the primary is still there). */
export async function contactsByIds(db: DbOrTx, lawFirmId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ contact: contacts, primaryName: primary.name })
    .from(contacts)
    .leftJoin(
      primary,
      and(eq(primary.id, contacts.primaryContactId), eq(primary.lawFirmId, lawFirmId), isNull(primary.deletedAt)),
    )
    .where(and(eq(contacts.lawFirmId, lawFirmId), inArray(contacts.id, ids), isNull(contacts.deletedAt)));
}

export async function participantTypeIdsOfContacts(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
  const byContact = new Map<number, number[]>();
  if (ids.length === 0) return byContact;
  const rows = await db
    .select({ contactId: contactParticipantTypes.contactId, typeId: contactParticipantTypes.participantTypeId })
    .from(contactParticipantTypes)
    .where(inArray(contactParticipantTypes.contactId, ids))
    .orderBy(asc(contactParticipantTypes.participantTypeId));
  for (const row of rows) byContact.set(row.contactId, [...(byContact.get(row.contactId) ?? []), row.typeId]);
  return byContact;
}

export async function employeesByIds(db: DbOrTx, lawFirmId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), inArray(users.id, ids)));
}

export async function participantTypeIdsOfUsers(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>();
  if (ids.length === 0) return byUser;
  const rows = await db
    .select({ userId: participantTypeUsers.userId, typeId: participantTypeUsers.participantTypeId })
    .from(participantTypeUsers)
    .where(inArray(participantTypeUsers.userId, ids))
    .orderBy(asc(participantTypeUsers.participantTypeId));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.typeId]);
  return byUser;
}

/** An active (not deleted) contact of the firm, or null. */
export async function findActiveContact(db: DbOrTx, lawFirmId: number, id: number): Promise<ContactRow | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.lawFirmId, lawFirmId), isNull(contacts.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Locks an active contact for the rest of the transaction. */
export async function lockActiveContact(db: DbOrTx, lawFirmId: number, id: number): Promise<ContactRow | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.lawFirmId, lawFirmId), isNull(contacts.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The standalone contact (deleted or not) holding an email: standalone contacts are one per email per firm. */
export async function findStandaloneByEmail(db: DbOrTx, lawFirmId: number, email: string): Promise<ContactRow | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.lawFirmId, lawFirmId),
        sql`lower(${contacts.email}) = ${email.toLowerCase()}`,
        isNull(contacts.relatedEntityType),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertContact(db: DbOrTx, lawFirmId: number, values: ContactValues): Promise<number> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, lawFirmId })
    .returning({ id: contacts.id });
  return row!.id;
}

export async function updateContact(db: DbOrTx, lawFirmId: number, id: number, values: Partial<ContactValues>) {
  await db
    .update(contacts)
    .set(values)
    .where(and(eq(contacts.id, id), eq(contacts.lawFirmId, lawFirmId)));
}

/** Organisations that named this contact their primary contact lose it (the contact is going away). */
export async function clearPrimaryReferencesTo(db: DbOrTx, lawFirmId: number, contactId: number) {
  await db
    .update(contacts)
    .set({ primaryContactId: null })
    .where(and(eq(contacts.lawFirmId, lawFirmId), eq(contacts.primaryContactId, contactId)));
}

/** The ids among `ids` that are participant types of the firm. */
export async function firmParticipantTypeIds(db: DbOrTx, lawFirmId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: participantTypes.id })
    .from(participantTypes)
    .where(and(eq(participantTypes.lawFirmId, lawFirmId), inArray(participantTypes.id, ids)));
  return rows.map((r) => r.id);
}

export async function replaceParticipantTypes(db: DbOrTx, contactId: number, typeIds: number[]) {
  await db.delete(contactParticipantTypes).where(eq(contactParticipantTypes.contactId, contactId));
  if (typeIds.length === 0) return;
  await db
    .insert(contactParticipantTypes)
    .values(typeIds.map((participantTypeId) => ({ contactId, participantTypeId })));
}
