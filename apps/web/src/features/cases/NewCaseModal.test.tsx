import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { CLIENT_CONTACTS, caseProfile, casesPage, contactsPage, LIGHT_USERS } from './cases-test-data';

/** The first render of a lazy page compiles its chunk, which takes a while on a busy machine. */
const LAZY_PAGE = { timeout: 8000 };

const CREATOR = makeMe({ rules: [{ subject: 'cases', action: 'create' }] });

function serve(options: { created?: { status?: number; body?: unknown }; contacts?: typeof CLIENT_CONTACTS } = {}) {
  return fakeApi({
    'GET /api/auth/me': { body: CREATOR },
    'GET /api/law-firm/3/cases': { body: casesPage([]) },
    'GET /api/contacts': { body: contactsPage(options.contacts ?? CLIENT_CONTACTS) },
    'GET /api/law-firm/users/light': { body: LIGHT_USERS },
    'POST /api/case/': options.created ?? { status: 201, body: { id: 900, client_id: 101 } },
    'GET /api/case/900': { body: caseProfile({ id: 900, title: 'Naturalization' }) },
  });
}

async function openForm() {
  const view = renderApp('/client/cases');
  await view.user.click(await screen.findByRole('button', { name: 'New case' }, LAZY_PAGE));
  const dialog = await screen.findByRole('dialog', { name: 'New case' });
  return { ...view, dialog };
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Naturalization');
  await user.click(within(dialog).getByRole('combobox', { name: 'Contact' }));
  await user.click(await screen.findByRole('option', { name: /Maria Elena Gonzalez/ }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'N-400 after five years.');
  await user.click(within(dialog).getByRole('combobox', { name: 'Team leads' }));
  await user.click(await screen.findByRole('option', { name: 'James Clarke' }));
}

describe('New case form', { timeout: 20_000 }, () => {
  it('asks for a title, a contact and a team lead before sending anything', async () => {
    const server = serve();
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Create case' }));
    expect(await within(dialog).findByText('Assign a team lead before proceeding.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a title of spaces', async () => {
    serve();
    const { user, dialog } = await openForm();
    await fillValidForm(user, dialog);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create case' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
  });

  it('sends the creation payload as form data, then opens the new case', async () => {
    const server = serve();
    const { user, dialog, location } = await openForm();
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create case' }));
    await waitFor(() => expect(location().pathname).toBe('/client/101/cases/900'));
    const post = server.calls.find((c) => c.method === 'POST' && c.path === '/api/case/');
    expect(post?.body).toMatchObject({
      title: 'Naturalization',
      description: 'N-400 after five years.',
      contact_id: '11',
      law_firm_id: '3',
      status: 'PENDING',
      team_leads: '[8]',
      task_assignments: '[]',
      alt_steps_ids: '[]',
    });
    // Sent as multipart, so the browser sets the boundary: no JSON content type.
    expect(post?.headers['Content-Type']).toBeUndefined();
    expect(await screen.findByText('The case was created.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Naturalization' })).toBeInTheDocument();
  });

  it('explains the rule when an organisation has no primary contact', async () => {
    serve({
      created: {
        status: 422,
        body: { code: 'primary_contact_required', message: 'The selected contact doesn’t have a primary contact.' },
      },
    });
    const { user, dialog } = await openForm();
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create case' }));
    expect(
      await screen.findByText(
        "The selected contact doesn't have a primary contact. You must add a primary contact to proceed.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New case' })).toBeInTheDocument();
  });

  it('links to the contacts page when there are no contacts at all', async () => {
    serve({ contacts: [] });
    const { dialog } = await openForm();
    const link = await within(dialog).findByRole('link', { name: 'Add a contact' });
    expect(link).toHaveAttribute('href', '/contacts');
  });
});
