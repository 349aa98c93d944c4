import type { CaseStep, CaseTask, CaseTasksResponse } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, caseSteps, cases, caseTasks, contacts } from '../../../db/schema/index.js';
import { type CaseWorkKit, caseWorkKit, DAY, fullAssignments, openCase } from '../../../test/kits/case-tasks.js';

let kit: CaseWorkKit;
beforeAll(async () => {
  kit = await caseWorkKit();
});
afterAll(() => kit.t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token = kit.firm.admin.token,
) => kit.t.call(method, url, { token, ...(body === undefined ? {} : { body }) });
const tasksOf = async (caseId: number): Promise<CaseTasksResponse> =>
  (await call('GET', `/api/case/${caseId}/tasks`)).body;
const allTasks = (r: CaseTasksResponse): CaseTask[] =>
  r.steps.flatMap((s) => [...s.tasks, ...s.alternatives.flatMap((a) => a.tasks)]);
const byTitle = (r: CaseTasksResponse, title: string) => allTasks(r).find((task) => task.title === title)!;
const outbox = async () => (await kit.t.services.mailer.listOutbox(kit.firm.lawFirmId, 1, 100)).items;

async function newCase(fields: Record<string, string> = {}) {
  const res = await openCase(kit, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

describe('creating a case from a workflow', () => {
  it('copies every step, alternative and task, assigned, with the first step started and its due dates', async () => {
    const before = Date.now();
    const caseId = await newCase();
    const r = await tasksOf(caseId);
    expect(r.case_status).toBe('PENDING');
    expect(r.steps.map((s) => [s.title, s.status, s.alternatives.map((a) => a.title)])).toEqual([
      ['Intake', 'ACTIVE', []],
      ['Filing by mail', 'PENDING', ['Online filing']],
      ['Decision', 'PENDING', []],
    ]);
    expect(allTasks(r)).toHaveLength(5);
    expect(allTasks(r).every((task) => task.assignee !== null && task.status === 'TODO')).toBe(true);
    const [intake, filing] = r.steps as [CaseStep, CaseStep];
    expect(intake.chosen_path_id).toBe(intake.id);
    expect(filing.chosen_path_id).toBeNull();
    const started = new Date(intake.started_at!).getTime();
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(byTitle(r, 'Collect civil documents').due_at!).getTime()).toBe(started + 2 * DAY * 60_000);
    expect(byTitle(r, 'Mail the petition').due_at).toBeNull();
    expect(byTitle(r, 'Collect civil documents').assignee?.full_name).toBe('Paul Paralegal');
    expect(r.progress).toEqual({ done: 0, total: 4, percent: 0 });
  });

  it('mails each assignee but the creator once, with their tasks, in their language', async () => {
    const before = (await outbox()).length;
    await newCase({ title: 'Mail check' });
    const mails = (await outbox()).slice(0, (await outbox()).length - before);
    const toParalegal = mails.filter((m) => m.to.includes(kit.paralegal.email));
    expect(toParalegal).toHaveLength(1);
    expect(toParalegal[0]!.subject).toBe('New tasks for you in Mail check');
    expect(mails.some((m) => m.to.includes(kit.firm.admin.email))).toBe(false);
  });

  it('takes an alternative chosen up front: the main path is skipped', async () => {
    const caseId = await newCase({ alt_steps_ids: JSON.stringify([kit.onlineFilingStepId]) });
    const r = await tasksOf(caseId);
    const filing = r.steps[1]!;
    expect(filing.chosen_path_id).toBe(filing.alternatives[0]!.id);
    expect(byTitle(r, 'Mail the petition').status).toBe('SKIPPED');
    expect(byTitle(r, 'File online').status).toBe('TODO');
  });

  it('refuses unassigned tasks with their count, and changes nothing', async () => {
    const before = (await kit.t.services.db.select().from(cases)).length;
    const res = await openCase(kit, { task_assignments: JSON.stringify(fullAssignments(kit).slice(0, 3)) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'unassigned_tasks',
      message: '2 tasks are unassigned.',
      details: { count: 2 },
    });
    const one = await openCase(kit, { task_assignments: JSON.stringify(fullAssignments(kit).slice(0, 4)) });
    expect(one.body.message).toBe('1 task is unassigned.');
    expect((await kit.t.services.db.select().from(cases)).length).toBe(before);
  });

  it('refuses a person without an email or a phone number (§5), creating nothing', async () => {
    const db = kit.t.services.db;
    const before = (await db.select().from(cases)).length;
    await db.update(contacts).set({ phoneNumber: null }).where(eq(contacts.id, kit.client.contactId));
    const noPhone = await openCase(kit);
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.code).toBe('contact_phone_required');
    await db.update(contacts).set({ email: null }).where(eq(contacts.id, kit.client.contactId));
    expect((await openCase(kit)).body.code).toBe('contact_email_required');
    await db
      .update(contacts)
      .set({ email: 'maria@client.example', phoneNumber: '+17135550100' })
      .where(eq(contacts.id, kit.client.contactId));
    expect((await db.select().from(cases)).length).toBe(before);
  });

  it('refuses tasks and alternatives the workflow lacks, and another firm’s workflow', async () => {
    const unknown = await openCase(kit, {
      task_assignments: JSON.stringify([...fullAssignments(kit), { task_id: 999_999, user_id: kit.attorney.id }]),
    });
    expect(unknown.body.code).toBe('unknown_task');
    const alt = await openCase(kit, { alt_steps_ids: JSON.stringify([kit.workflow.steps[0]!.id]) });
    expect(alt.body.code).toBe('unknown_alternative');
    const theirs = await openCase(kit, {}, kit.other.admin.token);
    expect(theirs.status).toBe(404);
  });
});

describe('working on a case', () => {
  let caseId: number;
  beforeAll(async () => {
    caseId = await newCase({ title: 'Working case' });
  });

  it('starting a task makes the case IN_PROGRESS, audited; the assignee may change their own task', async () => {
    const r0 = await tasksOf(caseId);
    const collect = byTitle(r0, 'Collect civil documents');
    const res = await call(
      'PATCH',
      `/api/case/${caseId}/tasks/${collect.id}`,
      { status: 'IN_PROGRESS' },
      kit.paralegal.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.case_status).toBe('IN_PROGRESS');
    expect(byTitle(res.body, 'Collect civil documents').started_at).not.toBeNull();
    const audits = await kit.t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.started'), eq(auditLog.entityId, String(caseId))));
    expect(audits).toHaveLength(1);
  });

  it('refuses another’s task to an employee without update on cases, and reassigning to them (403)', async () => {
    const engagement = byTitle(await tasksOf(caseId), 'Sign the engagement letter');
    const url = `/api/case/${caseId}/tasks/${engagement.id}`;
    expect((await call('PATCH', url, { status: 'DONE' }, kit.paralegal.token)).status).toBe(403);
    expect((await call('PATCH', url, { assignee_id: kit.paralegal.id }, kit.paralegal.token)).status).toBe(403);
    expect(byTitle(await tasksOf(caseId), 'Sign the engagement letter').status).toBe('TODO');
  });

  it('finishing a step starts the next; its undecided path blocks its tasks until chosen', async () => {
    const r = await tasksOf(caseId);
    for (const title of ['Sign the engagement letter', 'Collect civil documents']) {
      const res = await call('PATCH', `/api/case/${caseId}/tasks/${byTitle(r, title).id}`, { status: 'DONE' });
      expect(res.status).toBe(200);
    }
    const after = await tasksOf(caseId);
    expect(after.steps.map((s) => s.status)).toEqual(['DONE', 'ACTIVE', 'PENDING']);
    expect(byTitle(after, 'Sign the engagement letter').completed_by?.id).toBe(kit.firm.admin.id);
    expect(after.progress).toEqual({ done: 2, total: 4, percent: 50 });
    const mail = byTitle(after, 'Mail the petition');
    expect(mail.due_at).not.toBeNull();
    const blocked = await call('PATCH', `/api/case/${caseId}/tasks/${mail.id}`, { status: 'IN_PROGRESS' });
    expect(blocked.status).toBe(422);
    expect(blocked.body.code).toBe('path_not_chosen');
  });

  it('choosing a path skips the others; it can change until work begins on it', async () => {
    const filing = (await tasksOf(caseId)).steps[1]!;
    const online = filing.alternatives[0]!;
    const url = `/api/case/${caseId}/steps/${filing.id}/path`;
    expect((await call('PUT', url, { path_id: kit.workflow.id + 999_999 })).body.code).toBe('invalid_path');
    const chosen = await call('PUT', url, { path_id: online.id });
    expect(chosen.status).toBe(200);
    expect(byTitle(chosen.body, 'Mail the petition').status).toBe('SKIPPED');
    expect(chosen.body.steps[1].alternatives[0].status).toBe('ACTIVE');
    const skipped = await call('PATCH', `/api/case/${caseId}/tasks/${byTitle(chosen.body, 'Mail the petition').id}`, {
      status: 'DONE',
    });
    expect(skipped.body.code).toBe('path_not_taken');
    await call('PATCH', `/api/case/${caseId}/tasks/${byTitle(chosen.body, 'File online').id}`, {
      status: 'IN_PROGRESS',
    });
    const change = await call('PUT', url, { path_id: filing.id });
    expect(change.status).toBe(422);
    expect(change.body.code).toBe('path_in_use');
    expect((await call('PUT', url, { path_id: filing.id }, kit.reader.token)).status).toBe(403);
  });

  it('reassigning mails the new assignee; an inactive or another firm’s employee is refused', async () => {
    const tell = byTitle(await tasksOf(caseId), 'Tell the client');
    const url = `/api/case/${caseId}/tasks/${tell.id}`;
    const before = (await outbox()).length;
    const res = await call('PATCH', url, { assignee_id: kit.paralegal.id });
    expect(byTitle(res.body, 'Tell the client').assignee?.id).toBe(kit.paralegal.id);
    const mails = await outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.text).toContain('Tell the client');
    expect((await call('PATCH', url, { assignee_id: kit.other.admin.id })).status).toBe(404);
  });

  it('answers 404 for another firm’s case, task and step, and 400 for bad input', async () => {
    const r = await tasksOf(caseId);
    const task = allTasks(r)[0]!;
    const theirs = kit.other.admin.token;
    expect((await call('GET', `/api/case/${caseId}/tasks`, undefined, theirs)).status).toBe(404);
    expect((await call('PATCH', `/api/case/${caseId}/tasks/${task.id}`, { status: 'DONE' }, theirs)).status).toBe(404);
    expect((await call('PUT', `/api/case/${caseId}/steps/${r.steps[1]!.id}/path`, { path_id: 1 }, theirs)).status).toBe(
      404,
    );
    expect((await call('POST', `/api/case/${caseId}/reopen`, undefined, theirs)).status).toBe(404);
    const other = await newCase({ title: 'Another case' });
    expect((await call('PATCH', `/api/case/${other}/tasks/${task.id}`, { status: 'DONE' })).status).toBe(404);
    expect((await call('PATCH', `/api/case/${caseId}/tasks/${task.id}`, { status: 'FINISHED' })).status).toBe(400);
    expect((await call('PATCH', `/api/case/${caseId}/tasks/${task.id}`, {})).status).toBe(400);
  });

  it('a closed case refuses changes until reopened; reopening is audited and needs update on cases', async () => {
    const db = kit.t.services.db;
    await db.update(cases).set({ status: 'CLOSED', closedAt: new Date() }).where(eq(cases.id, caseId));
    const task = byTitle(await tasksOf(caseId), 'Tell the client');
    const refused = await call('PATCH', `/api/case/${caseId}/tasks/${task.id}`, { status: 'DONE' });
    expect(refused.body.code).toBe('case_closed');
    expect((await call('POST', `/api/case/${caseId}/reopen`, undefined, kit.reader.token)).status).toBe(403);
    const reopened = await call('POST', `/api/case/${caseId}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'IN_PROGRESS', closed_at: null });
    expect((await call('POST', `/api/case/${caseId}/reopen`)).body.code).toBe('case_not_closed');
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'case.reopened'));
    expect(audits.some((a) => a.entityId === String(caseId))).toBe(true);
  });
});

describe('My tasks', () => {
  it('lists the caller’s tasks, overdue first, without skipped ones or undecided alternatives', async () => {
    const caseId = await newCase({ title: 'Overdue case' });
    const db = kit.t.services.db;
    const rows = await db.select().from(caseTasks).where(eq(caseTasks.caseId, caseId));
    const collect = rows.find((row) => row.title === 'Collect civil documents')!;
    await db
      .update(caseTasks)
      .set({ dueAt: new Date(Date.now() - DAY * 60_000) })
      .where(eq(caseTasks.id, collect.id));
    const mine = await call(
      'GET',
      `/api/law-firm/${kit.firm.lawFirmId}/my-tasks?case_id=${caseId}`,
      undefined,
      kit.paralegal.token,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((i: CaseTask) => i.title)).toEqual(['Collect civil documents']);
    const all = await call(
      'GET',
      `/api/law-firm/${kit.firm.lawFirmId}/my-tasks?case_id=${caseId}&status=all`,
      undefined,
      kit.paralegal.token,
    );
    // Later steps' tasks show under "all", overdue first.
    expect(all.body.items.map((i: CaseTask) => i.title)).toEqual(['Collect civil documents', 'Mail the petition']);
    expect(mine.body.items[0]).toMatchObject({
      overdue: true,
      step_title: 'Intake',
      case: { id: caseId },
      client: { full_name: 'Maria Gomez' },
    });
    const overdue = await call(
      'GET',
      `/api/law-firm/${kit.firm.lawFirmId}/my-tasks?status=overdue&q=civil`,
      undefined,
      kit.paralegal.token,
    );
    expect(overdue.body.items.map((i: CaseTask) => i.id)).toContain(collect.id);
    const counts = await call(
      'GET',
      `/api/law-firm/${kit.firm.lawFirmId}/my-tasks/counts`,
      undefined,
      kit.paralegal.token,
    );
    expect(counts.body.overdue).toBeGreaterThanOrEqual(1);
    // The attorney's alternative ('File online') is not listed while the step's path is undecided.
    const attorney = await call(
      'GET',
      `/api/law-firm/${kit.firm.lawFirmId}/my-tasks?case_id=${caseId}&status=all`,
      undefined,
      kit.attorney.token,
    );
    expect(attorney.body.items.map((i: CaseTask) => i.title)).toEqual([
      'Sign the engagement letter',
      'Tell the client',
    ]);
    const steps = await db.select().from(caseSteps).where(eq(caseSteps.caseId, caseId));
    expect(steps).toHaveLength(4);
  });

  it('answers 404 for another firm’s id and 400 for a bad filter', async () => {
    expect((await call('GET', `/api/law-firm/${kit.other.lawFirmId}/my-tasks`)).status).toBe(404);
    expect((await call('GET', `/api/law-firm/${kit.other.lawFirmId}/my-tasks/counts`)).status).toBe(404);
    expect((await call('GET', `/api/law-firm/${kit.firm.lawFirmId}/my-tasks?status=later`)).status).toBe(400);
  });
});
