/**
 * One request id from the caller's X-Request-Id (or a new one) to the answer, the log, the jobs the request queues
 * and the mail they send; and a captured log of a sign-up, a sign-in, a password reset mail and an upload holds
 * neither the password, nor the reset token, nor the access token, nor the document's contents.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_MAIL_JOB } from '../modules/auth/welcome-mail.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app.js';
import { eventually } from '../test/eventually.js';
import { acceptTermsFor, withoutSecondFactorRequirement } from '../test/firms.js';
import { insertClient } from '../test/kits/client-records.js';
import { documentsApi } from '../test/kits/documents.js';
import { MAIL_REQUEST_ID_HEADER } from './mail/smtp.js';
import { runForRequest } from './request-context.js';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: true, captureLog: lines });
});
afterAll(() => t.close());

const logText = () => lines.join('');
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const EMAIL = 'reqid.admin@counsel-test.example';

/** The firm's outbox mails (.eml) whose text matches, as written. */
function outboxEml(lawFirmId: number, match: RegExp): string[] {
  const folder = path.join(t.dataDir, 'mail', String(lawFirmId));
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
    .filter((eml) => match.test(eml));
}

/** The request id header of a mail as written (nodemailer writes its name as X-Counsel-Request-ID). */
const mailRequestId = (eml: string) =>
  eml
    .split('\n')
    .find((line) => line.toLowerCase().startsWith(`${MAIL_REQUEST_ID_HEADER.toLowerCase()}:`))
    ?.split(':')[1]
    ?.trim();

describe('request ids', () => {
  let lawFirmId: number;
  let adminToken: string;

  it('takes a safe X-Request-Id, echoes it, logs it once per line, and carries it into the job and its mail', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: { firm_name: 'Request Id LLP', full_name: 'Rana Id', email: EMAIL, password: TEST_PASSWORD },
      headers: { 'x-request-id': 'signup-0001' },
    });
    expect(res.status).toBe(201);
    expect(res.headers['x-request-id']).toBe('signup-0001');
    lawFirmId = res.body.user.law_firm_id;
    adminToken = res.body.access_token;
    await acceptTermsFor(t, lawFirmId, res.body.user.id);
    await withoutSecondFactorRequirement(t, lawFirmId);

    const own = lines.filter((line) => line.includes('signup-0001'));
    expect(own.length).toBeGreaterThanOrEqual(2);
    // The request's logger binds it; the mixin adds nothing more.
    for (const line of own) expect(line.match(/"reqId"/g)).toHaveLength(1);

    // The welcome mail is a job: its payload names the request, and its mail carries the id.
    const result = await t.services.db.execute(
      sql`select data from pgboss.job where name = ${WELCOME_MAIL_JOB} and (data->>'user_id')::int = ${res.body.user.id}`,
    );
    const [job] = (result as unknown as { rows: Array<{ data: { request_id?: string } }> }).rows;
    expect(job?.data.request_id).toBe('signup-0001');
    const [welcome] = await eventually(() => {
      const found = outboxEml(lawFirmId, /Welcome to Counsel/);
      return found.length > 0 ? found : undefined;
    }, 'the welcome mail');
    expect(mailRequestId(welcome!)).toBe('signup-0001');
  });

  it('names a request with a new UUID when the X-Request-Id given is unsafe or too long', async () => {
    for (const given of ['two words', 'x'.repeat(65), 'line\u0085break', '{"json":1}']) {
      const res = await t.call('GET', '/api/health/live', { headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(logText()).not.toContain(given);
    }
    const plain = await t.call('GET', '/api/health/live');
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes the request's id on the app logger's lines of work done for it, as a job's handler does", () => {
    runForRequest('job-of-req-7', () => t.app.log.info('work for a request'));
    t.app.log.info('work for nobody');
    const [forRequest] = entries().filter((line) => line.msg === 'work for a request');
    const [forNobody] = entries().filter((line) => line.msg === 'work for nobody');
    expect(forRequest?.reqId).toBe('job-of-req-7');
    expect(forNobody).toBeDefined();
    expect(forNobody).not.toHaveProperty('reqId');
  });

  it('logs no password, reset token, access token or document contents of a sign-in, a reset mail and an upload', async () => {
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { email: EMAIL, password: TEST_PASSWORD },
      headers: { 'x-request-id': 'signin-0001' },
    });
    expect(signIn.status).toBe(200);
    const accessToken: string = signIn.body.access_token;

    const ask = await t.call('POST', '/api/auth/forgot-password', {
      body: { email: EMAIL },
      headers: { 'x-request-id': 'reset-0001' },
    });
    expect(ask.status).toBe(202);
    const [resetMail] = outboxEml(lawFirmId, /Reset your Counsel password/);
    expect(mailRequestId(resetMail!)).toBe('reset-0001');
    const outbox = await t.services.mailer.listOutbox(lawFirmId, 1, 100);
    const resetText = outbox.items.find((item) => /reset-password\?token=/.test(item.text))!.text;
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(resetText)![1]!);
    expect(token.length).toBeGreaterThanOrEqual(32);

    const contents = 'Passport number X98765432, issued to Rana Id; A-number 123-456-789.';
    const clientId = await insertClient(t, lawFirmId, 'Rana', 'Id');
    const upload = await documentsApi(t).uploadToClient(adminToken, lawFirmId, clientId, [
      { bytes: Buffer.from(contents), filename: 'passport-notes.txt' },
    ]);
    expect(upload.status).toBe(201);

    const log = logText();
    for (const id of ['signin-0001', 'reset-0001']) expect(log).toContain(`"reqId":"${id}"`);
    expect(entries().some((line) => line.reqId !== undefined && String(line.msg).includes('request completed'))).toBe(
      true,
    );
    for (const secret of [TEST_PASSWORD, token, encodeURIComponent(token), accessToken, contents, 'X98765432']) {
      expect(log).not.toContain(secret);
    }
  });
});
