import type { EmployeeRule } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { renderInApp } from '../../test/render-in-app';
import { summary } from '../../test/workflow-fixtures';
import WorkflowsPage from './WorkflowsPage';

const READER: EmployeeRule[] = [{ subject: 'workflows', action: 'read' }];
const LIST = 'GET /api/workflow/get-law-firm-workflow-templates/3';
const FIRM_AND_PUBLIC = [
  summary(11, 'Spousal I-130 — Hamdan & Clarke', { step_count: 1, task_count: 2 }),
  summary(1, 'Family-based petition (I-130)', {
    law_firm_id: null,
    is_public: true,
    step_count: 7,
    task_count: 23,
    description: 'A U.S. citizen or permanent resident petitions for a close relative.',
  }),
  summary(2, 'Naturalization (N-400)', { law_firm_id: null, is_public: true, step_count: 6, task_count: 1 }),
];

function open(templates = FIRM_AND_PUBLIC) {
  const server = fakeApi({ [LIST]: { body: { templates } } });
  const view = renderInApp(
    <MemoryRouter>
      <WorkflowsPage />
    </MemoryRouter>,
    READER,
  );
  return { ...view, server };
}

const section = (name: string) => screen.findByRole('region', { name });
const card = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });

describe('Workflows page', () => {
  it("lists the firm's workflows, then the public ones, each card with its badge, counts and link", async () => {
    const { server } = open();
    const firm = await section("Your firm's workflows");
    const spousal = card(firm, 'Spousal I-130 — Hamdan & Clarke');
    expect(spousal).toHaveTextContent('Your firm');
    expect(spousal).toHaveTextContent('1 step · 2 tasks');
    expect(spousal).toHaveTextContent('Updated Mar 2, 2026');
    const link = within(spousal).getByRole('link', { name: 'Spousal I-130 — Hamdan & Clarke' });
    expect(link).toHaveAttribute('href', '/client/workflows/11');
    // A title in another script than the page's keeps its own direction.
    const heading = within(spousal).getByRole('heading', { level: 3 });
    expect(heading).toHaveAttribute('dir', 'auto');
    expect(heading).toContainElement(link);

    const publics = await section('Public workflows');
    const i130 = card(publics, 'Family-based petition (I-130)');
    expect(i130).toHaveTextContent('Public');
    expect(i130).toHaveTextContent('7 steps · 23 tasks');
    expect(i130).toHaveTextContent('A U.S. citizen or permanent resident petitions for a close relative.');
    // A public workflow's date says nothing useful to the firm.
    expect(i130).not.toHaveTextContent('Updated');
    expect(card(publics, 'Naturalization (N-400)')).toHaveTextContent('6 steps · 1 task');
    expect(within(firm).queryByText('Family-based petition (I-130)')).toBeNull();
    expect(server.calls[0]?.search).toBe('?view=true');
    // Read-only for now: nothing to create or change.
    expect(screen.queryByRole('button', { name: /create|new|edit/i })).toBeNull();
  });

  it('filters by title in both sections, ignoring case and input that is only spaces', async () => {
    const { user } = open();
    const filter = await screen.findByRole('searchbox', { name: 'Filter by title' });
    await screen.findByRole('listitem', { name: 'Naturalization (N-400)' });

    await user.type(filter, '   ');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await user.clear(filter);
    await user.type(filter, 'i-130');
    expect(screen.getByRole('listitem', { name: 'Spousal I-130 — Hamdan & Clarke' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Family-based petition (I-130)' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Naturalization (N-400)' })).toBeNull();

    await user.clear(filter);
    await user.type(filter, ' asylum ');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(await section("Your firm's workflows")).toHaveTextContent('No workflows match “asylum”.');
    expect(await section('Public workflows')).toHaveTextContent('No workflows match “asylum”.');
  });

  it('says so when the firm has no workflows of its own, with no button to create one', async () => {
    open(FIRM_AND_PUBLIC.filter((template) => template.law_firm_id === null));
    const firm = await section("Your firm's workflows");
    await waitFor(() => expect(firm).toHaveTextContent('Your firm has no workflows of its own yet.'));
    expect(within(firm).queryByRole('button')).toBeNull();
    expect(within(await section('Public workflows')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows an error, and no empty sections, when the list cannot be loaded', async () => {
    fakeApi({ [LIST]: { status: 500, body: { code: 'internal_error', message: 'Boom' } } });
    renderInApp(
      <MemoryRouter>
        <WorkflowsPage />
      </MemoryRouter>,
      READER,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Workflows could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Your firm's workflows" })).toBeNull();
  });

  it('reads in Arabic: labels, badges and counts', async () => {
    open();
    await i18n.changeLanguage('ar');
    const firm = await section('مسارات عمل مكتبك');
    expect(card(firm, 'Spousal I-130 — Hamdan & Clarke')).toHaveTextContent('مكتبك');
    expect(card(firm, 'Spousal I-130 — Hamdan & Clarke')).toHaveTextContent('خطوة واحدة · مهمتان');
    const publics = await section('مسارات العمل العامة');
    expect(card(publics, 'Family-based petition (I-130)')).toHaveTextContent('عام');
    expect(screen.getByRole('searchbox', { name: 'التصفية حسب العنوان' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'سير العمل' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});

describe('Workflows in the app', () => {
  function serveApp(rules: EmployeeRule[]) {
    return fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules }) },
      [LIST]: { body: { templates: FIRM_AND_PUBLIC } },
    });
  }

  it('is in the navigation, after Cases, for those who may read workflows', async () => {
    serveApp([...READER, { subject: 'cases', action: 'read' }]);
    renderApp('/client/workflows');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Workflows')).toBe(names.indexOf('Cases') + 1);
    expect(within(nav).getByRole('link', { name: 'Workflows' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('listitem', { name: 'Naturalization (N-400)' })).toBeInTheDocument();
  });

  it('is neither listed nor open to someone without the workflows permission', async () => {
    const server = serveApp([{ subject: 'cases', action: 'read' }]);
    renderApp('/client/workflows');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Workflows' })).toBeNull();
    expect(server.calls.some((call) => call.path.startsWith('/api/workflow'))).toBe(false);
  });
});
