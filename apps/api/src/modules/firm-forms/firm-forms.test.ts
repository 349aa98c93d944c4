import { FIRM_FORM_MAX_BYTES, FIRM_FORM_MESSAGES } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmForms } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { auditCount, HTML, PNG } from '../../test/kits/documents.js';
import { buildWorld, type FormsWorld, formsApi, samplePdf } from '../../test/kits/firm-forms.js';
import { uscisPdf } from '../../test/kits/forms.js';

let t: TestApp;
let w: FormsWorld;
let api: ReturnType<typeof formsApi>;
let firmId: number;
let pdf: Buffer;

const as = (token: string, lawFirmId = firmId) => formsApi(t, token, lawFirmId);
const formRows = async () => {
  const [row] = await t.services.db.select({ n: count() }).from(firmForms).where(eq(firmForms.lawFirmId, firmId));
  return row?.n ?? 0;
};

async function folder(name: string, parentId = 0) {
  const res = await api.createFolder(parentId, { directory_name: name });
  expect(res.status).toBe(201);
  return res.body.directory as { id: number; path: string; directory_name: string; parent_id: number | null };
}

async function upload(title: string, directoryId?: number) {
  const fields: Record<string, string> = { title };
  if (directoryId !== undefined) fields.directory_id = String(directoryId);
  const res = await api.upload(fields, { bytes: pdf, filename: `${title}.pdf`, type: 'application/pdf' });
  expect(res.status).toBe(201);
  return res.body.form as { id: number; title: string; file: string };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  firmId = w.firm.lawFirmId;
  api = as(w.firm.admin.token);
  pdf = await samplePdf();
});
afterAll(() => t.close());

describe('POST /firm-legal-form/{lawFirmId}/{directoryId}/directory', () => {
  it('creates a folder at the root (0) and inside it, trimmed, with paths, from JSON or form data; audited', async () => {
    const root = await api.createFolder(0, { directory_name: '  Intake ', path: '/' });
    expect(root.status).toBe(201);
    expect(root.body.directory).toMatchObject({ directory_name: 'Intake', path: '/Intake', parent_id: null });
    const child = await api.createFolderWithFormData(root.body.directory.id, {
      directory_name: 'نماذج العملاء',
      path: '/Intake',
    });
    expect(child.status).toBe(201);
    expect(child.body.directory).toMatchObject({ path: '/Intake/نماذج العملاء', parent_id: root.body.directory.id });
    expect(await auditCount(t, 'firm_form_directory.created', child.body.directory.id)).toBe(1);
    const all = await api.folders();
    expect(all.status).toBe(200);
    expect(all.body.directories.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['/Intake', '/Intake/نماذج العملاء']),
    );
  });

  it('refuses a blank name (400), a sibling of the same name in any case (409), a stale path (409); nothing made', async () => {
    const before = (await api.folders()).body.directories.length;
    const blank = await api.createFolder(0, { directory_name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'validation_failed', fields: { directory_name: expect.any(String) } });
    expect((await api.createFolderWithFormData(0, {})).status).toBe(400);
    await folder('Contracts');
    const twin = await api.createFolder(0, { directory_name: 'CONTRACTS' });
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({
      code: 'directory_name_taken',
      fields: { directory_name: FIRM_FORM_MESSAGES.nameTaken },
    });
    const stale = await api.createFolder(0, { directory_name: 'New', path: '/Renamed' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'directory_path_mismatch', details: { path: '/' } });
    expect((await api.folders()).body.directories.length).toBe(before + 1);
  });

  it('takes the spec’s form data with path as the new folder’s own path, or the parent’s, slashes and case aside', async () => {
    const visas = await api.createFolderWithFormData(0, { directory_name: 'Visa forms', path: '/Visa forms' });
    expect(visas.status).toBe(201);
    expect(visas.body.directory).toMatchObject({ directory_name: 'Visa forms', path: '/Visa forms', parent_id: null });
    const parentId = visas.body.directory.id as number;
    const own = await api.createFolderWithFormData(parentId, {
      directory_name: 'Petitions',
      path: 'visa FORMS/petitions/',
    });
    expect([own.status, own.body.directory?.path]).toEqual([201, '/Visa forms/Petitions']);
    const parents = await api.createFolderWithFormData(parentId, { directory_name: 'Waivers', path: '/Visa forms/' });
    expect([parents.status, parents.body.directory?.path]).toEqual([201, '/Visa forms/Waivers']);
    // A path naming another place says the screen is stale: 409 with where the folder would go.
    const elsewhere = await api.createFolderWithFormData(parentId, { directory_name: 'Visas', path: '/Intake/Visas' });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toMatchObject({ code: 'directory_path_mismatch', details: { path: '/Visa forms' } });
  });

  it("answers 404 for another firm's id or parent folder, 403 without create on forms", async () => {
    const theirs = await as(w.otherFirm.admin.token, w.otherFirm.lawFirmId).createFolder(0, { directory_name: 'X' });
    expect(theirs.status).toBe(201);
    expect((await api.createFolder(theirs.body.directory.id, { directory_name: 'In theirs' })).status).toBe(404);
    expect((await as(w.firm.admin.token, w.otherFirm.lawFirmId).createFolder(0, { directory_name: 'Y' })).status).toBe(
      404,
    );
    expect((await api.createFolder(999999, { directory_name: 'Nowhere' })).status).toBe(404);
    expect((await as(w.staff.read.token).createFolder(0, { directory_name: 'Read only' })).status).toBe(403);
    expect((await as(w.staff.create.token).createFolder(0, { directory_name: 'Creator' })).status).toBe(201);
  });
});

describe('GET /firm-legal-form/{lawFirmId}/directories', () => {
  it("answers 404 for another firm's id and 403 without read on forms", async () => {
    expect((await as(w.firm.admin.token, w.otherFirm.lawFirmId).folders()).status).toBe(404);
    expect((await as(w.staff.none.token).folders()).status).toBe(403);
    const read = await as(w.staff.read.token).folders();
    expect(read.status).toBe(200);
    expect(read.body.directories.every((d: { path: string }) => d.path !== '/X')).toBe(true);
  });
});

describe('POST /firm-legal-form/{firmId}/form-upload', () => {
  it('stores a PDF with its title, or the file name without .pdf; the download is the same bytes, sandboxed', async () => {
    const box = await folder('Uploads');
    const titled = await upload('Client questionnaire', box.id);
    expect(titled).toMatchObject({
      title: 'Client questionnaire',
      version: 1,
      directory: { id: box.id, path: '/Uploads' },
      directory_name: 'Uploads',
    });
    expect(await auditCount(t, 'firm_form.created', titled.id)).toBe(1);
    const untitled = await api.upload({}, { bytes: pdf, filename: 'Retainer Agreement.PDF' });
    expect(untitled.status).toBe(201);
    expect(untitled.body.form).toMatchObject({ title: 'Retainer Agreement', directory: null, directory_name: null });
    const longName = await api.upload({}, { bytes: pdf, filename: `${'ن'.repeat(300)}.pdf` });
    expect(longName.status).toBe(201);
    expect(longName.body.form.title).toBe('ن'.repeat(255));
    const file = await api.download(titled.file);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline;/);
    expect(Buffer.compare(file.bytes, pdf)).toBe(0);
    const current = await api.download(`/api/firm-legal-form/${firmId}/forms/${titled.id}/file`);
    expect(Buffer.compare(current.bytes, pdf)).toBe(0);
    const fields = (await PDFDocument.load(current.bytes)).getForm().getFields();
    expect(fields.map((field) => field.getName())).toEqual(['client.name']);
  });

  it('takes a real USCIS form (G-28), encrypted XFA hybrid as published, byte for byte', async () => {
    const bytes = uscisPdf('g-28.pdf');
    const res = await api.upload({}, { bytes, filename: 'g-28.pdf' });
    expect(res.status).toBe(201);
    expect(res.body.form).toMatchObject({ title: 'g-28', size: bytes.length });
    expect(Buffer.compare((await api.download(res.body.form.file)).bytes, bytes)).toBe(0);
  });

  it('refuses a PNG and an HTML page named .pdf with 415, the text in `error`; nothing is stored', async () => {
    const before = await formRows();
    for (const bytes of [PNG, HTML]) {
      const res = await api.upload({ title: 'Fake' }, { bytes, filename: 'fake.pdf', type: 'application/pdf' });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: 'unsupported_file_type',
        message: FIRM_FORM_MESSAGES.pdfOnly,
        error: FIRM_FORM_MESSAGES.pdfOnly,
        details: { accepted: ['application/pdf'] },
      });
    }
    expect(await formRows()).toBe(before);
  });

  it('refuses a file over 25 MiB with 413 and no file with 400, both with `error`', async () => {
    const before = await formRows();
    const big = Buffer.concat([pdf, Buffer.alloc(FIRM_FORM_MAX_BYTES + 1 - pdf.length)]);
    const tooLarge = await api.upload({}, { bytes: big, filename: 'big.pdf' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'payload_too_large', error: expect.any(String) });
    const none = await api.upload({ title: 'No file' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ fields: { form: FIRM_FORM_MESSAGES.fileRequired }, error: expect.any(String) });
    const long = await api.upload({ title: 'x'.repeat(300) }, { bytes: pdf, filename: 'a.pdf' });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ title: FIRM_FORM_MESSAGES.titleTooLong });
    const badFolder = await api.upload({ directory_id: 'abc' }, { bytes: pdf, filename: 'a.pdf' });
    expect(badFolder.status).toBe(400);
    expect(await formRows()).toBe(before);
  });

  it("answers 404 for another firm's id or folder, 403 without create on forms", async () => {
    const theirs = await as(w.otherFirm.admin.token, w.otherFirm.lawFirmId).createFolder(0, {
      directory_name: 'Theirs',
    });
    const res = await api.upload({ directory_id: String(theirs.body.directory.id) }, { bytes: pdf, filename: 'a.pdf' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(res.body.message);
    const other = await as(w.firm.admin.token, w.otherFirm.lawFirmId).upload({}, { bytes: pdf, filename: 'a.pdf' });
    expect(other.status).toBe(404);
    expect((await as(w.staff.read.token).upload({}, { bytes: pdf, filename: 'a.pdf' })).status).toBe(403);
    expect((await as(w.staff.create.token).upload({}, { bytes: pdf, filename: 'a.pdf' })).status).toBe(201);
  });
});

describe('GET /firm-legal-form/{lawFirmId}/all-forms', () => {
  it('lists the whole library, the root (0), or one folder with its sub-folders and breadcrumbs', async () => {
    const area = await folder('Family');
    const inner = await folder('I-130 packets', area.id);
    const inArea = await upload('Family questionnaire', area.id);
    const inInner = await upload('Sponsor checklist', inner.id);
    const atRoot = await upload('Root form');
    const all = await api.list();
    expect(all.status).toBe(200);
    const allIds = all.body.forms.map((f: { id: number }) => f.id);
    expect(allIds).toEqual(expect.arrayContaining([inArea.id, inInner.id, atRoot.id]));
    expect(all.body.directory).toBeNull();

    const root = await api.list('?directory_id=0');
    expect(root.body.forms.map((f: { id: number }) => f.id)).toContain(atRoot.id);
    expect(root.body.forms.map((f: { id: number }) => f.id)).not.toContain(inArea.id);
    expect(root.body.directories.map((d: { id: number }) => d.id)).toContain(area.id);
    expect(root.body.directories.map((d: { id: number }) => d.id)).not.toContain(inner.id);

    const one = await api.list(`?directory_id=${inner.id}`);
    expect(one.body.forms).toEqual([
      expect.objectContaining({ id: inInner.id, directory: { id: inner.id, path: '/Family/I-130 packets' } }),
    ]);
    expect(one.body.directory).toMatchObject({ id: inner.id, directory_name: 'I-130 packets' });
    expect(one.body.breadcrumbs).toEqual([
      { id: area.id, name: 'Family' },
      { id: inner.id, name: 'I-130 packets' },
    ]);
  });

  it('says how much each folder holds directly (live forms and sub-folders), in every listing', async () => {
    const shelf = await folder('Shelf');
    const sub = await folder('Sub-shelf', shelf.id);
    await upload('On the shelf', shelf.id);
    const gone = await upload('Deleted from the shelf', shelf.id);
    expect((await api.deleteForm(gone.id)).status).toBe(204);
    const empty = await folder('Empty shelf');
    const countOf = (directories: Array<{ id: number; item_count: number }>, id: number) =>
      directories.find((d) => d.id === id)?.item_count;

    const root = (await api.list('?directory_id=0')).body;
    expect(countOf(root.directories, shelf.id)).toBe(2);
    expect(countOf(root.directories, empty.id)).toBe(0);
    const inside = (await api.list(`?directory_id=${shelf.id}`)).body;
    expect(inside.directory.item_count).toBe(2);
    expect(countOf(inside.directories, sub.id)).toBe(0);
    const whole = (await api.folders()).body.directories;
    expect(countOf(whole, shelf.id)).toBe(2);
    expect(countOf((await api.list()).body.directories, sub.id)).toBe(0);
  });

  it("answers 404 for another firm's id or folder and 403 without read on forms", async () => {
    const theirs = await as(w.otherFirm.admin.token, w.otherFirm.lawFirmId).createFolder(0, { directory_name: 'Z' });
    expect((await api.list(`?directory_id=${theirs.body.directory.id}`)).status).toBe(404);
    expect((await as(w.firm.admin.token, w.otherFirm.lawFirmId).list()).status).toBe(404);
    expect((await api.list('?directory_id=-1')).status).toBe(400);
    expect((await as(w.staff.none.token).list()).status).toBe(403);
    expect((await as(w.staff.read.token).list()).status).toBe(200);
  });
});

describe('downloads and deletes', () => {
  it("answers 404 for another firm's form or a wrong version, 403 without read", async () => {
    const form = await upload('Private form');
    const other = as(w.otherFirm.admin.token, w.otherFirm.lawFirmId);
    expect((await other.download(form.file)).status).toBe(404);
    expect((await other.download(`/api/firm-legal-form/${w.otherFirm.lawFirmId}/forms/${form.id}/file`)).status).toBe(
      404,
    );
    expect((await api.download(`/api/firm-legal-form/${firmId}/forms/${form.id}/versions/999999/file`)).status).toBe(
      404,
    );
    expect((await as(w.staff.none.token).download(form.file)).status).toBe(403);
    expect((await as(w.staff.read.token).download(form.file)).status).toBe(200);
  });

  it('deletes a form softly (manage only), audited; it is gone from the list and the download', async () => {
    const form = await upload('To delete');
    expect((await as(w.staff.update.token).deleteForm(form.id)).status).toBe(403);
    expect((await as(w.otherFirm.admin.token, w.otherFirm.lawFirmId).deleteForm(form.id)).status).toBe(404);
    expect((await as(w.staff.manage.token).deleteForm(form.id)).status).toBe(204);
    expect(await auditCount(t, 'firm_form.deleted', form.id)).toBe(1);
    expect((await api.list()).body.forms.map((f: { id: number }) => f.id)).not.toContain(form.id);
    expect((await api.download(form.file)).status).toBe(404);
    expect((await api.deleteForm(form.id)).status).toBe(404);
  });

  it('deletes a folder only when empty (422 otherwise), audited; renames it with the sibling rule', async () => {
    const full = await folder('Full');
    const form = await upload('Inside', full.id);
    const refused = await api.deleteFolder(full.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('directory_not_empty');
    expect((await api.deleteForm(form.id)).status).toBe(204);
    expect((await as(w.staff.update.token).deleteFolder(full.id)).status).toBe(403);
    expect((await as(w.otherFirm.admin.token, w.otherFirm.lawFirmId).deleteFolder(full.id)).status).toBe(404);
    expect((await api.deleteFolder(full.id)).status).toBe(204);
    expect(await auditCount(t, 'firm_form_directory.deleted', full.id)).toBe(1);

    const one = await folder('Alpha');
    await folder('Beta');
    expect((await api.renameFolder(one.id, { directory_name: 'beta' })).status).toBe(409);
    expect((await as(w.staff.create.token).renameFolder(one.id, { directory_name: 'Gamma' })).status).toBe(403);
    expect(
      (await as(w.otherFirm.admin.token, w.otherFirm.lawFirmId).renameFolder(one.id, { directory_name: 'G' })).status,
    ).toBe(404);
    const renamed = await as(w.staff.update.token).renameFolder(one.id, { directory_name: 'Gamma' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.directory).toMatchObject({ directory_name: 'Gamma', path: '/Gamma', item_count: 0 });
    expect(await auditCount(t, 'firm_form_directory.renamed', one.id)).toBe(1);
  });
});
