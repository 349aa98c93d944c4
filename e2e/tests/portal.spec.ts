/**
 * The client portal end to end: staff invite a demo client from the client profile and send them a form
 * for the portal; in a fresh browser at phone width the client opens the invitation from the mail, sets a
 * password, sees the form in their list, fills a field, saves, signs and submits, downloads the signed
 * copy, and reads their list in Arabic, right to left.
 */
import { readFile } from 'node:fs/promises';
import { axeFindings, describeFindings } from './axe';
import { DEMO, demoAuthHeaders, demoClientId, expectDashboard, signIn } from './helpers';
import { type APIRequestContext, expect, type Page, test } from './test';

// No other spec uses this demo client, so inviting them disturbs nothing.
const CLIENT = { name: 'يوسف عمر الخطيب', email: 'youssef.khatib@mail.example', search: 'الخطيب' };
const FORM_TITLE = 'Client intake questionnaire';
const PASSWORD = 'youssef chooses a portal passphrase';

/** Sends one of the demo firm's own forms to the client, for the portal (the default sending mode). */
async function sendFormToPortal(request: APIRequestContext, headers: { Authorization: string }, clientId: number) {
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const library = await (await request.get(`/api/firm-legal-form/${me.law_firm.id}/all-forms`, { headers })).json();
  const form = library.forms.find((item: { title: string }) => item.title === FORM_TITLE);
  expect(form, `the demo firm's "${FORM_TITLE}"`).toBeTruthy();
  const schema = await (
    await request.get(`/api/document/form-schema/law_firm/${form.id}`, { headers, params: { client_id: clientId } })
  ).json();
  const sent = await request.post('/api/document/collaboration-form', {
    headers,
    data: {
      form_title: FORM_TITLE,
      user_id: me.user.id,
      client_id: clientId,
      form_type: 'law_firm',
      form_id: form.id,
      form_schema: schema.form.schema.form_fields,
      form_sending_mode: 'client_portal',
      locale: 'en',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** Next saves the step before showing the following one: wait for the progress to move on. */
async function next(client: Page) {
  const progress = client.getByRole('progressbar');
  const before = await progress.getAttribute('aria-valuenow');
  await client.getByRole('button', { name: 'Next' }).click();
  await expect(progress).not.toHaveAttribute('aria-valuenow', before ?? '', { timeout: 30_000 });
}

test('a client invited to the portal sets a password, fills, signs and submits a form, and downloads it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = await demoAuthHeaders(request);
  const clientId = await demoClientId(request, headers, CLIENT.search);

  // The staff invite the client from their profile.
  await signIn(page, DEMO);
  await expectDashboard(page, DEMO.firm);
  await page.goto(`/client/${clientId}`);
  const card = page.getByRole('region', { name: 'Client portal' });
  await expect(card).toContainText('Not invited to the client portal.');
  await card.getByRole('button', { name: 'Invite to portal' }).click();
  await expect(page.getByText(`Invitation sent to ${CLIENT.name}.`)).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(`at ${CLIENT.email}; no password chosen yet.`);
  await expect(card.getByRole('button', { name: 'Send invitation again' })).toBeVisible();
  await sendFormToPortal(request, headers, clientId);

  // The invitation, from the mail in the firm's outbox (no mail server here).
  const outbox = await (await request.get('/api/admin-tools/outbox', { headers })).json();
  const mail = outbox.items.find(
    (item: { to: string[]; text: string }) =>
      item.to.includes(CLIENT.email) && item.text.includes('/portal/set-password/'),
  );
  const link = /https?:\/\/\S+\/portal\/set-password\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // The client: another browser, no staff session, a phone.
  const clientContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const client = await clientContext.newPage();
  await client.goto(link!);
  await expect(client.getByRole('heading', { level: 1, name: 'Welcome to your client portal' })).toBeVisible();
  await expect(client.getByText(`${DEMO.firm} invites you to its client portal.`, { exact: false })).toContainText(
    CLIENT.email,
  );
  await client.getByLabel(/^New password/).fill(PASSWORD);
  await client.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await client.getByRole('button', { name: 'Save password and sign in' }).click();

  await expect(client.getByRole('heading', { level: 1, name: 'Your forms' })).toBeVisible({ timeout: 30_000 });
  await expect(client.getByRole('banner')).toContainText(DEMO.firm);
  const row = client.getByRole('listitem', { name: FORM_TITLE }).first();
  await expect(row).toContainText('New');
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(describeFindings('the portal forms list at 360 px', await axeFindings(client))).toEqual([]);

  // Fill a field, save the section, go on to the signature and submit.
  await row.getByRole('link', { name: 'Fill in' }).click();
  await expect(client.getByRole('heading', { level: 1, name: FORM_TITLE })).toBeVisible({ timeout: 30_000 });
  const country = client.getByRole('textbox', { name: /^Country of birth/ });
  for (let step = 0; step < 8 && (await country.count()) === 0; step += 1) await next(client);
  await country.fill('Jordan');
  await next(client);
  const typeToSign = client.getByRole('textbox', { name: 'Type your name to sign' });
  for (let step = 0; step < 10 && (await typeToSign.count()) === 0; step += 1) await next(client);
  await typeToSign.fill(CLIENT.name);
  await client.getByRole('button', { name: 'Sign with this name' }).click();
  await expect(client.getByRole('img', { name: 'Signature box, signed' })).toBeVisible();
  await client.getByRole('button', { name: 'Submit' }).click();
  await expect(client.getByRole('heading', { name: 'Form submitted successfully!' })).toBeVisible({ timeout: 90_000 });

  // Submitted: the list says so and gives the signed copy.
  await client.getByRole('link', { name: 'Your forms' }).click();
  const submitted = client.getByRole('listitem', { name: FORM_TITLE }).first();
  await expect(submitted).toContainText('Submitted');
  const download = client.waitForEvent('download');
  await submitted.getByRole('link', { name: 'Download signed copy' }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

  // The same list in Arabic, right to left, kept for the next visit.
  await client.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();
  await expect(client).toHaveURL(/\/ar\/portal\/forms/);
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(client.getByRole('heading', { level: 1, name: 'نماذجك' })).toBeVisible();
  await expect(client.getByRole('listitem', { name: FORM_TITLE }).first()).toContainText('مُقدَّم');
  expect(describeFindings('the portal forms list in Arabic', await axeFindings(client))).toEqual([]);
  await client.goto('/en/portal/forms');
  await expect(client).toHaveURL(/\/ar\/portal\/forms/);

  // Signing out ends the session: the list asks to sign in again.
  await client.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(client.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await client.goto('/ar/portal/forms');
  await expect(client.getByText('يرجى تسجيل الدخول إلى بوابة العملاء.')).toBeVisible();
  await clientContext.close();

  // The staff see the account active.
  await page.reload();
  await expect(card).toContainText(`signs in as ${CLIENT.email}`);
});
