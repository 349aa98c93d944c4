import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { ClientDocumentsModal } from '../ClientDocumentsModal';
import { CLIENT_ID, makeDocument, renderWithApp } from '../test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('opening a document from its card', () => {
  it('offers Open for the types a viewer shows (not SVG), and asks the server to open the document', async () => {
    const pdf = makeDocument('Lease agreement');
    const drawing = makeDocument('Floor plan', { mime_type: 'image/svg+xml', file_name: 'plan.svg' });
    const server = fakeApi({
      [`GET /api/client/${CLIENT_ID}/general-documents`]: {
        body: { documents: [pdf, drawing], page: 1, page_size: 12, total: 2 },
      },
      [`POST /api/document/${pdf.id}/view`]: {
        status: 403,
        body: { code: 'documents_services_limit', message: 'limit' },
      },
    });
    const { user } = renderWithApp(
      <ClientDocumentsModal opened clientId={CLIENT_ID} clientName="Maria" onClose={vi.fn()} onAdd={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'General documents of Maria' });

    await user.click(await within(dialog).findByRole('button', { name: 'Actions for Floor plan' }));
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Open' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(dialog).getByRole('button', { name: 'Actions for Lease agreement' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST' && c.path.endsWith('/view'))).toBe(true));
    expect(
      await screen.findByText('You have reached your daily document services limit. Please upgrade your plan.'),
    ).toBeInTheDocument();
    // The viewer closed: the list is back.
    expect(await screen.findByRole('dialog', { name: 'General documents of Maria' })).toBeInTheDocument();
  });
});
