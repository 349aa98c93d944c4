import type { ExtractedFormField, PublicForm } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../lib/locale';
import { i18n } from '../../locales/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import FormsHubPage from './FormsHubPage';
import PublicFormsPage from './PublicFormsPage';

// The reader brings pdf.js; here it only has to be opened with the right file.
vi.mock('../../ui/pdf/PdfReader', () => ({
  default: ({ title, fileUrl }: { title: string; fileUrl: string }) => (
    <div role="dialog" aria-label={title} data-file={fileUrl} />
  ),
}));

const FORMS_READ = [{ subject: 'forms' as const, action: 'read' as const }];
const FORMS: PublicForm[] = [
  {
    id: 1,
    name: 'G-28',
    title: 'Notice of Entry of Appearance as Attorney or Accredited Representative',
    title_ar: 'إشعار بالمثول بصفة محامٍ أو ممثل معتمد',
    url: '/api/legal_form/1/file',
  },
  {
    id: 2,
    name: 'I-130',
    title: 'Petition for Alien Relative',
    title_ar: 'التماس لقريب أجنبي',
    url: '/api/legal_form/2/file',
  },
];
const field = (
  name: string,
  label: string,
  section: string,
  description: string,
  type: ExtractedFormField['type'] = 'text',
): ExtractedFormField => ({
  name,
  label,
  type,
  options: [],
  section,
  section_description: description,
  required: false,
});
const I130_FIELDS = [
  field('a', '1. Select One Box Below to Indicate Your Relationship', 'Part 1', 'Relationship', 'checkbox'),
  field('b', '4. A. Enter Family Name (Last Name).', 'Part 2', 'Information About You (Petitioner)'),
  field('c', '8. Enter Date of Birth.', 'Part 2', 'Information About You (Petitioner)', 'date'),
];

function open(routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ 'GET /api/legal_form': { body: FORMS }, ...routes });
  const view = renderInApp(
    <MemoryRouter>
      <PublicFormsPage />
    </MemoryRouter>,
    FORMS_READ,
  );
  return { ...view, server };
}

/** The Fields button of a form's list item, described by the form's name. */
async function fieldsButton(name: string) {
  const buttons = await screen.findAllByRole('button', { name: 'Fields' });
  const button = buttons.find(
    (candidate) =>
      candidate.getAttribute('aria-describedby') &&
      document.getElementById(candidate.getAttribute('aria-describedby')!)?.textContent === name,
  );
  if (!button) throw new Error(`No Fields button for ${name}`);
  expect(button).toHaveAccessibleDescription(name);
  return button;
}

afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('en');
});

describe('the forms hub', () => {
  it('shows the Forms breadcrumb, links to public and law firm forms, and the forms to fill', async () => {
    fakeApi({ 'GET /api/law-firm/3/document-fillings': { body: { items: [], page: 1, page_size: 6, total: 0 } } });
    renderInApp(
      <MemoryRouter>
        <FormsHubPage />
      </MemoryRouter>,
      FORMS_READ,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(crumbs).getByText('Forms')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Public forms/ })).toHaveAttribute('href', '/forms/public-forms');
    expect(screen.getByRole('link', { name: /Law firm forms/ })).toHaveAttribute('href', '/forms/law-firm-forms');
    expect(await screen.findByText('No form is waiting for you.')).toBeInTheDocument();
  });
});

describe('/forms/public-forms', () => {
  it('lists every public form (limit -1) as chips with titles cut beyond 20 characters', async () => {
    const { server } = open();
    const chip = await screen.findByRole('button', { name: 'I-130 Petition for Alien R…' });
    expect(chip).toHaveAccessibleDescription('Petition for Alien Relative');
    expect(screen.getByRole('button', { name: 'G-28 Notice of Entry of A…' })).toHaveAccessibleDescription(
      'Notice of Entry of Appearance as Attorney or Accredited Representative',
    );
    expect(server.calls.find((call) => call.path === '/api/legal_form')?.search).toBe('?limit=-1');
    const crumbs = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(crumbs).getByRole('link', { name: 'Forms' })).toHaveAttribute('href', '/forms');
  });

  it('opens a form read-only from its chip', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'I-130 Petition for Alien R…' }));
    expect(await screen.findByRole('dialog', { name: 'I-130 · Petition for Alien Relative' })).toHaveAttribute(
      'data-file',
      '/api/legal_form/2/file',
    );
  });

  it('says so when the list cannot be loaded', async () => {
    open({ 'GET /api/legal_form': { status: 500, body: { code: 'internal_error', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load public forms');
  });

  it('shows the Arabic titles in Arabic', async () => {
    fakeApi({ 'GET /api/legal_form': { body: FORMS } });
    renderInApp(
      <MemoryRouter>
        <LocaleContext.Provider value={{ locale: 'ar', prefix: '/ar' }}>
          <PublicFormsPage />
        </LocaleContext.Provider>
      </MemoryRouter>,
      FORMS_READ,
    );
    await i18n.changeLanguage('ar');
    expect(await screen.findByRole('button', { name: 'I-130 التماس لقريب أجنبي' })).toHaveAccessibleDescription(
      'التماس لقريب أجنبي',
    );
  });
});

describe('the fields modal', () => {
  it('lists the fields by section, searchable, with label and type editable', async () => {
    const { user, server } = open({ 'POST /api/document/extract-form-fields': { body: I130_FIELDS } });
    await user.click(await fieldsButton('I-130'));
    const dialog = await screen.findByRole('dialog', { name: 'Fields of I-130' });
    expect(await within(dialog).findByText(/3 fields/)).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ form: { form_type: 'public', id: 2 } });

    // Part 1 starts open; Part 2 opens on demand.
    expect(within(dialog).getByRole('textbox', { name: 'Label of field 1' })).toHaveValue(
      '1. Select One Box Below to Indicate Your Relationship',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Label of field 2' })).toBeNull();
    const part2 = within(dialog).getByRole('button', { name: /^Part 2\. Information About You \(Petitioner\)/ });
    expect(part2).toHaveAttribute('aria-expanded', 'false');
    await user.click(part2);
    expect(part2).toHaveAttribute('aria-expanded', 'true');
    const label = within(dialog).getByRole('textbox', { name: 'Label of field 2' });
    await user.clear(label);
    await user.type(label, 'Petitioner family name');
    expect(label).toHaveValue('Petitioner family name');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type of field 3' }), 'Text');
    expect(within(dialog).getByRole('combobox', { name: 'Type of field 3' })).toHaveValue('text');

    await user.type(within(dialog).getByRole('textbox', { name: 'Search fields' }), 'family');
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Label of field 1' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Label of field 2' })).toHaveValue('Petitioner family name');
  });

  it('says when a form has no fields, and when they cannot be read', async () => {
    const { user } = open({ 'POST /api/document/extract-form-fields': { body: [] } });
    await user.click(await fieldsButton('G-28'));
    expect(await screen.findByText('This form has no fillable fields.')).toBeInTheDocument();
  });

  it('shows the §8 text when the schema cannot be retrieved', async () => {
    const { user } = open({
      'POST /api/document/extract-form-fields': { status: 422, body: { code: 'unreadable_pdf', message: 'x' } },
    });
    await user.click(await fieldsButton('G-28'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to retrieve form schema');
  });
});
