import type { FamilyContact } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { FamilyContactsSection } from './FamilyContactsSection';
import { CLIENT_ID, makeFamilyContact, renderSection } from './test-kit';

const LIST = `GET /api/client/${CLIENT_ID}/family-contacts`;
const ADD = `POST /api/client/${CLIENT_ID}/add-contact`;
const COUNTRIES = { 'GET /api/geo/countries': { body: [{ id: 'MX', name: 'Mexico' }] } };

describe('a family member’s birth and citizenship', () => {
  it('lists them with the country named, refuses a birth date out of range and sends the country code', async () => {
    const child = makeFamilyContact('Child', { date_of_birth: '2014-07-03', country_of_birth: 'MX' });
    const server = fakeApi({
      ...COUNTRIES,
      [LIST]: () => ({ body: { family_contacts: [child] } }),
      [ADD]: (call) => ({ status: 201, body: makeFamilyContact('Sibling', call.body as Partial<FamilyContact>) }),
    });
    const { user } = renderSection(<FamilyContactsSection clientId={CLIENT_ID} />);
    expect(await screen.findByText(/Country of birth: Mexico/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add family contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add family contact' });
    await user.selectOptions(within(dialog).getByLabelText(/Relationship/), 'Sibling');
    await user.type(within(dialog).getByLabelText(/First name/), 'Ana');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Lopez');
    const birth = within(dialog).getByLabelText('Date of birth');
    await user.type(birth, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a date between 1900 and 2200.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(birth);
    await user.type(birth, '1995-02-11');
    await user.click(within(dialog).getByRole('combobox', { name: 'Citizenship' }));
    await user.click(await screen.findByRole('option', { name: 'Mexico' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      date_of_birth: '1995-02-11',
      citizenship: 'MX',
      country_of_birth: null,
    });
  });
});
