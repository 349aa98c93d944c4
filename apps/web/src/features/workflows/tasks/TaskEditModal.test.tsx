import type { WorkflowTask } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeReply } from '../../../test/fake-api';
import { callsTo, expectToast, FIRM_ID, firmLists, renderInLocale } from '../../../test/task-test-kit';
import { task } from '../../../test/workflow-fixtures';
import TaskEditModal from './TaskEditModal';

const DRAFT = task('Draft the I-130', {
  priority: 'HIGH',
  duration: 2880,
  law_firm_id: FIRM_ID,
  participant_type: { id: 4, name: 'Paralegal', description: 'Prepares the forms' },
  email_template: { id: 31, title: 'Documents request' },
  document_template: null,
  forms: [{ id: 2, title: 'Petition for Alien Relative', file: '/api/legal_form/2/file', target: 'public' }],
  instructions: [{ id: 8, title: 'Use the current edition', description: 'From uscis.gov.' }],
});
const UPDATE_PATH = `/api/workflow/update-workflow-step-task/${DRAFT.id}`;

function openEdit(options: { task?: WorkflowTask; update?: FakeReply } = {}) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const view = renderInLocale(
    <TaskEditModal
      opened
      onClose={onClose}
      onChanged={onChanged}
      lawFirmId={FIRM_ID}
      task={options.task ?? DRAFT}
      substep
    />,
    firmLists({ [`PUT ${UPDATE_PATH}`]: options.update ?? { body: { task: DRAFT } } }),
  );
  return { ...view, onClose, onChanged };
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

afterEach(() => vi.restoreAllMocks());

describe('Edit task', () => {
  it('opens filled from the task and sends the change with the substep flag', async () => {
    const { user, server, onChanged, onClose } = openEdit();
    await screen.findByRole('dialog', { name: 'Edit task' });
    expect(field('Title')).toHaveValue('Draft the I-130');
    const duration = within(dialog()).getByRole('group', { name: 'Duration' });
    expect(within(duration).getByRole('textbox', { name: 'Days' })).toHaveValue('2');
    expect(within(duration).getByRole('textbox', { name: 'Hours' })).toHaveValue('0');
    expect(within(duration).getByText('= 2 days')).toBeInTheDocument();
    expect(within(dialog()).getByRole('combobox', { name: 'Priority' })).toHaveValue('High');
    await waitFor(() =>
      expect(within(dialog()).getByRole('combobox', { name: 'Participant type' })).toHaveValue('Paralegal'),
    );
    expect(within(dialog()).getByRole('combobox', { name: 'Email template' })).toHaveValue('Documents request');
    expect(within(dialog()).getByRole('combobox', { name: 'Document template' })).toHaveValue('None');
    expect(field('Instruction 1: description')).toHaveValue('From uscis.gov.');

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Draft and sign');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(callsTo(server.calls, 'PUT', UPDATE_PATH).map((call) => call.body)).toEqual([
      {
        title: 'Draft and sign',
        priority: 'HIGH',
        duration: 2880,
        participant_type: 4,
        instructions: [{ title: 'Use the current edition', description: 'From uscis.gov.' }],
        email_template: 31,
        document_template: null,
        forms: [{ id: 2, target: 'public' }],
        substep: true,
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectToast(dialog(), 'Task updated');
  });

  it('keeps the dialog and what was typed when the update fails, saying nothing but logging it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onChanged, onClose } = openEdit({
      update: { status: 500, body: { code: 'internal_error', message: 'Boom' } },
    });
    await screen.findByRole('dialog', { name: 'Edit task' });
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Changed title');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Updating the task failed', expect.anything()));
    expect(onClose).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
    expect(field('Title')).toHaveValue('Changed title');
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Something went wrong on our side. Please try again.')).toBeNull();
  });

  it('starts again from the task each time it opens', async () => {
    function Harness() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open the task
          </button>
          <TaskEditModal
            opened={opened}
            onClose={() => setOpened(false)}
            onChanged={() => {}}
            lawFirmId={FIRM_ID}
            task={DRAFT}
            substep={false}
          />
        </>
      );
    }
    const { user } = renderInLocale(<Harness />, firmLists());
    await screen.findByRole('dialog', { name: 'Edit task' });
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Typed');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open the task' }));
    await screen.findByRole('dialog', { name: 'Edit task' });
    expect(field('Title')).toHaveValue('Draft the I-130');
  });

  it('shows a public task read-only, saying why', async () => {
    const { server } = openEdit({
      task: { ...DRAFT, law_firm_id: null, participant_type: null, participant_type_name: 'Attorney' },
    });
    await screen.findByRole('dialog', { name: 'Public task' });
    expect(within(dialog()).getByText(/Public tasks cannot be changed/)).toBeInTheDocument();
    expect(field('Title')).toBeDisabled();
    expect(within(dialog()).getByRole('combobox', { name: 'Participant type' })).toBeDisabled();
    expect(within(dialog()).getByRole('combobox', { name: 'Participant type' })).toHaveAttribute(
      'placeholder',
      'Attorney',
    );
    expect(within(dialog()).getByRole('button', { name: 'Add instruction' })).toBeDisabled();
    expect(within(dialog()).queryByRole('button', { name: 'Save' })).toBeNull();
    for (const close of within(dialog()).getAllByRole('button', { name: 'Close' })) expect(close).toBeEnabled();
    expect(callsTo(server.calls, 'PUT', UPDATE_PATH)).toEqual([]);
  });
});
