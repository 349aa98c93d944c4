/** The builder page at its address, against a fake API whose template answers what the test says it is now. */
import type { EmployeeRule } from '@counsel/domain';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ViewedStep, ViewedTemplate } from '../../../entities/workflow/use-workflows';
import { type FakeReply, fakeApi, type RecordedCall } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { template } from '../../../test/workflow-fixtures';
import WorkflowBuilderPage from './WorkflowBuilderPage';

export const BUILDER_RULES: EmployeeRule[] = [{ subject: 'workflows', action: 'manage' }];
export const TEMPLATE_PATH = 'GET /api/workflow/get-workflow-template/1';

/** One of the firm's own workflows (firm 3, the signed-in user's). */
export function firmTemplate(steps: ViewedStep[], overrides: Partial<ViewedTemplate> = {}): ViewedTemplate {
  return template(steps, { title: 'Spousal I-130 — Hamdan', law_firm_id: 3, is_public: false, ...overrides });
}

type ApiRoutes = Record<string, FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>)>;

/** `state.template` is what GET answers; tests change it to play another person's (or the server's) edit. */
export function openBuilder(initial: ViewedTemplate, routes: ApiRoutes = {}, rules: EmployeeRule[] = BUILDER_RULES) {
  const state = { template: initial };
  const server = fakeApi({ [TEMPLATE_PATH]: () => ({ body: { template: state.template } }), ...routes });
  const view = renderInApp(
    <MemoryRouter initialEntries={['/client/workflows/1/workflow-builder']}>
      <Routes>
        <Route path="/client/workflows/:templateId/workflow-builder" element={<WorkflowBuilderPage />} />
        <Route path="/client/workflows" element={<h1>Workflow list</h1>} />
        <Route path="/client/workflows/:templateId" element={<h1>Workflow viewer</h1>} />
      </Routes>
    </MemoryRouter>,
    rules,
  );
  const callsTo = (method: string, prefix: string) =>
    server.calls.filter((call) => call.method === method && call.path.startsWith(prefix));
  return { ...view, server, state, callsTo };
}
