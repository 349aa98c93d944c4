import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { session } from '../../lib/session';
import {
  CLIENT_CONTACTS,
  caseProfile,
  casesPage,
  contactsPage,
  firmCase,
  LIGHT_USERS,
} from '../../test/cases-test-data';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { ClientCasesSection } from './ClientCasesSection';

/** The first render of a lazy page compiles its chunk, which takes a while on a busy machine. */

const READER = makeMe({ rules: [{ subject: 'cases', action: 'read' }] });
const EDITOR = makeMe({ rules: [{ subject: 'cases', action: 'update' }] });

describe('cases list', () => {
  it('lists the firm’s cases and pages, searches and filters on the server', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: READER },
      'GET /api/law-firm/3/cases': (call) => {
        const page = Number(new URLSearchParams(call.search).get('page'));
        const rows = page === 2 ? [firmCase(13)] : Array.from({ length: 12 }, (_, i) => firmCase(i + 1));
        return { body: casesPage(rows, 13, page) };
      },
    });
    const { user } = renderApp('/client/cases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cases' })).toBeInTheDocument();
    expect(await screen.findByText('13 cases')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Case 1\b/ });
    expect(within(row).getByText('Maria Elena Gonzalez')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    // A reader sees no creation actions.
    expect(screen.queryByRole('button', { name: 'New case' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New FOIA case' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /Case 13/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search cases' }), 'gonzalez');
    await waitFor(() =>
      expect(server.calls.some((c) => new URLSearchParams(c.search).get('q') === 'gonzalez')).toBe(true),
    );
    // A new search starts again from the first page.
    const searched = server.calls.filter((c) => new URLSearchParams(c.search).get('q') === 'gonzalez');
    expect(new URLSearchParams(searched.at(-1)?.search).get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'On hold' }));
    await waitFor(() =>
      expect(server.calls.some((c) => new URLSearchParams(c.search).get('status') === 'ON_HOLD')).toBe(true),
    );
  });

  it('starts at the cases not closed when the dashboard’s open count links here', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: READER },
      'GET /api/law-firm/3/cases': { body: casesPage([firmCase(55, { title: 'N-400 Naturalization' })]) },
    });
    renderApp('/client/cases?open=true');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('All but closed');
    const listed = server.calls.filter((c) => c.path === '/api/law-firm/3/cases');
    expect(listed.length).toBeGreaterThan(0);
    for (const call of listed) {
      expect(new URLSearchParams(call.search).get('open')).toBe('true');
      expect(new URLSearchParams(call.search).get('status')).toBeNull();
    }
  });

  it('opens the case profile from a row', async () => {
    fakeApi({
      'GET /api/auth/me': { body: READER },
      'GET /api/law-firm/3/cases': { body: casesPage([firmCase(55, { title: 'N-400 Naturalization' })]) },
      'GET /api/case/55': { body: caseProfile() },
    });
    const { user, location } = renderApp('/client/cases');
    await user.click(await screen.findByText('Maria Elena Gonzalez'));
    await waitFor(() => expect(location().pathname).toBe('/client/101/cases/55'));
    expect(await screen.findByRole('heading', { level: 1, name: 'N-400 Naturalization' })).toBeInTheDocument();
  });

  it('shows the no-access message without VIEW_CASES and asks for nothing', async () => {
    const server = fakeApi({ 'GET /api/auth/me': { body: makeMe({ rules: [] }) } });
    renderApp('/client/cases');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.includes('/cases'))).toBe(false);
  });
});

describe('case profile', () => {
  it('shows the title, status, description, client card and team leads', async () => {
    fakeApi({ 'GET /api/auth/me': { body: READER }, 'GET /api/case/55': { body: caseProfile() } });
    renderApp('/client/101/cases/55');
    expect(await screen.findByRole('heading', { level: 1, name: 'N-400 Naturalization' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Naturalization after five years as a permanent resident.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maria Elena Gonzalez' })).toHaveAttribute('href', '/client/101');
    const leads = screen.getByRole('list', { name: 'Team leads' });
    expect(within(leads).getByText('James Clarke')).toBeInTheDocument();
    expect(within(leads).getByText('Partner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit case' })).not.toBeInTheDocument();
  });

  it('keeps the Arabic interface and the client link under /ar', async () => {
    fakeApi({ 'GET /api/auth/me': { body: READER }, 'GET /api/case/55': { body: caseProfile() } });
    renderApp('/ar/client/101/cases/55');
    expect(await screen.findByText('مفتوحة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maria Elena Gonzalez' })).toHaveAttribute('href', '/ar/client/101');
  });

  it('edits the title, description, status and team leads with cases:update', async () => {
    let stored = caseProfile();
    const server = fakeApi({
      'GET /api/auth/me': { body: EDITOR },
      'GET /api/case/55': () => ({ body: stored }),
      'GET /api/law-firm/users/light': { body: LIGHT_USERS },
      'PUT /api/case/55': (call) => {
        stored = caseProfile({ title: (call.body as { title: string }).title, status: 'ON_HOLD' });
        return { body: stored };
      },
    });
    const { user } = renderApp('/client/101/cases/55');
    await user.click(await screen.findByRole('button', { name: 'Edit case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit case' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'N-400 with fee waiver');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'On hold' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Team leads' }));
    await user.click(await screen.findByRole('option', { name: 'Layla Haddad' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The case was saved.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'N-400 with fee waiver',
      description: 'Naturalization after five years as a permanent resident.',
      status: 'ON_HOLD',
      team_leads: [8, 7],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'N-400 with fee waiver' })).toBeInTheDocument();
  });

  it('answers not found for an unknown case or one filed under another client', async () => {
    fakeApi({
      'GET /api/auth/me': { body: READER },
      'GET /api/case/55': { body: caseProfile() },
      'GET /api/case/56': { status: 404, body: { code: 'not_found', message: 'Case not found' } },
    });
    renderApp('/client/999/cases/55');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('client cases section', () => {
  function renderSection(rules = [{ subject: 'cases' as const, action: 'create' as const }]) {
    session.setAccessToken('test-access-token');
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules }) },
      'GET /api/client/101/cases': {
        body: {
          cases: [
            {
              id: 55,
              title: 'N-400 Naturalization',
              status: 'OPEN',
              case_type: 'STANDARD',
              client_id: 101,
              created_at: '2026-03-04T10:00:00Z',
              team_leads: [{ id: 8, full_name: 'James Clarke', image: null, position: 'partner' }],
            },
          ],
        },
      },
      'GET /api/contacts': { body: contactsPage(CLIENT_CONTACTS.slice(1)) },
      'POST /api/foia-cases': { status: 201, body: { id: 900 } },
    });
    const user = userEvent.setup();
    render(
      <AppProviders mantineEnv="test">
        <MemoryRouter>
          <ClientCasesSection clientId={101} clientName="Maria Elena Gonzalez" clientEmail="maria@mail.example" />
        </MemoryRouter>
      </AppProviders>,
    );
    return { server, user };
  }

  it('lists the client’s cases with links to their profiles', async () => {
    renderSection();
    const link = await screen.findByRole('link', { name: 'N-400 Naturalization' });
    expect(link).toHaveAttribute('href', '/client/101/cases/55');
    expect(screen.getByRole('group', { name: 'Team leads' })).toBeInTheDocument();
  });

  it('opens a FOIA case for this client, already chosen', async () => {
    const { server, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'New FOIA case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add FOIA case' });
    expect(within(dialog).getByRole('radio', { name: /Maria Elena Gonzalez/ })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Case title' }), 'FOIA: A-File');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ client_id: 101, title: 'FOIA: A-File' }),
    );
  });

  it('shows nothing to a user who may not view cases', async () => {
    const { server } = renderSection([]);
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/auth/me')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Cases' })).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/api/client/101/cases')).toBe(false);
  });
});
