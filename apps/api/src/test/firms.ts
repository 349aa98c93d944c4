import type { EmployeeRule, Position } from '@counsel/domain';
import { CURRENT_TERMS_VERSION, defaultRulesFor } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { lawFirms, termsAcceptances, users } from '../db/schema/index.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { REFRESH_COOKIE } from '../platform/auth/tokens.js';
import { TEST_PASSWORD, type TestApp } from './app.js';

export interface TestUser {
  id: number;
  email: string;
  token: string;
  refreshToken: string;
}

export interface TestFirm {
  lawFirmId: number;
  name: string;
  admin: TestUser;
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${process.pid}.${Date.now()}.${++counter}@firm.example`;

/**
 * The user has accepted the terms of service in force, as everyone at work in a firm has (until then the API
 * answers them only their session and the terms: terms.test.ts covers that).
 */
export async function acceptTermsFor(t: TestApp, lawFirmId: number, userId: number): Promise<void> {
  await t.services.db
    .insert(termsAcceptances)
    .values({ lawFirmId, userId, termsVersion: CURRENT_TERMS_VERSION })
    .onConflictDoNothing();
}

/**
 * A registered firm requires a second factor of its members from the start; suites about anything else work as
 * a firm that turned it off (second-factor.test.ts covers the requirement).
 */
export async function withoutSecondFactorRequirement(t: TestApp, lawFirmId: number): Promise<void> {
  await t.services.db.update(lawFirms).set({ requireSecondFactor: false }).where(eq(lawFirms.id, lawFirmId));
}

/** Registers a new firm through the API; its admin is signed in, has accepted the terms, and needs no second factor. */
export async function registerFirm(t: TestApp, name = `Test Firm ${++counter}`): Promise<TestFirm> {
  const email = uniqueEmail('admin');
  const res = await t.call('POST', '/api/auth/register', {
    body: { firm_name: name, full_name: 'Alex Admin', email, password: TEST_PASSWORD },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  await acceptTermsFor(t, res.body.user.law_firm_id, res.body.user.id);
  await withoutSecondFactorRequirement(t, res.body.user.law_firm_id);
  return {
    lawFirmId: res.body.user.law_firm_id,
    name,
    admin: { id: res.body.user.id, email, token: res.body.access_token, refreshToken: refreshCookieOf(res) },
  };
}

/**
 * Adds an employee to a firm (straight into the table: the add-employee screen is its own feature)
 * and signs them in, the terms accepted unless `termsAccepted` is false. Without rules, the employee can do nothing at all.
 */
export async function addEmployee(
  t: TestApp,
  firm: TestFirm,
  options: { position?: Position; rules?: EmployeeRule[]; fullName?: string; termsAccepted?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail('employee');
  const rules = options.rules ?? (options.position ? defaultRulesFor(options.position) : []);
  const [row] = await t.services.db
    .insert(users)
    .values({
      lawFirmId: firm.lawFirmId,
      fullName: options.fullName ?? 'Lee Limited',
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      position: options.position ?? 'receptionist',
      isAdmin: false,
      rules,
    })
    .returning({ id: users.id });
  if (options.termsAccepted !== false) await acceptTermsFor(t, firm.lawFirmId, row!.id);
  const res = await t.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: row!.id, email, token: res.body.access_token, refreshToken: refreshCookieOf(res) };
}

export function refreshCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  if (!cookie) throw new Error('no refresh cookie in the response');
  return cookie.value;
}
