/**
 * Trust invoices (billing.md screen 2, §3 Invoice (TRUST), §5): create and update. The body carries a
 * base amount; the server computes tax, discount and total from it and the invoice's settings (the
 * browser's figures are ignored) and stores the base amount itself, so editing shows it exactly.
 * Client level keeps no case; Matter level needs one of the invoice's client.
 */
import {
  DISCOUNT_EXCEEDS_SUBTOTAL_MESSAGE,
  DiscountExceedsSubtotalError,
  defaultInvoiceTitle,
  INVOICE_ERRORS,
  type InvoiceResponse,
  type InvoiceSettingsFields,
  type InvoiceTotals,
  invoiceSettingsProblems,
  type saveTrustInvoiceRequest,
  trustInvoiceTotals,
} from '@counsel/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { findCase, findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound, ruleBroken, validationFailed } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { assertInvoicesFullAccess } from '../../platform/plans.js';
import { found } from '../../platform/tenancy.js';
import { LOGO_NOT_FOUND, logoExists } from '../firm/logo-names.js';
import { CASE_OF_OTHER_CLIENT_MESSAGE } from './invoice-charges.js';
import { drawFreeNumber, guardNumber, numberTaken } from './invoice-numbers.js';
import { readInvoice } from './invoice-read.js';
import * as repo from './invoice-repository.js';
import { DUE_BEFORE_ISSUED_MESSAGE, type InvoiceDeps, settingsOf, totalsSettingsOf } from './invoice-service.js';
import { assertTotalCoversPaid, CLIENT_MISMATCH_MESSAGE, lockInvoiceForUpdate } from './invoice-update-guard.js';
import { settingsValues } from './settings-mapping.js';

type TrustBody = z.output<typeof saveTrustInvoiceRequest>;

interface CheckedTrustBody {
  settings: InvoiceSettingsFields;
  amountCents: number;
  totals: repo.InvoiceTotalsValues;
}

/** What the body alone decides (and the logo in storage), before the transaction opens. */
async function checkTrustBody(deps: InvoiceDeps, auth: AuthContext, body: TrustBody): Promise<CheckedTrustBody> {
  if (body.law_firm_id != null && body.law_firm_id !== auth.firm.id) throw notFound('Law firm');
  const settings = settingsOf(body);
  const totalsSettings = totalsSettingsOf(settings);
  let totals: InvoiceTotals | null = null;
  let discountError: DiscountExceedsSubtotalError | null = null;
  try {
    totals = trustInvoiceTotals(body.amount, totalsSettings);
  } catch (error) {
    if (!(error instanceof DiscountExceedsSubtotalError)) throw error;
    discountError = error;
  }
  const fields: Record<string, string> = {};
  for (const problem of invoiceSettingsProblems(settings, { invoiceTotalCents: totals?.totalCents ?? null })) {
    fields[problem.field] ??= problem.message;
  }
  if (settings.logo && !fields.logo && !(await logoExists(deps.storage, auth.firm.id, settings.logo))) {
    fields.logo = LOGO_NOT_FOUND;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (body.due_date < body.date_issued) throw ruleBroken(INVOICE_ERRORS.dueBeforeIssued, DUE_BEFORE_ISSUED_MESSAGE);
  if (!totals) {
    throw ruleBroken(INVOICE_ERRORS.discountExceedsSubtotal, DISCOUNT_EXCEEDS_SUBTOTAL_MESSAGE, {
      discount: discountError!.discountCents / 100,
      subtotal: discountError!.subtotalCents / 100,
    });
  }
  return { settings, amountCents: body.amount, totals: repo.totalsValues(totals) };
}

/** The invoice's case: none at Client level; at Matter level the firm's case of the invoice's client. */
async function caseOf(tx: DbOrTx, lawFirmId: number, clientId: number, body: TrustBody): Promise<number | null> {
  const level = body.level ?? (body.case_id != null ? 'MATTER' : 'CLIENT');
  if (level === 'CLIENT' || body.case_id == null) return null;
  const matter = found(await findCase(tx, lawFirmId, body.case_id), 'Case');
  if (matter.clientId !== clientId) {
    throw ruleBroken(INVOICE_ERRORS.caseOfOtherClient, CASE_OF_OTHER_CLIENT_MESSAGE, { case_id: body.case_id });
  }
  return matter.id;
}

const auditTotals = (checked: { amountCents: number | null } & repo.InvoiceTotalsValues) => ({
  amount_cents: checked.amountCents,
  general_tax_cents: checked.generalTaxCents,
  discount_cents: checked.discountCents,
  total_cents: checked.totalCents,
});

export async function createTrustInvoice(
  deps: InvoiceDeps,
  auth: AuthContext,
  clientId: number,
  body: TrustBody,
  ip?: string,
): Promise<InvoiceResponse> {
  assertCan(auth, 'create', 'invoices');
  assertInvoicesFullAccess(auth);
  const lawFirmId = auth.firm.id;
  found(await findClient(deps.db, lawFirmId, clientId), 'Client');
  if (body.client_id != null && body.client_id !== clientId) {
    throw validationFailed({ client_id: CLIENT_MISMATCH_MESSAGE });
  }
  const checked = await checkTrustBody(deps, auth, body);
  return guardNumber(() =>
    deps.db.transaction(async (tx) => {
      const caseId = await caseOf(tx, lawFirmId, clientId, body);
      let invoiceNumber = body.invoice_number ?? null;
      if (invoiceNumber !== null && (await repo.invoiceNumberTaken(tx, lawFirmId, invoiceNumber, null))) {
        throw numberTaken();
      }
      invoiceNumber ??= await drawFreeNumber(tx, lawFirmId);
      const id = await repo.insertInvoice(tx, {
        lawFirmId,
        clientId,
        caseId,
        type: 'TRUST',
        title: body.title ?? defaultInvoiceTitle('TRUST', body.language),
        invoiceNumber,
        createdByUserId: auth.user.id,
        dueDate: body.due_date,
        dateIssued: body.date_issued,
        amountCents: checked.amountCents,
        ...checked.totals,
      });
      await repo.saveInvoiceSettings(tx, lawFirmId, id, settingsValues(checked.settings));
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'invoice.created',
        entityType: 'invoice',
        entityId: id,
        details: {
          type: 'TRUST',
          invoice_number: invoiceNumber,
          client_id: clientId,
          case_id: caseId,
          ...auditTotals({ amountCents: checked.amountCents, ...checked.totals }),
        },
        ...(ip ? { ip } : {}),
      });
      return { invoice: await readInvoice(tx, auth, id) };
    }),
  );
}

export async function updateTrustInvoice(
  deps: InvoiceDeps,
  auth: AuthContext,
  invoiceId: number,
  body: TrustBody,
  ip?: string,
): Promise<InvoiceResponse> {
  assertCan(auth, 'update', 'invoices');
  assertInvoicesFullAccess(auth);
  const lawFirmId = auth.firm.id;
  const checked = await checkTrustBody(deps, auth, body);
  return guardNumber(() =>
    deps.db.transaction(async (tx) => {
      const { current, invoiceNumber } = await lockInvoiceForUpdate(tx, lawFirmId, invoiceId, {
        type: 'TRUST',
        clientId: body.client_id,
        invoiceNumber: body.invoice_number,
      });
      const caseId = await caseOf(tx, lawFirmId, current.clientId, body);
      assertTotalCoversPaid(checked.totals.totalCents, current.paidCents);
      await repo.updateInvoice(tx, lawFirmId, invoiceId, {
        caseId,
        title: body.title ?? defaultInvoiceTitle('TRUST', body.language),
        invoiceNumber,
        dueDate: body.due_date,
        dateIssued: body.date_issued,
        amountCents: checked.amountCents,
        ...checked.totals,
      });
      await repo.saveInvoiceSettings(tx, lawFirmId, invoiceId, settingsValues(checked.settings));
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'invoice.updated',
        entityType: 'invoice',
        entityId: invoiceId,
        details: {
          type: 'TRUST',
          invoice_number: invoiceNumber,
          case_id: caseId,
          before: auditTotals(current),
          after: auditTotals({ amountCents: checked.amountCents, ...checked.totals }),
        },
        ...(ip ? { ip } : {}),
      });
      return { invoice: await readInvoice(tx, auth, invoiceId) };
    }),
  );
}
