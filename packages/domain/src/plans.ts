/** Plans gate features per firm; usage counters measure what a user spent against a plan's limits. */
import { z } from 'zod';

export const INVOICES_PERMISSION_LEVELS = ['NONE', 'READ_ONLY', 'FULL_ACCESS'] as const;
export type InvoicesPermissionLevel = (typeof INVOICES_PERMISSION_LEVELS)[number];

export const planSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  invoices_permission_level: z.enum(INVOICES_PERMISSION_LEVELS),
  max_users: z.number().int(),
  documents_services: z.number().int(),
  uscis_queries: z.number().int(),
  predefined_workflows: z.number().int(),
  trial_ends_at: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * Usage metrics and the period each limit is counted over. documents_services is a daily limit
 * (the spec says so); USCIS queries are counted per calendar month. Periods follow the firm's time zone.
 */
export const USAGE_METRICS = {
  used_documents_services: { limit: 'documents_services', period: 'day' },
  used_uscis_queries: { limit: 'uscis_queries', period: 'month' },
} as const;
export type UsageField = keyof typeof USAGE_METRICS;
export const USAGE_FIELDS = Object.keys(USAGE_METRICS) as UsageField[];

export const usageSchema = z.object({
  used_documents_services: z.number().int(),
  used_uscis_queries: z.number().int(),
});
export type Usage = z.infer<typeof usageSchema>;

/** Exactly one usage field, as the spec's PUT /user/{id}/update-user-usage sends it. */
export const updateUsageRequest = z
  .object({
    used_documents_services: z.number().int().min(0).optional(),
    used_uscis_queries: z.number().int().min(0).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length === 1, { message: 'Send exactly one usage field' });
export type UpdateUsageRequest = z.infer<typeof updateUsageRequest>;

export const USAGE_LIMIT_MESSAGES: Record<UsageField, string> = {
  used_documents_services: 'You have reached your daily document services limit. Please upgrade your plan.',
  used_uscis_queries: 'You have reached your USCIS queries limit. Please upgrade your plan.',
};

export function canCreateInvoices(plan: Pick<Plan, 'invoices_permission_level'>): boolean {
  return plan.invoices_permission_level === 'FULL_ACCESS';
}

/** The trial every new firm starts on: full access for 14 days. */
export const TRIAL_PLAN = {
  code: 'trial',
  name: 'Trial',
  invoices_permission_level: 'FULL_ACCESS',
  max_users: 10,
  documents_services: 50,
  uscis_queries: 100,
  predefined_workflows: 10,
  trial_days: 14,
} as const;

/** What a paid plan costs: a monthly price in the smallest unit of its currency (cents). */
export interface PlanPrice {
  amount: number;
  currency: 'usd';
  interval: 'month';
}

/**
 * The plans a firm can pay for, cheapest first (DESIGN §4: invoices_permission_level, max users, the daily
 * documents_services limit and the uscis_queries limit; documents-forms-workflows.md §6 adds predefined workflows).
 * Each has one monthly price at the card provider (Stripe): STRIPE_PRICE_<CODE> with Stripe, made by the sandbox
 * itself otherwise.
 */
export const PAID_PLANS = [
  {
    code: 'starter',
    name: 'Starter',
    invoices_permission_level: 'READ_ONLY',
    max_users: 3,
    documents_services: 20,
    uscis_queries: 30,
    predefined_workflows: 5,
    price: { amount: 2900, currency: 'usd', interval: 'month' },
  },
  {
    code: 'professional',
    name: 'Professional',
    invoices_permission_level: 'FULL_ACCESS',
    max_users: 10,
    documents_services: 100,
    uscis_queries: 200,
    predefined_workflows: 20,
    price: { amount: 7900, currency: 'usd', interval: 'month' },
  },
  {
    code: 'business',
    name: 'Business',
    invoices_permission_level: 'FULL_ACCESS',
    max_users: 50,
    documents_services: 500,
    uscis_queries: 1000,
    predefined_workflows: 100,
    price: { amount: 19900, currency: 'usd', interval: 'month' },
  },
] as const satisfies ReadonlyArray<
  Omit<Plan, 'id' | 'trial_ends_at'> & { invoices_permission_level: InvoicesPermissionLevel; price: PlanPrice }
>;
export type PaidPlan = (typeof PAID_PLANS)[number];
export type PaidPlanCode = PaidPlan['code'];
export const PAID_PLAN_CODES = PAID_PLANS.map((p) => p.code) as [PaidPlanCode, ...PaidPlanCode[]];

export function paidPlanOf(code: string): PaidPlan | undefined {
  return PAID_PLANS.find((p) => p.code === code);
}

/** A plan's monthly price in cents: 0 for the trial (or any plan not sold). */
export function planPriceAmount(code: string): number {
  return paidPlanOf(code)?.price.amount ?? 0;
}
