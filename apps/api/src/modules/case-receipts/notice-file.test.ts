/** PUT /api/case-receipt/update-scanned-notice-file: the notice kept as a document of the receipt's case. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, caseReceipts, documents } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildReceiptsWorld, type ReceiptsWorld, receiptBody } from '../../test/kits/case-receipts.js';
import { I130_NOTICE, textNoticePdf } from '../../test/kits/notices.js';
import { multipart } from '../../test/kits/team.js';

let t: TestApp;
let w: ReceiptsWorld;
let receiptId: number;
let theirReceiptId: number;
let notice: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildReceiptsWorld(t);
  notice = await textNoticePdf([I130_NOTICE]);
  const ours = await t.call('POST', `/api/case-receipt/${w.firm.lawFirmId}`, {
    token: w.firm.admin.token,
    body: receiptBody(w.caseId),
  });
  receiptId = ours.body.case_receipt.id;
  const theirs = await t.call('POST', `/api/case-receipt/${w.otherFirm.lawFirmId}`, {
    token: w.otherFirm.admin.token,
    body: receiptBody(w.theirCaseId),
  });
  theirReceiptId = theirs.body.case_receipt.id;
});
afterAll(() => t.close());

async function send(fields: Record<string, string>, file?: { bytes: Buffer; filename: string }, token?: string) {
  const { body, headers } = await multipart(fields, file ? [{ name: 'file', ...file }] : []);
  return t.call('PUT', '/api/case-receipt/update-scanned-notice-file', {
    token: token ?? w.firm.admin.token,
    body,
    headers,
  });
}

const documentCount = async () => (await t.services.db.select().from(documents)).length;

describe('PUT /api/case-receipt/update-scanned-notice-file', () => {
  it('keeps the notice as a document of the receipt’s case and links it to the receipt', async () => {
    const res = await send({ case_receipt_id: String(receiptId) }, { bytes: notice, filename: 'I-797C.pdf' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Notice saved to the case documents',
      document: { title: 'USCIS notice IOE0912345678', case_id: w.caseId, mime_type: 'application/pdf', version: 1 },
      case_receipt: { id: receiptId, file: `/api/document/${res.body.document.id}/file` },
    });
    expect(res.body.file).toBe(res.body.case_receipt.file);
    const [row] = await t.services.db.select().from(caseReceipts).where(eq(caseReceipts.id, receiptId));
    expect(row!.documentId).toBe(res.body.document.id);
    const caseDocs = await t.call('GET', `/api/case/${w.caseId}/documents`, { token: w.firm.admin.token });
    expect(caseDocs.body.documents.map((d: { id: number }) => d.id)).toContain(res.body.document.id);
  });

  it('makes a new notice the next version of the same document, keeping the old file name in the audit', async () => {
    const before = await documentCount();
    const res = await send(
      { case_receipt_id: String(receiptId), old_file_name: 'I-797C.pdf' },
      { bytes: notice, filename: 'I-797C-rescan.pdf' },
    );
    expect(res.status).toBe(200);
    expect(res.body.document.version).toBe(2);
    expect(await documentCount()).toBe(before);
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case_receipt.notice_saved'), eq(auditLog.entityId, String(receiptId))));
    expect(audits).toHaveLength(2);
    expect(audits.at(-1)!.details).toMatchObject({ old_file_name: 'I-797C.pdf' });
  });

  it('answers 404 for another firm’s receipt, storing nothing', async () => {
    const before = await documentCount();
    const res = await send({ case_receipt_id: String(theirReceiptId) }, { bytes: notice, filename: 'n.pdf' });
    expect(res.status).toBe(404);
    expect(await documentCount()).toBe(before);
  });

  it('answers 403 without update on cases, storing nothing', async () => {
    const before = await documentCount();
    for (const user of [w.staff.reader, w.staff.none]) {
      const res = await send({ case_receipt_id: String(receiptId) }, { bytes: notice, filename: 'n.pdf' }, user.token);
      expect(res.status).toBe(403);
    }
    expect(await documentCount()).toBe(before);
  });

  it('answers 400 for a missing receipt id or file and 415 for a file that is no notice, storing nothing', async () => {
    const before = await documentCount();
    const noId = await send({}, { bytes: notice, filename: 'n.pdf' });
    expect(noId.status).toBe(400);
    expect(Object.keys(noId.body.fields)).toEqual(['case_receipt_id']);
    const noFile = await send({ case_receipt_id: String(receiptId) });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toEqual({ file: 'Choose the notice file.' });
    const html = await send(
      { case_receipt_id: String(receiptId) },
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'notice.pdf' },
    );
    expect(html.status).toBe(415);
    expect(await documentCount()).toBe(before);
  });
});
