import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fillHouston, openForm, pick, posts, save, serveContacts } from '../../test/contacts-test-data';
import { localToday } from './contact-form';

// Toasts live in a store of their own, which outlasts each test's render.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

// Filling a whole form with real key presses takes a while in jsdom.
describe('Add contact form', () => {
  it('shows every error beside its field and in a summary, with a toast counting them, and sends nothing', async () => {
    const server = serveContacts();
    const { user, dialog } = await openForm();
    await save(user, dialog);
    expect(await screen.findByText('Please fix 3 validation errors before submitting.')).toBeInTheDocument();
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent('3 fields need your attention');
    expect(summary).toHaveTextContent('Name: This field is required.');
    expect(summary).toHaveTextContent('Contact type: This field is required.');
    expect(summary).toHaveTextContent('Current address › City: This field is required.');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    // The first failing field is brought into view and focused.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(posts(server.calls, '/api/contacts')).toHaveLength(0);
  });

  it('asks individuals for gender and date of birth, and gives no toast for a single error', async () => {
    serveContacts();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nadia Farouk');
    await pick(user, dialog, 'Contact type', 'Individual');
    await fillHouston(user, dialog);
    await save(user, dialog);
    expect(await screen.findByText('Please fix 2 validation errors before submitting.')).toBeInTheDocument();
    await pick(user, dialog, 'Gender', 'Female');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(summary).toHaveTextContent('1 field needs your attention'));
    expect(summary).toHaveTextContent('Date of birth: This field is required.');
    expect(screen.getAllByText(/validation errors? before submitting/)).toHaveLength(1);
  });

  it('refuses a date of birth in the future', async () => {
    const server = serveContacts();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nadia Farouk');
    await pick(user, dialog, 'Contact type', 'Individual');
    await pick(user, dialog, 'Gender', 'Female');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.type(within(dialog).getByLabelText(/Date of birth/), localToday(tomorrow));
    await fillHouston(user, dialog);
    await save(user, dialog);
    expect(await within(dialog).findAllByText('The date of birth cannot be in the future.')).not.toHaveLength(0);
    expect(posts(server.calls, '/api/contacts')).toHaveLength(0);
  });

  it('clears gender and date of birth when the type changes away from individual', async () => {
    const server = serveContacts();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gulf Coast Language Services');
    await pick(user, dialog, 'Contact type', 'Individual');
    await pick(user, dialog, 'Gender', 'Male');
    await user.type(within(dialog).getByLabelText(/Date of birth/), '1979-03-22');
    await pick(user, dialog, 'Contact type', 'Company');
    expect(within(dialog).queryByRole('combobox', { name: 'Gender' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Date of birth/)).not.toBeInTheDocument();
    await pick(user, dialog, 'Contact type', 'Individual');
    expect(within(dialog).getByRole('combobox', { name: 'Gender' })).toHaveValue('');
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveValue('');
    await pick(user, dialog, 'Contact type', 'Company');
    await fillHouston(user, dialog);
    await save(user, dialog);
    await waitFor(() => expect(posts(server.calls, '/api/contacts')).toHaveLength(1));
    const body = posts(server.calls, '/api/contacts')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('gender');
    expect(body).not.toHaveProperty('date_of_birth');
  });

  it('sends only the non-empty fields, copies the current address to an empty mailing address, then attaches the participant types', async () => {
    const server = serveContacts();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  USCIS Houston Field Office ');
    await pick(user, dialog, 'Contact type', 'Government agency');
    await fillHouston(user, dialog);
    await user.click(await within(dialog).findByRole('checkbox', { name: /Interpreter/ }));
    await save(user, dialog);
    expect(await screen.findByText('The contact was added.')).toBeInTheDocument();
    const address = {
      country: { id: 'US', name: 'United States' },
      state: { id: 'TX', name: 'Texas' },
      city: { id: null, name: 'Houston' },
    };
    expect(posts(server.calls, '/api/contacts')[0]!.body).toEqual({
      name: 'USCIS Houston Field Office',
      contact_type: 'government_agency',
      current_address: address,
      mail_address: address,
    });
    expect(posts(server.calls, '/api/contacts/55/participant-types')[0]!.body).toEqual({ participant_type_id: [1] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add contact' })).not.toBeInTheDocument());
  });

  it('keeps a mailing address that is filled in', async () => {
    const server = serveContacts();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reyes & Ortiz Law Group');
    await pick(user, dialog, 'Contact type', 'Law firm');
    await fillHouston(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Mailing address (optional)' }));
    const mail = await within(dialog).findByRole('group', { name: 'Mailing address' });
    await user.type(within(mail).getByRole('textbox', { name: 'Street' }), 'PO Box 4410');
    await save(user, dialog);
    await waitFor(() => expect(posts(server.calls, '/api/contacts')).toHaveLength(1));
    expect(posts(server.calls, '/api/contacts')[0]!.body).toMatchObject({ mail_address: { street: 'PO Box 4410' } });
  });

  it('keeps the contact when attaching its participant types fails, and says so', async () => {
    serveContacts({
      'POST /api/contacts/55/participant-types': { status: 500, body: { code: 'internal_error', message: '' } },
    });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme Translations');
    await pick(user, dialog, 'Contact type', 'Company');
    await fillHouston(user, dialog);
    await user.click(await within(dialog).findByRole('checkbox', { name: /Sponsor/ }));
    await save(user, dialog);
    expect(
      await screen.findByText(
        'The contact was added, but its participant types could not be saved. Edit the contact to add them.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add contact' })).not.toBeInTheDocument());
  });
});
