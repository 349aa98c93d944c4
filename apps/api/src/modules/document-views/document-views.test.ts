import { TRIAL_PLAN } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, type TestUser } from '../../test/firms.js';
import { buildWorld, type DocumentsWorld, documentsApi, PDF } from '../../test/kits/documents.js';

const LIMIT_MESSAGE = 'You have reached your daily document services limit. Please upgrade your plan.';

let t: TestApp;
let world: DocumentsWorld;
let documentId: number;
let foreignDocumentId: number;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  const api = documentsApi(t);
  const own = await api.uploadToClient(world.firm.admin.token, world.firm.lawFirmId, world.clientId, [
    { bytes: PDF, filename: 'passport.pdf' },
  ]);
  documentId = own.body.document.id;
  const foreign = await api.uploadToClient(
    world.otherFirm.admin.token,
    world.otherFirm.lawFirmId,
    world.foreignClientId,
    [{ bytes: PDF, filename: 'theirs.pdf' }],
  );
  foreignDocumentId = foreign.body.document.id;
});
afterAll(() => t.close());

const view = (user: TestUser, id: number) => t.call('POST', `/api/document/${id}/view`, { token: user.token });
const reader = () => addEmployee(t, world.firm, { rules: [{ subject: 'documents', action: 'read' }] });
const storedUse = async (userId: number) => {
  const rows = await t.services.db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(eq(usageCounters.userId, userId));
  return rows.reduce((sum, row) => sum + row.used, 0);
};

describe('opening a document in a viewer', () => {
  it('answers the document and counts one use per open', async () => {
    const user = await reader();
    const first = await view(user, documentId);
    expect(first.status).toBe(200);
    expect(first.body.document).toMatchObject({ id: documentId, mime_type: 'application/pdf' });
    expect(first.body.usage).toEqual({ used_documents_services: 1, used_uscis_queries: 0 });
    const second = await view(user, documentId);
    expect(second.body.usage.used_documents_services).toBe(2);
    expect(await storedUse(user.id)).toBe(2);
    const me = await t.call('GET', '/api/auth/me', { token: user.token });
    expect(me.body.usage.used_documents_services).toBe(2);
  });

  it('refuses the open once the daily limit is reached, with the spec’s message, counting nothing', async () => {
    const user = await reader();
    const limit = TRIAL_PLAN.documents_services;
    await t.call('PUT', `/api/user/${user.id}/update-user-usage`, {
      token: user.token,
      body: { used_documents_services: limit - 1 },
    });
    // The last allowed open: used + 1 = limit.
    const last = await view(user, documentId);
    expect(last.status).toBe(200);
    expect(last.body.usage.used_documents_services).toBe(limit);
    const refused = await view(user, documentId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'documents_services_limit',
      message: LIMIT_MESSAGE,
      details: { field: 'used_documents_services', limit, used: limit },
    });
    expect(await storedUse(user.id)).toBe(limit);
  });

  it('answers 404 for another firm’s document, a deleted one and an unknown id, counting nothing', async () => {
    const user = await reader();
    expect((await view(user, foreignDocumentId)).status).toBe(404);
    expect((await view(user, 99_999_999)).status).toBe(404);
    const api = documentsApi(t);
    const doomed = await api.uploadToClient(world.firm.admin.token, world.firm.lawFirmId, world.clientId, [
      { bytes: PDF, filename: 'doomed.pdf' },
    ]);
    await api.remove(world.firm.admin.token, doomed.body.document.id);
    expect((await view(user, doomed.body.document.id)).status).toBe(404);
    expect(await storedUse(user.id)).toBe(0);
  });

  it('answers 403 without permission to read documents, counting nothing', async () => {
    const res = await view(world.staff.none, documentId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await storedUse(world.staff.none.id)).toBe(0);
  });

  it('refuses an id that is not a positive number', async () => {
    const res = await t.call('POST', '/api/document/abc/view', { token: world.firm.admin.token });
    expect(res.status).toBe(400);
  });
});
