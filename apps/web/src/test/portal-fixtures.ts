/** The portal's answers for its tests: a client of one firm, their forms and their invoices. */
import type { PortalAccount, PortalFormSummary, PortalInvoice } from '@counsel/domain';

export function portalAccount(overrides: Partial<PortalAccount> = {}): PortalAccount {
  return {
    email: 'maria@mail.test',
    locale: 'en',
    law_firm_id: 3,
    firm_name: 'Haddad & Partners',
    clients: [{ first_name: 'Maria', last_name: 'Gomez' }],
    second_factor: { enabled: false, required: false },
    ...overrides,
  };
}

export function portalForm(overrides: Partial<PortalFormSummary> = {}): PortalFormSummary {
  return {
    id: 41,
    form_title: 'G-28',
    firm_name: 'Haddad & Partners',
    status: 'sent',
    locale: 'en',
    sent_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-11-27T10:00:00.000Z',
    submitted_at: null,
    has_signed_pdf: false,
    ...overrides,
  };
}

/** A page of the client's forms, as GET /api/portal/forms answers it. */
export const formsPage = (items: PortalFormSummary[], total = items.length, page = 1) => ({
  items,
  page,
  page_size: 10,
  total,
});

export const SIGNED_OUT = { status: 401, body: { code: 'portal_signed_out', message: 'Please sign in.' } };

export function portalInvoice(overrides: Partial<PortalInvoice> = {}): PortalInvoice {
  return {
    id: 7,
    invoice_number: 'INV-0007',
    type: 'bill',
    client_name: 'Maria Gomez',
    date_issued: '2026-11-02',
    due_date: '2026-12-02',
    total: 1250,
    paid: 250,
    balance: 1000,
    status: 'partial',
    currency: 'USD',
    pay_path: '/pay/tok_abcdefghijklmnopqrstuvwxyz',
    ...overrides,
  };
}

/** A page of the client's invoices, as GET /api/portal/invoices answers it. */
export const invoicesPage = (items: PortalInvoice[], total = items.length, page = 1) => ({
  items,
  page,
  page_size: 10,
  total,
});
