import type { DashboardSummary, EmployeeRule, MeResponse } from '@counsel/domain';
import { type Client, CURRENT_TERMS_VERSION, NO_IMMIGRATION_DETAILS } from '@counsel/domain';

/** When the fixture user accepted the current terms; pages under test are not behind the terms dialog. */
export const TERMS_ACCEPTED_AT = '2026-12-02T09:30:00.000Z';

export function makeMe(
  options: {
    is_admin?: boolean;
    rules?: EmployeeRule[];
    locale?: 'en' | 'ar';
    /** null: the user has not accepted the current terms yet. */
    termsAcceptedAt?: string | null;
    /** The firm requires a second factor of its members. */
    requireSecondFactor?: boolean;
    /** The user has an authenticator app set up. */
    secondFactorEnabled?: boolean;
  } = {},
): MeResponse {
  return {
    user: {
      id: 7,
      law_firm_id: 3,
      full_name: 'Layla Haddad',
      email: 'layla@haddad-law.test',
      position: 'attorney',
      is_admin: options.is_admin ?? false,
      image: null,
      locale: options.locale ?? 'en',
    },
    law_firm: {
      id: 3,
      name: 'Haddad & Partners',
      email: 'office@haddad-law.test',
      phone_number: null,
      time_zone: 'America/New_York',
      address: {
        street: null,
        city: null,
        state: null,
        postal_code: null,
        country: { id: 'US', name: 'United States' },
      },
      logo: null,
      currency: 'USD',
      language: 'en',
      require_second_factor: options.requireSecondFactor ?? false,
      require_portal_second_factor: false,
    },
    plan: {
      id: 1,
      code: 'trial',
      name: 'Trial',
      invoices_permission_level: 'FULL_ACCESS',
      max_users: 10,
      documents_services: 50,
      uscis_queries: 100,
      predefined_workflows: 10,
      trial_ends_at: null,
    },
    usage: { used_documents_services: 0, used_uscis_queries: 0 },
    rules: options.rules ?? [],
    terms: {
      version: CURRENT_TERMS_VERSION,
      accepted_at: options.termsAcceptedAt === undefined ? TERMS_ACCEPTED_AT : options.termsAcceptedAt,
    },
    second_factor: { enabled: options.secondFactorEnabled ?? false },
  };
}

export function makeSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    law_firm: { id: 3, name: 'Haddad & Partners' },
    user: { id: 7, full_name: 'Layla Haddad', position: 'attorney', is_admin: false },
    counts: { clients: 12, cases: 30, open_cases: 9, employees: 4 },
    recent_cases: [],
    ...overrides,
  };
}

/** A client as GET /law-firm/{id}/client/{clientId} answers it: Maria Gomez of Houston, no immigration facts. */
export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    ...NO_IMMIGRATION_DETAILS,
    id: 5,
    law_firm_id: 3,
    first_name: 'Maria',
    middle_name: 'Luisa',
    last_name: 'Gomez',
    gender: 'FEMALE',
    email: 'maria@mail.test',
    phone_number: '+17135550111',
    address: {
      street: '1200 Main St',
      city: { id: '4699066', name: 'Houston' },
      state: { id: 'TX', name: 'Texas' },
      postal_code: '77002',
      country: { id: 'US', name: 'United States' },
    },
    image: null,
    legal_case: [],
    created_at: '2025-03-04T10:00:00Z',
    updated_at: '2025-03-04T10:00:00Z',
    ...overrides,
  };
}
