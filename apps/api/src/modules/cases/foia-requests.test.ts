import { FOIA_MESSAGES } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases, foiaRequests } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm } from '../../test/firms.js';
import { addClient, type TestClient } from '../../test/kits/cases.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let client: TestClient;
let foiaCaseId: number;
let theirCaseId: number;
let standardCaseId: number;

async function openFoiaCase(owner: TestFirm, clientId: number, title: string): Promise<number> {
  const res = await t.call('POST', '/api/foia-cases', {
    token: owner.admin.token,
    body: { client_id: clientId, title },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  client = await addClient(t, firm, { firstName: 'Layla', lastName: 'Haddad' });
  const theirClient = await addClient(t, otherFirm, { firstName: 'Other', lastName: 'Person' });
  foiaCaseId = await openFoiaCase(firm, client.clientId, 'FOIA: USCIS A-File');
  theirCaseId = await openFoiaCase(otherFirm, theirClient.clientId, 'FOIA: their file');
  const [standard] = await t.services.db
    .insert(cases)
    .values({
      lawFirmId: firm.lawFirmId,
      clientId: client.clientId,
      title: 'Adjustment of status',
      caseType: 'STANDARD',
    })
    .returning({ id: cases.id });
  standardCaseId = standard!.id;
});
afterAll(() => t.close());

const details = (overrides: Record<string, unknown> = {}) => ({
  agency: 'U.S. Citizenship and Immigration Services',
  request_number: 'COW2021001234',
  received_date: '2021-12-15',
  extension_taken: false,
  tollings: [],
  ...overrides,
});
const put = (caseId: number, body: unknown, token = firm.admin.token) =>
  t.call('PUT', `/api/foia-cases/${caseId}`, { token, body });
const get = (caseId: number, token = firm.admin.token) => t.call('GET', `/api/foia-cases/${caseId}`, { token });
const stored = () => t.services.db.select().from(foiaRequests).where(eq(foiaRequests.caseId, foiaCaseId));

describe('GET/PUT /api/foia-cases/{caseId}', () => {
  it('answers empty details before anything is saved', async () => {
    const res = await get(foiaCaseId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      case_id: foiaCaseId,
      agency: null,
      request_number: null,
      received_date: null,
      extension_taken: false,
      tollings: [],
      response_due: null,
      clock_stopped_since: null,
      updated_at: null,
    });
  });

  it('saves the details and answers the deadline across the year end, then again with the extension', async () => {
    const res = await put(foiaCaseId, details());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ agency: 'U.S. Citizenship and Immigration Services', response_due: '2022-01-14' });
    expect((await get(foiaCaseId)).body).toMatchObject({ received_date: '2021-12-15', response_due: '2022-01-14' });

    const extended = await put(foiaCaseId, details({ extension_taken: true }));
    expect(extended.body.response_due).toBe('2022-01-31');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ responseDue: '2022-01-31', extensionTaken: true, lawFirmId: firm.lawFirmId });
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.foia_request_saved'), eq(auditLog.entityId, String(foiaCaseId))));
    expect(audits).toHaveLength(2);
  });

  it('stops the clock for each tolling, keeping them in the order they started', async () => {
    const res = await put(
      foiaCaseId,
      details({
        received_date: '2026-03-02',
        extension_taken: true,
        request_number: '',
        tollings: [
          { started_on: '2026-03-23', ended_on: '2026-04-01' },
          { started_on: '2026-03-09', ended_on: '2026-03-12' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      request_number: null,
      response_due: '2026-04-29',
      tollings: [
        { started_on: '2026-03-09', ended_on: '2026-03-12' },
        { started_on: '2026-03-23', ended_on: '2026-04-01' },
      ],
    });
  });

  it('has no due day while a tolling waits on the requester', async () => {
    const res = await put(
      foiaCaseId,
      details({ received_date: '2026-03-02', tollings: [{ started_on: '2026-03-09', ended_on: null }] }),
    );
    expect(res.body).toMatchObject({ response_due: null, clock_stopped_since: '2026-03-09' });
    expect((await stored())[0]!.responseDue).toBeNull();
  });

  it.each([
    ['a day that does not exist', { received_date: '2026-02-30' }, 'received_date', undefined],
    ['a received day still to come', { received_date: '2199-01-05' }, 'received_date', FOIA_MESSAGES.inFuture],
    [
      'a tolling ending before it starts',
      { received_date: '2026-03-02', tollings: [{ started_on: '2026-03-10', ended_on: '2026-03-09' }] },
      'tollings.0.ended_on',
      FOIA_MESSAGES.tollingEndsBeforeStart,
    ],
    [
      'overlapping tollings',
      {
        received_date: '2026-03-02',
        tollings: [
          { started_on: '2026-03-09', ended_on: '2026-03-16' },
          { started_on: '2026-03-16', ended_on: '2026-03-18' },
        ],
      },
      'tollings.1.started_on',
      FOIA_MESSAGES.tollingsOverlap,
    ],
    ['no agency', { agency: '' }, 'agency', FOIA_MESSAGES.agencyRequired],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, overrides, field, message) => {
    const before = await stored();
    const res = await put(foiaCaseId, details(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    if (message) expect(res.body.fields[field]).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a case that is not a FOIA case with 422', async () => {
    for (const res of [await get(standardCaseId), await put(standardCaseId, details())]) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'not_foia_case', message: FOIA_MESSAGES.notFoiaCase });
    }
  });

  it('answers 404 for another firm’s case or an unknown one, changing nothing', async () => {
    for (const caseId of [theirCaseId, 99_999_999]) {
      expect((await get(caseId)).status).toBe(404);
      expect((await put(caseId, details())).status).toBe(404);
    }
    const theirs = await t.services.db.select().from(foiaRequests).where(eq(foiaRequests.caseId, theirCaseId));
    expect(theirs).toEqual([]);
  });

  it('reads with cases:read, writes with cases:update (403 otherwise)', async () => {
    const reader = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'read' }] });
    const editor = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'update' }] });
    const outsider = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
    expect((await get(foiaCaseId, reader.token)).status).toBe(200);
    expect((await get(foiaCaseId, outsider.token)).status).toBe(403);
    const before = await stored();
    expect((await put(foiaCaseId, details(), reader.token)).status).toBe(403);
    expect(await stored()).toEqual(before);
    expect((await put(foiaCaseId, details(), editor.token)).status).toBe(200);
  });
});

describe('GET /api/foia-cases/deadlines', () => {
  const window = (start: string, end: string, token = firm.admin.token) =>
    t.call('GET', `/api/foia-cases/deadlines?start=${start}&end=${end}`, { token });

  it('lists the firm’s open FOIA deadlines in the window, soonest first, never a closed case nor another firm’s', async () => {
    await put(foiaCaseId, details({ received_date: '2026-11-16' })); // due 2026-12-15
    const second = await openFoiaCase(firm, client.clientId, 'FOIA: CBP entries');
    await put(second, details({ agency: 'U.S. Customs and Border Protection', received_date: '2026-11-02' }));
    const closed = await openFoiaCase(firm, client.clientId, 'FOIA: closed');
    await put(closed, details({ received_date: '2026-11-16' }));
    await t.services.db.update(cases).set({ status: 'CLOSED' }).where(eq(cases.id, closed));
    const theirs = await put(theirCaseId, details({ received_date: '2026-11-16' }), otherFirm.admin.token);
    expect(theirs.status).toBe(200);

    const res = await window('2026-11-29', '2026-12-31');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      truncated: false,
      deadlines: [
        {
          case_id: second,
          client_id: client.clientId,
          case_title: 'FOIA: CBP entries',
          agency: 'U.S. Customs and Border Protection',
          request_number: 'COW2021001234',
          response_due: '2026-12-02', // past Veterans Day and Thanksgiving
        },
        expect.objectContaining({ case_id: foiaCaseId, response_due: '2026-12-15' }),
      ],
    });
    // Both ends of the window count.
    expect(
      (await window('2026-12-15', '2026-12-15')).body.deadlines.map((d: { case_id: number }) => d.case_id),
    ).toEqual([foiaCaseId]);
    expect((await window('2026-12-16', '2026-12-31')).body.deadlines).toEqual([]);
  });

  it('refuses a window backwards or wider than allowed with 400', async () => {
    expect((await window('2026-12-31', '2026-12-01')).status).toBe(400);
    const wide = await window('2026-01-01', '2026-12-31');
    expect(wide.status).toBe(400);
    expect(wide.body.fields.end).toBe(FOIA_MESSAGES.windowTooWide);
  });

  it('needs cases:read (403 otherwise)', async () => {
    const outsider = await addEmployee(t, firm, { rules: [{ subject: 'calendar', action: 'read' }] });
    expect((await window('2026-12-01', '2026-12-31', outsider.token)).status).toBe(403);
  });
});
