/**
 * A client pays an invoice online: the firm's pay link opens in a fresh browser (no session, no cookie) on a
 * phone, in the invoice's language (Arabic), and the client pays with Stripe's test cards in the sandbox's card
 * form. The decline card is refused with the translated message and records nothing; the success card pays,
 * and the firm sees the invoice paid.
 */
import { demoAuthHeaders, demoClientId, isoDay } from './helpers';
import { type APIRequestContext, expect, test } from './test';

const PHONE = { width: 390, height: 844 };
/** A demo client whose invoices are in Arabic. */
const CLIENT = { q: 'Mansour' };

async function arabicInvoice(request: APIRequestContext, headers: { Authorization: string }) {
  const clientId = await demoClientId(request, headers, CLIENT.q);
  const created = await request.post(`/api/invoice/create_invoice/client/${clientId}`, {
    headers,
    data: {
      title: 'Pay online e2e',
      type: 'BILL',
      date_issued: isoDay(0),
      due_date: isoDay(30),
      charges: [{ description: 'تحضير مقابلة البطاقة الخضراء', amount: '250.00', date: isoDay(0), type: 'Service' }],
      include_tax_rate: false,
      tax_rate: 0,
      language: 'Arabic',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invoice } = await created.json();
  return invoice.id as number;
}

test('a client pays an invoice by card from its pay link, in Arabic on a phone; the decline card is refused', async ({
  browser,
  request,
  baseURL,
}) => {
  const headers = await demoAuthHeaders(request);
  const invoiceId = await arabicInvoice(request, headers);
  const link = await request.get(`/api/invoice/${invoiceId}/pay-link`, { headers });
  expect(link.status(), await link.text()).toBe(200);
  const { url } = await link.json();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/pay\//);

  // The client's own browser: nothing of the firm's session.
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'ar' });
  const page = await context.newPage();
  try {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('غير مدفوعة', { exact: true })).toBeVisible();
    const amount = page.getByLabel('المبلغ المراد دفعه');
    await expect(amount).toHaveValue(/250/);

    const payWith = async (number: string) => {
      await page.getByLabel('رقم البطاقة').fill(number);
      await page.getByLabel('تاريخ الانتهاء (MM/YY)').fill('12/34');
      await page.getByLabel('رمز التحقق (CVC)').fill('123');
      await page.getByRole('button', { name: /^ادفع/ }).click();
    };

    await payWith('4000 0000 0000 0002');
    await expect(page.getByText('رُفضت بطاقتك. يُرجى استخدام بطاقة أخرى أو التواصل مع مصرفك.')).toBeVisible();
    const unpaid = await (await request.get(`/api/invoice/${invoiceId}`, { headers })).json();
    expect(unpaid.invoice.payment_details.status).not.toBe('paid');

    await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await payWith('4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'تم استلام الدفعة' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await context.close();
  }

  // The firm sees the invoice paid, by one completed payment of the whole amount.
  await expect
    .poll(
      async () => (await (await request.get(`/api/invoice/${invoiceId}`, { headers })).json()).invoice.payment_details,
    )
    .toMatchObject({ status: 'paid', total_paid: 250 });
});
