import type { AppAbility, EmployeeRule, InvoicesPermissionLevel, Locale, Position } from '@counsel/domain';

/** Who is calling, resolved once per request from the access token. The firm always comes from here. */
export interface AuthContext {
  user: {
    id: number;
    lawFirmId: number;
    fullName: string;
    email: string;
    position: Position | null;
    isAdmin: boolean;
    image: string | null;
    locale: Locale;
    rules: EmployeeRule[];
  };
  firm: {
    id: number;
    name: string;
    email: string | null;
    phoneNumber: string | null;
    timeZone: string;
    street: string | null;
    city: string | null;
    cityId: string | null;
    state: string | null;
    stateId: string | null;
    postalCode: string | null;
    country: string | null;
    countryId: string | null;
    logo: string | null;
    currency: string;
    language: string;
    /** Every member must sign in with a second factor (auth/plugin.ts gates those without one). */
    requireSecondFactor: boolean;
    /** Every portal client must sign in with a second factor (portal/session.ts gates those without one). */
    requirePortalSecondFactor: boolean;
  };
  plan: {
    id: number;
    code: string;
    name: string;
    invoicesPermissionLevel: InvoicesPermissionLevel;
    maxUsers: number;
    documentsServices: number;
    uscisQueries: number;
    predefinedWorkflows: number;
    trialEndsAt: Date | null;
  };
  ability: AppAbility;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes that anyone may call without an access token. */
    public?: boolean;
    /** Routes a signed-in user may call before accepting the terms of service in force (auth/plugin.ts). */
    beforeTerms?: boolean;
    /**
     * Routes a member of a firm that requires a second factor may call before enrolling one (auth/plugin.ts):
     * their session, the terms and the enrolment itself.
     */
    beforeSecondFactor?: boolean;
  }
}
