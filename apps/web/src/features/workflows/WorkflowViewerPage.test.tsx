import type { EmployeeRule } from '@counsel/domain';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { step, subStep, task, template } from '../../test/workflow-fixtures';
import WorkflowViewerPage from './WorkflowViewerPage';

const READER: EmployeeRule[] = [{ subject: 'workflows', action: 'read' }];

const I130 = 'Petition for Alien Relative';
const DRAFT = task('Draft the I-130', {
  priority: 'HIGH',
  duration: 1440,
  participant_type: { id: 4, name: 'Paralegal', description: 'Prepares the forms' },
  email_template: { id: 7, title: 'Welcome to Hamdan & Clarke' },
  document_template: { id: 9, title: 'Engagement letter' },
  forms: [
    { id: 2, title: I130, file: '/api/legal_form/2/file', target: 'public' },
    { id: 1, title: 'G-28', file: '/api/legal_form/1/file', target: 'public' },
  ],
  instructions: [
    { id: 1, title: 'Use the current edition', description: 'Download the form from uscis.gov on the day.' },
    { id: 2, title: 'Answer every question', description: 'Write "N/A" rather than leaving a box blank.' },
  ],
});
const REVIEW = task('Attorney review', { priority: 'MEDIUM', duration: 1441, participant_type_name: 'Attorney' });
const FILE = task('File with USCIS', { duration: 0 });

const STEPS = [
  // Sent out of order: the viewer orders by step_oder.
  step('Adjustment of status', 3, [task('Confirm eligibility to adjust', { duration: 4320 })], {
    priority: 'HIGH',
    sub_steps: [
      subStep('Consular processing through the National Visa Center', [
        task('Pay the NVC fees', { duration: 2880, participant_type_name: 'Client' }),
      ]),
    ],
  }),
  step('Intake and eligibility', 1, [task('Consultation', { duration: 2880 })], { priority: 'HIGH' }),
  step('Prepare and file the I-130', 2, [DRAFT, REVIEW, FILE], { priority: 'MEDIUM' }),
];

const DESCRIPTION = 'A U.S. citizen or permanent resident petitions for a close relative.';

function open(
  reply: Parameters<typeof fakeApi>[0][string] = { body: { template: template(STEPS, { description: DESCRIPTION }) } },
) {
  const server = fakeApi({ 'GET /api/workflow/get-workflow-template/1': reply });
  const view = renderInApp(
    <MemoryRouter initialEntries={['/client/workflows/1']}>
      <Routes>
        <Route path="/client/workflows/:templateId" element={<WorkflowViewerPage />} />
      </Routes>
    </MemoryRouter>,
    READER,
  );
  return { ...view, server };
}

const stepButton = (name: RegExp) => screen.getByRole('button', { name });
/** A task's list item, found by its heading. */
function taskItem(title: string): HTMLElement {
  const item = screen.getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`No task ${title}`);
  return item;
}

describe('Workflow viewer', () => {
  it('shows the steps in order, numbered, with priorities; only the first open, and expand or collapse all', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Family-based petition (I-130)' })).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      '1. Intake and eligibilityHigh priority',
      '2. Prepare and file the I-130Medium priority',
      '3. Adjustment of statusHigh priority',
    ]);
    expect(stepButton(/^1\. Intake/)).toHaveAttribute('aria-expanded', 'true');
    expect(stepButton(/^2\. Prepare/)).toHaveAttribute('aria-expanded', 'false');
    expect(stepButton(/^3\. Adjustment/)).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Expand all steps' }));
    for (const name of [/^1\./, /^2\./, /^3\./]) expect(stepButton(name)).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapse all steps' }));
    for (const name of [/^1\./, /^2\./, /^3\./]) expect(stepButton(name)).toHaveAttribute('aria-expanded', 'false');

    // One step by itself, from the keyboard.
    stepButton(/^2\. Prepare/).focus();
    await user.keyboard('{Enter}');
    expect(stepButton(/^2\. Prepare/)).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: 'Draft the I-130' })).toBeVisible();
  });

  it('gives each task its duration in days (rounded up), priority, participant type and forms', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^2\. Prepare/ }));

    const draft = taskItem('Draft the I-130');
    expect(draft).toHaveTextContent('Duration: 1 day');
    expect(within(draft).getByText('High priority').closest('[data-priority]')).toHaveAttribute(
      'data-priority',
      'HIGH',
    );
    expect(draft).toHaveTextContent('Participant type: Paralegal');
    // The templates the task sends or generates open in the template editor.
    expect(within(draft).getByRole('link', { name: 'Welcome to Hamdan & Clarke' })).toHaveAttribute(
      'href',
      '/settings/templates/7',
    );
    expect(draft).toHaveTextContent('Document template: Engagement letter');
    // Form chips: at most 20 characters, the whole title on hover and to screen readers.
    const forms = within(draft).getByRole('list', { name: 'Forms' });
    const chips = within(forms).getAllByRole('listitem');
    expect(chips[0]).toHaveTextContent('Petition for Alien R…');
    expect(within(chips[0]!).getByTitle(I130)).toBeInTheDocument();
    expect(within(chips[0]!).getByText(I130)).toBeInTheDocument();
    expect(chips[1]).toHaveTextContent('G-28');
    expect(chips[1]).not.toHaveTextContent('…');

    const review = taskItem('Attorney review');
    // 1441 minutes is a minute into the second day.
    expect(review).toHaveTextContent('Duration: 2 days');
    expect(within(review).getByText('Medium priority')).toBeInTheDocument();
    // A public task names its participant type in words.
    expect(review).toHaveTextContent('Participant type: Attorney');

    const file = taskItem('File with USCIS');
    expect(file).toHaveTextContent('Duration: Same day');
    expect(within(file).getByText('Low priority')).toBeInTheDocument();
    expect(file).toHaveTextContent('Participant type: No participant type');
    expect(within(file).queryByRole('list', { name: 'Forms' })).toBeNull();
    expect(within(file).queryByRole('link')).toBeNull();
    expect(within(file).queryByRole('button', { name: /Instructions/ })).toBeNull();
  });

  it("opens a task's instructions, title and description", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^2\. Prepare/ }));
    const draft = taskItem('Draft the I-130');
    const toggle = within(draft).getByRole('button', { name: 'Instructions (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(draft).queryByText('Use the current edition')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(draft).findByText('Use the current edition')).toBeVisible();
    expect(within(draft).getByText('Write "N/A" rather than leaving a box blank.')).toBeVisible();
  });

  it('shows a step’s alternative path under it, marked as an alternative, with its own tasks', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^3\. Adjustment/ }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Main path' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Confirm eligibility to adjust' })).toBeInTheDocument();

    const alternative = screen.getByRole('region', {
      name: 'Alternative path: Consular processing through the National Visa Center',
    });
    expect(alternative).toHaveTextContent('Instead of the main path of this step');
    expect(within(alternative).getByText('Medium priority')).toBeInTheDocument();
    const nvc = within(alternative).getByRole('heading', { level: 4, name: 'Pay the NVC fees' }).closest('li');
    expect(nvc).toHaveTextContent('Duration: 2 days');
    expect(nvc).toHaveTextContent('Participant type: Client');
    expect(within(alternative).queryByText('Confirm eligibility to adjust')).toBeNull();
  });

  it('says when the workflow does not exist', async () => {
    open({ status: 404, body: { code: 'not_found', message: 'Workflow template not found' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Workflow template not found');
  });

  it('reads in Arabic: steps, durations, priorities and alternative paths', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1 });
    await i18n.changeLanguage('ar');
    await user.click(screen.getByRole('button', { name: 'توسيع كل الخطوات' }));
    expect(screen.getByRole('link', { name: 'كل مسارات العمل' })).toBeInTheDocument();
    expect(taskItem('Draft the I-130')).toHaveTextContent('المدة: يوم واحد');
    expect(taskItem('Attorney review')).toHaveTextContent('المدة: يومان');
    expect(taskItem('File with USCIS')).toHaveTextContent('المدة: في اليوم نفسه');
    expect(taskItem('Confirm eligibility to adjust')).toHaveTextContent('المدة: 3 أيام');
    expect(within(taskItem('Draft the I-130')).getByText('أولوية عالية')).toBeInTheDocument();
    expect(taskItem('File with USCIS')).toHaveTextContent('لا يوجد نوع مشارك');
    expect(
      screen.getByRole('region', { name: 'مسار بديل: Consular processing through the National Visa Center' }),
    ).toBeInTheDocument();
    expect(within(taskItem('Draft the I-130')).getByRole('button', { name: 'التعليمات (2)' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
