/** The demo firm's sent forms and client portal: one of each state the list shows, made by the real functions. */
import { type FormSection, portalFormListResponse, sentFormListResponse } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_EMAIL, DEMO_PORTAL_INVITED_EMAIL, DEMO_PORTAL_PASSWORD } from '../../seed/sent-forms.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp, demoClientId } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo sent forms', () => {
  it('has one submitted with its signed PDF, one in progress in Arabic, one not opened, one expired and one withdrawn', async () => {
    const res = await t.call('GET', `/api/law-firm/${lawFirmId}/sent-forms`, { token });
    expect(res.status).toBe(200);
    const { items } = sentFormListResponse.parse(res.body);
    const byStatus = Object.fromEntries(items.map((form) => [form.status, form]));
    expect(Object.keys(byStatus).sort()).toEqual(['expired', 'in_progress', 'revoked', 'sent', 'submitted']);
    expect(byStatus.submitted!.document).not.toBeNull();
    const filled = await t.call('GET', `/api/document/${byStatus.submitted!.document!.id}/filled-form`, { token });
    expect(filled.status).toBe(200);
    expect(byStatus.in_progress).toMatchObject({
      locale: 'ar',
      form_sending_mode: 'client_portal',
      client: { full_name: 'أحمد خالد منصور' },
    });
    expect(byStatus.sent).toMatchObject({ form_sending_mode: 'client_portal', client: { email: DEMO_PORTAL_EMAIL } });
    expect(byStatus.submitted!.form_sending_mode).toBe('passwordless');
    const detail = await t.call('GET', `/api/law-firm/${lawFirmId}/sent-forms/${byStatus.in_progress!.id}`, { token });
    expect(detail.body.sent_form.values).toMatchObject({ 'client.country_of_birth': 'الأردن' });
    // The intake form carries the firm's Arabic labels (kept with the form, as the Fields dialog saves them).
    const fields = (detail.body.sent_form.form_schema as FormSection[]).flatMap((section) => section.fields);
    expect(fields.find((field) => field.name === 'client.family_name')!.metadata.label_ar).toBe(
      'اسم العائلة (الاسم الأخير)',
    );
    expect(fields.every((field) => field.metadata.label_ar)).toBe(true);
  });

  it('Ahmed Mansour signs in to the portal with the demo password and sees his two forms', async () => {
    const signIn = await t.call('POST', '/api/portal/sign-in', {
      body: { email: DEMO_PORTAL_EMAIL, password: DEMO_PORTAL_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.account).toMatchObject({ email: DEMO_PORTAL_EMAIL, locale: 'ar' });
    const cookie = signIn.cookies.find((c) => c.name === 'counsel_portal')!;
    const list = await t.call('GET', '/api/portal/forms', { cookies: { counsel_portal: cookie.value } });
    const { items } = portalFormListResponse.parse(list.body);
    expect(items.map((form) => form.status).sort()).toEqual(['in_progress', 'sent']);
    const access = await t.call(
      'GET',
      `/api/law-firm/${lawFirmId}/clients/${await demoClientId(t, DEMO_PORTAL_EMAIL)}/portal-access`,
      { token },
    );
    expect(access.body.portal_access).toMatchObject({ status: 'active', email: DEMO_PORTAL_EMAIL });
  });

  it('has one more client invited to the portal who has set no password yet', async () => {
    const clientId = await demoClientId(t, DEMO_PORTAL_INVITED_EMAIL);
    const access = await t.call('GET', `/api/law-firm/${lawFirmId}/clients/${clientId}/portal-access`, { token });
    expect(access.body.portal_access).toMatchObject({ status: 'invited', email: DEMO_PORTAL_INVITED_EMAIL });
  });
});
