import { expect, type Page } from '@playwright/test';

export const DEMO = {
  email: 'demo@hamdanclarke.example',
  password: 'counsel-demo-2026',
  firm: 'Hamdan & Clarke Immigration Law',
};
/** The demo firm's paralegal: no settings permission. */
export const PARALEGAL = { email: 'omar@hamdanclarke.example', password: DEMO.password };

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectDashboard(page: Page, firmName: string) {
  await expect(page.getByRole('heading', { level: 1, name: firmName })).toBeVisible();
}
