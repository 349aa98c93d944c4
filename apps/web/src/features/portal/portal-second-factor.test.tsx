import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { formsPage, portalAccount, SIGNED_OUT } from '../../test/portal-fixtures';
import { renderApp } from '../../test/render-app';

const CHALLENGE = 'challenge-abcdefghijklmnopqrstuvwxyz';
const mfa = (methods: string[]) => ({ body: { mfa_required: true, challenge: CHALLENGE, methods } });
const security = (overrides: Record<string, unknown> = {}) => ({
  body: { totp_enabled: false, email_enabled: false, recovery_codes_left: 0, required: false, ...overrides },
});

async function signInWithPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maria@mail.test');
  await user.type(screen.getByLabelText(/^Password/), 'counsel-portal-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the portal sign-in’s code step', () => {
  it('asks an authenticator code after the password, then opens the forms', async () => {
    const server = fakeApi({
      'GET /api/portal/account': SIGNED_OUT,
      'POST /api/portal/sign-in': mfa(['totp', 'recovery_code']),
      'POST /api/portal/mfa/verify': (call) =>
        (call.body as { code: string }).code === '123456'
          ? { body: { account: portalAccount() } }
          : { status: 401, body: { code: 'invalid_code', message: 'wrong' } },
      'GET /api/portal/forms': { body: formsPage([]) },
    });
    const { user, location } = renderApp('/en/portal', { token: null });
    await signInWithPassword(user);
    const code = await screen.findByRole('textbox', { name: 'Authenticator code' });
    // Six digits, checked before sending.
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/portal/mfa/verify')).toBe(false);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct.');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/en/portal/forms'));
    const verify = server.calls.filter((call) => call.path === '/api/portal/mfa/verify').at(-1);
    expect(verify?.body).toEqual({ challenge: CHALLENGE, code: '123456', method: 'totp' });
  });

  it('mails a code on request and sends it as the email method; a recovery code is its own method', async () => {
    const server = fakeApi({
      'GET /api/portal/account': SIGNED_OUT,
      'POST /api/portal/sign-in': mfa(['totp', 'email', 'recovery_code']),
      'POST /api/portal/mfa/email-code': { status: 202, body: { code: 'portal_code_sent', message: 'sent' } },
      'POST /api/portal/mfa/verify': { body: { account: portalAccount() } },
      'GET /api/portal/forms': { body: formsPage([]) },
    });
    const { user, location } = renderApp('/en/portal', { token: null });
    await signInWithPassword(user);
    const methods = await screen.findByRole('radiogroup', { name: 'How do you want to confirm it is you?' });
    await user.click(within(methods).getByRole('radio', { name: 'Code by email' }));
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a code is on its way');
    expect(server.calls.find((call) => call.path === '/api/portal/mfa/email-code')?.body).toEqual({
      challenge: CHALLENGE,
    });
    await user.type(screen.getByRole('textbox', { name: 'Code from the email' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/en/portal/forms'));
    expect(server.calls.find((call) => call.path === '/api/portal/mfa/verify')?.body).toEqual({
      challenge: CHALLENGE,
      code: '246810',
      method: 'email',
    });
  });

  it('says so when the code could not be mailed', async () => {
    fakeApi({
      'GET /api/portal/account': SIGNED_OUT,
      'POST /api/portal/sign-in': mfa(['email']),
      'POST /api/portal/mfa/email-code': { status: 502, body: { code: 'portal_code_not_mailed', message: 'x' } },
    });
    const { user } = renderApp('/en/portal', { token: null });
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('The code could not be mailed. Try again in a few minutes.')).toBeInTheDocument();
  });

  it('is in Arabic on the Arabic page', async () => {
    fakeApi({ 'GET /api/portal/account': SIGNED_OUT, 'POST /api/portal/sign-in': mfa(['email']) });
    const { user } = renderApp('/ar/portal', { token: null });
    await user.type(await screen.findByRole('textbox', { name: 'البريد الإلكتروني' }), 'maria@mail.test');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'counsel-portal-2026');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('textbox', { name: 'الرمز المرسل بالبريد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أرسل إليّ رمزًا بالبريد' })).toBeInTheDocument();
  });
});

describe('/portal/security', () => {
  it('sets up an authenticator app with a code and shows the recovery codes once', async () => {
    let enabled = false;
    const server = fakeApi({
      'GET /api/portal/account': { body: { account: portalAccount() } },
      'GET /api/portal/security': () => security(enabled ? { totp_enabled: true, recovery_codes_left: 10 } : {}),
      'POST /api/portal/security/totp/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Counsel:maria?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /api/portal/security/totp/confirm': () => {
        enabled = true;
        return { body: { recovery_codes: ['abcde-fghjk', 'mnpqr-stuvw'] } };
      },
    });
    const { user } = renderApp('/en/portal/security', { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(await screen.findByText('No authenticator app is set up.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('abcde-fghjk')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/portal/security/totp/confirm')?.body).toEqual({
      code: '123456',
    });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('An authenticator app is set up.')).toBeInTheDocument();
    expect(screen.getByText('10 recovery codes left.')).toBeInTheDocument();
  });

  it('turns codes by email off only with a mailed code', async () => {
    const server = fakeApi({
      'GET /api/portal/account': {
        body: { account: portalAccount({ second_factor: { enabled: true, required: false } }) },
      },
      'GET /api/portal/security': security({ email_enabled: true }),
      'POST /api/portal/security/email-code': { status: 202, body: { code: 'portal_code_sent', message: 'sent' } },
      'DELETE /api/portal/security/email': { status: 400, body: { code: 'code_expired', message: 'expired' } },
    });
    const { user } = renderApp('/en/portal/security', { token: null });
    expect(await screen.findByText('Codes by email are on.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off codes by email' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code from the email' }), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This code has expired. Ask for a new one.');
    expect(server.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ code: '135790' });
  });

  it('is the only page open while the firm requires a second step the account has not set up', async () => {
    fakeApi({
      'GET /api/portal/account': {
        body: { account: portalAccount({ second_factor: { enabled: false, required: true } }) },
      },
      'GET /api/portal/security': security({ required: true }),
    });
    const { location } = renderApp('/en/portal/forms', { token: null });
    await waitFor(() => expect(location().pathname).toBe('/en/portal/security'));
    expect(await screen.findByText('Your law firm requires a second sign-in step')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(nav).queryByRole('link', { name: 'Forms' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Security' })).toBeInTheDocument();
  });

  it('leads to the security page at once when a call is refused because the firm now requires a second step', async () => {
    // The account was read before the firm switched the requirement on; the next call is refused.
    let required = false;
    const server = fakeApi({
      'GET /api/portal/account': () => ({
        body: { account: portalAccount({ second_factor: { enabled: false, required } }) },
      }),
      'GET /api/portal/invoices': { body: { items: [], page: 1, page_size: 10, total: 0 } },
      'GET /api/portal/forms': () => {
        required = true;
        return { status: 403, body: { code: 'portal_second_factor_required', message: 'Set one up.' } };
      },
      'GET /api/portal/security': () => security({ required }),
    });
    const { user, location } = renderApp('/en/portal/invoices', { token: null });
    const nav = await screen.findByRole('navigation', { name: 'Portal sections' });
    await user.click(within(nav).getByRole('link', { name: 'Forms' }));
    await waitFor(() => expect(location().pathname).toBe('/en/portal/security'));
    expect(await screen.findByText('Your law firm requires a second sign-in step')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(sections).queryByRole('link', { name: 'Forms' })).toBeNull();
    expect(server.calls.filter((call) => call.path === '/api/portal/forms')).toHaveLength(1);
  });

  it('leads there from a form too, whose calls go their own way', async () => {
    let required = false;
    fakeApi({
      'GET /api/portal/account': () => ({
        body: { account: portalAccount({ second_factor: { enabled: false, required } }) },
      }),
      'GET /api/portal/forms/41': () => {
        required = true;
        return { status: 403, body: { code: 'portal_second_factor_required', message: 'Set one up.' } };
      },
      'GET /api/portal/security': () => security({ required }),
    });
    const { location } = renderApp('/en/portal/forms/41', { token: null });
    await waitFor(() => expect(location().pathname).toBe('/en/portal/security'));
    expect(await screen.findByText('Your law firm requires a second sign-in step')).toBeInTheDocument();
  });
});
