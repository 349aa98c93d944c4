/**
 * The demo firm's second factors: one member (not the demo sign-in) has an authenticator app, stored as an
 * enrolment stores it (the secret encrypted with the server's key, ten recovery codes), so the administrator
 * is offered its reset; the demo admin still signs in with the password alone.
 */
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { countUnusedRecoveryCodes, findSecondFactor } from '../../platform/auth/second-factor-repository.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { DEMO_SECOND_FACTOR_EMAIL } from '../../seed/second-factor.js';
import { createDemoApp, type DemoApp } from '../../test/demo.js';

let demo: DemoApp;
beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(() => demo.t.close());

async function memberId(email: string): Promise<number> {
  const [row] = await demo.t.services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, demo.lawFirmId), eq(users.email, email)));
  if (!row) throw new Error(`no demo member ${email}`);
  return row.id;
}

const factorOf = async (id: number) =>
  (await demo.t.call('GET', `/api/law-firm/employee/${id}/second-factor`, { token: demo.token })).body;

const signInAs = (email: string) =>
  demo.t.call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });

describe('demo second factor', () => {
  it('gives one member an authenticator app, which the administrator is offered to reset', async () => {
    expect(DEMO_SECOND_FACTOR_EMAIL).not.toBe('demo@hamdanclarke.example');
    expect(await factorOf(await memberId(DEMO_SECOND_FACTOR_EMAIL))).toEqual({ enabled: true });
    for (const email of ['demo@hamdanclarke.example', 'james@hamdanclarke.example', 'omar@hamdanclarke.example']) {
      expect(await factorOf(await memberId(email)), email).toEqual({ enabled: false });
    }
  });

  it('stores the secret encrypted with the server’s key, asks a code after the password, and takes one', async () => {
    const id = await memberId(DEMO_SECOND_FACTOR_EMAIL);
    const row = await findSecondFactor(demo.t.services.db, demo.lawFirmId, id);
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.pendingSecret).toBeNull();
    const secret = demo.t.services.secrets.decrypt(row!.secret!);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(row!.secret).not.toContain(secret);
    expect(await countUnusedRecoveryCodes(demo.t.services.db, demo.lawFirmId, id)).toBe(10);

    const login = await signInAs(DEMO_SECOND_FACTOR_EMAIL);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ mfa_required: true, challenge: expect.any(String) });
    expect(login.body.access_token).toBeUndefined();
    // The step after now's: the seed remembered now's as the enrolment's first code.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const verified = await demo.t.call('POST', '/api/auth/mfa/verify', {
      body: { challenge: login.body.challenge, code },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.access_token).toEqual(expect.any(String));
  });

  it('leaves the demo sign-in one step', async () => {
    const login = await signInAs('demo@hamdanclarke.example');
    expect(login.status).toBe(200);
    expect(login.body.access_token).toEqual(expect.any(String));
    expect(login.body.mfa_required).toBeUndefined();
  });
});
