import { DOCUMENT_MAX_BYTES } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.js';
import { auditCount, documentsSuite, foreignDocument, HTML, PDF, PNG, SVG, TEXT } from '../../test/kits/documents.js';

const s = documentsSuite();

async function upload(bytes: Buffer, filename: string) {
  const res = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [{ bytes, filename }]);
  expect(res.status).toBe(201);
  return res.body.document as { id: number; file: string; mime_type: string };
}

describe('types and limits', () => {
  it('refuses HTML renamed .png with 415 in our error shape, and files of no accepted type', async () => {
    const html = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [
      { bytes: HTML, filename: 'x.png' },
    ]);
    expect(html.status).toBe(415);
    expect(html.body).toMatchObject({
      code: 'unsupported_file_type',
      message: expect.any(String),
      details: { detected: 'text/html' },
    });
    const zip = Buffer.from('504b0304140000000000000000000000000000000000000000000000000000', 'hex');
    const binary = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [
      { bytes: zip, filename: 'a.pdf' },
    ]);
    expect(binary.status).toBe(415);
    expect((await s.api.general(s.admin, s.w.clientId)).body.documents).toEqual([]);
  });

  it('refuses a file over 25 MiB with 413 in our error shape, on upload and on a new version', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const res = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [
      { bytes: big, filename: 'big.pdf' },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'payload_too_large', message: expect.any(String) });
    // Exactly 25 MiB is fine (the route's limit, not the app's default of 20 MiB, applies).
    const exact = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    const fits = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [
      { bytes: exact, filename: 'fits.pdf' },
    ]);
    expect(fits.status).toBe(201);
    expect(fits.body.document.size).toBe(DOCUMENT_MAX_BYTES);
    const document = await upload(PDF, 'small.pdf');
    const version = await s.api.newVersion(s.admin, document.id, { bytes: big, filename: 'big.pdf' });
    expect(version.status).toBe(413);
    expect(version.body.code).toBe('payload_too_large');
  });

  it('takes SVG, and serves it only as an attachment, never sniffed, in a sandbox', async () => {
    const document = await upload(SVG, 'logo.svg');
    expect(document.mime_type).toBe('image/svg+xml');
    const res = await s.api.download(s.admin, document.file);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="logo.svg"; filename*=UTF-8''logo.svg`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.bytes.equals(SVG)).toBe(true);
  });

  it('serves a PDF inline and text as an attachment, with the original name kept', async () => {
    const pdf = await upload(PDF, 'Pasaporte de María.pdf');
    const served = await s.api.download(s.admin, `/api/document/${pdf.id}/file`);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Pasaporte de Mar_a.pdf"; filename*=UTF-8''Pasaporte%20de%20Mar%C3%ADa.pdf`,
    );
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.bytes.equals(PDF)).toBe(true);
    const text = await s.api.download(s.admin, (await upload(TEXT, 'notes.txt')).file);
    expect(text.headers['content-disposition']).toMatch(/^attachment;/);
    expect(text.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('versions', () => {
  it('adds a version with PUT update-document; every earlier version stays downloadable', async () => {
    const document = await upload(PDF, 'contract.pdf');
    const res = await s.api.newVersion(s.admin, document.id, { bytes: PNG, filename: 'contract-signed.png' });
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({
      id: document.id,
      version: 2,
      file_name: 'contract-signed.png',
      mime_type: 'image/png',
    });
    expect(await auditCount(s.t, 'document.version_added', document.id)).toBe(1);
    const current = await s.api.download(s.admin, `/api/document/${document.id}/file`);
    expect(current.bytes.equals(PNG)).toBe(true);

    const versions = await s.api.versions(s.admin, document.id);
    expect(versions.status).toBe(200);
    expect(versions.body.versions.map((v: { version: number; file_name: string }) => [v.version, v.file_name])).toEqual(
      [
        [2, 'contract-signed.png'],
        [1, 'contract.pdf'],
      ],
    );
    const first = await s.api.download(s.admin, versions.body.versions[1].url);
    expect(first.status).toBe(200);
    expect(first.bytes.equals(PDF)).toBe(true);
    expect(first.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a new version without a file or of a refused type, and keeps the current one', async () => {
    const document = await upload(PDF, 'kept.pdf');
    const { multipart } = await import('../../test/kits/team.js');
    const empty = await multipart({ note: 'no file' });
    const none = await s.t.call('PUT', `/api/document/update-document/${document.id}`, { token: s.admin, ...empty });
    expect(none.status).toBe(400);
    expect((await s.api.newVersion(s.admin, document.id, { bytes: HTML, filename: 'kept.pdf' })).status).toBe(415);
    expect((await s.api.versions(s.admin, document.id)).body.versions).toHaveLength(1);
  });

  it('answers 404 for another firm’s document or version and 403 without the permission', async () => {
    const document = await upload(PDF, 'mine.pdf');
    const theirs = await foreignDocument(s.t, s.w);
    const versionId = theirs.versionId;
    const file = { bytes: PNG, filename: 'x.png' };

    expect((await s.api.newVersion(s.admin, theirs.id, file)).status).toBe(404);
    expect((await s.api.versions(s.admin, theirs.id)).status).toBe(404);
    expect((await s.api.download(s.admin, theirs.file)).status).toBe(404);
    expect((await s.api.download(s.admin, `/api/document/${theirs.id}/file`)).status).toBe(404);
    // Their version under my document's id is not mine either.
    expect((await s.api.download(s.admin, `/api/document/${document.id}/versions/${versionId}/file`)).status).toBe(404);
    expect((await s.api.remove(s.admin, theirs.id)).status).toBe(404);

    expect((await s.api.newVersion(s.w.staff.create.token, document.id, file)).status).toBe(403);
    expect((await s.api.newVersion(s.w.staff.update.token, document.id, file)).status).toBe(200);
    expect((await s.api.versions(s.w.staff.none.token, document.id)).status).toBe(403);
    expect((await s.api.download(s.w.staff.none.token, document.file)).status).toBe(403);
    expect((await s.api.download(s.w.staff.none.token, `/api/document/${document.id}/file`)).status).toBe(403);
    expect((await s.api.download(s.w.staff.read.token, document.file)).status).toBe(200);
  });
});

describe('DELETE /api/document/:id', () => {
  it('hides the document everywhere, keeps the row and the files, and records it in the audit log', async () => {
    const document = await upload(PDF, 'old.pdf');
    expect((await s.api.remove(s.w.staff.update.token, document.id)).status).toBe(403);
    const res = await s.api.remove(s.w.staff.manage.token, document.id);
    expect(res.status).toBe(204);
    expect(await auditCount(s.t, 'document.deleted', document.id)).toBe(1);
    const ids = (await s.api.general(s.admin, s.w.clientId)).body.documents.map((d: { id: number }) => d.id);
    expect(ids).not.toContain(document.id);
    expect((await s.api.download(s.admin, document.file)).status).toBe(404);
    expect((await s.api.versions(s.admin, document.id)).status).toBe(404);
    expect((await s.api.newVersion(s.admin, document.id, { bytes: PDF, filename: 'x.pdf' })).status).toBe(404);
    expect((await s.api.remove(s.admin, document.id)).status).toBe(404);
    const [row] = await s.t.services.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row).toMatchObject({ deletedByUserId: s.w.staff.manage.id, deletedAt: expect.any(Date) });
  });
});
