import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmFormVersions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { auditCount } from '../../test/kits/documents.js';
import { buildWorld, type FormsWorld, formsApi } from '../../test/kits/firm-forms.js';

let t: TestApp;
let w: FormsWorld;
let firmId: number;

/** A two-page letter-size PDF with text only: nothing to extract until fields are placed. */
async function pdfWithoutFields(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of ['Engagement letter', 'Signatures']) {
    pdf.addPage([612, 792]).drawText(text, { x: 72, y: 720, size: 18, font });
  }
  return Buffer.from(await pdf.save());
}

async function uploadBlank(token = w.firm.admin.token, lawFirmId = firmId) {
  const res = await formsApi(t, token, lawFirmId).upload(
    { title: 'Engagement' },
    { bytes: await pdfWithoutFields(), filename: 'engagement.pdf', type: 'application/pdf' },
  );
  expect(res.status).toBe(201);
  return res.body.form as { id: number; version: number; file: string };
}

const place = (formId: number, body: unknown, token = w.firm.admin.token, lawFirmId = firmId) =>
  t.call('POST', `/api/firm-legal-form/${lawFirmId}/forms/${formId}/fields`, { token, body });
const extract = (formId: number, token = w.firm.admin.token) =>
  t.call('POST', '/api/document/extract-form-fields', { token, body: { form: { form_type: 'law_firm', id: formId } } });
const versionsOf = (formId: number) =>
  t.services.db.select().from(firmFormVersions).where(eq(firmFormVersions.formId, formId));

const fields = [
  { page: 1, x: 72, y: 640, width: 180, height: 20, type: 'text', label: ' Client full name ' },
  { page: 1, x: 300, y: 640, width: 100, height: 20, type: 'date', label: 'Start' },
  { page: 2, x: 72, y: 500, width: 14, height: 14, type: 'checkbox', label: 'I agree to the terms' },
  { page: 2, x: 72, y: 400, width: 200, height: 36, type: 'signature', label: 'Date signed by the client' },
];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  firmId = w.firm.lawFirmId;
});
afterAll(() => t.close());

describe('POST /firm-legal-form/{lawFirmId}/forms/{formId}/fields', () => {
  it('writes real fields into a new version that extraction reads back with their types and labels', async () => {
    const form = await uploadBlank();
    expect((await extract(form.id)).body).toEqual([]);
    const first = await formsApi(t, w.firm.admin.token, firmId).download(form.file);

    const res = await place(form.id, { fields }, w.staff.create.token);
    expect(res.status).toBe(200);
    expect(res.body.form).toMatchObject({ id: form.id, version: 2, title: 'Engagement' });
    expect(res.body.form.file).not.toBe(form.file);

    const extracted = await extract(form.id);
    expect(extracted.status).toBe(200);
    expect(extracted.body.map((f: { name: string; label: string; type: string }) => [f.name, f.type, f.label])).toEqual(
      [
        ['text_1', 'text', 'Client full name'],
        ['date_2', 'date', 'Start'],
        ['checkbox_3', 'checkbox', 'I agree to the terms'],
        ['signature_4', 'signature', 'Date signed by the client'],
      ],
    );

    // The widgets sit where they were placed, on their pages.
    const saved = await PDFDocument.load(
      (await formsApi(t, w.firm.admin.token, firmId).download(res.body.form.file)).bytes,
    );
    const checkbox = saved.getForm().getCheckBox('checkbox_3').acroField.getWidgets()[0]!;
    expect(checkbox.getRectangle()).toEqual({ x: 72, y: 500, width: 14, height: 14 });
    expect(saved.getPage(1).node.Annots()?.size()).toBe(2);

    // Version 1 is kept and unchanged.
    const versions = await versionsOf(form.id);
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    const old = await formsApi(t, w.firm.admin.token, firmId).download(form.file);
    expect(Buffer.compare(old.bytes, first.bytes)).toBe(0);
    expect((await PDFDocument.load(old.bytes)).getForm().getFields()).toHaveLength(0);
    expect(await auditCount(t, 'firm_form.fields_placed', form.id)).toBe(1);
  });

  it('keeps Arabic labels', async () => {
    const form = await uploadBlank();
    const label = 'الاسم الكامل';
    expect((await place(form.id, { fields: [{ ...fields[0], label }] })).status).toBe(200);
    expect((await extract(form.id)).body[0]).toMatchObject({ name: 'text_1', label, type: 'text' });
  });

  it('answers 404 for another firm’s form, a deleted one or an unknown id, changing nothing', async () => {
    const theirs = await uploadBlank(w.otherFirm.admin.token, w.otherFirm.lawFirmId);
    expect((await place(theirs.id, { fields })).status).toBe(404);
    // Naming the other firm in the path does not help either.
    expect((await place(theirs.id, { fields }, w.firm.admin.token, w.otherFirm.lawFirmId)).status).toBe(404);
    expect(await versionsOf(theirs.id)).toHaveLength(1);
    const gone = await uploadBlank();
    expect((await formsApi(t, w.firm.admin.token, firmId).deleteForm(gone.id)).status).toBe(204);
    expect((await place(gone.id, { fields })).status).toBe(404);
    expect((await place(999_999, { fields })).status).toBe(404);
  });

  it('answers 403 without the forms create permission', async () => {
    const form = await uploadBlank();
    for (const token of [w.staff.none.token, w.staff.read.token]) {
      expect((await place(form.id, { fields }, token)).status).toBe(403);
    }
    expect(await versionsOf(form.id)).toHaveLength(1);
  });

  it('answers 422 naming the field whose box leaves its page or whose page does not exist', async () => {
    const form = await uploadBlank();
    const outside = await place(form.id, { fields: [fields[0], { ...fields[1], x: 560 }] });
    expect(outside.status).toBe(422);
    expect(outside.body).toMatchObject({
      code: 'field_outside_page',
      details: { index: 1 },
      fields: { 'fields.1': expect.any(String) },
    });
    const below = await place(form.id, { fields: [{ ...fields[0], y: -1 }] });
    expect(below.body).toMatchObject({ details: { index: 0 } });
    const noPage = await place(form.id, { fields: [fields[0], fields[1], { ...fields[2], page: 3 }] });
    expect(noPage.status).toBe(422);
    expect(noPage.body).toMatchObject({ details: { index: 2 } });
    expect(await versionsOf(form.id)).toHaveLength(1);
  });

  it('answers 400 for a bad body, changing nothing', async () => {
    const form = await uploadBlank();
    for (const body of [
      {},
      { fields: [] },
      { fields: [{ ...fields[0], label: '  ' }] },
      { fields: [{ ...fields[0], label: 'x'.repeat(121) }] },
      { fields: [{ ...fields[0], type: 'radio' }] },
      { fields: [{ ...fields[0], page: 0 }] },
      { fields: [{ ...fields[0], width: -5 }] },
      { fields: Array(201).fill(fields[0]) },
    ]) {
      const res = await place(form.id, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect(await versionsOf(form.id)).toHaveLength(1);
  });
});
