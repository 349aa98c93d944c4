import { CURRENT_TERMS_VERSION, TERMS_NOT_ACCEPTED_MESSAGE, TERMS_VERSION_NOT_CURRENT_MESSAGE } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, termsAcceptances } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';

let t: TestApp;
// Sign-up is rate limited per address: the suite shares two firms and gives each test its own employees.
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const read = (user: TestUser) => t.call('GET', '/api/terms-of-service', { token: user.token });
const accept = (user: TestUser, body: unknown = { version: CURRENT_TERMS_VERSION }) =>
  t.call('POST', '/api/terms-of-service/accept', { token: user.token, body });
const meTerms = async (user: TestUser) => (await t.call('GET', '/api/auth/me', { token: user.token })).body.terms;
const storedRows = (userId: number) =>
  t.services.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId));
const auditRows = (userId: number) =>
  t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'terms.accepted')));
/**
 * An employee without any rules who has not accepted the terms yet: accepting them is a person's own act and
 * needs no permission.
 */
const member = () => addEmployee(t, firm, { termsAccepted: false });

describe('reading the terms', () => {
  it('answers the current version, not accepted, for a new user, in the call and in /api/auth/me', async () => {
    const employee = await member();
    const res = await read(employee);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: CURRENT_TERMS_VERSION, accepted_at: null });
    expect(await meTerms(employee)).toEqual({ version: CURRENT_TERMS_VERSION, accepted_at: null });
  });

  it('answers 401 without a session', async () => {
    const res = await t.call('GET', '/api/terms-of-service');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

describe('accepting the terms', () => {
  it('records the acceptance, which the call and /api/auth/me then show, and audits it', async () => {
    const employee = await member();
    const before = Date.now();
    const res = await accept(employee);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(CURRENT_TERMS_VERSION);
    const acceptedAt = Date.parse(res.body.accepted_at);
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await read(employee)).body).toEqual(res.body);
    expect(await meTerms(employee)).toEqual(res.body);

    const rows = await storedRows(employee.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lawFirmId: firm.lawFirmId, termsVersion: CURRENT_TERMS_VERSION });
    const audits = await auditRows(employee.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      lawFirmId: firm.lawFirmId,
      entityType: 'terms_of_service',
      entityId: CURRENT_TERMS_VERSION,
    });
  });

  it('is idempotent: accepting again keeps the first time, one row and one audit entry', async () => {
    const employee = await member();
    const first = await accept(employee);
    const again = await accept(employee);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await storedRows(employee.id)).toHaveLength(1);
    expect(await auditRows(employee.id)).toHaveLength(1);
  });

  it('refuses a version that is not current with 400 terms_version_not_current and records nothing', async () => {
    const employee = await member();
    const res = await accept(employee, { version: '2025-01-01' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'terms_version_not_current',
      message: TERMS_VERSION_NOT_CURRENT_MESSAGE,
      details: { current_version: CURRENT_TERMS_VERSION },
    });
    expect(await storedRows(employee.id)).toEqual([]);
    expect(await auditRows(employee.id)).toEqual([]);
    expect((await read(employee)).body.accepted_at).toBeNull();
  });

  it.each([
    ['no version', {}],
    ['a version that is not a day', { version: 'latest' }],
    ['a number', { version: 20261201 }],
  ])('refuses %s with 400 validation_failed naming the field, recording nothing', async (_name, body) => {
    const employee = await member();
    const res = await accept(employee, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual(['version']);
    expect(await storedRows(employee.id)).toEqual([]);
  });

  it('answers 401 without a session, recording nothing', async () => {
    const before = await t.services.db.select().from(termsAcceptances);
    const res = await t.call('POST', '/api/terms-of-service/accept', { body: { version: CURRENT_TERMS_VERSION } });
    expect(res.status).toBe(401);
    expect(await t.services.db.select().from(termsAcceptances)).toEqual(before);
  });
});

describe('a new version', () => {
  it('asks again: having accepted an earlier version is not accepting the current one', async () => {
    const employee = await member();
    await t.services.db
      .insert(termsAcceptances)
      .values({ lawFirmId: firm.lawFirmId, userId: employee.id, termsVersion: '2025-06-01' });
    expect((await read(employee)).body).toEqual({ version: CURRENT_TERMS_VERSION, accepted_at: null });
    expect((await meTerms(employee)).accepted_at).toBeNull();

    const res = await accept(employee);
    expect(res.status).toBe(200);
    const versions = (await storedRows(employee.id)).map((row) => row.termsVersion).sort();
    expect(versions).toEqual(['2025-06-01', CURRENT_TERMS_VERSION]);
  });
});

describe('whose acceptance it is', () => {
  it('is one person’s: a colleague and another firm’s users still have to accept', async () => {
    const employee = await member();
    const colleague = await member();
    const theirs = await addEmployee(t, otherFirm, { termsAccepted: false });
    expect((await accept(employee)).status).toBe(200);

    for (const user of [colleague, theirs]) {
      expect((await read(user)).body.accepted_at).toBeNull();
      expect(await storedRows(user.id)).toEqual([]);
    }
    // The other firm's user accepting is recorded under their own firm, and changes nothing here.
    const theirAcceptance = await accept(theirs);
    expect(theirAcceptance.status).toBe(200);
    expect((await storedRows(theirs.id))[0]?.lawFirmId).toBe(otherFirm.lawFirmId);
    expect((await read(colleague)).body.accepted_at).toBeNull();
  });

  it('takes no ids: the user and the firm come from the session, so nobody accepts for anyone else', async () => {
    const employee = await member();
    const colleague = await member();
    const res = await accept(employee, { version: CURRENT_TERMS_VERSION, user_id: colleague.id });
    expect(res.status).toBe(200);
    expect(await storedRows(colleague.id)).toEqual([]);
    expect(await storedRows(employee.id)).toHaveLength(1);
  });
});

describe('the API before the terms are accepted', () => {
  it('answers the session, the language and the terms, and refuses everything else with 403 terms_not_accepted', async () => {
    const employee = await addEmployee(t, firm, { termsAccepted: false, position: 'attorney' });
    const clients = () => t.call('GET', `/api/law-firm/${firm.lawFirmId}/client`, { token: employee.token });
    const refused = await clients();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'terms_not_accepted', message: TERMS_NOT_ACCEPTED_MESSAGE });
    const write = await t.call('POST', `/api/law-firm/${firm.lawFirmId}/add-client`, {
      token: employee.token,
      body: { first_name: 'Not', last_name: 'Stored', email: 'not.stored@mail.example' },
    });
    expect(write.status).toBe(403);

    expect((await t.call('GET', '/api/auth/me', { token: employee.token })).status).toBe(200);
    const language = await t.call('PATCH', '/api/auth/me', { token: employee.token, body: { locale: 'ar' } });
    expect(language.status).toBe(200);
    expect((await read(employee)).status).toBe(200);

    expect((await accept(employee)).status).toBe(200);
    expect((await clients()).status).toBe(200);
  });

  it('asks again when a new version comes: an earlier acceptance opens nothing', async () => {
    const employee = await member();
    await t.services.db
      .insert(termsAcceptances)
      .values({ lawFirmId: firm.lawFirmId, userId: employee.id, termsVersion: '2025-06-01' });
    const res = await t.call('GET', `/api/law-firm/${firm.lawFirmId}/client`, { token: employee.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('terms_not_accepted');
  });

  it('still answers 401 first for no session, and 404 for another firm once accepted', async () => {
    expect((await t.call('GET', `/api/law-firm/${firm.lawFirmId}/client`)).status).toBe(401);
    const res = await t.call('GET', `/api/law-firm/${firm.lawFirmId}/client`, { token: otherFirm.admin.token });
    expect([403, 404]).toContain(res.status);
    expect(res.body.code).not.toBe('terms_not_accepted');
  });
});

describe('the OpenAPI document', () => {
  it('lists both calls with their answers and errors', async () => {
    const paths = (await t.call('GET', '/api/docs/json')).body.paths;
    expect(Object.keys(paths['/api/terms-of-service'].get.responses).sort()).toEqual(['200', '401']);
    const acceptCall = paths['/api/terms-of-service/accept'].post;
    expect(Object.keys(acceptCall.responses).sort()).toEqual(['200', '400', '401']);
    expect(acceptCall.requestBody.content['application/json'].schema.properties).toHaveProperty('version');
  });
});
