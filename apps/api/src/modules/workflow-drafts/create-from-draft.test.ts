/** Saving a reviewed draft as the firm's own workflow: order, alternatives, participant types, forms. */
import { type WorkflowDraft, workflowTemplateResponse } from '@counsel/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workflowTemplates } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';

let t: TestApp;
let firm: TestFirm;
let other: TestFirm;
let reader: TestUser;
let creator: TestUser;
let paralegalTypeId: number;

const task = (
  title: string,
  participant_type = 'Paralegal',
  extra: Partial<WorkflowDraft['steps'][number]['tasks'][number]> = {},
) => ({
  title,
  priority: 'LOW' as const,
  duration: 1440,
  participant_type,
  instructions: [],
  forms: [],
  ...extra,
});

const draft: WorkflowDraft = {
  title: 'Spousal petition, reviewed',
  description: 'Drafted with AI and reviewed.',
  steps: [
    {
      title: 'Intake',
      priority: 'HIGH',
      tasks: [
        task('Consultation', 'Attorney', {
          priority: 'HIGH',
          duration: 2880,
          instructions: [{ title: 'Ask', description: 'Ask about the marriage.' }],
          forms: ['G-28', 'I-864'],
        }),
        task('Open the file'),
      ],
      alternatives: [],
    },
    {
      title: 'Adjustment of status',
      priority: 'MEDIUM',
      tasks: [task('File the I-485', 'paralegal', { forms: ['i-485'] })],
      alternatives: [
        { title: 'Consular processing', priority: 'LOW', tasks: [task('Pay the NVC fees'), task('DS-260', 'Client')] },
        { title: 'Waiver', priority: 'LOW', tasks: [] },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  other = await registerFirm(t);
  reader = await addEmployee(t, firm, { rules: [{ subject: 'workflows', action: 'read' }] });
  creator = await addEmployee(t, firm, { rules: [{ subject: 'workflows', action: 'create' }] });
  const type = await t.call('POST', `/api/participant_type/add-participant-type/${firm.lawFirmId}`, {
    token: firm.admin.token,
    body: { name: 'Paralegal', description: 'Prepares the filings' },
  });
  paralegalTypeId = type.body.id;
});
afterAll(() => t.close());

const create = (body: unknown, user: TestUser = creator, lawFirmId = firm.lawFirmId) =>
  t.call('POST', `/api/workflow/create-workflow-from-draft/${lawFirmId}`, { token: user.token, body });
const templatesOf = async (lawFirmId: number) =>
  (
    await t.services.db.select({ n: count() }).from(workflowTemplates).where(eq(workflowTemplates.lawFirmId, lawFirmId))
  )[0]!.n;

describe('POST /workflow/create-workflow-from-draft/{lawFirmId}', () => {
  it('saves the draft as the firm’s workflow: steps, alternatives and tasks in order', async () => {
    const res = await create({ draft });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ template: { id: expect.any(Number), title: draft.title } });
    const read = await t.call('GET', `/api/workflow/get-workflow-template/${res.body.template.id}`, {
      token: reader.token,
    });
    const { template } = workflowTemplateResponse.parse(read.body);
    expect(template).toMatchObject({ law_firm_id: firm.lawFirmId, is_public: false, description: draft.description });
    expect(template.steps.map((step) => [step.step_oder, step.title, step.priority])).toEqual([
      [1, 'Intake', 'HIGH'],
      [2, 'Adjustment of status', 'MEDIUM'],
    ]);
    const [intake, adjustment] = template.steps;
    expect(intake!.tasks.map((x) => [x.title, x.priority, x.duration])).toEqual([
      ['Consultation', 'HIGH', 2880],
      ['Open the file', 'LOW', 1440],
    ]);
    expect(intake!.tasks[0]!.instructions).toEqual([
      { id: expect.any(Number), title: 'Ask', description: 'Ask about the marriage.' },
    ]);
    // I-864 is not in the public forms library: the task keeps G-28 only.
    expect(intake!.tasks[0]!.forms.map((form) => form.title)).toEqual(['G-28']);
    expect(adjustment!.tasks[0]!.forms.map((form) => form.title)).toEqual(['I-485']);
    expect(adjustment!.sub_steps.map((sub) => [sub.title, sub.tasks.map((x) => x.title)])).toEqual([
      ['Consular processing', ['Pay the NVC fees', 'DS-260']],
      ['Waiver', []],
    ]);
  });

  it("links participant types to the firm's by name and keeps other names", async () => {
    const res = await create({ draft: { ...draft, title: 'Types check' } });
    const read = await t.call('GET', `/api/workflow/get-workflow-template/${res.body.template.id}`, {
      token: reader.token,
    });
    const [intake, adjustment] = workflowTemplateResponse.parse(read.body).template.steps;
    expect(intake!.tasks[0]!.participant_type).toBeNull();
    expect(intake!.tasks[0]!.participant_type_name).toBe('Attorney');
    expect(intake!.tasks[1]!.participant_type?.id).toBe(paralegalTypeId);
    expect(adjustment!.tasks[0]!.participant_type?.id).toBe(paralegalTypeId);
  });

  it('writes an audit entry', async () => {
    const res = await create({ draft: { ...draft, title: 'Audited' } });
    const rows = await t.services.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'workflow_template.created_from_draft'),
          eq(auditLog.entityId, String(res.body.template.id)),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lawFirmId: firm.lawFirmId, userId: creator.id });
  });

  it('refuses a draft without steps or with a blank task title (400) and saves nothing', async () => {
    const before = await templatesOf(firm.lawFirmId);
    expect((await create({ draft: { ...draft, steps: [] } })).status).toBe(400);
    const blank = { ...draft, steps: [{ ...draft.steps[0]!, tasks: [task('   ')] }] };
    expect((await create({ draft: blank })).status).toBe(400);
    expect(await templatesOf(firm.lawFirmId)).toBe(before);
  });

  it("answers 404 for another firm's id and 403 without create on workflows, saving nothing", async () => {
    const before = await templatesOf(other.lawFirmId);
    expect((await create({ draft }, firm.admin, other.lawFirmId)).status).toBe(404);
    expect((await create({ draft }, reader)).status).toBe(403);
    expect(await templatesOf(other.lawFirmId)).toBe(before);
  });
});
