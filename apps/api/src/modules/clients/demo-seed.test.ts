import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENTS } from '../../seed/demo-data.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';
import { clientContact } from '../../test/kits/clients.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo clients', () => {
  it('lists every demo client, English and Arabic, with picked places and a contact each', async () => {
    const res = await t.call('GET', `/api/law-firm/${lawFirmId}/client?page_size=100`, { token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(DEMO_CLIENTS.length);
    expect(res.body.clients.map((c: { first_name: string }) => c.first_name)).toEqual(
      expect.arrayContaining(['أحمد', 'Maria', 'فاطمة']),
    );
    for (const item of res.body.clients) {
      const { body } = await t.call('GET', `/api/client/${item.id}`, { token });
      expect(body.client.address).toMatchObject({
        city: { id: '4699066', name: 'Houston' },
        state: { id: 'TX', name: 'Texas' },
        country: { id: 'US', name: 'United States' },
      });
      expect(await clientContact(t, lawFirmId, item.id)).toMatchObject({
        contactType: 'individual',
        email: item.email,
        currentCityId: '4699066',
      });
    }
  });

  it('uses place ids the address pickers know', async () => {
    const states = await t.call('GET', '/api/geo/countries/US/states', { token });
    expect(states.body).toContainEqual({ id: 'TX', name: 'Texas' });
    const cities = await t.call('GET', '/api/geo/countries/US/states/TX/cities?q=houston', { token });
    expect(cities.body).toContainEqual({ id: '4699066', name: 'Houston' });
  });
});
