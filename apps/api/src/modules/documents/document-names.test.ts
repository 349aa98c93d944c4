/**
 * What an upload is called and what it is: a file is named by the type its bytes are (a GIF polyglot
 * named x.html is saved as x.gif), names and titles lose control and bidirectional-override characters,
 * HTML anywhere in a text file is refused as HTML is, and the audit entry carries the file's SHA-256.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, documents, documentVersions } from '../../db/schema/index.js';
import { documentsSuite, PDF } from '../../test/kits/documents.js';

const s = documentsSuite();

// A GIF whose bytes carry a page: GIF by its signature, HTML if a browser were to open it as a page.
const GIF_POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00', 'latin1'),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);
const NOTES = 'Meeting notes: the client brought her passport and I-94. ملاحظات الاجتماع\n';
const LONG_NOTES = NOTES.repeat(Math.ceil((9 * 1024) / Buffer.byteLength(NOTES)));

async function upload(files: Array<{ bytes: Buffer; filename: string }>, title?: string) {
  return s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, files, title);
}

async function storedRow(documentId: number) {
  const [row] = await s.t.services.db
    .select({ title: documents.title, fileName: documentVersions.fileName })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.documentId, documents.id))
    .where(eq(documents.id, documentId));
  return row!;
}

describe('download names', () => {
  it('names a GIF polyglot uploaded as x.html by its type: listed, stored and downloaded as x.gif', async () => {
    const res = await upload([{ bytes: GIF_POLYGLOT, filename: 'x.html' }]);
    expect(res.status).toBe(201);
    const document = res.body.document;
    expect(document).toMatchObject({ mime_type: 'image/gif', file_name: 'x.gif' });
    expect((await storedRow(document.id)).fileName).toBe('x.gif');
    const file = await s.api.download(s.admin, document.file);
    expect(file.headers['content-type']).toMatch(/^image\/gif/);
    expect(file.headers['content-disposition']).toBe(`inline; filename="x.gif"; filename*=UTF-8''x.gif`);
    const versions = await s.api.versions(s.admin, document.id);
    expect(versions.body.versions[0].file_name).toBe('x.gif');
  });

  it('keeps an extension of the right type and adds one to a name without it', async () => {
    const upper = await upload([{ bytes: PDF, filename: 'Lease.PDF' }]);
    expect(upper.body.document.file_name).toBe('Lease.PDF');
    const bare = await upload([{ bytes: PDF, filename: 'Lease' }]);
    expect(bare.body.document.file_name).toBe('Lease.pdf');
    const download = await s.api.download(s.admin, bare.body.document.file);
    expect(download.headers['content-disposition']).toContain('filename="Lease.pdf"');
  });
});

describe('names and titles', () => {
  it('stores a name and title with U+202E (right-to-left override) without it, everywhere', async () => {
    const res = await upload([{ bytes: PDF, filename: 'contract\u202Efdp.exe' }]);
    expect(res.status).toBe(201);
    const document = res.body.document;
    expect(document).toMatchObject({ title: 'contractfdp.exe', file_name: 'contractfdp.pdf' });
    expect(await storedRow(document.id)).toEqual({ title: 'contractfdp.exe', fileName: 'contractfdp.pdf' });
    const file = await s.api.download(s.admin, document.file);
    expect(file.headers['content-disposition']).not.toMatch(/%E2%80%AE|\u202E/i);

    const titled = await upload([{ bytes: PDF, filename: 'lease.pdf' }], 'Lease \u202Egnp.exe\u2066 signed\u0007');
    expect(titled.status).toBe(201);
    expect((await storedRow(titled.body.document.id)).title).toBe('Lease gnp.exe signed');
  });

  it('keeps the marks Arabic titles use (RLM, LRM, ALM)', async () => {
    const title = 'عقد الإيجار (\u200F2024\u200F) \u061Cنسخة\u200E A';
    const res = await upload([{ bytes: PDF, filename: 'عقد.pdf' }], title);
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({ title, file_name: 'عقد.pdf' });
  });
});

describe('HTML in text past the first 8 KiB', () => {
  it('refuses a text file with <script> after 9 KiB as HTML (415), as it does one that starts with it', async () => {
    const before = await s.api.general(s.admin, s.w.clientId);
    const hidden = Buffer.from(`${LONG_NOTES}<script>alert(document.cookie)</script>\n`, 'utf8');
    expect(hidden.indexOf('<script>')).toBeGreaterThan(9 * 1024);
    const res = await upload([{ bytes: hidden, filename: 'notes.txt' }]);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_file_type', details: { detected: 'text/html' } });
    const plain = await upload([{ bytes: Buffer.from(LONG_NOTES), filename: 'notes.txt' }]);
    expect(plain.status).toBe(201);
    expect(plain.body.document.mime_type).toBe('text/plain');
    expect((await s.api.general(s.admin, s.w.clientId)).body.total).toBe(before.body.total + 1);
  });
});

describe('the audit trail', () => {
  it('records the SHA-256 and size of the bytes received, on upload and on a new version', async () => {
    const res = await upload([{ bytes: PDF, filename: 'proof.pdf' }]);
    const id = res.body.document.id as number;
    const version = Buffer.concat([PDF, Buffer.from('% second version\n')]);
    expect((await s.api.newVersion(s.admin, id, { bytes: version, filename: 'proof.pdf' })).status).toBe(200);
    const details = async (action: string) => {
      const [row] = await s.t.services.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));
      return row?.details;
    };
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(await details('document.created')).toMatchObject({ sha256: sha(PDF), size: PDF.length });
    expect(await details('document.version_added')).toMatchObject({ sha256: sha(version), size: version.length });
  });
});
