import type { PortalAccess } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeClient, makeMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ACCESS_PATH = '/api/law-firm/3/clients/5/portal-access';
const CLIENT = { 'GET /api/client/5': { body: { client: makeClient() } } };
const admin = (locale: 'en' | 'ar' = 'en') => ({ 'GET /api/auth/me': { body: makeMe({ is_admin: true, locale }) } });
const reader = { 'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'clients', action: 'read' }] }) } };

function access(overrides: Partial<PortalAccess> = {}): PortalAccess {
  return {
    status: 'invited',
    email: 'maria@mail.test',
    invited_at: '2026-11-20T10:00:00.000Z',
    invited_by: { id: 7, full_name: 'Layla Haddad' },
    activated_at: null,
    last_sign_in_at: null,
    second_factor: false,
    ...overrides,
  };
}

const card = () => screen.findByRole('region', { name: 'Client portal' });

describe('the client portal card on the client profile', () => {
  it('invites a client not yet invited, in the staff member’s language', async () => {
    const server = fakeApi({
      ...admin('ar'),
      ...CLIENT,
      [`GET ${ACCESS_PATH}`]: { body: { portal_access: null } },
      [`POST ${ACCESS_PATH}`]: { status: 201, body: { portal_access: access() } },
    });
    const { user } = renderApp('/en/client/5');
    const section = await card();
    expect(await within(section).findByText('Not invited to the client portal.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Withdraw access' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Invite to portal' }));
    expect(await screen.findByText('Invitation sent to Maria Luisa Gomez.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ locale: 'ar' });
    expect(
      await within(section).findByText(
        'Invited on Nov 20, 2026 by Layla Haddad at maria@mail.test; no password chosen yet.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Send invitation again' })).toBeInTheDocument();
  });

  it('says in the contract’s words that a client without an email cannot be invited', async () => {
    fakeApi({
      ...admin(),
      ...CLIENT,
      [`GET ${ACCESS_PATH}`]: { body: { portal_access: null } },
      [`POST ${ACCESS_PATH}`]: {
        status: 422,
        body: { code: 'client_email_missing', message: 'The client has no email address.' },
      },
    });
    const { user } = renderApp('/client/5');
    await user.click(await within(await card()).findByRole('button', { name: 'Invite to portal' }));
    expect(
      await screen.findByText('The client has no email address. Add one to their profile to invite them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The invitation was not sent')).toBeInTheDocument();
  });

  it('shows an active account with its last sign-in, and withdraws access once confirmed', async () => {
    const server = fakeApi({
      ...admin(),
      ...CLIENT,
      [`GET ${ACCESS_PATH}`]: {
        body: {
          portal_access: access({
            status: 'active',
            activated_at: '2026-11-21T10:00:00.000Z',
            last_sign_in_at: '2026-11-25T15:30:00.000Z',
          }),
        },
      },
      [`DELETE ${ACCESS_PATH}`]: { status: 204 },
    });
    const { user } = renderApp('/client/5');
    const section = await card();
    expect(
      await within(section).findByText('Active since Nov 21, 2026; signs in as maria@mail.test.'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/^Last sign-in: Nov 25, 2026/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send invitation again' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Withdraw access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw portal access?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(section).getByRole('button', { name: 'Withdraw access' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw portal access?' })).getByRole('button', {
        name: 'Withdraw access',
      }),
    );
    expect(await screen.findByText('Maria Luisa Gomez no longer has portal access.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await within(section).findByText('Not invited to the client portal.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends an invitation again to a client who has not chosen a password, in Arabic', async () => {
    const server = fakeApi({
      ...admin('ar'),
      ...CLIENT,
      [`GET ${ACCESS_PATH}`]: { body: { portal_access: access({ invited_by: null }) } },
      [`POST ${ACCESS_PATH}`]: { body: { portal_access: access({ invited_at: '2026-11-26T10:00:00.000Z' }) } },
    });
    const { user } = renderApp('/ar/client/5');
    const section = await screen.findByRole('region', { name: 'بوابة العملاء' });
    expect(await within(section).findByText(/^دُعي في/)).toHaveTextContent('maria@mail.test');
    await user.click(within(section).getByRole('button', { name: 'إرسال الدعوة مرة أخرى' }));
    expect(await screen.findByText('أُرسلت الدعوة إلى Maria Luisa Gomez.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ locale: 'ar' });
  });

  it('shows a reader where access stands, without the actions', async () => {
    fakeApi({ ...reader, ...CLIENT, [`GET ${ACCESS_PATH}`]: { body: { portal_access: access() } } });
    renderApp('/client/5');
    const section = await card();
    expect(await within(section).findByText(/^Invited on Nov 20, 2026/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('is not there, nor asked for, without the read-clients permission', async () => {
    const server = fakeApi({ 'GET /api/auth/me': { body: makeMe({ rules: [] }) }, ...CLIENT });
    renderApp('/client/5');
    expect(await screen.findByRole('heading', { name: /have access/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Client portal' })).toBeNull();
    expect(server.calls.some((call) => call.path === ACCESS_PATH)).toBe(false);
  });

  it('resets an active client’s second sign-in step once confirmed, and then no longer offers it', async () => {
    const active = { status: 'active' as const, activated_at: '2026-11-21T10:00:00.000Z' };
    let factor = true;
    const server = fakeApi({
      ...admin(),
      ...CLIENT,
      [`GET ${ACCESS_PATH}`]: () => ({ body: { portal_access: access({ ...active, second_factor: factor }) } }),
      [`DELETE ${ACCESS_PATH}/second-factor`]: () => {
        factor = false;
        return { status: 204 };
      },
    });
    const { user } = renderApp('/client/5');
    const section = await card();
    expect(await within(section).findByText('Second sign-in step: on.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Reset second sign-in step' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset the client's second sign-in step?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reset second sign-in step' }));
    expect(await screen.findByText("Maria Luisa Gomez's second sign-in step was removed.")).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${ACCESS_PATH}/second-factor`,
    ]);
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Reset second sign-in step' })).toBeNull(),
    );
    expect(within(section).queryByText('Second sign-in step: on.')).toBeNull();
  });

  it('offers no reset to a reader, nor for a client without a second step', async () => {
    fakeApi({
      ...reader,
      ...CLIENT,
      [`GET ${ACCESS_PATH}`]: { body: { portal_access: access({ status: 'active', second_factor: true }) } },
    });
    renderApp('/client/5');
    const section = await card();
    expect(await within(section).findByText('Second sign-in step: on.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Reset second sign-in step' })).toBeNull();
  });
});
