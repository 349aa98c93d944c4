import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO = {
  email: 'demo@hamdanclarke.example',
  password: 'counsel-demo-2026',
  firm: 'Hamdan & Clarke Immigration Law',
};
/** The demo firm's paralegal: no settings permission. */
export const PARALEGAL = { email: 'omar@hamdanclarke.example', password: DEMO.password };
/** Every seeded member of the demo firm (all with the demo password until a spec changes one). */
export const DEMO_STAFF_EMAILS = [
  DEMO.email,
  'james@hamdanclarke.example',
  PARALEGAL.email,
  'sarah@hamdanclarke.example',
  'rania@hamdanclarke.example',
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
  await page.getByRole('button', { name: 'Sign in' }).click();
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
