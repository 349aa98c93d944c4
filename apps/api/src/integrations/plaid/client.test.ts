import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { SecretBox } from '../../platform/secrets.js';
import { createTestApp } from '../../test/app.js';
import { registerFirm } from '../../test/firms.js';
import { createPlaidClient, type PlaidFetch } from './client.js';
import { createPlaidProvider, selfBaseUrl } from './index.js';
import { PlaidApiError } from './provider.js';

const secrets = new SecretBox(randomBytes(32));

/** A fetch that records each request and answers from a script. */
function recording(answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetch: PlaidFetch = async (url, init) => {
    calls.push({ url, body: JSON.parse(init.body) });
    const answer = answers.shift()!;
    return { status: answer.status, ok: answer.status < 300, json: async () => answer.body };
  };
  return { calls, fetch };
}

describe('the Plaid HTTP client', () => {
  it("calls Plaid's documented endpoints with the credentials in the body and asks for Hosted Link", async () => {
    const { calls, fetch } = recording([
      { status: 200, body: { link_token: 'link-production-1', hosted_link_url: 'https://secure.plaid.com/hl/abc' } },
    ]);
    const client = createPlaidClient({
      baseUrl: 'https://production.plaid.com/',
      clientId: 'cid',
      secret: 'sec',
      sandbox: false,
      fetch,
    });
    const link = await client.createLinkToken({
      clientUserId: 'user-7',
      clientName: 'A firm with a name longer than thirty characters',
      completionRedirectUri: 'https://counsel.example/api/plaid-banking/link-complete?state=1.x',
    });
    expect(link).toEqual({ linkToken: 'link-production-1', linkUrl: 'https://secure.plaid.com/hl/abc' });
    expect(calls[0]!.url).toBe('https://production.plaid.com/link/token/create');
    expect(calls[0]!.body).toMatchObject({
      client_id: 'cid',
      secret: 'sec',
      client_name: 'A firm with a name longer than',
      user: { client_user_id: 'user-7' },
      hosted_link: { completion_redirect_uri: 'https://counsel.example/api/plaid-banking/link-complete?state=1.x' },
    });
  });

  it('reads the public token of a finished Hosted Link session from /link/token/get', async () => {
    const { calls, fetch } = recording([
      {
        status: 200,
        body: { link_sessions: [{ results: { item_add_results: [{ public_token: 'public-production-9' }] } }] },
      },
      { status: 200, body: { link_sessions: [] } },
    ]);
    const client = createPlaidClient({ baseUrl: 'https://p', clientId: 'c', secret: 's', sandbox: false, fetch });
    expect(await client.getLinkPublicToken('link-1')).toBe('public-production-9');
    expect(calls[0]).toMatchObject({ url: 'https://p/link/token/get', body: { link_token: 'link-1' } });
    expect(await client.getLinkPublicToken('link-2')).toBeNull();
  });

  it("turns Plaid's error answers and an unreachable host into PlaidApiError", async () => {
    const { fetch } = recording([
      { status: 400, body: { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login' } },
    ]);
    const client = createPlaidClient({ baseUrl: 'https://p', clientId: 'c', secret: 's', sandbox: false, fetch });
    await expect(client.getAccounts('access-1')).rejects.toMatchObject({
      status: 400,
      errorCode: 'ITEM_LOGIN_REQUIRED',
    });
    const down = createPlaidClient({
      baseUrl: 'https://p',
      clientId: 'c',
      secret: 's',
      sandbox: false,
      fetch: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    const error = await down.getAccounts('access-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlaidApiError);
    expect(error).toMatchObject({ errorCode: 'UNREACHABLE' });
  });
});

describe('choosing Plaid', () => {
  it('uses the sandbox served by this process unless PLAID_CLIENT_ID and PLAID_SECRET are set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).plaid).toBeUndefined();
    expect(createPlaidProvider(loadConfig({ NODE_ENV: 'test' }), secrets).sandbox).toBe(true);
    const configured = loadConfig({ NODE_ENV: 'test', PLAID_CLIENT_ID: 'c', PLAID_SECRET: 's' });
    expect(configured.plaid).toEqual({ baseUrl: 'https://sandbox.plaid.com', clientId: 'c', secret: 's' });
    expect(createPlaidProvider(configured, secrets).sandbox).toBe(false);
    expect(selfBaseUrl({ host: '0.0.0.0', port: 3000 })).toBe('http://127.0.0.1:3000/api/sandbox/plaid');
    expect(selfBaseUrl({ host: '::1', port: 8080 })).toBe('http://[::1]:8080/api/sandbox/plaid');
  });

  const apps: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('serves no sandbox when Plaid is configured', async () => {
    const t = await createTestApp({ env: { PLAID_CLIENT_ID: 'c', PLAID_SECRET: 's' } });
    apps.push(t);
    const { admin } = await registerFirm(t);
    const page = '/api/sandbox/plaid/link?link_token=link-sandbox-00000000-0000-0000-0000-000000000000';
    expect((await t.call('GET', page, { token: admin.token })).status).toBe(404);
    expect(t.services.plaid.sandbox).toBe(false);
  });
});
