import { describe, expect, it } from 'vitest';
import {
  canCreateInvoices,
  INVOICES_PERMISSION_LEVELS,
  TRIAL_PLAN,
  USAGE_FIELDS,
  USAGE_LIMIT_MESSAGES,
  USAGE_METRICS,
  updateUsageRequest,
  usageSchema,
} from './plans.js';

describe('updateUsageRequest', () => {
  it('accepts exactly one known usage field', () => {
    expect(updateUsageRequest.parse({ used_documents_services: 3 })).toEqual({ used_documents_services: 3 });
    expect(updateUsageRequest.parse({ used_uscis_queries: 0 })).toEqual({ used_uscis_queries: 0 });
  });

  it('refuses no field at all', () => {
    const result = updateUsageRequest.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Send exactly one usage field');
  });

  it('refuses two fields', () => {
    expect(updateUsageRequest.safeParse({ used_documents_services: 1, used_uscis_queries: 1 }).success).toBe(false);
  });

  it('refuses unknown fields, alone or beside a known one', () => {
    expect(updateUsageRequest.safeParse({ used_pages: 1 }).success).toBe(false);
    expect(updateUsageRequest.safeParse({ used_documents_services: 1, used_pages: 1 }).success).toBe(false);
  });

  it('refuses negative, fractional and non-numeric values', () => {
    expect(updateUsageRequest.safeParse({ used_documents_services: -1 }).success).toBe(false);
    expect(updateUsageRequest.safeParse({ used_uscis_queries: 1.5 }).success).toBe(false);
    expect(updateUsageRequest.safeParse({ used_uscis_queries: '2' }).success).toBe(false);
    expect(updateUsageRequest.safeParse({ used_uscis_queries: null }).success).toBe(false);
  });
});

describe('usage metrics', () => {
  it('counts documents services per day and USCIS queries per month, against their plan limits', () => {
    expect(USAGE_METRICS).toEqual({
      used_documents_services: { limit: 'documents_services', period: 'day' },
      used_uscis_queries: { limit: 'uscis_queries', period: 'month' },
    });
    expect([...USAGE_FIELDS].sort()).toEqual(Object.keys(usageSchema.shape).sort());
  });

  it('has the spec message for the daily document services limit', () => {
    expect(USAGE_LIMIT_MESSAGES.used_documents_services).toBe(
      'You have reached your daily document services limit. Please upgrade your plan.',
    );
    expect(USAGE_LIMIT_MESSAGES.used_uscis_queries).toMatch(/USCIS/);
  });
});

describe('canCreateInvoices', () => {
  it('is true only with FULL_ACCESS', () => {
    const answers = Object.fromEntries(
      INVOICES_PERMISSION_LEVELS.map((level) => [level, canCreateInvoices({ invoices_permission_level: level })]),
    );
    expect(answers).toEqual({ NONE: false, READ_ONLY: false, FULL_ACCESS: true });
  });

  it('the trial plan may create invoices', () => {
    expect(canCreateInvoices(TRIAL_PLAN)).toBe(true);
    expect(TRIAL_PLAN.trial_days).toBe(14);
  });
});
