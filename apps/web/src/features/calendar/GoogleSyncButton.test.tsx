/** The calendar page's Google Calendar button: Connect, Sync or Reconnect as the connection stands, and a 401 opening the popup. */
import type { GoogleAuthorizationResponse } from '@counsel/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_MANAGER } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { GoogleSyncButton } from './GoogleSyncButton';

const userId = CALENDAR_MANAGER.user.id;
const LOGIN = `http://localhost/api/google-calendar/auth/login?user_id=${userId}&state=s`;
const state = (overrides: Partial<GoogleAuthorizationResponse> = {}): GoogleAuthorizationResponse => ({
  authorized: true,
  authorization_url: null,
  status: 'active',
  account_email: 'me@example.com',
  last_synced_at: null,
  last_error: null,
  sandbox: true,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

function show(check: GoogleAuthorizationResponse, sync: { status: number; body: unknown } = { status: 200, body: {} }) {
  const api = fakeApi({
    [`GET /api/meeting/${userId}/check-authorization`]: { body: check },
    [`POST /api/meeting/${userId}/sync-google-calendar`]: sync,
  });
  return { ...renderInApp(<GoogleSyncButton />, CALENDAR_MANAGER), api };
}

describe('the Google Calendar button', () => {
  it('offers Sync when connected, syncs, and marks the sandbox', async () => {
    const { user, api } = show(state(), {
      status: 200,
      body: { synced: true, changed: 2, full_sync: false, last_synced_at: '2030-03-02T15:00:00.000Z' },
    });
    // The button is enabled once the connection's state is in (the sandbox is marked with it).
    await screen.findByText('Sandbox');
    await user.click(screen.getByRole('button', { name: 'Sync Google Calendar' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/sync-google-calendar'))).toBe(true));
    expect(await screen.findByText('Google Calendar is up to date.')).toBeInTheDocument();
  });

  it('offers Connect when not connected, opening the popup at the authorization URL', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = show(state({ authorized: false, authorization_url: LOGIN, status: null }));
    await user.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(open).toHaveBeenCalledWith(
      LOGIN,
      'counsel-google-calendar',
      expect.stringContaining('width=500,height=600'),
    );
    expect(await screen.findByText(/sign-in window was blocked/)).toBeInTheDocument();
  });

  it('offers Reconnect, and says why, when Google revoked the access', async () => {
    show(state({ authorized: false, authorization_url: LOGIN, status: 'revoked', last_error: 'invalid_grant' }));
    expect(await screen.findByRole('button', { name: 'Reconnect Google Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Google Calendar access was revoked');
  });

  it('opens the popup with the authorization_url of a sync answered 401', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = show(state(), {
      status: 401,
      body: {
        code: 'google_calendar_not_authorized',
        message: 'Google Calendar access was revoked. Reconnect Google Calendar to keep it in sync.',
        details: { reason: 'revoked', authorization_url: LOGIN },
        authorization_url: LOGIN,
      },
    });
    await screen.findByText('Sandbox');
    await user.click(screen.getByRole('button', { name: 'Sync Google Calendar' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LOGIN, 'counsel-google-calendar', expect.any(String)));
  });
});
