import { describe, expect, it } from 'vitest';
import { caseHasBegun, mainStepOf, settle, shapeOf, takenPathId } from './flow.js';
import type { CaseStepRow, CaseTaskRow } from './repository.js';

const CREATED = new Date('2026-01-05T09:00:00Z');
const NOW = new Date('2026-01-06T09:00:00Z');
const HOUR_MS = 3_600_000;
const inHours = (hours: number, from = NOW) => new Date(from.getTime() + hours * HOUR_MS);

const step = (id: number, position: number, extra: Partial<CaseStepRow> = {}): CaseStepRow => ({
  id,
  lawFirmId: 1,
  caseId: 1,
  parentCaseStepId: null,
  sourceStepId: null,
  title: `Step ${id}`,
  priority: 'LOW',
  position,
  status: 'PENDING',
  chosenPathId: null,
  startedAt: null,
  completedAt: null,
  createdAt: CREATED,
  ...extra,
});

const task = (id: number, caseStepId: number, extra: Partial<CaseTaskRow> = {}): CaseTaskRow => ({
  id,
  lawFirmId: 1,
  caseId: 1,
  caseStepId,
  sourceTaskId: null,
  position: id,
  title: `Task ${id}`,
  priority: 'LOW',
  duration: 60,
  participantTypeId: null,
  participantTypeName: null,
  instructions: [],
  emailTemplateId: null,
  documentTemplateId: null,
  forms: [],
  status: 'TODO',
  assigneeUserId: null,
  dueAt: null,
  startedAt: null,
  completedAt: null,
  completedByUserId: null,
  createdAt: CREATED,
  updatedAt: CREATED,
  ...extra,
});

const settled = (steps: CaseStepRow[], tasks: CaseTaskRow[]) => settle(shapeOf(steps, tasks), NOW);

describe('shapeOf', () => {
  it('orders main steps, alternatives and tasks by position, tasks of one position by id', () => {
    const shape = shapeOf(
      [step(2, 2), step(22, 2, { parentCaseStepId: 2 }), step(1, 1), step(21, 1, { parentCaseStepId: 2 })],
      [task(13, 1, { position: 2 }), task(12, 1, { position: 1 }), task(11, 1, { position: 1 }), task(31, 21)],
    );
    expect(shape.main.map((s) => s.id)).toEqual([1, 2]);
    expect([...shape.alternativesOf.entries()].map(([id, alts]) => [id, alts.map((a) => a.id)])).toEqual([
      [2, [21, 22]],
    ]);
    expect(shape.tasksOf.get(1)?.map((t) => t.id)).toEqual([11, 12, 13]);
    expect(shape.tasksOf.get(21)?.map((t) => t.id)).toEqual([31]);
  });
});

describe('takenPathId and mainStepOf', () => {
  const shape = shapeOf(
    [
      step(1, 1),
      step(2, 2, { chosenPathId: 22 }),
      step(21, 1, { parentCaseStepId: 2 }),
      step(22, 2, { parentCaseStepId: 2 }),
      step(3, 3),
      step(31, 1, { parentCaseStepId: 3 }),
    ],
    [],
  );
  const [one, two, three] = shape.main as [CaseStepRow, CaseStepRow, CaseStepRow];

  it("takes a step's own path when it has no alternatives, the chosen one otherwise, none while undecided", () => {
    expect(takenPathId(shape, one)).toBe(1);
    expect(takenPathId(shape, two)).toBe(22);
    expect(takenPathId(shape, three)).toBeNull();
  });

  it('finds the main step of a main step or of an alternative, and none for an unknown id', () => {
    expect(mainStepOf(shape, 1)?.id).toBe(1);
    expect(mainStepOf(shape, 21)?.id).toBe(2);
    expect(mainStepOf(shape, 31)?.id).toBe(3);
    expect(mainStepOf(shape, 99)).toBeUndefined();
  });
});

describe('settle', () => {
  it('starts the first step of a new case and dates its tasks from now; later steps wait', () => {
    const changes = settled(
      [step(1, 1), step(2, 2)],
      [task(11, 1, { duration: 30 }), task(12, 1, { duration: 120 }), task(21, 2)],
    );
    expect(changes.steps).toEqual(new Map([[1, { status: 'ACTIVE', startedAt: NOW }]]));
    expect(changes.tasks).toEqual(
      new Map([
        [11, { dueAt: inHours(0.5) }],
        [12, { dueAt: inHours(2) }],
      ]),
    );
  });

  it('finishes a step whose tasks are all done or skipped and starts the next one', () => {
    const started = new Date('2026-01-05T10:00:00Z');
    const changes = settled(
      [step(1, 1, { status: 'ACTIVE', startedAt: started }), step(2, 2)],
      [
        task(11, 1, { status: 'DONE', dueAt: inHours(1, started) }),
        task(12, 1, { status: 'SKIPPED' }),
        task(21, 2),
        task(22, 2, { status: 'SKIPPED' }),
        task(23, 2, { dueAt: inHours(5) }),
      ],
    );
    expect(changes.steps).toEqual(
      new Map([
        [1, { status: 'DONE', completedAt: NOW }],
        [2, { status: 'ACTIVE', startedAt: NOW }],
      ]),
    );
    // A skipped task and one already dated get no due date.
    expect(changes.tasks).toEqual(new Map([[21, { dueAt: inHours(1) }]]));
  });

  it('leaves rows that already agree unchanged, comparing times by value', () => {
    const started = new Date('2026-01-05T10:00:00Z');
    const completed = new Date('2026-01-05T12:00:00Z');
    const changes = settled(
      [
        step(1, 1, { status: 'DONE', startedAt: started, completedAt: completed }),
        step(2, 2, { status: 'ACTIVE', startedAt: new Date(completed) }),
      ],
      [task(11, 1, { status: 'DONE', dueAt: completed }), task(21, 2, { dueAt: completed })],
    );
    expect(changes.steps.size).toBe(0);
    expect(changes.tasks.size).toBe(0);
  });

  it('reopens a done step when one of its tasks is no longer finished', () => {
    const started = new Date('2026-01-05T10:00:00Z');
    const changes = settled(
      [step(1, 1, { status: 'DONE', startedAt: started, completedAt: started }), step(2, 2)],
      [task(11, 1, { status: 'IN_PROGRESS', dueAt: started }), task(21, 2)],
    );
    expect(changes.steps).toEqual(new Map([[1, { status: 'ACTIVE', completedAt: null }]]));
  });

  it('starts a later step early when one of its tasks is started ahead of its turn', () => {
    const changes = settled(
      [step(1, 1), step(2, 2), step(3, 3)],
      [task(11, 1), task(21, 2, { status: 'IN_PROGRESS' }), task(22, 2), task(31, 3)],
    );
    expect(changes.steps.get(2)).toEqual({ status: 'ACTIVE', startedAt: NOW });
    expect(changes.steps.has(3)).toBe(false);
    expect(changes.tasks.get(22)).toEqual({ dueAt: inHours(1) });
    expect(changes.tasks.has(31)).toBe(false);
  });

  it('counts a task already done as begun, but not a skipped one', () => {
    const changes = settled(
      [step(1, 1), step(2, 2), step(3, 3)],
      [task(11, 1), task(21, 2, { status: 'DONE' }), task(22, 2), task(31, 3, { status: 'SKIPPED' }), task(32, 3)],
    );
    expect(changes.steps.get(2)).toEqual({ status: 'ACTIVE', startedAt: NOW });
    expect(changes.steps.has(3)).toBe(false);
  });

  it('finishes a later step whose tasks are all done ahead of its turn, while the turn stays earlier', () => {
    const changes = settled([step(1, 1), step(2, 2)], [task(11, 1), task(21, 2, { status: 'DONE', dueAt: NOW })]);
    expect(changes.steps).toEqual(
      new Map([
        [1, { status: 'ACTIVE', startedAt: NOW }],
        [2, { status: 'DONE', startedAt: NOW, completedAt: NOW }],
      ]),
    );
  });

  it('treats a step without tasks as done at once', () => {
    const changes = settled([step(1, 1), step(2, 2)], [task(21, 2)]);
    expect(changes.steps).toEqual(
      new Map([
        [1, { status: 'DONE', startedAt: NOW, completedAt: NOW }],
        [2, { status: 'ACTIVE', startedAt: NOW }],
      ]),
    );
  });

  describe('a step with alternative paths', () => {
    const alternatives = (chosenPathId: number | null, extra: Partial<CaseStepRow> = {}) => [
      step(1, 1, { chosenPathId, ...extra }),
      step(11, 1, { parentCaseStepId: 1 }),
      step(12, 2, { parentCaseStepId: 1 }),
      step(2, 2),
    ];

    it('runs undecided: never done, its alternatives pending, the tasks of every path dated', () => {
      const changes = settled(alternatives(null), [task(111, 11), task(121, 12, { status: 'SKIPPED' }), task(21, 2)]);
      expect(changes.steps).toEqual(
        new Map([
          [1, { status: 'ACTIVE', startedAt: NOW }],
          [11, { startedAt: NOW }],
          [12, { startedAt: NOW }],
        ]),
      );
      expect(changes.tasks).toEqual(new Map([[111, { dueAt: inHours(1) }]]));
    });

    it('follows the chosen path and skips the others', () => {
      const changes = settled(alternatives(12), [task(111, 11), task(121, 12), task(21, 2)]);
      expect(changes.steps).toEqual(
        new Map([
          [1, { status: 'ACTIVE', startedAt: NOW }],
          [11, { status: 'SKIPPED' }],
          [12, { status: 'ACTIVE', startedAt: NOW }],
        ]),
      );
    });

    it('is done when the chosen path is, and the chosen alternative with it', () => {
      const changes = settled(alternatives(12), [task(111, 11), task(121, 12, { status: 'DONE' }), task(21, 2)]);
      expect(changes.steps).toEqual(
        new Map([
          [1, { status: 'DONE', startedAt: NOW, completedAt: NOW }],
          [11, { status: 'SKIPPED' }],
          [12, { status: 'DONE', startedAt: NOW, completedAt: NOW }],
          [2, { status: 'ACTIVE', startedAt: NOW }],
        ]),
      );
    });

    it('keeps the completion time an alternative already has', () => {
      const earlier = new Date('2026-01-05T12:00:00Z');
      const steps = alternatives(12, { status: 'DONE', startedAt: earlier, completedAt: earlier });
      steps[2] = step(12, 2, { parentCaseStepId: 1, status: 'DONE', startedAt: earlier, completedAt: earlier });
      steps[1] = step(11, 1, { parentCaseStepId: 1, status: 'SKIPPED' });
      const changes = settled(steps, [task(121, 12, { status: 'DONE', dueAt: earlier }), task(21, 2)]);
      expect(changes.steps).toEqual(new Map([[2, { status: 'ACTIVE', startedAt: NOW }]]));
    });

    it('starts early when a task of any of its paths has begun', () => {
      const changes = settled(
        [step(1, 1), step(2, 2), step(21, 1, { parentCaseStepId: 2 })],
        [task(11, 1), task(211, 21, { status: 'IN_PROGRESS' })],
      );
      expect(changes.steps.get(2)).toEqual({ status: 'ACTIVE', startedAt: NOW });
    });
  });
});

describe('caseHasBegun', () => {
  it('is true once a task is in progress or done, not while tasks are only to do or skipped', () => {
    expect(caseHasBegun([])).toBe(false);
    expect(caseHasBegun([task(1, 1), task(2, 1, { status: 'SKIPPED' })])).toBe(false);
    expect(caseHasBegun([task(1, 1), task(2, 1, { status: 'IN_PROGRESS' })])).toBe(true);
    expect(caseHasBegun([task(1, 1, { status: 'DONE' })])).toBe(true);
  });
});
