import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Counsel:layla%40haddad-law.test?secret=JBSWY3DPEHPK3PXP&issuer=Counsel',
};

describe('the sign-in code prompt', () => {
  it('asks for the code after the password, translates a wrong one, and signs in with the right one', async () => {
    let attempts = 0;
    const api = fakeApi({
      'POST /api/auth/login': {
        body: { mfa_required: true, challenge: 'challenge-1', methods: ['totp', 'recovery_code'] },
      },
      'POST /api/auth/mfa/verify': () =>
        ++attempts === 1
          ? { status: 401, body: { code: 'invalid_code', message: 'x' } }
          : { body: { access_token: 'after-second-step', user: makeMe().user } },
      'GET /api/auth/me': { body: makeMe() },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user, location } = renderApp('/auth/login', { token: null });
    await user.type(await screen.findByLabelText(/Email/), 'layla@haddad-law.test');
    await user.type(screen.getByLabelText(/Password/), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByRole('textbox', { name: /Authenticator code/ });
    expect(session.getAccessToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct.');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.getAccessToken()).toBe('after-second-step'));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    const verifies = api.calls.filter((call) => call.path === '/api/auth/mfa/verify');
    expect(verifies.at(-1)?.body).toEqual({ challenge: 'challenge-1', code: '654321' });
  });

  it('takes a recovery code instead, in Arabic', async () => {
    const api = fakeApi({
      'POST /api/auth/login': {
        body: { mfa_required: true, challenge: 'challenge-2', methods: ['totp', 'recovery_code'] },
      },
      'POST /api/auth/mfa/verify': { status: 401, body: { code: 'mfa_challenge_invalid', message: 'x' } },
    });
    const { user } = renderApp('/ar/auth/login', { token: null });
    await user.type(await screen.findByLabelText(/البريد الإلكتروني/), 'layla@haddad-law.test');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'the right password');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    await user.click(await screen.findByRole('switch', { name: 'استخدام رمز استرداد' }));
    await user.type(screen.getByRole('textbox', { name: /رمز الاسترداد/ }), 'abcde-fgh01');
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية خطوة تسجيل الدخول');
    expect(api.calls.find((call) => call.path === '/api/auth/mfa/verify')?.body).toEqual({
      challenge: 'challenge-2',
      code: 'abcde-fgh01',
    });
    await user.click(screen.getByRole('button', { name: 'العودة إلى تسجيل الدخول' }));
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});

describe('a password reset with a second factor', () => {
  it('asks the code before signing in', async () => {
    const api = fakeApi({
      'POST /api/auth/reset-password': {
        body: { mfa_required: true, challenge: 'challenge-3', methods: ['totp', 'recovery_code'] },
      },
      'POST /api/auth/mfa/verify': { body: { access_token: 'after-reset', user: makeMe().user } },
      'GET /api/auth/me': { body: makeMe() },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user, location } = renderApp('/auth/reset-password?token=abc123', { token: null });
    await user.type(await screen.findByLabelText(/^New password/), 'a-brand-new-passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await user.type(await screen.findByRole('textbox', { name: /Authenticator code/ }), '246810');
    expect(session.getAccessToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(session.getAccessToken()).toBe('after-reset');
    expect(api.calls.find((call) => call.path === '/api/auth/mfa/verify')?.body).toEqual({
      challenge: 'challenge-3',
      code: '246810',
    });
  });
});

/** A member without an authenticator app, on a firm that does not require one: setting one up turns it on. */
function enrolmentApi(more: Parameters<typeof fakeApi>[0] = {}) {
  let enabled = false;
  return fakeApi({
    'GET /api/auth/me': { body: makeMe() },
    'GET /api/auth/mfa': () => ({
      body: { totp_enabled: enabled, recovery_codes_left: enabled ? 10 : 0, required: false },
    }),
    'POST /api/auth/mfa/totp/setup': { body: SETUP },
    'POST /api/auth/mfa/totp/confirm': () => {
      enabled = true;
      return { body: { recovery_codes: CODES } };
    },
    ...more,
  });
}

describe('enrolment on the security page', () => {
  it('shows the QR code and key, confirms with a code, then shows the ten recovery codes once', async () => {
    const api = enrolmentApi();
    const { user } = renderApp('/account/security');
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
    expect(await screen.findByText('No authenticator app is set up.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    expect(
      await screen.findByRole('img', { name: 'QR code to add Counsel to your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText(SETUP.secret)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '6');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.calls.find((call) => call.path === '/api/auth/mfa/totp/confirm')?.body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('An authenticator app is set up.')).toBeInTheDocument();
    expect(screen.getByText('10 recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('keeps the keyboard focus in the section as its steps replace the button that was pressed', async () => {
    enrolmentApi({ 'POST /api/auth/mfa/recovery-codes': { body: { recovery_codes: CODES } } });
    const { user } = renderApp('/account/security');
    const heading = await screen.findByRole('heading', { name: 'Second sign-in step' });
    (await screen.findByRole('button', { name: 'Set up an authenticator app' })).focus();
    await user.keyboard('{Enter}');
    // The set-up button is gone: the focus is on the section's heading, not lost to the page.
    await screen.findByRole('textbox', { name: /Authenticator code/ });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '123456{Enter}');
    await screen.findByRole('list', { name: 'Recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());

    screen.getByRole('button', { name: 'I have saved them' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('An authenticator app is set up.');
    await waitFor(() => expect(heading).toHaveFocus());

    // New recovery codes from the dialog: they take the place of the button that opened it.
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByRole('textbox', { name: /Authenticator code/ }), '654321{Enter}');
    await screen.findByRole('list', { name: 'Recovery codes' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('asks a current code to turn it off', async () => {
    const api = fakeApi({
      'GET /api/auth/me': { body: makeMe({ locale: 'ar' }) },
      'GET /api/auth/mfa': { body: { totp_enabled: true, recovery_codes_left: 4, required: false } },
      'DELETE /api/auth/mfa/totp': { status: 400, body: { code: 'code_already_used', message: 'x' } },
    });
    const { user } = renderApp('/ar/account/security');
    await user.click(await screen.findByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف خطوة التحقق الثانية' });
    await user.type(within(dialog).getByRole('textbox', { name: /رمز المصادقة/ }), '111222');
    await user.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('استُخدم هذا الرمز من قبل');
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ code: '111222' });
  });

  it('a member of a firm that requires a second factor is taken to the enrolment alone', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ requireSecondFactor: true, secondFactorEnabled: false }) },
      'GET /api/auth/mfa': { body: { totp_enabled: false, recovery_codes_left: 0, required: true } },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { location } = renderApp('/main');
    await waitFor(() => expect(location().pathname).toBe('/en/account/security'));
    expect(
      await screen.findByRole('heading', { name: 'Your firm requires a second sign-in step' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('once enrolled there, the member goes on to the app', async () => {
    let enabled = false;
    fakeApi({
      'GET /api/auth/me': () => ({
        body: makeMe({ requireSecondFactor: true, secondFactorEnabled: enabled }),
      }),
      'GET /api/auth/mfa': { body: { totp_enabled: enabled, recovery_codes_left: 0, required: true } },
      'POST /api/auth/mfa/totp/setup': { body: SETUP },
      'POST /api/auth/mfa/totp/confirm': () => {
        enabled = true;
        return { body: { recovery_codes: CODES } };
      },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user, location } = renderApp('/account/security');
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: /Authenticator code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Haddad & Partners' })).toBeInTheDocument();
  });
});
