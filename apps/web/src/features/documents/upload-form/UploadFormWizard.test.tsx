import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { stubXhr } from '../../../test/fake-xhr';
import { CLIENTS } from '../../../test/time-test-data';
import { makeDocument, renderWithApp } from '../test-kit';
import { UploadFormWizard } from './UploadFormWizard';

afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.4 test'], 'g-28.pdf', { type: 'application/pdf' });

function setup() {
  fakeApi({
    'GET /api/law-firm/3/client': { body: CLIENTS },
    'GET /api/client/5/cases/light': { body: [{ id: 71, title: 'Asylum application' }] },
    'GET /api/firm-legal-form/3/directories': {
      body: { directories: [{ id: 8, directory_name: 'Intake', path: '/Intake', parent_id: null, item_count: 0 }] },
    },
  });
  const requests = stubXhr();
  const onClose = vi.fn();
  const view = renderWithApp(<UploadFormWizard opened onClose={onClose} />);
  return { ...view, requests, onClose };
}

describe('UploadFormWizard', () => {
  it('needs a destination, then for the drive both client and case, with the spec’s words', async () => {
    const { user, requests } = setup();
    await screen.findByRole('dialog', { name: 'Upload form' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose where the form goes.');
    await user.click(screen.getByRole('radio', { name: /Drive/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Client and Case are required when destination is drive',
    );
    await user.click(screen.getByRole('combobox', { name: /Client/ }));
    await user.click(await screen.findByRole('option', { name: /Maria Gonzalez/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Client and Case are required when destination is drive',
    );
    expect(requests).toHaveLength(0);
  });

  it('uploads to the drive: a case of the chosen client', async () => {
    const { user, requests, onClose } = setup();
    await user.click(await screen.findByRole('radio', { name: /Drive/ }));
    await user.click(screen.getByRole('combobox', { name: /Client/ }));
    await user.click(await screen.findByRole('option', { name: /Maria Gonzalez/ }));
    await user.click(screen.getByRole('combobox', { name: /Case/ }));
    await user.click(await screen.findByRole('option', { name: 'Asylum application' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(await screen.findByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe('/api/case/3/5/71/documents');
    const document = makeDocument('g-28.pdf');
    act(() => requests[0]!.respond(201, { document, documents: [document] }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('uploads to the forms library, into the chosen folder', async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Forms library' }));
    await user.click(screen.getByRole('combobox', { name: 'Folder' }));
    await user.click(await screen.findByRole('option', { name: '/Intake' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(await screen.findByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe('/api/firm-legal-form/3/form-upload');
    expect(requests[0]!.body!.get('directory_id')).toBe('8');
  });

  it('needs a file, and a real PDF for the forms library, before sending anything', async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Forms library' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file.')).toBeInTheDocument();
    const fake = new File(['not a pdf'], 'g-28.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^File/), fake);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The forms library takes PDF files only.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
