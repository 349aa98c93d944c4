import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseParticipantTypeList, UnexpectedFormatError } from '../../entities/firm/use-participant-types';
import { type FakeReply, fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const LIST_URL = 'GET /api/participant_type/get_all_participant_types/law_firm/3';
const MANAGER = makeMe({ rules: [{ subject: 'participant_types', action: 'manage' }] });
const INTERPRETER = {
  id: 1,
  name: 'Interpreter',
  description: 'Interprets at interviews and hearings',
  users: [{ id: 8, full_name: 'Omar Haddad', image: null }],
  assigned: false,
};

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

function serve(list: FakeReply, me = MANAGER) {
  return fakeApi({
    'GET /api/auth/me': { body: me },
    [LIST_URL]: list,
    'GET /api/law-firm/users/light': {
      body: [
        { id: 8, full_name: 'Omar Haddad', image: null, email: 'omar@firm.test', position: 'paralegal' },
        { id: 9, full_name: 'Rania Saleh', image: null, email: 'rania@firm.test', position: 'legal_assistant' },
      ],
    },
    'POST /api/participant_type/add-participant-type/3': { status: 201, body: { ...INTERPRETER, id: 2 } },
  });
}

describe('participant types page', () => {
  it('lists names, descriptions and employees, with a Back button', async () => {
    serve({ body: [INTERPRETER] });
    renderApp('/settings/participant-types');
    const row = await screen.findByRole('row', { name: /Interpreter/ });
    expect(within(row).getByText('Interprets at interviews and hearings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('goes back to the dashboard when opened directly', async () => {
    fakeApi({ 'GET /api/auth/me': { body: MANAGER }, [LIST_URL]: { body: [] } });
    const { user, location } = renderApp('/settings/participant-types');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location().pathname).toBe('/main'));
  });

  it('treats the “none found” answer as an empty list', async () => {
    serve({ status: 200, body: { message: 'No participant types found for this law firm' } });
    renderApp('/settings/participant-types');
    expect(await screen.findByText('No participant types found for this law firm.')).toBeInTheDocument();
  });

  it('says when the list cannot be fetched', async () => {
    serve({ status: 500, body: { code: 'internal_error', message: '' } });
    renderApp('/settings/participant-types');
    expect(await screen.findByText('Failed to fetch participant types')).toBeInTheDocument();
  });

  it('requires a name and a description, then creates the type with its employees', async () => {
    const server = serve({ body: [] });
    const { user } = renderApp('/settings/participant-types');
    await user.click(await screen.findByRole('button', { name: 'New participant type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New participant type' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Sponsor ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Signs the I-864');
    await user.click(within(dialog).getByRole('combobox', { name: 'Employees' }));
    await user.click(await screen.findByRole('option', { name: 'Rania Saleh' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Participant type created.')).toBeInTheDocument();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Sponsor', description: 'Signs the I-864', users: [9] });
  });

  it('hides the create button from those who may only read', async () => {
    serve({ body: [INTERPRETER] }, makeMe({ rules: [{ subject: 'participant_types', action: 'read' }] }));
    renderApp('/settings/participant-types');
    await screen.findByRole('row', { name: /Interpreter/ });
    expect(screen.queryByRole('button', { name: 'New participant type' })).not.toBeInTheDocument();
  });

  it('shows the no-access message to users without the permission', async () => {
    serve({ body: [INTERPRETER] }, makeMe());
    renderApp('/settings/participant-types');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
  });
});

describe('the list answer', () => {
  it('is a list, an empty list for the “none found” message, and anything else is an unexpected format', () => {
    expect(parseParticipantTypeList([INTERPRETER])).toEqual([INTERPRETER]);
    expect(parseParticipantTypeList({ message: 'No participant types found for this law firm' })).toEqual([]);
    expect(() => parseParticipantTypeList({ items: [] })).toThrow(UnexpectedFormatError);
    expect(() => parseParticipantTypeList({ items: [] })).toThrow('Unexpected response format: expected an array');
  });
});
