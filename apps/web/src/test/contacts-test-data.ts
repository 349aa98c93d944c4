/** A small fake server for the contacts pages (contacts, participant types, address pickers) and form helpers. */
import type { Contact, ContactPage } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type FakeReply, fakeApi, type RecordedCall } from './fake-api';
import { makeMe } from './fixtures';
import { renderApp } from './render-app';

export const CONTACTS_MANAGER = makeMe({
  rules: [
    { subject: 'contacts', action: 'manage' },
    { subject: 'participant_types', action: 'read' },
  ],
});

export const PARTICIPANT_TYPES = [
  { id: 1, name: 'Interpreter', description: 'Interprets at interviews' },
  { id: 2, name: 'Sponsor', description: 'Signs the affidavit of support' },
];

const HOUSTON = {
  street: '1200 Smith St',
  city: { id: '4699066', name: 'Houston' },
  state: { id: 'TX', name: 'Texas' },
  postal_code: '77002',
  country: { id: 'US', name: 'United States' },
};

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 10,
    name: 'Samir Abboud',
    email: 'samir@lang.example',
    phone_number: '+17135550177',
    contact_type: 'individual',
    related_entity_type: null,
    related_entity_id: null,
    gender: 'MALE',
    date_of_birth: '1979-03-22',
    current_address: HOUSTON,
    mail_address: HOUSTON,
    participant_type_ids: [1],
    primary_contact_id: null,
    primary_contact_name: null,
    created_at: '2026-01-05T10:00:00Z',
    ...overrides,
  };
}

export const contactPage = (contacts: Contact[]): ContactPage => ({
  contacts,
  page: 1,
  page_size: 12,
  total: contacts.length,
});

type Route = ((call: RecordedCall) => FakeReply | Promise<FakeReply>) | FakeReply;

/** The contacts page's calls; `routes` adds or replaces some. */
export function serveContacts(routes: Record<string, Route> = {}, me = CONTACTS_MANAGER) {
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/contacts': { body: contactPage([contact()]) },
    'GET /api/participant_type/get_all_participant_types/law_firm/3': { body: PARTICIPANT_TYPES },
    'GET /api/geo/countries': {
      body: [
        { id: 'JO', name: 'Jordan' },
        { id: 'US', name: 'United States' },
      ],
    },
    'GET /api/geo/countries/US/states': { body: [{ id: 'TX', name: 'Texas' }] },
    'GET /api/geo/countries/US/states/TX/cities': { body: [{ id: '4699066', name: 'Houston' }] },
    'POST /api/contacts': { status: 201, body: { id: 55 } },
    'POST /api/contacts/55/participant-types': { body: { contact_id: 55, participant_type_ids: [1] } },
    ...routes,
  });
}

export type User = ReturnType<typeof renderApp>['user'];
/** Pages are lazy: the first render waits for the chunk. */

export async function openForm() {
  const view = renderApp('/contacts');
  await view.user.click(await screen.findByRole('button', { name: 'Add contact' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
  return { ...view, dialog };
}

export async function pick(user: User, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A place is a combobox while picked from a list, a textbox while typed. */
export const place = (dialog: HTMLElement, name: string) =>
  within(dialog).queryByRole('combobox', { name }) ?? within(dialog).getByRole('textbox', { name });

export async function fillHouston(user: User, dialog: HTMLElement) {
  await waitFor(() => expect(place(dialog, 'Country')).toHaveValue('United States'));
  await user.click(place(dialog, 'State'));
  await user.click(await screen.findByRole('option', { name: 'Texas' }));
  await user.click(within(dialog).getByRole('button', { name: 'Type the city instead' }));
  await user.type(place(dialog, 'City'), 'Houston');
}

export const save = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Save' }));
export const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);
