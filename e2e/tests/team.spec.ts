import { acceptTermsDialog, DEMO, expectDashboard, signIn } from './helpers';
import { expect, type Page, test } from './test';

const NEW_PASSWORD = 'nadia chooses a long passphrase';

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('an admin adds an employee with custom rules; the invited employee sets a password and sees only what they may', async ({
  page,
}) => {
  // A long journey through two accounts, on a machine shared with other runs.
  test.setTimeout(180_000);
  const email = `nadia.${Date.now()}@hamdanclarke.example`;
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  // The team, from the user menu.
  await page.getByRole('button', { name: 'Layla Hamdan' }).click();
  await page.getByRole('menuitem', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('article', { name: 'James Clarke' })).toContainText('Partner');

  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Nadia Rahman');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('7135550111');
  await dialog.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'Paralegal' });
  await dialog.getByRole('textbox', { name: 'Street' }).fill('2200 Post Oak Blvd');
  await dialog.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'City' }).fill('Houst');
  await page.getByRole('option', { name: 'Houston', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('77056');
  await dialog.getByRole('checkbox', { name: 'Interpreter' }).check();

  // A custom rule set: nothing at all, then clients read only (settings stay not allowed).
  const level = dialog.getByRole('combobox', { name: 'Authorization level' });
  await expect(level).toHaveValue('custom');
  await level.selectOption({ label: 'Not allowed' });
  await dialog.getByRole('combobox', { name: 'Clients' }).selectOption({ label: 'Read' });
  await expect(level).toHaveValue('custom');
  await expect(dialog.getByRole('combobox', { name: 'Settings' })).toHaveValue('none');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(
    page.getByText(`Nadia Rahman was added. An invitation to choose a password was sent to ${email}.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The invitation, in the outbox (no mail server here).
  await page.goto('/settings/admin-tools');
  await page
    .getByRole('button', { name: /You're invited to join Hamdan & Clarke Immigration Law on Counsel/ })
    .first()
    .click();
  const mail = page.getByRole('article').filter({ hasText: email });
  await expect(mail).toContainText(
    'Layla Hamdan added you to Hamdan & Clarke Immigration Law on Counsel as paralegal.',
  );
  const text = (await mail.textContent()) ?? '';
  const link = /https?:\/\/[^\s]+\/auth\/set-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  await logOut(page, 'Layla Hamdan');

  // The new employee chooses a password and is signed in.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  // A new employee accepts the terms of service first, once.
  await acceptTermsDialog(page);
  await expectDashboard(page, DEMO.firm);

  // Admin tools needs the settings permission: hidden from the navigation and the page search, refused by URL.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin tools' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  const search = page.getByRole('combobox', { name: 'Search pages' });
  await search.fill('admin');
  await expect(page.getByText('No pages found for “admin”')).toBeVisible();
  await page.goto('/settings/admin-tools');
  await expect(page.getByText("Uh oh! Seems like you don't have access to this.")).toBeVisible();
  await page.goto('/team');
  await expect(page.getByText("Uh oh! Seems like you don't have access to this.")).toBeVisible();

  // Their own profile is always theirs, with the address the admin entered.
  await page.getByRole('button', { name: 'Nadia Rahman' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street' })).toHaveValue('2200 Post Oak Blvd');
  await logOut(page, 'Nadia Rahman');

  // The link worked once; the chosen password signs in from now on.
  await page.goto(link!);
  await page.getByLabel(/^Password/).fill('another long passphrase');
  await page.getByLabel(/^Confirm password/).fill('another long passphrase');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await signIn(page, { email, password: NEW_PASSWORD });
  await expectDashboard(page, DEMO.firm);
});
