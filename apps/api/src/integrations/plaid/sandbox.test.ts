/**
 * The Plaid sandbox speaks Plaid (its error shapes and lookups), answers its API only to this server
 * (the client id and the secret derived from the server's key), and gives a public token from its Link
 * page only within a Link session the API started for a signed-in user (a link token it issued).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { sandboxSecret } from '../sandbox-credentials.js';
import { PLAID_SANDBOX_CLIENT_ID } from './index.js';

let t: TestApp;
let firm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
});
afterAll(() => t.close());

const PLATYPUS = 'ins_109508';
const HOUNDSTOOTH = 'ins_109512';
const keys = () => ({ client_id: PLAID_SANDBOX_CLIENT_ID, secret: sandboxSecret(t.services.secrets, 'plaid') });
const sandbox = (path: string, body: object) => t.call('POST', `/api/sandbox/plaid${path}`, { body });
const linkToken = async () =>
  (await t.call('POST', '/api/plaid-banking/link-token', { token: firm.admin.token })).body.link_token as string;

describe('the sandbox speaks Plaid', () => {
  it("answers Plaid's error shape for bad tokens and missing fields", async () => {
    const bad = await sandbox('/item/public_token/exchange', { ...keys(), public_token: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_PUBLIC_TOKEN', sandbox: true });
    const missing = await sandbox('/accounts/get', keys());
    expect(missing.body).toMatchObject({
      error_type: 'INVALID_REQUEST',
      error_message: expect.stringContaining('access_token'),
    });
    const noSecret = await sandbox('/sandbox/public_token/create', {
      client_id: PLAID_SANDBOX_CLIENT_ID,
      institution_id: PLATYPUS,
      initial_products: ['auth'],
    });
    expect(noSecret.status).toBe(400);
    const unknown = await sandbox('/sandbox/public_token/create', {
      ...keys(),
      institution_id: 'ins_1',
      initial_products: [],
    });
    expect(unknown.body.error_code).toBe('INVALID_INSTITUTION');
  });

  it('names an institution by id, and refuses it for a country it is not in', async () => {
    const ok = await sandbox('/institutions/get_by_id', {
      ...keys(),
      institution_id: HOUNDSTOOTH,
      country_codes: ['GB'],
    });
    expect(ok.body.institution).toMatchObject({ institution_id: HOUNDSTOOTH, name: 'Houndstooth Bank' });
    const wrong = await sandbox('/institutions/get_by_id', {
      ...keys(),
      institution_id: HOUNDSTOOTH,
      country_codes: ['US'],
    });
    expect(wrong.status).toBe(400);
  });
});

describe("the sandbox's callers", () => {
  it('refuses any other client id or secret on every API endpoint (INVALID_API_KEYS), the old fixed ones too', async () => {
    const calls: Array<[string, object]> = [
      [
        '/link/token/create',
        {
          client_name: 'X',
          user: { client_user_id: 'user-1' },
          products: ['auth'],
          country_codes: ['US'],
          language: 'en',
        },
      ],
      ['/link/token/get', { link_token: 'link-sandbox-x' }],
      ['/sandbox/public_token/create', { institution_id: PLATYPUS, initial_products: ['auth'] }],
      ['/item/public_token/exchange', { public_token: `public-sandbox-${PLATYPUS}-x` }],
      ['/accounts/get', { access_token: `access-sandbox-${PLATYPUS}` }],
      ['/institutions/get_by_id', { institution_id: PLATYPUS, country_codes: ['US'] }],
    ];
    for (const credentials of [
      { client_id: 'sandbox', secret: 'sandbox' },
      { client_id: PLAID_SANDBOX_CLIENT_ID, secret: 'sandbox' },
      { client_id: 'someone', secret: keys().secret },
    ]) {
      for (const [path, body] of calls) {
        const res = await sandbox(path, { ...credentials, ...body });
        expect(res.status, path).toBe(400);
        expect(res.body, path).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_API_KEYS' });
      }
    }
  });

  it("gives the Link page's bank choice a public token only for a live link token the sandbox issued", async () => {
    const token = await linkToken();
    const chosen = await sandbox('/link/connect', { link_token: token, institution_id: PLATYPUS });
    expect(chosen.status).toBe(200);
    expect(chosen.body.public_token).toMatch(/^public-sandbox-ins_109508-/);

    const forged = 'link-sandbox-00000000-0000-0000-0000-000000000000';
    for (const link_token of [forged, `${token.slice(0, -4)}AAAA`, 'x']) {
      const refused = await sandbox('/link/connect', { link_token, institution_id: PLATYPUS });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error_code: 'INVALID_LINK_TOKEN' });
      expect((await t.call('GET', `/api/sandbox/plaid/link?link_token=${encodeURIComponent(link_token)}`)).status).toBe(
        400,
      );
    }
    const unknownBank = await sandbox('/link/connect', { link_token: token, institution_id: 'ins_1' });
    expect(unknownBank.body).toMatchObject({ error_code: 'INVALID_INSTITUTION' });
  });

  it('lets a link token expire with its session (4 hours)', async () => {
    const token = await linkToken();
    // Only the clock is faked: the app's own timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 4 * 60 * 60 * 1000 + 1000);
      const refused = await sandbox('/link/connect', { link_token: token, institution_id: PLATYPUS });
      expect(refused.body).toMatchObject({ error_code: 'INVALID_LINK_TOKEN' });
    } finally {
      vi.useRealTimers();
    }
  });
});
