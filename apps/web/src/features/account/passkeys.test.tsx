import type { Passkey } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const ME = makeMe({ rules: [] });
const LAPTOP: Passkey = { id: 7, name: 'Work laptop', created_at: '2026-12-01T09:00:00.000Z', last_used_at: null };
const PHONE: Passkey = {
  id: 8,
  name: 'Phone',
  created_at: '2026-12-02T09:00:00.000Z',
  last_used_at: '2026-12-03T09:00:00.000Z',
};
const REGISTRATION = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
const ASSERTION = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };

const cancelled = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  browser.startRegistration.mockReset();
  browser.startAuthentication.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function serveSecurity(initial: Passkey[]) {
  let passkeys = initial;
  return fakeApi({
    'GET /api/auth/me': { body: ME },
    'GET /api/auth/sessions': { body: { sessions: [] } },
    'GET /api/auth/sign-ins': { body: { sign_ins: [] } },
    'GET /api/auth/mfa': { body: { totp_enabled: false, recovery_codes_left: 0, required: false } },
    'GET /api/auth/passkeys': () => ({ body: { passkeys } }),
    'POST /api/auth/passkeys/registration/options': { body: { challenge: 'server-challenge' } },
    'POST /api/auth/passkeys/registration/verify': (call) => {
      const added = { ...LAPTOP, id: 9, name: (call.body as { name: string }).name };
      passkeys = [...passkeys, added];
      return { status: 201, body: added };
    },
    [`PATCH /api/auth/passkeys/${LAPTOP.id}`]: (call) => {
      passkeys = passkeys.map((p) => (p.id === LAPTOP.id ? { ...p, name: (call.body as { name: string }).name } : p));
      return { body: passkeys.find((p) => p.id === LAPTOP.id) };
    },
    [`DELETE /api/auth/passkeys/${LAPTOP.id}`]: () => {
      passkeys = passkeys.filter((p) => p.id !== LAPTOP.id);
      return { status: 204 };
    },
  });
}

const passkeyItems = () => within(screen.getByRole('region', { name: 'Passkeys' })).queryAllByRole('listitem');

describe('the passkeys section', () => {
  it('lists the passkeys by name, renames one and removes one after confirming', async () => {
    const api = serveSecurity([LAPTOP, PHONE]);
    const { user } = renderApp('/en/account/security');
    await waitFor(() => expect(passkeyItems()).toHaveLength(2));
    expect(within(passkeyItems()[1]!).getByText(/last used/)).toBeInTheDocument();
    expect(within(passkeyItems()[0]!).getByText(/not used yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Work laptop' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const field = within(rename).getByRole('textbox', { name: /Passkey name/ });
    expect(field).toHaveValue('Work laptop');
    await user.clear(field);
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByText('Enter a name.')).toBeInTheDocument();
    await user.type(field, 'Old laptop');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Old laptop' });
    expect(await screen.findByText('Old laptop')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Old laptop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(within(confirm).getByText(/Old laptop will no longer sign you in/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(passkeyItems()).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/auth/passkeys/${LAPTOP.id}`,
    ]);
  });

  it('adds a passkey: its name, then the browser’s prompt with the server’s options', async () => {
    browser.startRegistration.mockResolvedValue(REGISTRATION);
    const api = serveSecurity([]);
    const { user } = renderApp('/en/account/security');
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: /Passkey name/ }), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'server-challenge' } });
    expect(api.calls.find((call) => call.path === '/api/auth/passkeys/registration/verify')?.body).toEqual({
      response: REGISTRATION,
      name: 'Phone',
    });
    await waitFor(() => expect(passkeyItems()).toHaveLength(1));
  });

  it('keeps the dialog open with a message when the browser’s prompt is closed, in Arabic', async () => {
    browser.startRegistration.mockRejectedValue(cancelled());
    const api = serveSecurity([]);
    const { user } = renderApp('/ar/account/security');
    await user.click(await screen.findByRole('button', { name: 'إضافة مفتاح مرور' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مفتاح مرور' });
    await user.type(within(dialog).getByRole('textbox', { name: /اسم مفتاح المرور/ }), 'هاتف');
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('أُغلقت نافذة مفتاح المرور');
    expect(api.calls.some((call) => call.path === '/api/auth/passkeys/registration/verify')).toBe(false);
  });

  it('says so, and offers no adding, where the browser has no passkeys', async () => {
    vi.unstubAllGlobals();
    serveSecurity([]);
    renderApp('/en/account/security');
    expect(await screen.findByText('This browser cannot use passkeys.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
  });
});

describe('signing in with a passkey', () => {
  it('signs in with a passkey alone from the sign-in page', async () => {
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const api = fakeApi({
      'POST /api/auth/passkeys/authentication/options': { body: { challenge: 'sign-in' } },
      'POST /api/auth/passkeys/authentication/verify': { body: { access_token: 'by-passkey', user: ME.user } },
      'GET /api/auth/me': { body: ME },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user } = renderApp('/auth/login', { token: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(session.getAccessToken()).toBe('by-passkey'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'sign-in' } });
    expect(api.calls.find((call) => call.path === '/api/auth/passkeys/authentication/options')?.body).toEqual({});
    expect(api.calls.find((call) => call.path === '/api/auth/passkeys/authentication/verify')?.body).toEqual({
      response: ASSERTION,
    });
  });

  it('offers only the passkey in the second step of a user who has no authenticator app, with the challenge', async () => {
    browser.startAuthentication.mockResolvedValueOnce(ASSERTION);
    let verified = 0;
    const api = fakeApi({
      'POST /api/auth/login': { body: { mfa_required: true, challenge: 'challenge-1', methods: ['passkey'] } },
      'POST /api/auth/passkeys/authentication/options': { body: { challenge: 'second-step' } },
      'POST /api/auth/passkeys/authentication/verify': () =>
        ++verified === 1
          ? { status: 401, body: { code: 'passkey_invalid', message: 'x' } }
          : { body: { access_token: 'after-passkey', user: ME.user } },
      'GET /api/auth/me': { body: ME },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user } = renderApp('/auth/login', { token: null });
    await user.type(await screen.findByLabelText(/Email/), 'layla@haddad-law.test');
    await user.type(screen.getByLabelText(/Password/), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const usePasskey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(screen.queryByRole('textbox', { name: /Authenticator code/ })).toBeNull();
    await user.click(usePasskey);
    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey could not be verified.');
    expect(session.getAccessToken()).toBeNull();
    browser.startAuthentication.mockResolvedValueOnce(ASSERTION);
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(session.getAccessToken()).toBe('after-passkey'));
    const options = api.calls.filter((call) => call.path === '/api/auth/passkeys/authentication/options');
    expect(options.map((call) => call.body)).toEqual([{ challenge: 'challenge-1' }, { challenge: 'challenge-1' }]);
    expect(api.calls.filter((call) => call.path === '/api/auth/passkeys/authentication/verify').at(-1)?.body).toEqual({
      response: ASSERTION,
      challenge: 'challenge-1',
    });
  });

  it('offers a passkey beside the code to a user who has both', async () => {
    fakeApi({
      'POST /api/auth/login': {
        body: { mfa_required: true, challenge: 'challenge-2', methods: ['totp', 'recovery_code', 'passkey'] },
      },
    });
    const { user } = renderApp('/auth/login', { token: null });
    await user.type(await screen.findByLabelText(/Email/), 'layla@haddad-law.test');
    await user.type(screen.getByLabelText(/Password/), 'the right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('textbox', { name: /Authenticator code/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
  });
});
