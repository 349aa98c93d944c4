/** The portal's answers for its tests: a client of one firm, and their forms. */
import type { PortalAccount, PortalFormSummary } from '@counsel/domain';

export function portalAccount(overrides: Partial<PortalAccount> = {}): PortalAccount {
  return {
    email: 'maria@mail.test',
    locale: 'en',
    law_firm_id: 3,
    firm_name: 'Haddad & Partners',
    clients: [{ first_name: 'Maria', last_name: 'Gomez' }],
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
