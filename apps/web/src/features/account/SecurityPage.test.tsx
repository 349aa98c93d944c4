import type { AccountSession, SignInAttempt } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, fakeApi, type RecordedCall } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeDetail } from '../../test/team-fixtures';

const ME = makeMe({ rules: [] });

const CURRENT: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device_type: 'desktop',
  browser: 'Chrome 120',
  os: 'macOS 10.15.7',
  address: '203.0.113.5',
  created_at: '2026-12-01T09:00:00.000Z',
  last_seen_at: '2026-12-04T10:00:00.000Z',
  current: true,
};
const PHONE: AccountSession = {
  ...CURRENT,
  id: '22222222-2222-4222-8222-222222222222',
  device_type: 'mobile',
  browser: 'Safari 17',
  os: 'iOS 17.2',
  address: '198.51.100.7',
  current: false,
};
const TABLET: AccountSession = {
  ...CURRENT,
  id: '33333333-3333-4333-8333-333333333333',
  device_type: 'tablet',
  browser: null,
  os: null,
  address: null,
  current: false,
};

const SIGN_INS: SignInAttempt[] = [
  {
    id: 2,
    at: '2026-12-04T09:59:00.000Z',
    address: '203.0.113.5',
    device_type: 'desktop',
    browser: 'Chrome 120',
    os: 'macOS 10.15.7',
    succeeded: true,
    factor: 'password',
    failure_reason: null,
  },
  {
    id: 1,
    at: '2026-12-04T09:58:00.000Z',
    address: '192.0.2.44',
    device_type: 'desktop',
    browser: 'Firefox 121',
    os: 'Windows 10',
    succeeded: false,
    factor: 'password',
    failure_reason: 'wrong_password',
  },
];

function serve(
  sessions: AccountSession[],
  extra: Record<string, FakeReply | ((call: RecordedCall) => FakeReply)> = {},
) {
  let open = sessions;
  const api = fakeApi({
    'GET /api/auth/me': { body: ME },
    'GET /api/auth/sessions': () => ({ body: { sessions: open } }),
    'GET /api/auth/sign-ins': { body: { sign_ins: SIGN_INS } },
    'GET /api/auth/passkeys': { body: { passkeys: [] } },
    [`DELETE /api/auth/sessions/${PHONE.id}`]: () => {
      open = open.filter((session) => session.id !== PHONE.id);
      return { status: 204 };
    },
    'POST /api/auth/sessions/revoke-others': () => {
      const revoked = open.filter((session) => !session.current).length;
      open = open.filter((session) => session.current);
      return { body: { revoked } };
    },
    ...extra,
  });
  return api;
}

const sessionCards = () => within(screen.getByRole('region', { name: 'Active sessions' })).getAllByRole('listitem');

afterEach(() => vi.restoreAllMocks());

describe('the security page', () => {
  it('lists the active sessions, the current one marked, for an employee without any permission', async () => {
    serve([CURRENT, PHONE, TABLET]);
    renderApp('/en/account/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    await waitFor(() => expect(sessionCards()).toHaveLength(3));
    const [current, phone, tablet] = sessionCards();
    expect(within(current!).getByText('Chrome 120 · macOS 10.15.7')).toBeInTheDocument();
    expect(within(current!).getByText('This device')).toBeInTheDocument();
    expect(within(current!).getByText('203.0.113.5')).toBeInTheDocument();
    expect(within(current!).queryByRole('button')).toBeNull();
    expect(within(phone!).getByText('Safari 17 · iOS 17.2')).toBeInTheDocument();
    expect(within(phone!).getByText('Phone')).toBeInTheDocument();
    expect(within(phone!).queryByText('This device')).toBeNull();
    expect(within(phone!).getByRole('button', { name: 'Sign out of Safari 17 · iOS 17.2' })).toBeInTheDocument();
    // Nothing known of the device but its kind: named by it, the unknown address said so.
    expect(within(tablet!).getAllByText('Tablet').length).toBeGreaterThan(0);
    expect(within(tablet!).getByText('Unknown')).toBeInTheDocument();
  });

  it('signs out of one session after confirming, giving the focus back to the page', async () => {
    const api = serve([CURRENT, PHONE]);
    const { user } = renderApp('/en/account/security');
    const button = await screen.findByRole('button', { name: 'Sign out of Safari 17 · iOS 17.2' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of this session?' });
    expect(within(dialog).getByText(/Safari 17 · iOS 17.2 will be signed out at once/)).toBeInTheDocument();
    // Cancelling ends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out of Safari 17 · iOS 17.2' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Sign out of Safari 17 · iOS 17.2' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out of this session?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/auth/sessions/${PHONE.id}`,
    ]);
    await waitFor(() => expect(sessionCards()).toHaveLength(1));
    expect(await screen.findByText('The session was signed out.')).toBeInTheDocument();
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
    // Its button is gone with it: the focus goes to the section's heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Active sessions' })).toHaveFocus());
  });

  it('signs out of every other session at once', async () => {
    const api = serve([CURRENT, PHONE, TABLET]);
    const { user } = renderApp('/en/account/security');
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(sessionCards()).toHaveLength(1));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/auth/sessions/revoke-others')).toBe(
      true,
    );
    expect(await screen.findByText('2 other sessions were signed out.')).toBeInTheDocument();
    // Nothing left to sign out of.
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Active sessions' })).toHaveFocus());
  });

  it('shows an error when a session cannot be signed out, keeping the dialog open', async () => {
    serve([CURRENT, PHONE], {
      [`DELETE /api/auth/sessions/${PHONE.id}`]: {
        status: 404,
        body: { code: 'not_found', message: 'Session not found' },
      },
    });
    const { user } = renderApp('/en/account/security');
    await user.click(await screen.findByRole('button', { name: 'Sign out of Safari 17 · iOS 17.2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: 'Sign out of this session?' })).toBeInTheDocument();
    expect(await screen.findByText('It could not be found. It may have been deleted.')).toBeInTheDocument();
  });

  it('shows the recent sign-ins in a table: time, device, address, method and result', async () => {
    serve([CURRENT]);
    renderApp('/en/account/security');
    const table = await screen.findByRole('table', { name: 'Recent sign-ins' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Device', 'Address', 'Method', 'Result']);
    expect(within(rows[1]!).getByText('Chrome 120 · macOS 10.15.7')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Signed in')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('192.0.2.44')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Password')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Wrong password')).toBeInTheDocument();
  });

  it('shows the sign-ins as cards on a phone, in Arabic', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    serve([CURRENT]);
    renderApp('/ar/account/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'الأمان' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'عمليات تسجيل الدخول الأخيرة' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('كلمة مرور خاطئة')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('فشل')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('هذا الجهاز')).toBeInTheDocument();
  });

  it('is linked from My profile and from the user menu', async () => {
    serve([CURRENT], {
      [`GET /api/law-firm/employee/${ME.user.id}`]: {
        body: { employee: makeDetail({ id: ME.user.id }) },
      },
      'GET /api/participant_type/get_all_participant_types/law_firm/3': { body: [] },
    });
    const { user, location } = renderApp(`/en/my-profile/${ME.user.id}`);
    const link = await screen.findByRole('link', { name: 'Security and sessions' });
    expect(link).toHaveAttribute('href', '/en/account/security');
    await user.click(screen.getByRole('button', { name: ME.user.full_name }));
    expect(await screen.findByRole('menuitem', { name: 'Security' })).toHaveAttribute('href', '/en/account/security');
    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe('/en/account/security'));
  });
});
