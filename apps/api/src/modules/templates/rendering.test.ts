import { documentDay, documentMoney } from '@counsel/invoice-document';
import { pdfjsLines } from '@counsel/invoice-document/pdf-text';
import { describe, expect, it } from 'vitest';
import { emailBody, templatesSuite, zipEntry } from '../../test/kits/templates.js';

const s = templatesSuite();
const firmId = () => s.w.firm.lawFirmId;

async function template(body: Parameters<typeof emailBody>[0]) {
  const res = await s.api.create(s.admin, firmId(), emailBody(body));
  expect(res.status).toBe(201);
  return res.body.template.id as number;
}

/** The bytes of a document's current file. */
async function fileOf(url: string) {
  const res = await s.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${s.admin}` } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('POST /api/templates/:lawFirmId/:id/preview', () => {
  it('fills the client, invoice, sender and firm; leaves and reports what it cannot fill', async () => {
    const id = await template({
      subject: 'Invoice #invoice_number for #contact_full_name',
      body_html:
        '<p>Dear <span data-merge-field="#contact_first_name">#contact_first_name</span>, born #contact_date_of_birth.</p>' +
        '<p>Total #invoice_total, paid #invoice_amount_paid, due #invoice_outstanding by #invoice_due_date (#invoice_status).</p>' +
        '<p>#User_full_name, #Law_Firm_name. #meeting_date #contact_shoe_size #contact_phone #meeting_date</p>',
    });
    const res = await s.api.preview(s.admin, firmId(), id, { contact_id: s.w.clientId, invoice_id: s.w.invoiceId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      subject: 'Invoice INV-0042 for Maria Gonzalez',
      html:
        '<p>Dear <span data-merge-field="#contact_first_name">Maria</span>, born Mar 5, 1990.</p>' +
        '<p>Total $1,234.50, paid $234.50, due $1,000.00 by Apr 5, 2999 (Partially paid).</p>' +
        '<p>Alex Admin, Hamdan &amp; Clarke. #meeting_date #contact_shoe_size #contact_phone #meeting_date</p>',
      unknown_fields: ['#meeting_date', '#contact_shoe_size', '#contact_phone'],
      language: 'en',
    });
  });

  it('formats dates and money in the template’s language and escapes values', async () => {
    const id = await template({
      language: 'ar',
      subject: 'فاتورة #invoice_number',
      body_html: '<p>المبلغ #invoice_total بتاريخ #invoice_issue_date</p>',
    });
    const res = await s.api.preview(s.admin, firmId(), id, { invoice_id: s.w.invoiceId });
    expect(res.status).toBe(200);
    // The invoice PDF's own Arabic formats, so a letter and the invoice it cites agree.
    expect(res.body.html).toBe(
      `<p>المبلغ ${documentMoney(123450, 'Arabic')} بتاريخ ${documentDay('2026-03-05', 'Arabic')}</p>`,
    );
    expect(res.body.html).not.toBe(
      `<p>المبلغ ${documentMoney(123450, 'English')} بتاريخ ${documentDay('2026-03-05', 'English')}</p>`,
    );
    expect(res.body.unknown_fields).toEqual([]);
    const firm = await template({ body_html: '<p>#Law_Firm_name</p>' });
    expect((await s.api.preview(s.admin, firmId(), firm, {})).body.html).toBe('<p>Hamdan &amp; Clarke</p>');
  });

  it('keeps a preview without context showing its client placeholders', async () => {
    const id = await template({ subject: 'Hi #contact_first_name', body_html: '<p>#contact_first_name</p>' });
    const res = await s.api.preview(s.admin, firmId(), id, {});
    expect(res.body).toMatchObject({ subject: 'Hi #contact_first_name', unknown_fields: ['#contact_first_name'] });
  });

  it('answers 404 for another firm’s template, contact or invoice; 422 for another client’s invoice', async () => {
    const id = await template({});
    const foreign = await s.api.create(s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId, emailBody());
    expect((await s.api.preview(s.admin, firmId(), foreign.body.template.id, {})).status).toBe(404);
    expect((await s.api.preview(s.admin, s.w.otherFirm.lawFirmId, id, {})).status).toBe(404);
    expect((await s.api.preview(s.admin, firmId(), id, { contact_id: s.w.foreignClientId })).status).toBe(404);
    expect((await s.api.preview(s.admin, firmId(), id, { invoice_id: s.w.foreignInvoiceId })).status).toBe(404);
    const mismatch = await s.api.preview(s.admin, firmId(), id, {
      contact_id: s.w.clientId,
      invoice_id: s.w.siblingInvoiceId,
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('invoice_not_for_contact');
  });

  it('needs read on the kind (403), and read on clients to fill a client', async () => {
    const id = await template({});
    expect((await s.api.preview(s.w.staff.nobody.token, firmId(), id, {})).status).toBe(403);
    const reader = s.w.staff.emailReader.token;
    expect((await s.api.preview(reader, firmId(), id, {})).status).toBe(200);
    expect((await s.api.preview(reader, firmId(), id, { contact_id: s.w.clientId })).status).toBe(403);
  });
});

describe('POST /api/templates/:lawFirmId/:id/generate-document', () => {
  const letter =
    '<h1>Engagement letter</h1><p>Dear <strong>#contact_full_name</strong>,</p>' +
    '<ul><li><p>Filing fee</p></li></ul><table><tbody><tr><td>A-Number</td><td>#contact_a_number</td></tr></tbody></table>' +
    '<p>#meeting_date</p>';

  it('saves a filled PDF as the client’s document, listed with the client’s documents', async () => {
    const id = await template({ kind: 'document', title: 'Engagement letter', body_html: letter });
    const res = await s.api.generate(s.admin, firmId(), id, { contact_id: s.w.clientId, format: 'pdf' });
    expect(res.status).toBe(201);
    expect(res.body.unknown_fields).toEqual(['#meeting_date']);
    expect(res.body.document).toMatchObject({
      title: 'Engagement letter',
      file_name: 'Engagement letter.pdf',
      mime_type: 'application/pdf',
      client_id: s.w.clientId,
      case_id: null,
    });
    const lines = await pdfjsLines(new Uint8Array(await fileOf(res.body.document.file)), 'ltr');
    expect(lines).toContain('Engagement letter');
    expect(lines).toContain('Dear Maria Gonzalez,');
    expect(lines.join('\n')).toContain('A123456789');
    const list = await s.t.call('GET', `/api/client/${s.w.clientId}/general-documents`, { token: s.admin });
    expect(list.body.documents.map((d: { id: number }) => d.id)).toContain(res.body.document.id);
  });

  it('draws an Arabic PDF right to left that reads back in order', async () => {
    const id = await template({
      kind: 'document',
      language: 'ar',
      title: 'خطاب التعاقد',
      body_html: '<h2>خطاب التعاقد</h2><p>عزيزتي #contact_first_name، يسرنا أن نرحب بكم عملاء لدى مكتبنا.</p>',
    });
    const res = await s.api.generate(s.admin, firmId(), id, { contact_id: s.w.clientId, format: 'pdf' });
    expect(res.status).toBe(201);
    const lines = (await pdfjsLines(new Uint8Array(await fileOf(res.body.document.file)), 'rtl')).map((line) =>
      line.replace(/[\u200B\u200E\u200F\u202A-\u202E]/g, ''),
    );
    expect(lines).toContain('خطاب التعاقد');
    expect(lines.join('\n')).toContain('يسرنا أن نرحب بكم عملاء لدى مكتبنا.');
    expect(lines.join('\n')).toContain('Maria');
  });

  it('writes a Word file into the case’s documents; Arabic paragraphs are bidirectional', async () => {
    const id = await template({ kind: 'document', title: 'Letter', body_html: letter });
    const res = await s.api.generate(s.admin, firmId(), id, {
      contact_id: s.w.clientId,
      case_id: s.w.caseId,
      format: 'docx',
      title: 'Maria’s letter',
    });
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({
      title: 'Maria’s letter',
      file_name: 'Maria’s letter.docx',
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      case_id: s.w.caseId,
    });
    const xml = zipEntry(await fileOf(res.body.document.file), 'word/document.xml')!.toString('utf8');
    expect(xml).toContain('Maria Gonzalez');
    expect(xml).toContain('<w:b/>');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('A123456789');
    expect(xml).not.toContain('<w:bidi/>');
    const caseList = await s.t.call('GET', `/api/case/${s.w.caseId}/documents`, { token: s.admin });
    expect(caseList.body.documents.map((d: { id: number }) => d.id)).toContain(res.body.document.id);

    const arabic = await template({
      kind: 'document',
      language: 'ar',
      title: 'خطاب',
      body_html: '<p>مرحبا #contact_first_name</p>',
    });
    const ar = await s.api.generate(s.admin, firmId(), arabic, { contact_id: s.w.clientId, format: 'docx' });
    const arXml = zipEntry(await fileOf(ar.body.document.file), 'word/document.xml')!.toString('utf8');
    expect(arXml).toContain('<w:bidi/>');
    // In a bidirectional paragraph OOXML's "left" is the reading start: the right side of the page.
    expect(arXml).toContain('<w:bidi/><w:jc w:val="left"/>');
    expect(arXml).toContain('<w:rtl/>');
    expect(arXml).toContain('مرحبا ');
  });

  it('only takes document templates (422), a contact (400) and the client’s own case (422)', async () => {
    const email = await template({});
    const notDocument = await s.api.generate(s.admin, firmId(), email, { contact_id: s.w.clientId, format: 'pdf' });
    expect(notDocument.status).toBe(422);
    expect(notDocument.body.code).toBe('not_a_document_template');
    const id = await template({ kind: 'document' });
    expect((await s.api.generate(s.admin, firmId(), id, { format: 'pdf' })).status).toBe(400);
    expect((await s.api.generate(s.admin, firmId(), id, { contact_id: s.w.clientId, format: 'odt' })).status).toBe(400);
    const otherCase = await s.api.generate(s.admin, firmId(), id, {
      contact_id: s.w.clientId,
      case_id: s.w.siblingCaseId,
      format: 'pdf',
    });
    expect(otherCase.status).toBe(422);
    expect(otherCase.body.code).toBe('case_not_for_contact');
  });

  it('answers 404 for another firm’s template or client, 403 without document templates or documents rights', async () => {
    const id = await template({ kind: 'document' });
    const body = { contact_id: s.w.clientId, format: 'pdf' };
    expect((await s.api.generate(s.admin, firmId(), id, { ...body, contact_id: s.w.foreignClientId })).status).toBe(
      404,
    );
    expect((await s.api.generate(s.w.otherFirm.admin.token, firmId(), id, body)).status).toBe(404);
    const foreign = await s.api.create(
      s.w.otherFirm.admin.token,
      s.w.otherFirm.lawFirmId,
      emailBody({ kind: 'document' }),
    );
    expect((await s.api.generate(s.admin, firmId(), foreign.body.template.id, body)).status).toBe(404);
    expect((await s.api.generate(s.w.staff.emailWriter.token, firmId(), id, body)).status).toBe(403);
    expect((await s.api.generate(s.w.staff.documentNoFiles.token, firmId(), id, body)).status).toBe(403);
    expect((await s.api.generate(s.w.staff.documentManager.token, firmId(), id, body)).status).toBe(201);
  });
});
