import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm } from '../../test/firms.js';
import { employeeFields, multipart } from '../../test/kits/team.js';

/** Invites an employee with a forged Host header and answers the invitation mail's text. */
async function inviteWithForgedHost(t: TestApp): Promise<string> {
  const firm = await registerFirm(t);
  const fields = employeeFields();
  const { body, headers } = await multipart(fields);
  const res = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/employee`, {
    token: firm.admin.token,
    body,
    headers: { ...headers, host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
  });
  expect(res.status).toBe(201);
  const outbox = await t.services.mailer.listOutbox(firm.lawFirmId, 1, 10);
  return outbox.items.find((item) => item.to.includes(fields.email!))!.text;
}

describe('with APP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://app.hamdanclarke.example/' } });
  });
  afterAll(() => t.close());

  it('uses APP_URL for the invitation link, whatever Host the request claims', async () => {
    const text = await inviteWithForgedHost(t);
    expect(text).toMatch(/https:\/\/app\.hamdanclarke\.example\/auth\/set-password\?token=/);
    expect(text).not.toContain('attacker.example');
  });
});

describe('without APP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOST: '0.0.0.0', PORT: '4123' } });
  });
  afterAll(() => t.close());

  it('uses the listening address, never the request’s Host', async () => {
    const text = await inviteWithForgedHost(t);
    expect(text).toMatch(/http:\/\/localhost:4123\/auth\/set-password\?token=/);
    expect(text).not.toContain('attacker.example');
  });
});

describe('the public origin', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_URL is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://counsel.example/' }).publicOrigin).toBe(
      'https://counsel.example',
    );
  });

  it('is the listening address elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '3000' }).publicOrigin).toBe(
      'http://localhost:3000',
    );
    expect(loadConfig({ NODE_ENV: 'development', HOST: '192.168.1.20', PORT: '8080' }).publicOrigin).toBe(
      'http://192.168.1.20:8080',
    );
    expect(loadConfig({ NODE_ENV: 'development', HOST: 'fd00::5', PORT: '8080' }).publicOrigin).toBe(
      'http://[fd00::5]:8080',
    );
  });
});
