/** Documents for the documents' tests, and their render in the app's providers. */
import type { Document, EmployeeRule } from '@counsel/domain';
import type { ReactNode } from 'react';
import { renderInApp } from '../../test/render-in-app';

export const CLIENT_ID = 41;
export const DOCUMENTS_MANAGE: EmployeeRule[] = [
  { subject: 'documents', action: 'manage' },
  { subject: 'clients', action: 'read' },
];
export const DOCUMENTS_READ: EmployeeRule[] = [{ subject: 'documents', action: 'read' }];

/** A documents component in the app, by default signed in as someone who manages documents. */
export const renderWithApp = (node: ReactNode, rules: EmployeeRule[] = DOCUMENTS_MANAGE) => renderInApp(node, rules);

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
