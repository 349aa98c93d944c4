/** The clients list as CSV: every client the list's filter finds, in its order, titled in the reader's language. */
import type { ClientExportQuery, Locale } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { toCsv } from '../../platform/csv.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import * as repo from './repository.js';

const TITLES: Record<Locale, readonly string[]> = {
  en: ['Name', 'Email', 'Phone', 'City', 'Country', 'Client since'],
  ar: ['الاسم', 'البريد الإلكتروني', 'الهاتف', 'المدينة', 'الدولة', 'عميل منذ'],
};

export async function exportClientsCsv(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  query: ClientExportQuery,
): Promise<string> {
  assertOwnFirm(auth, lawFirmId);
  const rows = await repo.exportClients(db, lawFirmId, {
    q: query.q || undefined,
    sort: query.sort,
    order: query.order,
  });
  return toCsv(
    TITLES[query.locale],
    rows.map((row) => [
      [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
      row.email,
      row.phoneNumber,
      row.city,
      row.country,
      row.createdAt.toISOString().slice(0, 10),
    ]),
  );
}
