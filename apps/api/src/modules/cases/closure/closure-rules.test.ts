/**
 * What a closure export may hold and where it may go: never the case's earlier exports, only the sections
 * the caller may read, only to the case's own people or the firm's staff, at most CASE_EXPORTS_MAX_LIVE
 * kept per case, and a ZIP of at most CASE_EXPORT_MAX_BYTES.
 */
import { CASE_EXPORT_MAX_BYTES, CASE_EXPORTS_MAX_LIVE, caseExportManifestSchema } from '@counsel/domain';
import { pdfjsLines } from '@counsel/invoice-document/pdf-text';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseExports, cases, clients, documents, filledForms } from '../../../db/schema/index.js';
import { addEmployee } from '../../../test/firms.js';
import { addCaseDocument, readZip } from '../../../test/kits/case-closure.js';
import { type CaseWorkKit, caseWorkKit, openCase } from '../../../test/kits/case-tasks.js';
import * as documentRepo from '../../documents/repository.js';
import { insertExport } from './repository.js';

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

let calls = 0;
const close = (caseId: number, body: object, token = kit.firm.admin.token) =>
  kit.t.app.inject({
    method: 'POST',
    url: `/api/case/${caseId}/closure`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
    // Each call from an address of its own: the route's limit of 10 a minute per address is not under test here.
    remoteAddress: `10.0.${Math.floor(++calls / 250)}.${calls % 250}`,
  });

async function newCase(title: string) {
  const res = await openCase(kit, { title });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const target = (caseId: number) => ({
  lawFirmId: kit.firm.lawFirmId,
  clientId: kit.client.clientId,
  caseId,
  userId: kit.firm.admin.id,
});

/** A case with one plain document and one filled form. */
async function caseWithFiles(title: string) {
  const caseId = await newCase(title);
  await addCaseDocument(kit.t, target(caseId), 'Interview notes', Buffer.from('notes\n'), 'notes.txt');
  const formDocument = await addCaseDocument(
    kit.t,
    target(caseId),
    'I-130 for Maria',
    Buffer.from('%PDF-1.4\n%%EOF\n'),
    'i-130.pdf',
  );
  await kit.t.services.db.insert(filledForms).values({
    lawFirmId: kit.firm.lawFirmId,
    documentId: formDocument,
    clientId: kit.client.clientId,
    caseId,
    formType: 'public',
    formId: 1,
    formTitle: 'I-130',
    schema: [],
    values: {},
    flatten: false,
    createdByUserId: kit.firm.admin.id,
  });
  return caseId;
}

async function zipOf(res: Awaited<ReturnType<typeof close>>) {
  expect(res.statusCode, res.body).toBe(200);
  const zip = await readZip(res.rawPayload);
  const manifest = caseExportManifestSchema.parse(JSON.parse(zip.get('manifest.json')!.toString('utf8')));
  const reportPath = manifest.files.find((file) => file.kind === 'report')!.path;
  // Lines joined by spaces: a long sentence wraps.
  const report = (await pdfjsLines(new Uint8Array(zip.get(reportPath)!), 'ltr')).join(' ');
  return { zip, manifest, report };
}

const exportsOf = async (caseId: number) =>
  (await kit.t.services.db.select({ n: count() }).from(caseExports).where(eq(caseExports.caseId, caseId)))[0]!.n;

describe('what a closure ZIP holds', () => {
  it('never the case’s earlier exports, though they are kept as its documents', async () => {
    const caseId = await newCase('Exported twice');
    await addCaseDocument(kit.t, target(caseId), 'Interview notes', Buffer.from('notes\n'), 'notes.txt');
    await zipOf(await close(caseId, { option: 'zip', type: 'local' }));
    expect((await close(caseId, { option: 'pdf', type: 'local' })).statusCode).toBe(200);
    const second = await zipOf(await close(caseId, { option: 'zip', type: 'local' }));
    expect(second.manifest.files.map((file) => file.path)).toEqual([
      'report/Case report Exported twice.pdf',
      'documents/Interview notes.txt',
    ]);
    expect([...second.zip.keys()].filter((name) => /\.(zip|pdf)$/.test(name) && name.startsWith('documents/'))).toEqual(
      [],
    );
    expect(second.report).not.toMatch(/Case closure (report|files) [\d-]+: Exported twice/);
    const kept = await kit.t.services.db.select().from(documents).where(eq(documents.caseId, caseId));
    // Each export is a document whose title says what it is and the day it was made.
    const exports = kept.map((d) => d.title).filter((title) => title.endsWith(': Exported twice'));
    expect(exports.map((title) => title.replace(/\d{4}-\d{2}-\d{2}/, 'DAY')).sort()).toEqual([
      'Case closure files DAY: Exported twice',
      'Case closure files DAY: Exported twice',
      'Case closure report DAY: Exported twice',
    ]);
  });

  it('only the sections its maker may read; the report and the manifest name the ones left out', async () => {
    const caseId = await caseWithFiles('Need to know');
    const casesOnly = await addEmployee(kit.t, kit.firm, { rules: [{ subject: 'cases', action: 'update' }] });
    const bare = await zipOf(await close(caseId, { option: 'zip', type: 'local' }, casesOnly.token));
    expect(bare.manifest.left_out_sections).toEqual(['documents', 'filled_forms', 'invoices', 'time']);
    expect(bare.manifest.files.map((file) => file.kind)).toEqual(['report']);
    expect([...bare.zip.keys()].some((name) => name.startsWith('documents/') || name.startsWith('forms/'))).toBe(false);
    expect(bare.report).toContain('Left out of this export, as its author may not read them');
    expect(bare.report).toContain('Documents, Filled forms, Invoices and payments, Time recorded');
    expect(bare.report).not.toContain('Interview notes');
    expect(bare.report).not.toContain('Billable value');

    const documentReader = await addEmployee(kit.t, kit.firm, {
      rules: [
        { subject: 'cases', action: 'update' },
        { subject: 'documents', action: 'read' },
        { subject: 'invoices', action: 'read' },
      ],
    });
    const some = await zipOf(await close(caseId, { option: 'zip', type: 'local' }, documentReader.token));
    expect(some.manifest.left_out_sections).toEqual(['filled_forms', 'time']);
    expect(some.manifest.files.map((file) => file.path)).toEqual([
      'report/Case report Need to know.pdf',
      'documents/Interview notes.txt',
    ]);
    expect(some.report).toContain('No invoices.');

    const all = await zipOf(await close(caseId, { option: 'zip', type: 'local' }));
    expect(all.manifest.left_out_sections).toEqual([]);
    expect(all.manifest.files.map((file) => file.path)).toEqual([
      'report/Case report Need to know.pdf',
      'documents/Interview notes.txt',
      'forms/I-130.pdf',
    ]);
    expect(all.report).not.toContain('Left out');
  });
});

describe('where a closure export may be mailed', () => {
  const mailed = (caseId: number, email: string, token?: string) =>
    close(caseId, { option: 'pdf', type: 'email', email, subject: 'Your case files' }, token);
  const outboxSize = async () => (await kit.t.services.mailer.listOutbox(kit.firm.lawFirmId, 1, 100)).items.length;

  it('refuses any address but the case’s client or contacts and the firm’s staff (422), changing nothing', async () => {
    const caseId = await newCase('Mailed with care');
    const before = await outboxSize();
    for (const email of ['someone@elsewhere.example', kit.other.admin.email]) {
      const res = await mailed(caseId, email);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'closure_recipient_not_allowed' });
    }
    expect(await outboxSize()).toBe(before);
    expect(await exportsOf(caseId)).toBe(0);
    const [row] = await kit.t.services.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row!.status).toBe('PENDING');
  });

  it('sends to the client (in any letter case), a colleague or oneself', async () => {
    const caseId = await newCase('Mailed to our people');
    for (const email of [clientEmail.toUpperCase(), kit.paralegal.email, kit.firm.admin.email]) {
      const res = await mailed(caseId, email);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().sent_to).toBe(email.toLowerCase());
    }
  });
});

describe('how much a case may export', () => {
  it(`keeps at most ${CASE_EXPORTS_MAX_LIVE} exports per case; deleting one makes room`, async () => {
    const caseId = await newCase('Exported often');
    const kept: number[] = [];
    for (let n = 1; n <= CASE_EXPORTS_MAX_LIVE; n += 1) {
      const documentId = await addCaseDocument(
        kit.t,
        target(caseId),
        `Export ${n}`,
        Buffer.from('%PDF-1.4\n'),
        'x.pdf',
      );
      await insertExport(kit.t.services.db, {
        lawFirmId: kit.firm.lawFirmId,
        caseId,
        documentId,
        format: 'pdf',
        createdByUserId: kit.firm.admin.id,
      });
      kept.push(documentId);
    }
    const refused = await close(caseId, { option: 'pdf', type: 'local' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'closure_export_limit', details: { limit: CASE_EXPORTS_MAX_LIVE } });
    expect(await exportsOf(caseId)).toBe(CASE_EXPORTS_MAX_LIVE);

    await kit.t.services.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, kept[0]!));
    expect((await close(caseId, { option: 'pdf', type: 'local' })).statusCode).toBe(200);
    expect((await close(caseId, { option: 'pdf', type: 'local' })).statusCode).toBe(422);
  });

  it('refuses a ZIP whose files come to more than the cap before writing anything; the PDF still works', async () => {
    const caseId = await newCase('Too big to zip');
    await addCaseDocument(kit.t, target(caseId), 'Small', Buffer.from('small\n'), 'small.txt');
    // A recorded size is all the check reads: a row claiming the cap and a byte more stands for a huge case.
    const stored = await kit.t.services.storage.save({
      lawFirmId: kit.firm.lawFirmId,
      bytes: Buffer.from('big\n'),
      originalName: 'big.txt',
      maxBytes: 1024,
      accept: ['text/plain'],
    });
    await documentRepo.insertDocument(
      kit.t.services.db,
      { lawFirmId: kit.firm.lawFirmId, clientId: kit.client.clientId, caseId, title: 'Big', userId: kit.firm.admin.id },
      { storageKey: stored.key, fileName: 'big.txt', mimeType: 'text/plain', sizeBytes: CASE_EXPORT_MAX_BYTES },
    );
    const documentsBefore = await kit.t.services.db.select().from(documents).where(eq(documents.caseId, caseId));
    const res = await close(caseId, { option: 'zip', type: 'local' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'closure_too_large', details: { limit: CASE_EXPORT_MAX_BYTES } });
    const documentsAfter = await kit.t.services.db.select().from(documents).where(eq(documents.caseId, caseId));
    expect(documentsAfter).toHaveLength(documentsBefore.length);
    expect(await exportsOf(caseId)).toBe(0);
    expect((await close(caseId, { option: 'pdf', type: 'local' })).statusCode).toBe(200);
  });
});
