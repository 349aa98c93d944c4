import { WORKFLOW_MESSAGES } from '@counsel/domain';
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

const titles = async (id: number) =>
  (await readTemplate(w, id)).steps.map((step) => [step.step_oder, step.title] as const);

describe('POST /workflow/create-workflow-step/{lawFirmId}', () => {
  it("appends a step with its tasks in order and each alternative as 'Alternative Step-{n}' unless titled", async () => {
    const id = await firmWorkflow(w, threeSteps('Steps'));
    const source = await readTemplate(w, id);
    const [call1, open1] = source.steps[0]!.tasks.map((task) => task.id);
    const res = await call(
      'POST',
      `create-workflow-step/${w.firm.lawFirmId}`,
      {
        title: 'Interview',
        tasks: [open1, call1],
        sub_steps: [{ tasks: [call1] }, { title: 'By video' }, {}],
        workflow_template_id: id,
        version: 0,
      },
      w.creator,
    );
    expect(res.status).toBe(201);
    expect(res.body.version).toBe(1);
    const step = res.body.new_step;
    expect(step).toMatchObject({ title: 'Interview', priority: 'LOW', step_oder: 4, law_firm_id: w.firm.lawFirmId });
    expect(step.tasks.map((task: { id: number }) => task.id)).toEqual([open1, call1]);
    expect(step.sub_steps.map((sub: { title: string }) => sub.title)).toEqual([
      'Alternative Step-1',
      'By video',
      'Alternative Step-3',
    ]);
    expect(step.sub_steps[0].tasks.map((task: { id: number }) => task.id)).toEqual([call1]);
    expect(await titles(id)).toEqual([
      [1, 'Intake'],
      [2, 'Filing'],
      [3, 'Close'],
      [4, 'Interview'],
    ]);
  });

  it('inserts at step_oder and shifts the others; the first order is 1', async () => {
    const id = await firmWorkflow(w, threeSteps('Insert'));
    const at = (title: string, step_oder: number) =>
      call('POST', `create-workflow-step/${w.firm.lawFirmId}`, { title, workflow_template_id: id, step_oder });
    expect((await at('Before all', 1)).body.new_step.step_oder).toBe(1);
    expect((await at('Far away', 99)).body.new_step.step_oder).toBe(5);
    expect(await titles(id)).toEqual([
      [1, 'Before all'],
      [2, 'Intake'],
      [3, 'Filing'],
      [4, 'Close'],
      [5, 'Far away'],
    ]);
    const empty = (await call('POST', `create-workflow-template/${w.firm.lawFirmId}`, {})).body.template.id;
    const first = await call('POST', `create-workflow-step/${w.firm.lawFirmId}`, {
      title: 'One',
      workflow_template_id: empty,
    });
    expect(first.body.new_step.step_oder).toBe(1);
  });

  it('refuses a stale version, a public or foreign workflow, a foreign task, and a reader', async () => {
    const id = await firmWorkflow(w, threeSteps('Guarded'));
    const theirs = await firmWorkflow(w, threeSteps('Theirs'), w.other);
    const theirTask = (
      await w.t.call('GET', `/api/workflow/get-workflow-template/${theirs}`, { token: w.other.admin.token })
    ).body.template.steps[0].tasks[0].id;
    const body = (extra: object) => ({ title: 'New', workflow_template_id: id, ...extra });
    const url = `create-workflow-step/${w.firm.lawFirmId}`;
    const stale = await call('POST', url, body({ version: 7 }));
    expect([stale.status, stale.body.code, stale.body.details]).toEqual([409, 'version_conflict', { version: 0 }]);
    expect((await call('POST', url, body({ workflow_template_id: familyId }))).body.code).toBe('public_not_editable');
    expect((await call('POST', url, body({ workflow_template_id: theirs }))).status).toBe(404);
    expect((await call('POST', url, body({ tasks: [theirTask] }))).status).toBe(404);
    expect((await call('POST', `create-workflow-step/${w.other.lawFirmId}`, body({}))).status).toBe(404);
    expect((await call('POST', url, body({}), w.reader)).status).toBe(403);
    expect((await readTemplate(w, id)).version).toBe(0);
    expect(await titles(id)).toHaveLength(3);
  });
});

describe('PUT /workflow/update-workflow-step/{stepId}', () => {
  it('renames and re-prioritises a step or a sub-step, answering the new version', async () => {
    const id = await firmWorkflow(w, threeSteps('Update'));
    const [, filing] = (await readTemplate(w, id)).steps;
    const res = await call(
      'PUT',
      `update-workflow-step/${filing!.id}`,
      { title: 'Submit', priority: 'HIGH', version: 0 },
      w.updater,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      step: { id: filing!.id, title: 'Submit', priority: 'HIGH', step_oder: 2 },
      version: 1,
    });
    const sub = await call('PUT', `update-workflow-step/${filing!.sub_steps[0]!.id}`, { title: 'Post it' });
    expect(sub.body).toMatchObject({ step: { title: 'Post it', priority: 'MEDIUM' }, version: 2 });
    expect((await readTemplate(w, id)).steps[1]!.sub_steps[0]!.title).toBe('Post it');
  });

  it("refuses a creator (403), a public step (403), another firm's step (404) and a stale version (409)", async () => {
    const id = await firmWorkflow(w, threeSteps('Update guarded'));
    const theirs = await firmWorkflow(w, threeSteps('Theirs'), w.other);
    const stepId = (await readTemplate(w, id)).steps[0]!.id;
    const publicStep = (await readTemplate(w, familyId)).steps[0]!.id;
    const theirStep = (
      await w.t.call('GET', `/api/workflow/get-workflow-template/${theirs}`, { token: w.other.admin.token })
    ).body.template.steps[0].id;
    expect((await call('PUT', `update-workflow-step/${stepId}`, { title: 'X' }, w.creator)).status).toBe(403);
    const pub = await call('PUT', `update-workflow-step/${publicStep}`, { title: 'X' });
    expect(pub.body).toEqual({ code: 'public_not_editable', message: WORKFLOW_MESSAGES.publicNotEditable });
    expect((await call('PUT', `update-workflow-step/${theirStep}`, { title: 'X' })).status).toBe(404);
    expect((await call('PUT', `update-workflow-step/${stepId}`, { title: 'X', version: 3 })).status).toBe(409);
    expect((await readTemplate(w, id)).steps[0]!.title).toBe('Intake');
  });
});

describe('DELETE /workflow/delete-workflow-step/{stepId}', () => {
  it('deletes a main step with its sub-steps and renumbers the rest 1..n', async () => {
    const id = await firmWorkflow(w, threeSteps('Delete step'));
    const [intake, filing] = (await readTemplate(w, id)).steps;
    const res = await call('DELETE', `delete-workflow-step/${filing!.id}?version=0`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: 1 });
    expect(await titles(id)).toEqual([
      [1, 'Intake'],
      [2, 'Close'],
    ]);
    expect((await call('PUT', `update-workflow-step/${filing!.sub_steps[0]!.id}`, { title: 'Gone' })).status).toBe(404);
    expect((await call('DELETE', `delete-workflow-step/${intake!.id}?version=0`)).status).toBe(409);
  });

  it('deletes a sub-step alone, and needs delete on workflows', async () => {
    const id = await firmWorkflow(w, threeSteps('Delete sub'));
    const filing = (await readTemplate(w, id)).steps[1]!;
    const sub = filing.sub_steps[0]!.id;
    expect((await call('DELETE', `delete-workflow-step/${sub}`, undefined, w.updater)).status).toBe(403);
    expect((await call('DELETE', `delete-workflow-step/${sub}`)).status).toBe(200);
    const after = await readTemplate(w, id);
    expect(after.steps.map((step) => step.title)).toEqual(['Intake', 'Filing', 'Close']);
    expect(after.steps[1]!.sub_steps).toEqual([]);
    const publicStep = (await readTemplate(w, familyId)).steps[0]!.id;
    expect((await call('DELETE', `delete-workflow-step/${publicStep}`)).status).toBe(403);
  });
});

describe('POST /workflow/add-sub-step/{stepId}', () => {
  it("adds an alternative titled 'Alternative Step-{n}' by default, only under a main step", async () => {
    const id = await firmWorkflow(w, threeSteps('Alternatives'));
    const [intake, filing] = (await readTemplate(w, id)).steps;
    const res = await call('POST', `add-sub-step/${filing!.id}`, { version: 0 }, w.creator);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sub_step: { title: 'Alternative Step-2', priority: 'LOW', tasks: [] },
      version: 1,
    });
    const titled = await call('POST', `add-sub-step/${intake!.id}`, { title: 'Walk-in', priority: 'HIGH' });
    expect(titled.body.sub_step).toMatchObject({ title: 'Walk-in', priority: 'HIGH', workflow_template_id: id });
    const nested = await call('POST', `add-sub-step/${filing!.sub_steps[0]!.id}`, {});
    expect([nested.status, nested.body.code]).toEqual([422, 'not_a_main_step']);
    const after = await readTemplate(w, id);
    expect(after.steps[1]!.sub_steps.map((sub) => sub.title)).toEqual(['Filing by mail', 'Alternative Step-2']);
    expect((await call('POST', `add-sub-step/${intake!.id}`, {}, w.reader)).status).toBe(403);
  });
});
