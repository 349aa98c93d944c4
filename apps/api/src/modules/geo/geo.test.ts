import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestUser } from '../../test/firms.js';

let t: TestApp;
let employee: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const firm = await registerFirm(t, 'Geo Firm');
  // No rules at all: places need a sign-in but no permission.
  employee = await addEmployee(t, firm);
});
afterAll(() => t.close());

const get = (url: string, token: string | undefined = employee.token) => t.call('GET', url, token ? { token } : {});
type Option = { id: string; name: string };

describe('GET /api/geo/countries', () => {
  it('lists every country in English by default, sorted by name, with ISO alpha-2 ids', async () => {
    const res = await get('/api/geo/countries');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(240);
    expect(res.body).toContainEqual({ id: 'US', name: 'United States' });
    expect(res.body).toContainEqual({ id: 'JO', name: 'Jordan' });
    const names = res.body.map((c: Option) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('names and sorts the countries in Arabic', async () => {
    const res = await get('/api/geo/countries?locale=ar');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ id: 'US', name: 'الولايات المتحدة' });
    expect(res.body).toContainEqual({ id: 'JO', name: 'الأردن' });
    const names = res.body.map((c: Option) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });

  it('refuses an unknown locale', async () => {
    const bad = await get('/api/geo/countries?locale=fr');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.fields).toHaveProperty('locale');
  });

  it('answers the countries without a token: the sign-up form asks for the firm’s country', async () => {
    const res = await get('/api/geo/countries?locale=ar', '');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ id: 'AE', name: expect.stringContaining('الإمارات') });
  });
});

describe('GET /api/geo/countries/{countryId}/states', () => {
  it('lists a country’s states by name with GeoNames ids', async () => {
    const res = await get('/api/geo/countries/US/states?locale=en');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ id: 'TX', name: 'Texas' });
    expect(res.body).toContainEqual({ id: 'CA', name: 'California' });
    expect(res.body.length).toBeGreaterThanOrEqual(50);
    const names = res.body.map((s: Option) => s.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('names the United States’ states in Arabic, in Arabic order, with the same ids', async () => {
    const res = await get('/api/geo/countries/US/states?locale=ar');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ id: 'TX', name: 'تكساس' });
    expect(res.body).toContainEqual({ id: 'DC', name: 'واشنطن العاصمة' });
    const names = res.body.map((s: Option) => s.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });

  it('accepts a lower-case country id', async () => {
    const res = await get('/api/geo/countries/jo/states?locale=ar');
    expect(res.status).toBe(200);
    expect(res.body.map((s: Option) => s.name)).toContain('Amman');
  });

  it('answers 404 for an unknown country and 400 for a malformed id', async () => {
    const unknown = await get('/api/geo/countries/QQ/states');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const malformed = await get('/api/geo/countries/USA/states');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty('countryId');
  });

  it('needs a sign-in', async () => {
    expect((await get('/api/geo/countries/US/states', '')).status).toBe(401);
  });
});

describe('GET /api/geo/countries/{countryId}/states/{stateId}/cities', () => {
  const cities = (query: string) => get(`/api/geo/countries/US/states/TX/cities${query}`);

  it('answers the best-known cities of the state, sorted by name, 20 by default', async () => {
    const res = await cities('');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    const names = res.body.map((c: Option) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Houston', 'San Antonio', 'Dallas', 'Austin']));
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(res.body.find((c: Option) => c.name === 'Houston')).toEqual({ id: '4699066', name: 'Houston' });
  });

  it('searches by the start of the name or of a word, ignoring case and accents, within the limit', async () => {
    const res = await cities('?q=hous&limit=5');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(5);
    expect(res.body.map((c: Option) => c.name)).toContain('Houston');
    for (const city of res.body as Option[]) expect(city.name.toLowerCase()).toMatch(/(^|[\s-])hous/);

    const word = await cities('?q=antonio');
    expect(word.body.map((c: Option) => c.name)).toContain('San Antonio');

    const accents = await get('/api/geo/countries/BR/states/27/cities?q=sao%20pau');
    expect(accents.status).toBe(200);
    expect(accents.body.map((c: Option) => c.name)).toContain('São Paulo');
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await cities('?q=zzzzqqq');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('refuses a limit over 100 or below 1', async () => {
    for (const limit of [0, 101]) {
      const res = await cities(`?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('limit');
    }
    expect((await cities('?limit=100')).body.length).toBe(100);
  });

  it('answers 404 for an unknown state or country', async () => {
    expect((await get('/api/geo/countries/US/states/ZZ/cities')).status).toBe(404);
    expect((await get('/api/geo/countries/QQ/states/TX/cities')).status).toBe(404);
  });

  it('needs a sign-in', async () => {
    expect((await cities('')).status).toBe(200);
    expect((await get('/api/geo/countries/US/states/TX/cities', '')).status).toBe(401);
  });
});
