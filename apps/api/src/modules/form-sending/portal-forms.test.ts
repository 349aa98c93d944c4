/**
 * Forms sent in client_portal mode (the default): the mail (the invitation folded in while there is no
 * password, else a notice linking to the form), the client's list and each form call with the link's
 * rules; what the client cannot reach (another firm's, a passwordless form, a withdrawn access) is 404.
 */
import { FORM_SENDING_ERRORS, PORTAL_ERRORS, PORTAL_MESSAGES, portalFormListResponse } from '@counsel/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sentFormLinks, sentForms } from '../../db/schema/index.js';
import { auditCount, documentsApi, PDF, PNG } from '../../test/kits/documents.js';
import { SECTIONS, SIGNATURE, uploadSignableForm } from '../../test/kits/form-sending.js';
import {
  accessPath,
  activate,
  insertClient,
  lastMailTo,
  portalCall,
  portalSuite,
  setPasswordTokenFor,
} from '../../test/kits/portal.js';
import { multipart } from '../../test/kits/team.js';
import { runFormReminders } from './reminders.js';
import { sendingDeps } from './routes.js';

describe('forms in the client portal', () => {
  const s = portalSuite();
  let formId: number;
  let foreignFormId: number;
  let sharedDocumentId: number;
  let cookie: string;
  let firstId: number;
  let secondId: number;
  let remindedId: number;
  const origin = () => s.t.services.config.publicOrigin;

  const send = (extra: Record<string, unknown> = {}, token = s.admin(), userId = s.w.firm.admin.id) =>
    s.t.call('POST', '/api/document/collaboration-form', {
      token,
      body: {
        form_title: 'Questionnaire',
        user_id: userId,
        client_id: s.w.clientId,
        form_type: 'law_firm',
        form_id: formId,
        form_schema: SECTIONS,
        requested_documents: ['Passport'],
        ...extra,
      },
    });
  const form = (id: number, tail = '') => `/api/portal/forms/${id}${tail}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as = cookie) =>
    portalCall(s.t, as, method, url, body);
  const attach = async (id: number, as = cookie) => {
    const { body, headers } = await multipart({ requested: 'Passport' }, [
      { name: 'file', bytes: PNG, filename: 'passport.png' },
    ]);
    return s.t.call('POST', form(id, '/attachments'), { body, headers, cookies: { counsel_portal: as } });
  };

  beforeAll(async () => {
    formId = await uploadSignableForm(s.t, s.admin(), s.w.firm.lawFirmId);
    foreignFormId = await uploadSignableForm(s.t, s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId);
    const upload = await documentsApi(s.t).uploadToClient(s.admin(), s.w.firm.lawFirmId, s.w.clientId, [
      { bytes: PDF, filename: 'lease.pdf' },
    ]);
    sharedDocumentId = upload.body.documents[0].id;
  });

  it('sends by default in client_portal mode: no link, one mail inviting the client with the form, in Arabic', async () => {
    const res = await send({ locale: 'ar', client_documents_ids: [sharedDocumentId] });
    expect(res.status).toBe(201);
    firstId = res.body.sent_form.id;
    expect(res.body.sent_form).toMatchObject({ form_sending_mode: 'client_portal', status: 'sent' });
    expect(await s.t.services.db.select().from(sentFormLinks).where(eq(sentFormLinks.sentFormId, firstId))).toEqual([]);
    const mail = await lastMailTo(s.t, s.w.firm.lawFirmId, 'rana@client.example');
    expect(mail.subject).toBe('Portal Firm يطلب منك تعبئة النموذج «Questionnaire»');
    expect(mail.text).toContain('اختر أولًا كلمة مرور');
    expect(mail.text).toContain(`${origin()}/ar/portal/set-password/`);
    expect(mail.text).not.toContain('/client-form/');
    const access = await s.t.call('GET', accessPath(s.w.firm.lawFirmId, s.w.clientId), { token: s.admin() });
    expect(access.body.portal_access).toMatchObject({ status: 'invited', invited_by: { id: s.w.firm.admin.id } });
    expect(await auditCount(s.t, 'sent_form.sent', firstId)).toBe(1);
  });

  it('once the client has a password, a new form’s mail links to its page in the portal', async () => {
    cookie = await activate(s.t, await setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'rana@client.example'));
    const res = await send({ form_title: 'Second form' });
    secondId = res.body.sent_form.id;
    const mail = await lastMailTo(s.t, s.w.firm.lawFirmId, 'rana@client.example');
    expect(mail.subject).toBe('Portal Firm sent you Second form');
    expect(mail.text).toContain(`${origin()}/en/portal/forms/${secondId}\n`);
    expect(mail.text).not.toContain('set-password');
  });

  it('lists the client’s forms newest first, paged and filtered', async () => {
    const res = await call('GET', '/api/portal/forms');
    expect(res.status).toBe(200);
    const list = portalFormListResponse.parse(res.body);
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.id)).toEqual([secondId, firstId]);
    expect(list.items[1]).toMatchObject({
      form_title: 'Questionnaire',
      firm_name: 'Portal Firm',
      status: 'sent',
      locale: 'ar',
      submitted_at: null,
      has_signed_pdf: false,
    });
    const paged = await call('GET', '/api/portal/forms?page_size=1&page=2');
    expect(paged.body.items.map((item: { id: number }) => item.id)).toEqual([firstId]);
    expect((await call('GET', '/api/portal/forms?status=submitted')).body.total).toBe(0);
    expect((await call('GET', '/api/portal/forms?status=open')).body.total).toBe(2);
    expect((await call('GET', '/api/portal/forms?status=lost')).status).toBe(400);
  });

  it('opens a form (marked opened, audited with the portal user and address), saves progress', async () => {
    const opened = await call('GET', form(firstId));
    expect(opened.status).toBe(200);
    expect(opened.body.form).toMatchObject({
      form_title: 'Questionnaire',
      firm_name: 'Portal Firm',
      client_first_name: 'Rana',
      status: 'opened',
      values: { city: 'Amman' },
      shared_documents: [{ id: sharedDocumentId, title: 'lease.pdf' }],
    });
    expect(JSON.stringify(opened.body.form)).not.toContain('staff_note');
    const [entry] = await s.t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sent_form.opened'), eq(auditLog.entityId, String(firstId))));
    expect(entry!.details).toMatchObject({ actor: 'client', portal_user_id: expect.any(Number) });
    expect(entry!.ip).toBeTruthy();
    const saved = await call('PUT', form(firstId, '/progress'), {
      values: { full_name: 'Rana Saleh', staff_note: 'forged' },
      current_section: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.form).toMatchObject({ status: 'in_progress', current_section: 1 });
    expect(saved.body.form.values).toMatchObject({ full_name: 'Rana Saleh' });
    expect((await call('PUT', form(firstId, '/progress'), { values: {}, current_section: -1 })).status).toBe(400);
  });

  it('attaches a requested document and reads it, and a shared one; nothing else', async () => {
    const res = await attach(firstId);
    expect(res.status).toBe(200);
    const [attachment] = res.body.form.attachments;
    expect(attachment).toMatchObject({ requested: 'Passport' });
    const file = await s.t.app.inject({
      method: 'GET',
      url: form(firstId, `/documents/${attachment.id}`),
      cookies: { counsel_portal: cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await call('GET', form(firstId, `/documents/${sharedDocumentId}`))).status).toBe(200);
    expect((await call('GET', form(secondId, `/documents/${sharedDocumentId}`))).status).toBe(404);
  });

  it('submits: checks, then the signed PDF can be downloaded; a second submit is 409', async () => {
    expect((await call('GET', form(firstId, '/signed-pdf'))).status).toBe(404);
    const missing = await call('POST', form(secondId, '/submit'), { values: {}, signature: SIGNATURE });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe(FORM_SENDING_ERRORS.requiredMissing);
    const res = await call('POST', form(firstId, '/submit'), { values: { city: 'Irbid' }, signature: SIGNATURE });
    expect(res.status).toBe(200);
    expect(res.body.form.status).toBe('submitted');
    const pdf = await s.t.app.inject({
      method: 'GET',
      url: form(firstId, '/signed-pdf'),
      cookies: { counsel_portal: cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = await call('GET', '/api/portal/forms?status=submitted');
    expect(list.body.items).toEqual([expect.objectContaining({ id: firstId, has_signed_pdf: true })]);
    const again = await call('POST', form(firstId, '/submit'), { values: {}, signature: SIGNATURE });
    expect(again.status).toBe(409);
    const staff = await s.t.call('GET', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${firstId}`, {
      token: s.admin(),
    });
    expect(staff.body.sent_form.document).not.toBeNull();
  });

  it('a withdrawn form is 410 link_revoked, one past its date 410 link_expired, in the portal’s words', async () => {
    const revokedId = (await send({ form_title: 'Withdrawn' })).body.sent_form.id;
    await s.t.call('POST', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${revokedId}/revoke`, {
      token: s.admin(),
    });
    const revoked = await call('GET', form(revokedId));
    expect(revoked.status).toBe(410);
    expect(revoked.body).toMatchObject({ code: PORTAL_ERRORS.formWithdrawn, message: PORTAL_MESSAGES.formWithdrawn });
    await s.t.services.db
      .update(sentForms)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(sentForms.id, secondId));
    const expired = await call('PUT', form(secondId, '/progress'), { values: {}, current_section: 0 });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: PORTAL_ERRORS.formExpired, message: PORTAL_MESSAGES.formExpired });
    const statuses = (await call('GET', '/api/portal/forms')).body.items.map((i: { status: string }) => i.status);
    expect(statuses).toEqual(['revoked', 'expired', 'submitted']);
  });

  it('a reminder and a resend of a portal form mail a notice linking to its page; no link is made', async () => {
    remindedId = (await send({ form_title: 'Reminded', expires_in_days: 30 })).body.sent_form.id;
    await s.t.services.db
      .update(sentForms)
      .set({ sentAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(sentForms.id, remindedId));
    expect(await runFormReminders(sendingDeps(s.t.services, { error: () => {} }), new Date())).toBe(1);
    const reminder = await lastMailTo(s.t, s.w.firm.lawFirmId, 'rana@client.example');
    expect(reminder.subject).toBe('Reminder from Portal Firm: Reminded is waiting for you');
    expect(reminder.text).toContain(`/en/portal/forms/${remindedId}\n`);
    expect(await auditCount(s.t, 'sent_form.reminded', remindedId)).toBe(1);
    const resent = await s.t.call('POST', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${remindedId}/resend`, {
      token: s.admin(),
    });
    expect(resent.status).toBe(200);
    expect((await lastMailTo(s.t, s.w.firm.lawFirmId, 'rana@client.example')).subject).toBe(
      'Portal Firm sent you Reminded',
    );
    const links = await s.t.services.db.select().from(sentFormLinks).where(eq(sentFormLinks.sentFormId, remindedId));
    expect(links).toEqual([]);
  });

  describe('what the client cannot reach', () => {
    let passwordlessId: number;
    let foreignId: number;
    const everyCall = async (id: number, as = cookie) => [
      (await call('GET', form(id), undefined, as)).status,
      (await call('PUT', form(id, '/progress'), { values: {}, current_section: 0 }, as)).status,
      (await attach(id, as)).status,
      (await call('GET', form(id, `/documents/${sharedDocumentId}`), undefined, as)).status,
      (await call('POST', form(id, '/submit'), { values: {}, signature: SIGNATURE }, as)).status,
      (await call('GET', form(id, '/signed-pdf'), undefined, as)).status,
    ];

    beforeAll(async () => {
      passwordlessId = (await send({ form_title: 'By link', form_sending_mode: 'passwordless' })).body.sent_form.id;
      // The other firm sends to a client of its own who has a portal account of their own.
      const otherClient = await insertClient(s.t, s.w.otherFirm.lawFirmId, 'Sami', 'sami@client.example');
      const other = s.w.otherFirm.admin;
      const res = await send({ client_id: otherClient, form_id: foreignFormId }, other.token, other.id);
      foreignId = res.body.sent_form.id;
    });

    it('a passwordless form is 404 on every call and not listed', async () => {
      expect(await everyCall(passwordlessId)).toEqual([404, 404, 404, 404, 404, 404]);
      const ids = (await call('GET', '/api/portal/forms')).body.items.map((i: { id: number }) => i.id);
      expect(ids).not.toContain(passwordlessId);
    });

    it('a client of firm A sees nothing of firm B, and B’s client nothing of A', async () => {
      expect(await everyCall(foreignId)).toEqual([404, 404, 404, 404, 404, 404]);
      const ids = (await call('GET', '/api/portal/forms')).body.items.map((i: { id: number }) => i.id);
      expect(ids).not.toContain(foreignId);
      const sami = await activate(s.t, await setPasswordTokenFor(s.t, s.w.otherFirm.lawFirmId, 'sami@client.example'));
      const theirs = await call('GET', '/api/portal/forms', undefined, sami);
      expect(theirs.body.items.map((i: { id: number }) => i.id)).toEqual([foreignId]);
      expect(await everyCall(firstId, sami)).toEqual([404, 404, 404, 404, 404, 404]);
      const account = await call('GET', '/api/portal/account', undefined, sami);
      expect(account.body.account).toMatchObject({
        law_firm_id: s.w.otherFirm.lawFirmId,
        firm_name: 'Elsewhere LLP',
        clients: [{ first_name: 'Sami', last_name: 'Saleh' }],
      });
    });

    it('withdrawn access hides the firm’s forms at once', async () => {
      const del = await s.t.call('DELETE', accessPath(s.w.firm.lawFirmId, s.w.clientId), { token: s.admin() });
      expect(del.status).toBe(204);
      expect((await call('GET', '/api/portal/forms')).body).toMatchObject({ items: [], total: 0 });
      expect(await everyCall(firstId)).toEqual([404, 404, 404, 404, 404, 404]);
      expect((await call('GET', '/api/portal/account')).body.account.clients).toEqual([]);
      // No reminder gives the access back.
      const later = new Date(Date.now() + 10 * 86_400_000);
      expect(await runFormReminders(sendingDeps(s.t.services, { error: () => {} }), later)).toBe(0);
      expect(await auditCount(s.t, 'sent_form.reminded', remindedId)).toBe(1);
    });

    it('every form call needs the portal session (401), a staff token included', async () => {
      for (const status of await everyCall(firstId, 'not-a-session')) expect(status).toBe(401);
      const staff = await s.t.call('GET', form(firstId), { token: s.admin() });
      expect(staff.status).toBe(401);
    });
  });
});
