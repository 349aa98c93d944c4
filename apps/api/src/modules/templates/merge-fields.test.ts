import { TEMPLATE_MESSAGES } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mergeFields } from '../../db/schema/index.js';
import { templatesSuite } from '../../test/kits/templates.js';
import { BUILT_IN_MERGE_FIELDS } from './fields.js';

const s = templatesSuite();
const firmId = () => s.w.firm.lawFirmId;
const url = (lawFirmId = firmId(), id?: number) => `/api/merge-fields/${lawFirmId}${id === undefined ? '' : `/${id}`}`;
const post = (token: string, body: object, lawFirmId = firmId()) => s.t.call('POST', url(lawFirmId), { token, body });

async function rowCount() {
  const [row] = await s.t.services.db
    .select({ n: count() })
    .from(mergeFields)
    .where(eq(mergeFields.lawFirmId, firmId()));
  return row!.n;
}

describe('GET /api/table-column/get-columns', () => {
  it('lists the fields the renderer fills for each target; none for meetings and appointments yet', async () => {
    const columns = async (table: string) =>
      (await s.t.call('GET', `/api/table-column/get-columns?table=${table}`, { token: s.w.staff.nobody.token })).body;
    const contact = await columns('contact');
    expect(contact.columns).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'full_name', 'a_number', 'date_of_birth']),
    );
    expect((await columns('User')).columns).toEqual(expect.arrayContaining(['full_name', 'email', 'title']));
    expect((await columns('Law_Firm')).columns).toEqual(expect.arrayContaining(['name', 'address']));
    expect((await columns('invoice')).columns).toEqual(
      expect.arrayContaining(['number', 'issue_date', 'due_date', 'total', 'amount_paid', 'outstanding', 'status']),
    );
    expect((await columns('meeting')).columns).toEqual([]);
    expect((await columns('appointment')).columns).toEqual([]);
    const bad = await s.t.call('GET', '/api/table-column/get-columns?table=contacts', { token: s.admin });
    expect(bad.status).toBe(400);
    expect((await s.t.call('GET', '/api/table-column/get-columns?table=contact')).status).toBe(401);
  });
});

describe('merge fields', () => {
  it('lists the built-in fields (negative, stable ids) before the firm’s own', async () => {
    const res = await s.t.call('GET', url(), { token: s.w.staff.nobody.token });
    expect(res.status).toBe(200);
    const builtIn = res.body.merge_fields.filter((field: { system: boolean }) => field.system);
    expect(builtIn).toEqual(BUILT_IN_MERGE_FIELDS);
    expect(builtIn).toContainEqual({
      id: -1,
      name: '#contact_first_name',
      target: 'contact',
      field: 'first_name',
      merge_field_name: 'Contact first name',
      system: true,
    });
    expect(builtIn.map((field: { name: string }) => field.name)).toContain('#Law_Firm_name');
    expect(new Set(builtIn.map((field: { id: number }) => field.id)).size).toBe(builtIn.length);
  });

  it('creates a field: normalised, named #{target}_{field}, labelled readably by default, audited', async () => {
    const res = await post(s.w.staff.settingsEditor.token, { target: 'contact', field: ' Passport Number!' });
    expect(res.status).toBe(201);
    expect(res.body.merge_field).toEqual({
      id: expect.any(Number),
      name: '#contact_passport_number',
      target: 'contact',
      field: 'passport_number',
      merge_field_name: 'Contact passport number',
      system: false,
    });
    const labelled = await post(s.admin, { target: 'invoice', field: 'status', merge_field_name: 'Invoice state' });
    expect(labelled.body.merge_field).toMatchObject({ name: '#invoice_status', merge_field_name: 'Invoice state' });
    const list = await s.t.call('GET', url(), { token: s.admin });
    const own = list.body.merge_fields.filter((field: { system: boolean }) => !field.system);
    expect(own.map((field: { name: string }) => field.name)).toEqual(['#contact_passport_number', '#invoice_status']);
  });

  it('refuses a duplicate name, built-in ones included (409), and a field the target lacks (422)', async () => {
    await post(s.admin, { target: 'contact', field: 'a_number' });
    const before = await rowCount();
    for (const body of [
      { target: 'contact', field: 'A Number' },
      { target: 'contact', field: 'first_name' },
    ]) {
      const res = await post(s.admin, body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'duplicate_merge_field', message: TEMPLATE_MESSAGES.duplicateMergeField });
    }
    for (const body of [
      { target: 'contact', field: 'shoe_size' },
      { target: 'meeting', field: 'start' },
    ]) {
      const res = await post(s.admin, body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'unknown_merge_field', message: TEMPLATE_MESSAGES.unknownMergeField });
    }
    const blank = await post(s.admin, { target: 'contact', field: '!!!' });
    expect(blank.status).toBe(400);
    expect((await post(s.admin, { target: 'Contact', field: 'email' })).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('updates and deletes a field; built-in fields answer 403', async () => {
    const { id } = (await post(s.admin, { target: 'User', field: 'phone' })).body.merge_field;
    const updated = await s.t.call('PUT', url(firmId(), id), {
      token: s.admin,
      body: { target: 'User', field: 'phone', merge_field_name: 'Sender phone' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.merge_field).toMatchObject({ id, name: '#User_phone', merge_field_name: 'Sender phone' });
    const clash = await s.t.call('PUT', url(firmId(), id), {
      token: s.admin,
      body: { target: 'contact', field: 'a_number' },
    });
    expect(clash.status).toBe(409);
    const system = await s.t.call('PUT', url(firmId(), -1), {
      token: s.admin,
      body: { target: 'contact', field: 'city' },
    });
    expect(system.status).toBe(403);
    expect((await s.t.call('DELETE', url(firmId(), -1), { token: s.admin })).status).toBe(403);
    expect((await s.t.call('DELETE', url(firmId(), id), { token: s.admin })).status).toBe(204);
    expect((await s.t.call('DELETE', url(firmId(), id), { token: s.admin })).status).toBe(404);
  });

  it('needs update on settings to write (403), any member to read', async () => {
    const { nobody } = s.w.staff;
    expect((await post(nobody.token, { target: 'contact', field: 'city' })).status).toBe(403);
    const { id } = (await post(s.admin, { target: 'contact', field: 'city' })).body.merge_field;
    const body = { target: 'contact', field: 'city' };
    expect((await s.t.call('PUT', url(firmId(), id), { token: nobody.token, body })).status).toBe(403);
    expect((await s.t.call('DELETE', url(firmId(), id), { token: nobody.token })).status).toBe(403);
    expect((await s.t.call('GET', url(), { token: nobody.token })).status).toBe(200);
  });

  it('answers 404 for another firm’s id or merge field', async () => {
    const foreign = await post(
      s.w.otherFirm.admin.token,
      { target: 'contact', field: 'city' },
      s.w.otherFirm.lawFirmId,
    );
    const id = foreign.body.merge_field.id;
    const body = { target: 'contact', field: 'state' };
    expect((await s.t.call('GET', url(s.w.otherFirm.lawFirmId), { token: s.admin })).status).toBe(404);
    expect((await post(s.admin, body, s.w.otherFirm.lawFirmId)).status).toBe(404);
    expect((await s.t.call('PUT', url(firmId(), id), { token: s.admin, body })).status).toBe(404);
    expect((await s.t.call('DELETE', url(firmId(), id), { token: s.admin })).status).toBe(404);
    expect((await s.t.call('DELETE', url(s.w.otherFirm.lawFirmId, id), { token: s.admin })).status).toBe(404);
  });
});
