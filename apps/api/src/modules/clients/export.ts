/** The clients list as CSV: every client the list's filter finds, in its order, titled in the reader's language. */
import { type ClientExportQuery, clientRowName } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { type CsvColumn, listCsv } from '../../platform/csv.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import * as repo from './repository.js';

const COLUMNS: readonly CsvColumn<repo.ClientRow>[] = [
  {
    title: { en: 'Name', ar: 'الاسم' },
    cell: (row) => clientRowName(row),
  },
  { title: { en: 'Email', ar: 'البريد الإلكتروني' }, cell: (row) => row.email },
  { title: { en: 'Phone', ar: 'الهاتف' }, cell: (row) => row.phoneNumber },
  { title: { en: 'City', ar: 'المدينة' }, cell: (row) => row.city },
  { title: { en: 'Country', ar: 'الدولة' }, cell: (row) => row.country },
  { title: { en: 'Client since', ar: 'عميل منذ' }, cell: (row) => row.createdAt.toISOString().slice(0, 10) },
];

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
  return listCsv(COLUMNS, query.locale, rows);
}
