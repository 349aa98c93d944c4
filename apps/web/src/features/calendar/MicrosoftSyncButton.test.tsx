/** The calendar page's Microsoft 365 button: Connect, Sync or Reconnect as the connection stands, and a 401 signing in first. */
import type { MicrosoftUserInfoResponse } from '@counsel/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_MANAGER, MICROSOFT_LOGIN as LOGIN, microsoftUserInfo } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { MicrosoftSyncButton } from './MicrosoftSyncButton';

const info = (overrides: Partial<MicrosoftUserInfoResponse> = {}) => microsoftUserInfo(true, overrides);

afterEach(() => vi.restoreAllMocks());

function show(
  verification: MicrosoftUserInfoResponse,
  sync: { status: number; body: unknown } = { status: 200, body: {} },
) {
  const api = fakeApi({
    'GET /api/microsoft/user/info': { body: verification },
    'GET /api/microsoft/meetings': sync,
  });
  return { ...renderInApp(<MicrosoftSyncButton />, CALENDAR_MANAGER), api };
}

describe('the Microsoft 365 button', () => {
  it('offers Sync when verified, reads the Outlook calendar, and marks the sandbox', async () => {
    const { user, api } = show(info(), {
      status: 200,
      body: { synced: true, changed: 1, full_sync: false, last_synced_at: '2030-03-02T15:00:00.000Z' },
    });
    await screen.findByText('Microsoft sandbox');
    await user.click(screen.getByRole('button', { name: 'Sync Microsoft 365' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/microsoft/meetings')).toBe(true));
    expect(await screen.findByText('Your Outlook calendar is up to date.')).toBeInTheDocument();
  });

  it('offers Connect when not verified, opening the sign-in popup at /microsoft/auth/login', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = show(info({ verified: false, authorization_url: LOGIN, status: null }));
    await user.click(await screen.findByRole('button', { name: 'Connect Microsoft 365' }));
    expect(open).toHaveBeenCalledWith(
      LOGIN,
      'counsel-microsoft-sign-in',
      expect.stringContaining('width=500,height=600'),
    );
    expect(await screen.findByText(/sign-in window was blocked/)).toBeInTheDocument();
  });

  it('offers Reconnect, and says why, when the consent was revoked', async () => {
    show(info({ verified: false, authorization_url: LOGIN, status: 'revoked', last_error: 'invalid_grant' }));
    expect(await screen.findByRole('button', { name: 'Reconnect Microsoft 365' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Microsoft 365 access was revoked');
  });

  it('signs in with the authorization_url of a sync answered 401', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = show(info(), {
      status: 401,
      body: {
        code: 'microsoft_not_authorized',
        message: 'Microsoft 365 access was revoked. Reconnect Microsoft 365 to keep your Outlook calendar in sync.',
        details: { reason: 'revoked', authorization_url: LOGIN },
        authorization_url: LOGIN,
      },
    });
    await screen.findByText('Microsoft sandbox');
    await user.click(screen.getByRole('button', { name: 'Sync Microsoft 365' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LOGIN, 'counsel-microsoft-sign-in', expect.any(String)));
  });
});
