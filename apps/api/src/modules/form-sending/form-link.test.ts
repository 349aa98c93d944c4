/**
 * The client's side, by the link alone: opening (audited with the address), saving progress, attaching
 * a requested document, reading a shared one, submitting (required fields, signature, the signed PDF
 * saved as a filled form) and the links that no longer work.
 */
import { FORM_SENDING_ERRORS, type FormSection, ONE_CHOICE_CODE } from '@counsel/domain';
import { and, eq, sql } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sentForms } from '../../db/schema/index.js';
import { blackPng, pngDataUrl } from '../../platform/parsing/test-files.js';
import { auditCount, documentsSuite, PDF, PNG, SVG } from '../../test/kits/documents.js';
import { field, linkTokenFor, SECTIONS, SIGNATURE, uploadSignableForm } from '../../test/kits/form-sending.js';
import { I130_PETITIONER_FAMILY_NAME } from '../../test/kits/forms.js';
import { multipart } from '../../test/kits/team.js';

/** How many times a page draws an image (the flattened fields are form XObjects, not images). */
async function imagesDrawn(bytes: Uint8Array, pageIndex: number) {
  const document = await PDFDocument.load(bytes);
  const page = document.getPage(pageIndex);
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const imageNames = (xObjects?.entries() ?? [])
    .filter(([, ref]) => {
      const object = document.context.lookup(ref);
      return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
    })
    .map(([name]) => name.toString());
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  const text = streams
    .map((stream) =>
      stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '',
    )
    .join('\n');
  return imageNames.reduce((total, name) => total + text.split(`${name} Do`).length - 1, 0);
}

/** The text a reader sees on the PDF's pages (the flattened values included). */
async function textOf(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  let text = '';
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  await document.destroy();
  return text;
}

describe('the client’s link', () => {
  const s = documentsSuite();
  let formId: number;
  let sentId: number;
  let token: string;
  let sharedDocumentId: number;
  let unsharedDocumentId: number;

  const link = (t: string, rest = '') => `/api/collaboration-link/${t}${rest}`;
  const sendForm = async (extra: Record<string, unknown> = {}) => {
    const res = await s.t.call('POST', '/api/document/collaboration-form', {
      token: s.admin,
      body: {
        form_title: 'Questionnaire',
        user_id: s.w.firm.admin.id,
        client_id: s.w.clientId,
        case_id: s.w.caseId,
        form_type: 'law_firm',
        form_id: formId,
        form_schema: SECTIONS,
        form_sending_mode: 'passwordless',
        requested_documents: ['Passport', 'Birth certificate'],
        client_documents_ids: [sharedDocumentId],
        ...extra,
      },
    });
    expect(res.status).toBe(201);
    return {
      id: res.body.sent_form.id as number,
      token: await linkTokenFor(s.t, s.w.firm.lawFirmId, 'maria@mail.example'),
    };
  };
  const attach = async (t: string, fields: Record<string, string>, file?: { bytes: Buffer; filename: string }) => {
    const { body, headers } = await multipart(fields, file ? [{ name: 'file', ...file }] : []);
    return s.t.call('POST', link(t, '/attachments'), { body, headers });
  };
  const submit = (t: string, body: Record<string, unknown>) => s.t.call('POST', link(t, '/submit'), { body });

  beforeAll(async () => {
    formId = await uploadSignableForm(s.t, s.admin, s.w.firm.lawFirmId);
    const upload = async (filename: string) =>
      (await s.api.uploadToClient(s.admin, s.w.firm.lawFirmId, s.w.clientId, [{ bytes: PDF, filename }])).body
        .documents[0].id as number;
    sharedDocumentId = await upload('retainer.pdf');
    unsharedDocumentId = await upload('internal-memo.pdf');
    ({ id: sentId, token } = await sendForm());
  });

  it('opens: visible fields only, the staff’s defaults as values; the first open is audited with the address', async () => {
    const res = await s.t.call('GET', link(token), { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    const form = res.body.form;
    expect(form).toMatchObject({
      form_title: 'Questionnaire',
      firm_name: 'Documents Firm',
      client_first_name: 'Maria',
      locale: 'en',
      status: 'opened',
      current_section: 0,
      values: { city: 'Amman' },
      requested_documents: ['Passport', 'Birth certificate'],
      attachments: [],
      shared_documents: [{ id: sharedDocumentId, title: 'retainer.pdf' }],
    });
    const names = form.form_schema.flatMap((section: { fields: Array<{ name: string }> }) =>
      section.fields.map((f) => f.name),
    );
    expect(names).toEqual(['full_name', 'city', 'client_signature', 'witness_signature']);
    expect(form.values).toEqual({ city: 'Amman' });
    expect(JSON.stringify(form)).not.toContain('staff_note');
    expect(JSON.stringify(form)).not.toContain('Checked by staff');
    await s.t.call('GET', link(token));
    expect(await auditCount(s.t, 'sent_form.opened', sentId)).toBe(1);
    const [entry] = await s.t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sent_form.opened'), eq(auditLog.entityId, String(sentId))));
    expect(entry).toMatchObject({ userId: null, lawFirmId: s.w.firm.lawFirmId });
    expect(entry!.ip).toBeTruthy();
    const staff = await s.t.call('GET', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${sentId}`, { token: s.admin });
    expect(staff.body.sent_form).toMatchObject({ status: 'opened', opened_at: expect.any(String) });
  });

  it('saves progress (in progress); a hidden or unknown field sent is not kept', async () => {
    const res = await s.t.call('PUT', link(token, '/progress'), {
      body: { values: { city: 'Irbid', staff_note: 'forged', made_up: 'x' }, current_section: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.form).toMatchObject({ status: 'in_progress', current_section: 1, values: { city: 'Irbid' } });
    const staff = await s.t.call('GET', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${sentId}`, { token: s.admin });
    expect(staff.body.sent_form.values).toEqual({ city: 'Irbid' });
    expect(staff.body.sent_form.status).toBe('in_progress');
    const bad = await s.t.call('PUT', link(token, '/progress'), { body: { values: {}, current_section: -1 } });
    expect(bad.status).toBe(400);
  });

  it('attaches a requested document as the case’s document (audited); refuses another item, no file, SVG', async () => {
    const res = await attach(token, { requested: 'Passport' }, { bytes: PNG, filename: 'passport.png' });
    expect(res.status).toBe(200);
    const [attachment] = res.body.form.attachments;
    expect(attachment).toMatchObject({ requested: 'Passport', title: 'Passport – passport.png' });
    const inCase = (await s.api.ofCase(s.admin, s.w.caseId)).body.documents;
    expect(inCase.map((d: { id: number }) => d.id)).toContain(attachment.id);
    expect(await auditCount(s.t, 'sent_form.attachment_added', sentId)).toBe(1);
    const staff = await s.t.call('GET', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${sentId}`, { token: s.admin });
    expect(staff.body.sent_form.attachments).toEqual([attachment]);

    expect((await attach(token, { requested: 'Tax return' }, { bytes: PNG, filename: 'x.png' })).status).toBe(400);
    expect((await attach(token, { requested: 'Passport' })).status).toBe(400);
    const svg = await attach(token, { requested: 'Passport' }, { bytes: SVG, filename: 'x.svg' });
    expect(svg.status).toBe(415);
    expect(svg.body.code).toBe(FORM_SENDING_ERRORS.attachmentType);
  });

  it('downloads a shared document or the client’s attachment, as an attachment; nothing else', async () => {
    const shared = await s.t.app.inject({ method: 'GET', url: link(token, `/documents/${sharedDocumentId}`) });
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.equals(PDF)).toBe(true);
    expect(shared.headers['content-disposition']).toMatch(/^attachment/);
    expect(shared.headers['x-content-type-options']).toBe('nosniff');
    expect(shared.headers['content-security-policy']).toBe('sandbox');
    const form = (await s.t.call('GET', link(token))).body.form;
    const own = await s.t.app.inject({ method: 'GET', url: link(token, `/documents/${form.attachments[0].id}`) });
    expect(own.statusCode).toBe(200);
    expect((await s.t.call('GET', link(token, `/documents/${unsharedDocumentId}`))).status).toBe(404);
    // Another form's link cannot read this form's attachment.
    const other = await sendForm({ client_documents_ids: [] });
    expect((await s.t.call('GET', link(other.token, `/documents/${form.attachments[0].id}`))).status).toBe(404);
    expect((await s.t.call('GET', link(other.token, `/documents/${sharedDocumentId}`))).status).toBe(404);
  });

  it('opens its own form only: no portal session or cookie, no other form, no portal call', async () => {
    const other = await sendForm({ client_documents_ids: [], form_title: 'Another questionnaire' });
    const opened = await s.t.call('GET', link(token));
    expect(opened.status).toBe(200);
    expect(opened.body.form.form_title).toBe('Questionnaire');
    // No call of the link sets a cookie: it stays one step, and a step into nothing else.
    const saved = await s.t.call('PUT', link(token, '/progress'), { body: { values: {} } });
    for (const res of [opened, saved]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.cookies).toHaveLength(0);
    }
    // The portal answers as to anyone signed out, with or without the link's token as its cookie.
    for (const path of ['/api/portal/account', '/api/portal/forms', '/api/portal/invoices', '/api/portal/security']) {
      expect((await s.t.call('GET', path)).status).toBe(401);
      expect((await s.t.call('GET', path, { cookies: { counsel_portal: token } })).status).toBe(401);
    }
    expect((await s.t.call('GET', `/api/portal/forms/${sentId}`, { cookies: { counsel_portal: token } })).status).toBe(
      401,
    );
    // Nor does it open the staff's calls, or the form's signed PDF.
    expect((await s.t.call('GET', `/api/portal/forms/${sentId}/signed-pdf`)).status).toBe(401);
    expect((await s.t.call('GET', '/api/contacts', { token })).status).toBe(401);
    // The other form stays behind its own link: this one reads its own id whatever else is asked.
    expect((await s.t.call('GET', link(other.token))).body.form.form_title).toBe('Another questionnaire');
    expect((await s.t.call('GET', link(token, `?id=${other.id}`))).body.form.form_title).toBe('Questionnaire');
  });

  it('refuses to submit without the required fields (422, named) or with a signature that is no PNG', async () => {
    const missing = await submit(token, { values: { city: 'Irbid' }, signature: SIGNATURE });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe(FORM_SENDING_ERRORS.requiredMissing);
    expect(missing.body.details.missing_fields).toEqual(['full_name']);
    const fake = await submit(token, {
      values: { full_name: 'Maria Gonzalez' },
      signature: 'data:image/png;base64,AAAA',
    });
    expect(fake.status).toBe(422);
    expect(fake.body.code).toBe(FORM_SENDING_ERRORS.signatureRequired);
    const notPng = await submit(token, { values: {}, signature: 'data:image/jpeg;base64,AAAA' });
    expect(notPng.status).toBe(400);
    const [row] = await s.t.services.db.select().from(sentForms).where(eq(sentForms.id, sentId));
    expect(row!.status).toBe('in_progress');
  });

  it('refuses a 9000×9000 PNG signature from its header (422 image_too_large), changing nothing', async () => {
    const res = await submit(token, {
      values: { full_name: 'Maria Gonzalez' },
      signature: pngDataUrl(blackPng(9000, 9000)),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'image_too_large', details: { width: 9000, height: 9000, max_side: 4000 } });
    const [row] = await s.t.services.db.select().from(sentForms).where(eq(sentForms.id, sentId));
    expect(row!.status).toBe('in_progress');
  });

  it('submits: the signed PDF (values written, signature drawn in its field) is a filled form of the case; the sender is told', async () => {
    const res = await submit(token, {
      values: { full_name: 'Maria Gonzalez', staff_note: 'forged' },
      signature: SIGNATURE,
    });
    expect(res.status).toBe(200);
    expect(res.body.form.status).toBe('submitted');
    expect(await auditCount(s.t, 'sent_form.submitted', sentId)).toBe(1);

    const staff = (
      await s.t.call('GET', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${sentId}`, { token: s.admin })
    ).body.sent_form;
    expect(staff).toMatchObject({
      status: 'submitted',
      submitted_at: expect.any(String),
      document: { id: expect.any(Number) },
    });
    expect(staff.values).toEqual({ city: 'Irbid', full_name: 'Maria Gonzalez' });
    const filled = await s.t.call('GET', `/api/document/${staff.document.id}/filled-form`, { token: s.admin });
    expect(filled.status).toBe(200);
    expect(filled.body.filled_form).toMatchObject({
      case_id: s.w.caseId,
      form_type: 'law_firm',
      form_id: formId,
      flatten: true,
      values: { full_name: 'Maria Gonzalez', city: 'Irbid', staff_note: 'Checked by staff' },
    });
    const document = (await s.api.ofCase(s.admin, s.w.caseId)).body.documents.find(
      (d: { id: number }) => d.id === staff.document.id,
    );
    const bytes = (await s.api.download(s.admin, document.file)).bytes;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getForm().getFields()).toHaveLength(0);
    const text = await textOf(bytes);
    expect(text).toContain('Maria Gonzalez');
    expect(text).toContain('Irbid');
    expect(text).toContain('Checked by staff');
    expect(text).not.toContain('forged');
    expect(text).not.toContain('not a signature');
    // In the client's box only (a /Sig field); the witness's box stays empty.
    expect(await imagesDrawn(bytes, 0)).toBe(1);

    const mails = (await s.t.services.mailer.listOutbox(s.w.firm.lawFirmId, 1, 100)).items;
    const notice = mails.find((m) => m.to.includes(s.w.firm.admin.email));
    expect(notice?.subject).toBe('Maria Gonzalez submitted Questionnaire');
    expect(notice?.text).toContain('/en/forms?tab=sent');
  });

  it('after submitting: the link reads (submitted), progress and a second submit are 409, revoke and resend 409', async () => {
    const read = await s.t.call('GET', link(token));
    expect(read.status).toBe(200);
    expect(read.body.form.status).toBe('submitted');
    const progress = await s.t.call('PUT', link(token, '/progress'), { body: { values: {}, current_section: 0 } });
    expect(progress.status).toBe(409);
    expect(progress.body.code).toBe(FORM_SENDING_ERRORS.alreadySubmitted);
    expect((await submit(token, { values: {}, signature: SIGNATURE })).status).toBe(409);
    const base = `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${sentId}`;
    const revoke = await s.t.call('POST', `${base}/revoke`, { token: s.admin });
    expect(revoke.status).toBe(409);
    expect(revoke.body.code).toBe(FORM_SENDING_ERRORS.notSendable);
    expect((await s.t.call('POST', `${base}/resend`, { token: s.admin })).status).toBe(409);
  });

  it('a public form without signature fields is signed at the foot of its last page', async () => {
    const sections = [
      { section: 'Part 2', section_description: '', fields: [field(I130_PETITIONER_FAMILY_NAME, { required: true })] },
    ];
    const sent = await sendForm({ form_type: 'public', form_id: 2, form_schema: sections, case_id: null });
    const res = await submit(sent.token, {
      values: { [I130_PETITIONER_FAMILY_NAME]: 'Gonzalez' },
      signature: SIGNATURE,
    });
    expect(res.status).toBe(200);
    const [row] = await s.t.services.db.select().from(sentForms).where(eq(sentForms.id, sent.id));
    const documents = (await s.api.general(s.admin, s.w.clientId)).body.documents;
    const document = documents.find((d: { id: number }) => d.id === row!.documentId);
    const bytes = (await s.api.download(s.admin, document.file)).bytes;
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(await imagesDrawn(bytes, pages - 1)).toBe(1);
    expect(await textOf(bytes)).toContain('Maria Gonzalez ·');
  });

  it('refuses answers ticking two boxes of one "select only one" question (422, naming it), and takes one', async () => {
    const schema = await s.t.call('GET', '/api/document/generic-form-schema/I-130', { token: s.admin });
    const part2 = schema.body.form.schema.form_fields.find((section: FormSection) => section.section === 'Part 2');
    const [male, female] = (part2 as FormSection).fields.filter((f) => f.metadata.choice_group === 'Pt2:9');
    const sent = await sendForm({ form_type: 'public', form_id: 2, form_schema: [part2], case_id: null });
    const both = { [male!.name]: true, [female!.name]: true };
    const twice = await submit(sent.token, { values: both, signature: SIGNATURE });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({
      code: ONE_CHOICE_CODE,
      message: 'Choose only one answer to "9. Sex.".',
      fields: { [male!.name]: expect.any(String), [female!.name]: expect.any(String) },
    });
    const progress = await s.t.call('PUT', link(sent.token, '/progress'), {
      body: { values: both, current_section: 0 },
    });
    expect(progress.status).toBe(422);
    const [before] = await s.t.services.db.select().from(sentForms).where(eq(sentForms.id, sent.id));
    expect(before).toMatchObject({ status: 'sent', values: {} });

    const once = { [male!.name]: false, [female!.name]: true };
    expect(
      (await s.t.call('PUT', link(sent.token, '/progress'), { body: { values: once, current_section: 0 } })).status,
    ).toBe(200);
    const res = await submit(sent.token, { values: once, signature: SIGNATURE });
    expect(res.status).toBe(200);
    expect(res.body.form.status).toBe('submitted');
  });

  it('an expired link is 410 expired, a withdrawn one 410 revoked, an unknown one 404', async () => {
    const expired = await sendForm();
    await s.t.services.db
      .update(sentForms)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sentForms.id, expired.id));
    const late = await s.t.call('GET', link(expired.token));
    expect(late.status).toBe(410);
    expect(late.body.code).toBe(FORM_SENDING_ERRORS.linkExpired);
    expect(
      (await s.t.call('PUT', link(expired.token, '/progress'), { body: { values: {}, current_section: 0 } })).status,
    ).toBe(410);
    const revoked = await sendForm();
    await s.t.call('POST', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${revoked.id}/revoke`, { token: s.admin });
    expect((await submit(revoked.token, { values: {}, signature: SIGNATURE })).status).toBe(410);
    const unknown = await s.t.call('GET', link('x'.repeat(43)));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(FORM_SENDING_ERRORS.linkNotFound);
  });

  it('a cut-short or malformed link is as unknown as any other: 404, never a validation error', async () => {
    for (const token of ['abc', 'x', 'a%20b', '-'.repeat(90)]) {
      const res = await s.t.call('GET', link(token));
      expect(res.status, token).toBe(404);
      expect(res.body.code).toBe(FORM_SENDING_ERRORS.linkNotFound);
    }
  });
});
