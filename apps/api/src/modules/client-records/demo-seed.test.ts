import { familyContactsResponse } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { createDemoApp, demoClientId } from '../../test/demo.js';

let t: TestApp;
let token: string;

const clientIdOf = (email: string) => demoClientId(t, email);

beforeAll(async () => {
  ({ t, token } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo client records', () => {
  it('gives Ahmed Mansour a spouse who is another demo client, a child and a father, in Arabic', async () => {
    const res = await t.call('GET', `/api/client/${await clientIdOf('ahmed.mansour@mail.example')}/family-contacts`, {
      token,
    });
    expect(res.status).toBe(200);
    const { family_contacts } = familyContactsResponse.parse(res.body);
    expect(family_contacts.map((c) => c.relationship_type).sort()).toEqual(['Child', 'Father', 'Spouse']);
    const spouse = family_contacts.find((c) => c.relationship_type === 'Spouse')!;
    expect(spouse).toMatchObject({
      client_id: await clientIdOf('nour.hassan@mail.example'),
      first_name: 'نور',
      last_name: 'حسن',
      country_of_marriage: 'الأردن',
    });
  });

  it('gives Wei Chen a current and a foreign employer, and two schools', async () => {
    const clientId = await clientIdOf('wei.chen@mail.example');
    const employers = (await t.call('GET', `/api/client/${clientId}/employers`, { token })).body.employers;
    expect(employers).toHaveLength(2);
    expect(employers[0]).toMatchObject({
      company_or_school_name: 'Bellaire Tech Solutions',
      is_current_employer: true,
    });
    expect(employers[1]).toMatchObject({ annual_salary: 41000.5, is_foreign_employer: true });
    const schools = (await t.call('GET', `/api/client/${clientId}/schools`, { token })).body.schools;
    expect(schools.map((s: { company_or_school_name: string }) => s.company_or_school_name)).toEqual([
      'Rice University',
      'Zhejiang University',
    ]);
  });
});
