import { describe, expect, it } from 'vitest';
import { auditCount, documentsSuite, PDF, PNG, TEXT } from '../../test/kits/documents.js';

const s = documentsSuite();

describe('POST /api/client/:lawFirmId/:clientId/documents', () => {
  it('adds a general document: 201 with the document, its type sniffed, listed and audited', async () => {
    const res = await s.api.uploadToClient(
      s.admin,
      s.w.firm.lawFirmId,
      s.w.clientId,
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
      client_id: s.w.clientId,
      case_id: null,
      directory_id: null,
      created_by: s.w.firm.admin.id,
    });
    expect(document.file).toMatch(new RegExp(`^/api/document/${document.id}/versions/\\d+/file$`));
    expect(res.body.documents).toEqual([document]);
    expect(await auditCount(s.t, 'document.created', document.id)).toBe(1);
    const list = await s.api.general(s.admin, s.w.clientId);
    expect(list.status).toBe(200);
    expect(list.body.documents).toContainEqual(document);
  });

  it('adds one document per file; without a title each takes its file name', async () => {
    const res = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.siblingClientId, [
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
    const none = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [], 'Nothing');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'validation_failed', fields: { documents: expect.any(String) } });
    const long = await s.api.uploadToClient(
      s.admin,
      s.w.firm.lawFirmId,
      s.w.clientId,
      [{ bytes: PDF, filename: 'a.pdf' }],
      'x'.repeat(256),
    );
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('title');
  });

  it('takes no query parameter but from_google_drive (the Drive copy is tested with Drive)', async () => {
    const res = await s.t.call('POST', `/api/client/${s.w.firm.lawFirmId}/${s.w.clientId}/documents?from_drive=true`, {
      token: s.admin,
      body: { user_id: 1, file_id: 'abc', title: 'From Drive' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it('answers 404 for another firm’s id, client or case, and 403 without documents:create', async () => {
    const file = [{ bytes: PDF, filename: 'a.pdf' }];
    expect((await s.api.uploadToClient(s.admin, s.w.otherFirm.lawFirmId, s.w.clientId, file)).status).toBe(404);
    expect((await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.foreignClientId, file)).status).toBe(404);
    const other = s.w.otherFirm.admin.token;
    expect((await s.api.uploadToClient(other, s.w.firm.lawFirmId, s.w.clientId, file)).status).toBe(404);
    for (const level of ['none', 'read'] as const) {
      const res = await s.api.uploadToClient(s.w.staff[level].token, s.w.firm.lawFirmId, s.w.clientId, file);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    expect((await s.api.uploadToClient(s.w.staff.create.token, s.w.firm.lawFirmId, s.w.clientId, file)).status).toBe(
      201,
    );
  });
});

describe('POST /api/case/:lawFirmId/:clientId/:caseId/documents and GET /api/case/:caseId/documents', () => {
  it('files a document under the case: in the case’s list, not among the general documents', async () => {
    const res = await s.api.uploadToCase(
      s.admin,
      s.w.firm.lawFirmId,
      s.w.clientId,
      s.w.caseId,
      [{ bytes: PDF, filename: 'i-589.pdf' }],
      'Form I-589',
    );
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({ title: 'Form I-589', case_id: s.w.caseId, client_id: s.w.clientId });
    const ofCase = await s.api.ofCase(s.admin, s.w.caseId);
    expect(ofCase.status).toBe(200);
    expect(ofCase.body.documents).toEqual([res.body.document]);
    const general = await s.api.general(s.admin, s.w.clientId);
    expect(general.body.documents.map((d: { id: number }) => d.id)).not.toContain(res.body.document.id);
  });

  it('answers 404 for a case of another client or firm, and 403 without documents:create', async () => {
    const file = [{ bytes: PDF, filename: 'a.pdf' }];
    const { lawFirmId } = s.w.firm;
    expect((await s.api.uploadToCase(s.admin, lawFirmId, s.w.clientId, s.w.siblingCaseId, file)).status).toBe(404);
    expect((await s.api.uploadToCase(s.admin, lawFirmId, s.w.clientId, s.w.foreignCaseId, file)).status).toBe(404);
    expect((await s.api.uploadToCase(s.admin, lawFirmId, s.w.foreignClientId, s.w.foreignCaseId, file)).status).toBe(
      404,
    );
    expect((await s.api.uploadToCase(s.admin, s.w.otherFirm.lawFirmId, s.w.clientId, s.w.caseId, file)).status).toBe(
      404,
    );
    expect((await s.api.uploadToCase(s.w.staff.read.token, lawFirmId, s.w.clientId, s.w.caseId, file)).status).toBe(
      403,
    );
  });

  it('lists a case only within the firm and with documents:read', async () => {
    expect((await s.api.ofCase(s.admin, s.w.foreignCaseId)).status).toBe(404);
    expect((await s.api.ofCase(s.w.otherFirm.admin.token, s.w.caseId)).status).toBe(404);
    expect((await s.api.ofCase(s.w.staff.none.token, s.w.caseId)).status).toBe(403);
    expect((await s.api.ofCase(s.w.staff.read.token, s.w.caseId)).status).toBe(200);
  });
});

describe('GET /api/client/:clientId/general-documents', () => {
  it('lists newest first, within the firm and with documents:read', async () => {
    const first = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [
      { bytes: PDF, filename: '1.pdf' },
    ]);
    const second = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [
      { bytes: PDF, filename: '2.pdf' },
    ]);
    const ids = (await s.api.general(s.w.staff.read.token, s.w.clientId)).body.documents.map(
      (d: { id: number }) => d.id,
    );
    expect(ids.indexOf(second.body.document.id)).toBeLessThan(ids.indexOf(first.body.document.id));
    expect((await s.api.general(s.admin, s.w.foreignClientId)).status).toBe(404);
    expect((await s.api.general(s.w.otherFirm.admin.token, s.w.clientId)).status).toBe(404);
    expect((await s.api.general(s.w.staff.none.token, s.w.clientId)).status).toBe(403);
  });
});

describe('paging the document lists', () => {
  it('answers a page at a time, 12 by default, with the total over every page', async () => {
    const res = await s.api.uploadToClient(
      s.admin,
      s.w.firm.lawFirmId,
      s.w.pagedClientId,
      Array.from({ length: 5 }, (_, index) => ({ bytes: TEXT, filename: `note-${index + 1}.txt` })),
    );
    expect(res.status).toBe(201);
    const all = await s.api.general(s.admin, s.w.pagedClientId);
    expect(all.body).toMatchObject({ page: 1, page_size: 12, total: 5 });
    const newestFirst = all.body.documents.map((d: { id: number }) => d.id);
    const second = await s.api.general(s.admin, s.w.pagedClientId, '?page=2&page_size=2');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ page: 2, page_size: 2, total: 5 });
    expect(second.body.documents.map((d: { id: number }) => d.id)).toEqual(newestFirst.slice(2, 4));
    const past = await s.api.general(s.admin, s.w.pagedClientId, '?page=9&page_size=2');
    expect(past.body).toMatchObject({ documents: [], total: 5 });
  });

  it('finds documents by words of their title, any case, with the pattern characters taken literally', async () => {
    const res = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.pagedClientId, [
      { bytes: TEXT, filename: 'Passport scan.txt' },
      { bytes: TEXT, filename: 'Marriage certificate.txt' },
      { bytes: TEXT, filename: '100% done.txt' },
    ]);
    expect(res.status).toBe(201);
    const titles = async (query: string) =>
      (await s.api.general(s.admin, s.w.pagedClientId, query)).body.documents.map((d: { title: string }) => d.title);
    expect(await titles('?search=PASSPORT')).toEqual(['Passport scan.txt']);
    expect(await titles('?search=%25')).toEqual(['100% done.txt']);
    const matched = await s.api.general(s.admin, s.w.pagedClientId, '?search=cert&page_size=1');
    expect(matched.body).toMatchObject({ total: 1, documents: [{ title: 'Marriage certificate.txt' }] });
    // A blank search lists everything; another firm's client stays unknown whatever the search.
    expect((await s.api.general(s.admin, s.w.pagedClientId, '?search=%20')).body.total).toBeGreaterThanOrEqual(3);
    expect((await s.api.general(s.w.otherFirm.admin.token, s.w.pagedClientId, '?search=Passport')).status).toBe(404);
    expect((await s.api.ofCase(s.admin, s.w.caseId, '?search=no-such-title')).body).toMatchObject({ total: 0 });
  });

  it('pages a case’s documents the same way, and refuses a bad page', async () => {
    const paged = await s.api.ofCase(s.admin, s.w.caseId, '?page=1&page_size=1');
    expect(paged.status).toBe(200);
    expect(paged.body.documents).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(1);
    for (const query of ['?page=0', '?page_size=101', '?page=abc']) {
      const bad = await s.api.ofCase(s.admin, s.w.caseId, query);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('validation_failed');
    }
  });
});
