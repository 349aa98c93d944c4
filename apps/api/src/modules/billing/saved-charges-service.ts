/**
 * Saved charges (billing.md §3, §7): charges written down before an invoice exists, which the
 * invoice screen offers to add later. Creating one is part of making invoices, so it needs the
 * plan's FULL_ACCESS like the invoice itself.
 */
import {
  amountToCents,
  centsToAmountText,
  type createSavedChargeRequest,
  type SavedCharge,
  type SavedChargesResponse,
  savedChargeSchema,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { assertInvoicesFullAccess } from '../../platform/plans.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import * as repo from './saved-charges-repository.js';

type CreateBody = z.output<typeof createSavedChargeRequest>;

export function savedChargeOut(row: repo.SavedChargeRow): SavedCharge {
  return {
    id: row.id,
    description: row.description,
    // The column is text; read it through the schema rather than trusting it.
    type: savedChargeSchema.shape.type.parse(row.type),
    amount: centsToAmountText(row.amountCents),
    date: row.date,
    invoice_id: row.invoiceId,
    created_by_user_id: row.createdByUserId,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSavedCharges(db: Db, auth: AuthContext, lawFirmId: number): Promise<SavedChargesResponse> {
  assertOwnFirm(auth, lawFirmId);
  const rows = await repo.unbilledCharges(db, lawFirmId);
  return { charges: rows.map(savedChargeOut) };
}

export async function createSavedCharge(
  db: Db,
  auth: AuthContext,
  body: CreateBody,
  ip?: string,
): Promise<{ charge: SavedCharge }> {
  assertInvoicesFullAccess(auth);
  const lawFirmId = auth.firm.id;
  // The spec's body names the firm; any firm but the caller's is someone else's, so not found.
  if (body.law_firm_id != null) assertOwnFirm(auth, body.law_firm_id);
  const invoiceId =
    body.invoice_id == null ? null : found(await repo.findInvoiceId(db, lawFirmId, body.invoice_id), 'Invoice');

  const row = await db.transaction(async (tx) => {
    const created = await repo.insertSavedCharge(tx, {
      lawFirmId,
      description: body.description,
      type: body.type,
      amountCents: amountToCents(body.amount),
      date: body.date,
      invoiceId,
      // The author is whoever is signed in, whatever the body says.
      createdByUserId: auth.user.id,
    });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'saved_charge.created',
      entityType: 'saved_charge',
      entityId: created.id,
      details: { amount_cents: created.amountCents, type: created.type, invoice_id: invoiceId },
      ...(ip ? { ip } : {}),
    });
    return created;
  });
  return { charge: savedChargeOut(row) };
}
