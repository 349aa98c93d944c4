import { DEMO, isoDay, signIn } from './helpers';
import { expect, type Page, test } from './test';

/** Whether the element ends inside the viewport on both sides: nothing to scroll sideways to. */
const fitsWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.left >= -1 && box.right <= window.innerWidth + 1 && element.scrollWidth <= element.clientWidth + 1;
    });

test.use({ viewport: { width: 390, height: 844 } });

test('an invoice’s lines fit a 390 px phone in English and Arabic, in the editor and the preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const added = await request.post(`/api/law-firm/${me.law_firm.id}/add-client`, {
    headers,
    multipart: {
      first_name: 'Nadia',
      middle_name: 'Layla',
      last_name: 'Phonewidth',
      gender: 'FEMALE',
      email: `nadia.${Date.now()}@client.example`,
      phone_number: '+17135550143',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const clientId: number = (await added.json()).client.id;
  const created = await request.post(`/api/invoice/create_invoice/client/${clientId}`, {
    headers,
    data: {
      title: 'Phone width',
      type: 'BILL',
      date_issued: isoDay(),
      due_date: isoDay(),
      charges: [
        {
          description: 'Preparation of Form I-129 petition with a full document review',
          amount: '2500.00',
          date: isoDay(),
          type: 'Service',
        },
        {
          description: 'USCIS filing fee (I-129)',
          amount: '780.00',
          date: isoDay(),
          type: 'Expense',
          taxable: true,
          taxRate: 8.25,
        },
      ],
      include_tax_rate: false,
      tax_rate: 0,
      language: 'English',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()).invoice;

  await signIn(page, DEMO);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/client/${clientId}/invoices/${invoice.id}/edit`);
    await page.getByRole('tab').nth(1).click();
    const lines = page
      .getByRole('table')
      .filter({ has: page.getByRole('textbox').first() })
      .first();
    await expect(lines).toBeVisible();
    expect(await fitsWidth(page, 'main table')).toBe(true);

    await page.goto(`${prefix}/client/${clientId}/profile/invoices`);
    await page.locator(`button[aria-label*="${invoice.invoice_number}"]`).first().waitFor();
    const preview = page.locator(`button[aria-label*="${invoice.invoice_number}"]`);
    const count = await preview.count();
    for (let index = 0; index < count; index += 1) {
      const label = (await preview.nth(index).getAttribute('aria-label')) ?? '';
      if (/^(Preview invoice|معاينة)/.test(label)) {
        await preview.nth(index).click();
        break;
      }
    }
    await expect(page.getByRole('dialog').getByRole('article')).toBeVisible();
    expect(await fitsWidth(page, '[role="dialog"] article')).toBe(true);
    await page.keyboard.press('Escape');
  }
});
