import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm } from '../../test/firms.js';
import { employeeFields, multipart } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://app.hamdanclarke.example/' } });
});
afterAll(() => t.close());

it('uses APP_URL for the invitation link, whatever Host the request claims', async () => {
  const firm = await registerFirm(t);
  const fields = employeeFields();
  const { body, headers } = await multipart(fields);
  const res = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/employee`, {
    token: firm.admin.token,
    body,
    headers: { ...headers, host: 'attacker.example' },
  });
  expect(res.status).toBe(201);
  const outbox = await t.services.mailer.listOutbox(firm.lawFirmId, 1, 10);
  const mail = outbox.items.find((item) => item.to.includes(fields.email!))!;
  expect(mail.text).toMatch(/https:\/\/app\.hamdanclarke\.example\/auth\/set-password\?token=/);
  expect(mail.text).not.toContain('attacker.example');
});
