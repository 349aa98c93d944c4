/**
 * Case closure: the report (PDF) or the archive (ZIP) is made on disk, stored as one of the case's
 * documents, and either handed back for download or mailed as an expiring link. The case is CLOSED in the
 * same transaction that records the export. What goes in follows the caller's permissions: a section they
 * may not read (documents, filled forms, invoices, time) is left out and named as such. The case's earlier
 * exports are never in it.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CASE_CLOSED_STATUS,
  CASE_EXPORT_LINK_DAYS,
  CASE_EXPORT_MAX_BYTES,
  type CaseClosureBody,
  type CaseClosureSent,
  closureSectionsLeftOut,
  dayIn,
  type Locale,
} from '@counsel/domain';
import { recordAudit } from '../../../platform/audit.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { StoredFile } from '../../../platform/storage/index.js';
import { found } from '../../../platform/tenancy.js';
import { insertStoredDocument } from '../../documents/records.js';
import { clientName, findCaseClient, readCase } from '../service.js';
import { setCaseStatus } from '../status.js';
import { safeEntryName, writeCaseArchive } from './archive.js';
import { closureMail } from './closure-mail.js';
import type { ClosureDeps } from './deps.js';
import { assertArchiveSize, assertRecipient, assertRoomForExport, exportTooLarge } from './guards.js';
import { hashToken } from './links.js';
import { renderCaseReport } from './report.js';
import { REPORT_WORDS } from './report-words.js';
import * as repo from './repository.js';

export type { ClosureDeps } from './deps.js';

export type ClosureOutcome =
  | { delivery: 'local'; fileName: string; mimeType: string; size: number; stream: Readable }
  | { delivery: 'email'; sent: CaseClosureSent };

const MIME = { pdf: 'application/pdf', zip: 'application/zip' } as const;

export async function closeCase(
  deps: ClosureDeps,
  auth: AuthContext,
  caseId: number,
  body: CaseClosureBody,
  ip?: string,
): Promise<ClosureOutcome> {
  const lawFirmId = auth.firm.id;
  const caseRow = await readCase(deps.db, lawFirmId, caseId);
  const client = found(await findCaseClient(deps.db, lawFirmId, caseRow.clientId), 'Client');
  if (body.type === 'email') await assertRecipient(deps.db, caseRow, body.email!);
  await assertRoomForExport(deps.db, lawFirmId, caseId);
  const leftOut = closureSectionsLeftOut((action, subject) => auth.ability.can(action, subject));
  const files = (await repo.caseFiles(deps.db, lawFirmId, caseId)).filter((file) =>
    file.filledFormId === null ? !leftOut.includes('documents') : !leftOut.includes('filled_forms'),
  );
  if (body.option === 'zip') assertArchiveSize(files);
  const language: Locale = body.language ?? (caseRow.language === 'ar' ? 'ar' : 'en');
  const now = new Date();
  const words = REPORT_WORDS[language];
  const report = await renderCaseReport(deps.db, {
    caseRow,
    clientName: clientName(client),
    language,
    now,
    files,
    leftOut,
  });
  const title = words.documentTitle(caseRow.title, body.option, dayIn(auth.firm.timeZone, now));
  // The download's name: the document's title without the characters file systems refuse.
  const fileName = `${safeEntryName(title, `x.${body.option}`)}`;

  const workFile = path.join(tmpdir(), `counsel-closure-${randomBytes(8).toString('hex')}.${body.option}`);
  let stored: StoredFile | null = null;
  try {
    const size =
      body.option === 'pdf'
        ? await writeReport(workFile, report.pdf)
        : await writeCaseArchive(
            workFile,
            { name: `${report.title}.pdf`, title: report.title, pdf: report.pdf },
            files.map((file) => ({
              folder: file.filledFormId === null ? 'documents' : 'forms',
              title: file.filledFormId === null ? file.title : (file.formTitle ?? file.title),
              fileName: file.fileName,
              open: () => deps.storage.openStream(lawFirmId, file.storageKey),
            })),
            {
              case: { id: caseRow.id, title: caseRow.title },
              client: { id: client.id, full_name: clientName(client) },
              generated_at: now.toISOString(),
              language,
              left_out_sections: leftOut,
            },
            { maxBytes: CASE_EXPORT_MAX_BYTES, tooLarge: exportTooLarge },
          );
    stored = await deps.storage.saveGenerated({
      lawFirmId,
      filePath: workFile,
      size,
      contentType: MIME[body.option],
      originalName: fileName,
    });
    const token = body.type === 'email' ? randomBytes(32).toString('base64url') : null;
    const expiresAt = token ? new Date(now.getTime() + CASE_EXPORT_LINK_DAYS * 86_400_000) : null;
    const storedFile = stored;
    const recorded = await deps.db.transaction(async (tx) => {
      const locked = await readCase(tx, lawFirmId, caseId, true);
      // Exports made at once each counted the case's before any was recorded: the lock makes this count true.
      await assertRoomForExport(tx, lawFirmId, caseId);
      const document = await insertStoredDocument(
        tx,
        { lawFirmId, clientId: locked.clientId, caseId, title, userId: auth.user.id },
        { storageKey: storedFile.key, fileName, mimeType: storedFile.contentType, sizeBytes: storedFile.size },
      );
      const exportId = await repo.insertExport(tx, {
        lawFirmId,
        caseId,
        documentId: document.id,
        format: body.option,
        tokenHash: token ? hashToken(token) : null,
        sentTo: body.type === 'email' ? (body.email ?? null) : null,
        expiresAt,
        createdByUserId: auth.user.id,
      });
      // closed_at is the moment of the export that closed it; a later export of a closed case keeps it.
      if (locked.status !== CASE_CLOSED_STATUS)
        await setCaseStatus(tx, caseId, { status: CASE_CLOSED_STATUS, closedAt: now });
      await recordAudit(tx, {
        lawFirmId,
        userId: auth.user.id,
        action: 'case.closed',
        entityType: 'case',
        entityId: caseId,
        details: { format: body.option, delivery: body.type, document_id: document.id, was: locked.status },
        ...(ip ? { ip } : {}),
      });
      return { documentId: document.id, exportId };
    });
    // Recorded: the file is the document's now, whatever happens to the mail.
    stored = null;

    if (body.type === 'email') {
      const mail = closureMail(language, {
        subject: body.subject!,
        caseTitle: caseRow.title,
        firm: await repo.firmName(deps.db, lawFirmId),
        link: `${deps.publicOrigin}/api/case-exports/${token}`,
        expires: new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'long' }).format(
          expiresAt!,
        ),
        format: body.option,
      });
      await deps.mailer.send({ lawFirmId, to: [body.email!], ...mail });
      return {
        delivery: 'email',
        sent: {
          sent_to: body.email!,
          expires_at: expiresAt!.toISOString(),
          document_id: recorded.documentId,
          export_id: recorded.exportId,
        },
      };
    }
    return {
      delivery: 'local',
      fileName,
      mimeType: storedFile.contentType,
      size: storedFile.size,
      stream: await deps.storage.openStream(lawFirmId, storedFile.key),
    };
  } catch (error) {
    if (stored) await deps.storage.remove(lawFirmId, stored.key).catch(() => undefined);
    throw error;
  } finally {
    await rm(workFile, { force: true });
  }
}

async function writeReport(file: string, pdf: Buffer): Promise<number> {
  await writeFile(file, pdf);
  return pdf.length;
}
