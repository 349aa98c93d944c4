/**
 * The header's search: a few records of one kind whose name, number, email or phone starts with the
 * text. Every query is filtered by the firm's id and compares the indexed keys of db/schema/search-keys.ts
 * as byte ranges (see prefix-range.ts), so each condition is an index range scan. Each query is built once
 * per shape (with or without phone digits) and run with placeholders, like the lists.
 */
import { SEARCH_RESULTS_PER_KIND } from '@counsel/domain';
import { and, asc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clientFullName } from '../../db/firm-lookups.js';
import { builtOnce, pageLimit, preparedQuery } from '../../db/prepared-statements.js';
import { cases, clients, contacts, invoices } from '../../db/schema/index.js';
import {
  lowered,
  loweredAfterFirstWord,
  loweredFullName,
  phoneDigits,
  phoneDigitsReversed,
} from '../../db/schema/search-keys.js';

/** What the queries' placeholders are filled with. */
export type SearchValues = {
  lawFirmId: number;
  /** The lowered text as a prefix range. */
  from: string;
  to: string;
  /** The text's digits as prefix ranges of the phone's digits, forwards and reversed; absent when too few. */
  digitsFrom?: string | undefined;
  digitsTo?: string | undefined;
  endFrom?: string | undefined;
  endTo?: string | undefined;
};

const startsWith = (key: SQL, from = 'from', to = 'to') =>
  sql`(${key} ~>=~ ${sql.placeholder(from)} and ${key} ~<~ ${sql.placeholder(to)})`;

function phoneConditions(phone: Parameters<typeof phoneDigits>[0], values: SearchValues): SQL[] {
  if (values.digitsFrom === undefined) return [];
  return [
    startsWith(phoneDigits(phone), 'digitsFrom', 'digitsTo'),
    startsWith(phoneDigitsReversed(phone), 'endFrom', 'endTo'),
  ];
}

const shape = (values: SearchValues) => (values.digitsFrom === undefined ? 'text' : 'phone');
const firmOf = (column: Parameters<typeof eq>[0]) => eq(column, sql.placeholder('lawFirmId'));

export async function searchClients(db: DbOrTx, values: SearchValues) {
  const query = builtOnce(db, `search.clients.${shape(values)}`, () =>
    preparedQuery(
      db
        .select({ id: clients.id, name: clientFullName, email: clients.email, phone: clients.phoneNumber })
        .from(clients)
        .where(
          and(
            firmOf(clients.lawFirmId),
            or(
              startsWith(loweredFullName(clients.firstName, clients.lastName)),
              startsWith(lowered(clients.lastName)),
              startsWith(lowered(clients.email)),
              ...phoneConditions(clients.phoneNumber, values),
            ),
          ),
        )
        .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
        .limit(pageLimit(SEARCH_RESULTS_PER_KIND)),
    ),
  );
  return query.execute(values);
}

/** Contacts that stand for a client are found as that client; deleted ones are not found. */
export async function searchContacts(db: DbOrTx, values: SearchValues) {
  const query = builtOnce(db, `search.contacts.${shape(values)}`, () =>
    preparedQuery(
      db
        .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phoneNumber })
        .from(contacts)
        .where(
          and(
            firmOf(contacts.lawFirmId),
            isNull(contacts.deletedAt),
            or(isNull(contacts.relatedEntityType), ne(contacts.relatedEntityType, 'client')),
            or(
              startsWith(lowered(contacts.name)),
              startsWith(loweredAfterFirstWord(contacts.name)),
              startsWith(lowered(contacts.email)),
              ...phoneConditions(contacts.phoneNumber, values),
            ),
          ),
        )
        .orderBy(asc(contacts.name), asc(contacts.id))
        .limit(pageLimit(SEARCH_RESULTS_PER_KIND)),
    ),
  );
  return query.execute(values);
}

export async function searchCases(db: DbOrTx, values: SearchValues) {
  const query = builtOnce(db, 'search.cases', () =>
    preparedQuery(
      db
        .select({ id: cases.id, title: cases.title, clientId: cases.clientId, clientName: clientFullName })
        .from(cases)
        .innerJoin(clients, eq(clients.id, cases.clientId))
        .where(and(firmOf(cases.lawFirmId), startsWith(lowered(cases.title))))
        .orderBy(asc(cases.title), asc(cases.id))
        .limit(pageLimit(SEARCH_RESULTS_PER_KIND)),
    ),
  );
  return query.execute(values);
}

export async function searchInvoices(db: DbOrTx, values: SearchValues) {
  const query = builtOnce(db, 'search.invoices', () =>
    preparedQuery(
      db
        .select({
          id: invoices.id,
          number: invoices.invoiceNumber,
          title: invoices.title,
          type: invoices.type,
          clientId: invoices.clientId,
          clientName: clientFullName,
        })
        .from(invoices)
        .innerJoin(clients, eq(clients.id, invoices.clientId))
        .where(
          and(
            firmOf(invoices.lawFirmId),
            or(startsWith(lowered(invoices.invoiceNumber)), startsWith(lowered(invoices.title))),
          ),
        )
        .orderBy(asc(invoices.invoiceNumber), asc(invoices.id))
        .limit(pageLimit(SEARCH_RESULTS_PER_KIND)),
    ),
  );
  return query.execute(values);
}
