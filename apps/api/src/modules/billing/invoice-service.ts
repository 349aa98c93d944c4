/**
 * Bill invoices: create and update. Each save is one transaction that checks the body, its
 * lines and what they bill, computes the totals itself (the browser's total is ignored), and writes
 * the invoice, its own settings copy and its lines together, or nothing at all.
 */
import {
  CHARGES_REQUIRED_MESSAGE,
  DISCOUNT_EXCEEDS_SUBTOTAL_MESSAGE,
  defaultInvoiceTitle,
  INVOICE_ERRORS,
  type InvoiceResponse,
  type InvoiceSettingsFields,
  invoiceSettingsFields,
  invoiceSettingsProblems,
  percentToHundredths,
  type saveBillInvoiceRequest,
  type TotalsSettings,
  tryBillInvoiceTotals,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { findCase, findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound, ruleBroken, validationFailed } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { assertInvoicesFullAccess } from '../../platform/plans.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { found } from '../../platform/tenancy.js';
import { LOGO_NOT_FOUND, logoExists } from '../firm/logo-names.js';
import {
  CASE_OF_OTHER_CLIENT_MESSAGE,
  checkChargeLinks,
  guardListedPayments,
  normaliseCharges,
  type PreparedCharge,
  totalsChargesOf,
  writeCharges,
} from './invoice-charges.js';
import { drawFreeNumber, guardNumber, numberTaken } from './invoice-numbers.js';
import { readInvoice } from './invoice-read.js';
import * as repo from './invoice-repository.js';
import { assertTotalCoversPaid, CLIENT_MISMATCH_MESSAGE, lockInvoiceForUpdate } from './invoice-update-guard.js';
import { settingsValues } from './settings-mapping.js';

/** The seed formats its numbers the same way. */
export { formatInvoiceNumber } from './invoice-numbers.js';

type SaveBody = z.output<typeof saveBillInvoiceRequest>;
export interface InvoiceDeps {
  db: Db;
  storage: FileStorage;
}

export const DUE_BEFORE_ISSUED_MESSAGE = 'The due date cannot be before the date issued';
export { CLIENT_MISMATCH_MESSAGE } from './invoice-update-guard.js';
/** The settings fields of a save body (bill or trust), without the rest. */
export function settingsOf(body: InvoiceSettingsFields): InvoiceSettingsFields {
  const fields = {} as Record<string, unknown>;
  for (const key of Object.keys(invoiceSettingsFields.shape)) fields[key] = body[key as keyof InvoiceSettingsFields];
  return fields as InvoiceSettingsFields;
}

export function totalsSettingsOf(settings: InvoiceSettingsFields): TotalsSettings {
  return {
    includeTax: settings.include_tax_rate,
    // Tax switched on with no rate taxes nothing (the screen fills in 16 when it is switched on).
    taxRateHundredths: percentToHundredths(settings.tax_rate ?? 0),
    includeDiscount: settings.include_discount,
    discountType: settings.discount_type,
    // Cents when FIXED, hundredths of a percent when PERCENTAGE: both are the amount × 100.
    discountValue: Math.round((settings.discount_amount ?? 0) * 100),
  };
}

interface CheckedBody {
  settings: InvoiceSettingsFields;
  lines: PreparedCharge[];
  totals: repo.InvoiceTotalsValues;
}

/**
 * The rules the body alone decides (and the logo in storage), checked before the transaction opens so
 * the transaction stays short: lines, settings, dates and totals.
 */
async function checkBody(deps: InvoiceDeps, auth: AuthContext, body: SaveBody): Promise<CheckedBody> {
  if (body.charges.length === 0) throw ruleBroken(INVOICE_ERRORS.chargesRequired, CHARGES_REQUIRED_MESSAGE);
  const lines = normaliseCharges(body.charges);

  const settings = settingsOf(body);
  const computed = tryBillInvoiceTotals(totalsChargesOf(lines), totalsSettingsOf(settings));
  const fields: Record<string, string> = {};
  for (const problem of invoiceSettingsProblems(settings, { invoiceTotalCents: computed.totals?.totalCents ?? null })) {
    fields[problem.field] ??= problem.message;
  }
  if (settings.logo && !fields.logo && !(await logoExists(deps.storage, auth.firm.id, settings.logo))) {
    fields.logo = LOGO_NOT_FOUND;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (body.due_date < body.date_issued) {
    throw ruleBroken(INVOICE_ERRORS.dueBeforeIssued, DUE_BEFORE_ISSUED_MESSAGE);
  }
  if (!computed.totals) {
    throw ruleBroken(INVOICE_ERRORS.discountExceedsSubtotal, DISCOUNT_EXCEEDS_SUBTOTAL_MESSAGE, {
      discount: computed.error.discountCents / 100,
      subtotal: computed.error.subtotalCents / 100,
    });
  }
  const { totals } = computed;
  return {
    settings,
    lines,
    totals: repo.totalsValues(totals),
  };
}

/** The invoice's matter and what the lines point at, in the transaction (locking what they bill). */
async function checkLinks(
  tx: DbOrTx,
  lawFirmId: number,
  invoice: { id: number | null; clientId: number },
  body: SaveBody,
  checked: CheckedBody,
): Promise<{ caseId: number | null; lines: PreparedCharge[] }> {
  const caseId = body.case_id ?? null;
  if (caseId !== null) {
    const matter = found(await findCase(tx, lawFirmId, caseId), 'Case');
    if (matter.clientId !== invoice.clientId) {
      throw ruleBroken(INVOICE_ERRORS.caseOfOtherClient, CASE_OF_OTHER_CLIENT_MESSAGE, { case_id: caseId });
    }
  }
  return { caseId, lines: await checkChargeLinks(tx, lawFirmId, { ...invoice, caseId }, checked.lines) };
}

/** The races a save can lose to another save: its invoice number, or a payment both list. */
const guardSaveRaces = <T>(save: () => Promise<T>): Promise<T> => guardNumber(() => guardListedPayments(save));

const totalsDetails = (totals: repo.InvoiceTotalsValues) => ({
  subtotal_cents: totals.subtotalCents,
  item_tax_cents: totals.itemTaxCents,
  general_tax_cents: totals.generalTaxCents,
  discount_cents: totals.discountCents,
  total_cents: totals.totalCents,
});

/** The body's own law firm, when it names one, must be the caller's. */
function assertBodyFirm(auth: AuthContext, body: SaveBody): void {
  if (body.law_firm_id != null && body.law_firm_id !== auth.firm.id) throw notFound('Law firm');
}

export async function createBillInvoice(
  deps: InvoiceDeps,
  auth: AuthContext,
  clientId: number,
  body: SaveBody,
  ip?: string,
): Promise<InvoiceResponse> {
  assertCan(auth, 'create', 'invoices');
  assertInvoicesFullAccess(auth);
  assertBodyFirm(auth, body);
  const lawFirmId = auth.firm.id;
  found(await findClient(deps.db, lawFirmId, clientId), 'Client');
  if (body.client_id != null && body.client_id !== clientId) {
    throw validationFailed({ client_id: CLIENT_MISMATCH_MESSAGE });
  }
  const checked = await checkBody(deps, auth, body);
  return guardSaveRaces(() =>
    deps.db.transaction(async (tx) => {
      const plan = { ...checked, ...(await checkLinks(tx, lawFirmId, { id: null, clientId }, body, checked)) };
      let invoiceNumber = body.invoice_number ?? null;
      if (invoiceNumber !== null && (await repo.invoiceNumberTaken(tx, lawFirmId, invoiceNumber, null))) {
        throw numberTaken();
      }
      // Drawn last, so the counter's row lock is held for as short a time as possible.
      invoiceNumber ??= await drawFreeNumber(tx, lawFirmId);
      const id = await repo.insertInvoice(tx, {
        lawFirmId,
        clientId,
        caseId: plan.caseId,
        type: 'BILL',
        title: body.title || defaultInvoiceTitle('BILL', body.language),
        invoiceNumber,
        createdByUserId: auth.user.id,
        dueDate: body.due_date,
        dateIssued: body.date_issued,
        ...plan.totals,
      });
      await repo.saveInvoiceSettings(tx, lawFirmId, id, settingsValues(plan.settings));
      await writeCharges(tx, lawFirmId, { id, clientId }, auth.user.id, plan.lines);
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'invoice.created',
        entityType: 'invoice',
        entityId: id,
        details: {
          invoice_number: invoiceNumber,
          client_id: clientId,
          case_id: plan.caseId,
          charges: plan.lines.length,
          ...totalsDetails(plan.totals),
        },
        ...(ip ? { ip } : {}),
      });
      return { invoice: await readInvoice(tx, auth, id) };
    }),
  );
}

export async function updateBillInvoice(
  deps: InvoiceDeps,
  auth: AuthContext,
  invoiceId: number,
  body: SaveBody,
  ip?: string,
): Promise<InvoiceResponse> {
  assertCan(auth, 'update', 'invoices');
  assertInvoicesFullAccess(auth);
  assertBodyFirm(auth, body);
  const lawFirmId = auth.firm.id;
  const checked = await checkBody(deps, auth, body);
  return guardSaveRaces(() =>
    deps.db.transaction(async (tx) => {
      const { current, invoiceNumber } = await lockInvoiceForUpdate(tx, lawFirmId, invoiceId, {
        type: 'BILL',
        clientId: body.client_id,
        invoiceNumber: body.invoice_number,
      });
      const scope = { id: invoiceId, clientId: current.clientId };
      const plan = { ...checked, ...(await checkLinks(tx, lawFirmId, scope, body, checked)) };
      assertTotalCoversPaid(plan.totals.totalCents, current.paidCents);
      await repo.updateInvoice(tx, lawFirmId, invoiceId, {
        caseId: plan.caseId,
        title: body.title || defaultInvoiceTitle('BILL', body.language),
        invoiceNumber,
        dueDate: body.due_date,
        dateIssued: body.date_issued,
        ...plan.totals,
      });
      await repo.saveInvoiceSettings(tx, lawFirmId, invoiceId, settingsValues(plan.settings));
      await writeCharges(tx, lawFirmId, { id: invoiceId, clientId: current.clientId }, auth.user.id, plan.lines);
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'invoice.updated',
        entityType: 'invoice',
        entityId: invoiceId,
        details: {
          invoice_number: invoiceNumber,
          case_id: plan.caseId,
          charges: plan.lines.length,
          before: totalsDetails(current),
          after: totalsDetails(plan.totals),
        },
        ...(ip ? { ip } : {}),
      });
      return { invoice: await readInvoice(tx, auth, invoiceId) };
    }),
  );
}
