import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CREATOR, me, READER, SANDBOX_DRAFT } from '../../../test/workflow-draft-test-data';

const DRAFT = 'POST /api/workflow/draft-with-ai/3';
const CREATE = 'POST /api/workflow/create-workflow-from-draft/3';
const PAGE = '/client/workflows/workflowsUsingAI';

async function openPage(path = PAGE) {
  const view = renderApp(path);
  const description = await screen.findByRole('textbox', { name: /Description|الوصف/ });
  return { ...view, description };
}

describe('creating a workflow with AI', () => {
  it('drafts from a description, shows the review, and creates the workflow with the edited title', async () => {
    const server = fakeApi({
      ...me(CREATOR),
      [DRAFT]: { body: SANDBOX_DRAFT },
      [CREATE]: { status: 201, body: { template: { id: 77, title: 'Spousal petition' } } },
    });
    const { description, user, location } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Draft workflow' }));
    expect(await screen.findByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(description, 'Marriage green card for my wife');
    await user.click(screen.getByRole('button', { name: 'Draft workflow' }));
    expect(await screen.findByRole('heading', { name: 'Review the draft' })).toBeInTheDocument();
    expect((server.calls.find((call) => call.method === 'POST') as RecordedCall).body).toEqual({
      description: 'Marriage green card for my wife',
    });
    expect(screen.getByText('Sandbox draft — based on Family-based petition (I-130)')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByRole('heading', { name: '1. Intake and eligibility' })).toBeInTheDocument();
    expect(within(steps).getByRole('heading', { name: 'Alternative: Consular processing' })).toBeInTheDocument();
    const task = (title: string) =>
      within(steps)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(title)) as HTMLElement;
    expect(task('Consultation')).toHaveTextContent(
      'Duration: 2 days · Participant type: Attorney · High priority · 1 instruction · Forms: G-28',
    );
    expect(task('DS-260')).toHaveTextContent('Duration: Same day · Participant type: Client');

    const title = screen.getByRole('textbox', { name: /Workflow title/ });
    await user.clear(title);
    await user.type(title, 'Spousal petition');
    await user.click(screen.getByRole('button', { name: 'Create workflow' }));
    await waitFor(() => expect(location().pathname).toBe('/client/workflows/77/workflow-builder'));
    const created = server.calls.find((call) => call.path.endsWith('/create-workflow-from-draft/3')) as RecordedCall;
    expect(created.body).toEqual({ draft: { ...SANDBOX_DRAFT.draft, title: 'Spousal petition' } });
  });

  it('counts the description without the spaces around it, and clears the message as it changes', async () => {
    const server = fakeApi({ ...me(CREATOR), [DRAFT]: { body: SANDBOX_DRAFT } });
    const { description, user } = await openPage();
    fireEvent.change(description, { target: { value: '   123456789   ' } });
    await user.click(screen.getByRole('button', { name: 'Draft workflow' }));
    expect(await screen.findByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await user.type(description, '0');
    expect(screen.queryByText('Write at least 10 characters.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Draft workflow' }));
    expect(await screen.findByRole('heading', { name: 'Review the draft' })).toBeInTheDocument();
    expect((server.calls.find((call) => call.method === 'POST') as RecordedCall).body).toEqual({
      description: '123456789   0',
    });
  });

  it('does not label a draft from an AI server as a sandbox draft; "Try again" returns to the description', async () => {
    fakeApi({ ...me(CREATOR), [DRAFT]: { body: { ...SANDBOX_DRAFT, provider: 'openai_compatible', based_on: null } } });
    const { description, user } = await openPage();
    await user.type(description, 'Asylum for a journalist');
    await user.click(screen.getByRole('button', { name: 'Draft workflow' }));
    expect(await screen.findByRole('heading', { name: 'Review the draft' })).toBeInTheDocument();
    expect(screen.queryByText(/Sandbox draft/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Description/ })).toHaveValue('Asylum for a journalist');
  });

  it("shows the invalid-answer error in this screen's words and keeps the description", async () => {
    fakeApi({
      ...me(CREATOR),
      [DRAFT]: { status: 502, body: { code: 'ai_invalid_answer', message: 'The AI answer was not a valid workflow.' } },
    });
    const { description, user } = await openPage();
    await user.type(description, 'Something the model cannot draft');
    await user.click(screen.getByRole('button', { name: 'Draft workflow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI answer was not a valid workflow. Try again or describe the workflow differently.',
    );
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Something the model cannot draft');
  });

  it('shows the no-access message without create on workflows', async () => {
    fakeApi(me(READER));
    renderApp(PAGE);
    expect(await screen.findByText(/don't have access/i, undefined)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Description/ })).toBeNull();
  });

  it('reads right to left in Arabic, with the error translated', async () => {
    fakeApi({ ...me(CREATOR), [DRAFT]: { status: 502, body: { code: 'ai_unavailable', message: 'unreachable' } } });
    const { description, user } = await openPage(`/ar${PAGE}`);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'إنشاء سير عمل بالذكاء الاصطناعي' })).toBeInTheDocument();
    await user.type(description, 'بطاقة خضراء لزوجتي');
    await user.click(screen.getByRole('button', { name: 'إعداد مسودة سير العمل' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر الوصول إلى خدمة الذكاء الاصطناعي. حاول لاحقًا.');
  });
});
