/**
 * Sign-in and password-reset limits per address across emails (staff and portal), on top of the
 * limits per address and email: one address cannot spray passwords, or reset mails, over many accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '6', PASSWORD_RESET_ADDRESS_RATE_LIMIT: '4' },
  });
});
afterAll(() => t.close());

let addresses = 0;
/** Each test comes from an address of its own, so their counts do not mix. */
const newAddress = () => `203.0.113.${++addresses}`;

const post = async (address: string, url: string, body: Record<string, string>) =>
  (await t.app.inject({ method: 'POST', url, remoteAddress: address, payload: body })).statusCode;
const staffSignIn = (address: string, email: string) =>
  post(address, '/api/auth/login', { email, password: 'a wrong password' });
const portalSignIn = (address: string, email: string) =>
  post(address, '/api/portal/sign-in', { email, password: 'a wrong password' });
const emailNo = (n: number) => `sprayed.${n}@firm.example`;

describe('sign-in limit per address across emails', () => {
  it('refuses (429) one address trying many emails past LOGIN_ADDRESS_RATE_LIMIT, not another address', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++) statuses.push(await staffSignIn(address, emailNo(n)));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // The refusal names the address's limit, not the account's.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email: emailNo(8), password: 'a wrong password' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await staffSignIn(newAddress(), emailNo(8))).toBe(401);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++) statuses.push(await staffSignIn(`2001:db8:5:7::${n}`, emailNo(50 + n)));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(await staffSignIn('2001:db8:5:8::1', emailNo(60))).toBe(401);
  });

  it('keeps the limit per address and email (LOGIN_RATE_LIMIT) under the address limit', async () => {
    const address = newAddress();
    const same = emailNo(100);
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push(await staffSignIn(address, same));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await staffSignIn(address, emailNo(101))).toBe(401);
  });

  it('counts the staff and the portal sign-in together', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n++) statuses.push(await staffSignIn(address, emailNo(200 + n)));
    for (let n = 1; n <= 3; n++) statuses.push(await portalSignIn(address, emailNo(300 + n)));
    statuses.push(await portalSignIn(address, emailNo(400)));
    statuses.push(await staffSignIn(address, emailNo(401)));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('limits the portal sign-in per address and email too', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push(await portalSignIn(address, emailNo(500)));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('password-reset limit per address across emails', () => {
  it('refuses (429) one address asking for many emails past PASSWORD_RESET_ADDRESS_RATE_LIMIT, staff and portal together', async () => {
    const address = newAddress();
    const statuses = [
      await post(address, '/api/auth/forgot-password', { email: emailNo(600) }),
      await post(address, '/api/auth/forgot-password', { email: emailNo(601) }),
      await post(address, '/api/portal/forgot-password', { email: emailNo(602) }),
      await post(address, '/api/portal/forgot-password', { email: emailNo(603) }),
      await post(address, '/api/portal/forgot-password', { email: emailNo(604) }),
      await post(address, '/api/auth/forgot-password', { email: emailNo(605) }),
    ];
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    expect(await post(newAddress(), '/api/auth/forgot-password', { email: emailNo(605) })).toBe(202);
  });
});
