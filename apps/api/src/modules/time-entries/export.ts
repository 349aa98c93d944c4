/**
 * A time entries list (the firm's, a client's or a case's) as CSV: every entry of the list's filter that
 * the caller may see, in its order, titled in the reader's language. Hours and amounts are plain decimals.
 */
import { centsToAmountText, hoursOfSeconds, type TimeEntriesExportQuery, timeEntryTotalCents } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { type CsvColumn, listCsv } from '../../platform/csv.js';
import type { ListedTimeEntry } from './repository.js';
import { exportEntries, type TimeEntryListScope } from './service.js';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const COLUMNS: readonly CsvColumn<ListedTimeEntry>[] = [
  { title: { en: 'Employee', ar: 'الموظف' }, cell: (row) => row.employeeName },
  { title: { en: 'Client', ar: 'العميل' }, cell: (row) => row.clientName },
  { title: { en: 'Case', ar: 'القضية' }, cell: (row) => row.caseName },
  { title: { en: 'Date', ar: 'التاريخ' }, cell: (row) => row.dateRecorded },
  { title: { en: 'Description', ar: 'الوصف' }, cell: (row) => row.description },
  { title: { en: 'Hourly rate', ar: 'السعر بالساعة' }, cell: (row) => centsToAmountText(row.hourlyRateCents) },
  { title: { en: 'Hours', ar: 'الساعات' }, cell: (row) => hoursOfSeconds(row.durationSeconds).toFixed(2) },
  {
    title: { en: 'Total', ar: 'الإجمالي' },
    cell: (row) => centsToAmountText(timeEntryTotalCents(row.hourlyRateCents, row.durationSeconds)),
  },
  { title: { en: 'Billable', ar: 'قابل للفوترة' }, cell: (row) => yesNo(row.billable) },
  { title: { en: 'Invoiced', ar: 'مفوتر' }, cell: (row) => yesNo(row.invoiced) },
];

export async function exportTimeEntriesCsv(
  db: Db,
  auth: AuthContext,
  scope: TimeEntryListScope,
  query: TimeEntriesExportQuery,
): Promise<string> {
  return listCsv(COLUMNS, query.locale, await exportEntries(db, auth, scope, query));
}
