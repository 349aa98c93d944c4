/**
 * What the builder's write tests share: one app with two firms, employees at each permission level,
 * a participant type, small firm workflows written from drafts, and short callers.
 */
import { type WorkflowDraft, type WorkflowTemplate, workflowTemplateResponse } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, lawFirms, plans, workflowTemplates } from '../../db/schema/index.js';
import { insertDraft } from '../../modules/workflows/draft-writer.js';
import { createTestApp, type TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';

export interface BuilderWorld {
  t: TestApp;
  firm: TestFirm;
  other: TestFirm;
  /** Read only, create (no update), update (no delete). */
  reader: TestUser;
  creator: TestUser;
  updater: TestUser;
  typeId: number;
  otherTypeId: number;
}

export async function builderWorld(): Promise<BuilderWorld> {
  const t = await createTestApp();
  const firm = await registerFirm(t);
  const other = await registerFirm(t);
  const at = (action: 'read' | 'create' | 'update') =>
    addEmployee(t, firm, { rules: [{ subject: 'workflows', action }] });
  const world = { t, firm, other, reader: await at('read'), creator: await at('create'), updater: await at('update') };
  return { ...world, typeId: await createType(t, firm, 'Paralegal'), otherTypeId: await createType(t, other, 'Clerk') };
}

async function createType(t: TestApp, who: TestFirm, name: string): Promise<number> {
  const res = await t.call('POST', `/api/participant_type/add-participant-type/${who.lawFirmId}`, {
    token: who.admin.token,
    body: { name, description: `${name} of the case` },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api/workflow/{path} as `user` (the firm's admin unless given). */
export function caller(world: BuilderWorld) {
  return (method: Method, path: string, body?: unknown, user: TestUser = world.firm.admin) =>
    world.t.call(method, `/api/workflow/${path}`, { token: user.token, ...(body === undefined ? {} : { body }) });
}

const task = (title: string) => ({
  title,
  priority: 'LOW' as const,
  duration: 60,
  participant_type: 'Paralegal',
  instructions: [],
  forms: [],
});

/** Three steps, the second with an alternative; each path with tasks. */
export const threeSteps = (title: string): WorkflowDraft => ({
  title,
  description: 'Three steps',
  steps: [
    { title: 'Intake', priority: 'HIGH', tasks: [task('Call'), task('Open file')], alternatives: [] },
    {
      title: 'Filing',
      priority: 'LOW',
      tasks: [task('File online')],
      alternatives: [{ title: 'Filing by mail', priority: 'MEDIUM', tasks: [task('Mail it'), task('Track it')] }],
    },
    { title: 'Close', priority: 'LOW', tasks: [task('Archive')], alternatives: [] },
  ],
});

/** Writes a draft as the firm's own workflow (as the demo and drafts do). */
export async function firmWorkflow(world: BuilderWorld, draft: WorkflowDraft, who = world.firm): Promise<number> {
  return world.t.services.db.transaction((tx) =>
    insertDraft(tx, draft, { lawFirmId: who.lawFirmId, participantTypeIdByName: new Map() }),
  );
}

export async function readTemplate(world: BuilderWorld, id: number): Promise<WorkflowTemplate> {
  const res = await caller(world)('GET', `get-workflow-template/${id}`);
  expect(res.status).toBe(200);
  return workflowTemplateResponse.parse(res.body).template;
}

export async function publicTemplateId(world: BuilderWorld, key: string): Promise<number> {
  const [row] = await world.t.services.db
    .select({ id: workflowTemplates.id })
    .from(workflowTemplates)
    .where(eq(workflowTemplates.publicKey, key));
  return row!.id;
}

/** The ids of the public workflows, by their library key. */
export async function publicTemplateIds(world: BuilderWorld): Promise<number[]> {
  const rows = await world.t.services.db
    .select({ id: workflowTemplates.id, key: workflowTemplates.publicKey })
    .from(workflowTemplates);
  return rows.filter((row) => row.key !== null).map((row) => row.id);
}

/** A new firm on a plan of its own allowing `limit` predefined workflows. */
export async function firmWithPredefinedLimit(world: BuilderWorld, limit: number): Promise<TestFirm> {
  const owner = await registerFirm(world.t);
  const [plan] = await world.t.services.db
    .insert(plans)
    .values({
      code: `workflows-${owner.lawFirmId}`,
      name: 'Workflows test plan',
      invoicesPermissionLevel: 'FULL_ACCESS',
      maxUsers: 10,
      documentsServices: 10,
      uscisQueries: 10,
      predefinedWorkflows: limit,
    })
    .returning({ id: plans.id });
  await world.t.services.db.update(lawFirms).set({ planId: plan!.id }).where(eq(lawFirms.id, owner.lawFirmId));
  return owner;
}

export async function auditActions(world: BuilderWorld, entityId: number): Promise<string[]> {
  const rows = await world.t.services.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.lawFirmId, world.firm.lawFirmId), eq(auditLog.entityId, String(entityId))));
  return rows.map((row) => row.action);
}
