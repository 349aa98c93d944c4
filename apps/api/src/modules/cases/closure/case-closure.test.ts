import { createHash } from 'node:crypto';
import { caseExportManifestSchema } from '@counsel/domain';
import { pdfjsLines } from '@counsel/invoice-document/pdf-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, caseExports, cases, clients, documents } from '../../../db/schema/index.js';
import { addCaseDocument, readZip } from '../../../test/kits/case-closure.js';
import { type CaseWorkKit, caseWorkKit, openCase } from '../../../test/kits/case-tasks.js';

let kit: CaseWorkKit;
beforeAll(async () => {
  kit = await caseWorkKit();
  // Closure files are mailed only to the case's own people: this client's address.
  await kit.t.services.db
    .update(clients)
    .set({ email: 'maria@client.example' })
    .where(eq(clients.id, kit.client.clientId));
});
afterAll(() => kit.t.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const close = (caseId: number, body: unknown, token = kit.firm.admin.token) =>
  kit.t.app.inject({
    method: 'POST',
    url: `/api/case/${caseId}/closure`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });

async function newCase(fields: Record<string, string> = {}) {
  const res = await openCase(kit, fields);
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function withDocuments(caseId: number) {
  const target = { lawFirmId: kit.firm.lawFirmId, clientId: kit.client.clientId, caseId, userId: kit.firm.admin.id };
  const notes = Buffer.from('Interview notes: the client brought the marriage certificate.\n');
  await addCaseDocument(kit.t, target, 'Interview notes', notes, 'notes.txt');
  await addCaseDocument(
    kit.t,
    target,
    'Interview notes',
    Buffer.from('A second file of the same title.\n'),
    'notes.txt',
  );
  const gone = await addCaseDocument(kit.t, target, 'Deleted draft', Buffer.from('draft\n'), 'draft.txt');
  await kit.t.services.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, gone));
  return notes;
}

describe('POST /api/case/:caseId/closure', () => {
  it('downloads a ZIP of the report and the live documents with a manifest, and closes the case, audited', async () => {
    const caseId = await newCase({ title: 'Archive me' });
    const notes = await withDocuments(caseId);
    const res = await close(caseId, { option: 'zip', type: 'local' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment');
    const zip = await readZip(res.rawPayload);
    const manifest = caseExportManifestSchema.parse(JSON.parse(zip.get('manifest.json')!.toString('utf8')));
    expect(manifest.case).toEqual({ id: caseId, title: 'Archive me' });
    expect(manifest.files.map((f) => [f.path, f.kind])).toEqual([
      ['report/Case report Archive me.pdf', 'report'],
      ['documents/Interview notes.txt', 'document'],
      ['documents/Interview notes (2).txt', 'document'],
    ]);
    for (const file of manifest.files) {
      expect(zip.get(file.path)!.length).toBe(file.size);
      expect(sha(zip.get(file.path)!)).toBe(file.sha256);
    }
    expect(zip.get('documents/Interview notes.txt')).toEqual(notes);
    const [row] = await kit.t.services.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row).toMatchObject({ status: 'CLOSED' });
    expect(row!.closedAt).not.toBeNull();
    const audits = await kit.t.services.db.select().from(auditLog).where(eq(auditLog.action, 'case.closed'));
    expect(audits.some((a) => a.entityId === String(caseId))).toBe(true);
    // The export is kept as one of the case's documents.
    const kept = await kit.t.services.db.select().from(documents).where(eq(documents.caseId, caseId));
    expect(kept.map((d) => d.title)).toContainEqual(
      expect.stringMatching(/^Case closure files \d{4}-\d{2}-\d{2}: Archive me$/),
    );
  });

  it('writes the report in the case’s language, English or Arabic, with a text layer that reads back', async () => {
    const english = await newCase({ title: 'Naturalization report' });
    const res = await close(english, { option: 'pdf', type: 'local' });
    expect(res.headers['content-type']).toBe('application/pdf');
    const lines = (await pdfjsLines(new Uint8Array(res.rawPayload), 'ltr')).join('\n');
    expect(lines).toContain('Case report: Naturalization report');
    expect(lines).toContain('Step 1: Intake');
    expect(lines).toContain('Mail the petition To do Paul Paralegal');
    expect(lines).toContain('Alternative path: Online filing');
    const arabic = await newCase({ title: 'قضية لجوء', language: 'ar' });
    const ar = await close(arabic, { option: 'pdf', type: 'local' });
    const arLines = (await pdfjsLines(new Uint8Array(ar.rawPayload), 'rtl'))
      .map((line) => line.replace(/[\u200B\u200E\u200F\u202A-\u202E]/g, ''))
      .join('\n');
    expect(arLines).toContain('تقرير القضية: قضية لجوء');
    expect(arLines).toContain('الخطوات والمهام');
  });

  it('mails a link (never the file); the link downloads, stores only a hash, and stops working when expired', async () => {
    const caseId = await newCase({ title: 'Mailed export' });
    const before = (await kit.t.services.mailer.listOutbox(kit.firm.lawFirmId, 1, 100)).items.length;
    const res = await close(caseId, {
      option: 'pdf',
      type: 'email',
      email: 'Maria@Client.example',
      subject: 'Your files',
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent.sent_to).toBe('maria@client.example');
    const mails = (await kit.t.services.mailer.listOutbox(kit.firm.lawFirmId, 1, 100)).items;
    expect(mails.length).toBe(before + 1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Your files');
    const link = /\/api\/case-exports\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')!;
    expect(link).not.toBeNull();
    const [row] = await kit.t.services.db.select().from(caseExports).where(eq(caseExports.caseId, caseId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(link[1]!).digest('hex'));
    const download = await kit.t.app.inject({ method: 'GET', url: `/api/case-exports/${link[1]}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await kit.t.services.db
      .update(caseExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(caseExports.id, row!.id));
    expect((await kit.t.app.inject({ method: 'GET', url: `/api/case-exports/${link[1]}` })).statusCode).toBe(410);
    expect((await kit.t.app.inject({ method: 'GET', url: `/api/case-exports/${'x'.repeat(43)}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input (400), a user without update on cases (403) and another firm’s case (404), changing nothing', async () => {
    const caseId = await newCase({ title: 'Still open' });
    expect((await close(caseId, { option: 'tar', type: 'local' })).statusCode).toBe(400);
    expect((await close(caseId, { option: 'pdf', type: 'email', subject: 'Files' })).statusCode).toBe(400);
    expect(
      (await close(caseId, { option: 'pdf', type: 'email', email: 'a@b.example', subject: 'ab' })).statusCode,
    ).toBe(400);
    expect((await close(caseId, { option: 'pdf', type: 'local' }, kit.reader.token)).statusCode).toBe(403);
    expect((await close(caseId, { option: 'pdf', type: 'local' }, kit.other.admin.token)).statusCode).toBe(404);
    const [row] = await kit.t.services.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row!.status).toBe('PENDING');
    const exported = await kit.t.services.db.select().from(caseExports).where(eq(caseExports.caseId, caseId));
    expect(exported).toHaveLength(0);
  });
});
