/**
 * The second sign-in step: a member with an authenticator app signs in with the password and then a code (the
 * prompt scanned with axe in English and Arabic); a recovery code works once.
 */
import { generate } from 'otplib';
import { axeFindings, describeFindings } from './axe';
import { acceptTermsThroughApi, enrolThroughApi, expectDashboard, signIn } from './helpers';
import { type APIRequestContext, expect, test } from './test';

async function registerWithFactor(request: APIRequestContext) {
  const account = {
    email: `owner.${Date.now()}.${Math.random().toString(36).slice(2)}@mansour-law.example`,
    password: 'a long enough password',
  };
  const res = await request.post('/api/auth/register', {
    data: { firm_name: 'Mansour Legal', full_name: 'Karim Mansour', ...account },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  await acceptTermsThroughApi(request, body.access_token);
  const secret = await enrolThroughApi(request, body.access_token);
  const codes = await request.post('/api/auth/mfa/recovery-codes', {
    headers: { Authorization: `Bearer ${body.access_token}` },
    // The step after the confirmation's: accepted with one step of tolerance.
    data: { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) },
  });
  expect(codes.status(), await codes.text()).toBe(200);
  return { account, secret, recoveryCodes: (await codes.json()).recovery_codes as string[] };
}

for (const lang of ['en', 'ar'] as const) {
  test(`the code prompt after the password passes axe in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    request,
  }) => {
    const { account } = await registerWithFactor(request);
    await page.goto(`/${lang}/auth/login`);
    await page
      .getByRole('textbox', { name: lang === 'en' ? 'Email' : 'البريد الإلكتروني', exact: true })
      .fill(account.email);
    await page.getByLabel(lang === 'en' ? /^Password/ : /^كلمة المرور/).fill(account.password);
    await page.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'تسجيل الدخول', exact: true }).click();
    await expect(
      page.getByRole('textbox', { name: lang === 'en' ? 'Authenticator code' : 'رمز المصادقة' }),
    ).toBeVisible();
    expect(describeFindings('the code prompt', await axeFindings(page))).toEqual([]);
  });
}

test('signing in with a recovery code works once', async ({ page, request }) => {
  const { account, recoveryCodes } = await registerWithFactor(request);
  await signIn(page, account);
  await page.getByRole('switch', { name: 'Use a recovery code' }).check();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectDashboard(page, 'Mansour Legal');

  await page.getByRole('button', { name: 'Karim Mansour' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, account);
  await page.getByRole('switch', { name: 'Use a recovery code' }).check();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not correct.');
});
