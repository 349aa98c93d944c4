import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

export const DEMO = {
  email: 'demo@hamdanclarke.example',
  password: 'counsel-demo-2026',
  firm: 'Hamdan & Clarke Immigration Law',
};
/** The demo firm's paralegal: no settings permission. */
export const PARALEGAL = { email: 'omar@hamdanclarke.example', password: DEMO.password };
/**
 * The demo member seeded with an authenticator app (nobody holds its key): the administrator's team page offers
 * to reset it. Signing in as them stops at the code step.
 */
export const DEMO_SECOND_FACTOR = { email: 'rania@hamdanclarke.example', name: 'رانيا صالح' };
/** Every seeded member of the demo firm (all with the demo password until a spec changes one). */
export const DEMO_STAFF_EMAILS = [
  DEMO.email,
  'james@hamdanclarke.example',
  PARALEGAL.email,
  'sarah@hamdanclarke.example',
  DEMO_SECOND_FACTOR.email,
];

export const TERMS_TITLE = 'Terms of Service and Privacy Policy';

/**
 * Accepts the terms of service in force for a user through the API, as the dialog does; signing in before
 * that shows the terms dialog in front of everything (test.ts does it for the demo staff).
 */
export async function acceptTermsThroughApi(request: APIRequestContext, accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const current = await (await request.get('/api/terms-of-service', { headers })).json();
  const accepted = await request.post('/api/terms-of-service/accept', { headers, data: { version: current.version } });
  expect(accepted.status()).toBe(200);
}

/** A new user's first sign-in: the terms dialog comes first, and Accept lets the app show. */
export async function acceptTermsDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: TERMS_TITLE });
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toHaveCount(0);
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The authenticator's time step now (30 seconds each, as the server counts them). */
export const totpStep = () => Math.floor(Date.now() / 30_000);

/**
 * Waits, polling, until the authenticator shows a code of a later step than `step` (a code is refused twice,
 * so the next sign-in after an enrolment needs the app's next code): at most one step, usually less.
 */
export async function waitForTotpStepAfter(step: number) {
  await expect.poll(totpStep, { timeout: 31_000, intervals: [250] }).toBeGreaterThan(step);
}

/** A code of the step after now's: accepted (one step of tolerance) though now's code was just used. */
export const nextTotpCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Sets up and turns on an authenticator app through the API; answers its secret. */
export async function enrolThroughApi(request: APIRequestContext, accessToken: string): Promise<string> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const setup = await request.post('/api/auth/mfa/totp/setup', { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = await setup.json();
  const confirm = await request.post('/api/auth/mfa/totp/confirm', {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return secret;
}

/**
 * A registered firm requires a second factor of its members: for specs about anything else, its administrator
 * enrols (as they must before any other call), turns the requirement off, and turns the authenticator off.
 */
export async function withoutSecondFactor(request: APIRequestContext, accessToken: string, lawFirmId: number) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const secret = await enrolThroughApi(request, accessToken);
  const path = `/api/law-firm/${lawFirmId}/profile`;
  const { id: _id, ...profile } = await (await request.get(path, { headers })).json();
  const saved = await request.put(path, { headers, data: { ...profile, require_second_factor: false } });
  expect(saved.status(), await saved.text()).toBe(200);
  const off = await request.delete('/api/auth/mfa/totp', { headers, data: { code: await nextTotpCode(secret) } });
  expect(off.status(), await off.text()).toBe(204);
}

/** The enrolment a member of such a firm meets after the terms: the key read off the page, the first code typed. */
export async function enrolInPage(page: Page) {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = ((await page.locator('code').first().textContent()) ?? '').trim();
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return secret;
}

export async function expectDashboard(page: Page, firmName: string) {
  await expect(page.getByRole('heading', { level: 1, name: firmName })).toBeVisible();
}

/** A day as the API takes it, offsetDays from today (UTC). */
export function isoDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The demo admin's bearer header, for setting up records through the API. */
export async function demoAuthHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  return { Authorization: `Bearer ${(await login.json()).access_token}` };
}

/** The id of the first demo client the clients list finds for a search. */
export async function demoClientId(request: APIRequestContext, headers: { Authorization: string }, q: string) {
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const found = await (await request.get(`/api/law-firm/${me.law_firm.id}/client`, { headers, params: { q } })).json();
  return found.clients[0].id as number;
}
