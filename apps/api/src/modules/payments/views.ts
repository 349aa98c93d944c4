/** The payment details of an invoice after a payment changed it, and the payment picker's pages. */
import {
  centsToAmount,
  dayIn,
  invoiceStatus,
  type makePaymentsQuery,
  type RecordPaymentResponse,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { findCase, findClient } from '../../db/firm-lookups.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

export type PaymentDetails = RecordPaymentResponse['data']['payment_details'];

/** Outstanding, paid and status of an invoice whose sums were just recomputed (today where the firm is). */
export function paymentDetailsOf(
  auth: AuthContext,
  invoice: { totalCents: number; paidCents: number; dueDate: string },
  now = new Date(),
): NonNullable<PaymentDetails> {
  return {
    outstanding_amount: centsToAmount(invoice.totalCents - invoice.paidCents),
    total_paid: centsToAmount(invoice.paidCents),
    status: invoiceStatus({ ...invoice, today: dayIn(auth.firm.timeZone, now) }),
  };
}

type PickerQuery = z.output<typeof makePaymentsQuery>;

/**
 * GET /payment/make-payments: the firm's completed payments of a client (and matter), newest first,
 * that the bill invoice being edited may list as Trust Payment lines.
 */
export async function listCompletedPayments(db: Db, auth: AuthContext, query: PickerQuery) {
  assertOwnFirm(auth, query.law_firm_id);
  const lawFirmId = auth.firm.id;
  if (query.client_id !== undefined) found(await findClient(db, lawFirmId, query.client_id), 'Client');
  if (query.case_id !== undefined) {
    const matter = found(await findCase(db, lawFirmId, query.case_id), 'Case');
    if (query.client_id !== undefined && matter.clientId !== query.client_id) throw notFound('Case');
  }
  if (query.invoice_id !== undefined) found(await repo.findInvoiceOfFirm(db, lawFirmId, query.invoice_id), 'Invoice');
  const { rows, total } = await repo.completedPaymentsPage(db, lawFirmId, {
    clientId: query.client_id,
    caseId: query.case_id,
    invoiceId: query.invoice_id,
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    payments: rows.map((row) => ({
      id: row.id,
      client_name: row.clientName,
      case_title: row.caseTitle,
      case_id: row.caseId,
      amount: centsToAmount(row.amountCents),
      payment_date: row.paymentDate,
      description: row.description,
      category: row.category,
    })),
    page: query.page,
    page_size: query.page_size,
    total,
  };
}
