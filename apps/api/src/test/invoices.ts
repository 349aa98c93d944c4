/**
 * Invoices as tests ask for them, shared by the billing and payment suites (so neither suite's kit
 * imports the other module's): request bodies as the invoice screen sends them, and a firm put on a
 * plan of its own invoices level.
 */
import type { SaveBillInvoiceRequest } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { lawFirms, plans } from '../db/schema/index.js';
import type { TestApp } from './app.js';
import type { TestFirm } from './firms.js';

/**
 * Puts the firm on a plan of its own with the given invoices level (the shared trial plan stays as it
 * is, so other firms of the same test file keep full access). Tokens need not be renewed: the plan is
 * read on every request.
 */
export async function setInvoicesLevel(t: TestApp, firm: TestFirm, level: 'FULL_ACCESS' | 'READ_ONLY' | 'NONE') {
  const { db } = t.services;
  const code = `billing-test-${firm.lawFirmId}`;
  const [plan] = await db
    .insert(plans)
    .values({
      code,
      name: 'Billing test plan',
      invoicesPermissionLevel: level,
      maxUsers: 50,
      documentsServices: 10,
      uscisQueries: 10,
      predefinedWorkflows: 0,
    })
    .onConflictDoUpdate({ target: plans.code, set: { invoicesPermissionLevel: level } })
    .returning({ id: plans.id });
  await db.update(lawFirms).set({ planId: plan!.id }).where(eq(lawFirms.id, firm.lawFirmId));
}

/** A charge line as the invoice screen sends it. */
export function chargeLine(extra: Record<string, unknown> = {}) {
  return { description: 'Consultation', amount: '100.00', date: '2025-03-05', type: 'Service', ...extra };
}

/**
 * A valid bill invoice body (what the create-invoice screen sends): one Service line of $100.00,
 * tax on at 16% and every other setting off, issued 2025-03-05 and due 2025-04-04.
 */
export function billBody(extra: Partial<Record<keyof SaveBillInvoiceRequest, unknown>> = {}) {
  return {
    title: 'Invoice',
    type: 'BILL',
    due_date: '2025-04-04',
    date_issued: '2025-03-05',
    charges: [chargeLine()],
    total: 116,
    include_logo: false,
    logo: null,
    include_footer: false,
    footer_text: null,
    include_discount: false,
    discount_description: null,
    discount_type: 'FIXED',
    discount_amount: null,
    include_tax_rate: true,
    tax_rate: 16,
    include_late_fee: false,
    late_fee_type: 'FIXED',
    late_fee_amount: null,
    late_fee_description: null,
    include_installment: false,
    installment_amount: null,
    installment_frequency: 'DAILY',
    installment_start_date: null,
    color_scheme: 'Black',
    language: 'English',
    send_invoice_reminders: false,
    auto_send_receipt: false,
    include_email: true,
    include_phone: true,
    include_address: true,
    ...extra,
  };
}
