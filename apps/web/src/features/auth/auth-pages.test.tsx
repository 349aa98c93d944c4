import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const signedIn = (locale: 'en' | 'ar' = 'en') => ({
  'GET /api/auth/me': { body: makeMe({ locale }) },
  'GET /api/dashboard/summary': { body: makeSummary() },
});

describe('route guards', () => {
  it('send signed-out users from app pages to the login page of their locale', async () => {
    fakeApi({});
    const plain = renderApp('/main', { token: null });
    await waitFor(() => expect(plain.location().pathname).toBe('/en/auth/login'));
    plain.unmount();
    const arabic = renderApp('/ar/settings/language', { token: null });
    await waitFor(() => expect(arabic.location().pathname).toBe('/ar/auth/login'));
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });

  it('send signed-in users from auth pages to the dashboard', async () => {
    fakeApi(signedIn());
    const { location } = renderApp('/en/auth/register');
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(await screen.findByRole('heading', { name: 'Haddad & Partners' })).toBeInTheDocument();
  });
});

describe('sign in', () => {
  it('shows the translated message for wrong credentials', async () => {
    fakeApi({ 'POST /api/auth/login': { status: 401, body: { code: 'invalid_credentials', message: 'x' } } });
    const { user } = renderApp('/auth/login', { token: null });
    await user.type(await screen.findByLabelText(/Email/), 'layla@haddad-law.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(session.getAccessToken()).toBeNull();
  });

  it('shows the rate-limit message in Arabic', async () => {
    fakeApi({ 'POST /api/auth/login': { status: 429, body: { code: 'too_many_requests', message: 'x' } } });
    const { user } = renderApp('/ar/auth/login', { token: null });
    await user.type(await screen.findByLabelText(/البريد الإلكتروني/), 'layla@haddad-law.test');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('محاولات تسجيل دخول كثيرة جدًا');
  });

  it('validates before calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/auth/login', { token: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  it('signs in, stores the token and opens the app in the user’s remembered language', async () => {
    const api = fakeApi({
      'POST /api/auth/login': { body: { access_token: 'fresh-token', user: makeMe({ locale: 'ar' }).user } },
      ...signedIn('ar'),
    });
    const { user, location } = renderApp('/auth/login', { token: null });
    await user.type(await screen.findByLabelText(/Email/), 'Layla@Haddad-Law.test');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/ar'));
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh-token');
    // The shared schema normalises the email before it is sent.
    expect(api.calls[0]?.body).toEqual({ email: 'layla@haddad-law.test', password: 'correct horse battery' });
    expect(api.calls.find((call) => call.path === '/api/auth/me')?.headers.Authorization).toBe('Bearer fresh-token');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });

  it('links to sign up, keeping the locale', async () => {
    fakeApi({});
    renderApp('/ar/auth/login', { token: null });
    expect(await screen.findByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', '/ar/auth/register');
  });
});

describe('sign up', () => {
  async function fillForm(user: ReturnType<typeof renderApp>['user'], password = 'a long enough password') {
    await user.type(await screen.findByLabelText(/Firm name/), 'Haddad & Partners');
    await user.type(screen.getByLabelText(/Your full name/), 'Layla Haddad');
    await user.type(screen.getByLabelText(/Email/), 'layla@haddad-law.test');
    await user.type(screen.getByLabelText(/Password/), password);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('checks the password length with the shared rule, in words', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/auth/register', { token: null });
    await fillForm(user, 'short');
    expect(await screen.findByText('Enter at least 10 characters.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s field errors under their inputs', async () => {
    fakeApi({
      'POST /api/auth/register': {
        status: 400,
        body: { code: 'validation_failed', message: 'x', fields: { firm_name: 'Firm name is reserved' } },
      },
    });
    const { user } = renderApp('/auth/register', { token: null });
    await fillForm(user);
    const firmName = screen.getByLabelText(/Firm name/);
    await waitFor(() => expect(firmName).toHaveAccessibleDescription('Firm name is reserved'));
  });

  it('says when the email is taken, under the email input', async () => {
    fakeApi({ 'POST /api/auth/register': { status: 409, body: { code: 'email_taken', message: 'x' } } });
    const { user } = renderApp('/auth/register', { token: null });
    await fillForm(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('An account with this email already exists.'),
    );
  });

  it('sends the firm’s country and the browser’s time zone, both changeable, and names a refused zone', async () => {
    const api = fakeApi({
      'GET /api/geo/countries': {
        body: [
          { id: 'AE', name: 'United Arab Emirates' },
          { id: 'US', name: 'United States' },
        ],
      },
      'POST /api/auth/register': {
        status: 400,
        body: { code: 'validation_failed', message: 'x', fields: { time_zone: 'Unknown time zone' } },
      },
    });
    const { user } = renderApp('/auth/register', { token: null });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const timeZone = await screen.findByRole('combobox', { name: /Time zone/ });
    expect(timeZone).toHaveValue(zone.replaceAll('_', ' '));
    const country = screen.getByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(country).toHaveValue('United States'));
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'United Arab Emirates' }));
    await fillForm(user);

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveAccessibleDescription(
        'Choose a time zone from the list.',
      ),
    );
    const registration = api.calls.find((call) => call.path === '/api/auth/register');
    expect(registration?.body).toMatchObject({ country: 'AE', time_zone: zone });
  });

  it('keeps the language the user signed up in', async () => {
    const api = fakeApi({
      'POST /api/auth/register': {
        status: 201,
        body: { access_token: 'new-token', user: makeMe({ locale: 'ar' }).user },
      },
      ...signedIn('ar'),
    });
    const { user, location } = renderApp('/ar/auth/register', { token: null });
    await user.type(await screen.findByLabelText(/اسم المكتب/), 'مكتب حداد');
    await user.type(screen.getByLabelText(/اسمك الكامل/), 'ليلى حداد');
    await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'layla@haddad-law.test');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(location().pathname).toBe('/ar'));
    const registration = api.calls.find((call) => call.path === '/api/auth/register');
    expect(registration?.body).toMatchObject({ email: 'layla@haddad-law.test', locale: 'ar' });
  });
});
