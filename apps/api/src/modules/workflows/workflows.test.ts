import {
  UNLIMITED,
  type WorkflowDraft,
  type WorkflowTask,
  workflowStepListResponse,
  workflowTaskListResponse,
  workflowTemplateListResponse,
  workflowTemplateResponse,
} from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workflowTemplates } from '../../db/schema/index.js';
import { readPublicLibrary } from '../../platform/public-library.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { insertDraft } from './draft-writer.js';

let t: TestApp;
let firm: TestFirm;
let other: TestFirm;
let reader: TestUser;
let noAccess: TestUser;
let paralegalTypeId: number;
let petitionerTypeId: number;
let olderId: number;
let newerId: number;

const library = readPublicLibrary();
const familyDraft = library.find((entry) => entry.key === 'family-petition-i130')!.draft;
const publicMainSteps = library.reduce((sum, { draft }) => sum + draft.steps.length, 0);
const tasksOf = (draft: WorkflowDraft) =>
  draft.steps.flatMap((step) => [...step.tasks, ...step.alternatives.flatMap((alt) => alt.tasks)]);
const publicTaskCount = library.reduce((sum, { draft }) => sum + tasksOf(draft).length, 0);

/** A firm's small workflow: two steps, the second with an alternative. */
const smallDraft: WorkflowDraft = {
  title: 'Small firm workflow',
  description: 'Two steps',
  steps: [
    {
      title: 'First',
      priority: 'HIGH',
      tasks: [
        {
          title: 'Call the petitioner',
          priority: 'MEDIUM',
          duration: 60,
          participant_type: 'Petitioner',
          instructions: [],
          forms: ['G-28'],
        },
        {
          title: 'Open the file',
          priority: 'LOW',
          duration: 30,
          participant_type: 'Attorney',
          instructions: [{ title: 'Do', description: 'it' }],
          forms: [],
        },
      ],
      alternatives: [],
    },
    {
      title: 'Second',
      priority: 'LOW',
      tasks: [
        {
          title: 'File it',
          priority: 'LOW',
          duration: 1440,
          participant_type: 'Paralegal',
          instructions: [],
          forms: [],
        },
      ],
      alternatives: [
        {
          title: 'Second, by mail',
          priority: 'MEDIUM',
          tasks: [
            {
              title: 'Mail it',
              priority: 'LOW',
              duration: 2880,
              participant_type: 'Paralegal',
              instructions: [],
              forms: [],
            },
          ],
        },
      ],
    },
  ],
};

async function createType(who: TestFirm, name: string): Promise<number> {
  const res = await t.call('POST', `/api/participant_type/add-participant-type/${who.lawFirmId}`, {
    token: who.admin.token,
    body: { name, description: `${name} of the case` },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function firmWorkflow(draft: WorkflowDraft, links: Record<string, number>): Promise<number> {
  return t.services.db.transaction((tx) =>
    insertDraft(tx, draft, {
      lawFirmId: firm.lawFirmId,
      createdByUserId: firm.admin.id,
      participantTypeIdByName: new Map(Object.entries(links)),
    }),
  );
}

async function publicTemplateId(key: string): Promise<number> {
  const [row] = await t.services.db
    .select({ id: workflowTemplates.id })
    .from(workflowTemplates)
    .where(eq(workflowTemplates.publicKey, key));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  other = await registerFirm(t);
  reader = await addEmployee(t, firm, { rules: [{ subject: 'workflows', action: 'read' }] });
  noAccess = await addEmployee(t, firm, { rules: [{ subject: 'forms', action: 'manage' }] });
  // Lower case on purpose: a public task naming 'Paralegal' still finds it.
  paralegalTypeId = await createType(firm, 'paralegal');
  petitionerTypeId = await createType(firm, 'Petitioner');
  olderId = await firmWorkflow({ ...smallDraft, title: 'Older firm workflow' }, { petitioner: petitionerTypeId });
  newerId = await firmWorkflow(smallDraft, { petitioner: petitionerTypeId });
  await t.services.db
    .update(workflowTemplates)
    .set({ updatedAt: new Date(Date.now() - 60_000) })
    .where(eq(workflowTemplates.id, olderId));
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = firm.admin) => t.call('GET', `/api/workflow/${url}`, { token: user.token });

describe('GET /workflow/get-law-firm-workflow-templates/{lawFirmId}', () => {
  it("lists the firm's own, last changed first, then the public ones by title, with their counts", async () => {
    const res = await get(`get-law-firm-workflow-templates/${firm.lawFirmId}?view=true`, reader);
    expect(res.status).toBe(200);
    const { templates } = workflowTemplateListResponse.parse(res.body);
    const publicTitles = library.map(({ draft }) => draft.title).sort((a, b) => a.localeCompare(b));
    expect(templates.map((card) => card.title)).toEqual([smallDraft.title, 'Older firm workflow', ...publicTitles]);
    expect(templates[0]).toMatchObject({
      id: newerId,
      law_firm_id: firm.lawFirmId,
      is_public: false,
      description: 'Two steps',
      step_count: 2,
      task_count: 4,
    });
    const family = templates.find((card) => card.title === familyDraft.title)!;
    expect(family).toMatchObject({
      law_firm_id: null,
      is_public: true,
      step_count: familyDraft.steps.length,
      task_count: tasksOf(familyDraft).length,
      description: familyDraft.description,
    });
  });

  it("answers the firm's own only with view=false, and another firm none of them", async () => {
    const own = await get(`get-law-firm-workflow-templates/${firm.lawFirmId}?view=false`);
    expect(own.body.templates.map((card: { id: number }) => card.id)).toEqual([newerId, olderId]);
    const theirs = await get(`get-law-firm-workflow-templates/${other.lawFirmId}`, other.admin);
    expect(theirs.status).toBe(200);
    expect(theirs.body.templates).toHaveLength(library.length);
    expect(theirs.body.templates.every((card: { is_public: boolean }) => card.is_public)).toBe(true);
  });

  it("answers 404 for another firm's list and 400 for a bad view flag", async () => {
    expect((await get(`get-law-firm-workflow-templates/${other.lawFirmId}`)).status).toBe(404);
    expect((await get(`get-law-firm-workflow-templates/${firm.lawFirmId}?view=maybe`)).status).toBe(400);
  });
});

describe('GET /workflow/get-workflow-template/{id}', () => {
  it('answers the whole workflow: steps in order, their tasks in order, sub-steps with theirs', async () => {
    const res = await get(`get-workflow-template/${newerId}`, reader);
    expect(res.status).toBe(200);
    const { template } = workflowTemplateResponse.parse(res.body);
    expect(template).toMatchObject({ id: newerId, law_firm_id: firm.lawFirmId, is_public: false, version: 0 });
    expect(template.steps.map((step) => [step.step_oder, step.title, step.priority])).toEqual([
      [1, 'First', 'HIGH'],
      [2, 'Second', 'LOW'],
    ]);
    const [first, second] = template.steps;
    expect(first!.workflow_template_title).toBe(smallDraft.title);
    expect(first!.tasks.map((task) => task.title)).toEqual(['Call the petitioner', 'Open the file']);
    expect(first!.tasks[1]!.instructions).toEqual([{ id: expect.any(Number), title: 'Do', description: 'it' }]);
    expect(first!.tasks[0]!.forms).toEqual([
      { id: 1, title: 'G-28', file: '/api/legal_form/1/file', target: 'public' },
    ]);
    expect(second!.sub_steps).toHaveLength(1);
    const sub = second!.sub_steps[0]!;
    expect(sub).toMatchObject({ title: 'Second, by mail', priority: 'MEDIUM', workflow_template_id: newerId });
    expect(sub.tasks[0]).toMatchObject({
      title: 'Mail it',
      duration: 2880,
      workflow_step_id: sub.id,
      step_parent: second!.id,
    });
    expect(second!.tasks[0]).toMatchObject({ workflow_step_id: second!.id, step_parent: null });
  });

  it("resolves participant types: the linked type, else the caller's type of that name, else only the name", async () => {
    const { template } = (await get(`get-workflow-template/${newerId}`)).body;
    const tasks: WorkflowTask[] = template.steps.flatMap((step: { tasks: WorkflowTask[] }) => step.tasks);
    const byTitle = Object.fromEntries(tasks.map((task) => [task.title, task]));
    expect(byTitle['Call the petitioner']!.participant_type).toMatchObject({
      id: petitionerTypeId,
      name: 'Petitioner',
    });
    expect(byTitle['File it']!.participant_type).toMatchObject({ id: paralegalTypeId, name: 'paralegal' });
    expect(byTitle['Open the file']).toMatchObject({ participant_type: null, participant_type_name: 'Attorney' });
  });

  it('lets every firm read a public workflow, each seeing its own participant types', async () => {
    const id = await publicTemplateId('family-petition-i130');
    const mine = workflowTemplateResponse.parse((await get(`get-workflow-template/${id}`)).body).template;
    const theirs = workflowTemplateResponse.parse(
      (await get(`get-workflow-template/${id}`, other.admin)).body,
    ).template;
    expect(mine).toMatchObject({ is_public: true, law_firm_id: null, title: familyDraft.title });
    expect(mine.steps.map((step) => step.title)).toEqual(familyDraft.steps.map((step) => step.title));
    const branching = familyDraft.steps.findIndex((step) => step.alternatives.length > 0);
    expect(mine.steps[branching]!.sub_steps.map((sub) => sub.title)).toEqual(
      familyDraft.steps[branching]!.alternatives.map((alt) => alt.title),
    );
    const paralegalTask = (tpl: typeof mine) =>
      tpl.steps.flatMap((step) => step.tasks).find((task) => task.participant_type_name === 'Paralegal')!;
    expect(paralegalTask(mine).participant_type?.id).toBe(paralegalTypeId);
    expect(paralegalTask(theirs).participant_type).toBeNull();
    expect(paralegalTask(theirs).law_firm_id).toBeNull();
  });

  it('reads any workflow in the same number of queries, whatever its size', async () => {
    const database = t.services.database;
    if (database.kind !== 'pglite') return;
    const queries = vi.spyOn(database.pglite, 'query');
    const countFor = async (id: number) => {
      queries.mockClear();
      expect((await get(`get-workflow-template/${id}`)).status).toBe(200);
      return queries.mock.calls.length;
    };
    const small = await countFor(newerId);
    const large = await countFor(await publicTemplateId('employment-niw-i140'));
    queries.mockRestore();
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(10);
  });

  it("answers 404 for another firm's workflow and for an unknown id", async () => {
    const res = await get(`get-workflow-template/${newerId}`, other.admin);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Workflow template not found');
    expect((await get('get-workflow-template/999999')).status).toBe(404);
    expect((await get('get-workflow-template/abc')).status).toBe(400);
  });
});

describe('step and task libraries', () => {
  it("lists the firm's main steps across its workflows, with their sub-steps", async () => {
    const res = await get(`get-law-firm-steps/${firm.lawFirmId}`, reader);
    expect(res.status).toBe(200);
    const { steps } = workflowStepListResponse.parse(res.body);
    expect(steps.map((step) => `${step.workflow_template_title}: ${step.title}`)).toEqual([
      'Older firm workflow: First',
      'Older firm workflow: Second',
      'Small firm workflow: First',
      'Small firm workflow: Second',
    ]);
    expect(steps.every((step) => step.law_firm_id === firm.lawFirmId)).toBe(true);
    expect(steps[1]!.sub_steps.map((sub) => sub.title)).toEqual(['Second, by mail']);
    const theirs = await get(`get-law-firm-steps/${other.lawFirmId}`, other.admin);
    expect(theirs.body).toEqual({ steps: [] });
  });

  it('lists the public main steps, all of them with limit -1 or by default, else as many as asked', async () => {
    const all = workflowStepListResponse.parse((await get(`get-public-workflow-steps?limit=${UNLIMITED}`)).body).steps;
    expect(all).toHaveLength(publicMainSteps);
    expect(all.every((step) => step.law_firm_id === null)).toBe(true);
    expect((await get('get-public-workflow-steps')).body.steps).toHaveLength(publicMainSteps);
    const three = (await get('get-public-workflow-steps?limit=3', other.admin)).body.steps;
    expect(three.map((step: { id: number }) => step.id)).toEqual(all.slice(0, 3).map((step) => step.id));
    expect((await get('get-public-workflow-steps?limit=-2')).status).toBe(400);
  });

  it("lists the firm's tasks and the public ones, each once", async () => {
    const mine = workflowTaskListResponse.parse((await get(`get-all-law-firm-tasks/${firm.lawFirmId}`, reader)).body);
    expect(mine.tasks).toHaveLength(2 * tasksOf(smallDraft).length);
    expect(mine.tasks.every((task) => task.law_firm_id === firm.lawFirmId)).toBe(true);
    const publicTasks = workflowTaskListResponse.parse((await get('get-all-public-tasks', other.admin)).body).tasks;
    expect(publicTasks).toHaveLength(publicTaskCount);
    expect(new Set(publicTasks.map((task) => task.id)).size).toBe(publicTaskCount);
    expect(publicTasks.every((task) => task.law_firm_id === null && task.instructions.length > 0)).toBe(true);
    expect((await get(`get-all-law-firm-tasks/${other.lawFirmId}`, other.admin)).body).toEqual({ tasks: [] });
  });

  it("answers 404 for another firm's steps and tasks", async () => {
    expect((await get(`get-law-firm-steps/${other.lawFirmId}`)).status).toBe(404);
    expect((await get(`get-all-law-firm-tasks/${other.lawFirmId}`)).status).toBe(404);
  });
});

describe('permission', () => {
  it('answers 403 to every call without read on workflows', async () => {
    const urls = [
      `get-law-firm-workflow-templates/${firm.lawFirmId}?view=true`,
      `get-workflow-template/${newerId}`,
      `get-law-firm-steps/${firm.lawFirmId}`,
      'get-public-workflow-steps?limit=-1',
      `get-all-law-firm-tasks/${firm.lawFirmId}`,
      'get-all-public-tasks',
    ];
    for (const url of urls) {
      expect((await get(url, noAccess)).status, url).toBe(403);
      expect((await get(url, reader)).status, url).toBe(200);
    }
  });
});
