import type { Client, ClientListItem } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall } from '../../test/fake-api';
import { makeClient, makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const item = (id: number, first: string, last: string, extra: Partial<ClientListItem> = {}): ClientListItem => ({
  id,
  first_name: first,
  middle_name: null,
  last_name: last,
  gender: null,
  email: `${first.toLowerCase()}@mail.test`,
  phone_number: null,
  image: null,
  city: 'Houston',
  country: 'United States',
  country_id: 'US',
  created_at: '2025-03-04T10:00:00Z',
  ...extra,
});

const CLIENT: Client = makeClient();

const geo = {
  'GET /api/geo/countries': { body: [{ id: 'US', name: 'United States' }] },
  'GET /api/geo/countries/US/states': { body: [{ id: 'TX', name: 'Texas' }] },
  'GET /api/geo/countries/US/states/TX/cities': { body: [{ id: '4699066', name: 'Houston' }] },
};

const admin = { 'GET /api/auth/me': { body: makeMe({ is_admin: true }) } };

describe('clients list', () => {
  it('lists, searches and pages on the server, and a row opens the client', async () => {
    const { calls } = fakeApi({
      ...admin,
      'GET /api/law-firm/3/client': (call: RecordedCall) => {
        const params = new URLSearchParams(call.search);
        if (params.get('q') === 'gom')
          return { body: { clients: [item(5, 'Maria', 'Gomez')], page: 1, page_size: 20, total: 1 } };
        const page = Number(params.get('page'));
        return {
          body: {
            clients: page === 2 ? [item(9, 'Zaid', 'Zayed')] : [item(5, 'Maria', 'Gomez'), item(6, 'Omar', 'Haddad')],
            page,
            page_size: 20,
            total: 21,
          },
        };
      },
      'GET /api/client/5': { body: { client: CLIENT } },
    });
    const { user, location } = renderApp('/clients');
    // The first render loads the page's code.
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(await screen.findByText('21 clients')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent('Houston, United States');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Open Zaid Zayed' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'gom');
    await waitFor(() => expect(screen.queryByText('Zaid Zayed')).not.toBeInTheDocument());
    const searched = calls.filter((c) => c.path === '/api/law-firm/3/client').at(-1);
    expect(new URLSearchParams(searched?.search).get('page')).toBe('1');

    await user.click(screen.getByRole('row', { name: /Maria Gomez/ }));
    await waitFor(() => expect(location().pathname).toBe('/client/5'));
    expect(await screen.findByRole('heading', { name: 'Maria Luisa Gomez' })).toBeInTheDocument();
  });

  it('shows no access without VIEW_CLIENTS', async () => {
    fakeApi({ 'GET /api/auth/me': { body: makeMe() } });
    renderApp('/clients');
    expect(await screen.findByRole('alert')).toHaveTextContent("Uh oh! Seems like you don't have access to this.");
  });
});

describe('add-client form', () => {
  it('checks the fields, sends form data and opens the new client', async () => {
    const { calls } = fakeApi({
      ...admin,
      'GET /api/law-firm/3/client': { body: { clients: [], page: 1, page_size: 20, total: 0 } },
      'POST /api/law-firm/3/add-client': { status: 201, body: { client: CLIENT, profile_url: null } },
      'GET /api/client/5': { body: { client: CLIENT } },
    });
    const { user, location } = renderApp('/clients');
    expect(await screen.findByText('No clients yet. Add your first client to get started.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(5);

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Maria');
    await user.type(within(dialog).getByRole('textbox', { name: /Middle name/ }), 'Luisa');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Gomez');
    await user.click(within(dialog).getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'maria@mail.test');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '7135550111');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));

    await waitFor(() => expect(location().pathname).toBe('/client/5'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      first_name: 'Maria',
      middle_name: 'Luisa',
      last_name: 'Gomez',
      gender: 'FEMALE',
      email: 'maria@mail.test',
      phone_number: '+17135550111',
      base_url: window.location.origin,
    });
    expect(await screen.findByText('Maria Luisa Gomez was added as a client.')).toBeInTheDocument();
  });

  it('names the action when the server refuses, and puts its field messages under the inputs', async () => {
    fakeApi({
      ...admin,
      'GET /api/law-firm/3/client': { body: { clients: [], page: 1, page_size: 20, total: 0 } },
      'POST /api/law-firm/3/add-client': {
        status: 400,
        body: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { email: 'Invalid email' } },
      },
    });
    const { user } = renderApp('/clients');
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'A');
    await user.type(within(dialog).getByRole('textbox', { name: /Middle name/ }), 'B');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'C');
    await user.click(within(dialog).getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'a@b.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(
      await screen.findByText('The client could not be added. Some information is missing or invalid.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email')).toBeInTheDocument();
  });
});

describe('client profile and edit form', () => {
  it('shows the client, and edits it with the address form', async () => {
    const { calls } = fakeApi({
      ...admin,
      ...geo,
      'GET /api/client/5': { body: { client: CLIENT } },
      'PUT /api/client/5': (call) => ({
        status: 200,
        body: { client: { ...CLIENT, last_name: String((call.body as Record<string, string>).last_name) } },
      }),
    });
    const { user } = renderApp('/client/5');
    expect(await screen.findByRole('heading', { name: 'Maria Luisa Gomez' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Female');
    expect(details).toHaveTextContent('Texas');

    await user.click(screen.getByRole('button', { name: 'Edit client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    const lastName = await within(dialog).findByRole('textbox', { name: /Last name/ });
    await waitFor(() => expect(lastName).toHaveValue('Gomez'));
    expect(within(dialog).getByRole('textbox', { name: /Street/ })).toHaveValue('1200 Main St');
    await user.clear(lastName);
    await user.type(lastName, 'Said');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Maria Luisa Said was updated.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      last_name: 'Said',
      'address[street]': '1200 Main St',
      'address[city]': JSON.stringify({ id: '4699066', name: 'Houston' }),
      'address[state]': JSON.stringify({ id: 'TX', name: 'Texas' }),
      'address[country]': JSON.stringify({ id: 'US', name: 'United States' }),
      'address[postal_code]': '77002',
    });
    // Loaded with the signed-in user's own token.
    expect(calls.find((c) => c.path === '/api/client/5')?.headers.Authorization).toBe('Bearer test-access-token');
  });

  it('names the edit when it fails, and hides editing from those who may only read', async () => {
    fakeApi({
      ...admin,
      ...geo,
      'GET /api/client/5': { body: { client: CLIENT } },
      'PUT /api/client/5': { status: 500, body: { code: 'internal_error', message: 'Boom' } },
    });
    const { user } = renderApp('/client/5');
    await user.click(await screen.findByRole('button', { name: 'Edit client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Last name/ })).toHaveValue('Gomez'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The client could not be edited. Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
  });

  it('speaks Arabic, and leaves out editing for a reader', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'clients', action: 'read' }] }) },
      'GET /api/client/5': { body: { client: CLIENT } },
    });
    renderApp('/ar/client/5');
    expect(await screen.findByRole('heading', { name: 'Maria Luisa Gomez' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'التفاصيل' })).toHaveTextContent('أنثى');
    expect(screen.queryByRole('button', { name: 'تعديل بيانات العميل' })).not.toBeInTheDocument();
  });

  it('names the picked state and country in Arabic on an Arabic screen, whatever language they were picked in', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'clients', action: 'read' }] }) },
      // Picked on an English screen: the stored names are English.
      'GET /api/client/5': { body: { client: CLIENT } },
      'GET /api/geo/countries/US/states': (call: RecordedCall) => ({
        body: [{ id: 'TX', name: call.search.includes('locale=ar') ? 'تكساس' : 'Texas' }],
      }),
    });
    renderApp('/ar/client/5');
    const details = await screen.findByRole('region', { name: 'التفاصيل' });
    expect(within(details).getByText('الولايات المتحدة')).toBeInTheDocument();
    expect(await within(details).findByText('تكساس')).toBeInTheDocument();
    // GeoNames names cities in one language: the city shows as stored.
    expect(within(details).getByText('Houston')).toBeInTheDocument();
    expect(details).not.toHaveTextContent('United States');
    expect(details).not.toHaveTextContent('Texas');
  });

  it('names a picked country in Arabic in the Arabic clients list', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'clients', action: 'read' }] }) },
      'GET /api/law-firm/3/client': {
        body: {
          clients: [item(5, 'Maria', 'Gomez'), item(6, 'Omar', 'Haddad', { country: 'Atlantis', country_id: null })],
          page: 1,
          page_size: 20,
          total: 2,
        },
      },
    });
    renderApp('/ar/clients');
    expect(await screen.findByRole('row', { name: /Maria Gomez/ })).toHaveTextContent('Houston، الولايات المتحدة');
    // A country typed by hand has no code: it shows as typed.
    expect(screen.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent('Houston، Atlantis');
  });

  it('says so when the client is not found', async () => {
    fakeApi({
      ...admin,
      'GET /api/client/77': { status: 404, body: { code: 'not_found', message: 'Client not found' } },
    });
    renderApp('/client/77');
    expect(await screen.findByText('This client does not exist or belongs to another firm.')).toBeInTheDocument();
  });
});
