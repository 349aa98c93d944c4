import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { formsPage, portalAccount, SIGNED_OUT } from '../../test/portal-fixtures';
import { renderApp } from '../../test/render-app';

const TOKEN = 'portal-token-abcdefghijklmnopqrstuvwxyz';

describe('/portal sign-in', () => {
  it('says a wrong password in the contract’s words and sends nothing of a staff session', async () => {
    const server = fakeApi({
      'GET /api/portal/account': SIGNED_OUT,
      'POST /api/portal/sign-in': {
        status: 401,
        body: { code: 'portal_sign_in_failed', message: 'The email or password is incorrect.' },
      },
    });
    // A staff member is signed in on this device: the portal neither uses nor sends their token.
    const { user } = renderApp('/en/portal');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maria@mail.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    const signIn = server.calls.find((call) => call.path === '/api/portal/sign-in');
    expect(signIn?.body).toEqual({ email: 'maria@mail.test', password: 'wrong-password' });
    expect(server.calls.every((call) => call.headers.Authorization === undefined)).toBe(true);
    expect(server.fetchMock.mock.calls.every(([, init]) => init?.credentials === 'same-origin')).toBe(true);
  });

  it('checks the fields before sending', async () => {
    const server = fakeApi({ 'GET /api/portal/account': SIGNED_OUT });
    const { user } = renderApp('/en/portal', { token: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(server.calls.some((call) => call.path === '/api/portal/sign-in')).toBe(false);
  });

  it('signs in and opens the forms list in the account’s language', async () => {
    const server = fakeApi({
      'GET /api/portal/account': SIGNED_OUT,
      'POST /api/portal/sign-in': { body: { account: portalAccount({ locale: 'ar' }) } },
      'GET /api/portal/forms': { body: formsPage([]) },
    });
    const { user, location } = renderApp('/en/portal', { token: null });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maria@mail.test');
    await user.type(screen.getByLabelText(/^Password/), 'counsel-portal-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'نماذجك' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ar/portal/forms');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(server.calls.find((call) => call.path === '/api/portal/forms')?.search).toContain('status=all');
  });

  it('asks which firm when the password opens portals at two firms, then opens the one chosen', async () => {
    const server = fakeApi({
      'GET /api/portal/account': SIGNED_OUT,
      'POST /api/portal/sign-in': (call) =>
        (call.body as { law_firm_id?: number }).law_firm_id === 9
          ? { body: { account: portalAccount({ law_firm_id: 9, firm_name: 'مكتب الحداد' }) } }
          : {
              status: 409,
              body: {
                code: 'portal_choose_firm',
                message: 'choose',
                details: {
                  firms: [
                    { law_firm_id: 3, firm_name: 'Haddad & Partners' },
                    { law_firm_id: 9, firm_name: 'مكتب الحداد' },
                  ],
                },
              },
            },
      'GET /api/portal/forms': { body: formsPage([]) },
    });
    const { user, location } = renderApp('/en/portal', { token: null });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'maria@mail.test');
    await user.type(screen.getByLabelText(/^Password/), 'one password for both');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password opens a portal at more than one law firm.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Haddad & Partners' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'مكتب الحداد' }));
    await user.click(screen.getByRole('button', { name: 'Open this portal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your forms' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal/forms');
    expect(server.calls.filter((call) => call.path === '/api/portal/sign-in').map((call) => call.body)).toEqual([
      { email: 'maria@mail.test', password: 'one password for both' },
      { email: 'maria@mail.test', password: 'one password for both', law_firm_id: 9 },
    ]);
  });

  it('sends a client already signed in on to their forms', async () => {
    fakeApi({
      'GET /api/portal/account': { body: { account: portalAccount() } },
      'GET /api/portal/forms': { body: formsPage([]) },
    });
    const { location } = renderApp('/portal', { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your forms' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal/forms');
  });

  it('links to the forgotten-password page, which always says the same', async () => {
    const server = fakeApi({
      'GET /api/portal/account': SIGNED_OUT,
      'POST /api/portal/forgot-password': { status: 202, body: { message: 'sent' } },
    });
    const { user, location } = renderApp('/ar/portal', { token: null });
    await user.click(await screen.findByRole('link', { name: 'هل نسيت كلمة المرور؟' }));
    expect(await screen.findByRole('button', { name: 'إرسال الرابط' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ar/portal/forgot-password');
    await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'nobody@mail.test');
    await user.click(screen.getByRole('button', { name: 'إرسال الرابط' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'إذا كان هذا العنوان لحساب في البوابة، فإن رابط تعيين كلمة مرور جديدة في الطريق إليه.',
    );
    // The mail goes out in the language the page is read in.
    expect(server.calls.find((call) => call.path === '/api/portal/forgot-password')?.body).toEqual({
      email: 'nobody@mail.test',
      locale: 'ar',
    });
  });
});

describe('/portal/set-password/:token', () => {
  const TOKEN_PATH = `/api/portal/password-token/${TOKEN}`;

  it.each([
    [404, 'portal_token_not_found', 'This link is not valid.'],
    [410, 'portal_token_expired', 'This link has expired. Ask for a new one.'],
    [409, 'portal_token_used', 'This link was already used. Sign in with your password.'],
  ])('answers %i %s with its message', async (status, code, text) => {
    fakeApi({ [`GET ${TOKEN_PATH}`]: { status, body: { code, message: 'refused' } } });
    renderApp(`/en/portal/set-password/${TOKEN}`, { token: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/en/portal');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('shows the inviting firm in the invitation’s language and refuses a short or mismatched password', async () => {
    const server = fakeApi({
      [`GET ${TOKEN_PATH}`]: {
        body: { token: { purpose: 'invite', email: 'maria@mail.test', firm_name: 'Haddad & Partners', locale: 'ar' } },
      },
    });
    const { user, location } = renderApp(`/en/portal/set-password/${TOKEN}`, { token: null });
    expect(await screen.findByText(/يدعوك Haddad & Partners إلى بوابة العملاء/)).toHaveTextContent('maria@mail.test');
    expect(location().pathname).toBe(`/ar/portal/set-password/${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to your client portal' })).toBeInTheDocument();
    expect(location().pathname).toBe(`/en/portal/set-password/${TOKEN}`);

    const password = screen.getByLabelText(/^New password/);
    await user.type(password, 'short');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('Enter at least 10 characters.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'a-long-enough-password');
    await user.type(screen.getByLabelText(/^Repeat the password/), '-different');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/portal/set-password')).toBe(false);
  });

  it('sets the password, signs in and opens the forms list', async () => {
    const server = fakeApi({
      [`GET ${TOKEN_PATH}`]: {
        body: { token: { purpose: 'reset', email: 'maria@mail.test', firm_name: 'Haddad & Partners', locale: 'en' } },
      },
      'POST /api/portal/set-password': { body: { account: portalAccount() } },
      'GET /api/portal/forms': { body: formsPage([]) },
    });
    const { user, location } = renderApp(`/en/portal/set-password/${TOKEN}`, { token: null });
    expect(
      await screen.findByText('Choose a new password for maria@mail.test in the client portal of Haddad & Partners.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'a-long-enough-password');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your forms' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal/forms');
    expect(server.calls.find((call) => call.path === '/api/portal/set-password')?.body).toEqual({
      token: TOKEN,
      password: 'a-long-enough-password',
    });
    // Signed in by the answer: no second look at the account was needed.
    expect(server.calls.some((call) => call.path === '/api/portal/account')).toBe(false);
  });

  it('says so when the link was used in the meantime', async () => {
    fakeApi({
      [`GET ${TOKEN_PATH}`]: {
        body: { token: { purpose: 'reset', email: 'maria@mail.test', firm_name: 'Haddad & Partners', locale: 'en' } },
      },
      'POST /api/portal/set-password': { status: 409, body: { code: 'portal_token_used', message: 'used' } },
    });
    const { user } = renderApp(`/en/portal/set-password/${TOKEN}`, { token: null });
    await user.type(await screen.findByLabelText(/^New password/), 'a-long-enough-password');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link was already used. Sign in with your password.',
    );
  });
});
