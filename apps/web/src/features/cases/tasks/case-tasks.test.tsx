import type { CaseStep, CaseTask, CaseTasksResponse, MyTasksResponse } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseProfile, LIGHT_USERS } from '../../../test/cases-test-data';
import { fakeApi } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeTemplate } from '../../../test/template-test-data';

const EDITOR = makeMe({ rules: [{ subject: 'cases', action: 'update' }] });
const READER = makeMe({ rules: [{ subject: 'cases', action: 'read' }] });

function task(id: number, title: string, overrides: Partial<CaseTask> = {}): CaseTask {
  return {
    id,
    case_id: 55,
    case_step_id: 1,
    source_task_id: id,
    position: 1,
    title,
    priority: 'HIGH',
    duration: 2880,
    status: 'TODO',
    participant_type: null,
    participant_type_name: 'Attorney',
    assignee: { id: 8, full_name: 'James Clarke', image: null },
    instructions: [{ title: 'Bring', description: 'the passport' }],
    email_template: null,
    document_template: null,
    forms: [{ id: 3, title: 'G-28', file: '/x.pdf', target: 'public' }],
    due_at: '2026-03-06T10:00:00Z',
    overdue: false,
    started_at: null,
    completed_at: null,
    completed_by: null,
    ...overrides,
  };
}

function step(id: number, title: string, tasks: CaseTask[], overrides: Partial<CaseStep> = {}): CaseStep {
  return {
    id,
    title,
    priority: 'LOW',
    status: 'ACTIVE',
    tasks,
    position: id,
    started_at: '2026-03-04T10:00:00Z',
    completed_at: null,
    alternatives: [],
    chosen_path_id: id,
    ...overrides,
  };
}

const TASKS: CaseTasksResponse = {
  case_id: 55,
  case_status: 'PENDING',
  progress: { done: 1, total: 4, percent: 25 },
  steps: [
    step(1, 'Intake', [task(10, 'Consultation', { overdue: true }), task(11, 'Checklist', { status: 'DONE' })]),
    step(2, 'Filing', [task(12, 'Mail the petition', { case_step_id: 2, due_at: null })], {
      status: 'PENDING',
      started_at: null,
      chosen_path_id: null,
      alternatives: [
        {
          id: 3,
          title: 'Online filing',
          priority: 'LOW',
          status: 'PENDING',
          tasks: [task(13, 'File online', { case_step_id: 3 })],
        },
      ],
    }),
  ],
};

function serve(me = EDITOR, answers: Record<string, { status?: number; body?: unknown }> = {}) {
  return fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/case/55': { body: caseProfile({ workflow_id: 7 }) },
    'GET /api/case/55/tasks': { body: TASKS },
    'GET /api/law-firm/users/light': { body: LIGHT_USERS },
    'PATCH /api/case/55/tasks/10': { body: { ...TASKS, case_status: 'IN_PROGRESS' } },
    'PUT /api/case/55/steps/2/path': { body: TASKS },
    'GET /api/client/101/documents': { body: { items: [], page: 1, page_size: 12, total: 0 } },
    ...answers,
  });
}

describe('The case’s tasks', () => {
  it('shows progress, steps, overdue dates in words, and starts a task', async () => {
    const server = serve();
    const { user } = renderApp('/client/101/cases/55');
    const section = await screen.findByRole('region', { name: 'Tasks' });
    expect(within(section).getByRole('progressbar', { name: '1 of 4 tasks done' })).toBeInTheDocument();
    expect(within(section).getByText(/Overdue since/)).toBeInTheDocument();
    const consultation = within(section).getByRole('listitem', { name: 'Consultation' });
    await user.click(within(consultation).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'IN_PROGRESS' });
    expect(await screen.findByText('The task was updated.')).toBeInTheDocument();
  });

  it('asks which path a step with alternatives takes, and sends the choice', async () => {
    const server = serve();
    const { user } = renderApp('/client/101/cases/55');
    const group = await screen.findByRole('radiogroup', { name: 'Which path does this case take?' });
    await user.click(within(group).getByRole('radio', { name: 'Online filing (1 task)' }));
    await user.click(screen.getByRole('button', { name: 'Choose this path' }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ path_id: 3 }));
    // Tasks of an undecided step cannot be started.
    const filing = screen.getByRole('region', { name: 'Step 2: Filing' });
    expect(within(filing).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('keeps the path chooser of a finished step shut, saying why, so no choice meets a 422', async () => {
    const filing = TASKS.steps[1]!;
    const finished = {
      ...TASKS,
      steps: [
        TASKS.steps[0]!,
        {
          ...filing,
          status: 'DONE' as const,
          chosen_path_id: filing.id,
          tasks: filing.tasks.map((t) => ({ ...t, status: 'DONE' as const })),
        },
      ],
    };
    const server = serve(EDITOR, { 'GET /api/case/55/tasks': { body: finished } });
    const { user } = renderApp('/client/101/cases/55');
    const step = await screen.findByRole('region', { name: 'Step 2: Filing' });
    await user.click(within(step).getByRole('button', { name: /^Show \d+ tasks?$/ }));
    const group = within(step).getByRole('radiogroup', { name: 'Change the path this case takes' });
    expect(group).toHaveAccessibleDescription('This step is finished: its path can no longer change.');
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(step).getByRole('button', { name: 'Choose this path' })).toBeDisabled();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('translates a refusal, and leaves a reader (not the assignee) without actions', async () => {
    serve(EDITOR, { 'PATCH /api/case/55/tasks/10': { status: 422, body: { code: 'case_closed', message: 'closed' } } });
    const { user } = renderApp('/client/101/cases/55');
    const consultation = await screen.findByRole('listitem', { name: 'Consultation' });
    await user.click(within(consultation).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('This case is closed. Reopen it to change its tasks.')).toBeInTheDocument();
  });

  it('gives a reader no buttons on others’ tasks', async () => {
    serve(READER);
    renderApp('/client/101/cases/55');
    const consultation = await screen.findByRole('listitem', { name: 'Consultation' });
    expect(within(consultation).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});

describe('A task’s document template', () => {
  it('opens Generate document on the case’s client and the case itself', async () => {
    const withTemplate: CaseTasksResponse = {
      ...TASKS,
      steps: [
        step(1, 'Intake', [task(10, 'Consultation', { document_template: { id: 41, title: 'Engagement letter' } })]),
      ],
    };
    serve(EDITOR, {
      'GET /api/case/55/tasks': { body: withTemplate },
      'GET /api/templates/3/41': { body: { template: makeTemplate(41, 'document', { title: 'Engagement letter' }) } },
      'GET /api/client/101/cases/light': { body: [{ id: 55, title: 'N-400 Naturalization' }] },
    });
    const { user } = renderApp('/client/101/cases/55');
    const consultation = await screen.findByRole('listitem', { name: 'Consultation' });
    await user.click(within(consultation).getByRole('button', { name: 'Show details' }));
    await user.click(await within(consultation).findByRole('button', { name: 'Generate document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate document' });
    expect(await within(dialog).findByDisplayValue('Maria Elena Gonzalez')).toBeInTheDocument();
  });
});

describe('My tasks', () => {
  const page: MyTasksResponse = {
    items: [
      {
        ...task(10, 'Consultation', { overdue: true }),
        step_title: 'Intake',
        case: { id: 55, title: 'N-400 Naturalization', status: 'IN_PROGRESS' },
        client: { id: 101, full_name: 'Maria Elena Gonzalez' },
      },
    ],
    page: 1,
    page_size: 12,
    total: 1,
  };

  it('lists the tasks with their case, filters by the address and searches on the server', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: READER },
      'GET /api/law-firm/3/my-tasks': { body: page },
    });
    const { user } = renderApp('/my-tasks?status=overdue');
    const row = await screen.findByRole('listitem', { name: 'Consultation' });
    expect(within(row).getByRole('link', { name: 'N-400 Naturalization' })).toHaveAttribute(
      'href',
      '/client/101/cases/55',
    );
    expect(within(row).getByText(/Overdue since/)).toBeInTheDocument();
    expect(
      new URLSearchParams(server.calls.find((c) => c.path === '/api/law-firm/3/my-tasks')?.search).get('status'),
    ).toBe('overdue');
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks, cases or clients' }), 'passport');
    await waitFor(() =>
      expect(server.calls.some((c) => new URLSearchParams(c.search).get('q') === 'passport')).toBe(true),
    );
  });

  it('speaks Arabic', async () => {
    fakeApi({
      'GET /api/auth/me': { body: READER },
      'GET /api/law-firm/3/my-tasks': { body: { ...page, items: [], total: 0 } },
    });
    renderApp('/ar/my-tasks');
    expect(await screen.findByRole('heading', { level: 1, name: 'مهامي' })).toBeInTheDocument();
    expect(await screen.findByText('لا مهام مفتوحة لديك.')).toBeInTheDocument();
  });
});
