/**
 * POST /document/collaboration-form with the body as the spec writes it (§3 "Sample form structure for
 * sending", §7): no form_id, the form named by form_type with form_title or form_url, and form_schema
 * as the schema call answers it. Bad bodies still get a 400 that names the field; another firm's form 404.
 */
import { FORM_MESSAGES, FORM_REFERENCE_MESSAGES } from '@counsel/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsSuite } from '../../test/kits/documents.js';
import { SECTIONS, uploadSignableForm } from '../../test/kits/form-sending.js';

describe('POST /document/collaboration-form with the spec’s body', () => {
  const s = documentsSuite();
  let formId: number;
  let formUrl: string;
  let foreignFormUrl: string;

  const send = (body: Record<string, unknown>) =>
    s.t.call('POST', '/api/document/collaboration-form', { token: s.admin, body });
  /** Every field §3 lists, and nothing else. */
  const specBody = (extra: Record<string, unknown>) => ({
    form_title: 'Questionnaire',
    form_url: formUrl,
    user_id: s.w.firm.admin.id,
    client_id: s.w.clientId,
    case_id: s.w.caseId,
    base_url: 'https://counsel.example',
    form_type: 'law_firm',
    form_schema: SECTIONS,
    form_sending_mode: 'client_portal',
    client_documents_ids: [],
    ...extra,
  });

  beforeAll(async () => {
    formId = await uploadSignableForm(s.t, s.admin, s.w.firm.lawFirmId);
    const listed = await s.t.call('GET', `/api/firm-legal-form/${s.w.firm.lawFirmId}/all-forms`, { token: s.admin });
    formUrl = listed.body.forms.find((form: { id: number }) => form.id === formId).file;
    const foreignId = await uploadSignableForm(s.t, s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId);
    foreignFormUrl = formUrl.replace(
      `/${s.w.firm.lawFirmId}/forms/${formId}/`,
      `/${s.w.otherFirm.lawFirmId}/forms/${foreignId}/`,
    );
  });

  it('sends a public form named as the schema call takes it, with the schema call’s answer as form_schema', async () => {
    const schema = await s.t.call('GET', '/api/document/generic-form-schema/I-130', { token: s.admin });
    expect(schema.status).toBe(200);
    const res = await send(
      specBody({
        form_title: 'I-130',
        form_url: schema.body.form.url,
        form_type: 'public',
        form_schema: schema.body.form.schema,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.sent_form).toMatchObject({ form_type: 'public', form_id: 2, form_title: 'I-130', status: 'sent' });
    const detail = await s.t.call('GET', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${res.body.sent_form.id}`, {
      token: s.admin,
    });
    expect(detail.body.sent_form.form_schema).toEqual(schema.body.form.schema.form_fields);
  });

  it('finds a public form by its name alone, any case, and by a USCIS address naming its PDF', async () => {
    const byName = await send(specBody({ form_title: 'g-28', form_url: undefined, form_type: 'public' }));
    expect([byName.status, byName.body.sent_form?.form_id]).toEqual([201, 1]);
    const byAddress = await send(
      specBody({
        form_title: 'Adjustment of status',
        form_url: 'https://www.uscis.gov/sites/default/files/document/forms/i-485.pdf',
        form_type: 'public',
      }),
    );
    expect([byAddress.status, byAddress.body.sent_form?.form_id]).toEqual([201, 3]);
  });

  it('sends a firm form named by the address the forms list gives, with fields that leave out their defaults', async () => {
    const bare = SECTIONS.map((section) => ({
      ...section,
      fields: section.fields.map(({ hidden, client_related, options, metadata, ...rest }) =>
        hidden ? { ...rest, hidden } : rest,
      ),
    }));
    const res = await send(specBody({ form_schema: { form_fields: bare } }));
    expect(res.status).toBe(201);
    expect(res.body.sent_form).toMatchObject({ form_type: 'law_firm', form_id: formId, form_title: 'Questionnaire' });
    const detail = await s.t.call('GET', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${res.body.sent_form.id}`, {
      token: s.admin,
    });
    expect(detail.body.sent_form.form_schema).toEqual(SECTIONS);
  });

  it('finds a firm form by its title, or by its PDF’s file name, when no address is sent', async () => {
    for (const form_title of ['questionnaire', 'questionnaire.pdf']) {
      const res = await send(specBody({ form_title, form_url: undefined }));
      expect([res.status, res.body.sent_form?.form_id]).toEqual([201, formId]);
    }
    const shortcut = await send(specBody({ form_title: 'Anything', form_url: undefined, form_id: formId }));
    expect([shortcut.status, shortcut.body.sent_form?.form_id]).toEqual([201, formId]);
  });

  it('answers 404 for a form nobody has and for another firm’s form address', async () => {
    const unknown = await send(specBody({ form_title: 'No such form', form_url: undefined }));
    expect([unknown.status, unknown.body.message]).toEqual([404, FORM_MESSAGES.formNameNotFound]);
    expect((await send(specBody({ form_url: foreignFormUrl, form_title: 'Questionnaire' }))).status).toBe(404);
    expect((await send(specBody({ form_url: foreignFormUrl }))).body.code).toBe('not_found');
    // A firm form's address sent as a public form names nothing.
    expect((await send(specBody({ form_type: 'public' }))).status).toBe(404);
  });

  it('answers 400 naming the field for bodies that are not a form to send', async () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await send(body);
      expect(res.status).toBe(400);
      return Object.keys(res.body.fields ?? {});
    };
    expect(await fieldsOf(specBody({ form_schema: { form_fields: [] } }))).toEqual(['form_schema']);
    expect(
      await fieldsOf(specBody({ form_schema: [{ section: 'A', section_description: '', fields: [{ name: 'x' }] }] })),
    ).toEqual(['form_schema']);
    expect(await fieldsOf(specBody({ form_type: 'scanned' }))).toEqual(['form_type']);
    expect(await fieldsOf(specBody({ form_title: ' ' }))).toEqual(['form_title']);
  });

  it('answers 400 when a title names two of the firm’s forms', async () => {
    await uploadSignableForm(s.t, s.admin, s.w.firm.lawFirmId);
    const res = await send(specBody({ form_url: undefined }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ form_title: FORM_REFERENCE_MESSAGES.ambiguous });
  });
});
