import type { Locale } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeReply } from '../../../test/fake-api';
import { callsTo, expectToast, FIRM_ID, firmLists, renderInLocale } from '../../../test/task-test-kit';
import { task } from '../../../test/workflow-fixtures';
import TaskSelectionModal from './TaskSelectionModal';

const STEP = { id: 51, title: 'Prepare and file the I-130', isSubStep: false, parentStepId: null };
const ADD_PATH = `/api/workflow/add-tasks-to-workflow-step/${STEP.id}`;
const FIRM_TASKS_PATH = `/api/workflow/get-all-law-firm-tasks/${FIRM_ID}`;
const PUBLIC_TASKS_PATH = '/api/workflow/get-all-public-tasks';

const DRAFT = task('Draft the I-130', {
  priority: 'HIGH',
  duration: 1441,
  law_firm_id: FIRM_ID,
  participant_type: { id: 4, name: 'Paralegal', description: 'Prepares the forms' },
  instructions: [{ id: 1, title: 'Use the current edition', description: 'Download it from uscis.gov.' }],
});
const REVIEW = task('Attorney review', { priority: 'MEDIUM', law_firm_id: FIRM_ID });
const PAY = task('Pay the filing fee', { participant_type_name: 'Client', duration: 2880 });
const INTAKE = task('Intake call');

function open(
  options: {
    firm?: FakeReply;
    publicTasks?: FakeReply;
    routes?: Parameters<typeof firmLists>[0];
    locale?: Locale;
    existingTaskIds?: number[];
    step?: typeof STEP | { id: number; title: string; isSubStep: boolean; parentStepId: number | null };
  } = {},
) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const onConflict = vi.fn();
  const view = renderInLocale(
    <TaskSelectionModal
      opened
      onClose={onClose}
      lawFirmId={FIRM_ID}
      templateId={1}
      step={options.step ?? STEP}
      existingTaskIds={options.existingTaskIds ?? []}
      version={6}
      onChanged={onChanged}
      onConflict={onConflict}
    />,
    firmLists({
      [`GET ${FIRM_TASKS_PATH}`]: options.firm ?? { body: { tasks: [DRAFT, REVIEW, INTAKE] } },
      // The public list repeats one of the firm's tasks: it is shown once.
      [`GET ${PUBLIC_TASKS_PATH}`]: options.publicTasks ?? { body: { tasks: [INTAKE, PAY] } },
      ...options.routes,
    }),
    options.locale,
  );
  return { ...view, onClose, onChanged, onConflict };
}

const dialog = () => screen.getByRole('dialog');
const box = (name: string) => within(dialog()).getByRole('checkbox', { name });

async function openList() {
  return screen.findByRole('list', { name: 'Tasks to choose from' });
}

describe('Task selection: existing tasks', () => {
  it('lists the firm’s and the public tasks once each, with priority, days, participant type and instructions', async () => {
    const { user } = open({ existingTaskIds: [REVIEW.id] });
    const list = await openList();
    const rows = within(list).getAllByRole('listitem');
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((node) => node.closest('li')?.querySelector('label')?.textContent),
    ).toEqual(['Draft the I-130', 'Attorney review', 'Intake call', 'Pay the filing fee']);
    expect(rows[0]).toHaveTextContent('High priority');
    // 1441 minutes is a minute into the second day.
    expect(rows[0]).toHaveTextContent('Duration: 2 days');
    expect(rows[0]).toHaveTextContent('Participant type: Paralegal');
    const pay = within(list).getByRole('checkbox', { name: 'Pay the filing fee' }).closest('li') as HTMLElement;
    expect(pay).toHaveTextContent('Participant type: Client');
    expect(pay).toHaveTextContent('Public');
    expect(within(list).getByRole('checkbox', { name: 'Intake call' }).closest('li')).toHaveTextContent(
      'Duration: Same day',
    );

    // A task already in the step cannot be chosen again.
    expect(box('Attorney review')).toBeDisabled();
    expect(within(rows[1]!).getByText('Already in this step')).toBeInTheDocument();

    const toggle = within(rows[0]!).getByRole('button', { name: 'Instructions (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(rows[0]!).findByText('Download it from uscis.gov.')).toBeVisible();
  });

  it('ignores a whitespace-only search and keeps ticks across searches, sending them in the order ticked', async () => {
    const { user, server, onChanged, onClose } = open({
      routes: { [`POST ${ADD_PATH}`]: { status: 201, body: { tasks: [] } } },
    });
    await openList();
    const search = within(dialog()).getByRole('searchbox', { name: 'Search tasks' });
    await user.type(search, '   ');
    expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(4);

    await user.clear(search);
    await user.type(search, 'pay');
    expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(box('Pay the filing fee'));

    await user.clear(search);
    await user.type(search, 'DRAFT');
    expect(within(dialog()).queryByRole('checkbox', { name: 'Pay the filing fee' })).toBeNull();
    await user.click(box('Draft the I-130'));

    await user.clear(search);
    expect(box('Pay the filing fee')).toBeChecked();
    expect(box('Draft the I-130')).toBeChecked();
    expect(within(dialog()).getByText('2 tasks selected')).toBeInTheDocument();

    await user.type(search, 'nothing like it');
    expect(within(dialog()).getByText('No tasks match “nothing like it”.')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Add selected tasks' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(callsTo(server.calls, 'POST', ADD_PATH).map((call) => call.body)).toEqual([
      { task_ids: [PAY.id, DRAFT.id], substep: false, version: 6 },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says no tasks are selected and sends nothing', async () => {
    const { user, server, onChanged } = open();
    await openList();
    await user.click(within(dialog()).getByRole('button', { name: 'Add selected tasks' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('No tasks selected');
    expect(callsTo(server.calls, 'POST', ADD_PATH)).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();

    await user.click(box('Intake call'));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('locks the dialog while the tasks are being added, and marks a sub-step', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const { user, server, onClose, onChanged } = open({
      step: { id: 52, title: 'Consular processing', isSubStep: true, parentStepId: 51 },
      routes: {
        'POST /api/workflow/add-tasks-to-workflow-step/52': () =>
          new Promise<FakeReply>((resolve) => (answer = resolve)),
      },
    });
    await openList();
    await user.click(box('Intake call'));
    await user.click(within(dialog()).getByRole('button', { name: 'Add selected tasks' }));

    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(box('Draft the I-130')).toBeDisabled();
    expect(within(dialog()).getByRole('radio', { name: 'Create new task' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(server.calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
      task_ids: [INTAKE.id],
      substep: true,
      version: 6,
    });

    answer({ status: 201, body: { tasks: [INTAKE] } });
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hands a version conflict to the builder and closes; another failure says so and keeps the choice', async () => {
    const conflict = open({
      routes: { [`POST ${ADD_PATH}`]: { status: 409, body: { code: 'version_conflict', message: 'Changed' } } },
    });
    await openList();
    await conflict.user.click(box('Intake call'));
    await conflict.user.click(within(dialog()).getByRole('button', { name: 'Add selected tasks' }));
    await waitFor(() => expect(conflict.onConflict).toHaveBeenCalledTimes(1));
    expect(conflict.onClose).toHaveBeenCalledTimes(1);
    expect(conflict.onChanged).not.toHaveBeenCalled();
    conflict.unmount();

    const failure = open({
      routes: { [`POST ${ADD_PATH}`]: { status: 500, body: { code: 'internal_error', message: 'Boom' } } },
    });
    await openList();
    await failure.user.click(box('Intake call'));
    await failure.user.click(within(dialog()).getByRole('button', { name: 'Add selected tasks' }));
    await expectToast(dialog(), 'The tasks could not be added to the step.');
    expect(failure.onClose).not.toHaveBeenCalled();
    expect(box('Intake call')).toBeChecked();
  });

  it.each([
    [404, 'No tasks found for this law firm'],
    [403, 'You do not have access to tasks'],
    [503, 'Server error while fetching tasks'],
    [400, 'Tasks could not be loaded.'],
  ])('a %i loading the tasks says “%s”', async (status, text) => {
    open({ firm: { status, body: { code: 'some_code', message: 'Refused' } } });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
  });
});

describe('Task selection: Arabic', () => {
  it('opens right to left with its texts in Arabic, the task form too', async () => {
    const { user } = open({ locale: 'ar' });
    const modal = await screen.findByRole('dialog', { name: 'مهام «Prepare and file the I-130»' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(modal).getByRole('radio', { name: 'اختيار مهام موجودة' })).toBeChecked();
    const list = await screen.findByRole('list', { name: 'المهام المتاحة للاختيار' });
    expect(within(list).getByRole('checkbox', { name: 'Draft the I-130' }).closest('li')).toHaveTextContent(
      'المدة: يومان',
    );
    expect(within(modal).getByRole('button', { name: 'إضافة المهام المحددة' })).toBeInTheDocument();

    await user.click(within(modal).getByRole('radio', { name: 'إنشاء مهمة جديدة' }));
    expect(await within(modal).findByRole('textbox', { name: 'العنوان' })).toBeInTheDocument();
    expect(within(modal).getByRole('combobox', { name: 'الأولوية' })).toHaveValue('منخفضة');
    expect(within(modal).getByText('= 0 يوم')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'حفظ ومتابعة' })).toBeInTheDocument();
  });
});
