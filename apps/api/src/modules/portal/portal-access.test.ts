/**
 * The staff's calls of a client's portal access: inviting (a new address, the firm's account with a
 * password, inviting again), reading, withdrawing; 403 and 404 on each; the request log never shows the tokens.
 */
import { createHash } from 'node:crypto';
import { PORTAL_ERRORS, PORTAL_MESSAGES } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, portalAccess, portalPasswordTokens, portalUsers } from '../../db/schema/index.js';
import { redactLinkTokens } from '../../platform/log-redaction.js';
import { auditCount } from '../../test/kits/documents.js';
import {
  accessPath,
  activate,
  insertClient,
  lastMailTo,
  portalCall,
  portalSuite,
  setPasswordTokenFor,
} from '../../test/kits/portal.js';

const EMAIL = 'rana@client.example';

describe('portal access (staff)', () => {
  const s = portalSuite();
  const path = (clientId = s.w.clientId, lawFirmId = s.w.firm.lawFirmId) => accessPath(lawFirmId, clientId);
  const invite = (token: string, body?: unknown, clientId = s.w.clientId, lawFirmId = s.w.firm.lawFirmId) =>
    s.t.call('POST', path(clientId, lawFirmId), { token, ...(body === undefined ? {} : { body }) });
  const rows = async () => ({
    users: (await s.t.services.db.select({ n: count() }).from(portalUsers))[0]!.n,
    access: (await s.t.services.db.select({ n: count() }).from(portalAccess))[0]!.n,
    tokens: (await s.t.services.db.select({ n: count() }).from(portalPasswordTokens))[0]!.n,
  });

  it('reads null before any invitation', async () => {
    const res = await s.t.call('GET', path(), { token: s.w.clientsReader.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ portal_access: null });
  });

  it('invites a new address: an account (lower-case), the access, a set-password link in Arabic, only its hash kept, audited', async () => {
    const res = await invite(s.w.clientsEditor.token, { locale: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body.portal_access).toMatchObject({
      status: 'invited',
      email: EMAIL,
      invited_by: { id: s.w.clientsEditor.id },
      activated_at: null,
      last_sign_in_at: null,
    });
    const mail = await lastMailTo(s.t, s.w.firm.lawFirmId, 'Rana@Client.example');
    expect(mail.subject).toBe('دعوة من Portal Firm إلى بوابة العملاء');
    expect(mail.text).toContain(`${s.t.services.config.publicOrigin}/ar/portal/set-password/`);
    const token = await setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'Rana@Client.example');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await s.t.services.db.select().from(portalPasswordTokens);
    expect(stored.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(stored[0]).toMatchObject({ purpose: 'invite', lawFirmId: s.w.firm.lawFirmId, usedAt: null });
    expect(await auditCount(s.t, 'portal_access.invited', s.w.clientId)).toBe(1);

    const info = await s.t.call('GET', `/api/portal/password-token/${token}`);
    expect(info.body.token).toEqual({ purpose: 'invite', email: EMAIL, firm_name: 'Portal Firm', locale: 'ar' });
  });

  it('inviting again mails a fresh link and the older one dies', async () => {
    const older = await setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'Rana@Client.example');
    const res = await invite(s.w.firm.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.portal_access).toMatchObject({ status: 'invited', invited_by: { id: s.w.firm.admin.id } });
    const mail = await lastMailTo(s.t, s.w.firm.lawFirmId, 'Rana@Client.example');
    expect(mail.subject).toBe('Portal Firm invites you to its client portal');
    const fresh = await setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'Rana@Client.example');
    expect(fresh).not.toBe(older);
    const gone = await s.t.call('GET', `/api/portal/password-token/${older}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: PORTAL_ERRORS.tokenNotFound, message: PORTAL_MESSAGES.tokenNotFound });
    expect((await s.t.call('GET', `/api/portal/password-token/${fresh}`)).status).toBe(200);
    expect(await auditCount(s.t, 'portal_access.invited', s.w.clientId)).toBe(2);
  });

  it('a second client of the firm at an address whose account has a password is told, with a link to the portal and no token', async () => {
    await activate(s.t, await setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'Rana@Client.example'));
    const spouse = await insertClient(s.t, s.w.firm.lawFirmId, 'Omar', 'rana@client.example');
    const before = await rows();
    const res = await invite(s.admin(), undefined, spouse);
    expect(res.status).toBe(200);
    expect(res.body.portal_access).toMatchObject({ status: 'active', activated_at: expect.any(String) });
    const mail = await lastMailTo(s.t, s.w.firm.lawFirmId, EMAIL);
    expect(mail.subject).toBe('Portal Firm added you to its client portal');
    expect(mail.text).toContain(`${s.t.services.config.publicOrigin}/en/portal\n`);
    expect(mail.text).not.toContain('set-password');
    expect(await rows()).toEqual({ ...before, access: before.access + 1 });
  });

  it('withdraws the access (204, audited): the firm’s row goes, the account stays; again is 404', async () => {
    const clientId = await insertClient(s.t, s.w.firm.lawFirmId, 'Brief', 'brief@client.example');
    await invite(s.w.firm.admin.token, undefined, clientId);
    const token = await setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'brief@client.example');
    const res = await s.t.call('DELETE', path(clientId), { token: s.w.clientsEditor.token });
    expect(res.status).toBe(204);
    expect((await s.t.call('GET', path(clientId), { token: s.admin() })).body.portal_access).toBeNull();
    expect(await auditCount(s.t, 'portal_access.withdrawn', clientId)).toBe(1);
    // The firm's pending invitation dies with the access.
    expect((await s.t.call('GET', `/api/portal/password-token/${token}`)).status).toBe(404);
    expect((await s.t.call('DELETE', path(clientId), { token: s.admin() })).status).toBe(404);
  });

  it('a client without an address is 422 client_email_missing; a bad locale 400; nothing is made', async () => {
    const before = await rows();
    const res = await invite(s.admin(), undefined, s.w.noEmailClientId);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: PORTAL_ERRORS.noEmail, message: PORTAL_MESSAGES.noEmail });
    expect((await invite(s.admin(), { locale: 'fr' })).status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('403 without read on clients (GET) or update on clients (POST, DELETE); nothing changes', async () => {
    const before = await rows();
    expect((await s.t.call('GET', path(), { token: s.w.nobody.token })).status).toBe(403);
    expect((await invite(s.w.clientsReader.token)).status).toBe(403);
    expect((await s.t.call('DELETE', path(), { token: s.w.clientsReader.token })).status).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('404 for another firm’s client, another firm’s path and an unknown client; nothing changes', async () => {
    const before = await rows();
    const other = s.w.otherFirm.admin.token;
    const foreign = path(s.w.foreignClientId);
    for (const url of [foreign, path(s.w.clientId, s.w.otherFirm.lawFirmId), path(999_999)]) {
      const token = url === foreign ? s.admin() : other;
      expect((await s.t.call('GET', url, { token })).status, url).toBe(404);
      expect((await s.t.call('POST', url, { token })).status, url).toBe(404);
      expect((await s.t.call('DELETE', url, { token })).status, url).toBe(404);
    }
    expect(await rows()).toEqual(before);
  });

  it('deleting the client removes its access', async () => {
    const clientId = await insertClient(s.t, s.w.firm.lawFirmId, 'Gone', 'gone@client.example');
    await invite(s.admin(), undefined, clientId);
    await s.t.services.db.delete(clients).where(eq(clients.id, clientId));
    const left = await s.t.services.db.select().from(portalAccess).where(eq(portalAccess.clientId, clientId));
    expect(left).toEqual([]);
  });

  it('a staff token opens no portal call, and the portal cookie no staff call', async () => {
    const cookie = await activate(
      s.t,
      await (async () => {
        const clientId = await insertClient(s.t, s.w.firm.lawFirmId, 'Both', 'both@client.example');
        await invite(s.admin(), undefined, clientId);
        return setPasswordTokenFor(s.t, s.w.firm.lawFirmId, 'both@client.example');
      })(),
    );
    for (const url of ['/api/portal/account', '/api/portal/forms', '/api/portal/forms/1']) {
      const res = await s.t.call('GET', url, { token: s.admin() });
      expect(res.status, url).toBe(401);
      expect(res.body.code).toBe(PORTAL_ERRORS.signedOut);
    }
    expect((await portalCall(s.t, cookie, 'GET', '/api/portal/account')).status).toBe(200);
    expect((await portalCall(s.t, cookie, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await portalCall(s.t, cookie, 'GET', path())).status).toBe(401);
  });

  it('the request log never shows a set-password token', () => {
    expect(redactLinkTokens('/api/portal/password-token/abc_DEF-123')).toBe('/api/portal/password-token/[redacted]');
    expect(redactLinkTokens('/ar/portal/set-password/abc_DEF-123?x=1')).toBe('/ar/portal/set-password/[redacted]?x=1');
    expect(redactLinkTokens('/api/portal/forms/12')).toBe('/api/portal/forms/12');
  });
});
