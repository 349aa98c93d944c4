import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeReply } from '../../../test/fake-api';
import { callsTo, choose, expectToast, FIRM_ID, firmLists, renderInLocale } from '../../../test/task-test-kit';
import { task } from '../../../test/workflow-fixtures';
import TaskSelectionModal from './TaskSelectionModal';

const CREATE_PATH = `/api/workflow/create-workflow-step-task/${FIRM_ID}`;
const SUB_STEP = { id: 52, title: 'Consular processing', isSubStep: true, parentStepId: 51 };

function openCreate(routes: Parameters<typeof firmLists>[0] = {}, step = SUB_STEP) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const onConflict = vi.fn();
  const view = renderInLocale(
    <TaskSelectionModal
      opened
      onClose={onClose}
      lawFirmId={FIRM_ID}
      templateId={1}
      step={step}
      existingTaskIds={[]}
      version={6}
      onChanged={onChanged}
      onConflict={onConflict}
    />,
    firmLists({
      [`GET /api/workflow/get-all-law-firm-tasks/${FIRM_ID}`]: { body: { tasks: [] } },
      'GET /api/workflow/get-all-public-tasks': { body: { tasks: [] } },
      [`POST ${CREATE_PATH}`]: { status: 201, body: { task: task('Saved'), version: 7 } },
      ...routes,
    }),
  );
  return { ...view, onClose, onChanged, onConflict };
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

async function toCreate(user: ReturnType<typeof openCreate>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Create new task' }));
  return screen.findByRole('textbox', { name: 'Title' });
}

async function fillRequired(user: ReturnType<typeof openCreate>['user'], title: string) {
  await user.type(field('Title'), title);
  await choose(user, 'Participant type', 'Paralegal');
}

describe('Task selection: create a new task', () => {
  it('adds an instruction inline only when both halves are filled; added ones stay editable and removable', async () => {
    const { user } = openCreate();
    await toCreate(user);
    const add = within(dialog()).getByRole('button', { name: 'Add instruction' });
    await user.type(field('New instruction: title'), 'Birth');
    await user.click(add);
    expect(
      within(dialog()).getByText('Fill in both the title and the description to add an instruction.'),
    ).toBeVisible();
    expect(within(dialog()).queryByRole('textbox', { name: 'Instruction 1: title' })).toBeNull();

    await user.type(field('New instruction: description'), 'Copies');
    await user.click(add);
    expect(field('Instruction 1: title')).toHaveValue('Birth');
    expect(field('Instruction 1: description')).toHaveValue('Copies');
    expect(field('New instruction: title')).toHaveValue('');
    expect(field('New instruction: description')).toHaveValue('');

    await user.type(field('New instruction: title'), 'Passports');
    await user.type(field('New instruction: description'), 'All pages');
    await user.click(add);
    expect(field('Instruction 2: title')).toHaveValue('Passports');
    await user.click(within(dialog()).getByRole('button', { name: 'Remove instruction 1' }));
    expect(field('Instruction 1: title')).toHaveValue('Passports');
    expect(within(dialog()).queryByRole('textbox', { name: 'Instruction 2: title' })).toBeNull();
  });

  it('creates a task in the step with what was entered, trimmed', async () => {
    const { user, server, onChanged, onClose } = openCreate();
    await toCreate(user);
    await fillRequired(user, '  Gather documents ');
    await choose(user, 'Priority', 'High');
    const duration = within(dialog()).getByRole('group', { name: 'Duration' });
    const days = within(duration).getByRole('textbox', { name: 'Days' });
    expect(days).toHaveValue('0');
    expect(within(duration).getByText('= 0 days')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '1');
    await user.clear(within(duration).getByRole('textbox', { name: 'Minutes' }));
    await user.type(within(duration).getByRole('textbox', { name: 'Minutes' }), '1');
    expect(within(duration).getByText('= 2 days')).toBeInTheDocument();
    await choose(user, 'Document template', 'Engagement letter');
    await user.type(field('New instruction: title'), 'Birth');
    await user.type(field('New instruction: description'), 'Copies');
    await user.click(within(dialog()).getByRole('button', { name: 'Add instruction' }));
    await user.clear(field('Instruction 1: title'));
    await user.type(field('Instruction 1: title'), ' Births ');

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(callsTo(server.calls, 'POST', CREATE_PATH).map((call) => call.body)).toEqual([
      {
        title: 'Gather documents',
        priority: 'HIGH',
        duration: 1441,
        participant_type: 4,
        instructions: [{ title: 'Births', description: 'Copies' }],
        email_template: null,
        document_template: 21,
        forms: [],
        workflow_step_id: 52,
        step_parent: 51,
        version: 6,
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers the public participant types the firm has not named, and sends one by its name; hours count 60 minutes', async () => {
    const { user, server, onChanged } = openCreate();
    await toCreate(user);
    await user.type(field('Title'), 'Sign the petition');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Participant type' }));
    const listbox = await screen.findByRole('listbox');
    // The firm has Paralegal and Attorney: those are offered once, as the firm's.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Paralegal', 'Attorney', 'Legal assistant', 'Client']);
    await user.click(within(listbox).getByRole('option', { name: 'Client' }));
    const duration = within(dialog()).getByRole('group', { name: 'Duration' });
    const hours = within(duration).getByRole('textbox', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '3');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(callsTo(server.calls, 'POST', CREATE_PATH)[0]?.body).toMatchObject({
      participant_type: 'Client',
      duration: 180,
    });
  });

  it('refuses a blank title, a missing participant type and a blank instruction, sending nothing', async () => {
    const { user, server } = openCreate();
    await toCreate(user);
    await user.type(field('Title'), '   ');
    await user.type(field('New instruction: title'), 'Only a title');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findAllByText('This field is required.')).toHaveLength(2);
    expect(callsTo(server.calls, 'POST', CREATE_PATH)).toEqual([]);
  });

  it('takes a chosen form out of the picker’s lists', async () => {
    const { user, server } = openCreate();
    await toCreate(user);
    await fillRequired(user, 'Prepare the petition');
    await choose(user, 'Attached forms', 'I-130 · Petition for Alien Relative');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Attached forms' }));
    expect(await screen.findByRole('option', { name: 'G-28 · Notice of Entry of Appearance' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'I-130 · Petition for Alien Relative' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Intake questionnaire' }));
    await user.click(screen.getByRole('combobox', { name: 'Attached forms' }));
    expect(screen.queryByRole('option', { name: 'Intake questionnaire' })).toBeNull();

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(server.calls, 'POST', CREATE_PATH)).toHaveLength(1));
    expect(callsTo(server.calls, 'POST', CREATE_PATH)[0]?.body).toMatchObject({
      forms: [
        { id: 2, target: 'public' },
        { id: 7, target: 'law_firm' },
      ],
    });
  });

  it('“Save and continue” saves, keeps the dialog open and empties the form for the next task', async () => {
    const { user, server, onChanged, onClose } = openCreate();
    await toCreate(user);
    await fillRequired(user, 'First');
    await user.type(field('New instruction: title'), 'Call');
    await user.type(field('New instruction: description'), 'Confirm');
    await user.click(within(dialog()).getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    // A complete pair still in the inline fields is saved with the task, not lost.
    expect(callsTo(server.calls, 'POST', CREATE_PATH)[0]?.body).toMatchObject({
      title: 'First',
      instructions: [{ title: 'Call', description: 'Confirm' }],
    });
    await waitFor(() => expect(field('Title')).toHaveValue(''));
    expect(within(dialog()).getByRole('combobox', { name: 'Participant type' })).toHaveValue('');
    expect(within(dialog()).queryByRole('textbox', { name: 'Instruction 1: title' })).toBeNull();
    expect(field('New instruction: title')).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    await expectToast(dialog(), 'Task saved');

    await fillRequired(user, 'Second');
    await user.click(within(dialog()).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(callsTo(server.calls, 'POST', CREATE_PATH)).toHaveLength(2));
    // The second save is made on the version the first one answered, not the one the dialog opened with.
    expect(callsTo(server.calls, 'POST', CREATE_PATH)[1]?.body).toMatchObject({
      title: 'Second',
      instructions: [],
      version: 7,
    });
  });

  it.each<[string, FakeReply, string]>([
    [
      'the server’s reason',
      { status: 422, body: { code: 'unknown_rule', message: 'The step is full' } },
      'The step is full',
    ],
    [
      'a known code in the reader’s words',
      { status: 403, body: { code: 'forbidden', message: 'No' } },
      "You don't have permission to do this.",
    ],
    ['Bad Request without a reason', { status: 400, body: { code: 'odd', message: '' } }, 'Bad Request'],
  ])('a refused save shows %s under “Error saving task”', async (_, reply, text) => {
    const { user, onClose, onChanged } = openCreate({ [`POST ${CREATE_PATH}`]: reply });
    await toCreate(user);
    await fillRequired(user, 'A task');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await expectToast(dialog(), text);
    await expectToast(dialog(), 'Error saving task');
    expect(onClose).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
    expect(field('Title')).toHaveValue('A task');
  });

  it('a version conflict is handed to the builder and the dialog closes', async () => {
    const { user, onConflict, onClose } = openCreate({
      [`POST ${CREATE_PATH}`]: { status: 409, body: { code: 'version_conflict', message: 'Changed' } },
    });
    await toCreate(user);
    await fillRequired(user, 'A task');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onConflict).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without a step id says so and sends nothing', async () => {
    const { user, server } = openCreate({}, { ...SUB_STEP, id: 0 });
    await toCreate(user);
    await fillRequired(user, 'A task');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await expectToast(dialog(), 'Missing workflow step id');
    expect(callsTo(server.calls, 'POST', CREATE_PATH)).toEqual([]);
  });

  it.each<[string, FakeReply]>([
    ['an empty list', { body: [] }],
    ['the “none found” answer', { body: { message: 'No participant types found for this law firm' } }],
  ])('with %s of participant types links to where they are made', async (_, reply) => {
    const { user, router } = openCreate({
      [`GET /api/participant_type/get_all_participant_types/law_firm/${FIRM_ID}`]: reply,
    });
    await toCreate(user);
    expect(await within(dialog()).findByText('Your firm has no participant types yet.')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('link', { name: 'Add participant types' }));
    expect(router.state.location.pathname).toBe('/en/settings/participant-types');
  });

  it('refuses a participant type list that is not a list', async () => {
    const { user } = openCreate({
      [`GET /api/participant_type/get_all_participant_types/law_firm/${FIRM_ID}`]: { body: { types: 'x' } },
    });
    await toCreate(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Unexpected response format: expected an array',
    );
  });
});
