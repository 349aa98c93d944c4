/**
 * The security page end to end, each test with a firm and member of its own (the demo admin stays one step):
 * enrolling an authenticator app from the page (codes computed from the key it shows) and signing in with a
 * code afterwards; signing another browser out from the page (that browser's next step is the sign-in); and
 * one pass in Arabic on a phone (390 px): the page, the enrolment and the code step right to left, nothing
 * wider than the screen, a wrong code refused in Arabic.
 */
import { generate } from 'otplib';
import {
  acceptTermsThroughApi,
  expectDashboard,
  signIn,
  totpStep,
  waitForTotpStepAfter,
  withoutSecondFactor,
} from './helpers';
import { type APIRequestContext, expect, type Page, test } from './test';

const FIRM = 'Haddad & Rahimi Legal';
const MEMBER = 'Nadia Haddad';
/** Another browser's user agent, so that its session is told apart from this one's on the page. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

/** A firm of the test's own whose administrator has no second factor yet (the firm's requirement turned off). */
async function registerMember(request: APIRequestContext, locale: 'en' | 'ar' = 'en') {
  const account = {
    email: `nadia.${Date.now()}.${Math.random().toString(36).slice(2)}@haddad-rahimi.example`,
    password: 'a long enough password',
  };
  const res = await request.post('/api/auth/register', {
    data: { firm_name: FIRM, full_name: MEMBER, locale, ...account },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  await acceptTermsThroughApi(request, body.access_token);
  await withoutSecondFactor(request, body.access_token, body.user.law_firm_id);
  // The registration's own session ends, so the page lists only the browsers'.
  const out = await request.post('/api/auth/logout');
  expect(out.status(), await out.text()).toBeLessThan(300);
  return account;
}

/** Nothing of the page runs wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The key the enrolment shows, read off the page, and its first code typed; answers the key and the code's step. */
async function enrolFromSecurityPage(page: Page, text: EnrolText) {
  await page.getByRole('button', { name: text.start }).click();
  const key = page.locator('main code').first();
  await expect(key).toHaveText(/^[A-Z2-7]{16,}$/);
  const secret = ((await key.textContent()) ?? '').trim();
  const step = totpStep();
  await page.getByRole('textbox', { name: text.code }).fill(await generate({ secret }));
  await page.getByRole('button', { name: text.turnOn }).click();
  await expect(page.getByRole('list', { name: text.recoveryCodes }).getByRole('listitem')).toHaveCount(10);
  return { secret, step };
}

interface EnrolText {
  start: string;
  code: string;
  turnOn: string;
  recoveryCodes: string;
}

const ENGLISH: EnrolText = {
  start: 'Set up an authenticator app',
  code: 'Authenticator code',
  turnOn: 'Turn on',
  recoveryCodes: 'Recovery codes',
};
const ARABIC: EnrolText = {
  start: 'إعداد تطبيق مصادقة',
  code: 'رمز المصادقة',
  turnOn: 'تفعيل',
  recoveryCodes: 'رموز الاسترداد',
};

test('an authenticator app set up on the security page asks for its code at the next sign-in', async ({
  page,
  request,
}) => {
  const account = await registerMember(request);
  await signIn(page, account);
  await expectDashboard(page, FIRM);
  await page.goto('/en/account/security');
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();

  const { secret, step } = await enrolFromSecurityPage(page, ENGLISH);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('An authenticator app is set up.')).toBeVisible();

  await page.getByRole('button', { name: MEMBER }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The password alone no longer signs in: the code step follows it.
  await signIn(page, account);
  const code = page.getByRole('textbox', { name: 'Authenticator code' });
  await expect(code).toBeVisible();
  // The enrolment's code is used up: the app's next one signs in.
  await waitForTotpStepAfter(step);
  await code.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectDashboard(page, FIRM);

  // The history names the sign-in completed with the app.
  await page.goto('/en/account/security');
  const history = page.getByRole('region', { name: 'Recent sign-ins' });
  await expect(history.getByText('Authenticator app').first()).toBeVisible();
});

test('signing another browser out from the security page sends that browser to the sign-in', async ({
  browser,
  request,
}) => {
  const account = await registerMember(request);
  const here = await browser.newContext();
  const there = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  const page = await here.newPage();
  const other = await there.newPage();
  for (const tab of [page, other]) {
    await signIn(tab, account);
    await expectDashboard(tab, FIRM);
  }

  await page.goto('/en/account/security');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  // Named by the browser and system its user agent gives (with their versions).
  await sessions.getByRole('button', { name: /^Sign out of Firefox [\d.]+ · Windows/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of this session?' });
  await expect(dialog).toContainText(/Firefox [\d.]+ · Windows [\d.]+ will be signed out at once/);
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions).toContainText('You are signed in on this device only.');
  // The signed-out card is gone with its button: the focus is on the section's heading.
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeFocused();

  // The other browser still shows the firm; its next step (opening a page of the app) ends at the sign-in.
  await other.getByRole('button', { name: MEMBER }).click();
  await other.getByRole('menuitem', { name: 'Security' }).click();
  await expect(other).toHaveURL(/\/auth\/login/);
  await expect(other.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // This browser is still signed in.
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await here.close();
  await there.close();
});

test('in Arabic on a phone the security page and the code step read right to left and fit the screen', async ({
  browser,
  request,
}) => {
  const account = await registerMember(request, 'ar');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
  const page = await context.newPage();

  await page.goto('/ar/auth/login');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(account.email);
  await page.getByLabel(/^كلمة المرور/).fill(account.password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expectDashboard(page, FIRM);

  await page.goto('/ar/account/security');
  await expect(page.getByRole('heading', { level: 1, name: 'الأمان' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'الجلسات النشطة' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'عمليات تسجيل الدخول الأخيرة' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The enrolment (the QR code, the key, the code field) and the recovery codes fit too.
  const { secret, step } = await enrolFromSecurityPage(page, ARABIC);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'حفظتُها' }).click();
  await expect(page.getByText('تطبيق المصادقة مُعَدّ.')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: MEMBER }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(account.email);
  await page.getByLabel(/^كلمة المرور/).fill(account.password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'رمز المصادقة' });
  await expect(code).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSidewaysScroll(page);

  // A wrong code: six digits, but not the app's.
  const right = await generate({ secret });
  const wrong = right.replace(/^./, (digit) => String((Number(digit) + 5) % 10));
  await code.fill(wrong);
  await page.getByRole('button', { name: 'تحقّق' }).click();
  await expect(page.getByRole('alert')).toContainText('الرمز غير صحيح.');
  await expectNoSidewaysScroll(page);

  await waitForTotpStepAfter(step);
  await code.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'تحقّق' }).click();
  // Signed in, back on the page signed out of.
  await expect(page.getByRole('heading', { level: 1, name: 'الأمان' })).toBeVisible();
  await expect(page.getByText('تطبيق المصادقة مُعَدّ.')).toBeVisible();
  await context.close();
});
