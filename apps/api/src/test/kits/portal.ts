/** Shared set-up of the portal suites: two firms with clients and staff, and the calls a client makes. */
import { afterAll, beforeAll } from 'vitest';
import { clients } from '../../db/schema/index.js';
import { PORTAL_COOKIE } from '../../modules/portal/session.js';
import { createTestApp, type TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';

export const CLIENT_PASSWORD = 'a long portal password';

export interface PortalWorld {
  firm: TestFirm;
  otherFirm: TestFirm;
  /** Clients of the firm: Rana (rana@client.example), and one without an address. */
  clientId: number;
  noEmailClientId: number;
  /** Rana again, as the other firm's client (same address, so the same portal account). */
  foreignClientId: number;
  /** Employees whose only rule is clients at that level. */
  clientsReader: TestUser;
  clientsEditor: TestUser;
  nobody: TestUser;
}

export async function insertClient(t: TestApp, lawFirmId: number, firstName: string, email: string | null) {
  const [row] = await t.services.db
    .insert(clients)
    .values({ lawFirmId, firstName, lastName: 'Saleh', email })
    .returning({ id: clients.id });
  return row!.id;
}

export async function buildPortalWorld(t: TestApp): Promise<PortalWorld> {
  const firm = await registerFirm(t, 'Portal Firm');
  const otherFirm = await registerFirm(t, 'Elsewhere LLP');
  return {
    firm,
    otherFirm,
    clientId: await insertClient(t, firm.lawFirmId, 'Rana', 'Rana@Client.example'),
    noEmailClientId: await insertClient(t, firm.lawFirmId, 'Nomail', null),
    foreignClientId: await insertClient(t, otherFirm.lawFirmId, 'Rana', 'rana@client.example'),
    clientsReader: await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] }),
    clientsEditor: await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'update' }] }),
    nobody: await addEmployee(t, firm),
  };
}

export interface PortalSuite {
  t: TestApp;
  w: PortalWorld;
  /** The firm admin's token. */
  admin(): string;
}

/** A test app (sign-in limits raised: the suites sign in often) with the portal world. */
export function portalSuite(env: Record<string, string> = {}): PortalSuite {
  const suite = { admin: () => suite.w.firm.admin.token } as PortalSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000', ...env } });
    suite.w = await buildPortalWorld(suite.t);
  });
  afterAll(() => suite.t.close());
  return suite;
}

export const accessPath = (lawFirmId: number, clientId: number) =>
  `/api/law-firm/${lawFirmId}/clients/${clientId}/portal-access`;

/** The newest mail of the firm's outbox to `to` (whatever the case the firm typed it in). */
export async function lastMailTo(t: TestApp, lawFirmId: number, to: string) {
  const mails = (await t.services.mailer.listOutbox(lawFirmId, 1, 100)).items;
  const mail = mails.find((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The set-password token of the newest mail of the firm to `to`. */
export async function setPasswordTokenFor(t: TestApp, lawFirmId: number, to: string): Promise<string> {
  const token = (await lastMailTo(t, lawFirmId, to)).text.match(/\/portal\/set-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no set-password link mailed to ${to}`);
  return token;
}

/** The portal cookie a sign-in or set-password answer set. */
export function portalCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === PORTAL_COOKIE);
  if (!cookie) throw new Error('no portal cookie in the response');
  return cookie.value;
}

/** Sets the password with the mailed token; answers the session cookie's value. */
export async function activate(t: TestApp, token: string, password = CLIENT_PASSWORD): Promise<string> {
  const res = await t.call('POST', '/api/portal/set-password', { body: { token, password } });
  if (res.status !== 200) throw new Error(`set-password failed: ${res.status} ${JSON.stringify(res.body)}`);
  return portalCookieOf(res);
}

/** A call of the signed-in client. */
export const portalCall = (
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => t.call(method, url, { cookies: { [PORTAL_COOKIE]: cookie }, ...(body === undefined ? {} : { body }) });
