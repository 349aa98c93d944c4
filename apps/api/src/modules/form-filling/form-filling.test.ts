/**
 * Filling a form for a client: the pre-filled schema, the preview, saving as a document and saving
 * again as a new version. Real USCIS I-130 throughout; the documents world gives two firms, clients
 * and cases.
 */
import {
  ANSWER_TOO_LONG_CODE,
  answerMaxLengthMessage,
  FORM_FILLING_MESSAGES,
  type FormSection,
  ONE_CHOICE_CODE,
} from '@counsel/domain';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, type TestUser } from '../../test/firms.js';
import { auditCount, documentsSuite, PNG } from '../../test/kits/documents.js';
import { formsApi, samplePdf } from '../../test/kits/firm-forms.js';
import { I130_PETITIONER_FAMILY_NAME } from '../../test/kits/forms.js';
import { multipart } from '../../test/kits/team.js';

const I130 = { form_type: 'public', id: 2 } as const;

describe('form filling', () => {
  const s = documentsSuite();
  let noForms: TestUser;
  let firmFormId: number;
  let foreignFormId: number;

  beforeAll(async () => {
    noForms = await addEmployee(s.t, s.w.firm, {
      rules: [
        { subject: 'forms', action: 'none' },
        { subject: 'documents', action: 'manage' },
      ],
    });
    const own = await formsApi(s.t, s.admin, s.w.firm.lawFirmId).upload(
      { title: 'Intake' },
      { bytes: await samplePdf(), filename: 'intake.pdf', type: 'application/pdf' },
    );
    firmFormId = own.body.form.id;
    const other = s.w.otherFirm;
    const foreign = await formsApi(s.t, other.admin.token, other.lawFirmId).upload(
      { title: 'Theirs' },
      { bytes: await samplePdf(), filename: 'theirs.pdf', type: 'application/pdf' },
    );
    foreignFormId = foreign.body.form.id;
  });

  const schema = (token: string, type: string, id: number, query = '') =>
    s.t.call('GET', `/api/document/form-schema/${type}/${id}${query}`, { token });
  const preview = (token: string, body: unknown) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/document/filled-form-preview',
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });
  const create = async (token: string, userId: number, fields: Record<string, string>, bytes?: Buffer) => {
    const files = bytes ? [{ name: 'file', bytes, filename: 'I-130.pdf', type: 'application/pdf' }] : [];
    const { body, headers } = await multipart(fields, files);
    return s.t.call('POST', `/api/document/create-filled-form/${userId}`, { token, body, headers });
  };
  const update = async (token: string, id: number, fields: Record<string, string>, bytes: Buffer) => {
    const { body, headers } = await multipart(fields, [{ name: 'file', bytes, filename: 'I-130.pdf' }]);
    return s.t.call('PUT', `/api/document/update-filled-form/${id}`, { token, body, headers });
  };
  const familyNameIn = async (bytes: Uint8Array) =>
    (await PDFDocument.load(bytes)).getForm().getTextField(I130_PETITIONER_FAMILY_NAME).getText();
  const filledI130 = async (family: string, flatten = false) => {
    const res = await preview(s.admin, { form: I130, values: { [I130_PETITIONER_FAMILY_NAME]: family }, flatten });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  describe('GET /document/form-schema/{form_type}/{id}', () => {
    it('pre-fills the client’s facts: I-130’s family name is the client’s last name', async () => {
      const res = await schema(s.admin, 'public', 2, `?client_id=${s.w.clientId}`);
      expect(res.status).toBe(200);
      expect(res.body.form).toMatchObject({ name: 'I-130', title: 'Petition for Alien Relative' });
      const fields = res.body.form.schema.form_fields.flatMap((section: { fields: unknown[] }) => section.fields);
      const family = fields.find((field: { name: string }) => field.name === I130_PETITIONER_FAMILY_NAME);
      expect(family).toMatchObject({ default_value: 'Gonzalez', client_related: true });
      const email = fields.find(
        (field: { metadata: { field_purpose: string | null } }) => field.metadata.field_purpose === 'client.email',
      );
      expect(email?.default_value).toBe('maria@mail.example');
    });

    it('without a client leaves the defaults as the PDF has them', async () => {
      const res = await schema(s.admin, 'public', 2);
      const fields = res.body.form.schema.form_fields.flatMap((section: { fields: unknown[] }) => section.fields);
      const family = fields.find((field: { name: string }) => field.name === I130_PETITIONER_FAMILY_NAME);
      expect(family.default_value).not.toBe('Gonzalez');
    });

    it('reads a firm form’s current version', async () => {
      const res = await schema(s.admin, 'law_firm', firmFormId, `?client_id=${s.w.clientId}`);
      expect(res.status).toBe(200);
      expect(res.body.form.name).toBe('intake.pdf');
      expect(res.body.form.schema.form_fields[0].fields[0].name).toBe('client.name');
    });

    it('names a client only for someone who may read clients: 403 and nothing pre-filled otherwise', async () => {
      const formsOnly = await addEmployee(s.t, s.w.firm, { rules: [{ subject: 'forms', action: 'read' }] });
      const refused = await schema(formsOnly.token, 'public', 2, `?client_id=${s.w.clientId}`);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('Gonzalez');
      // Another firm's client is no different: the permission is checked first.
      expect((await schema(formsOnly.token, 'public', 2, `?client_id=${s.w.foreignClientId}`)).status).toBe(403);
      expect((await schema(formsOnly.token, 'law_firm', firmFormId, `?client_id=${s.w.clientId}`)).status).toBe(403);
      // Without a client the form's schema is still theirs to read.
      const blank = await schema(formsOnly.token, 'public', 2);
      expect(blank.status).toBe(200);
      expect(JSON.stringify(blank.body)).not.toContain('Gonzalez');
      const reader = await addEmployee(s.t, s.w.firm, {
        rules: [
          { subject: 'forms', action: 'read' },
          { subject: 'clients', action: 'read' },
        ],
      });
      expect((await schema(reader.token, 'public', 2, `?client_id=${s.w.clientId}`)).status).toBe(200);
    });

    it('404 for another firm’s client or form and an unknown public form; 403 without forms; 400 for a bad type', async () => {
      expect((await schema(s.admin, 'public', 2, `?client_id=${s.w.foreignClientId}`)).status).toBe(404);
      expect((await schema(s.admin, 'law_firm', foreignFormId)).status).toBe(404);
      expect((await schema(s.admin, 'public', 99)).status).toBe(404);
      expect((await schema(noForms.token, 'public', 2)).status).toBe(403);
      expect((await schema(s.admin, 'private', 2)).status).toBe(400);
    });
  });

  describe('POST /document/filled-form-preview', () => {
    it('answers the filled PDF inline, sandboxed; the value reads back', async () => {
      const res = await preview(s.admin, { form: I130, values: { [I130_PETITIONER_FAMILY_NAME]: 'Gonzalez' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe('sandbox');
      expect(await familyNameIn(res.rawPayload)).toBe('Gonzalez');
    });

    it('flatten leaves no fields', async () => {
      const bytes = await filledI130('Gonzalez', true);
      expect((await PDFDocument.load(bytes)).getForm().getFields()).toHaveLength(0);
    });

    it('bounds the body: too many values or too long a value is a 400', async () => {
      const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f${i}`, 'x']));
      const tooMany = await preview(s.admin, { form: I130, values: many });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().code).toBe('validation_failed');
      const long = await preview(s.admin, { form: I130, values: { a: 'x'.repeat(4001) } });
      expect(long.statusCode).toBe(400);
    });

    it('refuses an answer longer than its box, naming the field, instead of cutting it', async () => {
      const zip = 'form1[0].#subform[1].Pt2Line10_ZipCode[0]';
      const res = await preview(s.admin, { form: I130, values: { [zip]: '77036-1234' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: ANSWER_TOO_LONG_CODE,
        message: FORM_FILLING_MESSAGES.answerTooLong,
        fields: { [zip]: answerMaxLengthMessage(5) },
      });
      const fits = await preview(s.admin, { form: I130, values: { [zip]: '77036' } });
      expect(fits.statusCode).toBe(200);
    });

    it('404 for another firm’s form, 403 without forms', async () => {
      expect(
        (await preview(s.admin, { form: { form_type: 'law_firm', id: foreignFormId }, values: {} })).statusCode,
      ).toBe(404);
      expect((await preview(noForms.token, { form: I130, values: {} })).statusCode).toBe(403);
    });
  });

  describe('POST /document/create-filled-form/{userId}', () => {
    it('saves the filled PDF as the client’s document with its filling, audited; the value reads back', async () => {
      const bytes = await filledI130('Gonzalez');
      const sections = [{ section: 'Part 2', section_description: 'You', fields: [] }];
      const res = await create(
        s.admin,
        s.w.firm.admin.id,
        {
          clientId: String(s.w.clientId),
          caseId: 'general',
          title: '  I-130.pdf ',
          form_type: 'public',
          form_id: '2',
          form_schema: JSON.stringify(sections),
          values: JSON.stringify({ [I130_PETITIONER_FAMILY_NAME]: 'Gonzalez' }),
          flatten: 'false',
        },
        bytes,
      );
      expect(res.status).toBe(200);
      expect(res.body.document).toMatchObject({ title: 'I-130.pdf', client_id: s.w.clientId, case_id: null });
      expect(res.body.filled_form).toMatchObject({
        document_id: res.body.document.id,
        form_type: 'public',
        form_id: 2,
        form_title: 'Petition for Alien Relative',
        form_schema: sections,
        values: { [I130_PETITIONER_FAMILY_NAME]: 'Gonzalez' },
        flatten: false,
      });
      const saved = await s.api.download(s.admin, res.body.document.file);
      expect(await familyNameIn(saved.bytes)).toBe('Gonzalez');
      expect(await auditCount(s.t, 'filled_form.created', res.body.filled_form.id)).toBe(1);
      const reopened = await s.t.call('GET', `/api/document/${res.body.document.id}/filled-form`, { token: s.admin });
      expect(reopened.body.filled_form.id).toBe(res.body.filled_form.id);
      // The client's documents mark it as a filled form, so the list can offer to reopen it.
      const listed = (await s.api.general(s.admin, s.w.clientId)).body.documents;
      const entry = listed.find((document: { id: number }) => document.id === res.body.document.id);
      expect(entry.filled_form_id).toBe(res.body.filled_form.id);
    });

    it('refuses a filling that ticks two answers of one "select only one" question (422, naming it), saving nothing', async () => {
      const sections = (await schema(s.admin, 'public', 2)).body.form.schema.form_fields as FormSection[];
      const sex = sections.flatMap((section) => section.fields).filter((f) => f.metadata.choice_group === 'Pt2:9');
      const fields = (values: Record<string, boolean>) => ({
        clientId: String(s.w.clientId),
        title: 'I-130.pdf',
        form_type: 'public',
        form_id: '2',
        form_schema: JSON.stringify(sections),
        values: JSON.stringify(values),
      });
      const documentsBefore = (await s.api.general(s.admin, s.w.clientId)).body.documents.length;
      const pdf = await filledI130('Gonzalez');
      const twice = await create(
        s.admin,
        s.w.firm.admin.id,
        fields({ [sex[0]!.name]: true, [sex[1]!.name]: true }),
        pdf,
      );
      expect(twice.status).toBe(422);
      expect(twice.body).toMatchObject({ code: ONE_CHOICE_CODE, message: 'Choose only one answer to "9. Sex.".' });
      expect((await s.api.general(s.admin, s.w.clientId)).body.documents).toHaveLength(documentsBefore);
      const once = await create(
        s.admin,
        s.w.firm.admin.id,
        fields({ [sex[0]!.name]: true, [sex[1]!.name]: false }),
        pdf,
      );
      expect(once.status).toBe(200);
      const update2 = await update(
        s.admin,
        once.body.document.id,
        { values: JSON.stringify({ [sex[0]!.name]: true, [sex[1]!.name]: true }) },
        pdf,
      );
      expect(update2.status).toBe(422);
      expect((await s.api.versions(s.admin, once.body.document.id)).body.versions).toHaveLength(1);
    });

    it('files it under a case of the client', async () => {
      const res = await create(
        s.admin,
        s.w.firm.admin.id,
        { clientId: String(s.w.clientId), caseId: String(s.w.caseId), title: 'I-130.pdf' },
        await filledI130('Gonzalez'),
      );
      expect(res.status).toBe(200);
      expect(res.body.document.case_id).toBe(s.w.caseId);
    });

    it('415 for a file that is not a PDF; 400 without client or title', async () => {
      const fields = { clientId: String(s.w.clientId), title: 'I-130.pdf' };
      const png = await create(s.admin, s.w.firm.admin.id, fields, PNG);
      expect(png.status).toBe(415);
      const pdf = await filledI130('x');
      expect((await create(s.admin, s.w.firm.admin.id, { title: 'I-130.pdf' }, pdf)).status).toBe(400);
      expect((await create(s.admin, s.w.firm.admin.id, { ...fields, title: '  ' }, pdf)).status).toBe(400);
    });

    it('404 for another firm’s client, case or form, and for a case of another client', async () => {
      const pdf = await filledI130('x');
      const id = s.w.firm.admin.id;
      const own = String(s.w.clientId);
      const title = 'I-130.pdf';
      expect((await create(s.admin, id, { clientId: String(s.w.foreignClientId), title }, pdf)).status).toBe(404);
      expect((await create(s.admin, id, { clientId: own, caseId: String(s.w.foreignCaseId), title }, pdf)).status).toBe(
        404,
      );
      expect((await create(s.admin, id, { clientId: own, caseId: String(s.w.siblingCaseId), title }, pdf)).status).toBe(
        404,
      );
      const foreignForm = { clientId: own, title, form_type: 'law_firm', form_id: String(foreignFormId) };
      expect((await create(s.admin, id, foreignForm, pdf)).status).toBe(404);
    });

    it('403 without documents create, and when userId is not the caller', async () => {
      const pdf = await filledI130('x');
      const fields = { clientId: String(s.w.clientId), title: 'I-130.pdf' };
      const reader = s.w.staff.read;
      expect((await create(reader.token, reader.id, fields, pdf)).status).toBe(403);
      expect((await create(s.admin, s.w.staff.manage.id, fields, pdf)).status).toBe(403);
    });
  });

  describe('PUT /document/update-filled-form/{id}', () => {
    it('adds a version and keeps the new filling; 404 for a plain document or another firm’s; 403 without update', async () => {
      const created = await create(
        s.admin,
        s.w.firm.admin.id,
        { clientId: String(s.w.clientId), title: 'I-130.pdf', form_type: 'public', form_id: '2' },
        await filledI130('Gonzalez'),
      );
      const documentId = created.body.document.id;
      const values = { [I130_PETITIONER_FAMILY_NAME]: 'Gonzalez-Ruiz' };
      const res = await update(
        s.admin,
        documentId,
        { values: JSON.stringify(values) },
        await filledI130('Gonzalez-Ruiz'),
      );
      expect(res.status).toBe(200);
      expect(res.body.document.version).toBe(2);
      expect(res.body.filled_form.values).toEqual(values);
      expect(await familyNameIn((await s.api.download(s.admin, res.body.document.file)).bytes)).toBe('Gonzalez-Ruiz');
      expect((await s.api.versions(s.admin, documentId)).body.versions).toHaveLength(2);
      expect(await auditCount(s.t, 'filled_form.updated', created.body.filled_form.id)).toBe(1);

      const pdf = await filledI130('x');
      const plain = await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [
        { bytes: pdf, filename: 'plain.pdf' },
      ]);
      expect((await update(s.admin, plain.body.document.id, {}, pdf)).status).toBe(404);
      expect((await update(s.w.otherFirm.admin.token, documentId, {}, pdf)).status).toBe(404);
      expect((await update(s.w.staff.read.token, documentId, {}, pdf)).status).toBe(403);
      expect((await update(s.admin, documentId, {}, PNG)).status).toBe(415);
      const other = s.w.otherFirm.admin.token;
      expect((await s.t.call('GET', `/api/document/${documentId}/filled-form`, { token: other })).status).toBe(404);
      const noDocs = s.w.staff.none.token;
      expect((await s.t.call('GET', `/api/document/${documentId}/filled-form`, { token: noDocs })).status).toBe(403);
    });
  });
});
