import type { ContactLight, WorkflowTask } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseProfile, casesPage, clientContact, contactsPage, LIGHT_USERS } from '../../../test/cases-test-data';
import { fakeApi } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const CREATOR = makeMe({ rules: [{ subject: 'cases', action: 'create' }] });

const withPhone = (contact: ContactLight): ContactLight => ({ ...contact, phone_number: '+17135550100' });
const MARIA = withPhone(clientContact(11, 'Maria Elena Gonzalez', 'maria.gonzalez@mail.example', 101));
const NO_EMAIL = withPhone(clientContact(12, 'Sam Noemail', null, 102));
const NO_PHONE = clientContact(13, 'Pat Nophone', 'pat@mail.example', 103);
const ACME: ContactLight = {
  ...MARIA,
  id: 14,
  name: 'Acme Corp',
  contact_type: 'company',
  related_entity_type: null,
  related_entity_id: null,
};

function task(id: number, title: string, type: Partial<WorkflowTask>): WorkflowTask {
  return {
    id,
    title,
    priority: 'LOW',
    duration: 1440,
    participant_type: null,
    participant_type_name: null,
    instructions: [],
    email_template: null,
    document_template: null,
    forms: [],
    law_firm_id: 3,
    workflow_step_id: null,
    step_parent: null,
    ...type,
  };
}

const TEMPLATE = {
  id: 7,
  title: 'Spousal I-130',
  description: '',
  law_firm_id: 3,
  is_public: false,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  steps: [
    {
      id: 70,
      title: 'Intake',
      priority: 'LOW',
      law_firm_id: 3,
      workflow_template_id: 7,
      workflow_template_title: 'Spousal I-130',
      step_oder: 1,
      tasks: [
        task(1, 'Consultation', { participant_type: { id: 5, name: 'Attorney', description: '' } }),
        task(2, 'Checklist', { participant_type_name: 'Paralegal' }),
      ],
      sub_steps: [],
    },
    {
      id: 71,
      title: 'Filing',
      priority: 'LOW',
      law_firm_id: 3,
      workflow_template_id: 7,
      workflow_template_title: 'Spousal I-130',
      step_oder: 2,
      tasks: [task(3, 'Mail the petition', { participant_type_name: 'Paralegal' })],
      sub_steps: [
        {
          id: 72,
          title: 'Online filing',
          priority: 'LOW',
          workflow_template_id: 7,
          tasks: [task(4, 'File online', { participant_type: { id: 5, name: 'Attorney', description: '' } })],
        },
      ],
    },
  ],
};

/** Acme's possible primary contacts: a client's contact (99) and a witness who is no client (98). */
const PRIMARY = withPhone(clientContact(99, 'Omar Haddad', 'omar@mail.example', 104));
const WITNESS: ContactLight = {
  ...PRIMARY,
  id: 98,
  name: 'Wendy Witness',
  related_entity_type: null,
  related_entity_id: null,
};

function serve(options: { created?: { status?: number; body?: unknown }; primary?: number | null } = {}) {
  return fakeApi({
    'GET /api/auth/me': { body: CREATOR },
    'GET /api/law-firm/3/cases': { body: casesPage([]) },
    'GET /api/contacts': { body: contactsPage([MARIA, NO_EMAIL, NO_PHONE, ACME]) },
    'GET /api/contacts/14/primary-status': { body: { primary_contact_id: options.primary ?? null } },
    'GET /api/contacts/99': { body: PRIMARY },
    'GET /api/contacts/98': { body: WITNESS },
    'GET /api/law-firm/users/light': { body: LIGHT_USERS },
    'GET /api/workflow/get-law-firm-workflow-templates/3': {
      body: {
        templates: [
          {
            id: 7,
            title: 'Spousal I-130',
            description: '',
            law_firm_id: 3,
            is_public: false,
            step_count: 2,
            task_count: 4,
            updated_at: '2026-01-01T00:00:00Z',
          },
        ],
      },
    },
    'GET /api/workflow/get-workflow-template/7': { body: { template: TEMPLATE } },
    'POST /api/case/': options.created ?? { status: 201, body: { id: 900, client_id: 101 } },
    'GET /api/case/900': { body: caseProfile({ id: 900, client_id: 101, title: 'Spouse petition' }) },
  });
}

async function openWizard() {
  const view = renderApp('/client/cases');
  await view.user.click(await screen.findByRole('button', { name: 'New case' }));
  const dialog = await screen.findByRole('dialog', { name: 'New case' });
  return { ...view, dialog };
}

type User = ReturnType<typeof renderApp>['user'];

async function pick(user: User, dialog: HTMLElement, label: string, option: RegExp | string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillDetails(user: User, dialog: HTMLElement, contact: RegExp = /Maria Elena Gonzalez/) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Spouse petition');
  await pick(user, dialog, 'Contact', contact);
  await pick(user, dialog, 'Workflow', 'Spousal I-130');
}

describe('Create-case wizard', () => {
  it('keeps Next disabled until title, contact and workflow hold; Cancel on step 1 closes', async () => {
    serve();
    const { user, dialog } = await openWizard();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' Leading space');
    expect(await within(dialog).findByText('Enter a title that does not start with a space.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await fillDetails(user, dialog);
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New case' })).not.toBeInTheDocument());
  });

  it('refuses a contact without email or phone, and an organisation without a primary contact', async () => {
    serve({ primary: null });
    const { user, dialog } = await openWizard();
    await fillDetails(user, dialog, /Sam Noemail/);
    expect(
      await within(dialog).findByText('This contact has no email set yet. Please add an email address...'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await pick(user, dialog, 'Contact', /Pat Nophone/);
    expect(
      await within(dialog).findByText('This contact has no phone number set yet. Please add a phone number...'),
    ).toBeInTheDocument();
    await pick(user, dialog, 'Contact', /Acme Corp/);
    expect(
      await within(dialog).findByText(
        "The selected contact doesn't have a primary contact. You must add a primary contact to proceed.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('stops at the contact when an organisation’s primary contact is no client, before the last step refuses it', async () => {
    const server = serve({ primary: 98 });
    const { user, dialog } = await openWizard();
    await fillDetails(user, dialog, /Acme Corp/);
    const notClient =
      'A case must belong to a client. Choose a client, or an organisation whose primary contact is a client.';
    expect(await within(dialog).findByText(notClient)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Contact' })).toHaveAccessibleDescription(notClient);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for a team lead, maps participant types to every task (alternatives too) and sends the payload', async () => {
    const server = serve();
    const { user, dialog, location } = await openWizard();
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Assign a team lead before proceeding.')).toBeInTheDocument();
    await pick(user, dialog, 'Team leads', 'Layla Haddad');
    await pick(user, dialog, 'Attorney', 'Layla Haddad');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The paralegal's tasks have nobody yet: saving names the count and sends nothing.
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 tasks are unassigned. Assign every task before saving.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    // Back to step 2 keeps what was chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await pick(user, dialog, 'Paralegal', 'James Clarke');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The preview: search, and one task given to someone else.
    await user.type(await within(dialog).findByRole('searchbox', { name: 'Search tasks' }), 'online');
    expect(within(dialog).getByText('Alternative: Online filing')).toBeInTheDocument();
    expect(within(dialog).queryByText('Checklist')).not.toBeInTheDocument();
    await pick(user, dialog, 'Assignee of File online', 'James Clarke');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/client/101/cases/900'));
    const post = server.calls.find((c) => c.method === 'POST' && c.path === '/api/case/');
    expect(post?.body).toMatchObject({
      title: 'Spouse petition',
      contact_id: '11',
      workflow_id: '7',
      status: 'PENDING',
      law_firm_id: '3',
      team_leads: '[7]',
      alt_steps_ids: '[]',
      language: 'en',
    });
    expect(JSON.parse(String((post!.body as Record<string, unknown>).task_assignments))).toEqual([
      { task_id: 1, user_id: 7 },
      { task_id: 2, user_id: 8 },
      { task_id: 3, user_id: 8 },
      { task_id: 4, user_id: 8 },
    ]);
    expect(await screen.findByText('The case was created.')).toBeInTheDocument();
  });

  it('sends the primary contact of an organisation, and shows the server’s unassigned count', async () => {
    const server = serve({
      primary: 99,
      created: {
        status: 422,
        body: { code: 'unassigned_tasks', message: '1 task is unassigned.', details: { count: 1 } },
      },
    });
    const { user, dialog } = await openWizard();
    await fillDetails(user, dialog, /Acme Corp/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await pick(user, dialog, 'Team leads', 'Layla Haddad');
    await pick(user, dialog, 'Attorney', 'Layla Haddad');
    await pick(user, dialog, 'Paralegal', 'Layla Haddad');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('1 task is unassigned. Assign every task before saving.')).toBeInTheDocument();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ contact_id: '14', primary_contact_id: '99' });
  });

  it('speaks Arabic', async () => {
    serve();
    const view = renderApp('/ar/client/cases');
    await view.user.click(await screen.findByRole('button', { name: 'قضية جديدة' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('التفاصيل')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'سير العمل' })).toBeInTheDocument();
  });
});
