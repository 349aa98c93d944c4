import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { linkForm, stubCanvas } from '../../../../test/link-fixtures';
import { renderApp } from '../../../../test/render-app';

// A token per test: the page keeps a draft per token while it lives (to survive a language switch).
let TOKEN = '';
let BASE = '';
let count = 0;
beforeEach(() => {
  count += 1;
  TOKEN = `tok-${count}-abcdefghijklmnopqrstuvwxyz012345`;
  BASE = `/api/collaboration-link/${TOKEN}`;
});
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => stubCanvas(PNG));
afterEach(() => vi.restoreAllMocks());

describe('/client-form/:token', () => {
  it('opens in the link’s language (right to left in Arabic) and switches language keeping what was typed', async () => {
    fakeApi({ [`GET ${BASE}`]: { body: { form: linkForm({ locale: 'ar' }) } } });
    const { user, location } = renderApp(`/en/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByText('القسم 1 من 2')).toBeInTheDocument();
    expect(location().pathname).toBe(`/ar/client-form/${TOKEN}`);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByRole('heading', { level: 1, name: 'G-28' })).toBeInTheDocument();
    expect(screen.getByText('Haddad & Partners')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Given name/ }), 'Maria');
    await user.click(within(screen.getByRole('group', { name: 'اللغة' })).getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Section 1 of 2')).toBeInTheDocument();
    expect(location().pathname).toBe(`/en/client-form/${TOKEN}`);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: /^Given name/ })).toHaveValue('Maria');
  });

  it('opens its own form only: no portal frame, link or call, and nothing but this link’s API', async () => {
    const server = fakeApi({
      [`GET ${BASE}`]: {
        body: { form: linkForm({ shared_documents: [{ id: 7, title: 'Retainer' }] }) },
      },
    });
    renderApp(`/en/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByText('Section 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    for (const link of screen.queryAllByRole('link')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/\/portal(\/|$)/);
    }
    const apiCalls = server.calls.filter((call) => call.path.startsWith('/api/'));
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((call) => call.path.startsWith(BASE))).toBe(true);
  });

  it('marks required fields, saves the section on Next and moves on; Back returns', async () => {
    const server = fakeApi({
      [`GET ${BASE}`]: { body: { form: linkForm({ form_title: 'G-28 required' }) } },
      [`PUT ${BASE}/progress`]: { status: 204 },
    });
    const { user } = renderApp(`/en/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByText('Section 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress: step 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Family name/ })).toHaveValue('Gonzalez');
    expect(screen.getByRole('textbox', { name: /^Given name/ })).toBeRequired();
    // The signature field is signed on the last step, not typed.
    expect(screen.queryByRole('textbox', { name: /^Signature/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
    // The field to mend takes the focus, with its message.
    expect(screen.getByRole('textbox', { name: /^Given name/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /^Given name/ }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Section 2 of 2')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      values: { family: 'Gonzalez', given: 'Maria' },
      current_section: 1,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Part 2. Eligibility' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Attorney of record' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Resident' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /^Given name/ })).toHaveValue('Maria');
  });

  it('reopens where the client left off, takes the attachments, and signs with a typed name', async () => {
    const form = linkForm({
      form_title: 'G-28 typed',
      values: { given: 'Maria' },
      current_section: 2,
      requested_documents: ['Passport'],
      shared_documents: [{ id: 55, title: 'Engagement letter' }],
    });
    const server = fakeApi({
      // Once attached, the link shows the file under what was asked for.
      [`GET ${BASE}`]: () =>
        server.calls.some((c) => c.path.endsWith('/attachments'))
          ? { body: { form: { ...form, attachments: [{ id: 70, title: 'passport.jpg', requested: 'Passport' }] } } }
          : { body: { form } },
      [`POST ${BASE}/attachments`]: { status: 201, body: { attachment: { id: 70, title: 'passport.jpg' } } },
      [`POST ${BASE}/submit`]: { status: 201, body: {} },
    });
    const { user } = renderApp(`/en/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Engagement letter' })).toHaveAttribute('href', `${BASE}/documents/55`);
    const passport = new File(['jpg'], 'passport.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, passport);
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === `${BASE}/attachments`)?.body).toEqual({
        requested: 'Passport',
        file: 'passport.jpg',
      }),
    );
    expect(await screen.findByText('passport.jpg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign and submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Sign the form before submitting.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path.endsWith('/submit'))).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Type your name to sign' }), 'Maria Gonzalez');
    await user.click(screen.getByRole('button', { name: 'Sign with this name' }));
    expect(screen.getByRole('img', { name: 'Signature box, signed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Form submitted successfully!' })).toBeInTheDocument();
    expect(server.calls.find((c) => c.path.endsWith('/submit'))?.body).toEqual({
      values: { family: 'Gonzalez', given: 'Maria' },
      signature: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it.each([
    [
      { code: 'image_too_large', message: 'The picture has too many pixels.' },
      'Your signature picture is too large. Clear it and sign again.',
    ],
    [
      { code: 'file_too_complex', message: 'The file is too large or too complex to read.' },
      'This form could not be prepared for signing. Ask your law firm to check it.',
    ],
  ])('says a refused signature or form (422 %o) in the client’s words', async (body, text) => {
    fakeApi({
      [`GET ${BASE}`]: {
        body: {
          form: linkForm({
            form_title: 'G-28 too large',
            current_section: 2,
            values: { family: 'Gonzalez', given: 'Maria' },
          }),
        },
      },
      [`POST ${BASE}/submit`]: { status: 422, body },
    });
    const { user } = renderApp(`/en/client-form/${TOKEN}`, { token: null });
    const signature = await screen.findByRole('textbox', {
      name: 'Type your name to sign',
    });
    await user.type(signature, 'Maria Gonzalez');
    await user.click(screen.getByRole('button', { name: 'Sign with this name' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends the client back to a required field left empty before submitting', async () => {
    const server = fakeApi({
      [`GET ${BASE}`]: { body: { form: linkForm({ form_title: 'G-28 missing', current_section: 2 }) } },
    });
    const { user } = renderApp(`/en/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign and submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Section 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Given name/ })).toHaveFocus());
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    [410, { code: 'gone', message: 'This link has expired. Ask your law firm for a new one.' }, 'Link expired'],
    [410, { error: 'This link was withdrawn by your law firm.' }, 'Link withdrawn'],
    [404, { code: 'not_found', message: 'Not found' }, 'Link not valid'],
  ])('answers %i %o with “%s”', async (status, body, title) => {
    fakeApi({ [`GET ${BASE}`]: { status, body } });
    renderApp(`/en/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
  });

  it('says the link has expired in Arabic on the Arabic address', async () => {
    fakeApi({ [`GET ${BASE}`]: { status: 410, body: { code: 'gone', message: 'This link has expired.' } } });
    renderApp(`/ar/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'انتهت صلاحية هذا الرابط. اطلب رابطًا جديدًا من مكتب المحاماة.',
    );
  });

  it('shows the thank-you state for a form already submitted', async () => {
    fakeApi({ [`GET ${BASE}`]: { body: { form: linkForm({ status: 'submitted' }) } } });
    renderApp(`/en/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText('This form was already submitted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
