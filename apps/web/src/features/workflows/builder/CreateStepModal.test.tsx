import { WORKFLOW_LIMITS } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeReply } from '../../../test/fake-api';
import { step } from '../../../test/workflow-fixtures';
import { firmTemplate, openBuilder } from './builder-test-kit';

const CREATE = 'POST /api/workflow/create-workflow-step/3';

function open(reply: FakeReply | (() => never)) {
  return openBuilder(firmTemplate([step('Intake', 1, [], { law_firm_id: 3 })]), {
    [CREATE]: reply as FakeReply,
  });
}

async function openModal(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Create step' }));
  return screen.findByRole('dialog', { name: 'Create a step' });
}

describe('Create a step', () => {
  it('sends the step with two alternatives (one named, one left for the server) and reloads the workflow', async () => {
    const { user, callsTo } = open({ status: 201, body: { new_step: {}, version: 5 } });
    const dialog = await openModal(user);
    const d = within(dialog);
    expect(d.getByRole('combobox', { name: 'Priority' })).toHaveValue('Low priority');

    await user.click(d.getByRole('button', { name: 'Create step' }));
    expect(d.getByText('Enter a title for the step.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/workflow/create-workflow-step')).toHaveLength(0);

    await user.type(d.getByRole('textbox', { name: /Step title/ }), '  Adjustment of status ');
    await user.click(d.getByRole('button', { name: 'Add alternative' }));
    await user.click(d.getByRole('button', { name: 'Add alternative' }));
    await user.click(d.getByRole('button', { name: 'Add alternative' }));
    await user.type(d.getByRole('textbox', { name: 'Title of alternative 1' }), 'Consular processing');
    await user.click(d.getByRole('combobox', { name: 'Priority of alternative 1' }));
    await user.click(await screen.findByRole('option', { name: 'High priority' }));
    // The third is removed again; the second stays without a title.
    await user.click(d.getByRole('button', { name: 'Remove alternative 3' }));
    expect(d.queryByRole('textbox', { name: 'Title of alternative 3' })).toBeNull();
    expect(d.getByText('Left empty, it is named Alternative Step-2.')).toBeInTheDocument();

    const reads = callsTo('GET', '/api/workflow/get-workflow-template/1').length;
    await user.click(d.getByRole('button', { name: 'Create step' }));
    await waitFor(() => expect(callsTo('POST', '/api/workflow/create-workflow-step/3')).toHaveLength(1));
    expect(callsTo('POST', '/api/workflow/create-workflow-step/3')[0]?.body).toEqual({
      title: 'Adjustment of status',
      priority: 'LOW',
      tasks: [],
      sub_steps: [
        { title: 'Consular processing', priority: 'HIGH', tasks: [] },
        { priority: 'LOW', tasks: [] },
      ],
      workflow_template_id: 1,
      version: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo('GET', '/api/workflow/get-workflow-template/1').length).toBeGreaterThan(reads));
  });

  it('shows the server’s message when it gives one, else the default', async () => {
    const { user } = open({ status: 422, body: { code: 'rule_broken', message: 'A workflow has at most 100 steps.' } });
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Step title/ }), 'Interview');
    await user.click(within(dialog).getByRole('button', { name: 'Create step' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A workflow has at most 100 steps.');
  });

  it('falls back to the default error without a message, and a network error without an answer', async () => {
    const { user, server } = open({ status: 500, text: 'oops' });
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Step title/ }), 'Interview');
    await user.click(within(dialog).getByRole('button', { name: 'Create step' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The step could not be created.');

    server.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(within(dialog).getByRole('button', { name: 'Create step' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('checks each alternative against the API’s rules before sending: a title too long stays on its row', async () => {
    const { user, callsTo } = open({ status: 201, body: { new_step: {}, version: 5 } });
    const dialog = await openModal(user);
    const d = within(dialog);
    await user.type(d.getByRole('textbox', { name: /Step title/ }), 'Interview');
    await user.click(d.getByRole('button', { name: 'Add alternative' }));
    const alternative = d.getByRole('textbox', { name: 'Title of alternative 1' });
    await user.click(alternative);
    await user.paste('x'.repeat(201));
    await user.click(d.getByRole('button', { name: 'Create step' }));
    expect(await d.findByText('Enter at most 200 characters.')).toBeInTheDocument();
    expect(alternative).toHaveAccessibleDescription(expect.stringContaining('Enter at most 200 characters.'));
    expect(callsTo('POST', '/api/workflow/create-workflow-step')).toHaveLength(0);
  });
  it('stops offering alternatives at the API’s limit', async () => {
    const { user } = open({ status: 201, body: { new_step: {}, version: 5 } });
    const d = within(await openModal(user));
    const add = d.getByRole('button', { name: 'Add alternative' });
    for (let count = 0; count < WORKFLOW_LIMITS.subSteps; count += 1) await user.click(add);
    expect(d.getByRole('textbox', { name: `Title of alternative ${WORKFLOW_LIMITS.subSteps}` })).toBeInTheDocument();
    expect(add).toBeDisabled();
  });
});
