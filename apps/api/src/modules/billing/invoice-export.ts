/**
 * An invoices list (the firm's, a client's or a case's) as CSV: every invoice the list's filter finds,
 * in its order, titled in the reader's language. Amounts are plain decimals in the firm's currency;
 * type and status are the API's codes.
 */
import { centsToAmountText, type InvoicesExportQuery } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { type CsvColumn, listCsv } from '../../platform/csv.js';
import type { ListedInvoice } from './invoice-list-repository.js';
import { exportInvoices, type InvoiceListScope } from './invoice-read.js';

const COLUMNS: readonly CsvColumn<ListedInvoice>[] = [
  { title: { en: 'Number', ar: 'الرقم' }, cell: (row) => row.invoiceNumber },
  { title: { en: 'Title', ar: 'العنوان' }, cell: (row) => row.title },
  { title: { en: 'Type', ar: 'النوع' }, cell: (row) => row.type },
  { title: { en: 'Client', ar: 'العميل' }, cell: (row) => row.clientName },
  { title: { en: 'Matter', ar: 'القضية' }, cell: (row) => row.caseTitle },
  { title: { en: 'Date issued', ar: 'تاريخ الإصدار' }, cell: (row) => row.dateIssued },
  { title: { en: 'Due date', ar: 'تاريخ الاستحقاق' }, cell: (row) => row.dueDate },
  { title: { en: 'Total', ar: 'الإجمالي' }, cell: (row) => centsToAmountText(row.totalCents) },
  { title: { en: 'Paid', ar: 'المدفوع' }, cell: (row) => centsToAmountText(row.paidCents) },
  { title: { en: 'Outstanding', ar: 'المستحق' }, cell: (row) => centsToAmountText(row.totalCents - row.paidCents) },
  { title: { en: 'Status', ar: 'الحالة' }, cell: (row) => row.status },
];

export async function exportInvoicesCsv(
  db: Db,
  auth: AuthContext,
  scope: InvoiceListScope,
  query: InvoicesExportQuery,
): Promise<string> {
  return listCsv(COLUMNS, query.locale, await exportInvoices(db, auth, scope, query));
}
