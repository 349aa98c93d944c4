import type { FamilyContact } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { FamilyContactsSection } from './FamilyContactsSection';
import { CLIENT_ID, CLIENTS_READ, CLIENTS_UPDATE, makeFamilyContact, renderSection } from './test-kit';

const LIST = `GET /api/client/${CLIENT_ID}/family-contacts`;
const ADD = `POST /api/client/${CLIENT_ID}/add-contact`;

function serve(contacts: FamilyContact[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ [LIST]: () => ({ body: { family_contacts: contacts } }), ...extra });
}

async function openAdd(user: ReturnType<typeof renderSection>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add family contact' }));
  return screen.findByRole('dialog', { name: 'Add family contact' });
}

const option = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByLabelText(/Relationship/)).getByRole('option', { name }) as HTMLOptionElement;

describe('FamilyContactsSection', () => {
  it('lists the family with relationship badges, or says there is none', async () => {
    serve([makeFamilyContact('Father', { first_name: 'Jorge', last_name: 'Gonzalez', email: 'jorge@mail.example' })]);
    renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    const list = await screen.findByRole('list', { name: 'Family' });
    expect(within(list).getByText('Jorge Gonzalez')).toBeInTheDocument();
    expect(within(list).getByText('Father')).toBeInTheDocument();
    expect(within(list).getByText('jorge@mail.example')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serve([]);
    renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    expect(await screen.findByText('No family contacts yet.')).toBeInTheDocument();
  });

  it('disables Father, Mother and Spouse when the client already has them, but not Child or Sibling', async () => {
    serve([makeFamilyContact('Father'), makeFamilyContact('Spouse'), makeFamilyContact('Child')]);
    const { user } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    await screen.findByRole('list', { name: 'Family' });
    const dialog = await openAdd(user);
    expect(option(dialog, 'Father').disabled).toBe(true);
    expect(option(dialog, 'Spouse').disabled).toBe(true);
    expect(option(dialog, 'Mother').disabled).toBe(false);
    expect(option(dialog, 'Child').disabled).toBe(false);
    expect(option(dialog, 'Sibling').disabled).toBe(false);
  });

  it('lets the contact being edited keep its own relationship', async () => {
    const father = makeFamilyContact('Father', { first_name: 'Jorge' });
    serve([father, makeFamilyContact('Mother')]);
    const { user } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Jorge Lopez' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit family contact' });
    expect(within(dialog).getByLabelText(/Relationship/)).toHaveValue('Father');
    expect(option(dialog, 'Father').disabled).toBe(false);
    expect(option(dialog, 'Mother').disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('disables saving with the message when the chosen relationship turns out to exist', async () => {
    let contacts: FamilyContact[] = [];
    const server = fakeApi({ [LIST]: () => ({ body: { family_contacts: contacts } }) });
    const { user, queryClient } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    const dialog = await openAdd(user);
    await user.selectOptions(within(dialog).getByLabelText(/Relationship/), 'Mother');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    // A colleague adds the mother meanwhile; the list refreshes under the open dialog.
    contacts = [makeFamilyContact('Mother')];
    await queryClient.invalidateQueries();
    // Said at the field and beside the disabled Save, which reads it as its description.
    expect(await within(dialog).findAllByText('Relationship already exists')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Relationship already exists',
    );
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the relationship-already-exists toast when the server refuses', async () => {
    serve([], {
      [ADD]: {
        status: 409,
        body: { code: 'relationship_already_exists', message: 'relationship already exists' },
      },
    });
    const { user } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    const dialog = await openAdd(user);
    await user.selectOptions(within(dialog).getByLabelText(/Relationship/), 'Spouse');
    await user.type(within(dialog).getByLabelText(/First name/), 'Luis');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Gonzalez');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Relationship already exists: a client can have only one father, one mother and one spouse.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Relationship already exists')).toBeInTheDocument();
  });

  it('requires a relationship and the names, then sends every field, marriage details for a spouse', async () => {
    const server = serve([], {
      [ADD]: (call) => ({ status: 201, body: makeFamilyContact('Spouse', call.body as Partial<FamilyContact>) }),
    });
    const { user } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(3);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    expect(within(dialog).queryByRole('button', { name: 'Marriage' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Relationship/), 'Spouse');
    await user.type(within(dialog).getByLabelText(/First name/), 'Luis');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Gonzalez');
    await user.type(within(dialog).getByLabelText('Email'), 'luis@mail.example');
    await user.selectOptions(within(dialog).getByLabelText('Dependent status'), 'Partially dependent');
    await user.type(within(dialog).getByLabelText('Household income'), '52000.5');
    await user.click(within(dialog).getByLabelText('Head of household'));
    const marriage = within(dialog).getByRole('button', { name: 'Marriage' });
    expect(marriage).toHaveAttribute('aria-expanded', 'false');
    await user.click(marriage);
    expect(marriage).toHaveAttribute('aria-expanded', 'true');
    await user.type(within(dialog).getByLabelText('Date of marriage'), '2012-05-19');
    await user.type(within(dialog).getByLabelText('City of marriage'), 'Monterrey');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Family contact added.')).toBeInTheDocument();
    const body = server.calls.find((call) => call.method === 'POST')?.body;
    expect(body).toMatchObject({
      relationship_type: 'Spouse',
      client_id: null,
      first_name: 'Luis',
      middle_name: null,
      last_name: 'Gonzalez',
      email: 'luis@mail.example',
      dependent_status: 'Partially Dependent',
      household_income: 52000.5,
      head_of_household: true,
      derivative_applicant: false,
      date_of_marriage: '2012-05-19',
      city_of_marriage: 'Monterrey',
      country_of_marriage: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links an existing client instead of typing names', async () => {
    const server = serve([], {
      'GET /api/law-firm/3/client': {
        body: {
          clients: [
            {
              id: CLIENT_ID,
              first_name: 'Maria',
              middle_name: null,
              last_name: 'Gonzalez',
              email: 'maria@mail.example',
            },
            { id: 77, first_name: 'Carlos', middle_name: null, last_name: 'Gonzalez', email: 'carlos@mail.example' },
          ],
          page: 1,
          page_size: 10,
          total: 2,
        },
      },
      [ADD]: { status: 201, body: makeFamilyContact('Sibling', { client_id: 77 }) },
    });
    const { user } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    const dialog = await openAdd(user);
    await user.selectOptions(within(dialog).getByLabelText(/Relationship/), 'Sibling');
    await user.click(within(dialog).getByRole('switch', { name: 'Link an existing client' }));
    expect(within(dialog).queryByLabelText(/First name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'Gonz');
    // The search runs on the server, by what was typed.
    await waitFor(() =>
      expect(
        server.calls.some((call) => call.path === '/api/law-firm/3/client' && call.search.includes('q=Gonz')),
      ).toBe(true),
    );
    // The client whose family this is is never offered.
    await user.click(await screen.findByRole('option', { name: 'Carlos Gonzalez (carlos@mail.example)' }));
    expect(screen.queryByRole('option', { name: /Maria Gonzalez/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Family contact added.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      relationship_type: 'Sibling',
      client_id: 77,
      first_name: null,
      last_name: null,
    });
  });

  it('hides adding, editing and deleting without the permissions', async () => {
    serve([makeFamilyContact('Child', { first_name: 'Lucia' })]);
    renderSection(<FamilyContactsSection clientId={CLIENT_ID} />, { rules: CLIENTS_READ });
    await screen.findByText('Lucia Lopez');
    expect(screen.queryByRole('button', { name: 'Add family contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Lucia Lopez' })).not.toBeInTheDocument();
  });

  it('deletes after confirmation; update without manage cannot delete', async () => {
    const lucia = makeFamilyContact('Child', { first_name: 'Lucia' });
    const server = serve([lucia], { [`DELETE /api/client/${CLIENT_ID}/family-contacts/${lucia.id}`]: { status: 204 } });
    const { user } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Lucia Lopez' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Lucia Lopez?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('offers edit but not delete to a user who may update clients but not manage them', async () => {
    serve([makeFamilyContact('Child', { first_name: 'Lucia' })]);
    const { user } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />, { rules: CLIENTS_UPDATE });
    await user.click(await screen.findByRole('button', { name: 'Actions for Lucia Lopez' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
  });
});
