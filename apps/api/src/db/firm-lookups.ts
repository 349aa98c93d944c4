/**
 * The two lookups every feature that works for a client makes: does this client (or case) exist in
 * the caller's firm. Another firm's id finds nothing, so callers answer 404. They live here once, below
 * the modules, with options for the few more columns some callers show. Beside them, the columns every
 * feature shows of a firm and of a client's name.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { builtOnce, preparedQuery } from './prepared-statements.js';
import { cases, clients, contacts, lawFirms, users } from './schema/index.js';

/** A client's name as lists, invoices and time entries show it: first, middle (when given) and last. */
export const clientFullName = sql<string>`concat_ws(' ', ${clients.firstName}, nullif(${clients.middleName}, ''), ${clients.lastName})`;

/** The firm as requests and documents show it: name, contacts, time zone, address, logo, currency, language. */
export const firmCardColumns = {
  id: lawFirms.id,
  name: lawFirms.name,
  email: lawFirms.email,
  phoneNumber: lawFirms.phoneNumber,
  timeZone: lawFirms.timeZone,
  street: lawFirms.street,
  city: lawFirms.city,
  cityId: lawFirms.cityId,
  state: lawFirms.state,
  stateId: lawFirms.stateId,
  postalCode: lawFirms.postalCode,
  country: lawFirms.country,
  countryId: lawFirms.countryId,
  logo: lawFirms.logo,
  currency: lawFirms.currency,
  language: lawFirms.language,
  requireSecondFactor: lawFirms.requireSecondFactor,
  requirePortalSecondFactor: lawFirms.requirePortalSecondFactor,
};

/** The client as a case, a form sent or a portal invitation shows it: names, email, phone and photo. */
const clientCardColumns = {
  id: clients.id,
  firstName: clients.firstName,
  middleName: clients.middleName,
  lastName: clients.lastName,
  email: clients.email,
  phoneNumber: clients.phoneNumber,
  image: clients.image,
};
export type ClientCard = Pick<
  typeof clients.$inferSelect,
  'id' | 'firstName' | 'middleName' | 'lastName' | 'email' | 'phoneNumber' | 'image'
>;

const clientLookups = { id: { id: clients.id }, card: clientCardColumns };
const caseLookups = {
  id: { id: cases.id, clientId: cases.clientId },
  titled: { id: cases.id, clientId: cases.clientId, title: cases.title },
};

function clientQuery(db: DbOrTx, columns: keyof typeof clientLookups) {
  return builtOnce(db, `firm-lookups.client.${columns}`, () =>
    preparedQuery(
      db
        .select(clientLookups[columns])
        .from(clients)
        .where(and(eq(clients.id, sql.placeholder('clientId')), eq(clients.lawFirmId, sql.placeholder('lawFirmId'))))
        .limit(1),
    ),
  );
}

function caseQuery(db: DbOrTx, columns: keyof typeof caseLookups) {
  return builtOnce(db, `firm-lookups.case.${columns}`, () =>
    preparedQuery(
      db
        .select(caseLookups[columns])
        .from(cases)
        .where(and(eq(cases.id, sql.placeholder('caseId')), eq(cases.lawFirmId, sql.placeholder('lawFirmId'))))
        .limit(1),
    ),
  );
}

/** The firm's client, or null; `columns: 'card'` adds what a screen or a mail shows of them. */
export async function findClient(db: DbOrTx, lawFirmId: number, clientId: number): Promise<{ id: number } | null>;
export async function findClient(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  options: { columns: 'card' },
): Promise<ClientCard | null>;
export async function findClient(
  db: DbOrTx,
  lawFirmId: number,
  clientId: number,
  options?: { columns: 'card' },
): Promise<ClientCard | { id: number } | null> {
  const [row] = await clientQuery(db, options?.columns ?? 'id').execute({ lawFirmId, clientId });
  return row ?? null;
}

export interface CaseKey {
  id: number;
  clientId: number;
}

/** The firm's case with its client, or null; `columns: 'titled'` adds its title. */
export async function findCase(db: DbOrTx, lawFirmId: number, caseId: number): Promise<CaseKey | null>;
export async function findCase(
  db: DbOrTx,
  lawFirmId: number,
  caseId: number,
  options: { columns: 'titled' },
): Promise<(CaseKey & { title: string }) | null>;
export async function findCase(
  db: DbOrTx,
  lawFirmId: number,
  caseId: number,
  options?: { columns: 'titled' },
): Promise<CaseKey | null> {
  const [row] = await caseQuery(db, options?.columns ?? 'id').execute({ lawFirmId, caseId });
  return row ?? null;
}

export type PersonKind = 'employee' | 'client' | 'contact';

/**
 * The e-mail of each of the firm's people named by id, by id: active employees, clients, and contacts not deleted.
 * An id of another firm, of a deactivated employee or of a deleted contact is absent from the answer, so a caller
 * that must name someone answers 404 for it. One query whatever the number of ids.
 */
export async function emailsByIds(
  db: DbOrTx,
  lawFirmId: number,
  kind: PersonKind,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await emailQuery(db, lawFirmId, kind, [...ids]);
  return new Map(rows.map((row) => [row.id, row.email]));
}

function emailQuery(db: DbOrTx, lawFirmId: number, kind: PersonKind, ids: number[]) {
  switch (kind) {
    case 'employee':
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.lawFirmId, lawFirmId), isNull(users.deactivatedAt), inArray(users.id, ids)));
    case 'client':
      return db
        .select({ id: clients.id, email: clients.email })
        .from(clients)
        .where(and(eq(clients.lawFirmId, lawFirmId), inArray(clients.id, ids)));
    case 'contact':
      return db
        .select({ id: contacts.id, email: contacts.email })
        .from(contacts)
        .where(and(eq(contacts.lawFirmId, lawFirmId), isNull(contacts.deletedAt), inArray(contacts.id, ids)));
  }
}
