import { PLAN_LIMIT_MESSAGES, UNTITLED_WORKFLOW_TITLE, WORKFLOW_MESSAGES } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowTemplates } from '../../db/schema/index.js';
import {
  auditActions,
  type BuilderWorld,
  builderWorld,
  caller,
  firmWithPredefinedLimit,
  firmWorkflow,
  publicTemplateId,
  publicTemplateIds,
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

describe('POST /workflow/create-workflow-template/{firmId}', () => {
  it("creates an empty workflow, 'Untitled' by default, and audits it", async () => {
    const res = await call('POST', `create-workflow-template/${w.firm.lawFirmId}`, {}, w.creator);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ template: { id: expect.any(Number), title: UNTITLED_WORKFLOW_TITLE } });
    const template = await readTemplate(w, res.body.template.id);
    expect(template).toMatchObject({ law_firm_id: w.firm.lawFirmId, version: 0, steps: [] });
    expect(await auditActions(w, res.body.template.id)).toEqual(['workflow_template.created']);
    const named = await call('POST', `create-workflow-template/${w.firm.lawFirmId}`, { title: '  Asylum  ' });
    expect(named.body.template.title).toBe('Asylum');
  });

  it('answers 404 for another firm, 403 to a reader and 400 for a blank title', async () => {
    expect((await call('POST', `create-workflow-template/${w.other.lawFirmId}`, {})).status).toBe(404);
    const denied = await call('POST', `create-workflow-template/${w.firm.lawFirmId}`, {}, w.reader);
    expect(denied.status).toBe(403);
    expect((await call('POST', `create-workflow-template/${w.firm.lawFirmId}`, { title: '  ' })).status).toBe(400);
  });
});

describe('PUT /workflow/update-workflow-template/{id}', () => {
  it('renames and raises the version; an older version is 409 with the current one', async () => {
    const id = await firmWorkflow(w, threeSteps('Rename me'));
    const res = await call('PUT', `update-workflow-template/${id}`, { title: 'Renamed', version: 0 }, w.updater);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ template: { id, title: 'Renamed' }, version: 1 });
    const stale = await call('PUT', `update-workflow-template/${id}`, { title: 'Lost', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      code: 'version_conflict',
      message: WORKFLOW_MESSAGES.versionConflict,
      details: { version: 1 },
    });
    const template = await readTemplate(w, id);
    expect([template.title, template.version]).toEqual(['Renamed', 1]);
  });

  it('refuses a public workflow (403), another firm’s (404), a creator (403) and a blank title (400)', async () => {
    const id = await firmWorkflow(w, threeSteps('Guarded'));
    const theirs = await firmWorkflow(w, threeSteps('Theirs'), w.other);
    const pub = await call('PUT', `update-workflow-template/${familyId}`, { title: 'Mine now' });
    expect(pub.status).toBe(403);
    expect(pub.body).toMatchObject({ code: 'public_not_editable', message: WORKFLOW_MESSAGES.publicNotEditable });
    expect((await call('PUT', `update-workflow-template/${theirs}`, { title: 'X' })).status).toBe(404);
    expect((await call('PUT', `update-workflow-template/${id}`, { title: 'X' }, w.creator)).status).toBe(403);
    expect((await call('PUT', `update-workflow-template/${id}`, { title: ' ' })).status).toBe(400);
    expect((await readTemplate(w, id)).title).toBe('Guarded');
  });
});

describe('DELETE /workflow/delete-workflow-template/{id}', () => {
  it("deletes the firm's own workflow with its steps (204) and audits it", async () => {
    const id = await firmWorkflow(w, threeSteps('Delete me'));
    expect((await call('DELETE', `delete-workflow-template/${id}`)).status).toBe(204);
    expect((await call('GET', `get-workflow-template/${id}`)).status).toBe(404);
    expect(await auditActions(w, id)).toEqual(['workflow_template.deleted']);
  });

  it('needs delete on workflows, and refuses public and other firms’ workflows', async () => {
    const id = await firmWorkflow(w, threeSteps('Keep me'));
    const theirs = await firmWorkflow(w, threeSteps('Theirs too'), w.other);
    expect((await call('DELETE', `delete-workflow-template/${id}`, undefined, w.updater)).status).toBe(403);
    expect((await call('DELETE', `delete-workflow-template/${familyId}`)).body.code).toBe('public_not_editable');
    expect((await call('DELETE', `delete-workflow-template/${theirs}`)).status).toBe(404);
    expect((await readTemplate(w, id)).steps).toHaveLength(3);
  });
});

describe('POST /workflow/copy-workflow-template/{id}', () => {
  it('copies steps, alternatives, task links and order into an editable workflow', async () => {
    const sourceId = await firmWorkflow(w, threeSteps('Source'));
    const res = await call('POST', `copy-workflow-template/${sourceId}`, {}, w.creator);
    expect(res.status).toBe(201);
    expect(res.body.template.title).toBe('Source');
    const [source, copy] = [await readTemplate(w, sourceId), await readTemplate(w, res.body.template.id)];
    const shape = (steps: typeof source.steps) =>
      steps.map((step) => ({
        order: step.step_oder,
        title: step.title,
        priority: step.priority,
        tasks: step.tasks.map((task) => task.id),
        subs: step.sub_steps.map((sub) => [sub.title, sub.priority, sub.tasks.map((task) => task.id)]),
      }));
    expect(shape(copy.steps)).toEqual(shape(source.steps));
    expect(copy.steps[0]!.id).not.toBe(source.steps[0]!.id);
    expect(copy).toMatchObject({ law_firm_id: w.firm.lawFirmId, is_public: false, version: 0 });
    const [row] = await w.t.services.db
      .select({ from: workflowTemplates.copiedFromTemplateId })
      .from(workflowTemplates)
      .where(eq(workflowTemplates.id, copy.id));
    expect(row!.from).toBe(sourceId);
    expect(await auditActions(w, copy.id)).toEqual(['workflow_template.copied']);
  });

  it('copies a public workflow under a new title and counts it once', async () => {
    const res = await call('POST', `copy-workflow-template/${familyId}`, { title: 'Our I-130' });
    expect(res.status).toBe(201);
    expect(res.body.template.title).toBe('Our I-130');
    const copy = await readTemplate(w, res.body.template.id);
    expect(copy.steps.length).toBeGreaterThan(0);
    expect(copy.steps.every((step) => step.law_firm_id === w.firm.lawFirmId)).toBe(true);
    await call('POST', `copy-workflow-template/${familyId}`, {});
    const usage = await call('GET', `predefined-usage/${w.firm.lawFirmId}`, undefined, w.reader);
    expect(usage.status).toBe(200);
    expect(usage.body).toEqual({ usage: { used: 1, limit: 10, template_ids: [familyId] } });
  });

  it("answers 404 for another firm's workflow and 403 to a reader", async () => {
    const theirs = await firmWorkflow(w, threeSteps('Not yours'), w.other);
    expect((await call('POST', `copy-workflow-template/${theirs}`, {})).status).toBe(404);
    expect((await call('POST', `copy-workflow-template/${familyId}`, {}, w.reader)).status).toBe(403);
  });
});

describe('the predefined workflow limit', () => {
  it('allows up to the limit, refuses past it, and reusing a used one costs nothing', async () => {
    const limited = await firmWithPredefinedLimit(w, 1);
    const [first, second] = await publicTemplateIds(w);
    const copy = (id: number) =>
      w.t.call('POST', `/api/workflow/copy-workflow-template/${id}`, { token: limited.admin.token, body: {} });
    expect((await copy(first!)).status).toBe(201);
    const refused = await copy(second!);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'plan_limit_reached',
      message: PLAN_LIMIT_MESSAGES.predefinedWorkflows,
    });
    expect((await copy(first!)).status).toBe(201);
    const usage = await w.t.call('GET', `/api/workflow/predefined-usage/${limited.lawFirmId}`, {
      token: limited.admin.token,
    });
    expect(usage.body.usage).toEqual({ used: 1, limit: 1, template_ids: [first] });
  });

  it('counts a step taken from a public workflow, and refuses one from another past the limit', async () => {
    const limited = await firmWithPredefinedLimit(w, 1);
    const as = { token: limited.admin.token };
    const created = await w.t.call('POST', `/api/workflow/create-workflow-template/${limited.lawFirmId}`, {
      ...as,
      body: {},
    });
    const target = created.body.template.id;
    const steps = (await w.t.call('GET', '/api/workflow/get-public-workflow-steps', as)).body.steps as {
      id: number;
      workflow_template_id: number;
    }[];
    const [a, b] = [...new Set(steps.map((step) => step.workflow_template_id))];
    const stepOf = (templateId: number) => steps.find((step) => step.workflow_template_id === templateId)!.id;
    const add = (stepId: number) =>
      w.t.call('POST', `/api/workflow/add-steps-to-workflow-template/${target}`, {
        ...as,
        body: { steps: [{ id: stepId }] },
      });
    expect((await add(stepOf(a!))).status).toBe(201);
    const refused = await add(stepOf(b!));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('plan_limit_reached');
    const usage = await w.t.call('GET', `/api/workflow/predefined-usage/${limited.lawFirmId}`, as);
    expect(usage.body.usage).toEqual({ used: 1, limit: 1, template_ids: [a] });
  });

  it('is unlimited at -1, and the usage of another firm is 404', async () => {
    const unlimited = await firmWithPredefinedLimit(w, -1);
    const ids = await publicTemplateIds(w);
    for (const id of ids) {
      const res = await w.t.call('POST', `/api/workflow/copy-workflow-template/${id}`, {
        token: unlimited.admin.token,
        body: {},
      });
      expect(res.status).toBe(201);
    }
    expect((await call('GET', `predefined-usage/${w.other.lawFirmId}`)).status).toBe(404);
  });
});
