import type { DocumentFilling, LightUser, PublicForm } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '../../../lib/locale';
import { i18n } from '../../../locales/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { AssignEmployeesModal } from './AssignEmployeesModal';
import { AssignedFillings } from './AssignedFillings';

const FORMS_CREATE = [{ subject: 'forms' as const, action: 'create' as const }];
const person = (id: number, full_name: string): LightUser => ({
  id,
  full_name,
  image: null,
  email: `${id}@firm.example`,
  position: null,
});
const USERS = [person(11, 'Omar Haddad'), person(12, 'Sara Nguyen'), person(13, 'ليلى منصور')];
const SUBJECT = { clientId: 101, caseId: null, formType: 'public' as const, formId: 2 };

function openModal(preselected: number | null = null, reply: { status: number; body?: unknown } = { status: 201 }) {
  const server = fakeApi({
    'GET /api/law-firm/users/light': { body: USERS },
    'POST /api/law-firm/3/document-filling': reply,
  });
  let closed = false;
  const view = renderInApp(
    <AssignEmployeesModal
      subject={SUBJECT}
      formName="I-130"
      preselectedEmployeeId={preselected}
      onClose={() => {
        closed = true;
      }}
    />,
    FORMS_CREATE,
  );
  return {
    ...view,
    server,
    dialog: screen.getByRole('dialog', { name: 'Assign I-130 to employees' }),
    closed: () => closed,
  };
}

describe('the assign-employees form', () => {
  it('starts with the preselected employee, adds and removes cards, and posts the ids as a JSON list', async () => {
    const { user, dialog, server, closed } = openModal(12);
    const chosen = await within(dialog).findByRole('list', { name: 'Assigned employees' });
    await waitFor(() => expect(within(chosen).getByText('Sara Nguyen')).toBeInTheDocument());

    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    // Someone already chosen is not offered again.
    expect(screen.queryByRole('option', { name: 'Sara Nguyen' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'ليلى منصور' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Omar Haddad' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Omar Haddad' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: 'Note for them (optional)' }), 'Before Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Assign now' }));
    expect(await screen.findByText('The form was assigned to 2 employees.')).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      employees: '[12,13]',
      client_id: '101',
      case_id: 'general',
      form_type: 'public',
      form_id: '2',
      note: 'Before Friday',
    });
    expect(closed()).toBe(true);
  });

  it('asks for an employee before sending, and keeps the dialog open with an error toast when refused', async () => {
    const { user, dialog, server, closed } = openModal(null, {
      status: 404,
      body: { code: 'not_found', message: 'Employee not found' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Assign now' }));
    expect(await within(dialog).findByText('Choose at least one employee.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Omar Haddad' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign now' }));
    expect(await screen.findByText('The form could not be assigned')).toBeInTheDocument();
    expect(closed()).toBe(false);
  });
});

const filling = (id: number, overrides: Partial<DocumentFilling> = {}): DocumentFilling => ({
  id,
  status: 'open',
  client: { id: 101, full_name: 'Ahmed Hassan' },
  case: { id: 55, title: 'Spousal petition' },
  form: { form_type: 'public', id: 2, title: 'I-130 – Petition for Alien Relative' },
  note: 'Use the marriage certificate.',
  employees: [{ id: 11, full_name: 'Omar Haddad', image: null }],
  assigned_by: { id: 1, full_name: 'Alex Admin', image: null },
  created_at: '2026-11-20T10:00:00.000Z',
  completed_at: null,
  ...overrides,
});

describe('the forms to fill on the hub', () => {
  afterEach(() => {
    void i18n.changeLanguage('en');
  });

  it('lists the caller’s fillings, links each to the filling screen, marks one done, and shows the firm’s', async () => {
    const server = fakeApi({
      'GET /api/law-firm/3/document-fillings': (call) => ({
        body: {
          items: call.search.includes('assigned_to=all') ? [filling(7), filling(8, { case: null })] : [filling(7)],
          page: 1,
          page_size: 6,
          total: call.search.includes('assigned_to=all') ? 2 : 1,
        },
      }),
      'PUT /api/law-firm/3/document-filling/7': { body: filling(7, { status: 'done' }) },
    });
    const { user } = renderInApp(
      <MemoryRouter>
        <AssignedFillings />
      </MemoryRouter>,
      FORMS_CREATE,
    );
    const section = screen.getByRole('region', { name: 'Forms to fill' });
    const card = await within(section).findByRole('listitem', { name: 'I-130 – Petition for Alien Relative' });
    expect(card).toHaveTextContent('For Ahmed Hassan · Spousal petition');
    expect(card).toHaveTextContent('Assigned by Alex Admin on');
    expect(within(card).getByRole('link', { name: 'Fill the form' })).toHaveAttribute(
      'href',
      '/forms/fill?client_id=101&form_type=public&id=2&case_id=55',
    );
    expect(server.calls[0]?.search).toContain('assigned_to=me');

    await user.click(within(card).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('I-130 – Petition for Alien Relative is marked done.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'done' });

    await user.click(screen.getByRole('radio', { name: 'All open' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  });

  it('shows a public form’s Arabic title in Arabic, and a firm form under its own title', async () => {
    const i130: PublicForm = {
      id: 2,
      name: 'I-130',
      title: 'Petition for Alien Relative',
      title_ar: 'التماس لقريب أجنبي',
      url: '/api/legal_form/2/file',
    };
    const server = fakeApi({
      'GET /api/legal_form': { body: [i130] },
      'GET /api/law-firm/3/document-fillings': {
        body: {
          items: [filling(7), filling(8, { form: { form_type: 'law_firm', id: 2, title: 'Intake sheet' } })],
          page: 1,
          page_size: 6,
          total: 2,
        },
      },
      'PUT /api/law-firm/3/document-filling/7': { body: filling(7, { status: 'done' }) },
    });
    const { user } = renderInApp(
      <MemoryRouter>
        <LocaleContext.Provider value={{ locale: 'ar', prefix: '/ar' }}>
          <AssignedFillings />
        </LocaleContext.Provider>
      </MemoryRouter>,
      FORMS_CREATE,
    );
    await i18n.changeLanguage('ar');
    const section = screen.getByRole('region', { name: 'نماذج للتعبئة' });
    const card = await within(section).findByRole('listitem', { name: 'I-130 – التماس لقريب أجنبي' });
    // The firm form shares the public form's id, and still keeps its own title.
    expect(within(section).getByRole('listitem', { name: 'Intake sheet' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'تمّ' }));
    expect(await screen.findByText('عُلِّم I-130 – التماس لقريب أجنبي منجزًا.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/legal_form')?.search).toBe('?limit=-1');
  });

  it('does not read the public forms in English, where the kept title is already the English one', async () => {
    const server = fakeApi({
      'GET /api/law-firm/3/document-fillings': { body: { items: [filling(7)], page: 1, page_size: 6, total: 1 } },
    });
    renderInApp(
      <MemoryRouter>
        <AssignedFillings />
      </MemoryRouter>,
      FORMS_CREATE,
    );
    expect(await screen.findByRole('listitem', { name: 'I-130 – Petition for Alien Relative' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/legal_form')).toBe(false);
  });

  it('says when nothing waits', async () => {
    fakeApi({ 'GET /api/law-firm/3/document-fillings': { body: { items: [], page: 1, page_size: 6, total: 0 } } });
    renderInApp(
      <MemoryRouter>
        <AssignedFillings />
      </MemoryRouter>,
      FORMS_CREATE,
    );
    expect(await screen.findByText('No form is waiting for you.')).toBeInTheDocument();
  });
});
