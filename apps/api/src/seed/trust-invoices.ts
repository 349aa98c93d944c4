/**
 * The demo firm's trust invoices (DEMO_TRUST_INVOICES in invoices-data.ts), planned the way creating
 * one does (modules/billing/trust-invoice-service.ts): the base amount stored as asked, the totals from
 * trustInvoiceTotals with the invoice's own settings (the firm's, in the client's language), no charges,
 * and a case only at matter level. invoices.ts numbers them with the bill invoices and inserts both in
 * the same batches; seed/banking.ts records what has been paid on them.
 */
import { type InvoiceSettingsFields, trustInvoiceTotals } from '@counsel/domain';
import type { invoices } from '../db/schema/index.js';
import { shiftDay } from '../modules/billing/invoice-jobs/notice-plan.js';
import { totalsValues } from '../modules/billing/invoice-repository.js';
import { totalsSettingsOf } from '../modules/billing/invoice-service.js';
import { DEMO_INVOICE_SETTINGS, type DemoTrustInvoice } from './invoices-data.js';

/** What the seed has already looked up; each lookup throws on a name that matches nothing. */
export interface TrustInvoiceContext {
  lawFirmId: number;
  /** The firm's calendar day of the seeding, YYYY-MM-DD. */
  today: string;
  clientIdOf(email: string): number;
  /** The case of that title, which must be the client's; null without a title. */
  caseIdOf(title: string | undefined, clientId: number): number | null;
  userIdOf(email: string): number;
  /** The number the firm's counter gave the invoice. */
  numberOf(invoice: DemoTrustInvoice): string;
}

export interface PlannedTrustInvoice {
  invoice: typeof invoices.$inferInsert & { invoiceNumber: string };
  settings: InvoiceSettingsFields;
}

/** The firm's settings in the client's language: US legal services carry no tax, so the total is the amount. */
export function trustInvoiceSettings(invoice: DemoTrustInvoice): InvoiceSettingsFields {
  return { ...DEMO_INVOICE_SETTINGS, language: invoice.language };
}

export function planTrustInvoices(list: DemoTrustInvoice[], ctx: TrustInvoiceContext): PlannedTrustInvoice[] {
  return list.map((invoice) => {
    const clientId = ctx.clientIdOf(invoice.clientEmail);
    const dateIssued = shiftDay(ctx.today, -invoice.issuedDaysAgo);
    const settings = trustInvoiceSettings(invoice);
    const totals = trustInvoiceTotals(invoice.amountCents, totalsSettingsOf(settings));
    const createdAt = new Date(Date.parse(`${dateIssued}T16:00:00Z`));
    return {
      invoice: {
        lawFirmId: ctx.lawFirmId,
        clientId,
        caseId: ctx.caseIdOf(invoice.caseTitle, clientId),
        type: 'TRUST',
        title: invoice.title,
        invoiceNumber: ctx.numberOf(invoice),
        createdByUserId: ctx.userIdOf(invoice.by),
        dueDate: shiftDay(dateIssued, invoice.dueAfterDays),
        dateIssued,
        amountCents: invoice.amountCents,
        ...totalsValues(totals),
        createdAt,
        updatedAt: createdAt,
      },
      settings,
    };
  });
}
