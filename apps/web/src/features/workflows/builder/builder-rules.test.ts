import { describe, expect, it } from 'vitest';
import { step, subStep, task } from '../../../test/workflow-fixtures';
import { moveStep, moveTask, reorderBody, sortedSteps } from './builder-order';
import { firmTemplate } from './builder-test-kit';
import { filterSteps, isAlreadyIn, mergeSteps, pageCount, pageOf } from './step-picker';

describe('builder order', () => {
  const alt = { ...subStep('Consular', [task('NVC fees', { id: 71 }), task('Interview', { id: 72 })]), id: 61 };
  const a = step('A', 2, [task('a1', { id: 81 })], { id: 1 });
  const b = step('B', 1, [], { id: 2, sub_steps: [alt] });
  const c = step('C', 3, [], { id: 3 });
  const template = firmTemplate([a, b, c]);

  it('orders by step_oder and renumbers from 1 after a move', () => {
    expect(sortedSteps(template).map((s) => s.id)).toEqual([2, 1, 3]);
    const moved = moveStep(template, 3, 2);
    expect(sortedSteps(moved).map((s) => [s.id, s.step_oder])).toEqual([
      [3, 1],
      [2, 2],
      [1, 3],
    ]);
    expect(moveStep(template, 3, 99)).toBe(template);
  });

  it('moves a task within a sub-step, and sends every step, sub-step and task', () => {
    const moved = moveTask(template, 61, 72, 71);
    expect(reorderBody(moved, 7)).toEqual({
      version: 7,
      steps: [
        { id: 2, tasks: [], sub_steps: [{ id: 61, tasks: [72, 71] }] },
        { id: 1, tasks: [81], sub_steps: [] },
        { id: 3, tasks: [], sub_steps: [] },
      ],
    });
  });
});

describe('step picker', () => {
  const firm = [
    step('Biometrics', 1, [], { id: 1 }),
    step('Interview', 2, [], { id: 2, workflow_template_title: 'N-400' }),
  ];
  const publics = [step('Biometrics', 1, [], { id: 1 }), step('Medical exam', 1, [], { id: 3 })];

  it('lists each step once, the firm’s first', () => {
    expect(mergeSteps(firm, publics).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('filters by title or source workflow, ignoring case and blank filters', () => {
    const all = mergeSteps(firm, publics);
    expect(filterSteps(all, ' \t ', 'en')).toHaveLength(3);
    expect(filterSteps(all, 'n-400', 'en').map((s) => s.id)).toEqual([2]);
    expect(filterSteps(all, ' MEDICAL', 'en').map((s) => s.id)).toEqual([3]);
  });

  it('pages 8 at a time and knows a title already in the workflow', () => {
    const many = Array.from({ length: 17 }, (_, index) => index);
    expect(pageCount(17)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 3)).toEqual([16]);
    expect(isAlreadyIn({ title: ' biometrics ' }, ['Biometrics'])).toBe(true);
    expect(isAlreadyIn({ title: 'Biometric' }, ['Biometrics'])).toBe(false);
  });
});
