/**
 * GET /legal_form, the public form file, POST /document/extract-form-fields and GET
 * /document/generic-form-schema/{formName}. Public forms are global (no firm), so tenancy has
 * nothing to hide; the 'forms' read ability gates every call.
 */
import { FILE_LIMITS } from '@counsel/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfPages } from '../../platform/parsing/test-files.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';
import { PDF, PNG } from '../../test/kits/documents.js';
import { formsApi, samplePdf } from '../../test/kits/firm-forms.js';
import { I130_PETITIONER_FAMILY_NAME, uscisPdf } from '../../test/kits/forms.js';
import { multipart } from '../../test/kits/team.js';

let t: TestApp;
let admin: string;
let reader: string;
let noForms: string;
let firm: TestFirm;
let otherFirm: TestFirm;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Forms Firm');
  otherFirm = await registerFirm(t, 'Other Forms LLP');
  admin = firm.admin.token;
  reader = (await addEmployee(t, firm, { rules: [{ subject: 'forms', action: 'read' }] })).token;
  noForms = (
    await addEmployee(t, firm, {
      rules: [
        { subject: 'forms', action: 'none' },
        { subject: 'documents', action: 'manage' },
      ],
    })
  ).token;
});
afterAll(() => t.close());

const extractUpload = async (token: string, bytes: Buffer, filename = 'form.pdf', name = 'form') => {
  const { body, headers } = await multipart({}, [{ name, bytes, filename }]);
  return t.call('POST', '/api/document/extract-form-fields', { token, body, headers });
};
const extractPublic = (token: string, body: unknown) =>
  t.call('POST', '/api/document/extract-form-fields', { token, body: body as object });

describe('GET /legal_form', () => {
  it('lists the three USCIS forms with their titles and download urls; -1 (the default) is unlimited', async () => {
    const res = await t.call('GET', '/api/legal_form', { token: reader });
    expect(res.status).toBe(200);
    expect(res.body.map((form: { name: string }) => form.name)).toEqual(['G-28', 'I-130', 'I-485']);
    expect(res.body[1]).toEqual({
      id: 2,
      name: 'I-130',
      title: 'Petition for Alien Relative',
      title_ar: expect.any(String),
      url: '/api/legal_form/2/file',
    });
    expect((await t.call('GET', '/api/legal_form?limit=-1', { token: reader })).body).toHaveLength(3);
  });

  it('honours a limit, and refuses one below -1', async () => {
    expect((await t.call('GET', '/api/legal_form?limit=2', { token: reader })).body).toHaveLength(2);
    const bad = await t.call('GET', '/api/legal_form?limit=-2', { token: reader });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });

  it('needs the forms read permission (403) and a sign-in (401)', async () => {
    expect((await t.call('GET', '/api/legal_form', { token: noForms })).status).toBe(403);
    expect((await t.call('GET', '/api/legal_form')).status).toBe(401);
  });
});

describe('GET /legal_form/{id}/file', () => {
  it('answers the published PDF inline, byte for byte, so that a browser never runs it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/legal_form/1/file',
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="G-28.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(Buffer.compare(res.rawPayload, uscisPdf('g-28.pdf'))).toBe(0);
  });

  it('404 for an unknown form, 403 without the permission', async () => {
    expect((await t.call('GET', '/api/legal_form/99/file', { token: reader })).status).toBe(404);
    expect((await t.call('GET', '/api/legal_form/1/file', { token: noForms })).status).toBe(403);
  });
});

describe('POST /document/extract-form-fields', () => {
  it('extracts a public form by id', async () => {
    const res = await extractPublic(reader, { form: { form_type: 'public', id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(75);
    expect(res.body[0]).toEqual({
      name: expect.any(String),
      label: expect.any(String),
      type: expect.any(String),
      options: expect.any(Array),
      section: 'Part 1',
      section_description: 'Information About Attorney or Accredited Representative',
      required: expect.any(Boolean),
      // The reviewed Arabic label travels with the extracted field, as a firm form's corrected one does.
      label_ar: expect.any(String),
      // Fields come in reading order: the first is G-28's item 1, the ELIS account number, with its format.
      format: 'uscis_account',
    });
  });

  it('extracts an uploaded PDF: the real I-485 (encrypted) gives its 723 fields, the I-130 its 438', async () => {
    const encrypted = await extractUpload(reader, uscisPdf('i-485.pdf'), 'i-485.pdf');
    expect(encrypted.status).toBe(200);
    expect(encrypted.body).toHaveLength(723);
    const res = await extractUpload(reader, uscisPdf('i-130.pdf'), 'i-130.pdf');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(438);
    expect(res.body.find((f: { name: string }) => f.name === I130_PETITIONER_FAMILY_NAME).label).toBe(
      '4. A. Enter Family Name (Last Name).',
    );
  });

  it('answers [] for a PDF without fields, and the fields of a firm’s own fillable PDF', async () => {
    const plain = await PDFDocument.create();
    plain.addPage();
    expect((await extractUpload(reader, Buffer.from(await plain.save()))).body).toEqual([]);

    const own = await PDFDocument.create();
    const page = own.addPage();
    const form = own.getForm();
    form.createTextField('client.email').addToPage(page, { x: 50, y: 700 });
    form.createCheckBox('consent').addToPage(page, { x: 50, y: 650 });
    form.createDropdown('state').addOptions(['CA', 'NY']);
    const res = await extractUpload(reader, Buffer.from(await own.save()));
    expect(res.status).toBe(200);
    expect(res.body.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['client.email', 'email'],
      ['consent', 'checkbox'],
      ['state', 'dropdown'],
    ]);
  });

  it('refuses a file that is not a PDF with 415, even named .pdf', async () => {
    const res = await extractUpload(reader, PNG, 'picture.pdf');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_file_type' });
  });

  it('answers 422 for a PDF that cannot be read', async () => {
    const res = await extractUpload(reader, Buffer.from('%PDF-1.7\n%garbage, nothing else\n'));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'unreadable_pdf', message: 'The PDF could not be read.' });
    // The documents suites' minimal PDF has a catalogue but no pages: not readable as a form either.
    expect((await extractUpload(reader, PDF)).status).toBe(422);
  });

  it('refuses a PDF of more than 500 pages with 422 file_too_complex, read in the parser pool', async () => {
    const res = await extractUpload(reader, await pdfOfPages(FILE_LIMITS.formPages + 1));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'file_too_complex', details: { reason: 'pdf_pages', max_pages: 500 } });
  });

  it('400 without a file in `form` or with a bad JSON body; 404 for an unknown public form', async () => {
    expect((await extractUpload(reader, uscisPdf('g-28.pdf'), 'g-28.pdf', 'other')).status).toBe(400);
    const bad = await extractPublic(reader, { form: { form_type: 'private', id: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty(['form.form_type']);
    expect((await extractPublic(reader, { form: { form_type: 'public', id: 99 } })).status).toBe(404);
  });

  it('needs the forms read permission', async () => {
    expect((await extractPublic(noForms, { form: { form_type: 'public', id: 1 } })).status).toBe(403);
    expect((await extractUpload(noForms, uscisPdf('g-28.pdf'))).status).toBe(403);
  });
});

describe('POST /document/extract-form-fields for a law firm form', () => {
  const uploadAs = async (owner: TestFirm, text: string) => {
    const res = await formsApi(t, owner.admin.token, owner.lawFirmId).upload(
      { title: text },
      { bytes: await samplePdf(text), filename: `${text}.pdf`, type: 'application/pdf' },
    );
    expect(res.status).toBe(201);
    return res.body.form.id as number;
  };
  const extractFirmForm = (token: string, id: number) => extractPublic(token, { form: { form_type: 'law_firm', id } });

  it('extracts the fields of the current version of one of the firm’s own forms', async () => {
    const id = await uploadAs(firm, 'Intake');
    const res = await extractFirmForm(reader, id);
    expect(res.status).toBe(200);
    expect(res.body.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([['client.name', 'text']]);
  });

  it('answers 404 for another firm’s form, a deleted form and an unknown id, changing nothing', async () => {
    const theirs = await uploadAs(otherFirm, 'Theirs');
    expect((await extractFirmForm(reader, theirs)).status).toBe(404);
    const gone = await uploadAs(firm, 'Gone');
    expect((await formsApi(t, admin, firm.lawFirmId).deleteForm(gone)).status).toBe(204);
    expect((await extractFirmForm(reader, gone)).status).toBe(404);
    expect((await extractFirmForm(reader, 999_999)).status).toBe(404);
    // The other firm's form is untouched and still readable by that firm.
    expect((await extractFirmForm(otherFirm.admin.token, theirs)).status).toBe(200);
  });

  it('400 for an id that is not a positive integer; 403 without the forms read permission', async () => {
    const id = await uploadAs(firm, 'Guarded');
    const bad = await extractPublic(reader, { form: { form_type: 'law_firm', id: 'seven' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect((await extractFirmForm(noForms, id)).status).toBe(403);
  });
});

describe('GET /document/generic-form-schema/{formName}', () => {
  it('answers the collaboration schema of a public form, by name in any case', async () => {
    const res = await t.call('GET', '/api/document/generic-form-schema/i-130', { token: admin });
    expect(res.status).toBe(200);
    const { form } = res.body;
    expect(form).toMatchObject({ name: 'I-130', title: 'Petition for Alien Relative', url: '/api/legal_form/2/file' });
    const sections = form.schema.form_fields;
    expect(sections[0]).toMatchObject({
      section: 'Part 1',
      section_description: expect.stringMatching(/^Relationship/),
    });
    const family = sections[1].fields.find((f: { name: string }) => f.name === I130_PETITIONER_FAMILY_NAME);
    expect(family).toEqual({
      name: I130_PETITIONER_FAMILY_NAME,
      label: '4. A. Enter Family Name (Last Name).',
      type: 'text',
      default_value: '',
      required: false,
      hidden: false,
      client_related: true,
      options: [],
      metadata: {
        field_purpose: 'client.last_name',
        format: null,
        max_length: null,
        comb: false,
        label_ar: '4. A. أدخل اسم العائلة (الاسم الأخير).',
      },
    });
  });

  it('404 with the §8 text for an unknown form; 403 without the permission', async () => {
    const res = await t.call('GET', '/api/document/generic-form-schema/I-999', { token: reader });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Failed to retrieve form schema' });
    expect((await t.call('GET', '/api/document/generic-form-schema/G-28', { token: noForms })).status).toBe(403);
  });
});
