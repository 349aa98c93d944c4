/**
 * Two firms with a client at the same address never meet in the portal: each firm's invitation makes
 * and opens its own account, so a link firm B mailed (and can read in its outbox), a password B set, or
 * an account B made first opens nothing of firm A; A's invitation answer shows A's account only; a
 * forgotten password mails each firm's account its own link, kept in that firm's outbox.
 */
import { PORTAL_ERRORS } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalAccess, portalUsers } from '../../db/schema/index.js';
import { SECTIONS, uploadSignableForm } from '../../test/kits/form-sending.js';
import {
  accessPath,
  activate,
  CLIENT_PASSWORD,
  insertClient,
  lastMailTo,
  portalCall,
  portalCookieOf,
  portalSuite,
  setPasswordTokenFor,
} from '../../test/kits/portal.js';

const ADDRESS = 'rana@client.example';

describe('firms apart in the portal', () => {
  const s = portalSuite();
  const a = () => s.w.firm;
  const b = () => s.w.otherFirm;
  const invite = (firm: 'a' | 'b', clientId: number) => {
    const f = firm === 'a' ? a() : b();
    return s.t.call('POST', accessPath(f.lawFirmId, clientId), { token: f.admin.token });
  };
  /** Firm A sends its client a form in client_portal mode; answers the sent form's id. */
  const sendFromA = async (formTitle: string) => {
    const formId = await uploadSignableForm(s.t, a().admin.token, a().lawFirmId);
    const res = await s.t.call('POST', '/api/document/collaboration-form', {
      token: a().admin.token,
      body: {
        form_title: formTitle,
        user_id: a().admin.id,
        client_id: s.w.clientId,
        form_type: 'law_firm',
        form_id: formId,
        form_schema: SECTIONS,
        form_sending_mode: 'client_portal',
        client_documents_ids: [],
        requested_documents: [],
      },
    });
    if (res.status !== 201) throw new Error(`send failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.sent_form.id as number;
  };
  const formsOf = async (cookie: string) =>
    (await portalCall(s.t, cookie, 'GET', '/api/portal/forms')).body.items.map((item: { id: number }) => item.id);

  let aCookie: string;
  let aFormId: number;

  beforeAll(async () => {
    // Firm A's client Rana is invited, sets her password and is sent a form.
    await invite('a', s.w.clientId);
    aCookie = await activate(s.t, await setPasswordTokenFor(s.t, a().lawFirmId, ADDRESS));
    aFormId = await sendFromA('Intake from A');
  });

  it('firm B inviting the same address and using the link from its own outbox gets an account of its own', async () => {
    expect((await invite('b', s.w.foreignClientId)).status).toBe(200);
    // B's mail is an invitation with a set-password link, not a notice about A's account.
    const mail = await lastMailTo(s.t, b().lawFirmId, ADDRESS);
    expect(mail.text).toContain('/portal/set-password/');
    const bCookie = await activate(s.t, await setPasswordTokenFor(s.t, b().lawFirmId, ADDRESS), 'firm b chose this');

    const account = (await portalCall(s.t, bCookie, 'GET', '/api/portal/account')).body.account;
    expect(account).toMatchObject({ law_firm_id: b().lawFirmId, firm_name: 'Elsewhere LLP' });
    expect(await formsOf(bCookie)).toEqual([]);
    for (const suffix of ['', '/signed-pdf']) {
      expect((await portalCall(s.t, bCookie, 'GET', `/api/portal/forms/${aFormId}${suffix}`)).status).toBe(404);
    }
    const write = await portalCall(s.t, bCookie, 'PUT', `/api/portal/forms/${aFormId}/progress`, {
      values: {},
      current_section: 0,
    });
    expect(write.status).toBe(404);

    // A's client is untouched: her session still works, her password still signs her in to A only.
    expect(await formsOf(aCookie)).toEqual([aFormId]);
    const again = await s.t.call('POST', '/api/portal/sign-in', {
      body: { email: ADDRESS, password: CLIENT_PASSWORD },
    });
    expect(again.status).toBe(200);
    expect(again.body.account.law_firm_id).toBe(a().lawFirmId);
    // B's password opens B's account only.
    const bSignIn = await s.t.call('POST', '/api/portal/sign-in', {
      body: { email: ADDRESS, password: 'firm b chose this' },
    });
    expect(bSignIn.body.account.law_firm_id).toBe(b().lawFirmId);
    expect(await formsOf(portalCookieOf(bSignIn))).toEqual([]);
  });

  it("A's invitation answer shows A's account only, never B's activation or sign-in", async () => {
    const clientId = await insertClient(s.t, a().lawFirmId, 'Late', 'late@client.example');
    const bClient = await insertClient(s.t, b().lawFirmId, 'Late', 'late@client.example');
    // B gets there first ("pre-claim"): invites, sets a password, signs in.
    await invite('b', bClient);
    await activate(s.t, await setPasswordTokenFor(s.t, b().lawFirmId, 'late@client.example'));
    const res = await invite('a', clientId);
    expect(res.status).toBe(200);
    expect(res.body.portal_access).toMatchObject({ status: 'invited', activated_at: null, last_sign_in_at: null });
    // A's mail carries a set-password link for A's account, which B never saw.
    expect((await lastMailTo(s.t, a().lawFirmId, 'late@client.example')).text).toContain('/portal/set-password/');
    const accounts = await s.t.services.db
      .select({ lawFirmId: portalUsers.lawFirmId })
      .from(portalUsers)
      .where(eq(portalUsers.email, 'late@client.example'));
    expect(accounts.map((row) => row.lawFirmId).sort()).toEqual([a().lawFirmId, b().lawFirmId].sort());
  });

  it('a form A sends after B pre-claimed the address reaches A’s account, not B’s', async () => {
    const bCookie = portalCookieOf(
      await s.t.call('POST', '/api/portal/sign-in', { body: { email: ADDRESS, password: 'firm b chose this' } }),
    );
    const later = await sendFromA('Sent later by A');
    expect(await formsOf(bCookie)).toEqual([]);
    expect(await formsOf(aCookie)).toContain(later);
  });

  it('a forgotten password mails each firm’s account its own link, in its own firm’s outbox', async () => {
    const res = await s.t.call('POST', '/api/portal/forgot-password', { body: { email: ADDRESS } });
    expect(res.status).toBe(202);
    const bToken = await setPasswordTokenFor(s.t, b().lawFirmId, ADDRESS);
    expect((await lastMailTo(s.t, b().lawFirmId, ADDRESS)).subject).toBe(
      'A new password for your client portal with Elsewhere LLP',
    );
    // B resets the password with the link from its own outbox: only B's account changes.
    await activate(s.t, bToken, 'b reset this one');
    expect(await formsOf(aCookie)).toEqual(expect.arrayContaining([aFormId]));
    const aSignIn = await s.t.call('POST', '/api/portal/sign-in', {
      body: { email: ADDRESS, password: CLIENT_PASSWORD },
    });
    expect(aSignIn.body.account.law_firm_id).toBe(a().lawFirmId);
    const bSignIn = await s.t.call('POST', '/api/portal/sign-in', {
      body: { email: ADDRESS, password: 'b reset this one' },
    });
    expect(bSignIn.body.account.law_firm_id).toBe(b().lawFirmId);
  });

  it('one password that opens accounts at two firms asks which one (409), then opens the one chosen', async () => {
    const shared = 'the same password twice';
    const aClient = await insertClient(s.t, a().lawFirmId, 'Twice', 'twice@client.example');
    const bClient = await insertClient(s.t, b().lawFirmId, 'Twice', 'twice@client.example');
    await invite('a', aClient);
    await activate(s.t, await setPasswordTokenFor(s.t, a().lawFirmId, 'twice@client.example'), shared);
    await invite('b', bClient);
    await activate(s.t, await setPasswordTokenFor(s.t, b().lawFirmId, 'twice@client.example'), shared);

    const ask = await s.t.call('POST', '/api/portal/sign-in', {
      body: { email: 'twice@client.example', password: shared },
    });
    expect(ask.status).toBe(409);
    expect(ask.body.code).toBe(PORTAL_ERRORS.chooseFirm);
    expect(ask.body.details.firms).toEqual(
      expect.arrayContaining([
        { law_firm_id: a().lawFirmId, firm_name: 'Portal Firm' },
        { law_firm_id: b().lawFirmId, firm_name: 'Elsewhere LLP' },
      ]),
    );
    expect(ask.cookies).toEqual([]);
    const chosen = await s.t.call('POST', '/api/portal/sign-in', {
      body: { email: 'twice@client.example', password: shared, law_firm_id: b().lawFirmId },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.account).toMatchObject({ law_firm_id: b().lawFirmId, clients: [{ first_name: 'Twice' }] });
    // A firm the password does not open answers like a wrong password.
    const wrongFirm = await s.t.call('POST', '/api/portal/sign-in', {
      body: { email: ADDRESS, password: CLIENT_PASSWORD, law_firm_id: b().lawFirmId },
    });
    expect(wrongFirm.status).toBe(401);
    expect(wrongFirm.body.code).toBe(PORTAL_ERRORS.signInFailed);
  });

  it("the database refuses an access row that gives a firm's client to another firm's account", async () => {
    const [bAccount] = await s.t.services.db
      .select({ id: portalUsers.id })
      .from(portalUsers)
      .where(and(eq(portalUsers.email, ADDRESS), eq(portalUsers.lawFirmId, b().lawFirmId)));
    const clientId = await insertClient(s.t, a().lawFirmId, 'Forced', ADDRESS);
    await expect(
      s.t.services.db.insert(portalAccess).values({ portalUserId: bAccount!.id, lawFirmId: a().lawFirmId, clientId }),
    ).rejects.toThrow();
  });
});
