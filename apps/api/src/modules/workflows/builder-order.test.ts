import { type WorkflowTemplate, workflowStepListResponse } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuilderWorld,
  builderWorld,
  caller,
  firmWorkflow,
  publicTemplateId,
  readTemplate,
  threeSteps,
} from '../../test/kits/workflow-builder.js';

let w: BuilderWorld;
let call: ReturnType<typeof caller>;
let familyId: number;

beforeAll(async () => {
  w = await builderWorld();
  call = caller(w);
  familyId = await publicTemplateId(w, 'family-petition-i130');
});
afterAll(() => w.t.close());

/** The whole order of a template, as reorder takes it. */
const orderOf = (template: WorkflowTemplate) =>
  template.steps.map((step) => ({
    id: step.id,
    tasks: step.tasks.map((task) => task.id),
    sub_steps: step.sub_steps.map((sub) => ({ id: sub.id, tasks: sub.tasks.map((task) => task.id) })),
  }));

describe('POST /workflow/add-steps-to-workflow-template/{templateId}', () => {
  it('appends copies of library steps in the order given, with their alternatives and task links', async () => {
    const sourceId = await firmWorkflow(w, threeSteps('Library source'));
    const targetId = await firmWorkflow(w, { ...threeSteps('Target'), steps: threeSteps('x').steps.slice(0, 1) });
    const source = await readTemplate(w, sourceId);
    const publicStep = (await readTemplate(w, familyId)).steps[0]!;
    const [, filing, close] = source.steps;
    const res = await call(
      'POST',
      `add-steps-to-workflow-template/${targetId}`,
      { steps: [{ id: close!.id }, { id: publicStep.id }, { id: filing!.id, priority: 'HIGH' }], version: 0 },
      w.creator,
    );
    expect(res.status).toBe(201);
    expect(res.body.version).toBe(1);
    const { steps } = workflowStepListResponse.parse(res.body);
    expect(steps.map((step) => [step.step_oder, step.title])).toEqual([
      [2, 'Close'],
      [3, publicStep.title],
      [4, 'Filing'],
    ]);
    expect(steps.every((step) => step.law_firm_id === w.firm.lawFirmId && step.workflow_template_id === targetId)).toBe(
      true,
    );
    const copied = steps[2]!;
    expect(copied.id).not.toBe(filing!.id);
    expect(copied.priority).toBe('HIGH');
    expect(copied.tasks.map((task) => task.id)).toEqual(filing!.tasks.map((task) => task.id));
    expect(copied.sub_steps.map((sub) => [sub.title, sub.tasks.map((task) => task.id)])).toEqual(
      filing!.sub_steps.map((sub) => [sub.title, sub.tasks.map((task) => task.id)]),
    );
    expect(steps[1]!.tasks.map((task) => task.id)).toEqual(publicStep.tasks.map((task) => task.id));
    const reread = await readTemplate(w, targetId);
    expect(reread.steps.map((step) => step.title)).toEqual(['Intake', 'Close', publicStep.title, 'Filing']);
    expect((await readTemplate(w, sourceId)).steps).toHaveLength(3);
  });

  it('refuses a step whose title is already in the workflow (422), changing nothing', async () => {
    const sourceId = await firmWorkflow(w, threeSteps('Dup source'));
    const targetId = await firmWorkflow(w, threeSteps('Dup target'));
    const close = (await readTemplate(w, sourceId)).steps[2]!;
    const res = await call('POST', `add-steps-to-workflow-template/${targetId}`, { steps: [{ id: close.id }] });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('step_already_in_workflow');
    const fresh = await firmWorkflow(w, { ...threeSteps('Dup fresh'), steps: [] });
    const twice = await call('POST', `add-steps-to-workflow-template/${fresh}`, {
      steps: [{ id: close.id }, { id: close.id, title: ' close ' }],
    });
    expect(twice.status).toBe(422);
    expect((await readTemplate(w, targetId)).steps).toHaveLength(3);
    expect((await readTemplate(w, fresh)).steps).toEqual([]);
  });

  it('answers 400 without steps, 404 for a missing or foreign template or step, 403 for public or a reader', async () => {
    const targetId = await firmWorkflow(w, threeSteps('Add guarded'));
    const theirs = await firmWorkflow(w, threeSteps('Foreign'), w.other);
    const theirStep = (
      await w.t.call('GET', `/api/workflow/get-workflow-template/${theirs}`, { token: w.other.admin.token })
    ).body.template.steps[0].id;
    const ownStep = (await readTemplate(w, targetId)).steps[0]!.id;
    const add = (templateId: number, steps: object[], user = w.firm.admin) =>
      call('POST', `add-steps-to-workflow-template/${templateId}`, { steps }, user);
    expect((await add(targetId, [])).status).toBe(400);
    const missing = await add(999_999, [{ id: ownStep }]);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Workflow template not found' });
    expect((await add(theirs, [{ id: ownStep }])).status).toBe(404);
    expect((await add(targetId, [{ id: theirStep }])).status).toBe(404);
    expect((await add(familyId, [{ id: ownStep }])).body.code).toBe('public_not_editable');
    expect((await add(targetId, [{ id: ownStep }], w.reader)).status).toBe(403);
  });
});

describe('PUT /workflow/reorder/{templateId}', () => {
  it('applies the whole order in one change, and it survives a re-read', async () => {
    const id = await firmWorkflow(w, threeSteps('Reorder'));
    const before = await readTemplate(w, id);
    const [intake, filing, close] = orderOf(before);
    const mailTasks = [...filing!.sub_steps[0]!.tasks].reverse();
    const order = [
      close!,
      { ...intake!, tasks: [...intake!.tasks].reverse() },
      { ...filing!, sub_steps: [{ id: filing!.sub_steps[0]!.id, tasks: mailTasks }] },
    ];
    const res = await call('PUT', `reorder/${id}`, { version: 0, steps: order }, w.updater);
    expect(res.status).toBe(200);
    expect(res.body.template.version).toBe(1);
    const after = await readTemplate(w, id);
    expect(orderOf(after)).toEqual(order);
    expect(after.steps.map((step) => [step.step_oder, step.title])).toEqual([
      [1, 'Close'],
      [2, 'Intake'],
      [3, 'Filing'],
    ]);
    expect(res.body.template).toEqual(after);
  });

  it('refuses missing, repeated or foreign ids and moved sub-steps with 422, changing nothing', async () => {
    const id = await firmWorkflow(w, threeSteps('Reorder guarded'));
    const otherId = await firmWorkflow(w, threeSteps('Elsewhere'));
    const [intake, filing, close] = orderOf(await readTemplate(w, id));
    const foreignStep = orderOf(await readTemplate(w, otherId))[0]!;
    const bad = [
      [intake!, filing!],
      [intake!, filing!, close!, close!],
      [intake!, filing!, foreignStep],
      [{ ...intake!, sub_steps: filing!.sub_steps }, { ...filing!, sub_steps: [] }, close!],
      [{ ...intake!, tasks: [...intake!.tasks, filing!.tasks[0]!] }, filing!, close!],
      [{ ...intake!, tasks: intake!.tasks.slice(1) }, filing!, close!],
    ];
    for (const steps of bad) {
      const res = await call('PUT', `reorder/${id}`, { version: 0, steps });
      expect([res.status, res.body.code]).toEqual([422, 'invalid_order']);
    }
    expect((await readTemplate(w, id)).version).toBe(0);
  });

  it("answers 409 for a stale version, 404 for another firm's, 403 for public or a creator", async () => {
    const id = await firmWorkflow(w, threeSteps('Reorder access'));
    const theirs = await firmWorkflow(w, threeSteps('Theirs'), w.other);
    const steps = orderOf(await readTemplate(w, id));
    const stale = await call('PUT', `reorder/${id}`, { version: 4, steps });
    expect([stale.status, stale.body.details]).toEqual([409, { version: 0 }]);
    expect((await call('PUT', `reorder/${theirs}`, { version: 0, steps })).status).toBe(404);
    expect((await call('PUT', `reorder/${familyId}`, { version: 0, steps })).status).toBe(403);
    expect((await call('PUT', `reorder/${id}`, { version: 0, steps }, w.creator)).status).toBe(403);
    expect((await call('PUT', `reorder/${id}`, { steps })).status).toBe(400);
  });
});
