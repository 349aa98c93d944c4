/**
 * Reordering from the keyboard, as dnd-kit's KeyboardSensor runs it. jsdom lays nothing out, so each
 * step or task row is given a box by its place among its siblings: 60 px apart, top to bottom.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { step, task } from '../../../test/workflow-fixtures';
import { firmTemplate, openBuilder } from './builder-test-kit';

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-step-id], [data-task-id]');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 50, width: 300, height: 50, toJSON: () => ({}) };
  });
});
afterEach(() => vi.restoreAllMocks());

const CONSULT = task('Consultation', { id: 501 });
const CONFLICT = task('Conflict check', { id: 502 });
const RETAINER = task('Sign the retainer', { id: 503 });
const INTAKE = step('Intake', 1, [CONSULT, CONFLICT, RETAINER], { id: 11, law_firm_id: 3 });
const FILE = step('File the I-130', 2, [task('Mail the packet', { id: 504 })], { id: 12, law_firm_id: 3 });
const INTERVIEW = step('Interview', 3, [], { id: 13, law_firm_id: 3 });
const REORDER = 'PUT /api/workflow/reorder/1';

const stepTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Reordering by keyboard', () => {
  it('moves a step down one place and sends the whole order with the version', async () => {
    const { user, callsTo, state } = openBuilder(firmTemplate([INTAKE, FILE, INTERVIEW]), {
      [REORDER]: () => {
        state.template = firmTemplate(
          [
            { ...FILE, step_oder: 1 },
            { ...INTAKE, step_oder: 2 },
            { ...INTERVIEW, step_oder: 3 },
          ],
          { version: 5 },
        );
        return { body: { template: state.template } };
      },
    });
    const handle = await screen.findByRole('button', { name: 'Move step Intake' });
    handle.focus();
    await user.keyboard('[Space]');
    // Screen readers hear where the step is, in words of the interface's language.
    expect(await screen.findByText('Intake is at position 1 of 3.')).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(callsTo('PUT', '/api/workflow/reorder/1')).toHaveLength(1));
    expect(callsTo('PUT', '/api/workflow/reorder/1')[0]?.body).toEqual({
      version: 4,
      steps: [
        { id: 12, tasks: [504], sub_steps: [] },
        { id: 11, tasks: [501, 502, 503], sub_steps: [] },
        { id: 13, tasks: [], sub_steps: [] },
      ],
    });
    expect(stepTitles()).toEqual(['1. File the I-130', '2. Intake', '3. Interview']);
    expect(await screen.findByText('Intake dropped at position 2 of 3.')).toBeInTheDocument();
  });

  it('moves a task within its step, and puts the order back when the server refuses', async () => {
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const { user, callsTo } = openBuilder(firmTemplate([INTAKE, FILE]), {
      [REORDER]: async () => {
        await refused;
        return { status: 422, body: { code: 'rule_broken', message: 'Every task must be the template’s own.' } };
      },
    });
    const taskOrder = () =>
      within(screen.getByRole('list', { name: 'Tasks of Intake' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-task-id'));
    const handle = await screen.findByRole('button', { name: 'Move task Sign the retainer' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(callsTo('PUT', '/api/workflow/reorder/1')).toHaveLength(1));
    expect(callsTo('PUT', '/api/workflow/reorder/1')[0]?.body).toEqual({
      version: 4,
      steps: [
        { id: 11, tasks: [503, 501, 502], sub_steps: [] },
        { id: 12, tasks: [504], sub_steps: [] },
      ],
    });
    // Shown at once, before the server answers.
    expect(taskOrder()).toEqual(['503', '501', '502']);
    refuse();
    expect(await screen.findByText('This action is not allowed.')).toBeInTheDocument();
    await waitFor(() => expect(taskOrder()).toEqual(['501', '502', '503']));
  });
});
