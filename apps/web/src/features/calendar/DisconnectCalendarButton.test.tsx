/**
 * Disconnecting an outside calendar from its button: a named dialog that says what goes and what stays,
 * reached and answered with the keyboard (focus held, then given back), the user's own DELETE
 * /calendar-connections/{provider}, Connect offered again after it, and each outcome told, in both languages.
 */
import type { GoogleAuthorizationResponse } from '@counsel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../locales/i18n';
import { CALENDAR_MANAGER, microsoftUserInfo } from '../../test/calendar-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { GoogleSyncButton } from './GoogleSyncButton';
import { MicrosoftSyncButton } from './MicrosoftSyncButton';

const userId = CALENDAR_MANAGER.user.id;
const LOGIN = `http://localhost/api/google-calendar/auth/login?user_id=${userId}&state=s`;
const googleState = (connected: boolean): GoogleAuthorizationResponse => ({
  authorized: connected,
  authorization_url: connected ? null : LOGIN,
  status: connected ? 'active' : null,
  account_email: connected ? 'me@example.com' : null,
  last_synced_at: null,
  last_error: null,
  sandbox: false,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

/** Google connected until the DELETE succeeds; the DELETE answers `reply`. */
function showGoogle(reply: { status?: number; body: unknown }) {
  let connected = true;
  const api = fakeApi({
    [`GET /api/meeting/${userId}/check-authorization`]: () => ({ body: googleState(connected) }),
    'DELETE /api/calendar-connections/google': () => {
      if (!reply.status || reply.status < 400) connected = false;
      return reply;
    },
  });
  return { ...renderInApp(<GoogleSyncButton />, CALENDAR_MANAGER), api };
}
const deletes = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

describe('disconnecting a calendar', () => {
  it('asks in a dialog reached by keyboard, gives focus back on Escape, then disconnects and offers Connect', async () => {
    const { user, api } = showGoogle({ body: { provider: 'google', disconnected: true, revocation: 'revoked' } });
    const opener = await screen.findByRole('button', { name: 'Disconnect Google Calendar' });
    opener.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' });
    expect(dialog).toHaveTextContent('events imported from it are removed');
    expect(dialog).toHaveTextContent('Meetings you made here stay');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(deletes(api.calls)).toEqual([]);

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' });
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    // Tab cycles within the dialog until the confirming button has focus.
    for (let step = 0; step < 4 && document.activeElement !== confirm; step += 1) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Google Calendar is disconnected.')).toBeInTheDocument();
    expect(deletes(api.calls)).toEqual(['/api/calendar-connections/google']);
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect Google Calendar' })).not.toBeInTheDocument();
  });

  it('tells, in Arabic, that Google could not revoke the access though the connection is removed', async () => {
    const { user } = showGoogle({ body: { provider: 'google', disconnected: true, revocation: 'failed' } });
    await act(() => i18n.changeLanguage('ar'));
    await user.click(await screen.findByRole('button', { name: 'فصل تقويم جوجل' }));
    const dialog = await screen.findByRole('dialog', { name: 'فصل تقويم جوجل؟' });
    expect(dialog).toHaveTextContent('تُزال الأحداث المستوردة منه');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'فصل تقويم جوجل' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'فصل تقويم جوجل؟' })).getByRole('button', { name: 'فصل' }),
    );
    expect(await screen.findByText(/تعذّر الوصول إلى جوجل لإلغاء وصول Counsel/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ربط تقويم جوجل' })).toBeInTheDocument();
  });

  it('keeps the dialog and the connection when the server refuses, and says so', async () => {
    const { user } = showGoogle({ status: 500, body: { code: 'internal', message: 'Something went wrong' } });
    await user.click(await screen.findByRole('button', { name: 'Disconnect Google Calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Google Calendar could not be disconnected.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Disconnect Google Calendar?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Google Calendar' })).toBeInTheDocument();
  });

  it('says, for Microsoft 365, where the consent is removed, in English and Arabic', async () => {
    let verified = true;
    const api = fakeApi({
      'GET /api/microsoft/user/info': () => ({ body: microsoftUserInfo(verified) }),
      'DELETE /api/calendar-connections/microsoft': () => {
        verified = false;
        return { body: { provider: 'microsoft', disconnected: true, revocation: 'not_supported' } };
      },
    });
    const { user } = renderInApp(<MicrosoftSyncButton />, CALENDAR_MANAGER);
    await user.click(await screen.findByRole('button', { name: 'Disconnect Microsoft 365' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Microsoft 365?' });
    expect(dialog).toHaveTextContent('open My Apps in your Microsoft account and remove Counsel');
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('dialog', { name: 'فصل مايكروسوفت 365؟' })).toHaveTextContent('«تطبيقاتي»');
    await user.click(within(dialog).getByRole('button', { name: 'فصل' }));
    expect(await screen.findByText(/فُصل مايكروسوفت 365/)).toBeInTheDocument();
    expect(deletes(api.calls)).toEqual(['/api/calendar-connections/microsoft']);
    expect(await screen.findByRole('button', { name: 'ربط مايكروسوفت 365' })).toBeInTheDocument();
  });
});
