import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { type FakeReply, fakeApi, type RecordedCall } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeDetail } from '../../test/team-fixtures';

const ME = makeMe();
const CHANGE_PATH = `/api/law-firm/3/employee/${ME.user.id}/change-password`;

function serve(change?: (call: RecordedCall) => FakeReply) {
  return fakeApi({
    'GET /api/auth/me': { body: ME },
    [`GET /api/law-firm/employee/${ME.user.id}`]: {
      body: { employee: makeDetail({ id: ME.user.id, full_name: ME.user.full_name, email: ME.user.email }) },
    },
    'GET /api/geo/countries': { body: [{ id: 'US', name: 'United States' }] },
    'GET /api/geo/countries/US/states': { body: [{ id: 'TX', name: 'Texas' }] },
    'GET /api/geo/countries/US/states/TX/cities': { body: [{ id: '4699066', name: 'Houston' }] },
    'GET /api/participant_type/get_all_participant_types/law_firm/3': { body: [] },
    ...(change ? { [`POST ${CHANGE_PATH}`]: change } : {}),
  });
}

const passwordForm = () => ({
  old: screen.getByLabelText(/Current password/),
  next: screen.getByLabelText(/^New password/),
  confirm: screen.getByLabelText(/Confirm new password/),
  submit: screen.getByRole('button', { name: 'Change password' }),
});

/** Types a whole value as one paste: the page re-renders on each key, which a long password makes slow. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('my profile', () => {
  it('shows the signed-in user’s own profile', async () => {
    serve();
    renderApp(`/my-profile/${ME.user.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Layla Haddad');
    expect(screen.getByText('Your permissions are set by an administrator.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  it('answers not found for anyone else’s id', async () => {
    serve();
    renderApp('/my-profile/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('the user menu’s My profile opens one’s own profile', async () => {
    fakeApi({
      'GET /api/auth/me': { body: ME },
      'GET /api/dashboard/summary': { body: makeSummary() },
      [`GET /api/law-firm/employee/${ME.user.id}`]: { body: { employee: makeDetail({ id: ME.user.id }) } },
      'GET /api/participant_type/get_all_participant_types/law_firm/3': { body: [] },
      'GET /api/geo/countries': { body: [] },
    });
    const { user, location } = renderApp('/ar/main');
    await user.click(await screen.findByRole('button', { name: 'Layla Haddad' }));
    await user.click(screen.getByRole('menuitem', { name: 'ملفي الشخصي' }));
    await waitFor(() => expect(location().pathname).toBe(`/ar/my-profile/${ME.user.id}`));
  });

  it('checks the change-password fields before sending', async () => {
    const server = serve(() => ({ status: 200, body: { message: 'ok', access_token: 'new-token' } }));
    const { user } = renderApp(`/my-profile/${ME.user.id}?tab=password`);
    await screen.findByRole('button', { name: 'Change password' });
    await user.click(passwordForm().submit);
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);

    await fill(user, passwordForm().old, 'old secret');
    await fill(user, passwordForm().next, 'a brand new secret');
    await fill(user, passwordForm().confirm, 'a different secret');
    await user.click(passwordForm().submit);
    expect(await screen.findByText('The new password and its confirmation do not match.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === CHANGE_PATH)).toBe(false);
  });

  it('shows the server’s error text', async () => {
    serve(() => ({
      status: 400,
      body: { code: 'wrong_password', message: 'The current password is incorrect.' },
    }));
    const { user } = renderApp(`/my-profile/${ME.user.id}?tab=password`);
    await screen.findByRole('button', { name: 'Change password' });
    await fill(user, passwordForm().old, 'not my password');
    await fill(user, passwordForm().next, 'a brand new secret');
    await fill(user, passwordForm().confirm, 'a brand new secret');
    await user.click(passwordForm().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
  });

  it('on success shows the success modal, keeps this device signed in, and returns to the profile after 1 second', async () => {
    const server = serve(() => ({
      status: 200,
      body: { message: 'Your password was changed.', access_token: 'new-token' },
    }));
    const { user, location } = renderApp(`/my-profile/${ME.user.id}?tab=password`);
    await screen.findByRole('button', { name: 'Change password' });
    await fill(user, passwordForm().old, 'old secret');
    await fill(user, passwordForm().next, 'a brand new secret');
    await fill(user, passwordForm().confirm, 'a brand new secret');
    const timer = vi.spyOn(window, 'setTimeout');
    await user.click(passwordForm().submit);

    const modal = await screen.findByRole('dialog', { name: 'Password changed' });
    const delays = timer.mock.calls.map((call) => call[1]);
    timer.mockRestore();
    expect(within(modal).getByText(/Your password was changed/)).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === CHANGE_PATH)?.body).toEqual({
      oldPassword: 'old secret',
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(session.getAccessToken()).toBe('new-token');
    // The return waits the spec's 1 second (the timer's delay, not the wall clock: a busy machine stretches both).
    expect(delays).toContain(1000);
    await waitFor(() => expect(location().pathname).toBe(`/en/my-profile/${ME.user.id}`));
    expect(location().search).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Password changed' })).not.toBeInTheDocument());
  });
});
