/**
 * The header's search over clients, cases, contacts and invoices. Only the kinds the caller may read are
 * searched and answered; the firm comes from the token.
 */
import {
  digitsOf,
  type GlobalSearchQuery,
  type GlobalSearchResponse,
  hasPermission,
  type PermissionFlag,
  SEARCH_KINDS,
  SEARCH_PHONE_MIN_DIGITS,
  type SearchHit,
  type SearchKind,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { prefixRange } from './prefix-range.js';
import * as repo from './repository.js';

const KIND_PERMISSIONS: Record<SearchKind, PermissionFlag> = {
  clients: 'VIEW_CLIENTS',
  cases: 'VIEW_CASES',
  contacts: 'VIEW_CONTACTS',
  invoices: 'VIEW_INVOICES',
};

const reversed = (text: string) => Array.from(text).reverse().join('');

/** The text as the queries' prefix ranges; null when it cannot match anything. */
export function searchValues(lawFirmId: number, q: string): repo.SearchValues | null {
  const text = prefixRange(q.toLowerCase());
  if (!text) return null;
  // Leading zeros are a trunk or international dialling prefix ("050 123 4567", "00966 50..."), which
  // numbers stored with their country code (+966501234567) do not hold; the rest is matched at either end.
  const digits = digitsOf(q).replace(/^0+/, '');
  // Phone digits count only when the text is a phone number: "INV-00042" has five digits but is not one.
  const looksLikePhone = digits.length >= SEARCH_PHONE_MIN_DIGITS && /^[\d\s()+\-.]+$/.test(q);
  if (!looksLikePhone) return { lawFirmId, ...rangeValues(text) };
  const start = prefixRange(digits)!;
  const end = prefixRange(reversed(digits))!;
  return {
    lawFirmId,
    ...rangeValues(text),
    digitsFrom: start.from,
    digitsTo: start.to,
    endFrom: end.from,
    endTo: end.to,
  };
}

const rangeValues = (range: { from: string; to: string }) => ({ from: range.from, to: range.to });

const contactLine = (row: { email: string | null; phone: string | null }) => row.email ?? row.phone ?? null;

async function hitsOf(db: Db, kind: SearchKind, values: repo.SearchValues): Promise<SearchHit[]> {
  switch (kind) {
    case 'clients':
      return (await repo.searchClients(db, values)).map((row) => ({
        id: row.id,
        label: row.name,
        secondary: contactLine(row),
        route: `/client/${row.id}`,
      }));
    case 'contacts':
      // Contacts have no page of their own: their list opens searched for the name.
      return (await repo.searchContacts(db, values)).map((row) => ({
        id: row.id,
        label: row.name,
        secondary: contactLine(row),
        route: `/contacts?q=${encodeURIComponent(row.name)}`,
      }));
    case 'cases':
      return (await repo.searchCases(db, values)).map((row) => ({
        id: row.id,
        label: row.title,
        secondary: row.clientName,
        route: `/client/${row.clientId}/cases/${row.id}`,
      }));
    case 'invoices':
      return (await repo.searchInvoices(db, values)).map((row) => ({
        id: row.id,
        label: `${row.number} · ${row.title}`,
        secondary: row.clientName,
        route: `/client/${row.clientId}/invoices/${row.id}/${row.type === 'TRUST' ? 'edit-trust' : 'edit'}`,
      }));
  }
}

export async function search(db: Db, auth: AuthContext, query: GlobalSearchQuery): Promise<GlobalSearchResponse> {
  const kinds = SEARCH_KINDS.filter((kind) => hasPermission(auth.ability, KIND_PERMISSIONS[kind]));
  const values = searchValues(auth.firm.id, query.q);
  const groups = [];
  // One after another: PGlite is one connection, and on a pool four tiny index scans gain little from racing.
  for (const kind of kinds) groups.push({ kind, results: values ? await hitsOf(db, kind, values) : [] });
  return { groups };
}
