/**
 * Case receipts (spec §3, §5, §7): a USCIS receipt number kept on one of the firm's cases, listed for the firm
 * (the scanner page) and on the case. The number is normalised by the domain's schema and kept once per firm.
 * Once the caller's USCIS queries of the month are used up, every receipt action is refused (§4, §5).
 */
import {
  CASE_RECEIPT_MESSAGES,
  type CaseReceipt,
  type CaseReceiptExportQuery,
  type CaseReceiptPage,
  type CaseReceiptSavedResponse,
  type caseReceiptBody,
  type caseReceiptListQuery,
  isFinalReceiptStatus,
  USAGE_LIMIT_MESSAGES,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { findCase } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, notFound } from '../../platform/errors.js';
import { assertUsageLeft } from '../../platform/usage/service.js';
import * as repo from './repository.js';

type ParsedBody = z.output<typeof caseReceiptBody>;
type ListQuery = z.output<typeof caseReceiptListQuery>;

/** The spec's plan limit as receipt actions answer it: 403 `uscis_queries_limit` with the upgrade message. */
export function asQueriesLimit(error: unknown): unknown {
  if (error instanceof AppError && error.code === 'usage_limit_reached') {
    return new AppError(403, 'uscis_queries_limit', USAGE_LIMIT_MESSAGES.used_uscis_queries, error.extra);
  }
  return error;
}

export async function assertReceiptActionsAllowed(db: Db, auth: AuthContext): Promise<void> {
  await assertUsageLeft(db, auth, 'used_uscis_queries').catch((error: unknown) => {
    throw asQueriesLimit(error);
  });
}

function receiptOut(row: repo.CaseReceiptListRow): CaseReceipt {
  const r = row.receipt;
  return {
    id: r.id,
    receipt_number: r.receiptNumber,
    case_id: r.caseId,
    case_title: row.caseTitle,
    client_id: row.clientId,
    client_name: row.clientName,
    description: r.description,
    status: r.status,
    status_description: r.statusDescription,
    form_type: r.formType,
    submitted_date: r.submittedDate,
    modified_date: r.modifiedDate,
    file: r.documentId === null ? null : `/api/document/${r.documentId}/file`,
    last_checked_at: r.lastCheckedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

function valuesOf(body: ParsedBody): repo.CaseReceiptValues {
  return {
    caseId: body.case_id,
    receiptNumber: body.receipt_number,
    description: body.description ?? null,
    status: body.status ?? null,
    formType: body.form_type ?? null,
    submittedDate: body.submitted_date ?? null,
    modifiedDate: body.modified_date ?? null,
    // A status typed as final (e.g. "Case Was Approved") stops the daily re-check, as a looked-up one does.
    statusFinal: isFinalReceiptStatus(body.status, body.form_type),
  };
}

const numberTaken = (receiptNumber: string) =>
  new AppError(409, 'receipt_number_taken', CASE_RECEIPT_MESSAGES.numberTaken, {
    details: { receipt_number: receiptNumber },
  });

export async function readReceipt(db: Db, auth: AuthContext, id: number): Promise<CaseReceipt> {
  const row = await repo.findReceipt(db, auth.firm.id, id);
  if (!row) throw notFound('Case receipt');
  return receiptOut(row);
}

/** POST /case-receipt/{lawFirmId}: the path's firm must be the caller's (another firm's id is 404). */
export async function addReceipt(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  body: ParsedBody,
  ip?: string,
): Promise<CaseReceiptSavedResponse> {
  if (lawFirmId !== auth.firm.id) throw notFound('Law firm');
  if (!(await findCase(db, auth.firm.id, body.case_id))) throw notFound('Case');
  await assertReceiptActionsAllowed(db, auth);
  const id = await db.transaction(async (tx) => {
    const inserted = await repo.insertReceipt(tx, auth.firm.id, auth.user.id, valuesOf(body));
    if (inserted === null) throw numberTaken(body.receipt_number);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'case_receipt.added',
      entityType: 'case_receipt',
      entityId: inserted,
      details: { case_id: body.case_id, receipt_number: body.receipt_number },
      ...(ip ? { ip } : {}),
    });
    return inserted;
  });
  return { status: 'success', message: CASE_RECEIPT_MESSAGES.added, case_receipt: await readReceipt(db, auth, id) };
}

export async function updateReceipt(
  db: Db,
  auth: AuthContext,
  id: number,
  body: ParsedBody,
  ip?: string,
): Promise<CaseReceipt> {
  await readReceipt(db, auth, id);
  if (!(await findCase(db, auth.firm.id, body.case_id))) throw notFound('Case');
  await assertReceiptActionsAllowed(db, auth);
  try {
    await db.transaction(async (tx) => {
      await repo.updateReceipt(tx, auth.firm.id, id, valuesOf(body));
      await recordAudit(tx, {
        lawFirmId: auth.firm.id,
        userId: auth.user.id,
        action: 'case_receipt.updated',
        entityType: 'case_receipt',
        entityId: id,
        details: { ...body },
        ...(ip ? { ip } : {}),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'case_receipts_firm_number_uq')) throw numberTaken(body.receipt_number);
    throw error;
  }
  return readReceipt(db, auth, id);
}

const filterOf = (query: Omit<ListQuery, 'page' | 'page_size'>): repo.CaseReceiptFilter => ({
  q: query.q,
  status: query.status,
  formType: query.form_type,
  caseId: query.case_id,
  changedSince: query.changed_days === undefined ? undefined : new Date(Date.now() - query.changed_days * 86_400_000),
  sort: query.sort,
  order: query.order,
});

export async function listReceipts(db: Db, auth: AuthContext, query: ListQuery): Promise<CaseReceiptPage> {
  const [{ rows, total }, statuses, formTypes] = await Promise.all([
    repo.listReceipts(db, auth.firm.id, { ...filterOf(query), page: query.page, pageSize: query.page_size }),
    repo.distinctValues(db, auth.firm.id, 'status'),
    repo.distinctValues(db, auth.firm.id, 'formType'),
  ]);
  return {
    case_receipts: rows.map(receiptOut),
    statuses,
    form_types: formTypes,
    page: query.page,
    page_size: query.page_size,
    total,
  };
}

export async function exportReceipts(db: Db, auth: AuthContext, query: CaseReceiptExportQuery) {
  const { rows } = await repo.listReceipts(db, auth.firm.id, filterOf(query));
  return rows.map(receiptOut);
}

/** The receipts of one of the firm's cases (another firm's case is 404), newest first. */
export async function receiptsOfCase(db: Db, auth: AuthContext, caseId: number): Promise<CaseReceipt[]> {
  if (!(await findCase(db, auth.firm.id, caseId))) throw notFound('Case');
  const { rows } = await repo.listReceipts(db, auth.firm.id, { caseId, sort: 'created_at', order: 'desc' });
  return rows.map(receiptOut);
}
