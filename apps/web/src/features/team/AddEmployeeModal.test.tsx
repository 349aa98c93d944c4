import { defaultRulesFor, type EmployeeRule, NO_PARTICIPANT_TYPES_MESSAGE } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi, type RecordedCall } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { employeesRoute, makeDetail, makeEmployee } from '../../test/team-fixtures';

type User = ReturnType<typeof userEvent.setup>;
const TYPES_PATH = '/api/participant_type/get_all_participant_types/law_firm/3';
const TYPES = [
  { id: 5, name: 'Petitioner', description: 'Files the petition' },
  { id: 6, name: 'Interpreter', description: 'Interprets at interviews' },
];

function serve(options: {
  rules?: EmployeeRule[];
  admin?: boolean;
  types?: unknown;
  add?: (call: RecordedCall) => FakeReply;
}) {
  return fakeApi({
    'GET /api/auth/me': { body: makeMe({ is_admin: options.admin ?? true, rules: options.rules ?? [] }) },
    'GET /api/law-firm/3/employees': employeesRoute([makeEmployee(1)]),
    [`GET ${TYPES_PATH}`]: { body: options.types ?? TYPES },
    'GET /api/geo/countries': { body: [{ id: 'US', name: 'United States' }] },
    'GET /api/geo/countries/US/states': { body: [{ id: 'TX', name: 'Texas' }] },
    'GET /api/geo/countries/US/states/TX/cities': { body: [{ id: '4699066', name: 'Houston' }] },
    'POST /api/law-firm/3/employee': options.add ?? { status: 201, body: { employee: makeDetail() } },
  });
}

async function openForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add employee' }));
  return screen.findByRole('dialog', { name: 'Add employee' });
}

async function fillValidEmployee(user: User, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: /Full name/ }), 'Nadia Rahman');
  await user.type(form.getByRole('textbox', { name: /Email/ }), 'nadia@haddad-law.test');
  await user.type(form.getByRole('textbox', { name: /^Phone/ }), '7135550111');
  await user.selectOptions(form.getByRole('combobox', { name: /Position/ }), 'Paralegal');
  await user.type(form.getByRole('textbox', { name: /Street/ }), '2200 Post Oak Blvd');
  await user.click(await form.findByRole('combobox', { name: /State/ }));
  await user.click(await screen.findByRole('option', { name: 'Texas' }));
  await user.click(form.getByRole('combobox', { name: /City/ }));
  await user.click(await screen.findByRole('option', { name: 'Houston' }));
  await user.type(form.getByRole('textbox', { name: /Postal code/ }), '77056');
}

const submit = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Add employee' }));
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

// Filling a whole form through user events takes seconds on a shared machine.
describe('add-employee form', () => {
  it('refuses to send until the required details are valid, and blocks leading spaces', async () => {
    const server = serve({});
    const { user } = renderApp('/team');
    const dialog = await openForm(user);
    await submit(user, dialog);
    expect(await within(dialog).findAllByText('This field is required.')).not.toHaveLength(0);
    expect(posts(server.calls)).toEqual([]);

    const name = within(dialog).getByRole('textbox', { name: /Full name/ });
    await user.type(name, '  N');
    expect(name).toHaveValue('N');
    await user.type(within(dialog).getByRole('textbox', { name: /Street/ }), ' 1 Main');
    expect(within(dialog).getByRole('textbox', { name: /Street/ })).toHaveValue('1 Main');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await submit(user, dialog);
    expect(await within(dialog).findByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(posts(server.calls)).toEqual([]);
  });

  it('builds the rules from the position, lets an admin change them, and sends form data', async () => {
    const server = serve({});
    const { user } = renderApp('/team');
    const dialog = await openForm(user);
    const form = within(dialog);
    expect(form.getByRole('combobox', { name: 'Authorization level' })).toHaveDisplayValue('Not allowed');

    await fillValidEmployee(user, dialog);
    // Paralegal defaults: a mix, so the level is custom.
    expect(form.getByRole('combobox', { name: 'Authorization level' })).toHaveDisplayValue('Custom');
    expect(form.getByRole('combobox', { name: 'Clients' })).toHaveDisplayValue('Update');
    await user.selectOptions(form.getByRole('combobox', { name: 'Settings' }), 'Read');

    await user.type(form.getByRole('textbox', { name: 'Search participant types' }), 'interp');
    expect(form.queryByRole('checkbox', { name: 'Petitioner' })).not.toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Interpreter' }));

    await submit(user, dialog);
    await waitFor(() => expect(posts(server.calls)).toHaveLength(1));
    const sent = posts(server.calls)[0]!.body as Record<string, string>;
    expect(sent).toMatchObject({
      full_name: 'Nadia Rahman',
      email: 'nadia@haddad-law.test',
      phone_number: '+17135550111',
      position: 'paralegal',
      'address[street]': '2200 Post Oak Blvd',
      'address[postal_code]': '77056',
      'address[city]': JSON.stringify({ id: '4699066', name: 'Houston' }),
      'address[state]': JSON.stringify({ id: 'TX', name: 'Texas' }),
      'address[country]': JSON.stringify({ id: 'US', name: 'United States' }),
      participant_types: '[6]',
    });
    const expected = defaultRulesFor('paralegal').map((rule) =>
      rule.subject === 'settings' ? { subject: 'settings', action: 'read' } : rule,
    );
    expect(JSON.parse(sent.rules!)).toEqual(expected);
    expect(await screen.findByText(/was added. An invitation to choose a password was sent/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add employee' })).not.toBeInTheDocument());
  });

  it('says why when refused: no permission, the plan’s maximum, the server’s message, else Bad Request', async () => {
    const refusals: Array<[FakeReply, string]> = [
      [
        { status: 403, body: { code: 'forbidden', message: 'Forbidden' } },
        "You don't have permission to add employees.",
      ],
      [
        { status: 403, body: { code: 'max_users_reached', message: 'x' } },
        'Your plan does not allow more users. Please upgrade your plan.',
      ],
      [{ status: 400, body: { code: 'bad_request', message: 'Unexpected field' } }, 'Unexpected field'],
      [{ status: 400, body: { code: 'bad_request', message: '' } }, 'Bad Request'],
    ];
    let attempt = 0;
    serve({ add: () => refusals[attempt++]![0] });
    const { user } = renderApp('/team');
    const dialog = await openForm(user);
    await fillValidEmployee(user, dialog);
    for (const [, text] of refusals) {
      await submit(user, dialog);
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(text));
    }
  });

  it('puts a taken email under the email field', async () => {
    serve({
      add: () => ({
        status: 409,
        body: {
          code: 'email_taken',
          message: 'taken',
          fields: { email: 'An account with this email already exists.' },
        },
      }),
    });
    const { user } = renderApp('/team');
    const dialog = await openForm(user);
    await fillValidEmployee(user, dialog);
    await submit(user, dialog);
    expect(await within(dialog).findAllByText('An account with this email already exists.')).toHaveLength(2);
  });

  it('points to the participant types settings when the firm has none', async () => {
    serve({ types: { message: NO_PARTICIPANT_TYPES_MESSAGE } });
    const { user } = renderApp('/team');
    const dialog = await openForm(user);
    expect(await within(dialog).findByText('No participant types found')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Define participant types in settings' })).toHaveAttribute(
      'href',
      '/settings/participant-types',
    );
  });

  it('gives a non-admin the position’s rules read-only, and leaves them to the server', async () => {
    const server = serve({
      admin: false,
      rules: [
        { subject: 'employees', action: 'update' },
        { subject: 'clients', action: 'read' },
      ],
    });
    const { user } = renderApp('/team');
    const dialog = await openForm(user);
    await fillValidEmployee(user, dialog);
    expect(within(dialog).getByText('Only administrators can change permissions.')).toBeInTheDocument();
    // Paralegals may update clients, but this adder may only read them: the list shows what will be given.
    expect(within(dialog).getByRole('combobox', { name: 'Clients' })).toHaveDisplayValue('Read');
    expect(within(dialog).getByRole('combobox', { name: 'Clients' })).toBeDisabled();
    await submit(user, dialog);
    await waitFor(() => expect(posts(server.calls)).toHaveLength(1));
    expect(posts(server.calls)[0]!.body).not.toHaveProperty('rules');
  });

  it('warns, and does not send, when the firm already has its plan’s maximum of users', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ is_admin: true }) },
      'GET /api/law-firm/3/employees': employeesRoute(Array.from({ length: 10 }, (_, i) => makeEmployee(i))),
      [`GET ${TYPES_PATH}`]: { body: TYPES },
      'GET /api/geo/countries': { body: [{ id: 'US', name: 'United States' }] },
    });
    const { user } = renderApp('/team');
    const dialog = await openForm(user);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your plan does not allow more users.');
    expect(within(dialog).getByRole('button', { name: 'Add employee' })).toBeDisabled();
    expect(posts(server.calls)).toEqual([]);
  });

  it('hides the add button without ADD_EMPLOYEE', async () => {
    serve({ admin: false, rules: [{ subject: 'employees', action: 'read' }] });
    renderApp('/team');
    expect(await screen.findByRole('article', { name: 'Ben Carter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add employee' })).not.toBeInTheDocument();
  });
});
