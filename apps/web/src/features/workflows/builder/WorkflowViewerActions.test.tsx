import type { EmployeeRule } from '@counsel/domain';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { step, task, template } from '../../../test/workflow-fixtures';
import WorkflowViewerPage from '../WorkflowViewerPage';

const CREATOR: EmployeeRule[] = [{ subject: 'workflows', action: 'create' }];
const READER: EmployeeRule[] = [{ subject: 'workflows', action: 'read' }];
const PUBLIC = template([step('Intake', 1, [task('Consultation')])]);
const OWN = template([step('Intake', 1, [task('Consultation')])], { law_firm_id: 3, is_public: false });
const COPY = 'POST /api/workflow/copy-workflow-template/1';
const USAGE = 'GET /api/workflow/predefined-usage/3';

function BuilderStandIn() {
  return <h1>Builder of {useParams().templateId}</h1>;
}

function open(shown: typeof PUBLIC, rules: EmployeeRule[], routes: Record<string, FakeReply> = {}) {
  const server = fakeApi({
    'GET /api/workflow/get-workflow-template/1': { body: { template: shown } },
    [USAGE]: { body: { usage: { used: 2, limit: 5, template_ids: [7, 8] } } },
    ...routes,
  });
  const view = renderInApp(
    <MemoryRouter initialEntries={['/client/workflows/1']}>
      <Routes>
        <Route path="/client/workflows/:templateId" element={<WorkflowViewerPage />} />
        <Route path="/client/workflows/:templateId/workflow-builder" element={<BuilderStandIn />} />
      </Routes>
    </MemoryRouter>,
    rules,
  );
  return { ...view, server };
}

describe('From the viewer to the builder', () => {
  it('offers the firm’s own workflow for editing', async () => {
    open(OWN, CREATOR);
    expect(await screen.findByRole('link', { name: 'Edit workflow' })).toHaveAttribute(
      'href',
      '/client/workflows/1/workflow-builder',
    );
    expect(screen.queryByRole('button', { name: 'Use this workflow' })).toBeNull();
  });

  it('copies a public workflow and opens the copy in the builder, showing the plan’s use', async () => {
    const { user, server } = open(PUBLIC, CREATOR, {
      [COPY]: { status: 201, body: { template: { id: 42, title: 'Family-based petition (I-130)' } } },
    });
    expect(await screen.findByText('2 of 5 predefined workflows used')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit workflow' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use this workflow' }));
    expect(await screen.findByRole('heading', { name: 'Builder of 42' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/workflow/copy-workflow-template/1')).toHaveLength(1);
  });

  it('says when the plan allows no more predefined workflows, and hides an unlimited count', async () => {
    const { user } = open(PUBLIC, CREATOR, {
      [USAGE]: { body: { usage: { used: 3, limit: -1, template_ids: [] } } },
      [COPY]: { status: 403, body: { code: 'plan_limit_reached', message: 'Limit' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Use this workflow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have used all the predefined workflows your plan allows. Please upgrade your plan.',
    );
    expect(screen.queryByText(/predefined workflows used/)).toBeNull();
  });

  it('offers neither edit nor copy to someone who may only read workflows', async () => {
    const { server } = open(PUBLIC, READER);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Use this workflow' })).toBeNull();
    await waitFor(() => expect(server.calls.some((call) => call.path.includes('predefined-usage'))).toBe(false));
  });
});
