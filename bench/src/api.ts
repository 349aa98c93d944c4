/** The few API calls the bench makes one at a time: sign up the firm, sign in, make the 200-line invoice. */
import type { Invoice } from '@counsel/domain';
import { generate } from 'otplib';
import type { RunningServer } from './server.js';

export const ADMIN = { email: 'admin@bench.example', password: 'bench-password-2026', firm: 'Bench & Partners LLP' };

async function call<T>(server: RunningServer, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

interface Session {
  access_token: string;
  user: { id: number; law_firm_id: number };
}

/**
 * A registered firm requires a second factor of its members; the bench's firm does not (its timings sign in
 * with the password alone): its administrator enrols, turns the requirement off, then the authenticator.
 */
async function withoutSecondFactor(server: RunningServer, token: string, lawFirmId: number) {
  const { secret } = await call<{ secret: string }>(server, 'POST', '/api/auth/mfa/totp/setup', undefined, token);
  await call(server, 'POST', '/api/auth/mfa/totp/confirm', { code: await generate({ secret }) }, token);
  const path = `/api/law-firm/${lawFirmId}/profile`;
  const { id: _id, ...profile } = await call<Record<string, unknown>>(server, 'GET', path, undefined, token);
  await call(server, 'PUT', path, { ...profile, require_second_factor: false }, token);
  // The step after the one just used: accepted with one step of tolerance.
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  const off = await fetch(`${server.url}/api/auth/mfa/totp`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code }),
  });
  if (off.status !== 204) throw new Error(`DELETE /api/auth/mfa/totp answered ${off.status}: ${await off.text()}`);
}

export async function registerFirm(server: RunningServer): Promise<{ lawFirmId: number; adminId: number }> {
  const session = await call<Session>(server, 'POST', '/api/auth/register', {
    firm_name: ADMIN.firm,
    full_name: 'Alex Admin',
    email: ADMIN.email,
    password: ADMIN.password,
  });
  // The admin has accepted the terms of service, as a firm in use has: the web timings sign in as them.
  const terms = await call<{ version: string }>(
    server,
    'GET',
    '/api/terms-of-service',
    undefined,
    session.access_token,
  );
  await call(server, 'POST', '/api/terms-of-service/accept', { version: terms.version }, session.access_token);
  await withoutSecondFactor(server, session.access_token, session.user.law_firm_id);
  return { lawFirmId: session.user.law_firm_id, adminId: session.user.id };
}

/** An access token of the admin, or of another employee (they all share the admin's password). */
export async function signIn(server: RunningServer, email = ADMIN.email): Promise<string> {
  const session = await call<Session>(server, 'POST', '/api/auth/login', { email, password: ADMIN.password });
  return session.access_token;
}

export const INVOICE_LINES = 200;

/**
 * A bill invoice of 200 lines (Services and taxable Expenses) on one matter of the client, through the
 * API as the screen saves it.
 */
export async function createLongInvoice(
  server: RunningServer,
  token: string,
  matter: { clientId: number; caseId: number },
): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const charges = Array.from({ length: INVOICE_LINES }, (_, i) => ({
    description: i % 4 === 3 ? `Filing fee, form I-${130 + i}` : `Drafting and review, part ${i + 1}`,
    amount: `${100 + (i % 17) * 12.5}`,
    date: today,
    case_id: matter.caseId,
    type: i % 4 === 3 ? 'Expense' : 'Service',
    taxable: i % 4 === 3,
    taxRate: i % 4 === 3 ? 8.25 : 0,
  }));
  const body = {
    title: 'Immigration services',
    type: 'BILL',
    due_date: today,
    date_issued: today,
    charges,
    include_tax_rate: true,
    tax_rate: 5,
    include_discount: true,
    discount_description: 'Long-standing client',
    discount_type: 'PERCENTAGE',
    discount_amount: 10,
    language: 'English',
  };
  const { invoice } = await call<{ invoice: Invoice }>(
    server,
    'POST',
    `/api/invoice/create_invoice/client/${matter.clientId}`,
    body,
    token,
  );
  return invoice.id;
}

export async function readInvoice(server: RunningServer, token: string, id: number): Promise<Invoice> {
  return (await call<{ invoice: Invoice }>(server, 'GET', `/api/invoice/${id}`, undefined, token)).invoice;
}
