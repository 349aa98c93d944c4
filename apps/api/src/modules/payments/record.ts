/**
 * Recording a payment (billing.md §5, DESIGN §4): one transaction that checks the amount against the
 * locked invoice, checks and moves trust money under the client's lock, then writes the payment, its
 * 'recorded' event, its ledger movements, the invoice's new paid sum and the audit row in one
 * statement (repository.insertRecordedPayment), or nothing.
 *
 * Locks are always taken in one order so that concurrent payments, cancels and inserts (whose foreign
 * keys take KEY SHARE locks) can never wait on each other in a circle:
 * (online payment →) payment → invoice → trust account → office account → client.
 */
import { PAYMENT_ERRORS, type RecordPaymentResponse, type recordPaymentRequest } from '@counsel/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { findCase, findClient } from '../../db/firm-lookups.js';
import { lockInvoiceAndAccounts } from '../../db/locks.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound, ruleBroken, validationFailed } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { assertPermission } from '../../platform/permissions.js';
import { assertInvoicesFullAccess } from '../../platform/plans.js';
import { found } from '../../platform/tenancy.js';
import { findAccount, lockClientTrust, trustBalanceCents } from '../banking/ledger.js';
import { paymentOut } from './payment-out.js';
import { publishPaymentRecorded } from './recorded-job.js';
import * as repo from './repository.js';
import { publishTrustWithdrawn } from './trust-withdrawn-job.js';
import { type PaymentDetails, paymentDetailsOf } from './views.js';

type Body = z.output<typeof recordPaymentRequest>;
type TrustLevel = 'CLIENT_TRUST' | 'MATTER_TRUST';
type AccountField = 'trust_account_id' | 'office_account_id';

const ACCOUNT_OF_WRONG_TYPE: Record<AccountField, string> = {
  trust_account_id: 'Choose a trust account',
  office_account_id: 'Choose an office account',
};

/** 400 missing_required_fields: the list in details (the modal reads it) and each field's message. */
export function missingFields(fields: string[]): AppError {
  return new AppError(400, PAYMENT_ERRORS.missingRequiredFields, `Missing required fields: ${fields.join(', ')}`, {
    details: { fields },
    fields: Object.fromEntries(fields.map((field) => [field, 'This field is required'])),
  });
}

function requireFields(body: Body, fields: readonly (keyof Body)[]): void {
  const missing = fields.filter((field) => body[field] == null) as string[];
  if (missing.length > 0) throw missingFields(missing);
}

const ACCOUNT_TYPE: Record<AccountField, 'TRUST' | 'OFFICE'> = {
  trust_account_id: 'TRUST',
  office_account_id: 'OFFICE',
};

/** The account a payment names, as found: another firm's (null) → 404, the firm's of the other type → 400. */
function checkedAccount(account: { id: number; accountType: string } | null, field: AccountField): { id: number } {
  if (!account) throw notFound('Bank account');
  if (account.accountType !== ACCOUNT_TYPE[field]) throw validationFailed({ [field]: ACCOUNT_OF_WRONG_TYPE[field] });
  return account;
}

/** The firm's account named in `field`, share-locked (see banking/ledger.ts findAccount). */
async function accountOf(tx: Tx, lawFirmId: number, id: number, field: AccountField) {
  const type = ACCOUNT_TYPE[field];
  const account = await findAccount(tx, lawFirmId, id, type);
  if (account) return account;
  const other = await findAccount(tx, lawFirmId, id, type === 'TRUST' ? 'OFFICE' : 'TRUST');
  return checkedAccount(other, field);
}

function invalidAmount(reason: string, message: string): AppError {
  return ruleBroken(PAYMENT_ERRORS.invalidPaymentAmount, message, { reason });
}

/** What the payment will be: its row without ids, and its movements once its id is known. */
interface PaymentPlan {
  values: Omit<repo.PaymentValues, 'lawFirmId' | 'amountCents' | 'paymentDate' | 'description' | 'createdByUserId'>;
  movements: repo.RecordedMovement[];
  /** A trust balance the amount must not exceed, checked under the client's lock. */
  trustSource: { level: TrustLevel; caseId: number | null } | null;
}

/**
 * A payment against an invoice. Bill invoice: to the office directly, or from the client's trust to
 * the office. Trust invoice: a deposit into trust.
 */
async function planInvoicePayment(
  tx: Tx,
  lawFirmId: number,
  body: Body,
  amountCents: number,
): Promise<{ plan: PaymentPlan; invoiceId: number }> {
  const locked = found(
    await lockInvoiceAndAccounts(tx, lawFirmId, body.invoice_id!, {
      trust: body.trust_account_id ?? null,
      office: body.office_account_id ?? null,
    }),
    'Invoice',
  );
  const { invoice } = locked;
  if (amountCents > invoice.totalCents) {
    throw invalidAmount(PAYMENT_ERRORS.amountExceedsInvoiceTotal, 'The amount is more than the invoice total');
  }
  if (amountCents > invoice.totalCents - invoice.paidCents) {
    throw invalidAmount(PAYMENT_ERRORS.amountMustMatchOutstanding, 'The amount is more than the outstanding balance');
  }
  const clientId = invoice.clientId;
  const level = invoice.caseId === null ? 'CLIENT' : 'MATTER';
  const base = { invoiceId: invoice.id, clientId, caseId: invoice.caseId, level, paymentType: body.payment_type };

  if (invoice.type === 'TRUST') {
    // A trust invoice asks the client for trust money: paying it deposits into trust, at the
    // invoice's matter when it has one, and raises the client's trust balance.
    requireFields(body, ['trust_account_id']);
    const trust = checkedAccount(locked.trust, 'trust_account_id');
    const trustLevel: TrustLevel = invoice.caseId === null ? 'CLIENT_TRUST' : 'MATTER_TRUST';
    return {
      invoiceId: invoice.id,
      plan: {
        values: {
          ...base,
          paymentType: 'trust',
          trustAccountLevel: trustLevel,
          trustAccountId: trust.id,
          category: 'trust_deposit',
        },
        movements: [
          {
            bankAccountId: trust.id,
            clientId,
            caseId: invoice.caseId,
            trustAccountLevel: trustLevel,
            kind: 'deposit',
            amountCents,
          },
        ],
        // A deposit only adds to the balance: no lock and no check needed.
        trustSource: null,
      },
    };
  }

  if (body.payment_type === 'direct') {
    requireFields(body, ['office_account_id']);
    const office = checkedAccount(locked.office, 'office_account_id');
    return {
      invoiceId: invoice.id,
      plan: {
        values: { ...base, officeAccountId: office.id, category: 'direct' },
        movements: [{ bankAccountId: office.id, clientId, caseId: invoice.caseId, kind: 'payment', amountCents }],
        trustSource: null,
      },
    };
  }

  requireFields(body, ['trust_account_id', 'office_account_id']);
  const trustLevel: TrustLevel = body.trust_account_level ?? 'CLIENT_TRUST';
  // Matter trust money is the invoice's matter's, or the one named when the invoice has none.
  let trustCaseId: number | null = null;
  if (trustLevel === 'MATTER_TRUST') {
    trustCaseId = invoice.caseId ?? body.case_id ?? null;
    if (trustCaseId === null) throw missingFields(['case_id']);
    const matter = found(await findCase(tx, lawFirmId, trustCaseId), 'Case');
    if (matter.clientId !== clientId) throw notFound('Case');
  }
  const trust = checkedAccount(locked.trust, 'trust_account_id');
  const office = checkedAccount(locked.office, 'office_account_id');
  const caseId = invoice.caseId ?? trustCaseId;
  return {
    invoiceId: invoice.id,
    plan: {
      values: {
        ...base,
        caseId,
        trustAccountLevel: trustLevel,
        trustAccountId: trust.id,
        officeAccountId: office.id,
        category: 'trust_transfer',
      },
      movements: [
        {
          bankAccountId: trust.id,
          clientId,
          caseId: trustCaseId,
          trustAccountLevel: trustLevel,
          kind: 'transfer_to_office',
          amountCents: -amountCents,
        },
        { bankAccountId: office.id, clientId, caseId, kind: 'transfer_from_trust', amountCents },
      ],
      trustSource: { level: trustLevel, caseId: trustCaseId },
    },
  };
}

/** A payment not tied to an invoice: a deposit into trust, or money straight into the office. */
async function planLoosePayment(tx: Tx, lawFirmId: number, body: Body, amountCents: number): Promise<PaymentPlan> {
  const level = body.level ?? 'CLIENT';
  let clientId: number;
  let caseId: number | null = null;
  if (level === 'CLIENT') {
    requireFields(body, ['client_id']);
    clientId = found(await findClient(tx, lawFirmId, body.client_id!), 'Client').id;
  } else {
    requireFields(body, ['case_id']);
    const matter = found(await findCase(tx, lawFirmId, body.case_id!), 'Case');
    if (body.client_id != null && body.client_id !== matter.clientId) throw notFound('Case');
    clientId = matter.clientId;
    caseId = matter.id;
  }
  const base = { invoiceId: null, clientId, caseId, level, paymentType: body.payment_type };
  if (body.payment_type === 'trust') {
    requireFields(body, ['trust_account_id']);
    const trust = await accountOf(tx, lawFirmId, body.trust_account_id!, 'trust_account_id');
    const trustLevel: TrustLevel = level === 'MATTER' ? 'MATTER_TRUST' : 'CLIENT_TRUST';
    return {
      values: { ...base, trustAccountLevel: trustLevel, trustAccountId: trust.id, category: 'trust_deposit' },
      movements: [
        { bankAccountId: trust.id, clientId, caseId, trustAccountLevel: trustLevel, kind: 'deposit', amountCents },
      ],
      // A deposit only adds to the balance: no lock and no check needed.
      trustSource: null,
    };
  }
  requireFields(body, ['office_account_id']);
  const office = await accountOf(tx, lawFirmId, body.office_account_id!, 'office_account_id');
  return {
    values: { ...base, officeAccountId: office.id, category: 'direct' },
    movements: [{ bankAccountId: office.id, clientId, caseId, kind: 'payment', amountCents }],
    trustSource: null,
  };
}

/** 422 insufficient_trust_funds with what is available (in the API's decimal amounts). */
export function insufficientTrustFunds(availableCents: number): AppError {
  return ruleBroken(PAYMENT_ERRORS.insufficientTrustFunds, 'The client does not have enough money in trust', {
    available: availableCents / 100,
  });
}

/** What runs after the payment commits: the `payment.recorded` job, when the job queue runs (null in most tests). */
export interface AfterPayment {
  jobs: JobQueue | null;
  log: { error(obj: unknown, msg?: string): void };
}

/** Who records a payment: a staff member, or nobody (a client's card payment settled by the provider's word). */
export interface RecordingContext {
  lawFirmId: number;
  userId: number | null;
  ip?: string | null;
  /** The audit entry's action: `payment.recorded` unless said otherwise. */
  auditAction?: string;
  /** More facts for the audit entry (the card payment's intent, its fee). */
  auditDetails?: Record<string, unknown>;
}

/**
 * Records a payment inside the caller's transaction: the same checks, locks (in the order above), rows and audit
 * entry as the staff's call, whoever asks. The caller publishes `payment.recorded` after its commit when
 * `sendsReceipt` (publishRecordedPayment), as recordPayment does.
 */
export async function recordPaymentInTransaction(tx: Tx, context: RecordingContext, body: Body) {
  const { lawFirmId } = context;
  const amountCents = Math.round(body.amount * 100);
  let invoiceId: number | null = null;
  let plan: PaymentPlan;
  if (body.invoice_id != null) {
    ({ plan, invoiceId } = await planInvoicePayment(tx, lawFirmId, body, amountCents));
  } else {
    plan = await planLoosePayment(tx, lawFirmId, body, amountCents);
  }
  if (plan.trustSource) {
    // Last in the lock order; from here until commit no other trust movement of this client can run.
    await lockClientTrust(tx, lawFirmId, plan.values.clientId);
    const available = await trustBalanceCents(tx, { lawFirmId, clientId: plan.values.clientId, ...plan.trustSource });
    if (available < amountCents) throw insufficientTrustFunds(available);
  }
  const values = {
    ...plan.values,
    lawFirmId,
    amountCents,
    paymentDate: body.payment_date,
    description: body.description,
    status: 'completed',
    createdByUserId: context.userId,
  };
  const recorded = await repo.insertRecordedPayment(tx, values, plan.movements, {
    details: {
      amount_cents: amountCents,
      invoice_id: invoiceId,
      client_id: values.clientId,
      case_id: values.caseId ?? null,
      payment_type: values.paymentType,
      category: values.category,
      trust_account_id: values.trustAccountId ?? null,
      office_account_id: values.officeAccountId ?? null,
      ...context.auditDetails,
    },
    ip: context.ip ?? null,
    ...(context.auditAction ? { action: context.auditAction } : {}),
  });
  const trustWithdrawal = plan.trustSource
    ? {
        law_firm_id: lawFirmId,
        client_id: plan.values.clientId,
        case_id: plan.trustSource.level === 'MATTER_TRUST' ? plan.trustSource.caseId : null,
      }
    : null;
  return { ...recorded, sendsReceipt: recorded.invoice?.autoSendReceipt ?? false, trustWithdrawal };
}

/** Publishes a committed payment for its receipt (payment.recorded); never throws. */
export async function publishRecordedPayment(after: AfterPayment, paymentId: number): Promise<void> {
  if (after.jobs) await publishPaymentRecorded(after.jobs, paymentId, after.log);
}

export async function recordPayment(
  db: Db,
  auth: AuthContext,
  body: Body,
  ip?: string,
  after?: AfterPayment,
): Promise<RecordPaymentResponse> {
  assertPermission(auth, 'RECORD_PAYMENT');
  assertInvoicesFullAccess(auth);
  const recorded = await db.transaction(async (tx) => {
    const { payment, event, invoice, sendsReceipt, trustWithdrawal } = await recordPaymentInTransaction(
      tx,
      { lawFirmId: auth.firm.id, userId: auth.user.id, ip: ip ?? null },
      body,
    );
    const paymentDetails: PaymentDetails = invoice ? paymentDetailsOf(auth, invoice) : null;
    return {
      sendsReceipt,
      trustWithdrawal,
      code: 'payment_recorded' as const,
      // The rows just written are the whole payment: a new payment's trail is its one 'recorded' event.
      data: { payment: paymentOut(payment, [event]), payment_details: paymentDetails },
    };
  });
  // Published only once committed: a subscriber must find the payment, and a rolled-back one is no
  // news. Only for an invoice that sends receipts, the one subscriber's business (its job checks
  // again when it runs): a job per payment otherwise cost every payment four more statements for nothing.
  const { sendsReceipt, trustWithdrawal, ...answer } = recorded;
  if (after && sendsReceipt) await publishRecordedPayment(after, answer.data.payment.id);
  if (after && trustWithdrawal) await publishTrustWithdrawn(after, trustWithdrawal);
  return answer;
}
