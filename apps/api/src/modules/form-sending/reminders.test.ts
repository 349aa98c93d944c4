/** The daily reminder, run by its handler with a fixed "now": who is reminded, in which language, and once. */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { lawFirms, sentForms } from '../../db/schema/index.js';
import { loggerOptions, redactLinkTokens } from '../../platform/log-redaction.js';
import { auditCount, documentsSuite } from '../../test/kits/documents.js';
import { linkTokenFor, SECTIONS, uploadSignableForm } from '../../test/kits/form-sending.js';
import { runFormReminders } from './reminders.js';
import { sendingDeps } from './routes.js';

const DAY = 86_400_000;

describe('form reminders', () => {
  const s = documentsSuite();
  const errors: unknown[] = [];
  let formId: number;
  const deps = () => sendingDeps(s.t.services, { error: (obj) => errors.push(obj) });
  const send = async (locale: 'en' | 'ar', sentDaysAgo: number) => {
    const res = await s.t.call('POST', '/api/document/collaboration-form', {
      token: s.admin,
      body: {
        form_title: 'Questionnaire',
        user_id: s.w.firm.admin.id,
        client_id: s.w.clientId,
        form_type: 'law_firm',
        form_id: formId,
        form_schema: SECTIONS,
        form_sending_mode: 'passwordless',
        locale,
        expires_in_days: 30,
      },
    });
    const id = res.body.sent_form.id as number;
    await s.t.services.db
      .update(sentForms)
      .set({ sentAt: new Date(Date.now() - sentDaysAgo * DAY) })
      .where(eq(sentForms.id, id));
    return id;
  };

  beforeAll(async () => {
    formId = await uploadSignableForm(s.t, s.admin, s.w.firm.lawFirmId);
  });

  it('mails a fresh link in the form’s language once the firm’s days have passed, once, audited', async () => {
    const due = await send('ar', 4);
    const early = await send('en', 1);
    const firstToken = await linkTokenFor(s.t, s.w.firm.lawFirmId, 'maria@mail.example');
    const now = new Date();
    expect(await runFormReminders(deps(), now)).toBe(1);
    const mail = (await s.t.services.mailer.listOutbox(s.w.firm.lawFirmId, 1, 1)).items[0]!;
    expect(mail.subject).toContain('تذكير');
    expect(mail.text).toContain('/ar/client-form/');
    const reminderToken = await linkTokenFor(s.t, s.w.firm.lawFirmId, 'maria@mail.example');
    expect(reminderToken).not.toBe(firstToken);
    // A reminder keeps the earlier links working.
    expect((await s.t.call('GET', `/api/collaboration-link/${reminderToken}`)).status).toBe(200);
    const [row] = await s.t.services.db.select().from(sentForms).where(eq(sentForms.id, due));
    expect(row!.remindedAt?.getTime()).toBe(now.getTime());
    expect(await auditCount(s.t, 'sent_form.reminded', due)).toBe(1);
    expect(await runFormReminders(deps(), now)).toBe(0);
    // Three days after the reminder both forms are due again.
    expect(await runFormReminders(deps(), new Date(now.getTime() + 3 * DAY))).toBe(2);
    expect(await auditCount(s.t, 'sent_form.reminded', early)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('reminds no one when the firm turned reminders off, nor a submitted, revoked or expired form', async () => {
    const revoked = await send('en', 10);
    await s.t.call('POST', `/api/law-firm/${s.w.firm.lawFirmId}/sent-forms/${revoked}/revoke`, { token: s.admin });
    const later = new Date(Date.now() + 20 * DAY);
    await s.t.services.db.update(lawFirms).set({ formReminderDays: 0 }).where(eq(lawFirms.id, s.w.firm.lawFirmId));
    expect(await runFormReminders(deps(), later)).toBe(0);
    await s.t.services.db.update(lawFirms).set({ formReminderDays: 3 }).where(eq(lawFirms.id, s.w.firm.lawFirmId));
    const reminded = await runFormReminders(deps(), later);
    expect(await auditCount(s.t, 'sent_form.reminded', revoked)).toBe(0);
    // Past every form's date (30 days), nothing is due.
    expect(await runFormReminders(deps(), new Date(Date.now() + 40 * DAY))).toBe(0);
    expect(reminded).toBeGreaterThan(0);
  });
});

describe('the request log', () => {
  it('never shows a link token in the lines Fastify writes', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
    });
    app.get('/api/collaboration-link/:token', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/collaboration-link/SECRETtoken_1234567890' });
    await app.close();
    expect(lines.join('')).toContain('/api/collaboration-link/[redacted]');
    expect(lines.join('')).not.toContain('SECRETtoken');
  });

  it('redacts the API link and the web page alike', () => {
    expect(redactLinkTokens('/api/collaboration-link/abcDEF_123-x/progress?x=1')).toBe(
      '/api/collaboration-link/[redacted]/progress?x=1',
    );
    expect(redactLinkTokens('/ar/client-form/abcDEF_123-x')).toBe('/ar/client-form/[redacted]');
    expect(redactLinkTokens('/api/law-firm/1/sent-forms')).toBe('/api/law-firm/1/sent-forms');
  });
});
