/**
 * Clients paying invoices online by card (packages/domain online-payments.ts): the pay page's view of an invoice, the
 * payment intent the browser confirms with the provider, and the state of a payment after asking the provider. The
 * token is the only credential; everything is read for the firm and invoice its link names. What may be paid now is
 * what the invoice owes less the card payments confirmed and not yet settled.
 */
import {
  centsToAmount,
  dayIn,
  invoiceStatus,
  MAX_CARD_SURCHARGE_PERCENT,
  MIN_CARD_PAYMENT,
  ONLINE_PAYMENT_ERRORS,
  type OnlinePaymentSettings,
  type PayIntent,
  type PayIntentStatus,
  type PayLinkView,
  percentOf,
  SURCHARGE_TOO_HIGH_MESSAGE,
  surchargeAllowed,
  type UpdateOnlinePaymentSettingsRequest,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { findInvoiceToPay, type InvoiceToPay } from '../../db/invoice-to-pay.js';
import type { StripePayments } from '../../integrations/stripe/payment-intents.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { assertCan } from '../../platform/permissions.js';
import type { SecretBox } from '../../platform/secrets.js';
import { found } from '../../platform/tenancy.js';
import { findAccount } from '../banking/ledger.js';
import { linkOfToken, payLinkNotFound, payLinkUrlFor } from './pay-links.js';
import { atCardProvider } from './provider-errors.js';
import * as repo from './repository.js';
import { depositAccounts, syncOnlinePayment } from './settle.js';

export interface OnlinePaymentDeps {
  db: Db;
  secrets: SecretBox;
  publicOrigin: string;
  stripe: StripePayments;
  jobs: JobQueue | null;
  log: { error(obj: unknown, msg?: string): void };
  now?: () => Date;
}

/** The invoice a link names and what may be paid on it now. */
async function payableOf(db: DbOrTx, link: repo.PayLinkRow) {
  const invoice = await findInvoiceToPay(db, link.lawFirmId, link.invoiceId);
  if (!invoice) throw payLinkNotFound();
  const outstanding = Math.max(0, invoice.totalCents - invoice.paidCents);
  const pending = await repo.pendingCents(db, link.lawFirmId, link.invoiceId);
  return { invoice, outstanding, pending, payable: Math.max(0, outstanding - pending) };
}

/** The surcharge in hundredths of a percent this invoice's card payments carry (0 where none may be added). */
async function surchargeHundredths(db: DbOrTx, invoice: InvoiceToPay): Promise<number> {
  const allowed = surchargeAllowed({
    invoiceType: invoice.type as 'BILL' | 'TRUST',
    stateId: invoice.client.stateId,
    state: invoice.client.state,
    countryId: invoice.client.countryId,
  });
  if (!allowed) return 0;
  return (await repo.findSettings(db, invoice.lawFirmId))?.surchargeHundredths ?? 0;
}

/** The next installment of a payment plan (what is left of it), at most what may be paid now; else null. */
function nextInstallmentCents(invoice: InvoiceToPay, payable: number): number | null {
  const installment = invoice.installmentAmountCents;
  if (!invoice.includeInstallment || !installment || installment <= 0 || payable <= 0) return null;
  const intoCurrent = invoice.paidCents % installment;
  return Math.min(installment - intoCurrent, payable);
}

export async function viewPayLink(deps: OnlinePaymentDeps, token: string): Promise<PayLinkView> {
  const link = await linkOfToken(deps.db, token);
  const { invoice, outstanding, pending, payable } = await payableOf(deps.db, link);
  const today = dayIn(invoice.firm.timeZone, deps.now?.() ?? new Date());
  return {
    firm: { name: invoice.firm.name, email: invoice.firm.email, phone: invoice.firm.phoneNumber },
    client: { name: invoice.client.name },
    invoice: {
      invoice_number: invoice.invoiceNumber,
      type: invoice.type === 'TRUST' ? 'trust' : 'bill',
      language: invoice.language === 'Arabic' ? 'ar' : 'en',
      currency: invoice.firm.currency,
      date_issued: invoice.dateIssued,
      due_date: invoice.dueDate,
      total: centsToAmount(invoice.totalCents),
      paid: centsToAmount(invoice.paidCents),
      outstanding: centsToAmount(outstanding),
      status: invoiceStatus({ ...invoice, today }),
    },
    pending: centsToAmount(pending),
    payable: centsToAmount(payable),
    installment_amount: ((cents) => (cents === null ? null : centsToAmount(cents)))(
      nextInstallmentCents(invoice, payable),
    ),
    surcharge_percent: (await surchargeHundredths(deps.db, invoice)) / 100,
    card: { sandbox: deps.stripe.sandbox, publishable_key: deps.stripe.publishableKey },
  };
}

export async function createPayIntent(deps: OnlinePaymentDeps, token: string, amount: number): Promise<PayIntent> {
  const { db } = deps;
  const link = await linkOfToken(db, token);
  const { invoice, payable } = await payableOf(db, link);
  const amountCents = Math.round(amount * 100);
  if (amountCents <= 0) throw validationFailed({ amount: 'Enter an amount greater than 0' });
  if (payable <= 0) {
    throw new AppError(409, ONLINE_PAYMENT_ERRORS.nothingOutstanding, 'Nothing is left to pay on this invoice.');
  }
  if (amountCents > payable) {
    throw new AppError(
      400,
      ONLINE_PAYMENT_ERRORS.amountExceedsOutstanding,
      'The amount is more than what is left to pay on this invoice.',
      {
        details: { payable: centsToAmount(payable) },
        fields: { amount: 'The amount is more than what is left to pay' },
      },
    );
  }
  const surchargeCents = percentOf(amountCents, await surchargeHundredths(db, invoice));
  const chargedCents = amountCents + surchargeCents;
  if (chargedCents < Math.round(MIN_CARD_PAYMENT * 100)) {
    throw validationFailed({ amount: `The smallest card payment is ${MIN_CARD_PAYMENT.toFixed(2)}` });
  }
  const accounts = await depositAccounts(db, link.lawFirmId);
  if (accounts.office === null || (invoice.type === 'TRUST' && accounts.trust === null)) {
    throw new AppError(
      409,
      ONLINE_PAYMENT_ERRORS.accountMissing,
      'This firm cannot take card payments yet. Please contact the firm.',
    );
  }
  const row = await repo.insertOnlinePayment(db, {
    lawFirmId: link.lawFirmId,
    invoiceId: link.invoiceId,
    clientId: invoice.clientId,
    payLinkId: link.id,
    amountCents,
    surchargeCents,
    sandbox: deps.stripe.sandbox,
  });
  try {
    const intent = await atCardProvider(() =>
      deps.stripe.createIntent(link.lawFirmId, {
        amountCents: chargedCents,
        // The firm's currency, as its invoices and the pay page show it (Stripe's codes are lower case).
        currency: invoice.firm.currency.toLowerCase(),
        description: `Invoice ${invoice.invoiceNumber} from ${invoice.firm.name}`,
        metadata: {
          law_firm_id: String(link.lawFirmId),
          invoice_id: String(link.invoiceId),
          online_payment_id: String(row.id),
        },
        // One intent per online payment, however often the call is retried.
        idempotencyKey: `counsel-online-payment-${row.id}`,
      }),
    );
    await repo.setIntent(db, link.lawFirmId, row.id, intent.id);
    if (!intent.clientSecret) throw new Error('the provider answered an intent without its client secret');
    return {
      intent_id: intent.id,
      client_secret: intent.clientSecret,
      amount: centsToAmount(amountCents),
      surcharge: centsToAmount(surchargeCents),
      charged: centsToAmount(chargedCents),
    };
  } catch (error) {
    await repo.deleteOnlinePayment(db, link.lawFirmId, row.id);
    throw error;
  }
}

export async function payIntentStatus(
  deps: OnlinePaymentDeps,
  token: string,
  intentId: string,
): Promise<PayIntentStatus> {
  const link = await linkOfToken(deps.db, token);
  const row = await repo.findByIntent(deps.db, intentId);
  // Another invoice's intent (or another firm's) is as unknown as a wrong token.
  if (!row || row.lawFirmId !== link.lawFirmId || row.invoiceId !== link.invoiceId) throw payLinkNotFound();
  const outcome = await syncOnlinePayment(deps, row);
  const { outstanding } = await payableOf(deps.db, link);
  return {
    status: outcome.status === 'open' ? 'pending' : outcome.status,
    message: outcome.message,
    outstanding: centsToAmount(outstanding),
  };
}

/** GET /invoice/{invoiceId}/pay-link: the firm's invoice's link (made now when it has none). */
export async function staffPayLink(deps: OnlinePaymentDeps, auth: AuthContext, invoiceId: number) {
  found(await findInvoiceToPay(deps.db, auth.firm.id, invoiceId), 'Invoice');
  return { url: await payLinkUrlFor(deps, auth.firm.id, invoiceId) };
}

/** DELETE /invoice/{invoiceId}/pay-link: the link stops working; the next one asked for is new. */
export async function revokePayLink(deps: OnlinePaymentDeps, auth: AuthContext, invoiceId: number, ip?: string) {
  found(await findInvoiceToPay(deps.db, auth.firm.id, invoiceId), 'Invoice');
  await deps.db.transaction(async (tx) => {
    const revoked = await repo.revokeLinks(tx, auth.firm.id, invoiceId);
    if (revoked > 0) {
      await recordAudit(tx, {
        lawFirmId: auth.firm.id,
        userId: auth.user.id,
        action: 'invoice.pay_link_revoked',
        entityType: 'invoice',
        entityId: invoiceId,
        ...(ip ? { ip } : {}),
      });
    }
  });
}

const settingsOut = (row: Awaited<ReturnType<typeof repo.findSettings>>): OnlinePaymentSettings => ({
  card_surcharge_percent: (row?.surchargeHundredths ?? 0) / 100,
  office_account_id: row?.officeAccountId ?? null,
  trust_account_id: row?.trustAccountId ?? null,
});

export async function getSettings(db: Db, auth: AuthContext): Promise<OnlinePaymentSettings> {
  return settingsOut(await repo.findSettings(db, auth.firm.id));
}

export async function updateSettings(
  db: Db,
  auth: AuthContext,
  body: UpdateOnlinePaymentSettingsRequest,
  ip?: string,
): Promise<OnlinePaymentSettings> {
  assertCan(auth, 'update', 'settings');
  if (body.card_surcharge_percent > MAX_CARD_SURCHARGE_PERCENT) {
    throw new AppError(400, ONLINE_PAYMENT_ERRORS.surchargeTooHigh, SURCHARGE_TOO_HIGH_MESSAGE, {
      fields: { card_surcharge_percent: SURCHARGE_TOO_HIGH_MESSAGE },
    });
  }
  const lawFirmId = auth.firm.id;
  return db.transaction(async (tx) => {
    const current = await repo.findSettings(tx, lawFirmId);
    const officeAccountId =
      body.office_account_id === undefined ? (current?.officeAccountId ?? null) : body.office_account_id;
    const trustAccountId =
      body.trust_account_id === undefined ? (current?.trustAccountId ?? null) : body.trust_account_id;
    if (officeAccountId !== null && !(await findAccount(tx, lawFirmId, officeAccountId, 'OFFICE'))) {
      throw notFound('Office account');
    }
    if (trustAccountId !== null && !(await findAccount(tx, lawFirmId, trustAccountId, 'TRUST'))) {
      throw notFound('Trust account');
    }
    const saved = await repo.saveSettings(tx, lawFirmId, {
      surchargeHundredths: Math.round(body.card_surcharge_percent * 100),
      officeAccountId,
      trustAccountId,
    });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'online_payments.settings_updated',
      entityType: 'law_firm',
      entityId: lawFirmId,
      details: { card_surcharge_percent: body.card_surcharge_percent, officeAccountId, trustAccountId },
      ...(ip ? { ip } : {}),
    });
    return settingsOut(saved);
  });
}
