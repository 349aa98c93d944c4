/**
 * The two lookups every feature that bills or records against a client makes: does this client (or
 * case) exist in the caller's firm. Another firm's id finds nothing, so callers answer 404. Beside
 * them, the columns every feature shows of a firm and of a client's name.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { builtOnce, preparedQuery } from './prepared-statements.js';
import { cases, clients, lawFirms } from './schema/index.js';

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
};

export async function findClient(db: DbOrTx, lawFirmId: number, clientId: number) {
  const query = builtOnce(db, 'firm-lookups.client', () =>
    preparedQuery(
      db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, sql.placeholder('clientId')), eq(clients.lawFirmId, sql.placeholder('lawFirmId'))))
        .limit(1),
    ),
  );
  const [row] = await query.execute({ lawFirmId, clientId });
  return row ?? null;
}

export async function findCase(db: DbOrTx, lawFirmId: number, caseId: number) {
  const query = builtOnce(db, 'firm-lookups.case', () =>
    preparedQuery(
      db
        .select({ id: cases.id, clientId: cases.clientId })
        .from(cases)
        .where(and(eq(cases.id, sql.placeholder('caseId')), eq(cases.lawFirmId, sql.placeholder('lawFirmId'))))
        .limit(1),
    ),
  );
  const [row] = await query.execute({ lawFirmId, caseId });
  return row ?? null;
}
