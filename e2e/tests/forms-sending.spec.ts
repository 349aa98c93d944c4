/**
 * Sending a form to a client end to end: staff review the real USCIS G-28 for a demo client and send it
 * by a direct link in Arabic, asking for a passport copy; in a fresh browser (no staff session) at phone
 * width the client opens the link from the mail, goes through the sections, changes their street in
 * Arabic, attaches the file, draws a signature and submits; the staff then see the form submitted, read
 * the answers and open the signed PDF, whose text layer holds the Arabic street.
 */

import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { samplePdf } from './sample-pdf';
import { expect, test } from './test';

const CLIENT_EMAIL = 'ahmed.mansour@mail.example';
const ARABIC_STREET = 'شارع الملك حسين 12';

test('send G-28 by link in Arabic; the client fills, attaches, signs and submits; staff open the PDF', async ({
  page,
  request,
  browser,
}) => {
  // Decrypting, filling and flattening the USCIS form are slow on a busy machine.
  test.setTimeout(240_000);
  const headers = await demoAuthHeaders(request);
  const clientId = await demoClientId(request, headers, 'منصور');
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);

  await page.goto(`/forms/fill?form_type=public&id=1&client_id=${clientId}`);
  await expect(page.getByRole('region', { name: 'The chosen client' })).toContainText(CLIENT_EMAIL);
  await page.getByRole('button', { name: 'Review Form' }).click();
  const review = page.getByRole('dialog', { name: 'Review form fields · G-28.pdf' });
  await expect(review.getByText(/^Section 1 of \d+$/)).toBeVisible({ timeout: 60_000 });
  await review.getByRole('button', { name: 'Send to client' }).click();

  const send = page.getByRole('dialog', { name: /^Send to client · / });
  await expect(send).toContainText(CLIENT_EMAIL);
  // The client portal is the default; this client gets the one form by a mailed link.
  await expect(send.getByRole('radio', { name: 'Client portal' })).toBeChecked();
  await send.getByRole('radio', { name: 'Direct link' }).check();
  await expect(send.getByRole('textbox', { name: 'Link valid for (days)' })).toHaveValue('7');
  await send.getByRole('combobox', { name: "Language of the client's pages and email" }).selectOption('ar');
  await send.getByRole('textbox', { name: 'Documents to ask for' }).fill('Passport copy');
  await send.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(send.getByRole('list', { name: 'Documents asked for' })).toContainText('Passport copy');
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Form sent to the client')).toBeVisible({ timeout: 60_000 });

  // The link, from the mail in the firm's outbox (no mail server here).
  const outbox = await (await request.get('/api/admin-tools/outbox', { headers })).json();
  const mail = outbox.items.find(
    (item: { to: string[]; text: string }) => item.to.includes(CLIENT_EMAIL) && item.text.includes('/ar/client-form/'),
  );
  const link = /https?:\/\/\S+\/ar\/client-form\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // The client: another browser, no session, a phone.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await clientContext.newPage();
  await client.goto(link!);
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(client.getByRole('heading', { level: 1, name: 'G-28' })).toBeVisible({ timeout: 30_000 });
  await expect(client.getByText(/^القسم 1 من \d+$/)).toBeVisible();
  expect(describeFindings('the client form in Arabic at 390 px', await axeFindings(client))).toEqual([]);

  // Next saves the step before showing the following one: wait for the progress to move on.
  const progress = client.getByRole('progressbar');
  const next = async () => {
    const before = await progress.getAttribute('aria-valuenow');
    await client.getByRole('button', { name: 'التالي' }).click();
    await expect(progress).not.toHaveAttribute('aria-valuenow', before ?? '', { timeout: 30_000 });
  };

  // Part 2 is the client's: their name comes from the profile; the street is changed in Arabic.
  const street = client.getByRole('textbox', { name: '12.A. Enter Street Number and Name.' });
  for (let step = 0; step < 8 && (await street.count()) === 0; step += 1) await next();
  await expect(client.getByRole('textbox', { name: '5.A. Enter Family Name (Last Name).' })).toHaveValue('منصور');
  await street.fill(ARABIC_STREET);
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // On through the remaining sections to the documents step.
  const attach = client.getByRole('button', { name: 'إرفاق ملف لـ «Passport copy»' });
  for (let step = 0; step < 10 && (await attach.count()) === 0; step += 1) await next();
  const chooser = client.waitForEvent('filechooser');
  await attach.click();
  await (await chooser).setFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: await samplePdf(['Passport of Ahmed Mansour'], { size: 18, y: 700 }),
  });
  await expect(client.getByText('passport.pdf')).toBeVisible({ timeout: 30_000 });
  await next();

  // A signature drawn with the pointer.
  const pad = client.getByRole('img', { name: 'مربع التوقيع، لم يُوقَّع بعد' });
  const box = (await pad.boundingBox())!;
  await client.mouse.move(box.x + 30, box.y + box.height / 2);
  await client.mouse.down();
  for (let x = 40; x < box.width - 30; x += 12) {
    await client.mouse.move(box.x + x, box.y + box.height / 2 + Math.sin(x / 15) * 20, { steps: 2 });
  }
  await client.mouse.up();
  await expect(client.getByRole('img', { name: 'مربع التوقيع، موقَّع' })).toBeVisible();
  await client.getByRole('button', { name: 'إرسال' }).click();
  await expect(client.getByRole('heading', { name: 'تم إرسال النموذج بنجاح!' })).toBeVisible({ timeout: 90_000 });
  await clientContext.close();

  // The staff see it submitted, read the answers and open the signed PDF.
  await page.goto('/forms');
  const sent = page.getByRole('region', { name: 'Sent to clients' });
  const row = sent.getByRole('listitem').filter({ hasText: 'G-28' }).filter({ hasText: 'أحمد' }).first();
  await expect(row).toContainText('Submitted');
  await row.getByRole('button', { name: 'Review answers' }).click();
  const answers = page.getByRole('dialog', { name: /^Answers · / });
  await expect(
    answers.getByRole('row', { name: `12.A. Enter Street Number and Name. ${ARABIC_STREET}` }),
  ).toBeVisible();
  await expect(answers.getByRole('button', { name: /passport\.pdf/ })).toBeVisible();
  await answers.getByRole('button', { name: 'Open the filled PDF' }).click();
  await expect(page.getByRole('group', { name: 'Page 1' }).locator('canvas')).toBeVisible({ timeout: 60_000 });
});
