import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('the admin adds trust and office accounts, links a sandbox bank through the popup, and edits the bank details', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  // The page search leads to the bank accounts page.
  await page.getByRole('combobox', { name: 'Search pages' }).fill('bank accounts');
  await page.getByRole('option', { name: /^Bank accounts/ }).click();
  await expect(page).toHaveURL(/\/settings\/bank-accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeVisible();
  const accounts = page.getByRole('table', { name: "The firm's bank accounts" });
  // The demo seed: the operating account's $48,250.00 start plus two invoice payments ($2,000.00 from
  // trust, $325.00 direct), and the IOLTA account's two trust deposits and two trust invoice payments
  // ($1,500.00 and $800.00) less the $2,000.00 applied.
  await expect(accounts.getByRole('row', { name: /Operating Account/ })).toContainText('$50,575.00');
  await expect(accounts.getByRole('row', { name: /IOLTA Trust Account/ })).toContainText('$7,800.00');

  // A trust account: its starting balance is 0 and cannot be changed.
  await page.getByRole('button', { name: 'Add bank account' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add bank account' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Account name' }).fill('Escrow Trust');
  await expect(dialog.getByRole('combobox', { name: 'Account type' })).toHaveValue('Trust');
  await expect(dialog.getByRole('textbox', { name: 'Starting balance' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Starting balance' })).toHaveValue('0');
  await dialog.getByRole('combobox', { name: 'Bank' }).fill('Frost');
  await page.getByRole('option', { name: 'Frost Bank' }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Bank account “Escrow Trust” created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(accounts.getByRole('row', { name: /Escrow Trust/ })).toContainText('$0.00');

  // An office account in pounds: Save waits for its starting balance.
  await page.getByRole('button', { name: 'Add bank account' }).click();
  dialog = page.getByRole('dialog', { name: 'Add bank account' });
  await dialog.getByRole('textbox', { name: 'Account name' }).fill('London Office');
  await dialog.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Office' }).click();
  await dialog.getByRole('combobox', { name: 'Sub type' }).click();
  await page.getByRole('option', { name: 'Savings' }).click();
  await dialog.getByRole('combobox', { name: 'Bank' }).fill('Barcl');
  await page.getByRole('option', { name: 'Barclays' }).click();
  await dialog.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'British pound (GBP)' }).click();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Starting balance' }).fill('1250.40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank account “London Office” created')).toBeVisible();
  const london = accounts.getByRole('row', { name: /London Office/ });
  await expect(london).toContainText('£1,250.40');
  await expect(london).toContainText('Office');
  await expect(london).toContainText('Savings');

  // Plaid's sandbox Link page opens in a popup; choosing a bank there links it here.
  await expect(page.getByText('No bank is linked through Plaid yet.')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Link a bank with Plaid' }).click();
  const popup = await popupOpened;
  await expect(popup.getByText('Sandbox', { exact: true })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: /First Platypus Bank/ }).click();
  await closed;
  await expect(page.getByText('Bank linked through Plaid')).toBeVisible();
  const bank = page.getByRole('heading', { level: 3, name: 'First Platypus Bank' });
  await expect(bank).toBeVisible();
  await expect(page.getByText('Sandbox', { exact: true }).first()).toBeVisible();
  const plaidAccounts = page.getByRole('table', { name: 'Accounts at First Platypus Bank' });
  await expect(plaidAccounts.getByRole('row', { name: /Plaid Checking/ })).toContainText('•••• 0000');

  // Tie the Plaid checking account to the new trust account: it then shows the account's mask.
  await page.getByRole('button', { name: 'Link Plaid Checking to an account' }).click();
  dialog = page.getByRole('dialog', { name: 'Link Plaid Checking to an account' });
  await dialog.getByRole('combobox', { name: "The firm's account" }).click();
  await page.getByRole('option', { name: 'Escrow Trust (Trust)' }).click();
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText('Plaid Checking is linked to “Escrow Trust”')).toBeVisible();
  await expect(plaidAccounts.getByRole('row', { name: /Plaid Checking/ })).toContainText('Escrow Trust');
  await expect(accounts.getByRole('row', { name: /Escrow Trust/ })).toContainText('•••• 0000');

  // Trust accounting: the trust accounts and a client's money in trust.
  await page.goto('/settings/trust-accounting');
  await expect(page.getByRole('heading', { level: 1, name: 'Trust accounting' })).toBeVisible();
  const trust = page.getByRole('table', { name: "The firm's trust accounts" });
  await expect(trust.getByRole('row', { name: /Escrow Trust/ })).toBeVisible();
  await expect(trust.getByRole('row', { name: /London Office/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Client' }).fill('Gonzalez');
  await page.getByRole('option', { name: /Maria.*Gonzalez/ }).click();
  const balances = page.getByRole('table', { name: 'Trust balances of the client' });
  await expect(balances.getByRole('row', { name: /Client level/ })).toContainText('$2,500.00');

  // The firm's bank details, from the settings entry that leads to the firm's own profile.
  await page.goto('/settings/settings-profile');
  await expect(page).toHaveURL(/\/settings\/\d+\/settings-profile$/);
  await expect(
    page.getByRole('region', { name: 'Firm details' }).getByRole('textbox', { name: 'Firm name' }),
  ).toHaveValue(DEMO.firm);
  const details = page.getByRole('form', { name: 'Bank details' });
  await expect(details.getByRole('textbox', { name: 'Bank name' })).toHaveValue('First Lone Star Bank');
  await details.getByRole('textbox', { name: 'Branch code' }).fill('BR-0042');
  await details.getByRole('textbox', { name: 'SWIFT code' }).fill('FLSBUS44XXX');
  await details.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Bank details saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Bank details' }).getByRole('textbox', { name: 'Branch code' }),
  ).toHaveValue('BR-0042');
  await expect(
    page.getByRole('form', { name: 'Bank details' }).getByRole('textbox', { name: 'SWIFT code' }),
  ).toHaveValue('FLSBUS44XXX');
});
