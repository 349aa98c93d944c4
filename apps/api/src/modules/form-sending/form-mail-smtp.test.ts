/**
 * Sending over SMTP: the client's mail reaches the server with the link built from APP_URL, and a
 * mail the server refuses answers 502 with nothing saved (no sent form, no link, no audit).
 */
import { FORM_SENDING_ERRORS } from '@counsel/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, sentFormLinks, sentForms } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test/mail.js';
import { SECTIONS } from './test-kit.js';

const REFUSED = 'refused@client.example';
let peer: SmtpPeer;
let t: TestApp;
let firm: TestFirm;

beforeAll(async () => {
  peer = await startSmtpPeer({ refuse: [REFUSED] });
  t = await createTestApp({ env: { SMTP_URL: peer.url, APP_URL: 'https://counsel.example/' } });
  firm = await registerFirm(t, 'Mail Firm');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function clientWith(email: string) {
  const [row] = await t.services.db
    .insert(clients)
    .values({ lawFirmId: firm.lawFirmId, firstName: 'Rana', lastName: 'Saleh', email })
    .returning();
  return row!.id;
}

const send = (clientId: number) =>
  t.call('POST', '/api/document/collaboration-form', {
    token: firm.admin.token,
    body: {
      form_title: 'I-130',
      user_id: firm.admin.id,
      client_id: clientId,
      form_type: 'public',
      form_id: 2,
      form_schema: SECTIONS,
      form_sending_mode: 'passwordless',
    },
  });

describe('sending a form over SMTP', () => {
  it('mails the client a link on APP_URL', async () => {
    const res = await send(await clientWith('rana@client.example'));
    expect(res.status).toBe(201);
    const mail = peer.received.find((m) => m.rcptTo.includes('rana@client.example'))!;
    expect(readMail(mail.raw).text).toMatch(/https:\/\/counsel\.example\/en\/client-form\/[A-Za-z0-9_-]{43}/);
  });

  it('answers 502 when the server refuses the address, and saves nothing', async () => {
    const rows = async () => [
      (await t.services.db.select({ n: count() }).from(sentForms))[0]!.n,
      (await t.services.db.select({ n: count() }).from(sentFormLinks))[0]!.n,
    ];
    const before = await rows();
    const res = await send(await clientWith(REFUSED));
    expect(res.status).toBe(502);
    expect(res.body.code).toBe(FORM_SENDING_ERRORS.mailNotSent);
    expect(await rows()).toEqual(before);
  });
});
