import type { DriveFile } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { stubXhr } from '../../../test/fake-xhr';
import { ClientDocumentUploadForm } from '../ClientDocumentUploadForm';
import { CLIENT_ID, makeDocument, renderWithApp } from '../test-kit';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = 7;
const driveFile = (name: string, mimeType: string, extra: Partial<DriveFile> = {}): DriveFile => ({
  id: `id-${name}`,
  name,
  mimeType,
  webViewLink: null,
  webContentLink: null,
  size: 1200,
  modifiedTime: '2026-03-02T10:00:00.000Z',
  is_folder: mimeType === 'application/vnd.google-apps.folder',
  ...extra,
});
const FILES = [
  driveFile('Passports', 'application/vnd.google-apps.folder'),
  driveFile('I-130 receipt.pdf', 'application/pdf'),
  driveFile('archive.zip', 'application/zip'),
];

const AUTHORIZED = { accessToken: 'ya29.sandbox', expires_at: null, sandbox: true };

function setup(access: unknown = AUTHORIZED, gate?: Promise<void>, accessStatus = 200) {
  const api = fakeApi({
    [`GET /api/client/${CLIENT_ID}/cases/light`]: { body: [{ id: 72, title: 'Work permit' }] },
    [`GET /api/google-drive/${USER_ID}/access-token`]: async () => {
      await gate;
      return { status: accessStatus, body: access };
    },
    [`GET /api/google-drive/${USER_ID}/files`]: { body: { files: FILES, sandbox: true } },
    [`POST /api/client/3/${CLIENT_ID}/documents`]: () => {
      const document = makeDocument('I-130 receipt');
      return { status: 201, body: { document, documents: [document] } };
    },
  });
  const requests = stubXhr();
  const onUploaded = vi.fn();
  const view = renderWithApp(
    <ClientDocumentUploadForm clientId={CLIENT_ID} onCancel={vi.fn()} onUploaded={onUploaded} />,
  );
  return { ...view, api, requests, onUploaded };
}

const pdf = () => new File(['%PDF-1.4 test'], 'passport.pdf', { type: 'application/pdf' });

async function pickFromDrive(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Choose from Google Drive' }));
  const dialog = await screen.findByRole('dialog', { name: /Choose from Google Drive/ });
  await user.click(await within(dialog).findByRole('button', { name: `Select ${name}` }));
  return dialog;
}

describe('DocumentSourcePicker in the client upload form', () => {
  it('keeps a device file and a Drive file exclusive: choosing one clears the other', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText(/^File/), pdf());
    expect(screen.getByRole('region', { name: 'Chosen file' })).toHaveTextContent('passport.pdf');

    const dialog = await pickFromDrive(user, 'I-130 receipt.pdf');
    expect(within(dialog).getByText('Sandbox')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Chosen from Google Drive' })).toHaveTextContent('I-130 receipt.pdf');
    expect(screen.queryByRole('region', { name: 'Chosen file' })).not.toBeInTheDocument();
    expect((screen.getByLabelText(/^File/) as HTMLInputElement).value).toBe('');

    await user.upload(screen.getByLabelText(/^File/), pdf());
    expect(screen.getByRole('region', { name: 'Chosen file' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chosen from Google Drive' })).not.toBeInTheDocument();
  });

  it('asks for a file or a Drive file when neither is chosen', async () => {
    const { user, requests, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file or choose from Google Drive')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('copies the picked Drive file in with ?from_google_drive=true and JSON user_id, file_id, title', async () => {
    const { user, api, onUploaded, requests } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'I-130 receipt');
    await user.click(screen.getByRole('combobox', { name: 'Target directory' }));
    await user.click(await screen.findByRole('option', { name: 'General documents' }));
    const dialog = await pickFromDrive(user, 'I-130 receipt.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.search).toBe('?from_google_drive=true');
    expect(post.body).toEqual({ user_id: USER_ID, file_id: 'id-I-130 receipt.pdf', title: 'I-130 receipt' });
    expect(requests).toHaveLength(0);
  });

  it('refuses a type outside the supported list with the spec message', async () => {
    const { user } = setup();
    const dialog = await pickFromDrive(user, 'archive.zip');
    expect(
      within(dialog).getByText('This file type is not supported. Please select a PDF, document, or image file.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Select' })).toBeDisabled();
  });

  it('opens Drive at once with its loading text and a manual retry', async () => {
    let release = () => {};
    const { user, api } = setup(AUTHORIZED, new Promise<void>((resolve) => (release = resolve)));
    await user.click(screen.getByRole('button', { name: 'Choose from Google Drive' }));
    const dialog = await screen.findByRole('dialog', { name: /Choose from Google Drive/ });
    expect(await within(dialog).findByText('Opening Google Drive...')).toBeInTheDocument();
    release();
    await within(dialog).findByRole('button', { name: 'Open folder Passports' });
    const before = api.calls.filter((call) => call.path.endsWith('/access-token')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/access-token')).length).toBe(before + 1),
    );
  });

  it('says so when Drive is not set up on the server (503), without opening anything', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const notSetUp = { code: 'service_not_configured', message: 'Google Drive is not set up on this server.' };
    const { user } = setup(notSetUp, undefined, 503);
    await user.click(screen.getByRole('button', { name: 'Choose from Google Drive' }));
    const dialog = await screen.findByRole('dialog', { name: /Choose from Google Drive/ });
    expect(
      await within(dialog).findByText(
        'This service is not set up on this server. Ask your administrator to set it up.',
      ),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('not authorized: the confirm dialog opens the authorization page in a 500x600 popup', async () => {
    const open = vi.fn(() => ({ closed: true }) as unknown as Window);
    vi.stubGlobal('open', open);
    const url = '/api/sandbox/google-drive/o/oauth2/v2/auth?state=s';
    const { user } = setup({ authorized: false, authorization_url: url, sandbox: true });
    await user.click(screen.getByRole('button', { name: 'Choose from Google Drive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Connect Google Drive' });
    expect(
      within(confirm).getByText('Google Drive access not authorized. Please authorize first.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Authorize' }));
    expect(open).toHaveBeenCalledWith(url, 'counsel-google-drive', expect.stringContaining('width=500,height=600'));
  });
});
