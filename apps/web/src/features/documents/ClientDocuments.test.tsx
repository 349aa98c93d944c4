import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { ClientDocumentsButton } from './ClientDocuments';
import { CLIENT_ID, renderWithApp } from './test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('ClientDocumentsButton', () => {
  it('is not shown to someone who may not read documents', () => {
    fakeApi({});
    renderWithApp(<ClientDocumentsButton clientId={CLIENT_ID} clientName="Maria" />, [
      { subject: 'clients', action: 'read' },
    ]);
    expect(screen.queryByRole('button', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('opens the documents, goes to the upload with the add button and back with cancel', async () => {
    fakeApi({
      [`GET /api/client/${CLIENT_ID}/general-documents`]: { body: { documents: [], page: 1, page_size: 12, total: 0 } },
      [`GET /api/client/${CLIENT_ID}/cases/light`]: { body: [] },
    });
    const { user } = renderWithApp(<ClientDocumentsButton clientId={CLIENT_ID} clientName="Maria Gonzalez" />);
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    await screen.findByRole('dialog', { name: 'General documents of Maria Gonzalez' });
    await user.click(screen.getByRole('button', { name: 'Add document' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload client document' });
    expect(upload).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'General documents of Maria Gonzalez' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload client document' })).not.toBeInTheDocument();
  });
});
