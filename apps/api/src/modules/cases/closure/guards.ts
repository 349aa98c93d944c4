/**
 * What a closure export may be: mailed only to the case's own people or the firm's staff, at most
 * CASE_EXPORTS_MAX_LIVE kept per case, and a ZIP of at most CASE_EXPORT_MAX_BYTES. Each refusal is a 422
 * with its own code, answered before anything is written.
 */
import { CASE_EXPORT_MAX_BYTES, CASE_EXPORTS_MAX_LIVE } from '@counsel/domain';
import type { DbOrTx } from '../../../db/client.js';
import { ruleBroken } from '../../../platform/errors.js';
import type { CaseRow } from '../service.js';
import * as repo from './repository.js';

const MIB = 1024 * 1024;

export const exportTooLarge = (size: number) =>
  ruleBroken(
    'closure_too_large',
    `The case's files come to ${Math.ceil(size / MIB)} MiB; a closure ZIP holds at most ${CASE_EXPORT_MAX_BYTES / MIB} MiB. Export the PDF report instead.`,
    { size, limit: CASE_EXPORT_MAX_BYTES },
  );

/** A mailed export goes to the case's client or contacts, or to the firm's own staff; nobody else. */
export async function assertRecipient(db: DbOrTx, caseRow: CaseRow, email: string): Promise<void> {
  const contactIds = [caseRow.contactId, caseRow.primaryContactId].filter((id): id is number => id !== null);
  const allowed = await repo.isAllowedRecipient(
    db,
    caseRow.lawFirmId,
    { clientId: caseRow.clientId, contactIds },
    email.toLowerCase(),
  );
  if (!allowed) {
    throw ruleBroken(
      'closure_recipient_not_allowed',
      "Closure files can be mailed only to the case's client or contacts, or to the firm's staff.",
      { email },
    );
  }
}

/** Room for one more export of the case; run again under the case's lock before it is recorded. */
export async function assertRoomForExport(db: DbOrTx, lawFirmId: number, caseId: number): Promise<void> {
  const live = await repo.liveExportCount(db, lawFirmId, caseId);
  if (live >= CASE_EXPORTS_MAX_LIVE) {
    throw ruleBroken(
      'closure_export_limit',
      `This case already keeps ${CASE_EXPORTS_MAX_LIVE} closure exports. Delete an older one from the case's documents to make another.`,
      { live, limit: CASE_EXPORTS_MAX_LIVE },
    );
  }
}

/** The files' stored sizes, before any is read: a ZIP over the cap is refused without being started. */
export function assertArchiveSize(files: ReadonlyArray<{ sizeBytes: number }>): void {
  const size = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  if (size > CASE_EXPORT_MAX_BYTES) throw exportTooLarge(size);
}
