import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { auditCount, buildWorld, type DocumentsWorld, documentsApi, PDF, PNG, TEXT } from './test-kit.js';

let t: TestApp;
let w: DocumentsWorld;
let api: ReturnType<typeof documentsApi>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  api = documentsApi(t);
  admin = w.firm.admin.token;
});
afterAll(() => t.close());

describe('POST /api/client/:lawFirmId/:clientId/documents', () => {
  it('adds a general document: 201 with the document, its type sniffed, listed and audited', async () => {
    const res = await api.uploadToClient(
      admin,
      w.firm.lawFirmId,
      w.clientId,
      [{ bytes: PDF, filename: 'passport.pdf' }],
      '  Passport scan ',
    );
    expect(res.status).toBe(201);
    const document = res.body.document;
    expect(document).toMatchObject({
      id: expect.any(Number),
      title: 'Passport scan',
      file_name: 'passport.pdf',
      mime_type: 'application/pdf',
      size: PDF.length,
      version: 1,
      client_id: w.clientId,
      case_id: null,
      directory_id: null,
      created_by: w.firm.admin.id,
    });
    expect(document.file).toMatch(new RegExp(`^/api/document/${document.id}/versions/\\d+/file$`));
    expect(res.body.documents).toEqual([document]);
    expect(await auditCount(t, 'document.created', document.id)).toBe(1);
    const list = await api.general(admin, w.clientId);
    expect(list.status).toBe(200);
    expect(list.body.documents).toContainEqual(document);
  });

  it('adds one document per file; without a title each takes its file name', async () => {
    const res = await api.uploadToClient(admin, w.firm.lawFirmId, w.siblingClientId, [
      { bytes: TEXT, filename: 'notes.txt' },
      { bytes: PNG, filename: 'photo.png' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.documents.map((d: { title: string; mime_type: string }) => [d.title, d.mime_type])).toEqual([
      ['notes.txt', 'text/plain'],
      ['photo.png', 'image/png'],
    ]);
  });

  it('needs a file, and refuses a title that is too long', async () => {
    const none = await api.uploadToClient(admin, w.firm.lawFirmId, w.clientId, [], 'Nothing');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'validation_failed', fields: { documents: expect.any(String) } });
    const long = await api.uploadToClient(
      admin,
      w.firm.lawFirmId,
      w.clientId,
      [{ bytes: PDF, filename: 'a.pdf' }],
      'x'.repeat(256),
    );
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('title');
  });

  it('takes no query parameter but from_google_drive (the Drive copy is tested with Drive)', async () => {
    const res = await t.call('POST', `/api/client/${w.firm.lawFirmId}/${w.clientId}/documents?from_drive=true`, {
      token: admin,
      body: { user_id: 1, file_id: 'abc', title: 'From Drive' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it('answers 404 for another firm’s id, client or case, and 403 without documents:create', async () => {
    const file = [{ bytes: PDF, filename: 'a.pdf' }];
    expect((await api.uploadToClient(admin, w.otherFirm.lawFirmId, w.clientId, file)).status).toBe(404);
    expect((await api.uploadToClient(admin, w.firm.lawFirmId, w.foreignClientId, file)).status).toBe(404);
    const other = w.otherFirm.admin.token;
    expect((await api.uploadToClient(other, w.firm.lawFirmId, w.clientId, file)).status).toBe(404);
    for (const level of ['none', 'read'] as const) {
      const res = await api.uploadToClient(w.staff[level].token, w.firm.lawFirmId, w.clientId, file);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    expect((await api.uploadToClient(w.staff.create.token, w.firm.lawFirmId, w.clientId, file)).status).toBe(201);
  });
});

describe('POST /api/case/:lawFirmId/:clientId/:caseId/documents and GET /api/case/:caseId/documents', () => {
  it('files a document under the case: in the case’s list, not among the general documents', async () => {
    const res = await api.uploadToCase(
      admin,
      w.firm.lawFirmId,
      w.clientId,
      w.caseId,
      [{ bytes: PDF, filename: 'i-589.pdf' }],
      'Form I-589',
    );
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({ title: 'Form I-589', case_id: w.caseId, client_id: w.clientId });
    const ofCase = await api.ofCase(admin, w.caseId);
    expect(ofCase.status).toBe(200);
    expect(ofCase.body.documents).toEqual([res.body.document]);
    const general = await api.general(admin, w.clientId);
    expect(general.body.documents.map((d: { id: number }) => d.id)).not.toContain(res.body.document.id);
  });

  it('answers 404 for a case of another client or firm, and 403 without documents:create', async () => {
    const file = [{ bytes: PDF, filename: 'a.pdf' }];
    const { lawFirmId } = w.firm;
    expect((await api.uploadToCase(admin, lawFirmId, w.clientId, w.siblingCaseId, file)).status).toBe(404);
    expect((await api.uploadToCase(admin, lawFirmId, w.clientId, w.foreignCaseId, file)).status).toBe(404);
    expect((await api.uploadToCase(admin, lawFirmId, w.foreignClientId, w.foreignCaseId, file)).status).toBe(404);
    expect((await api.uploadToCase(admin, w.otherFirm.lawFirmId, w.clientId, w.caseId, file)).status).toBe(404);
    expect((await api.uploadToCase(w.staff.read.token, lawFirmId, w.clientId, w.caseId, file)).status).toBe(403);
  });

  it('lists a case only within the firm and with documents:read', async () => {
    expect((await api.ofCase(admin, w.foreignCaseId)).status).toBe(404);
    expect((await api.ofCase(w.otherFirm.admin.token, w.caseId)).status).toBe(404);
    expect((await api.ofCase(w.staff.none.token, w.caseId)).status).toBe(403);
    expect((await api.ofCase(w.staff.read.token, w.caseId)).status).toBe(200);
  });
});

describe('GET /api/client/:clientId/general-documents', () => {
  it('lists newest first, within the firm and with documents:read', async () => {
    const first = await api.uploadToClient(admin, w.firm.lawFirmId, w.clientId, [{ bytes: PDF, filename: '1.pdf' }]);
    const second = await api.uploadToClient(admin, w.firm.lawFirmId, w.clientId, [{ bytes: PDF, filename: '2.pdf' }]);
    const ids = (await api.general(w.staff.read.token, w.clientId)).body.documents.map((d: { id: number }) => d.id);
    expect(ids.indexOf(second.body.document.id)).toBeLessThan(ids.indexOf(first.body.document.id));
    expect((await api.general(admin, w.foreignClientId)).status).toBe(404);
    expect((await api.general(w.otherFirm.admin.token, w.clientId)).status).toBe(404);
    expect((await api.general(w.staff.none.token, w.clientId)).status).toBe(403);
  });
});
