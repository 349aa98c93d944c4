/** The templates screens inside the app's providers and a data router, signed in with the given rules. */
import type { EmployeeRule, MergeField } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import TemplateEditorPage from '../features/templates/editor/TemplateEditorPage';
import TemplatesPage from '../features/templates/TemplatesPage';
import { ME_QUERY_KEY } from '../lib/current-user';
import { session } from '../lib/session';
import { i18n } from '../locales/i18n';
import { makeMe } from './fixtures';

export const ALL_TEMPLATES: EmployeeRule[] = [
  { subject: 'email_templates', action: 'manage' },
  { subject: 'document_templates', action: 'manage' },
];

export function renderTemplates(path: string, rules: EmployeeRule[] = ALL_TEMPLATES) {
  void i18n.changeLanguage('en');
  notifications.clean();
  session.setAccessToken('test-access-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, makeMe({ rules }));
  const router = createMemoryRouter(
    [
      { path: '/settings/templates', element: <TemplatesPage /> },
      { path: '/settings/templates/new', element: <TemplateEditorPage /> },
      { path: '/settings/templates/:id', element: <TemplateEditorPage /> },
      { path: '/client/:clientId', element: <p>Client profile</p> },
      { path: '/client/:clientId/cases/:caseId', element: <p>Case page</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, location: () => router.state.location };
}

export const MERGE_FIELDS: MergeField[] = [
  {
    id: 1,
    name: '#contact_first_name',
    target: 'contact',
    field: 'first_name',
    merge_field_name: "Client's first name",
    system: true,
  },
  { id: 2, name: '#Law_Firm_name', target: 'Law_Firm', field: 'name', merge_field_name: 'Firm name', system: true },
  {
    id: 40,
    name: '#contact_passport_number',
    target: 'contact',
    field: 'passport_number',
    merge_field_name: 'Passport number',
    system: false,
  },
];

export const query = (search: string) => Object.fromEntries(new URLSearchParams(search));
