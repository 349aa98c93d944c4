import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lawFirms } from '../../db/schema/index.js';
import { blackPng } from '../../platform/parsing/test-files.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { PNG } from '../../test/kits/firm.js';
import { multipart } from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Nasser Legal');
  otherFirm = await registerFirm(t);
});
afterAll(() => t.close());

const path = (lawFirmId: number) => `/api/law-firm/${lawFirmId}/profile`;
const get = (caller: TestUser, lawFirmId = firm.lawFirmId) => t.call('GET', path(lawFirmId), { token: caller.token });
const put = (caller: TestUser, body: object, lawFirmId = firm.lawFirmId) =>
  t.call('PUT', path(lawFirmId), { token: caller.token, body });
async function uploadLogo(caller: TestUser, lawFirmId = firm.lawFirmId, bytes = PNG) {
  const { body, headers } = await multipart({}, [{ name: 'logo', bytes, filename: 'logo.png', type: 'image/png' }]);
  return t.call('POST', `/api/law-firm/${lawFirmId}/logo`, { token: caller.token, body, headers });
}

const PROFILE = {
  name: 'Nasser & Partners',
  email: 'Office@Nasser.example',
  phone_number: '+17135550142',
  address: {
    street: '2200 Post Oak Blvd',
    city: { id: '4699066', name: 'Houston' },
    state: { id: 'TX', name: 'Texas' },
    postal_code: '77056',
    country: { id: 'US', name: 'United States' },
  },
  time_zone: 'America/Chicago',
  currency: 'USD',
  language: 'ar',
  logo: null,
};

const firmRow = async (lawFirmId: number) =>
  (await t.services.db.select().from(lawFirms).where(eq(lawFirms.id, lawFirmId)))[0]!;

describe('/law-firm/{id}/profile', () => {
  it('saves every detail, reads it back here and in /auth/me, and audits the changed fields', async () => {
    const res = await put(firm.admin, PROFILE);
    expect(res.status).toBe(200);
    const expected = {
      id: firm.lawFirmId,
      ...PROFILE,
      email: 'office@nasser.example',
      require_second_factor: false,
      require_portal_second_factor: false,
    };
    expect(res.body).toEqual(expected);
    expect((await get(firm.admin)).body).toEqual(expected);
    const me = await t.call('GET', '/api/auth/me', { token: firm.admin.token });
    expect(me.body.law_firm).toEqual(expected);

    const renamed = await put(firm.admin, { ...PROFILE, name: 'Nasser Law', currency: 'EUR' });
    expect(renamed.body).toMatchObject({ name: 'Nasser Law', currency: 'EUR' });
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.lawFirmId, firm.lawFirmId), eq(auditLog.action, 'law_firm.profile_updated')))
      .orderBy(auditLog.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      userId: firm.admin.id,
      entityType: 'law_firm',
      entityId: String(firm.lawFirmId),
    });
    expect(audits[1]!.details).toEqual({ changed: ['name', 'currency'] });
    // The other firm is untouched.
    expect((await firmRow(otherFirm.lawFirmId)).street).toBeNull();
  });

  it('the time zone is the one every firm day is computed in', async () => {
    await put(firm.admin, { ...PROFILE, time_zone: 'Pacific/Kiritimati' });
    const me = await t.call('GET', '/api/auth/me', { token: firm.admin.token });
    expect(me.body.law_firm.time_zone).toBe('Pacific/Kiritimati');
    expect((await firmRow(firm.lawFirmId)).timeZone).toBe('Pacific/Kiritimati');
  });

  it('refuses bad values with 400 naming each field, and changes nothing', async () => {
    const before = await firmRow(firm.lawFirmId);
    const res = await put(firm.admin, {
      ...PROFILE,
      name: ' ',
      email: 'not-an-email',
      phone_number: '+1555',
      time_zone: 'Mars/Olympus',
      currency: 'XYZ',
      language: 'fr',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(
      ['currency', 'email', 'language', 'name', 'phone_number', 'time_zone'].sort(),
    );
    const places = await put(firm.admin, {
      ...PROFILE,
      address: { ...PROFILE.address, country: { id: 'QQ', name: 'Nowhere' } },
    });
    expect(places.status).toBe(400);
    expect(places.body.fields).toEqual({ 'address.country': 'Choose a country from the list' });
    const state = await put(firm.admin, {
      ...PROFILE,
      address: { ...PROFILE.address, state: { id: 'ZZ', name: 'Z' } },
    });
    expect(state.body.fields).toEqual({ 'address.state': 'Choose a state from the list' });
    expect(await firmRow(firm.lawFirmId)).toEqual(before);
  });

  it('keeps a typed address and empty contacts', async () => {
    const typed = {
      ...PROFILE,
      email: '',
      phone_number: '',
      address: {
        street: '',
        city: { id: null, name: 'Dubai' },
        state: null,
        postal_code: '',
        country: { id: null, name: 'Somewhere' },
      },
    };
    const res = await put(firm.admin, typed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: null,
      phone_number: null,
      address: {
        street: null,
        city: { id: null, name: 'Dubai' },
        state: null,
        postal_code: null,
        country: { id: null, name: 'Somewhere' },
      },
    });
  });

  it('takes a logo uploaded through the storage, and refuses a name that is not the firm’s upload', async () => {
    const upload = await uploadLogo(firm.admin);
    expect(upload.status).toBe(201);
    const { logo } = upload.body;
    const res = await put(firm.admin, { ...PROFILE, logo });
    expect(res.body.logo).toBe(logo);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/law-firm/logo/${logo}`,
      headers: { authorization: `Bearer ${firm.admin.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    // Another firm's upload is not this firm's logo.
    const theirs = (await uploadLogo(otherFirm.admin, otherFirm.lawFirmId)).body.logo;
    const refused = await put(firm.admin, { ...PROFILE, logo: theirs });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('logo');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/law-firm/logo/${theirs}`,
      headers: { authorization: `Bearer ${firm.admin.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('sniffs the logo’s type from its bytes and holds it to 5 MB, storing nothing it refuses', async () => {
    const audits = async () =>
      (
        await t.services.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.lawFirmId, firm.lawFirmId), eq(auditLog.action, 'law_firm.logo_uploaded')))
      ).length;
    const before = await audits();
    // A web page renamed logo.png and sent as image/png is still a web page.
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const page = await uploadLogo(firm.admin, firm.lawFirmId, html);
    expect(page.status).toBe(415);
    expect(page.body.code).toBe('unsupported_file_type');
    const over = await uploadLogo(
      firm.admin,
      firm.lawFirmId,
      Buffer.concat([PNG, Buffer.alloc(5_242_881 - PNG.length)]),
    );
    expect(over.status).toBe(413);
    expect(over.body.code).toBe('payload_too_large');
    expect(await audits()).toBe(before);
    const exact = await uploadLogo(
      firm.admin,
      firm.lawFirmId,
      Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length)]),
    );
    expect(exact.status).toBe(201);
  });

  it('refuses a logo of more than 8,000 pixels a side or 16 megapixels from its header (422), storing nothing', async () => {
    const huge = await uploadLogo(firm.admin, firm.lawFirmId, blackPng(9000, 9000));
    expect(huge.status).toBe(422);
    expect(huge.body).toMatchObject({ code: 'image_too_large', details: { width: 9000, max_pixels: 16_000_000 } });
    expect((await uploadLogo(firm.admin, firm.lawFirmId, blackPng(1200, 400))).status).toBe(201);
  });

  it('another firm’s id is not found', async () => {
    expect((await get(firm.admin, otherFirm.lawFirmId)).status).toBe(404);
    expect((await put(firm.admin, PROFILE, otherFirm.lawFirmId)).status).toBe(404);
    expect((await uploadLogo(firm.admin, otherFirm.lawFirmId)).status).toBe(404);
    expect((await firmRow(otherFirm.lawFirmId)).name).not.toBe(PROFILE.name);
  });

  it('reads with VIEW_SETTINGS; changing needs manage on settings (403 otherwise)', async () => {
    const nobody = await addEmployee(t, firm);
    expect((await get(nobody)).status).toBe(403);
    const updater = await addEmployee(t, firm, { rules: [{ subject: 'settings', action: 'update' }] });
    expect((await get(updater)).status).toBe(200);
    const before = await firmRow(firm.lawFirmId);
    expect((await put(updater, { ...PROFILE, name: 'Taken Over' })).status).toBe(403);
    expect((await uploadLogo(updater)).status).toBe(403);
    expect(await firmRow(firm.lawFirmId)).toEqual(before);
    const manager = await addEmployee(t, firm, { rules: [{ subject: 'settings', action: 'manage' }] });
    expect((await put(manager, { ...PROFILE, name: 'Managed Name' })).status).toBe(200);
  });
});

describe('sign-up with country and time zone', () => {
  const body = (extra: object) => ({
    firm_name: 'Gulf Counsel',
    full_name: 'Huda Salem',
    email: `huda.${Date.now()}.${Math.random()}@gulf.example`,
    password: 'a-long-password-1',
    ...extra,
  });

  it('stores the country and time zone the sign-up form sends', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: body({ country: 'AE', time_zone: 'Asia/Dubai' }) });
    expect(res.status).toBe(201);
    const me = await t.call('GET', '/api/auth/me', { token: res.body.access_token });
    expect(me.body.law_firm).toMatchObject({
      time_zone: 'Asia/Dubai',
      address: { country: { id: 'AE', name: 'United Arab Emirates' } },
      currency: 'USD',
      language: 'en',
    });
  });

  it('refuses a time zone that is not an IANA name and a country not on the list (400), creating nothing', async () => {
    const zone = await t.call('POST', '/api/auth/register', { body: body({ time_zone: 'Mars/Olympus_Mons' }) });
    expect(zone.status).toBe(400);
    expect(zone.body.fields).toHaveProperty('time_zone');
    const offset = await t.call('POST', '/api/auth/register', { body: body({ time_zone: '+04:00' }) });
    expect(offset.status).toBe(400);
    const country = await t.call('POST', '/api/auth/register', { body: body({ country: 'QQ' }) });
    expect(country.status).toBe(400);
    expect(country.body.fields).toEqual({ country: 'Choose a country from the list' });
    const firms = await t.services.db.select().from(lawFirms).where(eq(lawFirms.name, 'Gulf Counsel'));
    expect(firms).toHaveLength(1);
  });

  it('without them the firm is in the United States on New York time', async () => {
    const me = await t.call('GET', '/api/auth/me', { token: otherFirm.admin.token });
    expect(me.body.law_firm).toMatchObject({
      time_zone: 'America/New_York',
      address: { country: { id: 'US', name: 'United States' } },
    });
  });
});
