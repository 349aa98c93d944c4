import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  caseMembers,
  caseReceiptStatusHistory,
  caseReceipts,
  caseTeamLeads,
  usageCounters,
} from '../../db/schema/index.js';
import { UscisApiError, type UscisProvider } from '../../integrations/uscis/provider.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, type TestUser } from '../../test/firms.js';
import { buildReceiptsWorld, type ReceiptsWorld, receiptBody } from '../../test/kits/case-receipts.js';
import { accessPath, activate, portalCall, setPasswordTokenFor } from '../../test/kits/portal.js';
import { dueTargets, planRechecks, RECEIPT_RECHECK_JOB, type RecheckDeps, recheckAll } from './recheck.js';

let t: TestApp;
let w: ReceiptsWorld;
let lead: TestUser;
let assignee: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000' } });
  w = await buildReceiptsWorld(t);
  lead = await addEmployee(t, w.firm, { rules: [{ subject: 'cases', action: 'read' }] });
  assignee = await addEmployee(t, w.firm, { rules: [{ subject: 'cases', action: 'read' }] });
  await t.services.db.insert(caseTeamLeads).values({ caseId: w.caseId, userId: lead.id });
  await t.services.db.insert(caseMembers).values({ caseId: w.caseId, userId: assignee.id });
});
afterAll(() => t.close());

const addReceipt = async (receipt_number: string, caseId = w.caseId, firm = w.firm) => {
  const res = await t.call('POST', `/api/case-receipt/${firm.lawFirmId}`, {
    token: firm.admin.token,
    body: receiptBody(caseId, { receipt_number, status: null, form_type: null }),
  });
  expect(res.status).toBe(201);
  return res.body.case_receipt.id as number;
};

const deps = (uscis: UscisProvider = t.services.uscis): RecheckDeps => ({
  db: t.services.db,
  mailer: t.services.mailer,
  publicOrigin: t.services.config.publicOrigin,
  log: { error: () => {} },
  uscis,
});

/** The sandbox's USCIS, with the given receipts moved on by a status of ours. */
function movedOn(steps: Record<string, { title: string; text: string }>, failing: string[] = []): UscisProvider {
  const real = t.services.uscis;
  return {
    ...real,
    budget: () => real.budget(),
    async caseStatus(receipt) {
      if (failing.includes(receipt)) throw new UscisApiError('unavailable', 502, 'USCIS answered 500');
      const answer = await real.caseStatus(receipt);
      const step = steps[receipt];
      if (!answer.found || !step) return answer;
      return {
        ...answer,
        caseStatus: {
          ...answer.caseStatus,
          statusTextEn: step.title,
          statusDescEn: step.text,
          modifiedDate: '12-01-2026 10:00:00',
        },
      };
    },
  };
}

const historyRows = (id: number) =>
  t.services.db.select().from(caseReceiptStatusHistory).where(eq(caseReceiptStatusHistory.caseReceiptId, id));
const mailsTo = async (email: string) =>
  (await t.services.mailer.listOutbox(w.firm.lawFirmId, 1, 200)).items.filter((m) => m.to.includes(email));
const usedQueries = async () =>
  (await t.services.db.select().from(usageCounters).where(eq(usageCounters.metric, 'used_uscis_queries'))).reduce(
    (sum, row) => sum + row.used,
    0,
  );
const everyDue = async (uscis?: UscisProvider) =>
  (await dueTargets(deps(uscis), new Date(Date.now() + 21 * 3_600_000))).filter(
    (x) => x.lawFirmId === w.firm.lawFirmId,
  );

const interview = {
  title: 'Interview Was Scheduled',
  text: 'On December 1, 2026, we scheduled an interview for your Form I-485, Receipt Number IOE0923456789. We mailed you an interview notice.',
};

describe('the daily re-check', () => {
  let biometrics: number;
  let other: number;
  let broken: number;

  it('keeps the first status and USCIS’s earlier steps as history, telling nobody', async () => {
    biometrics = await addReceipt('IOE0923456789');
    other = await addReceipt('IOE0912345678');
    broken = await addReceipt('EAC2190012345');
    const before = await usedQueries();
    const result = await recheckAll(deps(), await everyDue(), () => new Date());
    expect(result.changed).toBeGreaterThanOrEqual(3);
    const rows = await historyRows(biometrics);
    expect(rows.map((row) => row.status).sort()).toEqual([
      'Case Was Received',
      'Case Was Scheduled For Biometrics Appointment',
    ]);
    expect(rows.every((row) => row.source === 'automatic' && !row.hadPrevious)).toBe(true);
    expect(await mailsTo(lead.email)).toHaveLength(0);
    // Automatic checks never count against the firm's manual quota.
    expect(await usedQueries()).toBe(before);
  });

  it('records a change once and mails the team leads and assignees once, even when the job runs twice', async () => {
    const uscis = movedOn({ IOE0923456789: interview });
    const first = await recheckAll(deps(uscis), await everyDue(uscis), () => new Date());
    const second = await recheckAll(deps(uscis), await everyDue(uscis), () => new Date());
    expect(first.changed).toBe(1);
    expect(second.changed).toBe(0);
    const changes = (await historyRows(biometrics)).filter((row) => row.status === interview.title);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ statusDescription: interview.text, hadPrevious: true, source: 'automatic' });
    expect(changes[0]!.notifiedAt).not.toBeNull();
    for (const person of [lead, assignee]) {
      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('USCIS status changed for IOE0923456789: Interview scheduled');
      expect(mails[0]!.text).toContain(interview.text);
    }
    // The interview notice became one appointment of the case's client, on the lead's calendar.
    const made = await t.services.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.lawFirmId, w.firm.lawFirmId), eq(appointments.requestNumber, 'IOE0923456789')));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ userId: lead.id, caseId: w.caseId, legalCaseType: 'USCIS interview' });
    expect(changes[0]!.appointmentId).toBe(made[0]!.id);
  });

  it('goes on past a USCIS error on one receipt, which is asked again the next time', async () => {
    const approved = {
      title: 'Case Was Approved',
      text: 'On December 1, 2026, we approved your Form I-130, Receipt Number IOE0912345678.',
    };
    const uscis = movedOn({ IOE0912345678: approved, IOE0923456789: interview }, ['EAC2190012345']);
    const targets = await everyDue(uscis);
    // The failing receipt comes first in the list; the others are still asked.
    targets.sort((a) => (a.receiptNumber === 'EAC2190012345' ? -1 : 1));
    const result = await recheckAll(deps(uscis), targets, () => new Date());
    expect(result.failed).toBe(1);
    expect(result.changed).toBe(1);
    const [row] = await t.services.db.select().from(caseReceipts).where(eq(caseReceipts.id, other));
    // An approved I-130 is final: the re-check leaves it alone from now on.
    expect(row).toMatchObject({ status: 'Case Was Approved', statusFinal: true });
    const due = (await everyDue(uscis)).map((x) => x.caseReceiptId);
    expect(due).toContain(broken);
    expect(due).not.toContain(other);
  });

  it('plans one queued check per due receipt, spread over the day, and not twice', async () => {
    const sent: Array<{ name: string; data: object; options?: { startAfter?: Date; singletonKey?: string } }> = [];
    const keys = new Set<string>();
    const jobs = {
      send: async (name: string, data: object, options?: { startAfter?: Date; singletonKey?: string }) => {
        if (options?.singletonKey && keys.has(options.singletonKey)) return null;
        if (options?.singletonKey) keys.add(options.singletonKey);
        sent.push({ name, data, ...(options ? { options } : {}) });
        return 'job';
      },
      work: async () => {},
      schedule: async () => {},
      stop: async () => {},
    };
    const now = new Date(Date.now() + 21 * 3_600_000);
    const first = await planRechecks({ ...deps(), jobs }, now);
    const again = await planRechecks({ ...deps(), jobs }, now);
    expect(first).toBeGreaterThan(0);
    expect(again).toBe(0);
    expect(sent.every((job) => job.name === RECEIPT_RECHECK_JOB)).toBe(true);
    const starts = sent.map((job) => job.options!.startAfter!.getTime());
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThanOrEqual(22 * 3_600_000);
  });
});

describe('GET /api/case-receipt/{id}/history and the week’s changes', () => {
  it('answers the history newest first, 404 for another firm, 403 without VIEW_CASES', async () => {
    const id = (
      await t.services.db.select().from(caseReceipts).where(eq(caseReceipts.receiptNumber, 'IOE0923456789'))
    )[0]!.id;
    const res = await t.call('GET', `/api/case-receipt/${id}/history`, { token: w.staff.reader.token });
    expect(res.status).toBe(200);
    expect(res.body.receipt_number).toBe('IOE0923456789');
    expect(res.body.history[0]).toMatchObject({
      status: 'Interview Was Scheduled',
      status_kind: 'interview_scheduled',
      source: 'automatic',
    });
    expect(res.body.history.map((e: { status_kind: string }) => e.status_kind)).toContain('received');
    expect((await t.call('GET', `/api/case-receipt/${id}/history`, { token: w.otherFirm.admin.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/case-receipt/${id}/history`, { token: w.staff.none.token })).status).toBe(403);
    expect((await t.call('GET', '/api/case-receipt/abc/history', { token: w.staff.reader.token })).status).toBe(400);
  });

  it('counts the receipts that changed this week and lists them by the dashboard’s link', async () => {
    const path = `/api/case-receipt/law_firm/${w.firm.lawFirmId}/status-changes`;
    const res = await t.call('GET', path, { token: w.staff.reader.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days: 7, total: 2 });
    expect(res.body.changes.map((c: { receipt_number: string }) => c.receipt_number).sort()).toEqual([
      'IOE0912345678',
      'IOE0923456789',
    ]);
    const list = await t.call('GET', `/api/case-receipt/law_firm/${w.firm.lawFirmId}?changed_days=7`, {
      token: w.staff.reader.token,
    });
    expect(list.body.total).toBe(2);
    expect((await t.call('GET', path, { token: w.otherFirm.admin.token })).status).toBe(404);
    expect((await t.call('GET', path, { token: w.staff.none.token })).status).toBe(403);
    expect((await t.call('GET', `${path}?days=0`, { token: w.staff.reader.token })).status).toBe(400);
  });
});

describe('the client portal’s receipts', () => {
  it('shows the client their receipts with the timeline; another client’s or firm’s receipt is 404', async () => {
    const [client] = await t.services.db.select().from(caseReceipts).where(eq(caseReceipts.caseId, w.caseId));
    expect(client).toBeDefined();
    const { clients, cases } = await import('../../db/schema/index.js');
    const [caseRow] = await t.services.db.select().from(cases).where(eq(cases.id, w.caseId));
    await t.services.db.update(clients).set({ email: 'layla@client.example' }).where(eq(clients.id, caseRow!.clientId));
    const invited = await t.call('POST', accessPath(w.firm.lawFirmId, caseRow!.clientId), {
      token: w.firm.admin.token,
      body: {},
    });
    expect(invited.status).toBe(200);
    const cookie = await activate(t, await setPasswordTokenFor(t, w.firm.lawFirmId, 'layla@client.example'));
    const mine = await portalCall(t, cookie, 'GET', '/api/portal/receipts');
    expect(mine.status).toBe(200);
    const numbers = mine.body.receipts.map((r: { receipt_number: string }) => r.receipt_number);
    expect(numbers).toContain('IOE0923456789');
    const interview = mine.body.receipts.find((r: { receipt_number: string }) => r.receipt_number === 'IOE0923456789');
    expect(interview).toMatchObject({ status: 'Interview Was Scheduled', status_kind: 'interview_scheduled' });
    expect(interview.history.length).toBeGreaterThanOrEqual(3);
    expect(interview.history[0]).not.toHaveProperty('source');

    const omarsReceipt = await addReceipt('MSC2290123456', w.secondCaseId);
    const theirs = await t.call('POST', `/api/case-receipt/${w.otherFirm.lawFirmId}`, {
      token: w.otherFirm.admin.token,
      body: receiptBody(w.theirCaseId, { receipt_number: 'WAC2290054321' }),
    });
    expect(numbers).not.toContain('MSC2290123456');
    expect((await portalCall(t, cookie, 'GET', `/api/portal/receipts/${interview.id}`)).status).toBe(200);
    expect((await portalCall(t, cookie, 'GET', `/api/portal/receipts/${omarsReceipt}`)).status).toBe(404);
    expect((await portalCall(t, cookie, 'GET', `/api/portal/receipts/${theirs.body.case_receipt.id}`)).status).toBe(
      404,
    );
    // A staff token opens none of the portal's calls.
    expect((await t.call('GET', '/api/portal/receipts', { token: w.firm.admin.token })).status).toBe(401);
  });
});

describe('the sandbox’s way of moving a case on', () => {
  it('keeps a person’s lookup as manual, then the re-check finds the sandbox’s next step as automatic', async () => {
    const id = await addReceipt('WAC2290054321');
    const ticket = (await t.call('POST', '/api/case-receipt/uscis-access-token', { token: w.firm.admin.token })).body
      .access_token as string;
    const looked = await t.call('GET', '/api/case-receipt/government-case-status/WAC2290054321', {
      token: w.firm.admin.token,
      headers: { 'x-uscis-access-token': ticket },
    });
    expect(looked.status).toBe(200);
    expect((await historyRows(id)).find((row) => row.status === 'Case Was Approved')?.source).toBe('manual');
    const advanced = await t.call('POST', '/api/sandbox/uscis/cases/WAC2290054321/advance', {
      token: w.firm.admin.token,
    });
    expect(advanced.status).toBe(200);
    expect(advanced.body.status).toBe('New Card Is Being Produced');
    expect((await t.call('POST', '/api/sandbox/uscis/recheck', { token: w.staff.reader.token })).status).toBe(403);
    const rechecked = await t.call('POST', '/api/sandbox/uscis/recheck', { token: w.firm.admin.token });
    expect(rechecked.status).toBe(200);
    expect(rechecked.body.changed).toBeGreaterThanOrEqual(1);
    const card = (await historyRows(id)).find((row) => row.status === 'New Card Is Being Produced');
    expect(card).toMatchObject({ source: 'automatic', hadPrevious: true, statusKind: 'card_produced' });
    const again = await t.call('POST', '/api/sandbox/uscis/cases/WAC2290054321/advance', { token: w.firm.admin.token });
    expect(again.status).toBe(409);
  });
});
