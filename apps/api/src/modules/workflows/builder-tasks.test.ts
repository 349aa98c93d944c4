import { type TemplateKind, WORKFLOW_MESSAGES, type WorkflowTemplate } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmForms, templates } from '../../db/schema/index.js';
import type { TestFirm } from '../../test/firms.js';
import {
  auditActions,
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
let emailId: number;
let documentId: number;
let otherEmailId: number;
let formId: number;

async function template(who: TestFirm, kind: TemplateKind, title: string): Promise<number> {
  const [row] = await w.t.services.db
    .insert(templates)
    .values({ lawFirmId: who.lawFirmId, kind, title })
    .returning({ id: templates.id });
  return row!.id;
}

beforeAll(async () => {
  w = await builderWorld();
  call = caller(w);
  familyId = await publicTemplateId(w, 'family-petition-i130');
  emailId = await template(w.firm, 'email', 'Welcome mail');
  documentId = await template(w.firm, 'document', 'Engagement letter');
  otherEmailId = await template(w.other, 'email', 'Their mail');
  const [form] = await w.t.services.db
    .insert(firmForms)
    .values({ lawFirmId: w.firm.lawFirmId, title: 'Intake questionnaire' })
    .returning({ id: firmForms.id });
  formId = form!.id;
});
afterAll(() => w.t.close());

const taskBody = (stepId: number, extra: object = {}) => ({
  title: 'Prepare the packet',
  priority: 'HIGH',
  duration: 2880,
  participant_type: w.typeId,
  instructions: [{ title: 'Check', description: 'Every page is signed' }],
  email_template: emailId,
  document_template: documentId,
  forms: [
    { id: 1, target: 'public' },
    { id: formId, target: 'law_firm' },
  ],
  workflow_step_id: stepId,
  ...extra,
});

const taskIds = (template: WorkflowTemplate, index: number) => template.steps[index]!.tasks.map((task) => task.id);

describe('POST /workflow/create-workflow-step-task/{lawFirmId}', () => {
  it('creates a task at the end of its step, naming its templates, forms and participant type', async () => {
    const id = await firmWorkflow(w, threeSteps('Tasks'));
    const before = await readTemplate(w, id);
    const filing = before.steps[1]!;
    const res = await call(
      'POST',
      `create-workflow-step-task/${w.firm.lawFirmId}`,
      taskBody(filing.id, { version: 0 }),
      w.creator,
    );
    expect(res.status).toBe(201);
    expect(res.body.version).toBe(1);
    expect(res.body.task).toMatchObject({
      title: 'Prepare the packet',
      priority: 'HIGH',
      duration: 2880,
      participant_type: { id: w.typeId, name: 'Paralegal' },
      participant_type_name: null,
      instructions: [{ title: 'Check', description: 'Every page is signed' }],
      email_template: { id: emailId, title: 'Welcome mail' },
      document_template: { id: documentId, title: 'Engagement letter' },
      law_firm_id: w.firm.lawFirmId,
      workflow_step_id: filing.id,
      step_parent: null,
    });
    expect(res.body.task.forms.map((form: { id: number; target: string }) => [form.target, form.id])).toEqual([
      ['law_firm', formId],
      ['public', 1],
    ]);
    const after = await readTemplate(w, id);
    expect(taskIds(after, 1)).toEqual([...filing.tasks.map((task) => task.id), res.body.task.id]);
    expect(after.steps[1]!.tasks.at(-1)!.email_template).toEqual({ id: emailId, title: 'Welcome mail' });
    expect(await auditActions(w, res.body.task.id)).toEqual(['workflow_task.created']);
    const sub = filing.sub_steps[0]!;
    const inSub = await call(
      'POST',
      `create-workflow-step-task/${w.firm.lawFirmId}`,
      taskBody(sub.id, { step_parent: filing.id }),
    );
    expect(inSub.body.task).toMatchObject({ workflow_step_id: sub.id, step_parent: filing.id });
  });

  it('names a public participant type as public tasks do; the firm’s type of that name is the one shown', async () => {
    const id = await firmWorkflow(w, threeSteps('Public types'));
    const stepId = (await readTemplate(w, id)).steps[0]!.id;
    const create = (participant_type: unknown) =>
      call('POST', `create-workflow-step-task/${w.firm.lawFirmId}`, taskBody(stepId, { participant_type }));
    const attorney = await create('Attorney');
    expect(attorney.status).toBe(201);
    expect(attorney.body.task).toMatchObject({ participant_type: null, participant_type_name: 'Attorney' });
    const paralegal = await create('Paralegal');
    expect(paralegal.body.task).toMatchObject({
      participant_type: { id: w.typeId, name: 'Paralegal' },
      participant_type_name: 'Paralegal',
    });
    const unknown = await create('Judge');
    expect([unknown.status, Object.keys(unknown.body.fields ?? {})]).toEqual([400, ['participant_type']]);
  });

  it("refuses another firm's participant type, template or form, and a template of the wrong kind", async () => {
    const id = await firmWorkflow(w, threeSteps('Task links'));
    const stepId = (await readTemplate(w, id)).steps[0]!.id;
    const create = (extra: object) =>
      call('POST', `create-workflow-step-task/${w.firm.lawFirmId}`, taskBody(stepId, extra));
    expect((await create({ participant_type: w.otherTypeId })).status).toBe(404);
    expect((await create({ email_template: otherEmailId })).status).toBe(404);
    const wrongKind = await create({ email_template: documentId });
    expect([wrongKind.status, wrongKind.body.code]).toEqual([422, 'template_kind_mismatch']);
    expect((await create({ document_template: emailId })).status).toBe(422);
    expect((await create({ forms: [{ id: 999_999, target: 'public' }] })).status).toBe(404);
    expect((await create({ forms: [{ id: 999_999, target: 'law_firm' }] })).status).toBe(404);
    const otherStepId = (await readTemplate(w, id)).steps[1]!.id;
    expect((await create({ step_parent: otherStepId })).status).toBe(422);
    expect((await readTemplate(w, id)).steps[0]!.tasks).toHaveLength(2);
  });

  it('answers 404 for a missing or foreign step, 403 for a public step or a reader, 409 when stale', async () => {
    const id = await firmWorkflow(w, threeSteps('Task guards'));
    const theirs = await firmWorkflow(w, threeSteps('Theirs'), w.other);
    const stepId = (await readTemplate(w, id)).steps[0]!.id;
    const theirStep = (
      await w.t.call('GET', `/api/workflow/get-workflow-template/${theirs}`, { token: w.other.admin.token })
    ).body.template.steps[0].id;
    const publicStep = (await readTemplate(w, familyId)).steps[0]!.id;
    const url = `create-workflow-step-task/${w.firm.lawFirmId}`;
    expect((await call('POST', url, taskBody(999_999))).status).toBe(404);
    expect((await call('POST', url, taskBody(theirStep))).status).toBe(404);
    expect((await call('POST', url, taskBody(publicStep))).body.code).toBe('public_not_editable');
    expect((await call('POST', url, taskBody(stepId), w.reader)).status).toBe(403);
    expect((await call('POST', url, taskBody(stepId, { version: 2 }))).status).toBe(409);
    expect((await call('POST', `create-workflow-step-task/${w.other.lawFirmId}`, taskBody(stepId))).status).toBe(404);
  });
});

describe('PUT /workflow/update-workflow-step-task/{taskId}', () => {
  it('changes the task wherever it is linked and replaces its instructions and forms', async () => {
    const id = await firmWorkflow(w, threeSteps('Edit task'));
    const filing = (await readTemplate(w, id)).steps[1]!;
    const taskId = filing.tasks[0]!.id;
    await call('POST', `add-tasks-to-workflow-step/${filing.sub_steps[0]!.id}`, { task_ids: [taskId] });
    const body = taskBody(0, {
      title: 'File it online',
      instructions: [{ title: 'Pay', description: 'The fee' }],
      forms: [],
    });
    const res = await call('PUT', `update-workflow-step-task/${taskId}`, body, w.updater);
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({
      id: taskId,
      title: 'File it online',
      instructions: [{ title: 'Pay', description: 'The fee' }],
      forms: [],
      document_template: { id: documentId, title: 'Engagement letter' },
    });
    const after = (await readTemplate(w, id)).steps[1]!;
    expect(after.tasks[0]!.title).toBe('File it online');
    expect(after.sub_steps[0]!.tasks.at(-1)).toEqual(after.tasks[0]);
  });

  it("refuses a public task (403), another firm's (404), a creator (403) and bad links", async () => {
    const id = await firmWorkflow(w, threeSteps('Edit guards'));
    const theirs = await firmWorkflow(w, threeSteps('Theirs'), w.other);
    const taskId = (await readTemplate(w, id)).steps[0]!.tasks[0]!.id;
    const publicTask = (await readTemplate(w, familyId)).steps[0]!.tasks[0]!.id;
    const theirTask = (
      await w.t.call('GET', `/api/workflow/get-workflow-template/${theirs}`, { token: w.other.admin.token })
    ).body.template.steps[0].tasks[0].id;
    const update = (task: number, extra: object = {}, user = w.firm.admin) =>
      call('PUT', `update-workflow-step-task/${task}`, taskBody(0, extra), user);
    const pub = await update(publicTask);
    expect([pub.status, pub.body]).toEqual([
      403,
      { code: 'public_not_editable', message: WORKFLOW_MESSAGES.publicNotEditable },
    ]);
    expect((await update(theirTask)).status).toBe(404);
    expect((await update(taskId, {}, w.creator)).status).toBe(403);
    expect((await update(taskId, { participant_type: w.otherTypeId })).status).toBe(404);
    expect((await readTemplate(w, id)).steps[0]!.tasks[0]!.title).toBe('Call');
  });
});

describe('POST /workflow/add-tasks-to-workflow-step/{stepId}', () => {
  it('links existing tasks at the end, skipping those already in the step', async () => {
    const id = await firmWorkflow(w, threeSteps('Link tasks'));
    const before = await readTemplate(w, id);
    const publicTask = (await readTemplate(w, familyId)).steps[0]!.tasks[0]!;
    const [call1, open1] = taskIds(before, 0);
    const archive = taskIds(before, 2)[0]!;
    const res = await call(
      'POST',
      `add-tasks-to-workflow-step/${before.steps[0]!.id}`,
      { task_ids: [open1, archive, publicTask.id, archive], version: 0 },
      w.creator,
    );
    expect(res.status).toBe(201);
    expect(res.body.version).toBe(1);
    const expected = [call1, open1, archive, publicTask.id];
    expect(res.body.tasks.map((task: { id: number }) => task.id)).toEqual(expected);
    expect(taskIds(await readTemplate(w, id), 0)).toEqual(expected);
  });

  it("refuses another firm's task or step (404), a public step (403), a reader (403) and no tasks (400)", async () => {
    const id = await firmWorkflow(w, threeSteps('Link guards'));
    const theirs = await firmWorkflow(w, threeSteps('Theirs'), w.other);
    const stepId = (await readTemplate(w, id)).steps[0]!.id;
    const their = (
      await w.t.call('GET', `/api/workflow/get-workflow-template/${theirs}`, { token: w.other.admin.token })
    ).body.template.steps[0];
    const own = taskIds(await readTemplate(w, id), 2);
    const publicStep = (await readTemplate(w, familyId)).steps[0]!.id;
    const add = (step: number, task_ids: number[], user = w.firm.admin) =>
      call('POST', `add-tasks-to-workflow-step/${step}`, { task_ids }, user);
    expect((await add(stepId, [their.tasks[0].id])).status).toBe(404);
    expect((await add(their.id, own)).status).toBe(404);
    expect((await add(publicStep, own)).status).toBe(403);
    expect((await add(stepId, own, w.reader)).status).toBe(403);
    expect((await add(stepId, [])).status).toBe(400);
    expect(taskIds(await readTemplate(w, id), 0)).toHaveLength(2);
  });
});

describe('DELETE /workflow/remove-task-from-step/{stepId}/{taskId}', () => {
  it('takes the task out of the step only; the rest close up and the task stays in the library', async () => {
    const id = await firmWorkflow(w, threeSteps('Remove task'));
    const before = await readTemplate(w, id);
    const [call1, open1] = taskIds(before, 0);
    const stepId = before.steps[0]!.id;
    const res = await call('DELETE', `remove-task-from-step/${stepId}/${call1}?version=0`, undefined, w.updater);
    expect([res.status, res.body]).toEqual([200, { version: 1 }]);
    expect(taskIds(await readTemplate(w, id), 0)).toEqual([open1]);
    const library = await call('GET', `get-all-law-firm-tasks/${w.firm.lawFirmId}`);
    expect(library.body.tasks.some((task: { id: number }) => task.id === call1)).toBe(true);
    expect((await call('DELETE', `remove-task-from-step/${stepId}/${call1}`)).status).toBe(404);
    expect((await call('DELETE', `remove-task-from-step/${stepId}/${open1}?version=0`)).status).toBe(409);
    expect((await call('DELETE', `remove-task-from-step/${stepId}/${open1}`, undefined, w.creator)).status).toBe(403);
    const publicStep = (await readTemplate(w, familyId)).steps[0]!;
    const publicRemove = await call('DELETE', `remove-task-from-step/${publicStep.id}/${publicStep.tasks[0]!.id}`);
    expect(publicRemove.status).toBe(403);
    const theirs = await firmWorkflow(w, threeSteps('Theirs'), w.other);
    const their = (
      await w.t.call('GET', `/api/workflow/get-workflow-template/${theirs}`, { token: w.other.admin.token })
    ).body.template.steps[0];
    expect((await call('DELETE', `remove-task-from-step/${their.id}/${their.tasks[0].id}`)).status).toBe(404);
  });
});
