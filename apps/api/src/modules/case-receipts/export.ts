/** The firm's receipts as CSV: the list's filter and order, every row, titled in the reader's language. */
import type { CaseReceipt, CaseReceiptExportQuery } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { type CsvColumn, listCsv } from '../../platform/csv.js';
import { exportReceipts } from './service.js';

const columns: readonly CsvColumn<CaseReceipt>[] = [
  { title: { en: 'Receipt number', ar: 'رقم الإيصال' }, cell: (row) => row.receipt_number },
  { title: { en: 'Case', ar: 'القضية' }, cell: (row) => row.case_title },
  { title: { en: 'Client', ar: 'العميل' }, cell: (row) => row.client_name },
  { title: { en: 'Form type', ar: 'نوع النموذج' }, cell: (row) => row.form_type },
  { title: { en: 'Status', ar: 'الحالة' }, cell: (row) => row.status },
  { title: { en: 'Submitted', ar: 'تاريخ التقديم' }, cell: (row) => row.submitted_date },
  { title: { en: 'Last change', ar: 'آخر تغيير' }, cell: (row) => row.modified_date },
  { title: { en: 'Description', ar: 'الوصف' }, cell: (row) => row.description },
];

export async function exportReceiptsCsv(db: Db, auth: AuthContext, query: CaseReceiptExportQuery): Promise<string> {
  return listCsv(columns, query.locale, await exportReceipts(db, auth, query));
}
