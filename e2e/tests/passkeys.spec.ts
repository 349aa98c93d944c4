/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn): a new member whose firm requires a second
 * factor adds a passkey (the browser's prompt, answered by the virtual authenticator), renames it (the rename and
 * remove dialogs scanned with axe), signs out, and signs in with the passkey alone. Browsers refuse an IP
 * address as a relying party: the server on 127.0.0.1 is its own at localhost, where this walk happens.
 */
import { axeFindings, describeFindings } from './axe';
import { acceptTermsThroughApi, expectDashboard } from './helpers';
import { expect, type Page, test } from './test';

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The open dialog's axe findings (axeFindings waits for it to have faded in). */
async function dialogFindings(page: Page, name: string) {
  return describeFindings(name, await axeFindings(page, '[role="dialog"]'));
}

test('add a passkey with the virtual authenticator and sign in with it alone', async ({ page, request, baseURL }) => {
  const local = baseURL!.replace('127.0.0.1', 'localhost');
  const account = {
    email: `keys.${Date.now()}.${Math.random().toString(36).slice(2)}@nour-law.example`,
    password: 'a long enough password',
  };
  const registered = await request.post('/api/auth/register', {
    data: { firm_name: 'Nour Legal', full_name: 'Nour Haddad', ...account },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await acceptTermsThroughApi(request, (await registered.json()).access_token);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  // The firm requires a second factor: signed in with the password, the member can only set one up.
  await page.goto(`${local}/en/auth/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your firm requires a second sign-in step' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByRole('textbox', { name: /Passkey name/ }).fill('Office desktop');
  await add.getByRole('button', { name: 'Continue' }).click();
  await expectDashboard(page, 'Nour Legal');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // The security page lists it; its rename and remove dialogs pass axe.
  await page.goto(`${local}/en/account/security`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('Office desktop')).toBeVisible();
  await section.getByRole('button', { name: 'Rename Office desktop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await expect(rename.getByRole('textbox', { name: /Passkey name/ })).toHaveValue('Office desktop');
  expect(await dialogFindings(page, 'the rename passkey dialog')).toEqual([]);
  await rename.getByRole('textbox', { name: /Passkey name/ }).fill('Office PC');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Office PC')).toBeVisible();
  await section.getByRole('button', { name: 'Remove Office PC' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(remove).toBeVisible();
  expect(await dialogFindings(page, 'the remove passkey dialog')).toEqual([]);
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toHaveCount(0);

  // Signed out, the passkey alone signs in: no email, no password.
  await page.getByRole('button', { name: 'Nour Haddad' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // Signed in, back where the member signed out from.
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nour Haddad' })).toBeVisible();

  await page.goto(`${local}/en/account/security`);
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();
  const history = page.getByRole('table', { name: 'Recent sign-ins' });
  await expect(history.getByRole('row').nth(1)).toContainText('Passkey');
});
