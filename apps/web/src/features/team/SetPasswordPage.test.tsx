import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const invited = makeMe({ locale: 'ar' });

describe('set-password page (invitation link)', () => {
  it('lets the invited employee choose a password and signs them in, in their language', async () => {
    const server = fakeApi({
      'POST /api/auth/set-password': { body: { access_token: 'invited-token', user: invited.user } },
      'GET /api/auth/me': { body: invited },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user, location } = renderApp('/auth/set-password?token=abc123', { token: null });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('Enter at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The new password and its confirmation do not match.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'a long new passphrase');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    await waitFor(() => expect(location().pathname).toBe('/ar'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'abc123',
      password: 'a long new passphrase',
    });
    expect(session.getAccessToken()).toBe('invited-token');
  });

  it('says so when the link is no longer valid, even for someone signed in on this device', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe() },
      'POST /api/auth/set-password': {
        status: 400,
        body: { code: 'invalid_token', message: 'This link is invalid or has expired.' },
      },
    });
    const { user } = renderApp('/auth/set-password?token=used');
    await user.type(await screen.findByLabelText(/^Password/), 'a long new passphrase');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Ask your administrator for a new one.',
    );
    expect(session.getAccessToken()).toBe('test-access-token');
  });

  it('explains a link without its token', async () => {
    fakeApi({});
    renderApp('/ar/auth/set-password', { token: null });
    expect(await screen.findByText('هذا الرابط غير مكتمل. افتح الرابط من رسالة الدعوة مرة أخرى.')).toBeInTheDocument();
  });
});
