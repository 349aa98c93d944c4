import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { insertClient } from '../../test/kits/clients.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
let reader: TestUser;
let nobody: TestUser;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Reads Firm');
  otherFirm = await registerFirm(t, 'Elsewhere LLP');
  reader = await addEmployee(t, firm, { rules: [{ subject: 'clients', action: 'read' }] });
  nobody = await addEmployee(t, firm, { rules: [{ subject: 'cases', action: 'manage' }] });
  const add = (values: Parameters<typeof insertClient>[2]) => insertClient(t, firm.lawFirmId, values);
  ids = {
    maria: await add({ firstName: 'Maria', middleName: 'Luisa', lastName: 'Gomez', email: 'MARIA@mail.example' }),
    omar: await add({ firstName: 'Omar', lastName: 'Haddad', phoneNumber: '+17135550111' }),
    layla: await add({ firstName: 'ليلى', lastName: 'حداد', email: 'layla@mail.example' }),
    ana: await add({ firstName: 'Ana', lastName: 'Abbott' }),
  };
  for (let i = 0; i < 3; i++) await insertClient(t, otherFirm.lawFirmId, { firstName: 'Maria', lastName: `Other${i}` });
  ids.foreign = await insertClient(t, otherFirm.lawFirmId, { firstName: 'Foreign', lastName: 'Client' });
  await t.services.db.insert(cases).values([
    { lawFirmId: firm.lawFirmId, clientId: ids.maria!, title: 'Asylum application', status: 'OPEN' },
    { lawFirmId: firm.lawFirmId, clientId: ids.omar!, title: 'H-1B petition', status: 'PENDING' },
  ]);
});
afterAll(() => t.close());

const list = (query = '', token = firm.admin.token, lawFirmId = firm.lawFirmId) =>
  t.call('GET', `/api/law-firm/${lawFirmId}/client${query}`, { token });
const names = (body: { clients: Array<{ first_name: string }> }) => body.clients.map((c) => c.first_name);

describe('GET /api/law-firm/{lawFirmId}/client', () => {
  it('lists the firm’s clients by last then first name, with the page and the total', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Ana', 'Maria', 'Omar', 'ليلى']);
    expect(res.body).toMatchObject({ page: 1, page_size: 20, total: 4 });
    expect(res.body.clients[1]).toMatchObject({
      id: ids.maria,
      first_name: 'Maria',
      middle_name: 'Luisa',
      last_name: 'Gomez',
      email: 'MARIA@mail.example',
      phone_number: null,
    });
  });

  it('pages on the server', async () => {
    const first = await list('?page=1&page_size=3');
    expect(names(first.body)).toEqual(['Ana', 'Maria', 'Omar']);
    expect(first.body).toMatchObject({ page: 1, page_size: 3, total: 4 });
    const second = await list('?page=2&page_size=3');
    expect(names(second.body)).toEqual(['ليلى']);
  });

  it('searches names, the full name, the email and the phone, ignoring case', async () => {
    expect(names((await list('?q=gOMEZ')).body)).toEqual(['Maria']);
    expect(names((await list('?q=luisa')).body)).toEqual(['Maria']);
    expect(names((await list('?q=maria%20gomez')).body)).toEqual(['Maria']);
    expect(names((await list('?q=maria%20luisa%20gomez')).body)).toEqual(['Maria']);
    expect(names((await list('?q=maria@mail')).body)).toEqual(['Maria']);
    expect(names((await list('?q=713%20555')).body)).toEqual(['Omar']);
    expect(names((await list(`?q=${encodeURIComponent('حداد')}`)).body)).toEqual(['ليلى']);
    const none = await list('?q=nobody-here');
    expect(none.body).toMatchObject({ clients: [], total: 0 });
    // Pattern characters are taken literally.
    expect((await list('?q=%25')).body.total).toBe(0);
  });

  it('refuses a page size over 100 and a page below 1', async () => {
    for (const query of ['?page_size=101', '?page=0']) {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await list('?page_size=100')).status).toBe(200);
  });

  it('lets anyone with VIEW_CLIENTS read the list, and no one else', async () => {
    expect((await list('', reader.token)).status).toBe(200);
    const res = await list('', nobody.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('answers 404 for another firm’s id and never shows another firm’s clients', async () => {
    const res = await list('', firm.admin.token, otherFirm.lawFirmId);
    expect(res.status).toBe(404);
    expect(names((await list('?q=other')).body)).toEqual([]);
  });
});

describe('GET /api/client/{id}', () => {
  it('answers the client entity with its address and cases', async () => {
    const res = await t.call('GET', `/api/client/${ids.maria}`, { token: firm.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({
      id: ids.maria,
      law_firm_id: firm.lawFirmId,
      first_name: 'Maria',
      middle_name: 'Luisa',
      last_name: 'Gomez',
      gender: null,
      image: null,
      address: { street: null, city: null, state: null, postal_code: null, country: null },
      legal_case: [{ title: 'Asylum application', status: 'OPEN' }],
    });
    expect(res.body.client.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('leaves the cases out for someone who may not see cases', async () => {
    const res = await t.call('GET', `/api/client/${ids.maria}`, { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.client.legal_case).toBeNull();
  });

  it('answers 403 without VIEW_CLIENTS, and 404 for another firm’s client or an unknown id', async () => {
    expect((await t.call('GET', `/api/client/${ids.maria}`, { token: nobody.token })).status).toBe(403);
    const foreign = await t.call('GET', `/api/client/${ids.foreign}`, { token: firm.admin.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'not_found', message: 'Client not found' });
    expect((await t.call('GET', '/api/client/999999', { token: firm.admin.token })).status).toBe(404);
    expect((await t.call('GET', '/api/client/abc', { token: firm.admin.token })).status).toBe(400);
  });
});
