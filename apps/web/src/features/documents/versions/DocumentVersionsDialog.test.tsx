import type { DocumentVersion } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { DOCUMENTS_MANAGE, DOCUMENTS_READ, makeDocument, renderWithApp } from '../test-kit';
import { DocumentVersionsDialog } from './DocumentVersionsDialog';

afterEach(() => vi.unstubAllGlobals());

const lease = makeDocument('Lease agreement', { version: 3 });

function version(n: number, overrides: Partial<DocumentVersion> = {}): DocumentVersion {
  return {
    id: 900 + n,
    version: n,
    file_name: `lease-v${n}.pdf`,
    mime_type: 'application/pdf',
    size: 1000 * n,
    created_by: 7,
    created_by_name: 'Alex Admin',
    created_at: `2026-03-0${n}T10:00:00.000Z`,
    url: `/api/document/${lease.id}/versions/${900 + n}/file`,
    ...overrides,
  };
}

function open(rules = DOCUMENTS_MANAGE, routes: Parameters<typeof fakeApi>[0] = {}) {
  let versions = [version(3), version(2, { created_by_name: 'Lee Limited' }), version(1, { created_by_name: null })];
  const server = fakeApi({
    [`GET /api/document/${lease.id}/versions`]: () => ({ body: { versions } }),
    [`POST /api/document/${lease.id}/versions/901/restore`]: () => {
      versions = [version(4, { file_name: 'lease-v1.pdf' }), ...versions];
      return { body: { document: { ...lease, version: 4 } } };
    },
    ...routes,
  });
  const onClose = vi.fn();
  const view = renderWithApp(<DocumentVersionsDialog document={lease} onClose={onClose} />, rules);
  return { ...view, server, onClose };
}

describe('DocumentVersionsDialog', () => {
  it('lists every version with its date, author and size, the newest marked current', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Versions of “Lease agreement”' });
    const table = await within(dialog).findByRole('table', { name: 'Versions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Version 3');
    expect(rows[0]).toHaveTextContent('Current');
    expect(rows[0]).toHaveTextContent('Alex Admin');
    expect(rows[0]).toHaveTextContent('2.9 kB');
    expect(rows[0]).toHaveTextContent('Mar 3, 2026');
    expect(rows[1]).toHaveTextContent('Lee Limited');
    expect(rows[2]).toHaveTextContent('The client');
    expect(rows[1]).not.toHaveTextContent('Current');
  });

  it('downloads an earlier version from its own address', async () => {
    const { user, server } = open(DOCUMENTS_MANAGE, {
      [`GET /api/document/${lease.id}/versions/901/file`]: { text: 'first' },
    });
    const createObjectURL = vi.fn(() => 'blob:first');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await user.click(await screen.findByRole('button', { name: 'Download version 1' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(server.calls.some((call) => call.path === `/api/document/${lease.id}/versions/901/file`)).toBe(true);
  });

  it('restores an earlier version as a new current one and shows it at the top', async () => {
    const { user, server } = open();
    expect(await screen.findAllByRole('button', { name: /^Restore version/ })).toHaveLength(2);
    // The current version has nothing to restore.
    expect(screen.queryByRole('button', { name: 'Restore version 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored as version 4.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST' && call.path.endsWith('/versions/901/restore'))).toBe(
      true,
    );
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Version 4'));
  });

  it('uploads a new version from the device', async () => {
    const { user, server } = open(DOCUMENTS_MANAGE, {
      [`PUT /api/document/update-document/${lease.id}`]: { body: { document: { ...lease, version: 4 } } },
    });
    const section = await screen.findByRole('region', { name: 'Upload new version' });
    const file = new File(['%PDF-1.4'], 'lease-signed.pdf', { type: 'application/pdf' });
    await user.upload(within(section).getByLabelText(/^File/), file);
    await user.click(within(section).getByRole('button', { name: 'Upload new version' }));
    expect(await screen.findByText('Version 4 uploaded.')).toBeInTheDocument();
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ file: 'lease-signed.pdf' });
  });

  it('shows the server’s reason when a new version is refused (an empty file)', async () => {
    const { user } = open(DOCUMENTS_MANAGE, {
      [`PUT /api/document/update-document/${lease.id}`]: {
        status: 400,
        body: { code: 'file_empty', message: 'The file is empty.' },
      },
    });
    const section = await screen.findByRole('region', { name: 'Upload new version' });
    await user.upload(within(section).getByLabelText(/^File/), new File([], 'empty.pdf', { type: 'application/pdf' }));
    await user.click(within(section).getByRole('button', { name: 'Upload new version' }));
    expect(await within(section).findByText('The file is empty.')).toBeInTheDocument();
  });

  it('offers neither restore nor upload without documents:update', async () => {
    open(DOCUMENTS_READ);
    await screen.findByRole('button', { name: 'Download version 1' });
    expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload new version' })).not.toBeInTheDocument();
  });
});
