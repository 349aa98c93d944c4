/**
 * Two firms never meet in the portal. A second firm signs up through the open sign-up, adds a client with
 * the address of a demo client who uses the demo firm's portal, invites them from the client profile and
 * opens the set-password link from its own outbox in its own browser. That account is the second firm's
 * own: it shows none of the demo firm's forms and cannot open one by its address. In another browser the
 * real client signs in with their own password and sees the demo firm's forms as before.
 */

import { axeFindings, describeFindings } from './axe';
import { acceptTermsThroughApi, DEMO, expectDashboard, signIn, withoutSecondFactor } from './helpers';
import { type APIRequestContext, expect, test } from './test';

const VICTIM = { email: 'ahmed.mansour@mail.example', password: 'counsel-portal-2026' };
const ATTACKER_PASSWORD = 'the other firm chose this password';

/** Firm B through the open sign-up; answers its admin's sign-in, bearer header and firm id. */
async function registerOtherFirm(request: APIRequestContext, firmName = 'Elsewhere Legal LLP') {
  const email = `owner.${Date.now()}.${Math.random().toString(36).slice(2)}@elsewhere-legal.example`;
  const password = 'the owner has a long password';
  const res = await request.post('/api/auth/register', {
    data: { firm_name: firmName, full_name: 'Eve Elsewhere', email, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  // Its admin has accepted the terms of service, so signing in opens the firm and not the terms dialog.
  await acceptTermsThroughApi(request, body.access_token);
  // Nor the second sign-in step a registered firm requires (not what this spec is about).
  await withoutSecondFactor(request, body.access_token, body.user.law_firm_id);
  const me = await (
    await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${body.access_token}` } })
  ).json();
  return {
    email,
    password,
    headers: { Authorization: `Bearer ${body.access_token}` },
    lawFirmId: me.law_firm.id as number,
  };
}

type Firm = Awaited<ReturnType<typeof registerOtherFirm>>;

async function addClient(request: APIRequestContext, firm: Firm, firstName: string, email: string) {
  const added = await request.post(`/api/law-firm/${firm.lawFirmId}/add-client`, {
    headers: firm.headers,
    data: {
      first_name: firstName,
      middle_name: 'Saeed',
      last_name: 'Mansour',
      gender: 'MALE',
      email,
      phone_number: '+12025550143',
      base_url: 'http://127.0.0.1',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()).client.id as number;
}

/** The firm invites its client through the API and answers the set-password link from its outbox. */
async function inviteLink(request: APIRequestContext, firm: Firm, clientId: number, email: string) {
  const path = `/api/law-firm/${firm.lawFirmId}/clients/${clientId}/portal-access`;
  expect((await request.post(path, { headers: firm.headers, data: { locale: 'ar' } })).status()).toBe(200);
  const outbox = await (await request.get('/api/admin-tools/outbox', { headers: firm.headers })).json();
  const mail = outbox.items.find((item: { to: string[] }) => item.to.includes(email));
  return /\/[a-z]{2}\/portal\/set-password\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')![0];
}

test('a second firm inviting a demo client’s address gets its own portal account and sees nothing of the demo firm', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const other = await registerOtherFirm(request);
  const added = await request.post(`/api/law-firm/${other.lawFirmId}/add-client`, {
    headers: other.headers,
    data: {
      first_name: 'Ahmed',
      last_name: 'Mansour',
      middle_name: 'Saeed',
      gender: 'MALE',
      email: VICTIM.email,
      phone_number: '+12025550143',
      base_url: 'http://127.0.0.1',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const clientId = (await added.json()).client.id as number;

  // Firm B's staff, in their own browser, invite the client from the client's profile.
  const firmB = await browser.newContext();
  const staff = await firmB.newPage();
  await signIn(staff, { email: other.email, password: other.password });
  await expectDashboard(staff, 'Elsewhere Legal LLP');
  await staff.goto(`/client/${clientId}`);
  const card = staff.getByRole('region', { name: 'Client portal' });
  await expect(card).toContainText('Not invited to the client portal.');
  await card.getByRole('button', { name: 'Invite to portal' }).click();
  await expect(card).toContainText(`at ${VICTIM.email}; no password chosen yet.`, { timeout: 30_000 });

  // The link, from firm B's own outbox.
  const outbox = await (await request.get('/api/admin-tools/outbox', { headers: other.headers })).json();
  const mail = outbox.items.find((item: { to: string[] }) => item.to.includes(VICTIM.email));
  const link = /https?:\/\/\S+\/portal\/set-password\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'firm B’s invitation carries a set-password link').toBeTruthy();

  const attacker = await firmB.newPage();
  await attacker.goto(link!);
  await expect(
    attacker.getByText('Elsewhere Legal LLP invites you to its client portal.', { exact: false }),
  ).toBeVisible();
  await attacker.getByLabel(/^New password/).fill(ATTACKER_PASSWORD);
  await attacker.getByLabel(/^Repeat the password/).fill(ATTACKER_PASSWORD);
  await attacker.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(attacker.getByRole('heading', { level: 1, name: 'Your forms' })).toBeVisible({ timeout: 30_000 });
  await expect(attacker.getByRole('banner')).toContainText('Elsewhere Legal LLP');
  await expect(attacker.getByRole('banner')).not.toContainText(DEMO.firm);
  await expect(attacker.getByRole('listitem')).toHaveCount(0);

  // The real client, in another browser, signs in with their own password: the demo firm's forms.
  const victimContext = await browser.newContext();
  const victim = await victimContext.newPage();
  await victim.goto('/en/portal');
  await victim.getByRole('textbox', { name: 'Email' }).fill(VICTIM.email);
  await victim.getByLabel(/^Password/).fill(VICTIM.password);
  await victim.getByRole('button', { name: 'Sign in' }).click();
  await expect(victim.locator('html')).toHaveAttribute('lang', 'ar', { timeout: 30_000 });
  await expect(victim.getByRole('banner')).toContainText(DEMO.firm);
  const fillLink = victim.getByRole('link', { name: /^(املأ النموذج|تابع التعبئة)$/ }).first();
  await expect(fillLink).toBeVisible();
  const formPath = new URL((await fillLink.getAttribute('href'))!, victim.url()).pathname.replace(/^\/ar\//, '/en/');

  // Firm B's account cannot open the demo firm's form by its address.
  await attacker.goto(formPath);
  await expect(attacker.getByRole('alert', { name: 'Form not found' })).toBeVisible({ timeout: 30_000 });
  const byApi = await attacker.request.get(`/api/portal/forms/${formPath.split('/').pop()}`);
  expect(byApi.status()).toBe(404);

  await victimContext.close();
  await firmB.close();
});

test('one password at two firms’ portals: the client chooses which to open, in Arabic on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `noura.${Date.now()}@mail.example`;
  const password = 'noura uses one password twice';
  const first = await registerOtherFirm(request, 'مكتب الشمري للمحاماة');
  const second = await registerOtherFirm(request, 'Grant & Wu LLP');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await context.newPage();
  for (const firm of [first, second]) {
    await client.goto(await inviteLink(request, firm, await addClient(request, firm, 'Noura', email), email));
    await client.getByLabel(/^كلمة المرور الجديدة/).fill(password);
    await client.getByLabel(/^أعد كتابة كلمة المرور/).fill(password);
    await client.getByRole('button', { name: 'حفظ كلمة المرور وتسجيل الدخول' }).click();
    await expect(client.getByRole('heading', { level: 1, name: 'نماذجك' })).toBeVisible({ timeout: 30_000 });
    await client.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(client.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  }

  await client.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await client.getByLabel(/^كلمة المرور/).fill(password);
  await client.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const choice = client.getByRole('radiogroup', { name: 'مكاتب المحاماة' });
  await expect(choice).toBeVisible();
  await expect(client.getByRole('status')).toContainText('كلمة مرورك تفتح بوابة لدى أكثر من مكتب محاماة.');
  expect(describeFindings('the portal firm choice in Arabic at 390 px', await axeFindings(client))).toEqual([]);
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await choice.getByRole('radio', { name: 'Grant & Wu LLP' }).check();
  await client.getByRole('button', { name: 'فتح هذه البوابة' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'نماذجك' })).toBeVisible({ timeout: 30_000 });
  await expect(client.getByRole('banner')).toContainText('Grant & Wu LLP');
  await expect(client.getByRole('banner')).not.toContainText('مكتب الشمري للمحاماة');
  await context.close();
});
