import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeReply } from '../../../test/fake-api';
import { step, task } from '../../../test/workflow-fixtures';
import { firmTemplate, openBuilder } from './builder-test-kit';

const FIRM_STEPS = 'GET /api/workflow/get-law-firm-steps/3';
const PUBLIC_STEPS = 'GET /api/workflow/get-public-workflow-steps';
const ADD = 'POST /api/workflow/add-steps-to-workflow-template/1';

const CURRENT = [step('Intake', 1, [task('Consultation')], { law_firm_id: 3 })];
/** 6 of the firm's (one named like a step already in the workflow) and 5 public: 11 steps, two pages. */
const FIRM = [
  step('intake ', 1, [], {
    law_firm_id: 3,
    workflow_template_id: 2,
    workflow_template_title: 'Naturalization (N-400)',
  }),
  ...['Biometrics', 'Interview prep', 'RFE response', 'Approval notice', 'Green card delivery'].map((title, index) =>
    step(title, index + 2, [], {
      law_firm_id: 3,
      workflow_template_id: 4,
      workflow_template_title: 'Spousal I-130 — Hamdan',
    }),
  ),
  // The workflow's own step, as the firm's step list also answers it: not offered.
  step('Own step', 1, [], { law_firm_id: 3, workflow_template_id: 1, workflow_template_title: 'This workflow' }),
];
const PUBLIC = ['Affidavit of support', 'Medical exam', 'Translate documents', 'Pay fees', 'File I-485'].map(
  (title, index) =>
    step(title, index + 1, [], { workflow_template_id: 9, workflow_template_title: 'Adjustment of status (I-485)' }),
);

function open(routes: Record<string, FakeReply> = {}) {
  const kit = openBuilder(firmTemplate(CURRENT), {
    [FIRM_STEPS]: { body: { steps: FIRM } },
    [PUBLIC_STEPS]: { body: { steps: PUBLIC } },
    ...routes,
  });
  return kit;
}

async function openModal(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add steps' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add steps to the workflow' });
  await within(dialog).findByRole('list', { name: 'Steps you can add' });
  return dialog;
}

const rows = (dialog: HTMLElement) => within(within(dialog).getByRole('list')).getAllByRole('listitem');

describe('Add steps to a workflow', () => {
  it('lists the firm’s and the public steps 8 to a page, with source and kind; a filter of spaces filters nothing', async () => {
    const { user, server } = open();
    const dialog = await openModal(user);
    expect(server.calls.find((call) => call.path === '/api/workflow/get-public-workflow-steps')?.search).toBe(
      '?limit=-1',
    );
    expect(rows(dialog)).toHaveLength(8);
    const biometrics = rows(dialog)[1]!;
    expect(biometrics).toHaveTextContent('Biometrics');
    expect(biometrics).toHaveTextContent('From Spousal I-130 — Hamdan');
    expect(biometrics).toHaveTextContent('Your firm');
    expect(rows(dialog)[6]).toHaveTextContent('Public');

    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(rows(dialog)).toHaveLength(3);
    expect(rows(dialog)[2]).toHaveTextContent('File I-485');

    const filter = within(dialog).getByRole('searchbox', { name: 'Filter steps' });
    await user.type(filter, '    ');
    expect(rows(dialog)).toHaveLength(8);
    await user.clear(filter);
    await user.type(filter, ' MEDICAL ');
    expect(rows(dialog)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('disables a step the workflow already has, with the reason', async () => {
    const { user } = open();
    const dialog = await openModal(user);
    const intake = within(dialog).getByRole('checkbox', { name: 'intake' });
    expect(intake).toBeDisabled();
    expect(rows(dialog)[0]).toHaveTextContent('Already in this workflow');
    expect(within(dialog).getByRole('checkbox', { name: 'Biometrics' })).toBeEnabled();
  });

  it('refuses to add nothing, then adds the steps chosen across pages with the version', async () => {
    const { user, callsTo } = open({ [ADD]: { status: 201, body: { steps: [], version: 5 } } });
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add selected steps' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No steps selected');
    expect(callsTo('POST', '/api/workflow/add-steps')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Biometrics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'File I-485' }));
    expect(dialog).toHaveTextContent('2 steps selected');
    await user.click(within(dialog).getByRole('button', { name: 'Add selected steps' }));

    await waitFor(() => expect(callsTo('POST', '/api/workflow/add-steps')).toHaveLength(1));
    const biometrics = FIRM[1]!;
    const i485 = PUBLIC[4]!;
    expect(callsTo('POST', '/api/workflow/add-steps')[0]?.body).toEqual({
      steps: [
        { id: biometrics.id, title: 'Biometrics', priority: 'LOW', law_firm_id: 3 },
        { id: i485.id, title: 'File I-485', priority: 'LOW', law_firm_id: null },
      ],
      version: 4,
    });
    expect(await screen.findByText('2 steps added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [
      { status: 400, body: { code: 'validation_failed', message: 'Bad' } },
      'These steps could not be added: some information is missing or invalid.',
    ],
    [
      { status: 404, body: { code: 'not_found', message: 'Workflow template not found' } },
      'Workflow template not found',
    ],
    [
      { status: 500, body: { code: 'internal_error', message: 'Boom' } },
      'The steps could not be added. Please try again.',
    ],
    [
      { status: 403, body: { code: 'plan_limit_reached', message: 'Limit' } },
      'You have used all the predefined workflows your plan allows. Please upgrade your plan.',
    ],
  ])('explains a failed add (%o)', async (reply, text) => {
    const { user } = open({ [ADD]: reply });
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Biometrics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add selected steps' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('says no workflows were found when the steps answer 404', async () => {
    const { user } = open({ [FIRM_STEPS]: { status: 404, body: { code: 'not_found', message: 'x' } } });
    await user.click(await screen.findByRole('button', { name: 'Add steps' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No workflows found');
  });
});
