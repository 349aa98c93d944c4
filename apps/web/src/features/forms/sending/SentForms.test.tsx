import { type Document, OTHER_FIELDS_SECTION, type SentForm, type SentFormDetail } from '@counsel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../locales/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { SentForms } from './SentForms';

// The viewer counts views and brings pdf.js; here it only has to open on the right document.
vi.mock('../../documents/viewers/DocumentViewer', () => ({
  DocumentViewer: ({ document }: { document: Document }) => (
    <div role="dialog" aria-label={`Viewer ${document.title}`} />
  ),
}));

const READER = [
  { subject: 'forms' as const, action: 'read' as const },
  { subject: 'documents' as const, action: 'read' as const },
];
const ADMIN = [...READER, { subject: 'settings' as const, action: 'manage' as const }];

function sentForm(id: number, status: SentForm['status'], overrides: Partial<SentForm> = {}): SentForm {
  return {
    id,
    status,
    form_title: `G-28 #${id}`,
    form_type: 'public',
    form_id: 1,
    form_sending_mode: 'passwordless',
    locale: 'en',
    client: { id: 41, full_name: 'Maria Gonzalez', email: 'maria@mail.example' },
    case: { id: 7, title: 'Spousal petition' },
    sent_by: { id: 7, full_name: 'Sara Nguyen' },
    sent_at: '2026-03-02T10:00:00.000Z',
    expires_at: '2026-03-09T10:00:00.000Z',
    opened_at: null,
    last_saved_at: null,
    submitted_at: null,
    revoked_at: null,
    reminded_at: null,
    requested_documents: [],
    shared_documents: [],
    attachments: [],
    document: null,
    ...overrides,
  };
}

const page = (items: SentForm[], total = items.length) => ({ body: { items, page: 1, page_size: 10, total } });

describe('Sent to clients', () => {
  it('lists each sent form with its client, case, state and dates, filtered by state on the server', async () => {
    const server = fakeApi({
      'GET /api/law-firm/3/sent-forms': (call) =>
        call.search.includes('status=submitted')
          ? page([sentForm(2, 'submitted')])
          : page([sentForm(1, 'in_progress'), sentForm(2, 'submitted'), sentForm(3, 'revoked')], 25),
    });
    const { user } = renderInApp(<SentForms />, READER);
    const section = await screen.findByRole('region', { name: 'Sent to clients' });
    const first = await within(section).findByRole('listitem', { name: 'G-28 #1' });
    expect(first).toHaveTextContent('In progress');
    expect(first).toHaveTextContent('Maria Gonzalez · Spousal petition');
    expect(first).toHaveTextContent('Sent Mar 2, 2026 · Link valid until Mar 9, 2026');
    expect(first).toHaveTextContent('Direct link');
    expect(within(section).getByRole('listitem', { name: 'G-28 #3' })).toHaveTextContent('Withdrawn');
    // Server-side paging: 25 sent forms are three pages.
    expect(within(section).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(server.calls[0]?.search).toBe('?status=all&page=1&page_size=10');

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Status' }), 'submitted');
    await waitFor(() => expect(within(section).queryByRole('listitem', { name: 'G-28 #1' })).toBeNull());
    expect(server.calls.at(-1)?.search).toBe('?status=submitted&page=1&page_size=10');
    // A submitted form can be neither withdrawn nor sent again.
    const submitted = within(section).getByRole('listitem', { name: 'G-28 #2' });
    expect(within(submitted).queryByRole('button', { name: 'Withdraw link' })).toBeNull();
    expect(within(submitted).queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('on a client’s profile asks only for that client’s, and shows the states in Arabic', async () => {
    const server = fakeApi({ 'GET /api/law-firm/3/sent-forms': page([sentForm(1, 'expired')]) });
    renderInApp(<SentForms clientId={41} />, READER);
    await i18n.changeLanguage('ar');
    expect(await screen.findByText('منتهي الصلاحية')).toBeInTheDocument();
    expect(server.calls[0]?.search).toBe('?client_id=41&status=all&page=1&page_size=10');
    await i18n.changeLanguage('en');
  });

  it('withdraws a link after asking, and sends a new one', async () => {
    const server = fakeApi({
      'GET /api/law-firm/3/sent-forms': page([sentForm(1, 'opened')]),
      'POST /api/law-firm/3/sent-forms/1/revoke': { body: { sent_form: sentForm(1, 'revoked') } },
      'POST /api/law-firm/3/sent-forms/1/resend': { body: { sent_form: sentForm(1, 'sent') } },
    });
    const { user } = renderInApp(<SentForms />, READER);
    const row = await screen.findByRole('listitem', { name: 'G-28 #1' });
    await user.click(within(row).getByRole('button', { name: 'Withdraw link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the link?' });
    expect(server.calls.some((c) => c.path.endsWith('/revoke'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw link' }));
    expect(await screen.findByText('The link to “G-28 #1” was withdrawn.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path.endsWith('/revoke'))?.method).toBe('POST');

    await user.click(within(row).getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('A new link to “G-28 #1” was sent.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path.endsWith('/resend'))?.body).toEqual({});
  });

  it('speaks of the client portal, not of a link, for a form sent to the portal', async () => {
    const portalForm = (status: SentForm['status']) => sentForm(1, status, { form_sending_mode: 'client_portal' });
    const server = fakeApi({
      'GET /api/law-firm/3/sent-forms': page([portalForm('opened')]),
      'POST /api/law-firm/3/sent-forms/1/revoke': { body: { sent_form: portalForm('revoked') } },
      'POST /api/law-firm/3/sent-forms/1/resend': { body: { sent_form: portalForm('sent') } },
    });
    const { user } = renderInApp(<SentForms />, READER);
    const row = await screen.findByRole('listitem', { name: 'G-28 #1' });
    expect(row).toHaveTextContent('Client portal');
    expect(row).toHaveTextContent('Sent Mar 2, 2026 · Open until Mar 9, 2026');
    expect(row).not.toHaveTextContent(/link/i);

    await user.click(within(row).getByRole('button', { name: 'Withdraw form' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the form?' });
    expect(confirm).toHaveTextContent(
      'Maria Gonzalez will no longer be able to fill in “G-28 #1” in their client portal.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw form' }));
    expect(await screen.findByText('“G-28 #1” was withdrawn from the client portal.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('“G-28 #1” was sent again and the client was told by mail.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/law-firm/3/sent-forms/1/revoke',
      '/api/law-firm/3/sent-forms/1/resend',
    ]);
  });

  it('in Arabic, names the mode and the section of fields outside any part in Arabic', async () => {
    const detail: SentFormDetail = {
      ...sentForm(1, 'in_progress', { form_sending_mode: 'client_portal' }),
      form_schema: [
        {
          section: OTHER_FIELDS_SECTION,
          section_description: '',
          fields: [
            {
              name: 'barcode',
              label: 'Barcode',
              type: 'text',
              default_value: null,
              required: false,
              hidden: false,
              client_related: false,
              options: [],
              metadata: { field_purpose: null },
            },
          ],
        },
      ],
      values: { barcode: '123' },
    };
    fakeApi({
      'GET /api/law-firm/3/sent-forms': page([sentForm(1, 'in_progress', { form_sending_mode: 'client_portal' })]),
      'GET /api/law-firm/3/sent-forms/1': { body: { sent_form: detail } },
    });
    const { user } = renderInApp(<SentForms />, READER);
    await act(() => i18n.changeLanguage('ar'));
    const row = await screen.findByRole('listitem', { name: 'G-28 #1' });
    expect(row).toHaveTextContent('بوابة العميل');
    await user.click(within(row).getByRole('button', { name: 'مراجعة الإجابات' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإجابات · G-28 #1' });
    expect(await within(dialog).findByRole('heading', { name: 'حقول أخرى' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Other fields')).toBeNull();
    expect(dialog).toHaveTextContent('طريقة الإرسال: بوابة العميل');
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the answers by section, the attachments and the filled PDF, opening them in the viewer', async () => {
    const detail: SentFormDetail = {
      ...sentForm(1, 'submitted', {
        attachments: [{ id: 70, title: 'passport.jpg', requested: 'Passport' }],
        document: { id: 71, title: 'G-28 (filled)' },
      }),
      form_schema: [
        {
          section: 'Part 1. Information About You',
          section_description: '',
          fields: [
            {
              name: 'family',
              label: 'Family name',
              type: 'text',
              default_value: null,
              required: true,
              hidden: false,
              client_related: true,
              options: [],
              metadata: { field_purpose: null },
            },
            {
              name: 'agree',
              label: 'I agree',
              type: 'checkbox',
              default_value: null,
              required: false,
              hidden: false,
              client_related: false,
              options: [],
              metadata: { field_purpose: null },
            },
          ],
        },
      ],
      values: { family: 'Gonzalez', agree: true },
    };
    fakeApi({
      'GET /api/law-firm/3/sent-forms': page([sentForm(1, 'submitted')]),
      'GET /api/law-firm/3/sent-forms/1': { body: { sent_form: detail } },
      'GET /api/document/71': { body: { document: { id: 71, title: 'G-28 (filled)' } } },
      'GET /api/document/70': { body: { document: { id: 70, title: 'passport.jpg' } } },
    });
    const { user } = renderInApp(<SentForms />, READER);
    const row = await screen.findByRole('listitem', { name: 'G-28 #1' });
    await user.click(within(row).getByRole('button', { name: 'Review answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answers · G-28 #1' });
    expect(await within(dialog).findByRole('rowheader', { name: 'Family name' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Sent through: Direct link');
    expect(within(dialog).getByRole('row', { name: 'Family name Gonzalez' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'I agree Yes' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Open “passport.jpg”' }));
    expect(await screen.findByRole('dialog', { name: 'Viewer passport.jpg' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open the filled PDF' }));
    expect(await screen.findByRole('dialog', { name: 'Viewer G-28 (filled)' })).toBeInTheDocument();
  });

  it('lets a settings manager change the reminder days, and validates them', async () => {
    const server = fakeApi({
      'GET /api/law-firm/3/sent-forms': page([]),
      'GET /api/law-firm/3/form-settings': { body: { form_reminder_days: 3 } },
      'PUT /api/law-firm/3/form-settings': (call) => ({ body: call.body }),
    });
    const { user } = renderInApp(<SentForms />, ADMIN);
    expect(await screen.findByText('No form has been sent to a client yet.')).toBeInTheDocument();
    const days = await screen.findByRole('textbox', { name: /^Remind the client after N days, 0 = never/ });
    await waitFor(() => expect(days).toHaveValue('3'));
    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(screen.getByText('Enter a whole number of days from 0 to 30.')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('The reminder setting was saved.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ form_reminder_days: 0 });
  });

  it('hides the reminder setting from those who cannot change settings', async () => {
    const server = fakeApi({ 'GET /api/law-firm/3/sent-forms': page([]) });
    renderInApp(<SentForms />, READER);
    expect(await screen.findByText('No form has been sent to a client yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Remind the client/ })).toBeNull();
    expect(server.calls.some((c) => c.path.endsWith('/form-settings'))).toBe(false);
  });
});
