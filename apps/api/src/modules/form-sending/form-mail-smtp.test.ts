/**
 * Sending over SMTP, the mail always after the transaction commits: the client's mail reaches the
 * server with the link built from APP_URL; a mail the server refuses answers 502 and leaves nothing
 * of a send (no sent form, link, portal account or audit), nothing of a resend (the earlier link
 * still works, the date unchanged), and nothing of a reminder (reminded_at unchanged, no new link).
 */
import { FORM_SENDING_ERRORS } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  clients,
  portalAccess,
  portalPasswordTokens,
  portalUsers,
  sentFormLinks,
  sentForms,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { SECTIONS } from '../../test/kits/form-sending.js';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test/mail.js';
import { runFormReminders } from './reminders.js';
import { sendingDeps } from './routes.js';

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

const send = (clientId: number, mode: 'passwordless' | 'client_portal' = 'passwordless') =>
  t.call('POST', '/api/document/collaboration-form', {
    token: firm.admin.token,
    body: {
      form_title: 'I-130',
      user_id: firm.admin.id,
      client_id: clientId,
      form_type: 'public',
      form_id: 2,
      form_schema: SECTIONS,
      form_sending_mode: mode,
    },
  });

const tally = async () => {
  const n = async (table: typeof sentForms | typeof sentFormLinks | typeof portalUsers | typeof portalAccess) =>
    (await t.services.db.select({ n: count() }).from(table))[0]!.n;
  return {
    forms: await n(sentForms),
    links: await n(sentFormLinks),
    users: await n(portalUsers),
    access: await n(portalAccess),
    tokens: (await t.services.db.select({ n: count() }).from(portalPasswordTokens))[0]!.n,
    audit: (await t.services.db.select({ n: count() }).from(auditLog))[0]!.n,
  };
};

/** The link token of the newest mail the server took for `to`. */
const linkTokenTo = (to: string) => {
  const mail = peer.received.filter((m) => m.rcptTo.includes(to)).at(-1)!;
  return readMail(mail.raw).text!.match(/\/client-form\/([A-Za-z0-9_-]+)/)![1]!;
};

const refuseMailTo = (clientId: number) =>
  t.services.db.update(clients).set({ email: REFUSED }).where(eq(clients.id, clientId));

describe('sending a form over SMTP', () => {
  it('mails the client a link on APP_URL', async () => {
    const res = await send(await clientWith('rana@client.example'));
    expect(res.status).toBe(201);
    const mail = peer.received.find((m) => m.rcptTo.includes('rana@client.example'))!;
    expect(readMail(mail.raw).text).toMatch(/https:\/\/counsel\.example\/en\/client-form\/[A-Za-z0-9_-]{43}/);
  });

  it('mails once the send has committed (the row is readable outside it), and audits only after the mail', async () => {
    const clientId = await clientWith('commit@client.example');
    const mailer = t.services.mailer;
    const send0 = mailer.send;
    const seen: unknown[] = [];
    mailer.send = async (message) => {
      // Inside an open transaction this read would wait for it (or not see the row): it must see it at once.
      const read = t.services.db.select().from(sentForms).where(eq(sentForms.clientId, clientId));
      const rows = await Promise.race([read, new Promise((resolve) => setTimeout(() => resolve('blocked'), 3000))]);
      const audits = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'sent_form.sent'));
      seen.push({ rows: Array.isArray(rows) ? rows.length : rows, audits: audits.length });
      return send0.call(mailer, message);
    };
    try {
      const auditsBefore = (await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'sent_form.sent')))
        .length;
      expect((await send(clientId)).status).toBe(201);
      expect(seen).toEqual([{ rows: 1, audits: auditsBefore }]);
    } finally {
      mailer.send = send0;
    }
  });

  it('answers 502 when the server refuses the address, and leaves nothing (by link or in the portal)', async () => {
    const before = await tally();
    const clientId = await clientWith(REFUSED);
    for (const mode of ['passwordless', 'client_portal'] as const) {
      const res = await send(clientId, mode);
      expect(res.status, mode).toBe(502);
      expect(res.body.code).toBe(FORM_SENDING_ERRORS.mailNotSent);
    }
    expect(await tally()).toEqual(before);
  });

  it('a refused resend leaves the earlier link working and the form as it was', async () => {
    const clientId = await clientWith('resend@client.example');
    const id = (await send(clientId)).body.sent_form.id as number;
    const earlier = linkTokenTo('resend@client.example');
    const [row] = await t.services.db.select().from(sentForms).where(eq(sentForms.id, id));
    const before = await tally();
    await refuseMailTo(clientId);
    const res = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/sent-forms/${id}/resend`, {
      token: firm.admin.token,
      body: { expires_in_days: 30 },
    });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe(FORM_SENDING_ERRORS.mailNotSent);
    expect(await tally()).toEqual(before);
    const [after] = await t.services.db.select().from(sentForms).where(eq(sentForms.id, id));
    expect(after!.expiresAt).toEqual(row!.expiresAt);
    expect((await t.call('GET', `/api/collaboration-link/${earlier}`)).status).toBe(200);
  });

  it('a refused reminder leaves reminded_at unchanged and no new link', async () => {
    const clientId = await clientWith('remind@client.example');
    const id = (await send(clientId)).body.sent_form.id as number;
    await t.services.db
      .update(sentForms)
      .set({ sentAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(sentForms.id, id));
    await refuseMailTo(clientId);
    const before = await tally();
    const errors: unknown[] = [];
    const deps = sendingDeps(t.services, { error: (obj) => errors.push(obj) });
    expect(await runFormReminders(deps, new Date())).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
    expect(await tally()).toEqual(before);
    const [row] = await t.services.db.select().from(sentForms).where(eq(sentForms.id, id));
    expect(row!.remindedAt).toBeNull();
  });

  it('a refused portal invitation answers 502 and leaves no account, access or token', async () => {
    const clientId = await clientWith(REFUSED);
    const before = await tally();
    const res = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/clients/${clientId}/portal-access`, {
      token: firm.admin.token,
    });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe(FORM_SENDING_ERRORS.mailNotSent);
    expect(await tally()).toEqual(before);
  });
});
