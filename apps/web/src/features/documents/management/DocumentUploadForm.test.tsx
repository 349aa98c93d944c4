import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { stubXhr } from '../../../test/fake-xhr';
import { CLIENTS } from '../../../test/time-test-data';
import { makeDocument, renderWithApp } from '../test-kit';
import { CaseDocumentUploadButton } from './CaseDocumentUploadButton';
import { DocumentUploadForm } from './DocumentUploadForm';

afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.4 test'], 'passport.pdf', { type: 'application/pdf' });

describe('DocumentUploadForm (direct upload)', () => {
  function setup() {
    fakeApi({
      'GET /api/law-firm/3/client': { body: CLIENTS },
      'GET /api/client/5/cases/light': { body: [{ id: 71, title: 'Asylum application' }] },
    });
    const requests = stubXhr();
    const onUploaded = vi.fn();
    const view = renderWithApp(<DocumentUploadForm directoryId={12} onCancel={vi.fn()} onUploaded={onUploaded} />);
    return { ...view, requests, onUploaded };
  }

  it('needs a client and a file before sending anything', async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose the client the document belongs to.')).toBeInTheDocument();
    expect(screen.getByText('Please select a file or choose from Google Drive')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('files the upload in the current folder, in a case of the chosen client', async () => {
    const { user, requests, onUploaded } = setup();
    await user.click(screen.getByRole('combobox', { name: /Client/ }));
    await user.click(await screen.findByRole('option', { name: /Maria Gonzalez/ }));
    await user.click(screen.getByRole('combobox', { name: 'Case' }));
    await user.click(await screen.findByRole('option', { name: 'Asylum application' }));
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe('/api/case/3/5/71/documents');
    expect(requests[0]!.body!.get('directory_id')).toBe('12');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    const document = makeDocument('passport.pdf');
    act(() => requests[0]!.respond(201, { document, documents: [document] }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(document));
  });
});

describe('CaseDocumentUploadButton', () => {
  it('opens the case upload named by the case, with the chosen file removable', async () => {
    fakeApi({});
    const requests = stubXhr();
    const { user } = renderWithApp(
      <CaseDocumentUploadButton clientId={5} caseId={71} caseTitle="Asylum application" />,
    );
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(
      await screen.findByRole('dialog', { name: 'Upload a document to the case “Asylum application”' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Client/ })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Remove the chosen file' }));
    expect(screen.queryByRole('region', { name: 'Chosen file' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe('/api/case/3/5/71/documents');
    expect(requests[0]!.body!.get('directory_id')).toBeNull();
  });
});
