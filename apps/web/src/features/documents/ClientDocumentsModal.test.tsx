import type { Document } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { ClientDocumentsModal } from './ClientDocumentsModal';
import { CLIENT_ID, DOCUMENTS_READ, makeDocument, renderWithApp } from './test-kit';

afterEach(() => vi.unstubAllGlobals());

// The Word editor is lazy-loaded; its module (TipTap, mammoth, docx) is transformed once up front so
// that opening it in a test does not wait on the transform.
beforeAll(() => import('./viewers/word/WordEditor'), 60_000);

const LIST = `GET /api/client/${CLIENT_ID}/general-documents`;

function open(
  documents: Document[],
  options: {
    rules?: typeof DOCUMENTS_READ;
    onSelect?: (d: Document) => void;
    routes?: Parameters<typeof fakeApi>[0];
  } = {},
) {
  const server = fakeApi({
    [LIST]: { body: { documents, page: 1, page_size: 12, total: documents.length } },
    ...options.routes,
  });
  const onClose = vi.fn();
  const onAdd = vi.fn();
  const view = renderWithApp(
    <ClientDocumentsModal
      opened
      clientId={CLIENT_ID}
      clientName="Maria Gonzalez"
      onClose={onClose}
      onAdd={onAdd}
      onSelect={options.onSelect}
    />,
    options.rules,
  );
  return { ...view, server, onClose, onAdd };
}

describe('ClientDocumentsModal', () => {
  it('shows the documents in a grid, whole titles (cut only by CSS at the card’s width)', async () => {
    open([makeDocument('Passport scan of Maria'), makeDocument('I-94')]);
    const dialog = await screen.findByRole('dialog', { name: 'General documents of Maria Gonzalez' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!).getByRole('button', { name: 'Passport scan of Maria' });
    expect(within(first).getByText('Passport scan of Maria')).toBeVisible();
    expect(first).toHaveAttribute('title', 'Passport scan of Maria');
    expect(within(items[1]!).getByRole('button', { name: 'I-94' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close the documents' })).toBeInTheDocument();
  });

  it('says so when the client has no general documents', async () => {
    open([]);
    expect(await screen.findByText('This client has no general documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('selects a document with a click and closes', async () => {
    const onSelect = vi.fn();
    const passport = makeDocument('Passport');
    const { user, onClose } = open([passport], { onSelect });
    await user.click(await screen.findByRole('button', { name: 'Passport' }));
    expect(onSelect).toHaveBeenCalledWith(passport);
    expect(onClose).toHaveBeenCalled();
  });

  it('deletes a document after confirming, then lists the rest', async () => {
    const passport = makeDocument('Passport');
    const visa = makeDocument('Visa');
    let documents = [passport, visa];
    const server = fakeApi({
      [LIST]: () => ({ body: { documents, page: 1, page_size: 12, total: documents.length } }),
      [`DELETE /api/document/${passport.id}`]: () => {
        documents = [visa];
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(
      <ClientDocumentsModal opened clientId={CLIENT_ID} clientName="Maria" onClose={vi.fn()} onAdd={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Passport' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(confirm).toHaveTextContent('Delete “Passport”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Passport' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Visa' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('opens the upload from the add button', async () => {
    const { user, onAdd } = open([]);
    await user.click(await screen.findByRole('button', { name: 'Add document' }));
    expect(onAdd).toHaveBeenCalled();
  });

  it('offers neither add nor delete to someone who may only read documents', async () => {
    const { user } = open([makeDocument('Passport')], { rules: DOCUMENTS_READ });
    await user.click(await screen.findByRole('button', { name: 'Actions for Passport' }));
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add document' })).not.toBeInTheDocument();
  });

  it('offers Edit on Word documents only, and it opens the Word editor in place of the list', async () => {
    const letter = makeDocument('Engagement letter', {
      file_name: 'engagement-letter.docx',
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    // Opening counts against the daily limit first: the server allows it.
    const view = { body: { document: letter, usage: { used_documents_services: 1, used_uscis_queries: 0 } } };
    const { user } = open([letter, makeDocument('Passport')], {
      routes: { [`POST /api/document/${letter.id}/view`]: view },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Passport' }));
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Engagement letter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    // The lazy editor replaces its loading dialog, so the dialog is looked up afresh.
    await screen.findByRole('dialog', { name: 'Engagement letter' });
    // Disabled while the file loads (here it never does: the fake server has no file).
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: 'General documents of Maria Gonzalez' })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Engagement letter' })).getByRole('button', {
        name: 'Close the editor',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'General documents of Maria Gonzalez' })).toBeInTheDocument();
  });

  it('offers no Edit to someone who may only read documents', async () => {
    const letter = makeDocument('Engagement letter', {
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const { user } = open([letter], { rules: DOCUMENTS_READ });
    await user.click(await screen.findByRole('button', { name: 'Actions for Engagement letter' }));
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('tells when the documents cannot be fetched', async () => {
    fakeApi({ [LIST]: { status: 500, body: { code: 'internal_error', message: 'x' } } });
    renderWithApp(
      <ClientDocumentsModal opened clientId={CLIENT_ID} clientName="Maria" onClose={vi.fn()} onAdd={vi.fn()} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching documents');
  });

  it('pages the documents on the server, twelve at a time', async () => {
    const pageOne = Array.from({ length: 12 }, (_, index) => makeDocument(`Scan ${index + 1}`));
    const last = makeDocument('Oldest scan');
    const server = fakeApi({
      [LIST]: (call) => {
        const page = Number(new URLSearchParams(call.search).get('page'));
        return { body: { documents: page === 2 ? [last] : pageOne, page, page_size: 12, total: 13 } };
      },
    });
    const { user } = renderWithApp(
      <ClientDocumentsModal opened clientId={CLIENT_ID} clientName="Maria" onClose={vi.fn()} onAdd={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Scan 12' })).toBeInTheDocument();
    expect(server.calls[0]?.search).toBe('?page=1&page_size=12');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Oldest scan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan 1' })).not.toBeInTheDocument();
    expect(server.calls.at(-1)?.search).toBe('?page=2&page_size=12');
  });
});
