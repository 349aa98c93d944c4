import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CREATOR, LIST, me, READER, SANDBOX_DRAFT } from '../../../test/workflow-draft-test-data';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const CREATE = 'POST /api/workflow/create-workflow-template/3';
const UPLOAD = 'POST /api/workflow/draft-from-document/3';

async function openChooser(path = '/client/workflows') {
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('button', { name: /New workflow|سير عمل جديد/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

describe('the workflow chooser', () => {
  it('offers three cards, building your own marked recommended', async () => {
    fakeApi({ ...me(CREATOR), ...LIST });
    const { dialog } = await openChooser();
    expect(dialog).toHaveAccessibleName('Create a workflow');
    const own = within(dialog).getByRole('region', { name: 'Build your own' });
    expect(own).toHaveTextContent('Recommended');
    expect(within(dialog).getByRole('region', { name: 'With AI' })).not.toHaveTextContent('Recommended');
    expect(within(dialog).getByRole('button', { name: 'From a document' })).toBeEnabled();
  });

  it('is hidden without create on workflows', async () => {
    fakeApi({ ...me(READER), ...LIST });
    renderApp('/client/workflows');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflows' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New workflow' })).toBeNull();
  });

  it('creates an Untitled workflow with every choice disabled meanwhile, then opens its builder in the locale', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const server = fakeApi({
      ...me(CREATOR),
      ...LIST,
      [CREATE]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { dialog, user, location } = await openChooser('/ar/client/workflows');
    await user.click(within(dialog).getByRole('button', { name: 'أنشئه بنفسك' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'بالذكاء الاصطناعي' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'من مستند' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'أنشئه بنفسك' })).toBeDisabled();
    expect(
      (server.calls.find((call) => call.path.endsWith('/create-workflow-template/3')) as RecordedCall).body,
    ).toEqual({
      title: 'Untitled',
    });
    answer({ status: 201, body: { template: { id: 41, title: 'Untitled' } } });
    await waitFor(() => expect(location().pathname).toBe('/ar/client/workflows/41/workflow-builder'));
  });

  it('shows the creation failure toast and enables the choices again', async () => {
    fakeApi({ ...me(CREATOR), ...LIST, [CREATE]: { status: 500, body: { code: 'internal_error', message: 'x' } } });
    const { dialog, user } = await openChooser();
    await user.click(within(dialog).getByRole('button', { name: 'Build your own' }));
    expect(await screen.findByText('The workflow could not be created. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'With AI' })).toBeEnabled();
  });

  it('opens the AI page from "With AI"', async () => {
    fakeApi({ ...me(CREATOR), ...LIST });
    const { dialog, user, location } = await openChooser();
    await user.click(within(dialog).getByRole('button', { name: 'With AI' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a workflow with AI' })).toBeInTheDocument();
    expect(location().pathname).toBe('/client/workflows/workflowsUsingAI');
  });

  it('uploads a checklist as multipart and shows the drafted workflow for review', async () => {
    const server = fakeApi({ ...me(CREATOR), ...LIST, [UPLOAD]: { body: { ...SANDBOX_DRAFT, based_on: null } } });
    const { dialog, user } = await openChooser();
    await user.click(within(dialog).getByRole('button', { name: 'From a document' }));
    const input = await screen.findByLabelText('Checklist file');
    const file = new File(['%PDF-1.7'], 'checklist.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(await screen.findByRole('heading', { name: 'Review the draft' })).toBeInTheDocument();
    const upload = server.calls.find((call) => call.path.endsWith('/draft-from-document/3')) as RecordedCall;
    expect(upload.body).toEqual({ file: 'checklist.pdf' });
    expect(screen.getByText("Sandbox draft — from the checklist's structure")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Workflow title/ })).toHaveValue('Family-based petition (I-130)');
  });

  it("shows the server's refusal of a document in this screen's words", async () => {
    fakeApi({
      ...me(CREATOR),
      ...LIST,
      [UPLOAD]: { status: 422, body: { code: 'checklist_unreadable', message: 'No checklist could be read' } },
    });
    const { dialog, user } = await openChooser();
    await user.click(within(dialog).getByRole('button', { name: 'From a document' }));
    await user.upload(
      await screen.findByLabelText('Checklist file'),
      new File(['x'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No checklist could be read from this document. Upload a PDF or Word file with text.',
    );
  });
});
