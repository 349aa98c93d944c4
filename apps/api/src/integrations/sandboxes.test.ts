/**
 * Which sandboxes a deployment serves (DESIGN §5): all of them by default, none when NODE_ENV is
 * production unless SANDBOXES=on asks for them. Without its sandbox, an unconfigured service answers
 * 503 service_not_configured where the feature is used.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { registerFirm } from '../test/firms.js';

const production = { NODE_ENV: 'production', APP_URL: 'http://counsel.test', LOG_LEVEL: 'silent' };
const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

const sandboxCalls = [
  { method: 'GET', url: '/api/sandbox/google-drive/o/oauth2/v2/auth?client_id=counsel-sandbox' },
  { method: 'POST', url: '/api/sandbox/google-drive/o/oauth2/v2/auth/decision', payload: {} },
  { method: 'POST', url: '/api/sandbox/google-drive/token', payload: {} },
  { method: 'GET', url: '/api/sandbox/google-drive/drive/v3/files' },
  { method: 'GET', url: '/api/sandbox/google-calendar/o/oauth2/v2/auth?client_id=counsel-calendar-sandbox' },
  { method: 'POST', url: '/api/sandbox/google-calendar/token', payload: {} },
  { method: 'GET', url: '/api/sandbox/google-calendar/calendar/v3/calendars/primary/events' },
  { method: 'GET', url: '/api/sandbox/microsoft/oauth2/v2.0/authorize?client_id=counsel-microsoft-sandbox' },
  { method: 'POST', url: '/api/sandbox/microsoft/oauth2/v2.0/token', payload: {} },
  { method: 'GET', url: '/api/sandbox/microsoft/v1.0/me/calendarView/delta' },
  { method: 'POST', url: '/api/sandbox/plaid/link/token/create', payload: {} },
  { method: 'POST', url: '/api/sandbox/plaid/accounts/get', payload: {} },
  { method: 'GET', url: '/api/sandbox/plaid/link?link_token=link-sandbox-00000000-0000-0000-0000-000000000000' },
  { method: 'POST', url: '/api/sandbox/ai/v1/chat/completions', payload: {} },
  { method: 'POST', url: '/api/sandbox/uscis/oauth/accesstoken', payload: {} },
  { method: 'GET', url: '/api/sandbox/uscis/case-status/IOE0912345678' },
  { method: 'POST', url: '/api/sandbox/stripe/v1/customers', payload: {} },
  { method: 'GET', url: '/api/sandbox/stripe/v1/customers/cus_00000000000000' },
] as const;

/** Each call anonymous, as a sandbox's callers are, and signed in. */
async function statusesOf(t: TestApp): Promise<number[]> {
  const { admin } = await registerFirm(t);
  const headers = { authorization: `Bearer ${admin.token}` };
  const statuses: number[] = [];
  for (const call of sandboxCalls) {
    statuses.push((await t.app.inject(call)).statusCode);
    statuses.push((await t.app.inject({ ...call, headers })).statusCode);
  }
  return statuses;
}

async function featureAnswers(t: TestApp) {
  const { admin, lawFirmId } = await registerFirm(t);
  const drive = await t.call('GET', `/api/google-drive/${admin.id}/access-token`, { token: admin.token });
  const calendar = await t.call('GET', `/api/meeting/${admin.id}/check-authorization`, { token: admin.token });
  const plaid = await t.call('POST', '/api/plaid-banking/link-token', { token: admin.token });
  const ai = await t.call('POST', `/api/workflow/draft-with-ai/${lawFirmId}`, {
    token: admin.token,
    body: { description: 'A marriage green card for my wife' },
  });
  const uscis = await t.call('POST', '/api/case-receipt/uscis-access-token', { token: admin.token });
  const microsoft = await t.call('GET', '/api/microsoft/user/info', { token: admin.token });
  return { drive, calendar, plaid, ai, uscis, microsoft };
}

describe('the SANDBOXES setting', () => {
  it('defaults to on, except when NODE_ENV is production; SANDBOXES says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sandboxes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).sandboxes).toBe(true);
    expect(loadConfig(production).sandboxes).toBe(false);
    expect(loadConfig({ ...production, SANDBOXES: 'on' }).sandboxes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SANDBOXES: 'off' }).sandboxes).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'development', SANDBOXES: 'yes' })).toThrow(/SANDBOXES/);
  });

  it('serves no sandbox route in production without SANDBOXES=on (404)', async () => {
    const t = await createTestApp({ env: production });
    opened.push(t);
    expect(await statusesOf(t)).toEqual(sandboxCalls.flatMap(() => [404, 404]));
  });

  it('answers 503 service_not_configured where Drive, Calendar, Microsoft 365, Plaid, AI and USCIS are used without their sandbox', async () => {
    const t = await createTestApp({ env: production });
    opened.push(t);
    const { drive, calendar, plaid, ai, uscis, microsoft } = await featureAnswers(t);
    for (const res of [drive, calendar, plaid, ai, uscis, microsoft]) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'service_not_configured' });
    }
    expect(drive.body.message).toMatch(/Google Drive/);
    expect(calendar.body.message).toMatch(/Google Calendar/);
    expect(microsoft.body.message).toMatch(/Microsoft 365/);
    expect(plaid.body.message).toMatch(/bank/i);
    expect(ai.body.message).toMatch(/AI/);
    expect(uscis.body.message).toMatch(/USCIS/);
  });

  it('serves the sandboxes in production when SANDBOXES=on (the demo)', async () => {
    const t = await createTestApp({ env: { ...production, SANDBOXES: 'on' } });
    opened.push(t);
    for (const status of await statusesOf(t)) expect(status).not.toBe(404);
    const { drive, calendar, plaid, ai, uscis, microsoft } = await featureAnswers(t);
    expect(microsoft.status).toBe(200);
    expect(microsoft.body).toMatchObject({ verified: false, sandbox: true });
    expect(drive.status).toBe(200);
    expect(drive.body).toMatchObject({ authorized: false, sandbox: true });
    expect(calendar.status).toBe(200);
    expect(calendar.body).toMatchObject({ authorized: false, sandbox: true });
    expect(plaid.status).toBe(200);
    expect(plaid.body.sandbox).toBe(true);
    expect(ai.status).toBe(200);
    expect(ai.body.provider).toBe('sandbox');
    expect(uscis.status).toBe(200);
    expect(uscis.body.sandbox).toBe(true);
  });
});
