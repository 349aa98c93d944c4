/**
 * PUT /case-receipt/update-scanned-notice-file (spec §7): the notice of a receipt kept as a document of the
 * receipt's case, through the documents module's service (stored, type sniffed, versioned, audited). A receipt
 * whose notice is kept already gets the new file as that document's next version; otherwise a new case document
 * is written and linked to the receipt in the same transaction. An appointment notice's printed date, time
 * and place go on the calendar (notice-schedule.ts).
 */
import { NOTICE_MESSAGES, type ScannedNoticeResponse, type scannedNoticeFields } from '@counsel/domain';
import type { z } from 'zod';
import { findCase } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import type { ReceivedFile } from '../../platform/storage/index.js';
import * as documents from '../documents/service.js';
import { isNoticeType, unsupportedNotice } from './extraction.js';
import { printedAppointment, scheduleFromNotice } from './notice-schedule.js';
import * as repo from './repository.js';
import { assertReceiptActionsAllowed, readReceipt } from './service.js';

type Fields = z.output<typeof scannedNoticeFields>;

export async function keepNoticeFile(
  deps: documents.DocumentDeps,
  auth: AuthContext,
  fields: Fields,
  file: ReceivedFile | undefined,
): Promise<ScannedNoticeResponse> {
  const row = await repo.findReceipt(deps.db, auth.firm.id, fields.case_receipt_id);
  if (!row) throw notFound('Case receipt');
  await assertReceiptActionsAllowed(deps.db, auth);
  if (!file) throw validationFailed({ file: NOTICE_MESSAGES.fileRequired });
  if (!isNoticeType(file.contentType)) throw unsupportedNotice();
  const receipt = row.receipt;
  const caseRow = await findCase(deps.db, auth.firm.id, receipt.caseId);
  if (!caseRow) throw notFound('Case');
  const printed = await printedAppointment(file, receipt.receiptNumber);
  const link = async (tx: Parameters<documents.AlongsideWrite>[0], documentIds: number[]) => {
    const documentId = documentIds[0]!;
    await repo.setReceiptDocument(tx, auth.firm.id, receipt.id, documentId);
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'case_receipt.notice_saved',
      entityType: 'case_receipt',
      entityId: receipt.id,
      details: { document_id: documentId, old_file_name: fields.old_file_name ?? null, sha256: file.sha256 },
    });
  };
  let document = receipt.documentId === null ? null : await replaceNotice(deps, auth, receipt.documentId, file, link);
  document ??= (
    await documents.saveDocuments(
      deps,
      { lawFirmId: auth.firm.id, userId: auth.user.id },
      { lawFirmId: auth.firm.id, clientId: caseRow.clientId, caseId: receipt.caseId },
      { files: [{ title: `USCIS notice ${receipt.receiptNumber}`, file }], alongside: link },
    )
  )[0]!;
  const appointment = printed ? await scheduleFromNotice(deps.db, auth.firm.id, receipt, printed) : null;
  const saved = await readReceipt(deps.db, auth, receipt.id);
  return {
    document,
    file: saved.file ?? document.file,
    case_receipt: saved,
    appointment,
    message: NOTICE_MESSAGES.noticeSaved,
  };
}

/** The notice's document gets the file as its next version; null when that document is gone (deleted). */
async function replaceNotice(
  deps: documents.DocumentDeps,
  auth: AuthContext,
  documentId: number,
  file: ReceivedFile,
  link: documents.AlongsideWrite,
) {
  try {
    return await documents.addVersion(deps, auth, documentId, async () => file, link);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
