/** Invoice list rows, pages and people shared by the lists' and the chooser's component tests. */
import {
  type Client,
  type EmployeeRule,
  type InvoiceListItem,
  type InvoicesPage,
  NO_IMMIGRATION_DETAILS,
} from '@counsel/domain';
import { makeMe } from './fixtures';

/** The first render of a lazy page compiles its chunk, which takes a while on a busy machine. */

export const INVOICE_READER: EmployeeRule[] = [{ subject: 'invoices', action: 'read' }];
export const INVOICE_EDITOR: EmployeeRule[] = [{ subject: 'invoices', action: 'update' }];
export const READER = makeMe({ rules: INVOICE_READER });
export const EDITOR = makeMe({ rules: INVOICE_EDITOR });

export function invoiceRow(id: number, overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return {
    id,
    invoice_number: `INV-${String(id).padStart(5, '0')}`,
    title: 'Invoice',
    type: 'BILL',
    client_id: 101,
    client_name: 'Maria Elena Gonzalez',
    case_id: 55,
    case_title: 'N-400 Naturalization',
    matter_id: 55,
    matter_title: 'N-400 Naturalization',
    date_issued: '2026-03-02',
    due_date: '2026-04-01',
    total: 1234.5,
    total_paid: 0,
    outstanding_amount: 1234.5,
    status: 'unpaid',
    ...overrides,
  };
}

export const invoicesPage = (items: InvoiceListItem[], total = items.length, page = 1): InvoicesPage => ({
  items,
  page,
  page_size: 12,
  total,
});

/** Four invoices, one of each status. */
export const MIXED: InvoiceListItem[] = [
  invoiceRow(1, { status: 'paid', total: 500, total_paid: 500, outstanding_amount: 0 }),
  invoiceRow(2, {
    status: 'partial',
    title: 'Consultation and filing',
    total: 2000,
    total_paid: 750.25,
    outstanding_amount: 1249.75,
    client_id: 102,
    client_name: 'أحمد خالد منصور',
    case_id: null,
    case_title: null,
    matter_id: null,
    matter_title: null,
  }),
  // A client invoice whose every line is of one matter: the list names that matter.
  invoiceRow(3, {
    status: 'overdue',
    due_date: '2026-01-15',
    case_id: null,
    case_title: null,
    matter_id: 56,
    matter_title: 'H-1B petition',
  }),
  invoiceRow(4, { status: 'unpaid', type: 'TRUST', title: 'Trust Invoice' }),
];

export const CLIENT: Client = {
  id: 101,
  law_firm_id: 3,
  first_name: 'Maria',
  middle_name: 'Elena',
  last_name: 'Gonzalez',
  gender: 'FEMALE',
  email: 'maria@mail.test',
  phone_number: null,
  address: { street: null, city: null, state: null, postal_code: null, country: null },
  image: null,
  legal_case: [],
  ...NO_IMMIGRATION_DETAILS,
  created_at: '2025-03-04T10:00:00Z',
  updated_at: '2025-03-04T10:00:00Z',
};

export const query = (search: string) => Object.fromEntries(new URLSearchParams(search));
