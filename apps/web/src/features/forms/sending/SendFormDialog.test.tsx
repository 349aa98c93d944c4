import type { FormSection } from '@counsel/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../locales/i18n';
import { fakeApi } from '../../../test/fake-api';
import { field } from '../../../test/link-fixtures';
import { renderInApp } from '../../../test/render-in-app';
import { SendFormDialog, type SendRecipient } from './SendFormDialog';

const RULES = [
  { subject: 'forms' as const, action: 'read' as const },
  { subject: 'documents' as const, action: 'manage' as const },
];
// As the review hands them over: a label edited, a field hidden.
const SECTIONS: FormSection[] = [
  {
    section: 'Part 1',
    section_description: 'Information About You',
    fields: [field('family', 'Your family name'), field('given', 'Given name', { hidden: true })],
  },
];
const MARIA: SendRecipient = {
  clientId: 41,
  clientName: 'Maria Gonzalez',
  email: 'maria@mail.example',
  caseId: 7,
  documents: [{ id: 301, title: 'Passport scan' }],
};

function open(recipient: SendRecipient = MARIA, routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({
    'POST /api/document/collaboration-form': { status: 201, body: { sent_form: { id: 9 } } },
    ...routes,
  });
  const onClose = vi.fn();
  const view = renderInApp(
    <SendFormDialog
      form={{ form_type: 'public', id: 1 }}
      fileName="G-28.pdf"
      sections={SECTIONS}
      values={{ family: 'Gonzalez' }}
      recipient={recipient}
      onClose={onClose}
    />,
    RULES,
  );
  return { ...view, server, onClose, dialog: screen.getByRole('dialog', { name: 'Send to client · G-28.pdf' }) };
}

describe('SendFormDialog', () => {
  it('by direct link: posts the reviewed sections, the shared and requested documents, the language and the link’s days', async () => {
    const { user, dialog, server, onClose } = open();
    const modes = within(dialog).getByRole('radiogroup', { name: 'How the client opens the form' });
    expect(within(modes).getByRole('radio', { name: /^Client portal/ })).toBeChecked();
    await user.click(within(modes).getByRole('radio', { name: /^Direct link/ }));
    expect(within(modes).getByRole('radio', { name: /^Direct link/ })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /^Language of the client/ })).toHaveValue('en');
    expect(within(dialog).getByRole('textbox', { name: /^Link valid for/ })).toHaveValue('7');
    expect(within(dialog).getByRole('list', { name: 'Documents shared with the client' })).toHaveTextContent(
      'Passport scan',
    );

    const requested = within(dialog).getByRole('textbox', { name: /^Documents to ask for/ });
    await user.type(requested, 'Passport{Enter}');
    await user.type(requested, 'Birth certificate');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.type(requested, 'passport{Enter}');
    expect(within(dialog).getByText('This document is already in the list.')).toBeInTheDocument();
    await user.clear(requested);
    await user.click(within(dialog).getByRole('button', { name: 'Remove “Birth certificate”' }));
    await user.type(requested, 'Marriage certificate{Enter}');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Language of the client/ }), 'ar');
    const days = within(dialog).getByRole('textbox', { name: /^Link valid for/ });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Form sent to the client')).toBeInTheDocument();
    expect(screen.queryByText('Form submitted successfully!')).toBeNull();
    expect(screen.getByText('A link to the form was mailed to maria@mail.example.')).toBeInTheDocument();
    const call = server.calls.find((c) => c.path === '/api/document/collaboration-form');
    expect(call?.body).toEqual({
      form_title: 'G-28',
      user_id: 7,
      client_id: 41,
      case_id: 7,
      form_type: 'public',
      form_id: 1,
      form_schema: [
        {
          ...SECTIONS[0],
          fields: [
            { ...SECTIONS[0]!.fields[0], default_value: 'Gonzalez' },
            { ...SECTIONS[0]!.fields[1], default_value: null },
          ],
        },
      ],
      form_sending_mode: 'passwordless',
      client_documents_ids: [301],
      requested_documents: ['Passport', 'Marriage certificate'],
      locale: 'ar',
      expires_in_days: 14,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('to the client portal by default: the form’s days, and a toast that says where the client finds it', async () => {
    const { user, dialog, server } = open();
    const portal = within(dialog).getByRole('radio', { name: /^Client portal/ });
    expect(portal).toBeChecked();
    expect(portal).toHaveAccessibleDescription(
      'The client signs in to their portal to fill it in. If they have no account yet, an invitation is mailed to them.',
    );
    expect(within(dialog).queryByRole('textbox', { name: /^Link valid for/ })).toBeNull();
    const days = within(dialog).getByRole('textbox', { name: /^Form open for \(days\)/ });
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Form sent to the client')).toBeInTheDocument();
    expect(screen.queryByText('Form submitted successfully!')).toBeNull();
    expect(
      screen.getByText(
        'Maria Gonzalez will find it in their client portal. If they have no account yet, an invitation is mailed to maria@mail.example.',
      ),
    ).toBeInTheDocument();
    const call = server.calls.find((c) => c.path === '/api/document/collaboration-form');
    expect(call?.body).toMatchObject({ form_sending_mode: 'client_portal', expires_in_days: 10 });
  });

  it('offers both modes in Arabic', async () => {
    const { dialog } = open();
    await act(() => i18n.changeLanguage('ar'));
    const modes = within(dialog).getByRole('radiogroup', { name: 'كيف يفتح العميل النموذج' });
    expect(within(modes).getByRole('radio', { name: /^بوابة العميل/ })).toBeChecked();
    expect(within(modes).getByRole('radio', { name: /^رابط مباشر/ })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^مدة إتاحة النموذج/ })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('refuses a validity outside 1–30 days and sends nothing', async () => {
    const { user, dialog, server } = open();
    const days = within(dialog).getByRole('textbox', { name: /^Form open for/ });
    await user.clear(days);
    await user.type(days, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a whole number of days from 1 to 30.')).toBeInTheDocument();
    await user.clear(days);
    expect(
      await within(dialog).findByText('Enter how many days the client has to fill in the form.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Enter how many days the client has to fill in the form.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when the client has no email, and cannot send', async () => {
    const { dialog } = open({ ...MARIA, email: null });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This client has no email address.');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('stops at ten requested documents', async () => {
    const { user, dialog } = open();
    const requested = within(dialog).getByRole('textbox', { name: /^Documents to ask for/ });
    const add = async (name: string) => {
      fireEvent.change(requested, { target: { value: name } });
      await user.type(requested, '{Enter}');
    };
    for (let n = 1; n <= 10; n += 1) await add(`Document ${n}`);
    await add('One more');
    expect(await within(dialog).findByText('At most 10 documents can be asked for.')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Documents asked for' })).getAllByRole('listitem'),
    ).toHaveLength(10);
  });

  it('locks while sending and says why it failed, with the server’s message', async () => {
    let release: () => void = () => undefined;
    const { user, dialog } = open(MARIA, {
      'POST /api/document/collaboration-form': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 422, body: { code: 'validation_failed', message: 'The client has no email.' } });
        }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(dialog).getByRole('combobox', { name: /^Language of the client/ })).toBeDisabled();
    release();
    expect(await screen.findByText('Failed to submit form')).toBeInTheDocument();
    expect(screen.getByText('The client has no email.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
