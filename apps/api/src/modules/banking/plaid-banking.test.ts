/**
 * Plaid Link end to end: the real HTTP client (integrations/plaid/client.ts) against the sandbox the
 * API serves, reached through Fastify's inject (see test/app.ts), so every call crosses the routes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, plaidItems } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { addBankAccount, bankingTables } from '../../test/kits/banking.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const PLATYPUS = 'ins_109508';
const HOUNDSTOOTH = 'ins_109512';
const post = (caller: TestUser, url: string, body?: object) =>
  t.call('POST', `/api/plaid-banking/${url}`, { token: caller.token, ...(body ? { body } : {}) });
const accounts = (caller: TestUser) => t.call('GET', '/api/plaid-banking/law-firm-accounts', { token: caller.token });
/** What the sandbox Link page does when a bank is clicked. */
const sandboxPublicToken = (institutionId: string) => t.services.plaid.createSandboxPublicToken(institutionId);

describe('Plaid Link against the sandbox', () => {
  let linked: { plaid_account_id: string; mask: string | null; name: string }[];

  it('gives a link token and the sandbox Link page to open', async () => {
    const res = await post(firm.admin, 'link-token');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sandbox: true, link_token: expect.stringMatching(/^link-sandbox-/) });
    expect(res.body.link_url).toBe(`/api/sandbox/plaid/link?link_token=${res.body.link_token}`);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, firm.lawFirmId), eq(auditLog.action, 'plaid.link_started')));
    expect(audit).toMatchObject({ userId: firm.admin.id, entityType: 'plaid_link' });

    const page = await t.call('GET', res.body.link_url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('First Platypus Bank');
    expect(page.body).toContain('Houndstooth Bank');
    expect(page.body).toContain('Sandbox');
    expect(page.body).toContain(`data-link-token="${res.body.link_token}"`);
    expect(page.body).toContain('data-message-type="plaid-link"');
    // The CSP forbids inline scripts: the page loads its script from a file route.
    expect(page.body).toMatch(/<script src="\/api\/sandbox\/plaid\/link\.js"><\/script>/);
    expect(page.body).not.toMatch(/<script>[^<]/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await t.call('GET', '/api/sandbox/plaid/link.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('/api/sandbox/plaid/link/connect');
    expect(script.body).toContain('postMessage');
  });

  it('refuses a Link page without a valid sandbox link token', async () => {
    expect((await t.call('GET', '/api/sandbox/plaid/link')).status).toBe(400);
    expect((await t.call('GET', '/api/sandbox/plaid/link?link_token=<script>')).status).toBe(400);
  });

  it('exchanges the public token, stores the item and lists its accounts', async () => {
    const res = await post(firm.admin, 'exchange', { public_token: await sandboxPublicToken(PLATYPUS) });
    expect(res.status).toBe(200);
    expect(res.body.accounts).toHaveLength(1);
    const [institution] = res.body.accounts;
    expect(institution).toMatchObject({
      institution_name: 'First Platypus Bank',
      plaid_item_id: `item-sandbox-${PLATYPUS}`,
    });
    expect(institution.accounts).toEqual([
      expect.objectContaining({
        name: 'Plaid Checking',
        mask: '0000',
        institution_name: 'First Platypus Bank',
        bank_account_id: null,
      }),
      expect.objectContaining({
        name: 'Plaid Saving',
        mask: '1111',
        official_name: expect.any(String),
        bank_account_id: null,
      }),
    ]);
    for (const a of institution.accounts) expect(a.account_id).toBe(a.plaid_account_id);
    linked = institution.accounts;

    const items = await t.services.db.select().from(plaidItems).where(eq(plaidItems.lawFirmId, firm.lawFirmId));
    expect(items).toEqual([
      expect.objectContaining({ itemId: `item-sandbox-${PLATYPUS}`, institutionName: 'First Platypus Bank' }),
    ]);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, firm.lawFirmId), eq(auditLog.action, 'plaid.item_linked')));
    expect(audit!.details).toEqual({ item_id: `item-sandbox-${PLATYPUS}`, institution_name: 'First Platypus Bank' });
    expect(JSON.stringify(audit!.details)).not.toContain('access-');
  });

  it('keeps one item per bank when linked again, and adds a second bank beside it', async () => {
    await post(firm.admin, 'exchange', { public_token: await sandboxPublicToken(PLATYPUS) });
    const res = await post(firm.admin, 'exchange', { public_token: await sandboxPublicToken(HOUNDSTOOTH) });
    expect(res.body.accounts.map((i: { institution_name: string }) => i.institution_name)).toEqual([
      'First Platypus Bank',
      'Houndstooth Bank',
    ]);
    // Stable ids: the same Plaid account from one exchange to the next.
    expect(res.body.accounts[0].accounts.map((a: { plaid_account_id: string }) => a.plaid_account_id)).toEqual(
      linked.map((a) => a.plaid_account_id),
    );
  });

  it('links a Plaid account to a bank account of the firm (sets plaid_account_id and mask)', async () => {
    const trustId = await addBankAccount(t, firm, { type: 'TRUST' });
    const checking = linked[0]!;
    const res = await post(firm.admin, 'link-account', {
      plaid_account_id: checking.plaid_account_id,
      bank_account_id: trustId,
    });
    expect(res.status).toBe(200);
    expect(res.body.bank_account).toMatchObject({
      id: trustId,
      plaid_account_id: checking.plaid_account_id,
      mask: '0000',
      current_balance: 0,
    });
    const list = await accounts(firm.admin);
    const listed = list.body.accounts[0].accounts.find(
      (a: { plaid_account_id: string }) => a.plaid_account_id === checking.plaid_account_id,
    );
    expect(listed.bank_account_id).toBe(trustId);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bank_account.plaid_linked'), eq(auditLog.entityId, String(trustId))));
    expect(audit!.details).toMatchObject({
      plaid_account_id: checking.plaid_account_id,
      previous_plaid_account_id: null,
    });

    // The same Plaid account cannot back a second account of the firm.
    const officeId = await addBankAccount(t, firm, { type: 'OFFICE' });
    const before = await bankingTables(t, firm.lawFirmId);
    const twice = await post(firm.admin, 'link-account', {
      plaid_account_id: checking.plaid_account_id,
      bank_account_id: officeId,
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'plaid_account_already_linked', details: { bank_account_id: trustId } });
    expect(await bankingTables(t, firm.lawFirmId)).toEqual(before);
    // Relinking the same account to the same Plaid account is harmless.
    expect(
      (
        await post(firm.admin, 'link-account', {
          plaid_account_id: checking.plaid_account_id,
          bank_account_id: trustId,
        })
      ).status,
    ).toBe(200);
  });

  it("answers 404 for another firm's bank account, and for a Plaid account of no item of the firm", async () => {
    const theirs = await addBankAccount(t, otherFirm, { type: 'OFFICE' });
    const mine = await addBankAccount(t, firm, { type: 'OFFICE', title: 'Second' });
    const before = await bankingTables(t, firm.lawFirmId);
    const other = await post(firm.admin, 'link-account', {
      plaid_account_id: linked[1]!.plaid_account_id,
      bank_account_id: theirs,
    });
    expect(other.status).toBe(404);
    const unknown = await post(firm.admin, 'link-account', {
      plaid_account_id: 'acc-sandbox-nope',
      bank_account_id: mine,
    });
    expect(unknown.status).toBe(404);
    // The other firm has linked no bank: this firm's Plaid accounts are not theirs to link.
    const theirsLink = await post(otherFirm.admin, 'link-account', {
      plaid_account_id: linked[1]!.plaid_account_id,
      bank_account_id: theirs,
    });
    expect(theirsLink.status).toBe(404);
    expect(await bankingTables(t, firm.lawFirmId)).toEqual(before);
  });

  it("shows no other firm's items", async () => {
    const res = await accounts(otherFirm.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accounts: [] });
  });

  it('translates an invalid public token into 400 public_token, storing nothing', async () => {
    const before = await bankingTables(t, firm.lawFirmId);
    const res = await post(firm.admin, 'exchange', { public_token: 'public-sandbox-forged' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', fields: { public_token: expect.any(String) } });
    expect(await bankingTables(t, firm.lawFirmId)).toEqual(before);
    expect((await post(firm.admin, 'exchange', { public_token: '' })).status).toBe(400);
  });

  it('translates Plaid being down into 502 bank_provider_unavailable', async () => {
    const spy = vi
      .spyOn(t.services.plaid, 'getAccounts')
      .mockRejectedValueOnce(
        new (await import('../../integrations/plaid/provider.js')).PlaidApiError(
          503,
          'API_ERROR',
          'UNREACHABLE',
          'down',
        ),
      );
    const res = await accounts(firm.admin);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('bank_provider_unavailable');
    spy.mockRestore();
  });
});

describe('plaid-banking permissions', () => {
  it('needs create on bank or trust accounts to connect a bank (403), and changes nothing', async () => {
    const viewer = await addEmployee(t, firm, {
      rules: [
        { subject: 'bank_accounts', action: 'read' },
        { subject: 'trust_accounts', action: 'read' },
      ],
    });
    const before = await bankingTables(t, firm.lawFirmId);
    expect((await post(viewer, 'link-token')).status).toBe(403);
    expect((await post(viewer, 'exchange', { public_token: await sandboxPublicToken(PLATYPUS) })).status).toBe(403);
    expect(await bankingTables(t, firm.lawFirmId)).toEqual(before);
    expect((await accounts(viewer)).status).toBe(200);
    const creator = await addEmployee(t, firm, { rules: [{ subject: 'trust_accounts', action: 'create' }] });
    expect((await post(creator, 'link-token')).status).toBe(200);
  });

  it('needs a view flag to list linked institutions (403)', async () => {
    const nobody = await addEmployee(t, firm, { rules: [{ subject: 'payments', action: 'create' }] });
    expect((await accounts(nobody)).status).toBe(403);
  });

  it('needs update on the account type to link a Plaid account (403)', async () => {
    const officeId = await addBankAccount(t, firm, { type: 'OFFICE', title: 'Payroll' });
    const trustEditor = await addEmployee(t, firm, { rules: [{ subject: 'trust_accounts', action: 'update' }] });
    const list = await accounts(firm.admin);
    const saving = list.body.accounts[0].accounts[1];
    const res = await post(trustEditor, 'link-account', {
      plaid_account_id: saving.plaid_account_id,
      bank_account_id: officeId,
    });
    expect(res.status).toBe(403);
    const officeEditor = await addEmployee(t, firm, { rules: [{ subject: 'bank_accounts', action: 'update' }] });
    const ok = await post(officeEditor, 'link-account', {
      plaid_account_id: saving.plaid_account_id,
      bank_account_id: officeId,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.bank_account.mask).toBe('1111');
  });

  it('needs a signed-in caller (401), except for the public Link pages', async () => {
    expect((await t.call('POST', '/api/plaid-banking/link-token')).status).toBe(401);
    expect((await t.call('GET', '/api/plaid-banking/law-firm-accounts')).status).toBe(401);
    expect((await t.call('GET', '/api/plaid-banking/link-complete')).status).toBe(200);
  });
});

describe('the Hosted Link completion page', () => {
  it('posts nothing when the state is unknown', async () => {
    const res = await t.call('GET', '/api/plaid-banking/link-complete?state=1.forged');
    expect(res.status).toBe(200);
    expect(res.body).toContain('No bank was connected');
    expect(res.body).toContain('data-public-token=""');
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const script = await t.call('GET', '/api/plaid-banking/link-complete.js');
    expect(script.status).toBe(200);
    expect(script.body).toContain('window.opener.postMessage');
  });

  it("hands the session's public token to the opener, found from the state of the redirect", async () => {
    const spy = vi.spyOn(t.services.plaid, 'createLinkToken');
    await post(firm.admin, 'link-token');
    const redirect = new URL(spy.mock.calls[0]![0].completionRedirectUri);
    spy.mockRestore();
    expect(redirect.pathname).toBe('/api/plaid-banking/link-complete');
    const state = redirect.searchParams.get('state')!;
    expect(state.startsWith(`${firm.lawFirmId}.`)).toBe(true);

    // The sandbox's own Link page posts its token directly, so no sandbox session "finishes": stand in
    // for Plaid's /link/token/get answer of a finished Hosted Link session.
    const get = vi.spyOn(t.services.plaid, 'getLinkPublicToken').mockResolvedValue('public-sandbox-ins_109508-done');
    const res = await t.call('GET', `/api/plaid-banking/link-complete?state=${encodeURIComponent(state)}`);
    expect(get.mock.calls[0]![0]).toMatch(/^link-sandbox-/);
    get.mockRestore();
    expect(res.body).toContain('data-public-token="public-sandbox-ins_109508-done"');
    expect(res.body).toContain('Your bank is connected');
    // Another firm's number in front of the same secret finds nothing.
    const forged = await t.call(
      'GET',
      `/api/plaid-banking/link-complete?state=${otherFirm.lawFirmId}${state.slice(state.indexOf('.'))}`,
    );
    expect(forged.body).toContain('data-public-token=""');
  });
});
