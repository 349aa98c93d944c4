/**
 * The portal's second sign-in step end to end, on a phone (390 px), for a client of a firm of the test's own:
 * the client turns an authenticator app on from the portal's security page (the code computed from the key
 * the page shows) and gets the recovery codes. Signing in again, the code step follows the password; axe finds
 * nothing on it in English and in Arabic (right to left, nothing wider than the screen); a wrong code is refused
 * in the page's language; the app's next code signs in, and so does a recovery code. Codes by email are turned
 * on with a code from the firm's outbox, and a sign-in choosing "Code by email" finishes with the mailed code.
 */
import { generate } from 'otplib';
import { axeFindings, describeFindings } from './axe';
import { acceptTermsThroughApi, totpStep, waitForTotpStepAfter, withoutSecondFactor } from './helpers';
import { type APIRequestContext, expect, type Page, test } from './test';

const FIRM = 'Saleh & Ortiz Immigration';
const PASSWORD = 'the client chose a long password';

/** A firm through the open sign-up (its administrator without a second factor); its bearer header and id. */
async function registerFirm(request: APIRequestContext) {
  const res = await request.post('/api/auth/register', {
    data: {
      firm_name: FIRM,
      full_name: 'Layla Saleh',
      email: `layla.${Date.now()}.${Math.random().toString(36).slice(2)}@saleh-ortiz.example`,
      password: 'the owner has a long password',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  await acceptTermsThroughApi(request, body.access_token);
  await withoutSecondFactor(request, body.access_token, body.user.law_firm_id);
  return { headers: { Authorization: `Bearer ${body.access_token}` }, lawFirmId: body.user.law_firm_id as number };
}

type Firm = Awaited<ReturnType<typeof registerFirm>>;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

async function outboxTo(request: APIRequestContext, firm: Firm, email: string): Promise<Mail[]> {
  const res = await request.get('/api/admin-tools/outbox?page_size=100', { headers: firm.headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).items as Mail[]).filter((mail) => mail.to.includes(email));
}

/** The portal code mails the client has had so far (newest first). */
const codeMails = async (request: APIRequestContext, firm: Firm, email: string) =>
  (await outboxTo(request, firm, email)).filter((mail) => mail.subject.startsWith('Your code for'));

/** Waits, polling, for a code mail newer than the `before` already there; answers its six digits. */
async function nextMailedCode(request: APIRequestContext, firm: Firm, email: string, before: number) {
  await expect.poll(async () => (await codeMails(request, firm, email)).length).toBeGreaterThan(before);
  const [newest] = await codeMails(request, firm, email);
  return /\b(\d{6})\b/.exec(newest!.text)![1]!;
}

/** A client of the firm, invited in English; the set-password link from the firm's outbox. */
async function invitedClient(request: APIRequestContext, firm: Firm) {
  const email = `samir.${Date.now()}.${Math.random().toString(36).slice(2)}@mail.example`;
  const added = await request.post(`/api/law-firm/${firm.lawFirmId}/add-client`, {
    headers: firm.headers,
    data: {
      first_name: 'Samir',
      middle_name: 'Elias',
      last_name: 'Khoury',
      gender: 'MALE',
      email,
      phone_number: '+12025550178',
      base_url: 'http://127.0.0.1',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const clientId = (await added.json()).client.id as number;
  const invite = await request.post(`/api/law-firm/${firm.lawFirmId}/clients/${clientId}/portal-access`, {
    headers: firm.headers,
    data: { locale: 'en' },
  });
  expect(invite.status(), await invite.text()).toBe(200);
  const [mail] = await outboxTo(request, firm, email);
  const link = /\/[a-z]{2}\/portal\/set-password\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the invitation carries a set-password link').toBeTruthy();
  return { email, link: link! };
}

const expectForms = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Your forms' })).toBeVisible({ timeout: 30_000 });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

interface Words {
  email: string;
  password: RegExp;
  signIn: string;
  totp: string;
  recovery: string;
  recoveryCode: string;
  emailMethod: string;
  emailCode: string;
  mail: string;
  verify: string;
  wrongCode: string;
}

const ENGLISH: Words = {
  email: 'Email',
  password: /^Password/,
  signIn: 'Sign in',
  totp: 'Authenticator code',
  recovery: 'Recovery code',
  recoveryCode: 'Recovery code',
  emailMethod: 'Code by email',
  emailCode: 'Code from the email',
  mail: 'Email me a code',
  verify: 'Verify',
  wrongCode: 'That code is not correct.',
};

const ARABIC: Words = {
  email: 'البريد الإلكتروني',
  password: /^كلمة المرور/,
  signIn: 'تسجيل الدخول',
  totp: 'رمز تطبيق المصادقة',
  recovery: 'رمز استرداد',
  recoveryCode: 'رمز الاسترداد',
  emailMethod: 'رمز بالبريد الإلكتروني',
  emailCode: 'الرمز المرسل بالبريد',
  mail: 'أرسل إليّ رمزًا بالبريد',
  verify: 'تحقّق',
  wrongCode: 'الرمز غير صحيح.',
};

/** The password at /{lang}/portal: the code step follows, with the authenticator's code asked first. */
async function passwordStep(page: Page, lang: 'en' | 'ar', email: string, words: Words) {
  await page.goto(`/${lang}/portal`);
  await page.getByRole('textbox', { name: words.email, exact: true }).fill(email);
  await page.getByLabel(words.password).fill(PASSWORD);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page.getByRole('textbox', { name: words.totp, exact: true })).toBeVisible();
}

/** Six digits the app shows at no step near now (the server takes one step either side). */
async function wrongCode(secret: string) {
  const now = Math.floor(Date.now() / 1000);
  const near = await Promise.all([-60, -30, 0, 30, 60].map((offset) => generate({ secret, epoch: now + offset })));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((code) => !near.includes(code))!;
}

/** axe on the code step, the page's direction, nothing scrolling sideways, and a wrong code refused. */
async function checkCodeStep(page: Page, lang: 'en' | 'ar', words: Words, secret: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  expect(describeFindings(`the portal's code step (${lang}, 390 px)`, await axeFindings(page))).toEqual([]);
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.getByRole('textbox', { name: words.totp, exact: true }).fill(await wrongCode(secret));
  await page.getByRole('button', { name: words.verify, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(words.wrongCode);
}

test('a portal client turns on an authenticator app and codes by email, and signs in with each', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const firm = await registerFirm(request);
  const client = await invitedClient(request, firm);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();

  await page.goto(client.link);
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expectForms(page);

  // The authenticator app, from the security page: the key read off the page, its code typed.
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = page.locator('main code').first();
  await expect(key).toHaveText(/^[A-Z2-7]{16,}$/);
  const secret = ((await key.textContent()) ?? '').trim();
  const enrolStep = totpStep();
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('An authenticator app is set up.')).toBeVisible();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();
  await signOut(page);

  // English: the code step after the password; the app's next code signs in.
  await passwordStep(page, 'en', client.email, ENGLISH);
  await checkCodeStep(page, 'en', ENGLISH, secret);
  await waitForTotpStepAfter(enrolStep);
  await page.getByRole('textbox', { name: ENGLISH.totp, exact: true }).fill(await generate({ secret }));
  await page.getByRole('button', { name: ENGLISH.verify, exact: true }).click();
  await expectForms(page);
  await signOut(page);

  // Arabic: the same step right to left; a recovery code signs in (to the account's English portal).
  await passwordStep(page, 'ar', client.email, ARABIC);
  await checkCodeStep(page, 'ar', ARABIC, secret);
  await page.getByRole('radio', { name: ARABIC.recovery, exact: true }).check();
  await page.getByRole('textbox', { name: ARABIC.recoveryCode, exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: ARABIC.verify, exact: true }).click();
  await expectForms(page);

  // Codes by email, turned on with the code the portal mails.
  await page.goto('/en/portal/security');
  await expect(page.getByText('9 recovery codes left.')).toBeVisible();
  await expect(page.getByText('Codes by email are off.')).toBeVisible();
  const before = (await codeMails(request, firm, client.email)).length;
  await page.getByRole('button', { name: 'Turn on codes by email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on codes by email' });
  const settingsCode = await nextMailedCode(request, firm, client.email, before);
  await dialog.getByRole('textbox', { name: 'Code from the email' }).fill(settingsCode);
  await dialog.getByRole('button', { name: 'Turn on codes by email', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Codes by email are on.').first()).toBeVisible();
  await signOut(page);

  // The sign-in choosing "Code by email": the mailed code finishes it.
  await passwordStep(page, 'en', client.email, ENGLISH);
  await page.getByRole('radio', { name: ENGLISH.emailMethod, exact: true }).check();
  const sent = (await codeMails(request, firm, client.email)).length;
  await page.getByRole('button', { name: ENGLISH.mail, exact: true }).click();
  await expect(page.getByRole('status')).toContainText('a code is on its way');
  const signInCode = await nextMailedCode(request, firm, client.email, sent);
  await page.getByRole('textbox', { name: ENGLISH.emailCode, exact: true }).fill(signInCode);
  await page.getByRole('button', { name: ENGLISH.verify, exact: true }).click();
  await expectForms(page);
  await context.close();
});
