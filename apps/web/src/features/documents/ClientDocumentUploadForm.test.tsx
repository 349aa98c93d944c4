import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@counsel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { stubXhr } from '../../test/fake-xhr';
import { ClientDocumentUploadForm } from './ClientDocumentUploadForm';
import { CLIENT_ID, makeDocument, renderWithApp } from './test-kit';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  fakeApi({
    [`GET /api/client/${CLIENT_ID}/cases/light`]: {
      body: [
        { id: 71, title: 'Asylum application' },
        { id: 72, title: 'Work permit' },
      ],
    },
  });
  const requests = stubXhr();
  const onUploaded = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithApp(
    <ClientDocumentUploadForm clientId={CLIENT_ID} onCancel={onCancel} onUploaded={onUploaded} />,
  );
  return { ...view, requests, onUploaded, onCancel };
}

const pdf = () => new File(['%PDF-1.4 test'], 'passport.pdf', { type: 'application/pdf' });

async function chooseDirectory(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Target directory' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('ClientDocumentUploadForm', () => {
  it('requires the target directory and a file before sending anything', async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose where the document goes.')).toBeInTheDocument();
    expect(screen.getByText('Please select a file or choose from Google Drive')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('uploads to the general documents with its title, showing progress, then resets', async () => {
    const { user, requests, onUploaded } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Passport scan ');
    await chooseDirectory(user, 'General documents');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    expect(screen.getByRole('region', { name: 'Chosen file' })).toHaveTextContent('passport.pdf');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api/client/3/${CLIENT_ID}/documents`);
    expect(request.headers.Authorization).toBe('Bearer test-access-token');
    const body = request.body!;
    expect(body.get('title')).toBe('Passport scan');
    expect((body.get('documents') as File).name).toBe('passport.pdf');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    act(() => request.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    const document = makeDocument('Passport scan');
    act(() => request.respond(201, { document, documents: [document] }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(document));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Chosen file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('uploads to one of the client’s cases', async () => {
    const { user, requests } = setup();
    await chooseDirectory(user, 'Work permit');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe(`/api/case/3/${CLIENT_ID}/72/documents`);
    expect(requests[0]!.body!.get('title')).toBeNull();
  });

  it('keeps the form and says why when the server refuses the file', async () => {
    const { user, requests, onUploaded } = setup();
    await chooseDirectory(user, 'General documents');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() =>
      requests[0]!.respond(415, { code: 'unsupported_file_type', message: 'This file type is not supported.' }),
    );
    // The toast says it too; the form's own alert stays until the next try.
    const form = screen.getByRole('button', { name: 'Upload' }).closest('form')!;
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The document could not be uploaded.');
    expect(alert).toHaveTextContent('This type of file is not supported.');
    expect(screen.getByRole('region', { name: 'Chosen file' })).toHaveTextContent('passport.pdf');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('puts the server’s field message beside the title', async () => {
    const { user, requests } = setup();
    await chooseDirectory(user, 'General documents');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Passport');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() =>
      requests[0]!.respond(400, {
        code: 'validation_failed',
        message: 'Invalid input',
        fields: { title: DOCUMENT_MESSAGES.titleTooLong },
      }),
    );
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('at most 255 characters'));
  });

  it('opens the device picker from its translated button, the browser’s own input kept out of the tab order', async () => {
    const { user } = setup();
    const input = screen.getByLabelText(/^File/);
    expect(input).toHaveAttribute('tabindex', '-1');
    const opened = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Choose a file' }));
    expect(opened).toHaveBeenCalled();
  });

  it('removes the chosen file with its remove button', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Remove the chosen file' }));
    expect(screen.queryByRole('region', { name: 'Chosen file' })).not.toBeInTheDocument();
  });

  it('says at once when the chosen file is over the size limit, sends nothing, and clears it with another file', async () => {
    const { user, requests } = setup();
    await chooseDirectory(user, 'General documents');
    const big = pdf();
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText(/^File/), big);
    expect(await screen.findByText('The file is larger than 25 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('The file is larger than 25 MB.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await waitFor(() => expect(screen.queryByText('The file is larger than 25 MB.')).toBeNull());
  });
});
