import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_CONTACTS, casesPage, contactsPage } from '../../test/cases-test-data';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** The first render of a lazy page compiles its chunk, which takes a while on a busy machine. */

const CREATOR = makeMe({ rules: [{ subject: 'cases', action: 'create' }] });

function serve(foia: { status?: number; body?: unknown } = { status: 201, body: { id: 900 } }) {
  return fakeApi({
    'GET /api/auth/me': { body: CREATOR },
    'GET /api/law-firm/3/cases': { body: casesPage([]) },
    'GET /api/contacts': { body: contactsPage(CLIENT_CONTACTS) },
    'POST /api/foia-cases': foia,
  });
}

async function openDialog() {
  const view = renderApp('/client/cases');
  await view.user.click(await screen.findByRole('button', { name: 'New FOIA case' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add FOIA case' });
  await within(dialog).findByRole('radio', { name: /Maria Elena Gonzalez/ });
  return { ...view, dialog };
}

describe('Add FOIA case dialog', () => {
  it('keeps Create disabled until there is a title (after trimming) and a client', async () => {
    serve();
    const { user, dialog } = await openDialog();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Still missing: Case title and Client.');

    await user.type(within(dialog).getByRole('textbox', { name: 'Case title' }), '   ');
    await user.click(within(dialog).getByRole('radio', { name: /Maria Elena Gonzalez/ }));
    // Spaces alone are no title.
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Case title' }), 'A-File request');
    expect(create).toBeEnabled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Case title' }));
    expect(create).toBeDisabled();
  });

  it('needs a client even with a title', async () => {
    serve();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Case title' }), 'FOIA: CBP records');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(within(dialog).getByText('Still missing: Client.')).toBeInTheDocument();
  });

  it('filters clients by name or email, ignoring case', async () => {
    serve();
    const { user, dialog } = await openDialog();
    const search = within(dialog).getByRole('searchbox', { name: 'Search clients' });
    const names = () =>
      within(dialog)
        .queryAllByRole('radio')
        .map((radio) => radio.getAttribute('value'));
    expect(names()).toEqual(['101', '102', '103']);

    await user.type(search, 'mARIA');
    expect(names()).toEqual(['101']);

    await user.clear(search);
    await user.type(search, 'john.obrien@mail');
    // The stored email is upper case: the match still holds.
    expect(names()).toEqual(['103']);

    await user.clear(search);
    await user.type(search, 'منصور');
    expect(names()).toEqual(['102']);

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(names()).toEqual([]);
    expect(within(dialog).getByText('No clients found.')).toBeInTheDocument();
  });

  it('shows the client list in a 16rem high scroll area', async () => {
    serve();
    const { dialog } = await openDialog();
    const radio = within(dialog).getByRole('radio', { name: /Maria Elena Gonzalez/ });
    const area = radio.closest('.mantine-ScrollArea-root') as HTMLElement;
    expect(area).not.toBeNull();
    expect(area.style.getPropertyValue('height')).toBe('16rem');
  });

  it('asks the picker for client contacts only (details=false&clients=true)', async () => {
    const server = serve();
    await openDialog();
    const call = server.calls.find((c) => c.path === '/api/contacts');
    const params = new URLSearchParams(call?.search);
    expect(params.get('details')).toBe('false');
    expect(params.get('clients')).toBe('true');
  });

  it('creates the case for the picked client with a trimmed title, then says so and closes', async () => {
    const server = serve();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Case title' }), '  FOIA Request: USCIS A-File  ');
    await user.click(within(dialog).getByRole('radio', { name: /O'Brien/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The FOIA case was created.')).toBeInTheDocument();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ client_id: 103, title: 'FOIA Request: USCIS A-File' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add FOIA case' })).not.toBeInTheDocument());
  });

  it('says so when the server refuses, and stays open', async () => {
    serve({ status: 500, body: { code: 'internal_error', message: 'boom' } });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Case title' }), 'FOIA');
    await user.click(within(dialog).getByRole('radio', { name: /Maria/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The FOIA case could not be created. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add FOIA case' })).toBeInTheDocument();
  });

  it('closes on Cancel without creating anything', async () => {
    const server = serve();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add FOIA case' })).not.toBeInTheDocument());
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
