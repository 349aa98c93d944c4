/** A fake server and fixtures for the bill invoice screen's component tests. */
import {
  DEFAULT_INVOICE_SETTINGS,
  type Invoice,
  type InvoiceSettings,
  type InvoiceSettingsFields,
  type MeResponse,
  NO_IMMIGRATION_DETAILS,
  type SavedCharge,
} from '@counsel/domain';
import type { FakeReply, RecordedCall } from './fake-api';
import { makeMe } from './fixtures';
import { entriesPage, makeEntry, serveTime } from './time-test-data';

export { entriesPage, makeEntry };
/** May create and update invoices (and read clients, cases and time). */
export const ADMIN = makeMe({ is_admin: true });

export function firmSettings(fields: Partial<InvoiceSettingsFields> = {}): InvoiceSettings {
  return {
    id: 1,
    law_firm_id: 3,
    invoice_id: null,
    ...DEFAULT_INVOICE_SETTINGS,
    ...fields,
    due_date: null,
    date_issued: null,
    created_at: null,
    updated_at: null,
  } as InvoiceSettings;
}

export function savedCharge(overrides: Partial<SavedCharge> = {}): SavedCharge {
  return {
    id: 61,
    description: 'USCIS filing fee',
    type: 'Expense',
    amount: '675.00',
    date: '2026-03-01',
    invoice_id: null,
    created_by_user_id: 7,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const SAVED_CHARGES = [
  savedCharge(),
  savedCharge({ id: 62, description: 'Translation of birth certificate', type: 'Service', amount: '120.00' }),
  savedCharge({ id: 63, description: 'Courier to the consulate', amount: '45.50' }),
];

const CLIENT = {
  client: {
    id: 5,
    law_firm_id: 3,
    first_name: 'Maria',
    middle_name: null,
    last_name: 'Gonzalez',
    gender: null,
    email: 'maria@example.com',
    phone_number: null,
    address: { street: null, city: null, state: null, postal_code: null, country: null },
    image: null,
    legal_case: [],
    ...NO_IMMIGRATION_DETAILS,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
};

export function savedInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const settings = firmSettings({ include_tax_rate: false, tax_rate: 0 });
  return {
    id: 900,
    invoice_number: 'INV-00041',
    title: 'March work',
    type: 'BILL',
    client_id: 5,
    law_firm_id: 3,
    case_id: null,
    created_by_user_id: 7,
    due_date: '2026-04-01',
    date_issued: '2026-03-02',
    charges: [
      {
        id: 1,
        description: 'Consultation',
        amount: '200.00',
        date: '2026-03-02',
        type: 'Service',
        matterName: 'I-130 petition',
        case_id: 21,
        client_id: 5,
        is_time_entry: false,
        time_entry_id: null,
        saved_charge_id: null,
        payment_id: null,
        payment_status: null,
        taxable: false,
        taxRate: 0,
        invoice_id: 900,
        created_by_user_id: 7,
        created_at: '2026-03-02T10:00:00.000Z',
        updated_at: '2026-03-02T10:00:00.000Z',
      },
    ],
    total: 200,
    amount: null,
    payments: [],
    case: [{ id: 21, client_id: 5, title: 'I-130 petition' }],
    client: { id: 5, name: 'Maria Gonzalez', email: null, phone_number: null, address: null },
    law_firm: { id: 3, name: 'Haddad & Partners', email: null, phone_number: null, address: null, currency: 'USD' },
    invoice_settings: { ...settings, invoice_id: 900 },
    amount_details: { subtotal: 200, item_tax: 0, general_tax: 0, tax: 0, discount: 0, total: 200 },
    discount: { amount: 0 },
    discount_amount: 0,
    payment_details: { outstanding_amount: 200, total_paid: 0, status: 'unpaid' },
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

type Route = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

/** Everything the screen asks for, answered for client 5 (Maria Gonzalez); `routes` adds or overrides. */
export function serveEditor(routes: Record<string, Route> = {}, me: MeResponse = ADMIN) {
  return serveTime(
    {
      'GET /api/invoice/invoice-settings/3': { body: { invoice_settings: firmSettings() } },
      'GET /api/invoice/generate-invoice-number': { body: { invoice_number: 'INV-00042' } },
      'GET /api/client/5': { body: CLIENT },
      'GET /api/invoice/get_saved_charges/3': { body: { charges: SAVED_CHARGES } },
      'GET /api/time_entry/client/5': { body: entriesPage([]) },
      'POST /api/invoice/create_invoice/client/5': (call) => ({
        status: 201,
        body: {
          invoice: savedInvoice({
            id: 901,
            // The server draws the suggested number when the screen sends none.
            invoice_number: (call.body as { invoice_number: string | null }).invoice_number ?? 'INV-00042',
          }),
        },
      }),
      ...routes,
    },
    me,
  );
}

export const query = (search: string) => Object.fromEntries(new URLSearchParams(search));
