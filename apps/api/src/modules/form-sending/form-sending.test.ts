/**
 * The staff's side of sending a form: sending (mail in the send's language, link token stored only as
 * its hash), the list and its filters (expired computed), one form, withdrawing and sending again, the
 * reminder setting; 403 and 404 on every call.
 */
import { createHash } from 'node:crypto';
import { FORM_SENDING_ERRORS, FORM_SENDING_MESSAGES } from '@counsel/domain';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, sentFormLinks, sentForms } from '../../db/schema/index.js';
import { addEmployee, type TestUser } from '../../test/firms.js';
import { auditCount, documentsSuite, PDF } from '../../test/kits/documents.js';
import { linkTokenFor, SECTIONS, uploadSignableForm } from '../../test/kits/form-sending.js';

describe('sending forms (staff)', () => {
  const s = documentsSuite();
  let formId: number;
  let foreignFormId: number;
  let sharedDocumentId: number;
  let siblingDocumentId: number;
  let foreignDocumentId: number;
  let noEmailClientId: number;
  let settingsless: TestUser;

  const path = (lawFirmId = s.w.firm.lawFirmId) => `/api/law-firm/${lawFirmId}/sent-forms`;
  const send = (token: string, body: Record<string, unknown>) =>
    s.t.call('POST', '/api/document/collaboration-form', { token, body });
  const body = (extra: Record<string, unknown> = {}) => ({
    form_title: 'Questionnaire',
    user_id: s.w.firm.admin.id,
    client_id: s.w.clientId,
    form_type: 'law_firm',
    form_id: formId,
    form_schema: SECTIONS,
    form_sending_mode: 'passwordless',
    ...extra,
  });
  const rows = async () => (await s.t.services.db.select({ n: count() }).from(sentForms))[0]!.n;
  const outbox = async () => (await s.t.services.mailer.listOutbox(s.w.firm.lawFirmId, 1, 100)).items;

  beforeAll(async () => {
    formId = await uploadSignableForm(s.t, s.admin, s.w.firm.lawFirmId);
    foreignFormId = await uploadSignableForm(s.t, s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId);
    const upload = async (token: string, lawFirmId: number, clientId: number) =>
      (await s.api.uploadToClient(token, lawFirmId, clientId, [{ bytes: PDF, filename: 'passport.pdf' }])).body
        .documents[0].id as number;
    sharedDocumentId = await upload(s.admin, s.w.firm.lawFirmId, s.w.clientId);
    siblingDocumentId = await upload(s.admin, s.w.firm.lawFirmId, s.w.siblingClientId);
    foreignDocumentId = await upload(s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId, s.w.foreignClientId);
    const [client] = await s.t.services.db
      .insert(clients)
      .values({ lawFirmId: s.w.firm.lawFirmId, firstName: 'No', lastName: 'Mail' })
      .returning();
    noEmailClientId = client!.id;
    settingsless = await addEmployee(s.t, s.w.firm, { rules: [{ subject: 'forms', action: 'read' }] });
  });

  describe('POST /document/collaboration-form', () => {
    it('sends (201): the client is mailed in Arabic with a link built from APP_URL, only its hash is stored, audited', async () => {
      const res = await send(
        s.admin,
        body({
          case_id: s.w.caseId,
          locale: 'ar',
          client_documents_ids: [sharedDocumentId],
          requested_documents: ['Passport'],
          base_url: 'https://evil.example',
          form_url: 'https://evil.example/form.pdf',
        }),
      );
      expect(res.status).toBe(201);
      const sent = res.body.sent_form;
      expect(sent).toMatchObject({
        status: 'sent',
        form_title: 'Questionnaire',
        form_type: 'law_firm',
        form_id: formId,
        locale: 'ar',
        client: { id: s.w.clientId, full_name: 'Maria Gonzalez', email: 'maria@mail.example' },
        case: { id: s.w.caseId, title: 'Asylum application' },
        sent_by: { id: s.w.firm.admin.id },
        requested_documents: ['Passport'],
        shared_documents: [{ id: sharedDocumentId, title: 'passport.pdf' }],
        attachments: [],
        document: null,
      });
      expect(new Date(sent.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      expect(await auditCount(s.t, 'sent_form.sent', sent.id)).toBe(1);

      const mail = (await outbox()).find((m) => m.to.includes('maria@mail.example'))!;
      expect(mail.subject).toContain('Documents Firm');
      expect(mail.subject).toContain('Questionnaire');
      expect(mail.subject).toContain('يطلب منك');
      expect(mail.text).toContain(`${s.t.services.config.publicOrigin}/ar/client-form/`);
      expect(mail.text).not.toContain('evil.example');
      const token = await linkTokenFor(s.t, s.w.firm.lawFirmId, 'maria@mail.example');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const links = await s.t.services.db.select().from(sentFormLinks).where(eq(sentFormLinks.sentFormId, sent.id));
      expect(links.map((l) => l.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    });

    it('mails in English for a public form, and one who may create documents and read clients may send', async () => {
      const creator = await addEmployee(s.t, s.w.firm, {
        rules: [
          { subject: 'documents', action: 'create' },
          { subject: 'clients', action: 'read' },
        ],
      });
      const res = await send(creator.token, body({ user_id: creator.id, form_type: 'public', form_id: 2 }));
      expect(res.status).toBe(201);
      const mail = (await outbox())[0]!;
      expect(mail.subject).toBe('Documents Firm asks you to fill in Questionnaire');
      expect(mail.text).toContain('/en/client-form/');
    });

    it('403 when user_id is not the caller or without create on documents; nothing is sent', async () => {
      const before = await rows();
      expect((await send(s.admin, body({ user_id: s.w.staff.manage.id }))).status).toBe(403);
      const reader = s.w.staff.read;
      expect((await send(reader.token, body({ user_id: reader.id }))).status).toBe(403);
      expect(await rows()).toBe(before);
    });

    it('403 without read on clients: the form names a client, answers their address and shares their documents', async () => {
      const before = await rows();
      const mails = (await outbox()).length;
      const creator = s.w.staff.create;
      const res = await send(creator.token, body({ user_id: creator.id }));
      expect(res.status).toBe(403);
      expect(await rows()).toBe(before);
      expect((await outbox()).length).toBe(mails);
    });

    it('404 for another firm’s client, case, form or document, a case or document of another client, an unknown public form', async () => {
      const before = await rows();
      const attempts = [
        { client_id: s.w.foreignClientId },
        { case_id: s.w.foreignCaseId },
        { case_id: s.w.siblingCaseId },
        { form_id: foreignFormId },
        { form_type: 'public', form_id: 99 },
        { client_documents_ids: [foreignDocumentId] },
        { client_documents_ids: [siblingDocumentId] },
      ];
      for (const attempt of attempts) {
        const res = await send(s.admin, body(attempt));
        expect(res.status, JSON.stringify(attempt)).toBe(404);
      }
      const other = s.w.otherFirm.admin;
      expect((await send(other.token, body({ user_id: other.id }))).status).toBe(404);
      expect(await rows()).toBe(before);
    });

    it('422 for a client without an email, 400 for a bad body; nothing is saved', async () => {
      const before = await rows();
      const noMail = await send(s.admin, body({ client_id: noEmailClientId }));
      expect(noMail.status).toBe(422);
      expect(noMail.body).toMatchObject({
        code: FORM_SENDING_ERRORS.clientEmailMissing,
        message: FORM_SENDING_MESSAGES.clientEmailMissing,
      });
      expect((await send(s.admin, body({ form_schema: [] }))).status).toBe(400);
      expect((await send(s.admin, body({ expires_in_days: 31 }))).status).toBe(400);
      expect((await send(s.admin, body({ locale: 'fr' }))).status).toBe(400);
      expect(await rows()).toBe(before);
    });
  });

  describe('the list, one form, revoke and resend', () => {
    let expiredId: number;
    let revokedId: number;

    beforeAll(async () => {
      expiredId = (await send(s.admin, body({ form_title: 'Old one' }))).body.sent_form.id;
      await s.t.services.db
        .update(sentForms)
        .set({ expiresAt: sql`now() - interval '1 day'` })
        .where(eq(sentForms.id, expiredId));
      revokedId = (await send(s.admin, body({ form_title: 'Withdrawn' }))).body.sent_form.id;
    });

    it('lists newest first, paged, filtered by status (expired computed) and client', async () => {
      const all = await s.t.call('GET', `${path()}?page_size=2`, { token: s.admin });
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(4);
      expect(all.body.items).toHaveLength(2);
      expect(all.body.items[0].id).toBe(revokedId);
      const expired = await s.t.call('GET', `${path()}?status=expired`, { token: s.admin });
      expect(expired.body.items.map((f: { id: number }) => f.id)).toEqual([expiredId]);
      expect(expired.body.items[0].status).toBe('expired');
      const sent = await s.t.call('GET', `${path()}?status=sent`, { token: s.admin });
      expect(sent.body.items.map((f: { id: number }) => f.id)).not.toContain(expiredId);
      expect(sent.body.total).toBe(3);
      const sibling = await s.t.call('GET', `${path()}?client_id=${s.w.siblingClientId}`, { token: s.admin });
      expect(sibling.body.total).toBe(0);
      const ofCase = await s.t.call('GET', `${path()}?case_id=${s.w.caseId}`, { token: s.admin });
      expect(ofCase.body.total).toBe(1);
    });

    it('shows one form with its sections and answers', async () => {
      const res = await s.t.call('GET', `${path()}/${revokedId}`, { token: s.admin });
      expect(res.status).toBe(200);
      expect(res.body.sent_form).toMatchObject({ id: revokedId, form_schema: SECTIONS, values: {} });
    });

    it('revokes (audited): the link answers 410; resend mails a new link, the old one is unknown (404)', async () => {
      const token = await linkTokenFor(s.t, s.w.firm.lawFirmId, 'maria@mail.example');
      const revoked = await s.t.call('POST', `${path()}/${revokedId}/revoke`, { token: s.admin });
      expect(revoked.status).toBe(200);
      expect(revoked.body.sent_form).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
      expect(await auditCount(s.t, 'sent_form.revoked', revokedId)).toBe(1);
      const gone = await s.t.call('GET', `/api/collaboration-link/${token}`);
      expect(gone.status).toBe(410);
      expect(gone.body.code).toBe(FORM_SENDING_ERRORS.linkRevoked);

      const resent = await s.t.call('POST', `${path()}/${revokedId}/resend`, {
        token: s.admin,
        body: { expires_in_days: 3 },
      });
      expect(resent.status).toBe(200);
      expect(resent.body.sent_form).toMatchObject({ status: 'sent', revoked_at: null });
      expect(new Date(resent.body.sent_form.expires_at).getTime() - Date.now()).toBeLessThan(3.01 * 86_400_000);
      expect(await auditCount(s.t, 'sent_form.resent', revokedId)).toBe(1);
      expect((await s.t.call('GET', `/api/collaboration-link/${token}`)).status).toBe(404);
      const fresh = await linkTokenFor(s.t, s.w.firm.lawFirmId, 'maria@mail.example');
      expect(fresh).not.toBe(token);
      expect((await s.t.call('GET', `/api/collaboration-link/${fresh}`)).body.form.form_title).toBe('Withdrawn');
    });

    it('resends an expired form with the default date; a bad date is 400', async () => {
      const bad = await s.t.call('POST', `${path()}/${expiredId}/resend`, {
        token: s.admin,
        body: { expires_in_days: 0 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty('expires_in_days');
      const res = await s.t.call('POST', `${path()}/${expiredId}/resend`, { token: s.admin });
      expect(res.status).toBe(200);
      expect(res.body.sent_form.status).toBe('sent');
      expect(new Date(res.body.sent_form.expires_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    });

    it('403 without forms read or documents create; 404 for another firm, its ids and unknown ids', async () => {
      const reader = s.w.staff.read.token;
      expect((await s.t.call('GET', path(), { token: reader })).status).toBe(403);
      expect((await s.t.call('GET', `${path()}/${revokedId}`, { token: reader })).status).toBe(403);
      expect((await s.t.call('POST', `${path()}/${revokedId}/revoke`, { token: settingsless.token })).status).toBe(403);
      expect((await s.t.call('POST', `${path()}/${revokedId}/resend`, { token: settingsless.token })).status).toBe(403);
      const other = s.w.otherFirm.admin.token;
      const theirs = path(s.w.otherFirm.lawFirmId);
      expect((await s.t.call('GET', path(), { token: other })).status).toBe(404);
      expect((await s.t.call('GET', `${theirs}/${revokedId}`, { token: other })).status).toBe(404);
      expect((await s.t.call('POST', `${theirs}/${revokedId}/revoke`, { token: other })).status).toBe(404);
      expect((await s.t.call('POST', `${theirs}/${revokedId}/resend`, { token: other })).status).toBe(404);
      expect((await s.t.call('GET', `${path()}/${revokedId}`, { token: other })).status).toBe(404);
      const list = await s.t.call('GET', theirs, { token: other });
      expect(list.body.total).toBe(0);
      expect((await s.t.call('GET', `${path()}/999999`, { token: s.admin })).status).toBe(404);
      expect((await s.t.call('GET', `${path()}?status=lost`, { token: s.admin })).status).toBe(400);
    });
  });

  describe('GET/PUT /law-firm/{lawFirmId}/form-settings', () => {
    const settings = (lawFirmId = s.w.firm.lawFirmId) => `/api/law-firm/${lawFirmId}/form-settings`;

    it('reads the default, changes it (audited) with the settings permission, refuses bad values', async () => {
      expect((await s.t.call('GET', settings(), { token: s.admin })).body).toEqual({ form_reminder_days: 3 });
      const put = await s.t.call('PUT', settings(), { token: s.admin, body: { form_reminder_days: 0 } });
      expect(put.status).toBe(200);
      expect((await s.t.call('GET', settings(), { token: settingsless.token })).body).toEqual({
        form_reminder_days: 0,
      });
      expect(await auditCount(s.t, 'firm.form_reminder_days_changed', s.w.firm.lawFirmId)).toBe(1);
      expect((await s.t.call('PUT', settings(), { token: s.admin, body: { form_reminder_days: 31 } })).status).toBe(
        400,
      );
    });

    it('403 without the settings permission (or forms read), 404 for another firm', async () => {
      const body = { form_reminder_days: 5 };
      expect((await s.t.call('PUT', settings(), { token: settingsless.token, body })).status).toBe(403);
      expect((await s.t.call('GET', settings(), { token: s.w.staff.read.token })).status).toBe(403);
      const other = s.w.otherFirm.admin.token;
      expect((await s.t.call('PUT', settings(), { token: other, body })).status).toBe(404);
      expect((await s.t.call('GET', settings(), { token: other })).status).toBe(404);
    });

    it('changing it needs update on settings: read on settings (and forms) only is 403 and changes nothing', async () => {
      const readsSettings = await addEmployee(s.t, s.w.firm, {
        rules: [
          { subject: 'forms', action: 'read' },
          { subject: 'settings', action: 'read' },
        ],
      });
      const before = (await s.t.call('GET', settings(), { token: readsSettings.token })).body.form_reminder_days;
      const put = await s.t.call('PUT', settings(), {
        token: readsSettings.token,
        body: { form_reminder_days: before + 1 },
      });
      expect(put.status).toBe(403);
      expect((await s.t.call('GET', settings(), { token: readsSettings.token })).body).toEqual({
        form_reminder_days: before,
      });
      // Another firm's id stays unknown, whatever the caller's permissions.
      const foreign = await s.t.call('PUT', settings(s.w.otherFirm.lawFirmId), {
        token: s.admin,
        body: { form_reminder_days: 9 },
      });
      expect(foreign.status).toBe(404);
      const updater = await addEmployee(s.t, s.w.firm, {
        rules: [
          { subject: 'forms', action: 'read' },
          { subject: 'settings', action: 'update' },
        ],
      });
      const allowed = await s.t.call('PUT', settings(), { token: updater.token, body: { form_reminder_days: before } });
      expect(allowed.status).toBe(200);
    });
  });
});
