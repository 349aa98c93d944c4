import { readFile } from 'node:fs/promises';
import { DEMO, expectDashboard, signIn } from './helpers';
import { type APIRequestContext, expect, type Page, test } from './test';

/** The demo admin's bearer headers and firm id, for setting up through the API. */
async function asDemo(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  return { headers, firmId: me.law_firm.id as number };
}

/** The first invoice of the firm's list, previewed; its number comes from the row's Preview action. */
async function previewFirstInvoice(page: Page) {
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const action = page.getByRole('button', { name: /^Preview invoice / }).first();
  const number = ((await action.getAttribute('aria-label')) ?? '').replace('Preview invoice ', '');
  await action.click();
  const dialog = page.getByRole('dialog', { name: 'Invoice preview' });
  await expect(dialog.getByRole('article', { name: 'Invoice preview' })).toBeVisible();
  return { dialog, number };
}

test('a demo invoice is previewed and downloaded as invoice_{number}.pdf, a real PDF', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  const { dialog, number } = await previewFirstInvoice(page);
  const article = dialog.getByRole('article', { name: 'Invoice preview' });
  await expect(article).toContainText(number);
  await expect(article).toContainText(DEMO.firm);
  // The demo firm has complete bank details: they are on the invoice and nothing warns.
  await expect(article).toContainText('First Lone Star Bank');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice_${number}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('PDF downloaded successfully!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Bank details are missing' })).toHaveCount(0);
});

test('without complete bank details the download warns: download anyway, or go to the settings', async ({
  page,
  request,
}) => {
  const { headers, firmId } = await asDemo(request);
  const original = await (await request.get('/api/law-firm/bank-details', { headers })).json();
  // Other specs share this server's database: the firm's details are put back whatever happens here.
  try {
    const cleared = await request.put('/api/law-firm/bank-details', {
      headers,
      data: { ...original, bank_swift_code: null },
    });
    expect(cleared.status(), await cleared.text()).toBe(200);

    await signIn(page, DEMO);
    await expectDashboard(page, DEMO.firm);
    const { dialog, number } = await previewFirstInvoice(page);
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const warning = page.getByRole('dialog', { name: 'Bank details are missing' });
    await expect(warning).toBeVisible();
    const downloading = page.waitForEvent('download');
    await warning.getByRole('button', { name: 'Download anyway' }).click();
    expect((await downloading).suggestedFilename()).toBe(`invoice_${number}.pdf`);

    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await warning.getByRole('button', { name: 'Go to settings' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/${firmId}/settings-profile$`));
  } finally {
    const restored = await request.put('/api/law-firm/bank-details', { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('an invoice switched to Arabic in its settings previews right to left on the English screen', async ({
  page,
  request,
}) => {
  const { headers, firmId } = await asDemo(request);
  const clients = await (
    await request.get(`/api/law-firm/${firmId}/client`, { headers, params: { q: 'Gonzalez' } })
  ).json();
  const clientId: number = clients.clients[0].id;

  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${clientId}/invoices/create-invoice?type=bill&from=client`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invoice number' })).toHaveValue(/^INV-\d+$/);

  await page.getByRole('button', { name: 'Invoice settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Invoice settings' });
  await settings.getByRole('combobox', { name: 'Invoice language' }).click();
  await page.getByRole('option', { name: 'Arabic' }).click();
  await settings.getByRole('button', { name: 'Save and next' }).click();
  await expect(settings).toBeHidden();

  await page.getByRole('button', { name: 'Preview invoice' }).click();
  const article = page.getByRole('dialog', { name: 'Invoice preview' }).getByRole('article');
  await expect(article).toHaveAttribute('dir', 'rtl');
  await expect(article).toHaveAttribute('lang', 'ar');
  await expect(article.getByRole('heading', { level: 2, name: 'فاتورة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('Print invoice lays the invoice out alone on the page', async ({ page }) => {
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  const { dialog, number } = await previewFirstInvoice(page);
  // The print dialog itself cannot be driven: what matters is what the page looks like to the printer.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await dialog.getByRole('button', { name: 'Print invoice' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  const printed = page.locator('body > [aria-hidden="true"] > article');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(number);
  await page.emulateMedia({ media: 'screen' });
  await expect(dialog).toBeVisible();
  await expect(printed).toBeHidden();
});
