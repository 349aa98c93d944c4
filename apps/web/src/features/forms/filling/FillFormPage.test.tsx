import {
  type ClientListItem,
  type CollaborationField,
  type Document,
  type FormSection,
  OTHER_FIELDS_SECTION,
  type PublicForm,
} from '@counsel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../locales/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import FillFormPage from './FillFormPage';
import { ReopenFilledForm } from './ReopenFilledForm';
import { ReviewFormDialog } from './ReviewFormDialog';

// The reader brings pdf.js; here it only has to be opened with the preview's file.
vi.mock('../../../ui/pdf/PdfReader', () => ({
  default: ({ title, fileUrl }: { title: string; fileUrl: string }) => (
    <div role="dialog" aria-label={title} data-file={fileUrl} />
  ),
}));

const RULES = [
  { subject: 'forms' as const, action: 'read' as const },
  { subject: 'clients' as const, action: 'read' as const },
  { subject: 'cases' as const, action: 'read' as const },
  { subject: 'documents' as const, action: 'manage' as const },
];
const MARIA: ClientListItem = {
  id: 41,
  first_name: 'Maria',
  middle_name: null,
  last_name: 'Gonzalez',
  gender: 'FEMALE',
  email: 'maria@mail.example',
  phone_number: '+1 555 0100',
  image: null,
  city: null,
  country: null,
  country_id: null,
  created_at: '2026-01-01T00:00:00Z',
};
const I130: PublicForm = {
  id: 2,
  name: 'I-130',
  title: 'Petition for Alien Relative',
  title_ar: 'التماس لقريب أجنبي',
  url: '/api/legal_form/2/file',
};
const field = (name: string, label: string, value: string | null = null): CollaborationField => ({
  name,
  label,
  type: 'text',
  default_value: value,
  required: false,
  hidden: false,
  client_related: value !== null,
  options: [],
  metadata: { field_purpose: null },
});
const SECTIONS: FormSection[] = [
  {
    section: 'Part 1',
    section_description: 'Relationship',
    fields: [field('rel', 'Relationship to beneficiary', 'Spouse')],
  },
  {
    section: 'Part 2',
    section_description: 'Information About You (Petitioner)',
    fields: [field('family', '4. A. Enter Family Name (Last Name).', 'Gonzalez'), field('given', '4. B. Given Name')],
  },
];
const SCHEMA = { form: { name: 'I-130', title: I130.title, url: I130.url, schema: { form_fields: SECTIONS } } };

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/law-firm/3/client': { body: { clients: [MARIA], page: 1, page_size: 50, total: 1 } },
    'GET /api/legal_form': { body: [I130] },
    'GET /api/firm-legal-form/3/all-forms': { body: { forms: [], directories: [], directory: null, breadcrumbs: [] } },
    'GET /api/client/41/cases': { body: { cases: [] } },
    'GET /api/document/form-schema/public/2': { body: SCHEMA },
    ...routes,
  });
}

function openPage(address = '/forms/fill') {
  return renderInApp(
    <MemoryRouter initialEntries={[address]}>
      <FillFormPage />
    </MemoryRouter>,
    RULES,
  );
}

async function pickMaria(user: ReturnType<typeof openPage>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('/forms/fill', () => {
  it('asks for a client and a form: the button reads Review Form; no form is “Form name not found”', async () => {
    const server = serve();
    const { user } = openPage();
    const review = screen.getByRole('button', { name: 'Review Form' });
    // Always on: said in words, not a disabled switch.
    expect(screen.getByText('Collaboration is always on.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /^Collaboration/ })).not.toBeInTheDocument();
    await user.click(review);
    expect(await screen.findByText('Choose a client.')).toBeInTheDocument();
    await pickMaria(user);
    const card = screen.getByRole('region', { name: 'The chosen client' });
    expect(card).toHaveTextContent('maria@mail.example');
    expect(card).toHaveTextContent('+1 555 0100');
    await user.click(review);
    expect((await screen.findAllByText('Form name not found')).length).toBeGreaterThan(0);
    expect(server.calls.some((call) => call.path.startsWith('/api/document/form-schema'))).toBe(false);
  });

  it('fetches the schema pre-filled for the client, says so, and opens the review', async () => {
    const server = serve();
    const { user } = openPage('/forms/fill?form_type=public&id=2');
    await pickMaria(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Form' })).toHaveValue('public:2'));
    await user.click(screen.getByRole('button', { name: 'Review Form' }));
    expect(await screen.findByText('Form schema retrieved successfully')).toBeInTheDocument();
    const call = server.calls.find((c) => c.path === '/api/document/form-schema/public/2');
    expect(call?.search).toBe('?client_id=41');
    expect(await screen.findByRole('dialog', { name: 'Review form fields · I-130.pdf' })).toBeInTheDocument();
  });

  it('says when the schema cannot be retrieved', async () => {
    serve({
      'GET /api/document/form-schema/public/2': { status: 500, body: { code: 'internal_error', message: 'x' } },
    });
    const { user } = openPage('/forms/fill?form_type=public&id=2');
    await pickMaria(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Form' })).toHaveValue('public:2'));
    await user.click(screen.getByRole('button', { name: 'Review Form' }));
    expect(await screen.findByText('Failed to retrieve form schema')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the mailed assignment link’s client, case and form, and assigns them to colleagues', async () => {
    const server = serve({
      'GET /api/client/41': { body: { client: MARIA } },
      'GET /api/client/41/cases': { body: { cases: [{ id: 7, title: 'Spousal petition', client_id: 41 }] } },
      'GET /api/law-firm/users/light': {
        body: [{ id: 12, full_name: 'Sara Nguyen', image: null, email: 's@firm.example', position: null }],
      },
      'POST /api/law-firm/3/document-filling': { status: 201, body: {} },
    });
    const { user } = openPage('/forms/fill?client_id=41&form_type=public&id=2&case_id=7&assign_to=12');
    expect(await screen.findByRole('region', { name: 'The chosen client' })).toHaveTextContent('Maria Gonzalez');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Case' })).toHaveValue('7'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Form' })).toHaveValue('public:2'));

    await user.click(screen.getByRole('button', { name: 'Assign to employees' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Assign I-130 · Petition for Alien Relative to employees',
    });
    await waitFor(() => expect(within(dialog).getByText('Sara Nguyen')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Assign now' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      employees: '[12]',
      client_id: '41',
      case_id: '7',
      form_type: 'public',
      form_id: '2',
    });
  });

  it('asks for the client and form before assigning', async () => {
    serve();
    const { user } = openPage();
    await user.click(screen.getByRole('button', { name: 'Assign to employees' }));
    expect(await screen.findByText('Choose a client.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("/forms/fill's 'use document'", () => {
  const PASSPORT = { id: 301, title: 'Passport scan' };
  const LEASE = { id: 302, title: 'Lease' };
  const withDocuments = () =>
    serve({
      'GET /api/client/41/general-documents': {
        body: { documents: [PASSPORT, LEASE], page: 1, page_size: 12, total: 2 },
      },
    });
  const picker = () => screen.getByRole('group', { name: 'The client’s documents' });
  const chosenList = () => screen.queryByRole('list', { name: 'Chosen documents' });
  /** The client's documents served a page of 12 at a time, as the server pages them. */
  const pagedDocuments = (total: number) => {
    const all = Array.from({ length: total }, (_, index) => ({ id: 400 + index, title: `Document ${index + 1}` }));
    return serve({
      'GET /api/client/41/general-documents': (call) => {
        const page = Number(new URLSearchParams(call.search).get('page'));
        return { body: { documents: all.slice((page - 1) * 12, page * 12), page, page_size: 12, total } };
      },
    });
  };

  it('is off by default; on, it lists the client’s documents and the button reads Fill & Review Form', async () => {
    withDocuments();
    const { user } = openPage();
    const useDocument = screen.getByRole('switch', { name: /^Use document/ });
    expect(useDocument).not.toBeChecked();
    expect(useDocument).toBeDisabled();
    await pickMaria(user);
    await user.click(useDocument);
    expect(screen.getByRole('button', { name: 'Fill & Review Form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review Form' })).toBeNull();
    await user.click(await within(picker()).findByRole('checkbox', { name: 'Passport scan' }));
    expect(within(picker()).getByText('1 of 20 chosen')).toBeInTheDocument();
    expect(chosenList()).toHaveTextContent('Passport scan');

    await user.click(useDocument);
    expect(screen.getByRole('button', { name: 'Review Form' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'The client’s documents' })).toBeNull();
    // Turned on again, the earlier choice is gone.
    await user.click(useDocument);
    expect(await within(picker()).findByRole('checkbox', { name: 'Passport scan' })).not.toBeChecked();
    expect(chosenList()).toBeNull();
  });

  it('forgets the chosen documents when another client is picked', async () => {
    const juan = { ...MARIA, id: 42, first_name: 'Juan', last_name: 'Perez', email: null };
    serve({
      'GET /api/law-firm/3/client': { body: { clients: [MARIA, juan], page: 1, page_size: 50, total: 2 } },
      'GET /api/client/41/general-documents': { body: { documents: [PASSPORT], page: 1, page_size: 12, total: 1 } },
      'GET /api/client/42/general-documents': { body: { documents: [LEASE], page: 1, page_size: 12, total: 1 } },
      'GET /api/client/42/cases': { body: { cases: [] } },
    });
    const { user } = openPage();
    await pickMaria(user);
    await user.click(screen.getByRole('switch', { name: /^Use document/ }));
    await user.click(await within(picker()).findByRole('checkbox', { name: 'Passport scan' }));
    expect(chosenList()).toHaveTextContent('Passport scan');
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Juan Perez' }));
    expect(await within(picker()).findByRole('checkbox', { name: 'Lease' })).not.toBeChecked();
    expect(within(picker()).queryByRole('checkbox', { name: 'Passport scan' })).toBeNull();
    expect(chosenList()).toBeNull();
  });

  it('asks the server for the next page on Show more, keeping what was chosen', async () => {
    const server = pagedDocuments(14);
    const { user } = openPage();
    await pickMaria(user);
    await user.click(screen.getByRole('switch', { name: /^Use document/ }));
    await user.click(await within(picker()).findByRole('checkbox', { name: 'Document 2' }));
    expect(within(picker()).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(picker()).getByText('Showing 12 of 14')).toBeInTheDocument();
    expect(within(picker()).queryByRole('checkbox', { name: 'Document 13' })).toBeNull();

    await user.click(within(picker()).getByRole('button', { name: 'Show more documents' }));
    await user.click(await within(picker()).findByRole('checkbox', { name: 'Document 14' }));
    expect(within(picker()).getByRole('checkbox', { name: 'Document 2' })).toBeChecked();
    expect(within(picker()).queryByRole('button', { name: 'Show more documents' })).toBeNull();
    expect(chosenList()).toHaveTextContent('Document 2Document 14');
    const asked = server.calls.filter((c) => c.path === '/api/client/41/general-documents').map((c) => c.search);
    expect(asked).toEqual(['?page=1&page_size=12', '?page=2&page_size=12']);
  });

  it('searches the titles on the server, keeping the chosen documents whatever is listed', async () => {
    const all = [PASSPORT, LEASE, { id: 303, title: 'Passport of the spouse' }];
    const server = serve({
      'GET /api/client/41/general-documents': (call) => {
        const search = new URLSearchParams(call.search).get('search')?.toLowerCase() ?? '';
        const documents = all.filter((document) => document.title.toLowerCase().includes(search));
        return { body: { documents, page: 1, page_size: 12, total: documents.length } };
      },
    });
    const { user } = openPage();
    await pickMaria(user);
    await user.click(screen.getByRole('switch', { name: /^Use document/ }));
    await user.click(await within(picker()).findByRole('checkbox', { name: 'Lease' }));
    await user.type(within(picker()).getByRole('searchbox', { name: 'Search the client’s documents' }), 'passport');
    expect(await within(picker()).findByRole('checkbox', { name: 'Passport of the spouse' })).toBeInTheDocument();
    await waitFor(() => expect(within(picker()).queryByRole('checkbox', { name: 'Lease' })).toBeNull());
    expect(chosenList()).toHaveTextContent('Lease');
    // On a busy machine the search may also go out for a part of the word ("pass") first: the last one counts.
    const lastAsked = () => server.calls.filter((c) => c.path === '/api/client/41/general-documents').at(-1)?.search;
    await waitFor(() => expect(lastAsked()).toBe('?page=1&page_size=12&search=passport'));

    await user.clear(within(picker()).getByRole('searchbox', { name: 'Search the client’s documents' }));
    await user.type(within(picker()).getByRole('searchbox', { name: 'Search the client’s documents' }), 'visa');
    expect(await within(picker()).findByText('No document title contains “visa”')).toBeInTheDocument();
  });

  it('stops at 20 documents, saying why, until one is removed', async () => {
    pagedDocuments(24);
    const { user } = openPage();
    await pickMaria(user);
    await user.click(screen.getByRole('switch', { name: /^Use document/ }));
    await within(picker()).findByRole('checkbox', { name: 'Document 1' });
    await user.click(within(picker()).getByRole('button', { name: 'Show more documents' }));
    await within(picker()).findByRole('checkbox', { name: 'Document 24' });
    for (let n = 1; n <= 20; n += 1)
      await user.click(within(picker()).getByRole('checkbox', { name: `Document ${n}` }));

    expect(within(picker()).getByText('20 of 20 chosen')).toBeInTheDocument();
    expect(
      within(picker()).getByText('At most 20 documents can be shared with a form. Remove one to choose another.'),
    ).toBeInTheDocument();
    expect(within(picker()).getByRole('checkbox', { name: 'Document 21' })).toBeDisabled();
    expect(within(picker()).getByRole('checkbox', { name: 'Document 20' })).toBeEnabled();

    await user.click(within(picker()).getByRole('button', { name: 'Remove “Document 3”' }));
    expect(within(picker()).getByRole('checkbox', { name: 'Document 3' })).not.toBeChecked();
    expect(within(picker()).getByRole('checkbox', { name: 'Document 21' })).toBeEnabled();
    expect(within(picker()).queryByText(/^At most 20 documents/)).toBeNull();
  });

  it('passes the chosen documents to the review, whose Send to client lists them as shared', async () => {
    withDocuments();
    const { user } = openPage('/forms/fill?form_type=public&id=2');
    await pickMaria(user);
    await user.click(screen.getByRole('switch', { name: /^Use document/ }));
    await user.click(await within(picker()).findByRole('checkbox', { name: 'Lease' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Form' })).toHaveValue('public:2'));
    await user.click(screen.getByRole('button', { name: 'Fill & Review Form' }));
    const review = await screen.findByRole('dialog', { name: 'Review form fields · I-130.pdf' });
    await user.click(within(review).getByRole('button', { name: 'Send to client' }));
    const send = await screen.findByRole('dialog', { name: 'Send to client · I-130.pdf' });
    expect(within(send).getByRole('list', { name: 'Documents shared with the client' })).toHaveTextContent('Lease');
    expect(within(send).getByText('maria@mail.example')).toBeInTheDocument();
    // The dialog holds focus while open, and gives it back to the button that opened it.
    expect(send).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(send).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send to client · I-130.pdf' })).toBeNull());
    await waitFor(() => expect(within(review).getByRole('button', { name: 'Send to client' })).toHaveFocus());
  });
});

describe('the review dialog', () => {
  function openDialog(routes: Parameters<typeof fakeApi>[0] = {}) {
    const server = fakeApi({
      'POST /api/document/filled-form-preview': { text: '%PDF-1.7 filled' },
      'POST /api/document/create-filled-form/7': {
        body: {
          document: { id: 90, title: 'I-130.pdf', file: '/api/document/90/versions/1/file', version: 1 },
          filled_form: { id: 5 },
        },
      },
      ...routes,
    });
    const view = renderInApp(
      <ReviewFormDialog
        input={{ form: { form_type: 'public', id: 2 }, fileName: 'I-130.pdf', sections: SECTIONS }}
        target={{ kind: 'create', clientId: 41, caseId: null }}
        onClose={() => undefined}
      />,
      RULES,
    );
    return { ...view, server, dialog: screen.getByRole('dialog', { name: 'Review form fields · I-130.pdf' }) };
  }

  it('goes section by section, hides and shows fields with their count, and edits labels', async () => {
    const { user, dialog } = openDialog();
    expect(within(dialog).getByText('Section 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous section' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Next section' }));
    expect(within(dialog).getByText('Section 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '4. A. Enter Family Name (Last Name).' })).toHaveValue(
      'Gonzalez',
    );

    expect(within(dialog).getByRole('heading', { name: 'Hidden fields (0)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide “4. B. Given Name”' }));
    expect(within(dialog).getByRole('heading', { name: 'Hidden fields (1)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: '4. B. Given Name' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Show “4. B. Given Name”' }));
    expect(within(dialog).getByRole('heading', { name: 'Hidden fields (0)' })).toBeInTheDocument();

    const label = within(dialog).getByRole('textbox', { name: 'Label of field 1' });
    await user.clear(label);
    await user.type(label, 'Petitioner family name');
    expect(within(dialog).getByRole('textbox', { name: 'Petitioner family name' })).toHaveValue('Gonzalez');
  });

  it('in Arabic, names the section of fields outside any part in Arabic', async () => {
    fakeApi({});
    renderInApp(
      <ReviewFormDialog
        input={{
          form: { form_type: 'public', id: 2 },
          fileName: 'I-130.pdf',
          sections: [{ section: OTHER_FIELDS_SECTION, section_description: '', fields: [field('bar', 'Barcode')] }],
        }}
        target={{ kind: 'create', clientId: 41, caseId: null }}
        onClose={() => undefined}
      />,
      RULES,
    );
    await act(() => i18n.changeLanguage('ar'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('القسم 1 من 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'حقول أخرى' })).toBeInTheDocument();
    expect(within(dialog).queryByText(OTHER_FIELDS_SECTION)).toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows a reviewed Arabic label with the English original in Arabic, and the English alone in English', async () => {
    fakeApi({});
    const english = '4. A. Enter Family Name (Last Name).';
    const arabic = '4. A. أدخل اسم العائلة (الاسم الأخير).';
    const family = { ...field('family', english, 'Gonzalez'), metadata: { field_purpose: null, label_ar: arabic } };
    renderInApp(
      <ReviewFormDialog
        input={{
          form: { form_type: 'public', id: 2 },
          fileName: 'I-130.pdf',
          sections: [
            {
              section: 'Part 2',
              section_description: 'Information About You (Petitioner)',
              section_description_ar: 'معلومات عنك (المُلتمِس)',
              fields: [family],
            },
          ],
        }}
        target={{ kind: 'create', clientId: 41, caseId: null }}
        onClose={() => undefined}
      />,
      RULES,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: english })).toHaveValue('Gonzalez');
    expect(within(dialog).queryByText(arabic)).toBeNull();

    await act(() => i18n.changeLanguage('ar'));
    expect(within(dialog).getByRole('textbox', { name: `${arabic} ${english}` })).toHaveValue('Gonzalez');
    expect(within(dialog).getByText(english)).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByText('معلومات عنك (المُلتمِس)')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('previews the filled PDF and saves it with the values, leaving hidden fields out', async () => {
    const { user, dialog, server } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Next section' }));
    await user.type(within(dialog).getByRole('textbox', { name: '4. B. Given Name' }), 'Maria');
    await user.click(within(dialog).getByRole('button', { name: 'Previous section' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hide “Relationship to beneficiary”' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Flatten/ }));

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('dialog', { name: 'Preview · I-130.pdf' })).toHaveAttribute(
      'data-file',
      expect.stringMatching(/^preview-/),
    );
    const previewCall = server.calls.find((call) => call.path === '/api/document/filled-form-preview');
    expect(previewCall?.body).toEqual({
      form: { form_type: 'public', id: 2 },
      values: { family: 'Gonzalez', given: 'Maria' },
      flatten: true,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Form saved as “/)).toBeInTheDocument();
    expect(screen.queryByText('Form submitted successfully!')).toBeNull();
    const saved = server.calls.find((call) => call.path === '/api/document/create-filled-form/7');
    const body = saved?.body as Record<string, string>;
    expect(body).toMatchObject({
      file: 'I-130.pdf',
      title: 'I-130.pdf',
      clientId: '41',
      caseId: 'general',
      form_type: 'public',
      form_id: '2',
      flatten: 'true',
    });
    expect(JSON.parse(body.values!)).toEqual({ family: 'Gonzalez', given: 'Maria' });
    expect(JSON.parse(body.form_schema!)[0].fields[0].hidden).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Open the saved document' })).toBeInTheDocument();
  });

  it('says when the form cannot be saved', async () => {
    const { user, dialog } = openDialog({
      'POST /api/document/create-filled-form/7': { status: 415, body: { code: 'unsupported_file_type', message: 'x' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to submit form')).toBeInTheDocument();
  });
});

describe('reopening a filled form', () => {
  it('opens the review with the saved schema and values; Save adds a version', async () => {
    const saved = { ...SECTIONS[1]!, fields: SECTIONS[1]!.fields.map((f) => ({ ...f, label: `Saved ${f.label}` })) };
    const server = fakeApi({
      'GET /api/document/90/filled-form': {
        body: {
          filled_form: {
            id: 5,
            document_id: 90,
            form_type: 'public',
            form_id: 2,
            form_schema: [saved],
            values: { family: 'Gonzalez-Ruiz' },
            flatten: false,
          },
        },
      },
      'POST /api/document/filled-form-preview': { text: '%PDF-1.7 filled' },
      'PUT /api/document/update-filled-form/90': {
        body: { document: { id: 90, title: 'I-130.pdf', file: '/api/document/90/versions/2/file', version: 2 } },
      },
    });
    const document = { id: 90, title: 'I-130.pdf', filled_form_id: 5 } as Document;
    const { user } = renderInApp(<ReopenFilledForm document={document} onClose={() => undefined} />, RULES);
    const dialog = await screen.findByRole('dialog', { name: 'Review form fields · I-130.pdf' });
    expect(within(dialog).getByRole('textbox', { name: 'Saved 4. A. Enter Family Name (Last Name).' })).toHaveValue(
      'Gonzalez-Ruiz',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Form saved as “/)).toBeInTheDocument();
    expect(screen.queryByText('Form submitted successfully!')).toBeNull();
    const put = server.calls.find((call) => call.path === '/api/document/update-filled-form/90');
    expect(put).toBeDefined();
    expect(JSON.parse((put!.body as Record<string, string>).values!)).toEqual({ family: 'Gonzalez-Ruiz' });
  });
});
