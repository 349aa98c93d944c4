import type { DriveFile } from '@counsel/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../test-kit';
import { DriveFolderDialog, DriveRenameDialog, DriveUploadDialog } from './DriveDialogs';

afterEach(() => vi.unstubAllGlobals());

const FILE: DriveFile = {
  id: 'f1',
  name: 'Passport scan.pdf',
  mimeType: 'application/pdf',
  webViewLink: null,
  webContentLink: null,
  size: 100,
  modifiedTime: null,
  is_folder: false,
};

function setup() {
  const api = fakeApi({
    'PATCH /api/google-drive/7/files/f1': (call) => ({
      body: { file: { ...FILE, name: `${(call.body as { name: string }).name}.pdf` } },
    }),
  });
  const onClose = vi.fn();
  const view = renderWithApp(<DriveRenameDialog userId={7} file={FILE} onClose={onClose} />);
  return { ...view, api, onClose };
}

describe('DriveRenameDialog', () => {
  it('shows the name without its extension and says the extension is kept', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Passport scan');
    expect(screen.getByText('The extension (.pdf) is kept.')).toBeInTheDocument();
  });

  it('requires a name', async () => {
    const { user, api } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name is required.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('just closes when the name is unchanged', async () => {
    const { user, api, onClose } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('renames with the new name; the server keeps the extension', async () => {
    const { user, api, onClose } = setup();
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Passport of Maria');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', body: { name: 'Passport of Maria' } });
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
  });
});

describe('DriveFolderDialog', () => {
  it('requires a name, then creates the folder with it trimmed', async () => {
    const api = fakeApi({
      'POST /api/google-drive/7/folders': { status: 201, body: { file: { ...FILE, is_folder: true } } },
    });
    const onClose = vi.fn();
    const { user } = renderWithApp(<DriveFolderDialog userId={7} opened parentId="p1" onClose={onClose} />);
    const name = await screen.findByRole('textbox', { name: /Folder name/ });
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(name).toHaveAccessibleDescription('The folder name is required.');
    expect(api.calls).toHaveLength(0);
    await user.type(name, ' Visas ');
    expect(screen.queryByText('The folder name is required.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { directory_name: 'Visas', parent_id: 'p1' } });
  });
});

describe('DriveUploadDialog', () => {
  it('requires a file and sends nothing without one', async () => {
    const api = fakeApi({});
    const { user } = renderWithApp(<DriveUploadDialog userId={7} opened folderId={null} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
