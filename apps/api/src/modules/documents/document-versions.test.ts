import { describe, expect, it } from 'vitest';
import { auditCount, documentsSuite, foreignDocument, PDF, PNG, TEXT } from '../../test/kits/documents.js';

const s = documentsSuite();
/** The names the test firms give their admin and employees. */
const ADMIN = 'Alex Admin';
const EMPLOYEE = 'Lee Limited';

interface Version {
  id: number;
  version: number;
  file_name: string;
  size: number;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
  url: string;
}

/** A document of the firm with three versions: PDF (admin), PNG (an employee), text (admin). */
async function documentWithVersions() {
  const res = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [
    { bytes: PDF, filename: 'lease.pdf' },
  ]);
  const document = res.body.document as { id: number };
  expect(
    (await s.api.newVersion(s.w.staff.update.token, document.id, { bytes: PNG, filename: 'lease.png' })).status,
  ).toBe(200);
  expect((await s.api.newVersion(s.admin, document.id, { bytes: TEXT, filename: 'lease.txt' })).status).toBe(200);
  const versions = (await s.api.versions(s.admin, document.id)).body.versions as Version[];
  return { id: document.id, versions };
}

describe('GET /api/document/:id/versions', () => {
  it('lists every version newest first with its date, author’s name and size', async () => {
    const { versions } = await documentWithVersions();
    expect(versions.map((v) => [v.version, v.file_name, v.size, v.created_by_name])).toEqual([
      [3, 'lease.txt', TEXT.length, ADMIN],
      [2, 'lease.png', PNG.length, EMPLOYEE],
      [1, 'lease.pdf', PDF.length, ADMIN],
    ]);
    expect(Number.isNaN(Date.parse(versions[0]!.created_at))).toBe(false);
  });
});

describe('POST /api/document/:id/versions/:versionId/restore', () => {
  it('adds the earlier version as the new current one and keeps every other version', async () => {
    const { id, versions } = await documentWithVersions();
    const first = versions.find((v) => v.version === 1)!;
    const res = await s.api.restore(s.w.staff.update.token, id, first.id);
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ id, version: 4, file_name: 'lease.pdf', mime_type: 'application/pdf' });
    const current = await s.api.download(s.admin, `/api/document/${id}/file`);
    expect(current.bytes.equals(PDF)).toBe(true);

    const after = (await s.api.versions(s.admin, id)).body.versions as Version[];
    expect(after.map((v) => [v.version, v.file_name, v.created_by_name])).toEqual([
      [4, 'lease.pdf', EMPLOYEE],
      [3, 'lease.txt', ADMIN],
      [2, 'lease.png', EMPLOYEE],
      [1, 'lease.pdf', ADMIN],
    ]);
    // The version it replaced is still there to download.
    expect((await s.api.download(s.admin, after[1]!.url)).bytes.equals(TEXT)).toBe(true);
    expect(await auditCount(s.t, 'document.version_restored', id)).toBe(1);
  });

  it('answers 403 without documents:update, and 404 for another firm’s document or version', async () => {
    const { id, versions } = await documentWithVersions();
    const first = versions.at(-1)!;
    for (const level of ['none', 'read', 'create'] as const) {
      expect((await s.api.restore(s.w.staff[level].token, id, first.id)).status).toBe(403);
    }
    const theirs = await foreignDocument(s.t, s.w);
    const theirVersion = theirs.versionId;
    expect((await s.api.restore(s.admin, theirs.id, theirVersion)).status).toBe(404);
    // Their version under my document, and my version as seen from their firm.
    expect((await s.api.restore(s.admin, id, theirVersion)).status).toBe(404);
    expect((await s.api.restore(s.w.otherFirm.admin.token, id, first.id)).status).toBe(404);
    expect((await s.api.versions(s.w.otherFirm.admin.token, id)).status).toBe(404);
    // Nothing changed on my document.
    expect((await s.api.versions(s.admin, id)).body.versions).toHaveLength(3);
  });
});
