/** Forgot password: the sign-in page's link, the request form, and the mailed link's new-password form. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('forgot password', () => {
  it('is linked from the sign-in page and says a link is on its way, whatever the address', async () => {
    const server = fakeApi({
      'POST /api/auth/forgot-password': { status: 202, body: { code: 'reset_link_sent', message: 'x' } },
    });
    const { user, location } = renderApp('/auth/login', { token: null });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(location().pathname).toBe('/auth/forgot-password'));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'layla@haddad-law.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If an account uses this address/)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/auth/forgot-password')).toHaveLength(1);
  });

  it('speaks Arabic under /ar', async () => {
    fakeApi({});
    renderApp('/ar/auth/forgot-password', { token: null });
    expect(await screen.findByRole('heading', { name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الرابط' })).toBeInTheDocument();
  });

  it('says when too many links were asked for', async () => {
    fakeApi({ 'POST /api/auth/forgot-password': { status: 429, body: { code: 'too_many_requests', message: 'x' } } });
    const { user } = renderApp('/auth/forgot-password', { token: null });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'layla@haddad-law.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests for this address');
  });
});

describe('reset password', () => {
  it('sets the new password with the link’s token and signs in', async () => {
    const server = fakeApi({
      'POST /api/auth/reset-password': {
        body: { access_token: 'fresh-token', user: makeMe().user },
      },
      'GET /api/auth/me': { body: makeMe() },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user, location } = renderApp('/auth/reset-password?token=abc123', { token: null });
    await user.type(await screen.findByLabelText(/^New password/), 'a-brand-new-passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    const sent = server.calls.find((call) => call.path === '/api/auth/reset-password') as { body?: unknown };
    expect(sent.body).toEqual({ token: 'abc123', password: 'a-brand-new-passphrase' });
  });

  it('refuses a confirmation that differs, and explains a used or expired link', async () => {
    fakeApi({ 'POST /api/auth/reset-password': { status: 400, body: { code: 'invalid_token', message: 'x' } } });
    const { user } = renderApp('/auth/reset-password?token=used', { token: null });
    await user.type(await screen.findByLabelText(/^New password/), 'a-brand-new-passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'another-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The new password and its confirmation do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid, was already used or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
