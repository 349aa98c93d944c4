/**
 * An invoice as a client paying it online sees it (modules/online-payments): its sums, days and language, the
 * firm's name and contacts, the client's name and where they live (surcharge rules), and its installment plan. A
 * read below the modules, since billing (which owns invoices) stands above the module that takes card payments.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { clientFullName } from './firm-lookups.js';
import { clients, invoiceSettings, invoices, lawFirms } from './schema/index.js';

export async function findInvoiceToPay(db: DbOrTx, lawFirmId: number, invoiceId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      lawFirmId: invoices.lawFirmId,
      clientId: invoices.clientId,
      caseId: invoices.caseId,
      type: invoices.type,
      invoiceNumber: invoices.invoiceNumber,
      dateIssued: invoices.dateIssued,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      language: invoiceSettings.language,
      includeInstallment: invoiceSettings.includeInstallment,
      installmentAmountCents: invoiceSettings.installmentAmountCents,
      firm: {
        name: lawFirms.name,
        email: lawFirms.email,
        phoneNumber: lawFirms.phoneNumber,
        timeZone: lawFirms.timeZone,
        currency: lawFirms.currency,
      },
      client: {
        name: clientFullName,
        email: clients.email,
        state: clients.state,
        stateId: clients.stateId,
        countryId: clients.countryId,
      },
    })
    .from(invoices)
    .innerJoin(lawFirms, eq(lawFirms.id, invoices.lawFirmId))
    .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.lawFirmId, invoices.lawFirmId)))
    .leftJoin(
      invoiceSettings,
      and(eq(invoiceSettings.invoiceId, invoices.id), eq(invoiceSettings.lawFirmId, invoices.lawFirmId)),
    )
    .where(and(eq(invoices.id, invoiceId), eq(invoices.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}
export type InvoiceToPay = NonNullable<Awaited<ReturnType<typeof findInvoiceToPay>>>;
