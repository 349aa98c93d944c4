/**
 * The firm's cases list as CSV: every case the list's filter finds, in its order, titled in the reader's
 * language. Status and type are the API's codes, which a spreadsheet can filter on in any language.
 */
import type { FirmCasesExportQuery } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { type CsvColumn, listCsv } from '../../platform/csv.js';
import { exportFirmCases } from './service.js';

type Row = Awaited<ReturnType<typeof exportFirmCases>>[number];

const COLUMNS: readonly CsvColumn<Row>[] = [
  { title: { en: 'Case', ar: 'القضية' }, cell: (row) => row.title },
  { title: { en: 'Client', ar: 'العميل' }, cell: (row) => row.clientName },
  { title: { en: 'Status', ar: 'الحالة' }, cell: (row) => row.status },
  { title: { en: 'Type', ar: 'النوع' }, cell: (row) => row.caseType },
  { title: { en: 'Opened', ar: 'تاريخ الفتح' }, cell: (row) => row.createdAt.toISOString().slice(0, 10) },
];

export async function exportFirmCasesCsv(db: Db, auth: AuthContext, lawFirmId: number, query: FirmCasesExportQuery) {
  return listCsv(COLUMNS, query.locale, await exportFirmCases(db, auth, lawFirmId, query));
}
