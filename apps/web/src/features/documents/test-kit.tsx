/** Renders a documents component inside the app's providers, signed in with the given rules. */
import type { Document, EmployeeRule } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders, createQueryClient } from '../../app/AppProviders';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { i18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { makeMe } from '../../test/fixtures';

export const CLIENT_ID = 41;
export const DOCUMENTS_MANAGE: EmployeeRule[] = [
  { subject: 'documents', action: 'manage' },
  { subject: 'clients', action: 'read' },
];
export const DOCUMENTS_READ: EmployeeRule[] = [{ subject: 'documents', action: 'read' }];

export function renderWithApp(node: ReactNode, rules: EmployeeRule[] = DOCUMENTS_MANAGE) {
  void i18n.changeLanguage('en');
  notifications.clean();
  session.setAccessToken('test-access-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, makeMe({ rules }));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      {node}
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}

let nextId = 500;

export function makeDocument(title: string, overrides: Partial<Document> = {}): Document {
  const id = ++nextId;
  return {
    id,
    title,
    file: `/api/document/${id}/versions/${id + 1000}/file`,
    file_name: `${title}.pdf`,
    mime_type: 'application/pdf',
    size: 48_213,
    version: 1,
    client_id: CLIENT_ID,
    case_id: null,
    directory_id: null,
    created_by: 7,
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}
