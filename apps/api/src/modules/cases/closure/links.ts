/**
 * A case's exports and their mailed links. A link works until its date, until staff withdraw it, and only
 * while its export is still one of the case's documents: deleting the document kills the link too.
 */
import { createHash } from 'node:crypto';
import type { CaseExport } from '@counsel/domain';
import { recordAudit } from '../../../platform/audit.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { readCase } from '../service.js';
import type { ClosureDeps } from './deps.js';
import * as repo from './repository.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const withdrawn = () =>
  new AppError(410, 'link_revoked', 'This link was withdrawn by the firm. Ask the firm to send the files again.');

/** GET /case-exports/{token}: the mailed link. Unknown 404; withdrawn or its document deleted, or past its time, 410. */
export async function openExport(deps: ClosureDeps, token: string) {
  const row = await repo.exportByTokenHash(deps.db, hashToken(token));
  if (!row) throw notFound('Export');
  if (row.revokedAt || row.documentDeletedAt) throw withdrawn();
  if (row.expiresAt && row.expiresAt.getTime() < Date.now()) {
    throw new AppError(410, 'link_expired', 'This link has expired. Ask the firm to send the files again.');
  }
  await repo.markDownloaded(deps.db, row.lawFirmId, row.id);
  return {
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    stream: await deps.storage.openStream(row.lawFirmId, row.storageKey),
  };
}

/** GET /case/{caseId}/exports: newest first, each link's state as the recipient would find it now. */
export async function listExports(deps: ClosureDeps, auth: AuthContext, caseId: number): Promise<CaseExport[]> {
  await readCase(deps.db, auth.firm.id, caseId);
  const now = Date.now();
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return (await repo.listExports(deps.db, auth.firm.id, caseId)).map((row) => ({
    id: row.id,
    format: row.format,
    document_id: row.documentId,
    document_deleted: row.documentDeletedAt !== null,
    sent_to: row.sentTo,
    link: !row.hasLink
      ? 'none'
      : row.revokedAt || row.documentDeletedAt
        ? 'revoked'
        : row.expiresAt && row.expiresAt.getTime() < now
          ? 'expired'
          : 'live',
    expires_at: iso(row.expiresAt),
    downloaded_at: iso(row.downloadedAt),
    revoked_at: iso(row.revokedAt),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByUserId,
  }));
}

/**
 * DELETE /case/{caseId}/exports/{exportId}/link: the mailed link answers 410 from now on; the export stays
 * one of the case's documents. Withdrawing a withdrawn link changes nothing; a download had no link (404).
 */
export async function revokeExportLink(
  deps: ClosureDeps,
  auth: AuthContext,
  caseId: number,
  exportId: number,
  ip?: string,
): Promise<void> {
  const lawFirmId = auth.firm.id;
  await deps.db.transaction(async (tx) => {
    await readCase(tx, lawFirmId, caseId);
    const row = await repo.findExportForUpdate(tx, lawFirmId, caseId, exportId);
    if (!row || row.tokenHash === null) throw notFound('Export link');
    if (row.revokedAt) return;
    await repo.markRevoked(tx, lawFirmId, exportId, new Date());
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'case_export.link_revoked',
      entityType: 'case',
      entityId: caseId,
      details: { export_id: exportId },
      ...(ip ? { ip } : {}),
    });
  });
}
