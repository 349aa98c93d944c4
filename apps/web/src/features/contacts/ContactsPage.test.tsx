import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contact, contactPage, fillHouston, openForm, pick, save, serveContacts } from '../../test/contacts-test-data';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const DELETED = {
  status: 400,
  body: {
    code: 'deleted_contact',
    message: 'A deleted contact has this email.',
    details: { email: 'office@acme.example' },
  },
};

async function submitAcme() {
  const view = await openForm();
  const { user, dialog } = view;
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme Translations');
  await pick(user, dialog, 'Contact type', 'Company');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'office@acme.example');
  await fillHouston(user, dialog);
  await save(user, dialog);
  return view;
}

describe('contacts page', () => {
  it('lists contacts with their type, searches and pages on the server', async () => {
    const server = serveContacts({
      'GET /api/contacts': (call) => {
        const q = new URLSearchParams(call.search).get('q');
        const all = [
          contact(),
          contact({
            id: 11,
            name: 'Harris County Court',
            contact_type: 'court',
            email: null,
            participant_type_ids: [],
          }),
        ];
        const found = q ? all.filter((c) => c.name.toLowerCase().includes(q.toLowerCase())) : all;
        return { body: { ...contactPage(found), total: q ? found.length : 30 } };
      },
    });
    const { user } = renderApp('/contacts');
    const row = await screen.findByRole('row', { name: /Samir Abboud/ });
    expect(within(row).getByText('Individual')).toBeInTheDocument();
    expect(await within(row).findByText('Interpreter')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Harris County Court/ })).getByText('Court')).toBeInTheDocument();
    expect(screen.getByText('30 contacts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(server.calls.some((c) => c.search.includes('page=2'))).toBe(true));
    await user.type(screen.getByRole('textbox', { name: 'Search contacts' }), 'harris');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Samir Abboud/ })).not.toBeInTheDocument());
    const search = server.calls.filter((c) => c.path === '/api/contacts').at(-1)!;
    expect(new URLSearchParams(search.search).get('q')).toBe('harris');
    expect(new URLSearchParams(search.search).get('page')).toBe('1');
  });

  it('opens searched for the name the header search linked to (?q=)', async () => {
    const server = serveContacts({ 'GET /api/contacts': { body: contactPage([contact()]) } });
    renderApp('/contacts?q=Samir%20Abboud');
    expect(await screen.findByRole('textbox', { name: 'Search contacts' })).toHaveValue('Samir Abboud');
    await waitFor(() =>
      expect(
        server.calls.some(
          (c) => c.path === '/api/contacts' && new URLSearchParams(c.search).get('q') === 'Samir Abboud',
        ),
      ).toBe(true),
    );
  });

  it('offers to retrieve a deleted contact with the same email, and retrieves it', async () => {
    const server = serveContacts({
      'POST /api/contacts': DELETED,
      'PUT /api/contacts/retrieve-contact': { body: contact() },
    });
    const { user } = await submitAcme();
    const confirm = await screen.findByRole('dialog', { name: 'Retrieve deleted contact?' });
    expect(confirm).toHaveTextContent('office@acme.example');
    const listCalls = server.calls.filter((c) => c.path === '/api/contacts' && c.method === 'GET').length;
    await user.click(within(confirm).getByRole('button', { name: 'Retrieve contact' }));
    expect(await screen.findByText('The contact was retrieved.')).toBeInTheDocument();
    const put = server.calls.find((c) => c.method === 'PUT' && c.path === '/api/contacts/retrieve-contact');
    expect(put?.body).toEqual({ email: 'office@acme.example' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.path === '/api/contacts' && c.method === 'GET').length).toBeGreaterThan(
      listCalls,
    );
  });

  it('says why a retrieval failed and keeps the form', async () => {
    serveContacts({
      'POST /api/contacts': DELETED,
      'PUT /api/contacts/retrieve-contact': { status: 500, body: { code: 'internal_error', message: 'boom' } },
    });
    const { user } = await submitAcme();
    const confirm = await screen.findByRole('dialog', { name: 'Retrieve deleted contact?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retrieve contact' }));
    expect(await screen.findByText('The contact could not be retrieved.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add contact' })).toBeInTheDocument();
  });

  it('asks for an email before retrieving, without calling the server', async () => {
    const server = serveContacts({ 'POST /api/contacts': DELETED });
    const view = await openForm();
    const { user, dialog } = view;
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme Translations');
    await pick(user, dialog, 'Contact type', 'Company');
    await fillHouston(user, dialog);
    await save(user, dialog);
    const confirm = await screen.findByRole('dialog', { name: 'Retrieve deleted contact?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retrieve contact' }));
    expect(await screen.findByText('Email is required to retrieve contact')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/api/contacts/retrieve-contact')).toBe(false);
  });

  it('marks the email when an active contact already has it', async () => {
    serveContacts({
      'POST /api/contacts': {
        status: 409,
        body: { code: 'contact_exists', message: 'x', fields: { email: 'A contact with this email already exists.' } },
      },
    });
    const { dialog } = await submitAcme();
    expect(await within(dialog).findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'A contact with this email already exists.',
    );
  });

  it('sets the primary contact of an organisation', async () => {
    const server = serveContacts({
      'GET /api/contacts': (call) =>
        new URLSearchParams(call.search).get('contact_type') === 'individual'
          ? { body: contactPage([contact({ id: 12, name: 'Mariam Khoury', email: 'mariam@lang.example' })]) }
          : { body: contactPage([contact({ id: 20, name: 'Gulf Coast Language Services', contact_type: 'company' })]) },
      'PUT /api/contacts/20/primary-contact': { body: { primary_contact_id: 12 } },
    });
    const { user } = renderApp('/contacts');
    await user.click(
      await screen.findByRole('button', { name: 'Set primary contact for Gulf Coast Language Services' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Primary contact of Gulf Coast/ });
    await user.click(within(dialog).getByRole('combobox', { name: 'Primary contact' }));
    await user.click(await screen.findByRole('option', { name: /Mariam Khoury/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The primary contact was saved.')).toBeInTheDocument();
    const put = server.calls.find((c) => c.method === 'PUT' && c.path === '/api/contacts/20/primary-contact');
    expect(put?.body).toEqual({ primary_contact_id: 12 });
  });

  it('edits a contact from its menu, sending the changes and leaving unchanged participant types alone', async () => {
    const server = serveContacts({ 'PUT /api/contacts/10': { body: contact({ name: 'Samir K. Abboud' }) } });
    const { user } = renderApp('/contacts');
    await user.click(await screen.findByRole('button', { name: 'Actions for Samir Abboud' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Samir Abboud');
    await user.clear(name);
    await user.type(name, 'Samir K. Abboud');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The contact was updated.')).toBeInTheDocument();
    const put = server.calls.find((c) => c.method === 'PUT' && c.path === '/api/contacts/10');
    expect(put?.body).toMatchObject({
      name: 'Samir K. Abboud',
      contact_type: 'individual',
      gender: 'MALE',
      date_of_birth: '1979-03-22',
      email: 'samir@lang.example',
    });
    expect(server.calls.some((c) => c.path === '/api/contacts/10/participant-types')).toBe(false);
  });

  it('deletes a contact after asking', async () => {
    const server = serveContacts({ 'DELETE /api/contacts/10': { status: 204 } });
    const { user } = renderApp('/contacts');
    await user.click(await screen.findByRole('button', { name: 'Actions for Samir Abboud' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The contact was deleted.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === '/api/contacts/10')).toBe(true);
  });

  it('shows the no-access message to users who may not read contacts', async () => {
    serveContacts({}, makeMe());
    renderApp('/contacts');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
  });
});
