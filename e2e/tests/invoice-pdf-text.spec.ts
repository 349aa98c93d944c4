import { readFile } from 'node:fs/promises';
import { pdfjsLines } from '../../packages/invoice-document/src/test/pdfjs';
import { DEMO, isoDay, signIn } from './helpers';
import { expect, test } from './test';

const CLIENT = { first: 'مريم', middle: 'كمال', last: 'صالح' };
const FILING_FEE = 'رسوم تقديم USCIS (I-129)';
const PETITION = 'إعداد التماس النموذج I-129';

test('an Arabic invoice downloaded in the browser reads back with pdf.js as it was written', async ({
  page,
  request,
}) => {
  // Rendering the PDF in the browser (react-pdf, fonts, pdf.js afterwards) is the slow part.
  test.setTimeout(180_000);
  const login = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const added = await request.post(`/api/law-firm/${me.law_firm.id}/add-client`, {
    headers,
    multipart: {
      first_name: CLIENT.first,
      middle_name: CLIENT.middle,
      last_name: CLIENT.last,
      gender: 'FEMALE',
      email: `mariam.${Date.now()}@client.example`,
      phone_number: '+17135550142',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const clientId: number = (await added.json()).client.id;
  const created = await request.post(`/api/invoice/create_invoice/client/${clientId}`, {
    headers,
    data: {
      title: 'خدمات الهجرة',
      type: 'BILL',
      date_issued: isoDay(0),
      due_date: isoDay(30),
      charges: [
        { description: PETITION, amount: '2500.00', date: isoDay(0), type: 'Service' },
        { description: FILING_FEE, amount: '780.00', date: isoDay(0), type: 'Expense', taxable: true, taxRate: 8.25 },
      ],
      include_tax_rate: true,
      tax_rate: 5,
      language: 'Arabic',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const number: string = (await created.json()).invoice.invoice_number;

  await signIn(page, DEMO);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto(`/client/${clientId}/profile/invoices`);
  await page.getByRole('button', { name: `Preview invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice preview' });
  await expect(dialog.getByRole('article')).toHaveAttribute('dir', 'rtl');
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());

  const text = (await pdfjsLines(bytes, 'rtl')).join('\n');
  expect(text).toContain(`${CLIENT.first} ${CLIENT.middle} ${CLIENT.last}`);
  expect(text).toContain(PETITION);
  expect(text).toContain(FILING_FEE);
  expect(text).toContain('ضريبة البنود');
  expect(text).toContain('2,500.00 $');
  expect(text).toContain(number);
  // The general tax's rate with its ٪ inside the brackets, and the days without stray spaces where
  // their direction marks are.
  expect(text).toContain('الضريبة (5٪)');
  const issued = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' })
    .format(new Date(`${isoDay(0)}T00:00:00Z`))
    .replace(/[\u200E\u200F]/g, '');
  expect(text.replace(/[\u200B\u200E\u200F]/g, '')).toContain(`تاريخ الإصدار${issued}`);
  expect(text).not.toMatch(/\d \/|\/ \d/);
});
