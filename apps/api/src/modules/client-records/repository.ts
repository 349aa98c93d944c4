/**
 * The only queries of client records. Every one is filtered by the firm and by the owning client, so an id
 * of another firm, or of another client of the same firm, finds nothing.
 */
import type { RelationshipType } from '@counsel/domain';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { clientEmployers, clientSchools, clients, familyContacts } from '../../db/schema/index.js';

export type FamilyContactRow = typeof familyContacts.$inferSelect;
export type FamilyContactValues = Omit<typeof familyContacts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type EmployerRow = typeof clientEmployers.$inferSelect;
export type EmployerValues = Omit<typeof clientEmployers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SchoolRow = typeof clientSchools.$inferSelect;
export type SchoolValues = Omit<typeof clientSchools.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface LinkedClient {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  dateOfBirth: string | null;
  countryOfBirth: string | null;
  citizenship: string | null;
}
export type FamilyContactWithLink = FamilyContactRow & { linked: LinkedClient | null };

// ---------------------------------------------------------------------------------------------
// Family contacts

const linkedClients = alias(clients, 'linked_client');

/** Family contacts with the linked client's names and origin, whose record stays the one source of them. */
async function selectFamilyContacts(db: DbOrTx, lawFirmId: number, where: SQL | undefined) {
  const rows = await db
    .select({
      contact: familyContacts,
      linkedFirstName: linkedClients.firstName,
      linkedMiddleName: linkedClients.middleName,
      linkedLastName: linkedClients.lastName,
      linkedEmail: linkedClients.email,
      linkedDateOfBirth: linkedClients.dateOfBirth,
      linkedCountryOfBirth: linkedClients.countryOfBirth,
      linkedCitizenship: linkedClients.citizenship,
    })
    .from(familyContacts)
    .leftJoin(
      linkedClients,
      and(eq(linkedClients.id, familyContacts.linkedClientId), eq(linkedClients.lawFirmId, lawFirmId)),
    )
    .where(and(eq(familyContacts.lawFirmId, lawFirmId), where))
    .orderBy(asc(familyContacts.createdAt), asc(familyContacts.id));
  return rows.map(
    (row): FamilyContactWithLink => ({
      ...row.contact,
      linked:
        row.linkedFirstName === null || row.linkedLastName === null
          ? null
          : {
              firstName: row.linkedFirstName,
              middleName: row.linkedMiddleName,
              lastName: row.linkedLastName,
              email: row.linkedEmail,
              dateOfBirth: row.linkedDateOfBirth,
              countryOfBirth: row.linkedCountryOfBirth,
              citizenship: row.linkedCitizenship,
            },
    }),
  );
}

export function listFamilyContacts(db: DbOrTx, lawFirmId: number, clientId: number) {
  return selectFamilyContacts(db, lawFirmId, eq(familyContacts.clientId, clientId));
}

export async function findFamilyContact(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  id: number,
): Promise<FamilyContactWithLink | null> {
  const [row] = await selectFamilyContacts(
    db,
    lawFirmId,
    and(eq(familyContacts.clientId, clientId), eq(familyContacts.id, id)),
  );
  return row ?? null;
}

/** Another family contact of the client with this relationship (or this linked client), if any. */
export async function findOtherFamilyContact(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  match: { relationshipType: RelationshipType } | { linkedClientId: number },
  exceptId: number | null,
): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: familyContacts.id })
    .from(familyContacts)
    .where(
      and(
        eq(familyContacts.lawFirmId, lawFirmId),
        eq(familyContacts.clientId, clientId),
        'relationshipType' in match
          ? eq(familyContacts.relationshipType, match.relationshipType)
          : eq(familyContacts.linkedClientId, match.linkedClientId),
        exceptId === null ? undefined : ne(familyContacts.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertFamilyContact(db: DbOrTx, values: FamilyContactValues): Promise<number> {
  const [row] = await db.insert(familyContacts).values(values).returning({ id: familyContacts.id });
  return row!.id;
}

export async function updateFamilyContact(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  id: number,
  values: Partial<FamilyContactValues>,
): Promise<void> {
  await db
    .update(familyContacts)
    .set(values)
    .where(
      and(eq(familyContacts.id, id), eq(familyContacts.lawFirmId, lawFirmId), eq(familyContacts.clientId, clientId)),
    );
}

export async function deleteFamilyContact(db: DbOrTx, lawFirmId: number, clientId: number, id: number) {
  const rows = await db
    .delete(familyContacts)
    .where(
      and(eq(familyContacts.id, id), eq(familyContacts.lawFirmId, lawFirmId), eq(familyContacts.clientId, clientId)),
    )
    .returning({ id: familyContacts.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Employers and schools: the current one first, then the most recent.

const employerOf = (lawFirmId: number, clientId: number) =>
  and(eq(clientEmployers.lawFirmId, lawFirmId), eq(clientEmployers.clientId, clientId));

export function listEmployers(db: DbOrTx, lawFirmId: number, clientId: number): Promise<EmployerRow[]> {
  return db
    .select()
    .from(clientEmployers)
    .where(employerOf(lawFirmId, clientId))
    .orderBy(
      desc(clientEmployers.isCurrentEmployer),
      sql`${clientEmployers.dateFrom} desc nulls last`,
      desc(clientEmployers.createdAt),
      desc(clientEmployers.id),
    );
}

export async function findEmployer(db: DbOrTx, lawFirmId: number, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(clientEmployers)
    .where(and(employerOf(lawFirmId, clientId), eq(clientEmployers.id, id)));
  return row ?? null;
}

export async function insertEmployer(db: DbOrTx, values: EmployerValues): Promise<EmployerRow> {
  const [row] = await db.insert(clientEmployers).values(values).returning();
  return row!;
}

export async function updateEmployer(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  id: number,
  values: Partial<EmployerValues>,
): Promise<EmployerRow | null> {
  const [row] = await db
    .update(clientEmployers)
    .set(values)
    .where(and(employerOf(lawFirmId, clientId), eq(clientEmployers.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEmployer(db: DbOrTx, lawFirmId: number, clientId: number, id: number) {
  const rows = await db
    .delete(clientEmployers)
    .where(and(employerOf(lawFirmId, clientId), eq(clientEmployers.id, id)))
    .returning({ id: clientEmployers.id });
  return rows.length > 0;
}

const schoolOf = (lawFirmId: number, clientId: number) =>
  and(eq(clientSchools.lawFirmId, lawFirmId), eq(clientSchools.clientId, clientId));

export function listSchools(db: DbOrTx, lawFirmId: number, clientId: number): Promise<SchoolRow[]> {
  return db
    .select()
    .from(clientSchools)
    .where(schoolOf(lawFirmId, clientId))
    .orderBy(
      desc(clientSchools.isCurrentSchool),
      sql`${clientSchools.dateFrom} desc nulls last`,
      desc(clientSchools.createdAt),
      desc(clientSchools.id),
    );
}

export async function findSchool(db: DbOrTx, lawFirmId: number, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(clientSchools)
    .where(and(schoolOf(lawFirmId, clientId), eq(clientSchools.id, id)));
  return row ?? null;
}

export async function insertSchool(db: DbOrTx, values: SchoolValues): Promise<SchoolRow> {
  const [row] = await db.insert(clientSchools).values(values).returning();
  return row!;
}

export async function updateSchool(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  id: number,
  values: Partial<SchoolValues>,
): Promise<SchoolRow | null> {
  const [row] = await db
    .update(clientSchools)
    .set(values)
    .where(and(schoolOf(lawFirmId, clientId), eq(clientSchools.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSchool(db: DbOrTx, lawFirmId: number, clientId: number, id: number) {
  const rows = await db
    .delete(clientSchools)
    .where(and(schoolOf(lawFirmId, clientId), eq(clientSchools.id, id)))
    .returning({ id: clientSchools.id });
  return rows.length > 0;
}
