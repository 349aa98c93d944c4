import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { step, subStep, task } from '../../../test/workflow-fixtures';
import { firmTemplate, openBuilder, TEMPLATE_PATH } from './builder-test-kit';

const INTAKE = step('Intake', 1, [task('Consultation'), task('Conflict check')], { id: 11, law_firm_id: 3 });
const PETITION = step('Prepare the I-130', 2, [task('Draft the I-130', { id: 31, duration: 2880 })], {
  id: 12,
  law_firm_id: 3,
  priority: 'HIGH',
  sub_steps: [{ ...subStep('Consular processing', [task('Pay the NVC fees')]), id: 21 }],
});
const STEPS = [PETITION, INTAKE];

describe('Workflow builder', () => {
  it('shows the steps in step order, the first open, with expand and collapse all', async () => {
    const { user } = openBuilder(firmTemplate(STEPS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spousal I-130 — Hamdan' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['1. Intake', '2. Prepare the I-130']);
    expect(screen.getByRole('button', { name: 'Hide step Intake' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Show step Prepare the I-130' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Expand all steps' }));
    const petition = screen.getByRole('listitem', { name: '2. Prepare the I-130' });
    expect(within(petition).getByText('Draft the I-130')).toBeVisible();
    expect(within(petition).getByText(/Duration: 2 days/)).toBeInTheDocument();
    expect(within(petition).getByRole('region', { name: 'Alternative: Consular processing' })).toHaveTextContent(
      'Pay the NVC fees',
    );
    await user.click(screen.getByRole('button', { name: 'Collapse all steps' }));
    expect(screen.getByRole('button', { name: 'Show step Intake' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('renames the workflow by double click: Enter saves, Escape cancels, blank is ignored', async () => {
    const { user, callsTo, state } = openBuilder(firmTemplate(STEPS), {
      'PUT /api/workflow/update-workflow-template/1': (call) => {
        state.template = { ...state.template, title: (call.body as { title: string }).title, version: 5 };
        return { body: { template: { id: 1, title: state.template.title }, version: 5 } };
      },
    });
    const title = await screen.findByRole('heading', { level: 1 });

    await user.dblClick(title);
    const field = screen.getByRole('textbox', { name: 'Workflow title' });
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(callsTo('PUT', '/api/workflow/update-workflow-template')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Spousal I-130 — Hamdan' })).toBeInTheDocument();

    await user.dblClick(screen.getByRole('heading', { level: 1 }));
    await user.type(screen.getByRole('textbox', { name: 'Workflow title' }), ' draft{Escape}');
    expect(callsTo('PUT', '/api/workflow/update-workflow-template')).toHaveLength(0);

    // The keyboard's way in: the Rename button.
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const again = screen.getByRole('textbox', { name: 'Workflow title' });
    await user.clear(again);
    await user.type(again, '  Spousal petition  {Enter}');
    await waitFor(() => expect(callsTo('PUT', '/api/workflow/update-workflow-template')).toHaveLength(1));
    expect(callsTo('PUT', '/api/workflow/update-workflow-template')[0]?.body).toEqual({
      title: 'Spousal petition',
      version: 4,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spousal petition' })).toBeInTheDocument();
  });

  it('renames a step by double click, ignoring a blank name', async () => {
    const { user, callsTo } = openBuilder(firmTemplate(STEPS), {
      'PUT /api/workflow/update-workflow-step/11': { body: { step: INTAKE, version: 5 } },
    });
    await user.dblClick(await screen.findByRole('heading', { level: 2, name: '1. Intake' }));
    const field = screen.getByRole('textbox', { name: 'Step name' });
    await user.clear(field);
    await user.type(field, ' {Enter}');
    expect(callsTo('PUT', '/api/workflow/update-workflow-step')).toHaveLength(0);

    await user.dblClick(screen.getByRole('heading', { level: 2, name: '1. Intake' }));
    await user.type(screen.getByRole('textbox', { name: 'Step name' }), ' and eligibility{Enter}');
    await waitFor(() =>
      expect(callsTo('PUT', '/api/workflow/update-workflow-step/11')[0]?.body).toEqual({
        title: 'Intake and eligibility',
        version: 4,
      }),
    );
  });

  it('deletes a step only after confirming, sending the version', async () => {
    const { user, callsTo } = openBuilder(firmTemplate(STEPS), {
      'DELETE /api/workflow/delete-workflow-step/12': { body: { version: 5 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete step Prepare the I-130' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this step?' });
    expect(dialog).toHaveTextContent('“Prepare the I-130” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/api/workflow')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete step Prepare the I-130' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/workflow/delete-workflow-step/12')).toHaveLength(1));
    expect(callsTo('DELETE', '/api/workflow/delete-workflow-step/12')[0]?.search).toBe('?version=4');
    expect(await screen.findByText('Step deleted')).toBeInTheDocument();
  });

  it('deletes the whole workflow after confirming, then goes back to the list', async () => {
    const { user, callsTo } = openBuilder(firmTemplate(STEPS), {
      'DELETE /api/workflow/delete-workflow-template/1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this workflow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Workflow list' })).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/workflow/delete-workflow-template/1')).toHaveLength(1);
  });

  it('on a version conflict says so and shows the other person’s changes', async () => {
    const { user, state, callsTo } = openBuilder(firmTemplate(STEPS), {
      'PUT /api/workflow/update-workflow-step/11': () => {
        state.template = firmTemplate([{ ...INTAKE, title: 'Intake (changed by Omar)' }, PETITION], { version: 9 });
        return {
          status: 409,
          body: { code: 'version_conflict', message: 'Someone else changed this workflow.', details: { version: 9 } },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Intake' }));
    await user.type(screen.getByRole('textbox', { name: 'Step name' }), ' 2{Enter}');
    expect(
      await screen.findByText('Someone else changed this workflow. It has been reloaded with their changes.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Intake (changed by Omar)' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/workflow/get-workflow-template/1').length).toBeGreaterThanOrEqual(2);
  });

  it('adds an alternative step; a blank name is left for the server to number', async () => {
    const { user, callsTo } = openBuilder(firmTemplate(STEPS), {
      'POST /api/workflow/add-sub-step/11': { status: 201, body: { sub_step: {}, version: 5 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add alternative step to Intake' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative step name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo('POST', '/api/workflow/add-sub-step/11')).toHaveLength(1));
    expect(callsTo('POST', '/api/workflow/add-sub-step/11')[0]?.body).toEqual({ version: 4 });
    expect(await screen.findByText('Alternative step added')).toBeInTheDocument();
  });

  it('holds an alternative step’s name to the API’s length before sending it', async () => {
    const { user, callsTo } = openBuilder(firmTemplate(STEPS), {
      'POST /api/workflow/add-sub-step/11': { status: 201, body: { sub_step: {}, version: 5 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add alternative step to Intake' }));
    const name = screen.getByRole('textbox', { name: 'Alternative step name' });
    await user.click(name);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter at most 200 characters.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter at most 200 characters.'));
    expect(callsTo('POST', '/api/workflow/add-sub-step/11')).toHaveLength(0);
  });

  it('removes a task from its step', async () => {
    const consultation = INTAKE.tasks[0]!;
    const { user, callsTo } = openBuilder(firmTemplate(STEPS), {
      [`DELETE /api/workflow/remove-task-from-step/11/${consultation.id}`]: { body: { version: 5 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove task Consultation from Intake' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/workflow/remove-task-from-step/11')).toHaveLength(1));
    expect(callsTo('DELETE', '/api/workflow/remove-task-from-step/11')[0]?.search).toBe('?version=4');
  });

  it('does not edit a public workflow: it says so and links to the viewer', async () => {
    openBuilder(firmTemplate(STEPS, { law_firm_id: null, is_public: true }));
    expect(
      await screen.findByText('Public workflows cannot be changed. Copy the steps you need into your own workflow.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View workflow' })).toHaveAttribute('href', '/client/workflows/1');
    expect(screen.queryByRole('button', { name: 'Add steps' })).toBeNull();
  });

  it('shows only reading to someone who may create but not change or delete', async () => {
    openBuilder(firmTemplate(STEPS), {}, [{ subject: 'workflows', action: 'create' }]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Add steps' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete workflow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move step Intake' })).toBeNull();
  });

  it('says when the workflow does not exist', async () => {
    openBuilder(firmTemplate(STEPS), { [TEMPLATE_PATH]: { status: 404, body: { code: 'not_found', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Workflow template not found');
  });
});
