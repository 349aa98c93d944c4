import { DEMO, expectDashboard, signIn } from './helpers';
import { expect, test } from './test';

test('the firm’s invoices list filters by status, the chooser opens a new invoice, and a client’s invoices open from the profile', async ({
  page,
}) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const table = page.getByRole('table');
  // The demo seed's invoices, in English and Arabic, with their clients and matters.
  const naturalization = table.getByRole('row', { name: /N-400 naturalization: flat fee and filing fee/ });
  await expect(naturalization).toContainText('Maria Elena Gonzalez');
  await expect(naturalization).toContainText('N-400 Naturalization');
  await expect(naturalization).toContainText('Unpaid');
  await expect(naturalization.getByRole('link', { name: /^INV-\d{5}$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /أتعاب طلب اللجوء/ })).toBeVisible();

  // Only the overdue one is left: issued six weeks ago, due two weeks ago.
  const filters = page.getByRole('group', { name: 'Invoice filters' });
  await filters.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Overdue' }).click();
  await expect(table.getByRole('row', { name: /N-400 naturalization/ })).toHaveCount(0);
  const overdue = table.getByRole('row', { name: /أتعاب تعديل الوضع القانوني ورسوم التقديم/ });
  await expect(overdue).toContainText('Overdue');
  await expect(overdue).toContainText('أحمد خالد منصور');
  const bodyRows = table.locator('tbody tr');
  const count = await bodyRows.count();
  for (let i = 0; i < count; i += 1) await expect(bodyRows.nth(i)).toContainText('Overdue');

  // The search goes to the server too.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await filters.getByRole('searchbox', { name: 'Search invoices' }).fill('H-1B');
  await expect(table.getByRole('row', { name: /H-1B extension and amendment/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /N-400 naturalization/ })).toHaveCount(0);

  // The chooser: nothing can be created before a client is picked.
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const chooser = page.getByRole('dialog', { name: 'Create invoice' });
  const create = chooser.getByRole('button', { name: 'Create invoice' });
  await expect(create).toBeDisabled();
  await chooser.getByRole('combobox', { name: 'Client' }).fill('Gonzalez');
  // The picker searches on the server after a pause: wait for its answer (one client), so that the list is
  // not redrawn between the press and the release of the click that picks her.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: 'Maria Elena Gonzalez' }).click();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/client\/\d+\/invoices\/create-invoice\?type=bill&from=client$/);
  const clientId = /\/client\/(\d+)\//.exec(page.url())?.[1];

  // The client's invoices, from the client's profile.
  await page.goto(`/client/${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Elena Gonzalez' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${clientId}/profile/invoices$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices of Maria Elena Gonzalez' })).toBeVisible();
  await expect(
    page.getByRole('table').getByRole('row', { name: /N-400 naturalization: flat fee and filing fee/ }),
  ).toBeVisible();
  // Create invoice offers both kinds.
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('menuitem', { name: 'Bill invoice' })).toHaveAttribute(
    'href',
    `/client/${clientId}/invoices/create-invoice?type=bill&from=client`,
  );
  await expect(page.getByRole('menuitem', { name: 'Trust invoice' })).toHaveAttribute(
    'href',
    `/client/${clientId}/invoices/create-invoice?type=trust&from=client`,
  );
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Back to the client' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${clientId}$`));
});
