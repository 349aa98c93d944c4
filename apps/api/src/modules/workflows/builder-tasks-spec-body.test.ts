/**
 * The task calls with the bodies as the spec writes them (§3 "Task", §7): participant_type, email_template
 * and document_template as the objects a task is answered with, instructions and forms with their ids and
 * titles, no version, priority left to its default (LOW, §9), and step_parent null or the main step itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema/index.js';
import {
  type BuilderWorld,
  builderWorld,
  caller,
  firmWorkflow,
  readTemplate,
  threeSteps,
} from '../../test/kits/workflow-builder.js';

let w: BuilderWorld;
let call: ReturnType<typeof caller>;
let email: { id: number; title: string };
let letter: { id: number; title: string };

beforeAll(async () => {
  w = await builderWorld();
  call = caller(w);
  const rows = await w.t.services.db
    .insert(templates)
    .values([
      { lawFirmId: w.firm.lawFirmId, kind: 'email', title: 'Welcome mail' },
      { lawFirmId: w.firm.lawFirmId, kind: 'document', title: 'Engagement letter' },
    ])
    .returning({ id: templates.id, title: templates.title });
  [email, letter] = [rows[0]!, rows[1]!];
});
afterAll(() => w.t.close());

/** §3's task, as a client that read one sends it back. */
const specTask = (stepId: number, stepParent: number | null) => ({
  title: 'Prepare the packet',
  duration: 2880,
  participant_type: { id: w.typeId, name: 'Paralegal', description: 'Prepares the filings' },
  instructions: [{ id: 41, title: 'Check', description: 'Every page is signed' }],
  email_template: email,
  document_template: letter,
  forms: [{ id: 1, title: 'G-28', file: '/api/legal_form/1/file', target: 'public' }],
  workflow_step_id: stepId,
  step_parent: stepParent,
});

describe('POST /workflow/create-workflow-step-task/{lawFirmId} with the spec’s body', () => {
  it('creates the task from objects, priority LOW; step_parent may be null or the main step’s own id', async () => {
    const template = await readTemplate(w, await firmWorkflow(w, threeSteps('Spec tasks')));
    const main = template.steps[1]!;
    for (const stepParent of [null, main.id]) {
      const res = await call('POST', `create-workflow-step-task/${w.firm.lawFirmId}`, specTask(main.id, stepParent));
      expect(res.status).toBe(201);
      expect(res.body.task).toMatchObject({
        priority: 'LOW',
        participant_type: { id: w.typeId, name: 'Paralegal' },
        instructions: [{ title: 'Check', description: 'Every page is signed' }],
        email_template: email,
        document_template: letter,
        forms: [{ id: 1, target: 'public' }],
        workflow_step_id: main.id,
        step_parent: null,
      });
    }
    const sub = main.sub_steps[0]!;
    const inSub = await call('POST', `create-workflow-step-task/${w.firm.lawFirmId}`, specTask(sub.id, main.id));
    expect([inSub.status, inSub.body.task?.step_parent]).toEqual([201, main.id]);
  });

  it('still refuses a bad body (400 naming the field), another firm’s type (404) and a wrong step_parent (422)', async () => {
    const template = await readTemplate(w, await firmWorkflow(w, threeSteps('Spec task guards')));
    const [first, second] = [template.steps[0]!, template.steps[1]!];
    const create = (body: object) => call('POST', `create-workflow-step-task/${w.firm.lawFirmId}`, body);
    const noId = await create({ ...specTask(first.id, null), participant_type: { name: 'Paralegal' } });
    expect([noId.status, Object.keys(noId.body.fields ?? {})]).toEqual([400, ['participant_type']]);
    const badPriority = await create({ ...specTask(first.id, null), priority: 'URGENT' });
    expect([badPriority.status, Object.keys(badPriority.body.fields ?? {})]).toEqual([400, ['priority']]);
    const theirs = await create({
      ...specTask(first.id, null),
      participant_type: { id: w.otherTypeId, name: 'Clerk' },
    });
    expect(theirs.status).toBe(404);
    const wrongParent = await create(specTask(first.id, second.id));
    expect([wrongParent.status, wrongParent.body.code]).toEqual([422, 'step_parent_mismatch']);
  });
});

describe('PUT /workflow/update-workflow-step-task/{taskId} with the spec’s body', () => {
  it('changes the task from objects, priority LOW when left out', async () => {
    const template = await readTemplate(w, await firmWorkflow(w, threeSteps('Spec edit')));
    const taskId = template.steps[0]!.tasks[0]!.id;
    const { workflow_step_id, step_parent, ...fields } = specTask(0, null);
    const res = await call('PUT', `update-workflow-step-task/${taskId}`, { ...fields, substep: false }, w.updater);
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({
      id: taskId,
      title: 'Prepare the packet',
      priority: 'LOW',
      participant_type: { id: w.typeId },
      email_template: email,
      document_template: letter,
    });
    const theirs = await call(
      'PUT',
      `update-workflow-step-task/${taskId}`,
      { ...fields, email_template: { id: 999_999, title: 'Nobody’s' } },
      w.updater,
    );
    expect(theirs.status).toBe(404);
  });
});
