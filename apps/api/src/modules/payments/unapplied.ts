/**
 * A client's unapplied funds (DESIGN §4, billing defects): direct payments without an invoice stay the
 * client's credit in the office account until applied. Applying is one transaction in record.ts's lock
 * order: the source payment (FOR UPDATE, so two applications of it run one after the other), then the
 * invoice (FOR UPDATE) and the office account; the amount may be neither more than the invoice's
 * outstanding nor more than what is left unapplied. The application is a payment against the invoice
 * (category applied_credit, naming its source) written with its event, the invoice's new paid sum and
 * the audit row by the same statement as any payment, with no ledger movement: the money is already
 * in the office account. Canceling the application (like any payment) frees the credit again.
 */
import {
  APPLIED_CREDIT_CATEGORY,
  type ApplyPaymentRequest,
  CLIENT_FUNDS_ERRORS,
  type ClientFundsResponse,
  centsToAmount,
  dayIn,
  PAYMENT_ERRORS,
  type RecordPaymentResponse,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { findClient } from '../../db/firm-lookups.js';
import { lockInvoiceAndAccounts } from '../../db/locks.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { ruleBroken } from '../../platform/errors.js';
import { assertPermission } from '../../platform/permissions.js';
import { assertInvoicesFullAccess } from '../../platform/plans.js';
import { found } from '../../platform/tenancy.js';
import { paymentOut } from './payment-out.js';
import type { AfterPayment } from './record.js';
import { publishPaymentRecorded } from './recorded-job.js';
import * as repo from './repository.js';
import * as funds from './unapplied-repository.js';
import { paymentDetailsOf } from './views.js';

type ApplyBody = Omit<ApplyPaymentRequest, 'payment_date'> & { payment_date?: string | null | undefined };
type ApplyPaymentResponse = Omit<RecordPaymentResponse, 'code'> & { code: 'payment_applied' };

function invalidAmount(reason: string, message: string) {
  return ruleBroken(PAYMENT_ERRORS.invalidPaymentAmount, message, { reason });
}

/** GET /client/{clientId}/unapplied-funds: a page of the unapplied payments, the totals over all of them. */
export async function clientFunds(
  db: Db,
  auth: AuthContext,
  clientId: number,
  query: { page: number; page_size: number },
): Promise<ClientFundsResponse> {
  const lawFirmId = auth.firm.id;
  found(await findClient(db, lawFirmId, clientId), 'Client');
  const [payments, invoices] = await Promise.all([
    funds.unappliedPaymentsOf(db, lawFirmId, clientId, { page: query.page, pageSize: query.page_size }),
    funds.openBillInvoicesOf(db, lawFirmId, clientId),
  ]);
  const owedCents = invoices.reduce((sum, i) => sum + i.totalCents - i.paidCents, 0);
  return {
    unapplied_total: centsToAmount(payments.unappliedCents),
    owed_total: centsToAmount(owedCents),
    page: query.page,
    page_size: query.page_size,
    total: payments.total,
    payments: payments.rows.map((p) => ({
      id: p.id,
      payment_date: p.paymentDate,
      case_id: p.caseId,
      case_title: p.caseTitle,
      description: p.description,
      office_account_id: p.officeAccountId,
      amount: centsToAmount(p.amountCents),
      applied: centsToAmount(p.appliedCents),
      unapplied: centsToAmount(p.amountCents - p.appliedCents),
    })),
    open_invoices: invoices.map((i) => ({
      id: i.id,
      invoice_number: i.invoiceNumber,
      title: i.title,
      case_id: i.caseId,
      due_date: i.dueDate,
      total: centsToAmount(i.totalCents),
      outstanding: centsToAmount(i.totalCents - i.paidCents),
    })),
  };
}

/** POST /payment/{paymentId}/apply */
export async function applyPayment(
  db: Db,
  auth: AuthContext,
  paymentId: number,
  body: ApplyBody,
  ip?: string,
  after?: AfterPayment,
): Promise<ApplyPaymentResponse> {
  assertPermission(auth, 'RECORD_PAYMENT');
  assertInvoicesFullAccess(auth);
  const lawFirmId = auth.firm.id;
  const amountCents = Math.round(body.amount * 100);
  const applied = await db.transaction(async (tx) => {
    const source = found(await repo.lockPayment(tx, lawFirmId, paymentId), 'Payment');
    if (!funds.isUnappliedSource(source)) {
      throw ruleBroken(CLIENT_FUNDS_ERRORS.notUnappliedPayment, 'This payment has no unapplied funds');
    }
    const locked = found(
      await lockInvoiceAndAccounts(tx, lawFirmId, body.invoice_id, {
        trust: null,
        office: source.officeAccountId,
      }),
      'Invoice',
    );
    const { invoice } = locked;
    if (invoice.clientId !== source.clientId || invoice.type !== 'BILL') {
      throw ruleBroken(
        CLIENT_FUNDS_ERRORS.invoiceNotApplicable,
        "A client's funds can be applied only to that client's bill invoices",
      );
    }
    if (amountCents > invoice.totalCents - invoice.paidCents) {
      throw invalidAmount(PAYMENT_ERRORS.amountMustMatchOutstanding, 'The amount is more than the outstanding balance');
    }
    const unappliedCents =
      source.amountCents - source.refundedCents - (await funds.appliedCentsOf(tx, lawFirmId, source.id));
    if (amountCents > unappliedCents) {
      throw ruleBroken(PAYMENT_ERRORS.invalidPaymentAmount, 'The amount is more than the unapplied funds', {
        reason: CLIENT_FUNDS_ERRORS.amountExceedsUnapplied,
        available: centsToAmount(unappliedCents),
      });
    }
    const values = {
      lawFirmId,
      invoiceId: invoice.id,
      clientId: source.clientId,
      caseId: invoice.caseId ?? source.caseId,
      paymentType: 'direct',
      level: invoice.caseId === null ? 'CLIENT' : 'MATTER',
      officeAccountId: source.officeAccountId,
      amountCents,
      paymentDate: body.payment_date ?? dayIn(auth.firm.timeZone),
      description: source.description,
      status: 'completed',
      category: APPLIED_CREDIT_CATEGORY,
      sourcePaymentId: source.id,
      createdByUserId: auth.user.id,
    };
    const {
      payment,
      event,
      invoice: after,
    } = await repo.insertRecordedPayment(tx, values, [], {
      action: 'payment.applied',
      details: {
        amount_cents: amountCents,
        invoice_id: invoice.id,
        client_id: source.clientId,
        source_payment_id: source.id,
        unapplied_before_cents: unappliedCents,
      },
      ip: ip ?? null,
    });
    return {
      sendsReceipt: after?.autoSendReceipt ?? false,
      code: 'payment_applied' as const,
      data: { payment: paymentOut(payment, [event]), payment_details: after ? paymentDetailsOf(auth, after) : null },
    };
  });
  // As for any payment (record.ts): published once committed, for an invoice that sends receipts.
  const { sendsReceipt, ...answer } = applied;
  if (after?.jobs && sendsReceipt) await publishPaymentRecorded(after.jobs, answer.data.payment.id, after.log);
  return answer;
}
