import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { CaseDocumentsSection } from './CaseDocumentsSection';
import { CLIENT_ID, DOCUMENTS_READ, makeDocument, renderWithApp } from './test-kit';

afterEach(() => vi.unstubAllGlobals());

const CASE_ID = 77;
const LIST = `GET /api/case/${CASE_ID}/documents`;

const listBody = (documents: ReturnType<typeof makeDocument>[], total = documents.length, page = 1) => ({
  body: { documents, page, page_size: 12, total },
});

function render(rules?: typeof DOCUMENTS_READ) {
  return renderWithApp(
    <CaseDocumentsSection clientId={CLIENT_ID} caseId={CASE_ID} caseTitle="Asylum – Okafor" />,
    rules,
  );
}

describe('CaseDocumentsSection', () => {
  it("lists the case's documents under a Documents heading, with the upload button", async () => {
    fakeApi({ [LIST]: listBody([makeDocument('I-589 draft', { case_id: CASE_ID }), makeDocument('Country report')]) });
    render();
    const section = await screen.findByRole('region', { name: 'Documents' });
    const list = await within(section).findByRole('list', { name: 'Documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'I-589 draft' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Upload document' })).toBeInTheDocument();
  });

  it('says so when the case has no documents', async () => {
    fakeApi({ [LIST]: listBody([]) });
    render();
    expect(await screen.findByText('No documents have been added to this case yet.')).toBeInTheDocument();
  });

  it('opens a document in its viewer with a click', async () => {
    // An image: the PDF viewer's pdf.js needs a real browser (the walk-throughs cover it).
    const brief = makeDocument('Brief', { case_id: CASE_ID, mime_type: 'image/png', file_name: 'brief.png' });
    const server = fakeApi({
      [LIST]: listBody([brief]),
      [`POST /api/document/${brief.id}/view`]: {
        body: { document: brief, usage: { used_documents_services: 1, used_uscis_queries: 0 } },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Brief' }));
    expect(await screen.findByRole('dialog', { name: 'Brief' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST' && call.path === `/api/document/${brief.id}/view`)).toBe(
      true,
    );
  });

  it('deletes a document after confirming and refreshes the list', async () => {
    const brief = makeDocument('Brief', { case_id: CASE_ID });
    const notes = makeDocument('Notes', { case_id: CASE_ID });
    let documents = [brief, notes];
    fakeApi({
      [LIST]: () => listBody(documents),
      [`DELETE /api/document/${brief.id}`]: () => {
        documents = [notes];
        return { status: 204 };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Brief' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(confirm).toHaveTextContent('It will no longer be listed for this case.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Brief' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notes' })).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const pageOne = Array.from({ length: 12 }, (_, index) => makeDocument(`Exhibit ${index + 1}`));
    const server = fakeApi({
      [LIST]: (call) => {
        const page = Number(new URLSearchParams(call.search).get('page'));
        return listBody(page === 2 ? [makeDocument('Exhibit 13')] : pageOne, 13, page);
      },
    });
    const { user } = render();
    expect(await screen.findByRole('button', { name: 'Exhibit 12' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Exhibit 13' })).toBeInTheDocument();
    expect(server.calls.at(-1)?.search).toBe('?page=2&page_size=12');
  });

  it('offers neither upload nor delete to someone who may only read documents', async () => {
    fakeApi({ [LIST]: listBody([makeDocument('Brief')]) });
    const { user } = render(DOCUMENTS_READ);
    await user.click(await screen.findByRole('button', { name: 'Actions for Brief' }));
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  });

  it('is absent for someone who may not read documents', async () => {
    const server = fakeApi({ [LIST]: listBody([]) });
    render([{ subject: 'cases', action: 'read' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument());
    expect(server.calls).toHaveLength(0);
  });
});
