/**
 * Reading a receipt's tracked status: its history for staff (`GET /case-receipt/{id}/history`), the firm's
 * changes of the last days for the dashboard, and the client's own receipts with their timeline in the
 * portal. Another firm's receipt, or in the portal a receipt of another client, is not found (404).
 */
import {
  type PortalReceipt,
  type ReceiptHistoryResponse,
  type ReceiptStatusEntry,
  type ReceiptStatusKind,
  receiptStatusKind,
  type StatusChangesResponse,
  type statusChangesQuery,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound } from '../../platform/errors.js';
import * as history from './history-repository.js';
import * as repo from './repository.js';

const DAY_MS = 86_400_000;

function entryOut(row: history.HistoryRow): ReceiptStatusEntry {
  return {
    id: row.id,
    status: row.status,
    status_kind: row.statusKind as ReceiptStatusKind,
    status_description: row.statusDescription,
    changed_at: row.changedAt.toISOString(),
    checked_at: row.checkedAt.toISOString(),
    source: row.source as ReceiptStatusEntry['source'],
  };
}

export async function receiptHistory(db: Db, auth: AuthContext, id: number): Promise<ReceiptHistoryResponse> {
  const found = await repo.findReceipt(db, auth.firm.id, id);
  if (!found) throw notFound('Case receipt');
  const rows = await history.historyOf(db, auth.firm.id, [id]);
  return { case_receipt_id: id, receipt_number: found.receipt.receiptNumber, history: rows.map(entryOut) };
}

export async function statusChanges(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof statusChangesQuery>,
  now = new Date(),
): Promise<StatusChangesResponse> {
  const since = new Date(now.getTime() - query.days * DAY_MS);
  const { rows, total } = await history.changesSince(db, auth.firm.id, since, query.limit);
  return {
    days: query.days,
    total,
    changes: rows.map((row) => ({
      ...entryOut(row.entry),
      case_receipt_id: row.entry.caseReceiptId,
      receipt_number: row.receiptNumber,
      case_id: row.caseId,
      case_title: row.caseTitle,
      client_id: row.clientId,
    })),
  };
}

/** The portal's receipts of the clients the account stands for, each with its timeline; one when `id`. */
export async function portalReceipts(
  db: Db,
  lawFirmId: number,
  clientIds: readonly number[],
  id?: number,
): Promise<PortalReceipt[]> {
  const receipts = await history.clientReceipts(db, lawFirmId, clientIds, id);
  const rows = await history.historyOf(
    db,
    lawFirmId,
    receipts.map((row) => row.receipt.id),
  );
  return receipts.map(({ receipt, caseTitle }) => ({
    id: receipt.id,
    receipt_number: receipt.receiptNumber,
    case_title: caseTitle,
    form_type: receipt.formType,
    status: receipt.status,
    status_kind: receiptStatusKind(receipt.status),
    status_description: receipt.statusDescription,
    submitted_date: receipt.submittedDate,
    last_checked_at: receipt.lastCheckedAt?.toISOString() ?? null,
    history: rows
      .filter((row) => row.caseReceiptId === receipt.id)
      .map(({ id: entryId, status, statusKind, statusDescription, changedAt }) => ({
        id: entryId,
        status,
        status_kind: statusKind as ReceiptStatusKind,
        status_description: statusDescription,
        changed_at: changedAt.toISOString(),
      })),
  }));
}

export async function portalReceipt(db: Db, lawFirmId: number, clientIds: readonly number[], id: number) {
  const [receipt] = await portalReceipts(db, lawFirmId, clientIds, id);
  if (!receipt) throw notFound('Case receipt');
  return receipt;
}
