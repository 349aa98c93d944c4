import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { linkForm, stubCanvas } from '../../test/link-fixtures';
import { formsPage, portalAccount, portalForm, SIGNED_OUT } from '../../test/portal-fixtures';
import { renderApp } from '../../test/render-app';

const ACCOUNT = { 'GET /api/portal/account': { body: { account: portalAccount() } } };

beforeEach(() => stubCanvas('data:image/png;base64,iVBORw0KGgo='));
afterEach(() => vi.restoreAllMocks());

describe('/portal/forms', () => {
  it('lists the client’s forms with their state, dates and what each offers', async () => {
    fakeApi({
      ...ACCOUNT,
      'GET /api/portal/forms': {
        body: formsPage([
          portalForm({ id: 1, form_title: 'G-28 new', status: 'sent' }),
          portalForm({ id: 2, form_title: 'I-130 begun', status: 'in_progress' }),
          portalForm({
            id: 3,
            form_title: 'I-485 done',
            status: 'submitted',
            submitted_at: '2026-11-22T10:00:00.000Z',
            has_signed_pdf: true,
          }),
          portalForm({ id: 4, form_title: 'N-400 withdrawn', status: 'revoked' }),
        ]),
      },
    });
    renderApp('/en/portal/forms', { token: null });
    const card = async (title: string) => screen.findByRole('listitem', { name: title });

    const fresh = await card('G-28 new');
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(within(fresh).getByText('Sent Nov 20, 2026 · Fill in by Nov 27, 2026')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Fill in' })).toHaveAttribute('href', '/en/portal/forms/1');
    expect(within(fresh).queryByRole('link', { name: 'Download signed copy' })).toBeNull();

    expect(within(await card('I-130 begun')).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/en/portal/forms/2',
    );

    const done = await card('I-485 done');
    expect(within(done).getByText('Submitted')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/en/portal/forms/3');
    expect(within(done).getByRole('link', { name: 'Download signed copy' })).toHaveAttribute(
      'href',
      '/api/portal/forms/3/signed-pdf',
    );

    const withdrawn = await card('N-400 withdrawn');
    expect(within(withdrawn).getByText('This form was withdrawn by your law firm.')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('link')).toBeNull();

    expect(screen.getByText('Hello, Maria.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Haddad & Partners');
  });

  it('filters and pages on the server, keeping both in the address', async () => {
    const server = fakeApi({
      ...ACCOUNT,
      'GET /api/portal/forms': (call) => {
        const query = new URLSearchParams(call.search);
        if (query.get('status') === 'submitted') return { body: formsPage([]) };
        const page = Number(query.get('page'));
        return { body: formsPage([portalForm({ id: page, form_title: `Form on page ${page}` })], 25, page) };
      },
    });
    const { user, location } = renderApp('/en/portal/forms', { token: null });
    expect(await screen.findByRole('listitem', { name: 'Form on page 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('listitem', { name: 'Form on page 3' })).toBeInTheDocument();
    expect(location().search).toBe('?page=3');
    expect(server.calls.at(-1)?.search).toBe('?status=all&page=3&page_size=10');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'submitted');
    expect(await screen.findByText('You have not submitted a form yet.')).toBeInTheDocument();
    expect(location().search).toBe('?status=submitted');
    expect(server.calls.at(-1)?.search).toBe('?status=submitted&page=1&page_size=10');
  });

  it('says when there is nothing yet', async () => {
    fakeApi({ ...ACCOUNT, 'GET /api/portal/forms': { body: formsPage([]) } });
    renderApp('/en/portal/forms', { token: null });
    expect(
      await screen.findByText('No forms yet. When your law firm sends you a form, it appears here.'),
    ).toBeInTheDocument();
  });

  it('follows the account’s language, and a switch saves it and stays', async () => {
    const server = fakeApi({
      'GET /api/portal/account': { body: { account: portalAccount({ locale: 'ar' }) } },
      'PUT /api/portal/account': (call) => ({ body: { account: portalAccount(call.body as { locale: 'en' }) } }),
      'GET /api/portal/forms': { body: formsPage([]) },
    });
    const { user, location } = renderApp('/en/portal/forms', { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'نماذجك' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ar/portal/forms');

    await user.click(within(screen.getByRole('group', { name: 'اللغة' })).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your forms' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal/forms');
    await waitFor(() => expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ locale: 'en' }));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('signs out and shows the sign-in page', async () => {
    const server = fakeApi({
      ...ACCOUNT,
      'GET /api/portal/forms': { body: formsPage([]) },
      'POST /api/portal/sign-out': { status: 204 },
    });
    const { user, location } = renderApp('/en/portal/forms', { token: null });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal');
    expect(server.calls.some((call) => call.path === '/api/portal/sign-out')).toBe(true);
    expect(screen.queryByText('Please sign in to your client portal.')).toBeNull();
  });

  it('sends a visitor who is not signed in to sign in, and back after', async () => {
    let signedIn = false;
    fakeApi({
      'GET /api/portal/account': () => (signedIn ? { body: { account: portalAccount() } } : SIGNED_OUT),
      'POST /api/portal/sign-in': () => {
        signedIn = true;
        return { body: { account: portalAccount() } };
      },
      'GET /api/portal/forms': () => (signedIn ? { body: formsPage([]) } : SIGNED_OUT),
    });
    const { user, location } = renderApp('/en/portal/forms?status=open', { token: null });
    expect(await screen.findByText('Please sign in to your client portal.')).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@mail.test');
    await user.type(screen.getByLabelText(/^Password/), 'counsel-portal-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Nothing to fill in right now.')).toBeInTheDocument();
    expect(location().pathname + location().search).toBe('/en/portal/forms?status=open');
  });
});

describe('/portal/forms/:id', () => {
  const BASE = '/api/portal/forms/41';

  it('fills the form through the portal’s calls with the portal’s cookie, never a staff token', async () => {
    const server = fakeApi({
      ...ACCOUNT,
      [`GET ${BASE}`]: { body: { form: linkForm({ form_title: 'G-28 portal' }) } },
      [`PUT ${BASE}/progress`]: { body: { form: linkForm() } },
      [`POST ${BASE}/submit`]: { body: { form: linkForm({ status: 'submitted' }) } },
      'GET /api/portal/forms': { body: formsPage([]) },
    });
    // A staff member signed in on the same device plays no part.
    const { user } = renderApp('/en/portal/forms/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'G-28 portal' })).toBeInTheDocument();
    expect(screen.getByText('Section 1 of 2')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Given name/ }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Section 2 of 2')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === `${BASE}/progress`)?.body).toEqual({
      values: { family: 'Gonzalez', given: 'Maria' },
      current_section: 1,
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'Type your name to sign' }), 'Maria Gonzalez');
    await user.click(screen.getByRole('button', { name: 'Sign with this name' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Form submitted successfully!' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === `${BASE}/submit`)?.body).toMatchObject({
      signature: expect.stringMatching(/^data:image\/png;base64,/),
    });

    const portalCalls = server.fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/portal'));
    expect(portalCalls.length).toBeGreaterThan(3);
    expect(portalCalls.every(([, init]) => init?.credentials === 'same-origin')).toBe(true);
    expect(
      server.calls.filter((call) => call.path.startsWith('/api/portal')).map((c) => c.headers.Authorization),
    ).toEqual(portalCalls.map(() => undefined));
    await user.click(screen.getByRole('link', { name: 'Your forms' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your forms' })).toBeInTheDocument();
  });

  it('offers the signed copy of a submitted form, and its shared documents through the portal', async () => {
    fakeApi({ ...ACCOUNT, [`GET ${BASE}`]: { body: { form: linkForm({ status: 'submitted' }) } } });
    renderApp('/en/portal/forms/41', { token: null });
    expect(await screen.findByText('This form was already submitted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download signed copy' })).toHaveAttribute('href', `${BASE}/signed-pdf`);
  });

  it('links shared documents under the portal’s address', async () => {
    fakeApi({
      ...ACCOUNT,
      [`GET ${BASE}`]: {
        body: { form: linkForm({ current_section: 2, shared_documents: [{ id: 55, title: 'Engagement letter' }] }) },
      },
    });
    renderApp('/en/portal/forms/41', { token: null });
    expect(await screen.findByRole('link', { name: 'Engagement letter' })).toHaveAttribute(
      'href',
      `${BASE}/documents/55`,
    );
  });

  it.each([
    [410, 'link_revoked', 'Form withdrawn'],
    [410, 'link_expired', 'Form expired'],
    [404, 'not_found', 'Form not found'],
  ])('answers %i %s with “%s”', async (status, code, title) => {
    fakeApi({ ...ACCOUNT, [`GET ${BASE}`]: { status, body: { code, message: 'refused' } } });
    renderApp('/en/portal/forms/41', { token: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
  });

  it('a 401 while filling sends the client to sign in, then back to the form with what they typed', async () => {
    // Another form: the screens keep a draft per form while the page lives.
    const OTHER = '/api/portal/forms/42';
    let session = true;
    const server = fakeApi({
      'GET /api/portal/account': () => (session ? { body: { account: portalAccount() } } : SIGNED_OUT),
      'POST /api/portal/sign-in': () => {
        session = true;
        return { body: { account: portalAccount() } };
      },
      [`GET ${OTHER}`]: { body: { form: linkForm({ form_title: 'G-28 session' }) } },
      [`PUT ${OTHER}/progress`]: () => (session ? { body: {} } : SIGNED_OUT),
    });
    const { user, location } = renderApp('/en/portal/forms/42', { token: null });
    await user.type(await screen.findByRole('textbox', { name: /^Given name/ }), 'Maria');
    session = false;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please sign in to your client portal.')).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@mail.test');
    await user.type(screen.getByLabelText(/^Password/), 'counsel-portal-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'G-28 session' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/portal/forms/42');
    expect(screen.getByRole('textbox', { name: /^Given name/ })).toHaveValue('Maria');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Section 2 of 2')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === `${OTHER}/progress`)).toHaveLength(2);
  });
});
