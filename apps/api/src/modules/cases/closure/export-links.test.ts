/** A mailed export link can be withdrawn, and dies with its export's document. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../../../db/schema/index.js';
import { type CaseWorkKit, caseWorkKit, openCase } from '../../../test/kits/case-tasks.js';

let kit: CaseWorkKit;
let clientEmail: string;
beforeAll(async () => {
  kit = await caseWorkKit();
  const [client] = await kit.t.services.db
    .select({ email: clients.email })
    .from(clients)
    .where(eq(clients.id, kit.client.clientId));
  clientEmail = client!.email!;
});
afterAll(() => kit.t.close());

async function newCase(title: string) {
  const res = await openCase(kit, { title });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function mailExport(caseId: number) {
  const res = await kit.t.call('POST', `/api/case/${caseId}/closure`, {
    token: kit.firm.admin.token,
    body: { option: 'pdf', type: 'email', email: clientEmail, subject: 'Your case files' },
  });
  expect(res.status).toBe(201);
  const mails = (await kit.t.services.mailer.listOutbox(kit.firm.lawFirmId, 1, 1)).items;
  const token = /\/api\/case-exports\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text ?? '')![1]!;
  return { token, exportId: res.body.export_id as number, documentId: res.body.document_id as number };
}

const download = (token: string) => kit.t.call('GET', `/api/case-exports/${token}`);
const revoke = (caseId: number, exportId: number, token = kit.firm.admin.token) =>
  kit.t.call('DELETE', `/api/case/${caseId}/exports/${exportId}/link`, { token });
const list = (caseId: number, token = kit.firm.admin.token) =>
  kit.t.call('GET', `/api/case/${caseId}/exports`, { token });

describe('DELETE /api/case/:caseId/exports/:exportId/link', () => {
  it('withdraws the link (410 from then on), audited; the export stays listed as revoked', async () => {
    const caseId = await newCase('Withdrawn link');
    const sent = await mailExport(caseId);
    expect((await download(sent.token)).status).toBe(200);
    expect((await list(caseId)).body.exports).toMatchObject([
      { id: sent.exportId, link: 'live', sent_to: clientEmail },
    ]);

    expect((await revoke(caseId, sent.exportId)).status).toBe(204);
    const gone = await download(sent.token);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe('link_revoked');
    // Withdrawing again changes nothing.
    expect((await revoke(caseId, sent.exportId)).status).toBe(204);
    const audits = await kit.t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case_export.link_revoked'), eq(auditLog.entityId, String(caseId))));
    expect(audits).toHaveLength(1);
    const [listed] = (await list(caseId)).body.exports;
    expect(listed).toMatchObject({ link: 'revoked', document_deleted: false, document_id: sent.documentId });
    expect(listed.revoked_at).not.toBeNull();
  });

  it('needs update on cases (403); another firm’s or another case’s ids are 404; a download had no link (404)', async () => {
    const caseId = await newCase('Guarded link');
    const sent = await mailExport(caseId);
    expect((await revoke(caseId, sent.exportId, kit.reader.token)).status).toBe(403);
    expect((await revoke(caseId, sent.exportId, kit.other.admin.token)).status).toBe(404);
    expect((await list(caseId, kit.other.admin.token)).status).toBe(404);
    const otherCase = await newCase('Another case');
    expect((await revoke(otherCase, sent.exportId)).status).toBe(404);
    const local = await kit.t.call('POST', `/api/case/${otherCase}/closure`, {
      token: kit.firm.admin.token,
      body: { option: 'pdf', type: 'local' },
    });
    expect(local.status).toBe(200);
    const [downloaded] = (await list(otherCase, kit.reader.token)).body.exports;
    expect(downloaded).toMatchObject({ link: 'none', sent_to: null });
    expect((await revoke(otherCase, downloaded.id)).status).toBe(404);
    // Nothing of that touched the link.
    expect((await download(sent.token)).status).toBe(200);
  });
});

describe('a deleted export', () => {
  it('kills its link', async () => {
    const caseId = await newCase('Deleted export');
    const sent = await mailExport(caseId);
    expect((await download(sent.token)).status).toBe(200);
    const deleted = await kit.t.call('DELETE', `/api/document/${sent.documentId}`, { token: kit.firm.admin.token });
    expect(deleted.status).toBeLessThan(300);
    const gone = await download(sent.token);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe('link_revoked');
    expect((await list(caseId)).body.exports).toMatchObject([{ link: 'revoked', document_deleted: true }]);
  });
});
