import type { FirmForm, FirmFormDirectory, FirmFormList } from '@counsel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type RecordedCall } from '../../../test/fake-api';
import { stubXhr } from '../../../test/fake-xhr';
import { renderInApp } from '../../../test/render-in-app';
import FirmFormsPage from './FirmFormsPage';

const LIST = 'GET /api/firm-legal-form/3/all-forms';
const CREATE_AT_ROOT = 'POST /api/firm-legal-form/3/0/directory';
const MANAGE = [{ subject: 'forms', action: 'manage' }] as const;
const READ = [{ subject: 'forms', action: 'read' }] as const;

const folder = (id: number, name: string, path = `/${name}`, itemCount = 0): FirmFormDirectory => ({
  id,
  directory_name: name,
  path,
  parent_id: null,
  item_count: itemCount,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});
const form = (id: number, title: string, directory: FirmFormDirectory | null = null): FirmForm => ({
  id,
  title,
  file: `/api/firm-legal-form/3/forms/${id}/versions/${id + 100}/file`,
  file_name: `${title}.pdf`,
  size: 20_000,
  version: 1,
  directory: directory && { id: directory.id, path: directory.path },
  directory_name: directory?.directory_name ?? null,
  created_by: 7,
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
});

const INTAKE = folder(1, 'Intake');
const ROOT: FirmFormList = {
  forms: [form(11, 'Consent to communicate by email'), form(12, 'G-28')],
  directories: [INTAKE, folder(2, 'نماذج العملاء', '/نماذج العملاء', 3)],
  directory: null,
  breadcrumbs: [],
};
const INSIDE: FirmFormList = {
  forms: [form(13, 'Client intake questionnaire', INTAKE)],
  directories: [],
  directory: INTAKE,
  breadcrumbs: [{ id: 1, name: 'Intake' }],
};

const listFor = (call: RecordedCall) => ({
  body: new URLSearchParams(call.search).get('directory_id') === '1' ? INSIDE : ROOT,
});

function open(
  rules: readonly { subject: 'forms'; action: 'manage' | 'update' | 'read' }[] = MANAGE,
  path = '/forms/law-firm-forms',
  extra = {},
) {
  const server = fakeApi({ [LIST]: listFor, ...extra });
  const view = renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <FirmFormsPage />
    </MemoryRouter>,
    [...rules],
  );
  return { ...view, server };
}

afterEach(() => vi.unstubAllGlobals());

describe('FirmFormsPage', () => {
  it('shows folders, then form chips cut at 20 characters with the full title as name and on hover', async () => {
    open();
    const folders = await screen.findByRole('region', { name: 'Folders' });
    expect(within(folders).getAllByRole('listitem')).toHaveLength(2);
    expect(within(folders).getByRole('button', { name: 'نماذج العملاء' })).toBeInTheDocument();
    const forms = screen.getByRole('region', { name: 'Forms' });
    const chip = within(forms).getByRole('button', { name: 'Consent to communicate by email' });
    expect(chip).toHaveAttribute('title', 'Consent to communicate by email');
    expect(within(chip).getByText('Consent to communica…')).toBeInTheDocument();
    expect(within(forms).getByRole('button', { name: 'G-28' })).toHaveTextContent('G-28');
  });

  it('reads the folder from the address and links every breadcrumb step', async () => {
    const { server } = open(MANAGE, '/forms/law-firm-forms?folder=1');
    expect(await screen.findByRole('button', { name: 'Client intake questionnaire' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.path.endsWith('/all-forms'))!.search).toBe('?directory_id=1');
    const crumbs = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(crumbs).getByRole('link', { name: 'Forms' })).toHaveAttribute('href', '/forms');
    expect(within(crumbs).getByRole('link', { name: 'Law Firm' })).toHaveAttribute('href', '/forms/law-firm-forms');
    const current = within(crumbs).getByRole('link', { name: 'Intake' });
    expect(current).toHaveAttribute('href', '/forms/law-firm-forms?folder=1');
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it("says 'Failed to load law firm forms' when the list cannot be read", async () => {
    open(MANAGE, '/forms/law-firm-forms', { [LIST]: { status: 500, body: { code: 'internal_error', message: '' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load law firm forms');
  });

  it('hides the add and upload buttons from staff who may only read forms', async () => {
    open(READ);
    await screen.findByRole('region', { name: 'Folders' });
    expect(screen.queryByRole('button', { name: 'Add directory' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload legal form' })).not.toBeInTheDocument();
  });
});

describe('Add directory', () => {
  it('needs a name after trimming, then sends directory_name and the parent path as form data', async () => {
    const { user, server } = open(MANAGE, '/forms/law-firm-forms', {
      [CREATE_AT_ROOT]: { status: 201, body: { directory: folder(5, 'Family') } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add directory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add directory' });
    await user.type(within(dialog).getByLabelText(/Directory name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a directory name.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Directory name/), ' Family ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add directory' })).not.toBeInTheDocument());
    const post = server.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/firm-legal-form/3/0/directory');
    expect(post.body).toEqual({ directory_name: 'Family', path: '/' });
    expect(await screen.findByText('Directory created')).toBeInTheDocument();
  });

  it('shows an error toast in words when the server refuses, keeping the dialog', async () => {
    const { user } = open(MANAGE, '/forms/law-firm-forms', {
      [CREATE_AT_ROOT]: { status: 409, body: { code: 'directory_name_taken', message: 'A folder…' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add directory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add directory' });
    await user.type(within(dialog).getByLabelText(/Directory name/), 'Intake');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A folder with this name already exists here.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add directory' })).toBeInTheDocument();
  });
});

describe('Upload legal form', () => {
  const pdf = () => new File(['%PDF-1.7 form'], 'G-28.pdf', { type: 'application/pdf' });
  const fakePdf = () => new File(['\x89PNG not a pdf'], 'photo.pdf', { type: 'application/pdf' });

  it('asks for a file, and refuses one over 25 MB, without sending anything', async () => {
    const requests = stubXhr();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Upload legal form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload legal form' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a PDF file.')).toBeInTheDocument();
    const large = pdf();
    Object.defineProperty(large, 'size', { value: 25 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText(/^File/), large);
    expect(await within(dialog).findByText('The file is larger than 25 MB.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Choose a PDF file.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(requests).toHaveLength(0);
  });

  it('refuses a file that is not a PDF by its bytes without sending it', async () => {
    const requests = stubXhr();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Upload legal form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload legal form' });
    await user.upload(within(dialog).getByLabelText(/^File/), fakePdf());
    expect(await within(dialog).findByText(/This file is not a PDF/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(requests).toHaveLength(0);
  });

  it('uploads into the open folder with progress, then toasts and closes; a refusal shows its reason', async () => {
    const requests = stubXhr();
    const { user } = open(MANAGE, '/forms/law-firm-forms?folder=1');
    await user.click(await screen.findByRole('button', { name: 'Upload legal form' }));
    let dialog = await screen.findByRole('dialog', { name: 'Upload legal form' });
    expect(within(dialog).getByText('It goes into: /Intake')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/^File/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe('/api/firm-legal-form/3/form-upload');
    expect(requests[0]!.body!.get('directory_id')).toBe('1');
    expect(requests[0]!.body!.get('title')).toBeNull();
    expect((requests[0]!.body!.get('form') as File).name).toBe('G-28.pdf');
    act(() => requests[0]!.progress(50, 100));
    expect(await within(dialog).findByText('Uploading… 50%')).toBeInTheDocument();
    act(() =>
      requests[0]!.respond(415, {
        code: 'unsupported_file_type',
        message: 'A legal form must be a PDF file.',
        error: 'A legal form must be a PDF file.',
      }),
    );
    expect(await screen.findByText(/Only PDF files can be uploaded as legal forms/)).toBeInTheDocument();
    dialog = screen.getByRole('dialog', { name: 'Upload legal form' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Notice of appearance');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body!.get('title')).toBe('Notice of appearance');
    act(() => requests[1]!.respond(201, { form: form(20, 'Notice of appearance', INTAKE) }));
    expect(await screen.findByText('Legal form uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload legal form' })).not.toBeInTheDocument());
  });
});

describe('Fields of a firm form', () => {
  it('reads the fields of the form by its law_firm id and lists them in the fields dialog', async () => {
    const { user, server } = open(READ, '/forms/law-firm-forms', {
      'POST /api/document/extract-form-fields': {
        body: [
          {
            name: 'client.name',
            label: 'Client name',
            type: 'text',
            options: [],
            section: 'Other fields',
            section_description: '',
            required: false,
          },
        ],
      },
    });
    const forms = await screen.findByRole('region', { name: 'Forms' });
    const fieldButtons = within(forms).getAllByRole('button', { name: 'Fields' });
    expect(fieldButtons).toHaveLength(2);
    const forG28 = fieldButtons.find((button) => button.getAttribute('aria-describedby') === 'firm-form-12')!;
    await user.click(forG28);
    const dialog = await screen.findByRole('dialog', { name: /G-28/ });
    expect(await within(dialog).findByRole('textbox', { name: /1/ })).toHaveValue('Client name');
    const call = server.calls.find((c) => c.path === '/api/document/extract-form-fields')!;
    expect(call.body).toEqual({ form: { form_type: 'law_firm', id: 12 } });
  });
});

describe('Managing folders and forms', () => {
  it('shows no rename or delete to staff who may only read forms', async () => {
    open(READ);
    await screen.findByRole('region', { name: 'Folders' });
    expect(screen.queryByRole('button', { name: 'Actions for Intake' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for G-28' })).not.toBeInTheDocument();
  });

  it('offers rename but not delete to staff who may update forms', async () => {
    const { user } = open([{ subject: 'forms', action: 'update' }]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Intake' }));
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for G-28' })).not.toBeInTheDocument();
  });

  it('offers delete only for an empty folder; a folder holding forms or folders can still be renamed', async () => {
    const { user } = open(MANAGE);
    await user.click(await screen.findByRole('button', { name: 'Actions for نماذج العملاء' }));
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Intake' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('renames a folder with PUT directory_name, then toasts and closes', async () => {
    const { user, server } = open(MANAGE, '/forms/law-firm-forms', {
      'PUT /api/firm-legal-form/3/directories/1': { body: { directory: folder(1, 'New clients') } },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Intake' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename directory' });
    const input = within(dialog).getByLabelText(/Directory name/);
    expect(input).toHaveValue('Intake');
    await user.clear(input);
    await user.type(input, 'New clients');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Directory renamed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename directory' })).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toEqual({ directory_name: 'New clients' });
  });

  it('asks before deleting a folder, and shows the refusal of a folder filled since the list was read', async () => {
    const { user, server } = open(MANAGE, '/forms/law-firm-forms', {
      'DELETE /api/firm-legal-form/3/directories/1': {
        status: 422,
        body: { code: 'directory_not_empty', message: 'Only an empty folder can be deleted.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Intake' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete directory' });
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Only an empty directory can be deleted. Move or delete/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete directory' })).toBeInTheDocument();
  });

  it('deletes a form after confirmation, then toasts and closes', async () => {
    const { user, server } = open(MANAGE, '/forms/law-firm-forms', {
      'DELETE /api/firm-legal-form/3/forms/12': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for G-28' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete form' });
    expect(within(dialog).getByText('Delete the form “G-28”?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Form deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete form' })).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'DELETE')!.path).toBe('/api/firm-legal-form/3/forms/12');
  });
});
