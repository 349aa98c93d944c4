/**
 * The firm as the API answers it, from the firm card every request's AuthContext carries: GET /auth/me's
 * law_firm (auth) and the firm profile calls (firm) answer the same shape; its plan as /auth/me and
 * /subscription answer it.
 */
import type { LawFirm, Locale, PlaceRef, Plan } from '@counsel/domain';
import type { AuthContext } from './context.js';

type FirmCard = AuthContext['firm'];

const place = (id: string | null, name: string | null): PlaceRef | null =>
  name ? { id, name } : id ? { id, name: id } : null;

export function lawFirmOut(firm: FirmCard): LawFirm {
  return {
    id: firm.id,
    name: firm.name,
    email: firm.email,
    phone_number: firm.phoneNumber,
    time_zone: firm.timeZone,
    address: {
      street: firm.street,
      city: place(firm.cityId, firm.city),
      state: place(firm.stateId, firm.state),
      postal_code: firm.postalCode,
      country: place(firm.countryId, firm.country),
    },
    logo: firm.logo,
    currency: firm.currency as LawFirm['currency'],
    language: firm.language as Locale,
    require_second_factor: firm.requireSecondFactor,
    require_portal_second_factor: firm.requirePortalSecondFactor,
  };
}

export function planOut(plan: AuthContext['plan']): Plan {
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    invoices_permission_level: plan.invoicesPermissionLevel,
    max_users: plan.maxUsers,
    documents_services: plan.documentsServices,
    uscis_queries: plan.uscisQueries,
    predefined_workflows: plan.predefinedWorkflows,
    trial_ends_at: plan.trialEndsAt?.toISOString() ?? null,
  };
}
