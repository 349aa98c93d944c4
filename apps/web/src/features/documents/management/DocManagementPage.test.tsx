import type { DirectoryContents } from '@counsel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { fakeApi, type RecordedCall } from '../../../test/fake-api';
import { DOCUMENTS_MANAGE, DOCUMENTS_READ, makeDocument, renderWithApp } from '../test-kit';
import DocManagementPage from './DocManagementPage';

const CONTENTS = 'GET /api/law-firm/3/document-directories/contents';
const CREATE = 'POST /api/law-firm/3/document-directories';

const folder = (id: number, name: string, parent: number | null = null, path = `/${name}`) => ({
  id,
  name,
  path,
  parent_id: parent,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});

const ROOT: DirectoryContents = {
  directory: null,
  breadcrumbs: [],
  directories: [folder(1, 'Immigration matters'), folder(2, 'عقود')],
  documents: [makeDocument('Passport scan of Maria', { client_name: 'Maria Gonzalez' })],
  page: 1,
  page_size: 24,
  total: 3,
};
const INSIDE: DirectoryContents = {
  directory: folder(1, 'Immigration matters'),
  breadcrumbs: [{ id: 1, name: 'Immigration matters' }],
  directories: [],
  documents: [makeDocument('I-130 petition', { directory_id: 1 })],
  page: 1,
  page_size: 24,
  total: 1,
};

function contentsFor(call: RecordedCall) {
  const params = new URLSearchParams(call.search);
  if (params.get('q')) return { body: { ...ROOT, directories: [], documents: [], total: 0 } };
  return { body: params.get('directory_id') === '1' ? INSIDE : ROOT };
}

function open(rules = DOCUMENTS_MANAGE, extra: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ [CONTENTS]: contentsFor, ...extra });
  const view = renderWithApp(
    <MemoryRouter>
      <DocManagementPage />
    </MemoryRouter>,
    rules,
  );
  return { ...view, server };
}

const contentCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/law-firm/3/document-directories/contents');

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('DocManagementPage', () => {
  it('shows folders then documents, whole titles (cut only by CSS at the real width) as name and on hover', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Folders and documents' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!).getByRole('button', { name: 'Immigration matters' });
    expect(first).toHaveAttribute('title', 'Immigration matters');
    expect(within(first).getByText('Immigration matters')).toBeVisible();
    expect(within(items[2]!).getByRole('button', { name: 'Passport scan of Maria' })).toBeInTheDocument();
  });

  it('lists documents in the list view with their client, type and date, since the root mixes clients', async () => {
    const { user } = open();
    await screen.findByRole('list', { name: 'Folders and documents' });
    await user.click(screen.getByText('List'));
    const table = screen.getByRole('table', { name: 'Folders and documents' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Client', 'Type', 'Date', 'Size', 'Actions']);
    const row = within(table).getByRole('button', { name: 'Passport scan of Maria' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Passport scan of Maria', 'Maria Gonzalez', 'PDF', 'Mar 2, 2026', '47.1 kB', expect.any(String)]);
    const folderRow = within(table).getByRole('button', { name: 'Immigration matters' }).closest('tr')!;
    expect(within(folderRow).getAllByRole('cell')[2]).toHaveTextContent('Folder');
  });

  it('switches to the list, titles whole on one line, and remembers the choice', async () => {
    const { user, unmount } = open();
    await screen.findByRole('list', { name: 'Folders and documents' });
    await user.click(screen.getByText('List'));
    const row = within(screen.getByRole('button', { name: 'Immigration matters' })).getByText('Immigration matters');
    expect(row).toBeVisible();
    expect(row).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    expect(window.localStorage.getItem(STORAGE_KEYS.docManagementView)).toBe('list');
    unmount();
    open();
    const button = await screen.findByRole('button', { name: 'Immigration matters' });
    expect(within(button).getByText('Immigration matters')).toBeVisible();
  });

  it('opens a document in its viewer, which first asks the server to count the open', async () => {
    const passport = ROOT.documents[0]!;
    const { user, server } = open(DOCUMENTS_MANAGE, {
      [`POST /api/document/${passport.id}/view`]: {
        status: 403,
        body: { code: 'documents_services_limit', message: 'limit' },
      },
    });
    await user.dblClick(await screen.findByRole('button', { name: 'Passport scan of Maria' }));
    expect(
      await screen.findByText('You have reached your daily document services limit. Please upgrade your plan.'),
    ).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === `/api/document/${passport.id}/view`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a folder with a double click or Enter, with breadcrumbs back to the root', async () => {
    const { user, server } = open();
    await user.dblClick(await screen.findByRole('button', { name: 'Immigration matters' }));
    expect(await screen.findByRole('button', { name: 'I-130 petition' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByText('Immigration matters')).toHaveAttribute('aria-current', 'page');
    expect(contentCalls(server.calls).at(-1)!.search).toContain('directory_id=1');
    await user.click(within(crumbs).getByRole('button', { name: 'All documents' }));
    const again = await screen.findByRole('button', { name: 'Immigration matters' });
    again.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'I-130 petition' })).toBeInTheDocument();
  });

  it('searches on the server and says when nothing matches', async () => {
    const { user, server } = open();
    await screen.findByRole('list', { name: 'Folders and documents' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'visa');
    expect(await screen.findByText('Nothing here matches “visa”.')).toBeInTheDocument();
    expect(contentCalls(server.calls).at(-1)!.search).toContain('q=visa');
  });

  it('checks the new folder name before creating it in the current folder', async () => {
    const { user, server } = open(DOCUMENTS_MANAGE, {
      [CREATE]: { status: 201, body: { directory: folder(9, 'Visas') } },
    });
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const name = within(dialog).getByRole('textbox', { name: /Folder name/ });
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a folder name.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(name);
    expect(within(dialog).queryByText('Enter a folder name.')).toBeNull();
    await user.type(name, 'Visas/2024');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(name).toHaveAccessibleDescription('A folder name cannot contain / or \\.');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(name);
    await user.type(name, '  Visas ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New folder' })).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'POST')!.body).toEqual({
      directory_name: 'Visas',
      parent_id: null,
    });
  });

  it('keeps the form and toasts the reason when the server refuses the name', async () => {
    const { user } = open(DOCUMENTS_MANAGE, {
      [CREATE]: { status: 409, body: { code: 'directory_name_taken', message: 'taken' } },
    });
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Folder name/ }), { target: { value: 'عقود' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A folder with this name already exists here.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
  });

  it('hides the add and upload buttons from a reader', async () => {
    open(DOCUMENTS_READ);
    await screen.findByRole('list', { name: 'Folders and documents' });
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  });
});
