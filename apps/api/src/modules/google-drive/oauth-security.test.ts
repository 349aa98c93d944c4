/**
 * Who a Drive connection acts for: the sandbox takes the account only from the signed state the API
 * issued to the signed-in user who started the flow (never a posted login_hint), its client secret is
 * not public, and the state is bound to the browser that started the flow and works once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleDriveConnections } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { PDF } from '../../test/kits/documents.js';
import { authorizeDrive, createDriveTestApp, driveApi } from '../../test/kits/google-drive.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let victim: TestUser;
let victimFileId: string;

const everything = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const connectionOf = async (userId: number) =>
  (await t.services.db.select().from(googleDriveConnections).where(eq(googleDriveConnections.userId, userId)))[0];
const namesIn = async (user: TestUser) =>
  ((await driveApi(t, user).list('?search=victim')).body.files ?? []).map((f: { name: string }) => f.name);

beforeAll(async () => {
  t = await createDriveTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
  victim = await addEmployee(t, firm, { rules: [{ subject: 'documents', action: 'read' }] });
  await authorizeDrive(t, victim);
  const upload = await driveApi(t, victim).upload({ bytes: PDF, filename: 'victim-secret.pdf' });
  expect(upload.status).toBe(201);
  victimFileId = upload.body.file.id;
});
afterAll(() => t?.close());

describe("the Drive sandbox's account", () => {
  it("connects a user who posts another user's login_hint to their own sandbox Drive, never the other's", async () => {
    for (const attacker of [otherFirm.admin, firm.admin]) {
      const { consent, callback } = await authorizeDrive(t, attacker, 'allow', { loginHint: victim.email });
      expect(callback.body).toContain('Google Drive is connected');
      expect(await namesIn(attacker)).toEqual([]);
      expect(consent).toContain(attacker.email);
      expect(consent).not.toContain(victim.email);
      const grab = await t.call('PATCH', `/api/google-drive/${attacker.id}/files/${victimFileId}`, {
        token: attacker.token,
        body: { name: 'taken' },
      });
      expect(grab.status).toBe(404);
    }
    expect(await namesIn(victim)).toEqual(['victim-secret.pdf']);
  });

  it('issues no code without a state the API signed, whatever login_hint is posted', async () => {
    const redirect = `${t.services.config.publicOrigin}/api/google-drive/oauth/callback`;
    const consent = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/google-drive/o/oauth2/v2/auth?client_id=counsel-sandbox&redirect_uri=${encodeURIComponent(redirect)}&login_hint=${encodeURIComponent(victim.email)}&state=forged`,
    });
    expect(consent.statusCode).toBe(400);
    expect(consent.body).not.toContain(victim.email);
    for (const state of ['', 'forged', 'e30.AAAA']) {
      const decided = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/google-drive/o/oauth2/v2/auth/decision',
        headers: everything,
        payload: form({ redirect_uri: redirect, state, login_hint: victim.email, decision: 'allow' }),
      });
      expect(decided.statusCode).toBe(400);
      expect(String(decided.headers.location ?? '')).not.toContain('code=');
    }
  });

  it('refuses the client secret that used to be written in the code', async () => {
    const grants: Array<Record<string, string>> = [
      { grant_type: 'authorization_code', code: 'anything', redirect_uri: 'x' },
      { grant_type: 'refresh_token', refresh_token: 'anything' },
    ];
    for (const grant of grants) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/google-drive/token',
        headers: everything,
        payload: form({ client_id: 'counsel-sandbox', client_secret: 'counsel-sandbox-secret', ...grant }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_client' });
    }
  });
});

describe('the OAuth state is bound to the browser that started the flow', () => {
  it('sets a short-lived, HttpOnly, SameSite=Lax cookie scoped to the Drive paths when the flow starts', async () => {
    const user = await addEmployee(t, firm, { rules: [{ subject: 'documents', action: 'read' }] });
    const start = await t.call('GET', `/api/google-drive/${user.id}/access-token`, { token: user.token });
    const cookie = start.cookies.find((c) => c.name === 'counsel_drive_oauth');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/google-drive' });
    expect(cookie!.maxAge).toBeGreaterThan(0);
    expect(cookie!.maxAge).toBeLessThanOrEqual(15 * 60);
    expect(start.body.authorization_url).not.toContain(cookie!.value);
  });

  it('refuses a state presented without the cookie of the browser that started the flow', async () => {
    const user = await addEmployee(t, firm, { rules: [{ subject: 'documents', action: 'read' }] });
    const { callback } = await authorizeDrive(t, user, 'allow', { withoutCookie: true });
    expect(callback.body).toContain('was not connected');
    expect(await connectionOf(user.id)).toBeUndefined();
    // Another browser's cookie does not open it either.
    const other = await addEmployee(t, firm, { rules: [{ subject: 'documents', action: 'read' }] });
    const start = await t.call('GET', `/api/google-drive/${other.id}/access-token`, { token: other.token });
    const foreignCookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const { callbackUrl } = await authorizeDrive(t, user, 'allow', { withoutCookie: true });
    const res = await t.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie: foreignCookie } });
    expect(res.body).toContain('was not connected');
    expect(await connectionOf(user.id)).toBeUndefined();
  });

  it('accepts a state once: a replayed callback is refused, and the cookie is cleared', async () => {
    const user = await addEmployee(t, firm, { rules: [{ subject: 'documents', action: 'read' }] });
    const first = await authorizeDrive(t, user);
    expect(first.callback.body).toContain('Google Drive is connected');
    const cleared = first.callback.cookies.find((c) => c.name === 'counsel_drive_oauth');
    expect(cleared?.value).toBe('');
    await t.call('DELETE', `/api/google-drive/${user.id}/connection`, { token: user.token });
    const replay = await t.app.inject({ method: 'GET', url: first.callbackUrl, headers: { cookie: first.cookie } });
    expect(replay.body).toContain('was not connected');
    expect(await connectionOf(user.id)).toBeUndefined();
  });
});
