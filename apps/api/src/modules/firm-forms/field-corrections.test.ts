/**
 * PUT /firm-legal-form/{lawFirmId}/forms/{formId}/field-corrections: the Fields dialog's corrections are
 * kept with the form and every schema of it applies them (extraction, the filling's form schema, a new
 * version, the collaboration form); only the firm's own forms, with the forms update ability.
 */
import type { CollaborationField, FormSection, RuleAction } from '@counsel/domain';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, type TestUser } from '../../test/firms.js';
import { auditCount, documentsSuite } from '../../test/kits/documents.js';
import { formsApi } from '../../test/kits/firm-forms.js';
import { field } from '../../test/kits/form-sending.js';

/** Four fields: a name, an arrival date the reading takes for text, a phone and a box. */
async function arrivalPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  form.createTextField('client_name').addToPage(page, { x: 72, y: 660, width: 240, height: 24 });
  form.createTextField('arrival').addToPage(page, { x: 72, y: 620, width: 240, height: 24 });
  form.createTextField('home_phone').addToPage(page, { x: 72, y: 580, width: 240, height: 24 });
  form.createCheckBox('agree').addToPage(page, { x: 72, y: 540, width: 14, height: 14 });
  return Buffer.from(await pdf.save());
}

type Extracted = { name: string; label: string; type: string; format?: string; label_ar?: string };
const byName = (fields: Extracted[]) => Object.fromEntries(fields.map((f) => [f.name, f]));

describe('PUT /firm-legal-form/{lawFirmId}/forms/{formId}/field-corrections', () => {
  const s = documentsSuite();
  let firmId: number;
  let formId: number;
  const staff = {} as Record<RuleAction, TestUser>;

  const correct = (body: unknown, token = s.admin, id = formId, lawFirmId = firmId) =>
    s.t.call('PUT', `/api/firm-legal-form/${lawFirmId}/forms/${id}/field-corrections`, { token, body });
  const extract = async (id = formId, token = s.admin) => {
    const res = await s.t.call('POST', '/api/document/extract-form-fields', {
      token,
      body: { form: { form_type: 'law_firm', id } },
    });
    expect(res.status).toBe(200);
    return byName(res.body);
  };
  const upload = async (token: string, lawFirmId: number) => {
    const res = await formsApi(s.t, token, lawFirmId).upload(
      { title: 'Arrival record' },
      { bytes: await arrivalPdf(), filename: 'arrival.pdf', type: 'application/pdf' },
    );
    expect(res.status).toBe(201);
    return res.body.form.id as number;
  };

  beforeAll(async () => {
    firmId = s.w.firm.lawFirmId;
    formId = await upload(s.admin, firmId);
    for (const action of ['read', 'update'] as const) {
      staff[action] = await addEmployee(s.t, s.w.firm, { rules: [{ subject: 'forms', action }] });
    }
  });

  it('saves type, format, label and Arabic label; extraction and the form schema show them, a new version keeps them', async () => {
    const before = await extract();
    expect([before.arrival?.type, before.home_phone?.format, before.arrival?.label_ar]).toEqual([
      'text',
      'phone',
      undefined,
    ]);

    const res = await correct({
      fields: [
        { name: 'arrival', type: 'date', label: 'Date of arrival', label_ar: 'تاريخ الوصول' },
        { name: 'home_phone', format: 'none' },
        { name: 'client_name', label_ar: 'اسم العميل' },
      ],
    });
    expect(res.status).toBe(200);
    expect(byName(res.body.fields).arrival).toMatchObject({ type: 'date', label: 'Date of arrival' });
    expect(await auditCount(s.t, 'firm_form.fields_corrected', formId)).toBe(1);

    const after = await extract();
    expect(after.arrival).toMatchObject({ type: 'date', label: 'Date of arrival', label_ar: 'تاريخ الوصول' });
    expect(after.home_phone?.format).toBeUndefined();
    expect(after.client_name).toMatchObject({ label: 'client_name', label_ar: 'اسم العميل', type: 'text' });

    const schema = await s.t.call('GET', `/api/document/form-schema/law_firm/${formId}`, { token: s.admin });
    expect(schema.status).toBe(200);
    const fields = schema.body.form.schema.form_fields.flatMap((section: FormSection) => section.fields);
    const arrival = fields.find((f: CollaborationField) => f.name === 'arrival');
    expect(arrival).toMatchObject({ type: 'date', metadata: { label_ar: 'تاريخ الوصول', format: null } });
    expect(fields.find((f: CollaborationField) => f.name === 'home_phone').metadata.format).toBeNull();

    // A field placed on the form makes a new version; the fields it still has keep their corrections.
    const placed = await s.t.call('POST', `/api/firm-legal-form/${firmId}/forms/${formId}/fields`, {
      token: s.admin,
      body: { fields: [{ page: 1, x: 72, y: 400, width: 180, height: 20, type: 'text', label: 'Notes' }] },
    });
    expect([placed.status, placed.body.form?.version]).toEqual([200, 2]);
    const renewed = await extract();
    expect(renewed.arrival).toMatchObject({ type: 'date', label_ar: 'تاريخ الوصول' });
    expect(Object.values(renewed).some((f) => f.label === 'Notes')).toBe(true);

    // null drops one correction, and what was not named stays.
    expect((await correct({ fields: [{ name: 'arrival', label: null }] })).status).toBe(200);
    expect((await extract()).arrival).toMatchObject({ label: 'arrival', type: 'date', label_ar: 'تاريخ الوصول' });
  });

  it('sets the corrected types and Arabic labels on a collaboration form sent with a schema read before', async () => {
    const sections: FormSection[] = [
      {
        section: 'Other fields',
        section_description: '',
        fields: [
          field('client_name', { required: true }),
          field('arrival', { label: 'When did you arrive?' }),
          field('home_phone', { metadata: { field_purpose: null, format: 'phone' } }),
        ],
      },
    ];
    const sent = await s.t.call('POST', '/api/document/collaboration-form', {
      token: s.admin,
      body: {
        form_type: 'law_firm',
        form_id: formId,
        form_title: 'Arrival record',
        user_id: s.w.firm.admin.id,
        client_id: s.w.clientId,
        form_schema: sections,
        form_sending_mode: 'client_portal',
        client_documents_ids: [],
      },
    });
    expect(sent.status).toBe(201);
    const detail = await s.t.call('GET', `/api/law-firm/${firmId}/sent-forms/${sent.body.sent_form.id}`, {
      token: s.admin,
    });
    const stored = detail.body.sent_form.form_schema[0].fields as CollaborationField[];
    // The sender's reviewed label stays; the type, the format and the Arabic label are the firm's corrections.
    expect(stored[1]).toMatchObject({
      name: 'arrival',
      label: 'When did you arrive?',
      type: 'date',
      metadata: { label_ar: 'تاريخ الوصول' },
    });
    expect(stored[0]?.metadata.label_ar).toBe('اسم العميل');
    expect(stored[2]?.metadata.format).toBeNull();
  });

  it('refuses an unknown field, a type the field cannot take, a bad type or a format off text with 400; nothing changes', async () => {
    const before = await extract();
    const cases: Array<[unknown, string]> = [
      [
        {
          fields: [
            { name: 'arrival', label_ar: 'x' },
            { name: 'nowhere', type: 'date' },
          ],
        },
        'fields.1.name',
      ],
      [{ fields: [{ name: 'agree', type: 'text' }] }, 'fields.0.type'],
      [{ fields: [{ name: 'arrival', type: 'colour' }] }, 'fields.0.type'],
      [{ fields: [{ name: 'arrival', format: 'phone' }] }, 'fields.0.format'],
      [{ fields: [{ name: 'arrival', label: '   ' }] }, 'fields.0.label'],
      [{ fields: [{ name: 'arrival', colour: 'red' }] }, 'fields.0'],
      [{ fields: [] }, 'fields'],
    ];
    for (const [body, key] of cases) {
      const res = await correct(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        Object.keys(res.body.fields ?? {}).some((k) => k.startsWith(key)),
        JSON.stringify(res.body),
      ).toBe(true);
    }
    expect(await extract()).toEqual(before);
  });

  it("answers 404 for another firm's form or firm, 403 without update on forms", async () => {
    const theirs = await upload(s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId);
    const body = { fields: [{ name: 'arrival', type: 'date' }] };
    expect((await correct(body, s.admin, theirs)).status).toBe(404);
    expect((await correct(body, s.admin, formId, s.w.otherFirm.lawFirmId)).status).toBe(404);
    expect((await extract(theirs, s.w.otherFirm.admin.token)).arrival?.type).toBe('text');
    expect((await correct({ fields: [{ name: 'arrival', label_ar: 'وصول' }] }, staff.read!.token)).status).toBe(403);
    expect((await extract()).arrival?.label_ar).toBe('تاريخ الوصول');
    const allowed = await correct({ fields: [{ name: 'arrival', label_ar: 'وصول' }] }, staff.update!.token);
    expect(allowed.status).toBe(200);
  });
});
