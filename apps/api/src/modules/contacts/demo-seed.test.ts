import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo contacts and participant types', () => {
  it('has the participant types, with the Arabic-speaking staff as interpreters', async () => {
    const res = await t.call('GET', `/api/participant_type/get_all_participant_types/law_firm/${lawFirmId}`, { token });
    expect(res.status).toBe(200);
    const names = res.body.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['Petitioner', 'Beneficiary', 'Interpreter', 'Sponsor', 'مترجم معتمد']),
    );
    const interpreter = res.body.find((p: { name: string }) => p.name === 'Interpreter');
    expect(interpreter.users.map((u: { full_name: string }) => u.full_name).sort()).toEqual(['رانيا صالح', 'عمر حداد']);
  });

  it('has standalone contacts of every kind, and the translation agency speaks through its primary contact', async () => {
    const res = await t.call('GET', '/api/contacts?page_size=100', { token });
    expect(res.status).toBe(200);
    const standalone = res.body.contacts.filter((c: { related_entity_type: string | null }) => !c.related_entity_type);
    const types = new Set(standalone.map((c: { contact_type: string }) => c.contact_type));
    for (const type of ['individual', 'company', 'government_agency', 'court', 'law_firm'])
      expect(types).toContain(type);
    const agency = standalone.find((c: { name: string }) => c.name === 'Gulf Coast Language Services');
    expect(agency).toMatchObject({ primary_contact_name: 'مريم خوري' });
    const status = await t.call('GET', `/api/contacts/${agency.id}/primary-status`, { token });
    expect(status.body.primary_contact_id).toBe(agency.primary_contact_id);
    const interpreter = standalone.find((c: { name: string }) => c.name === 'Samir Abboud');
    expect(interpreter.participant_type_ids).toHaveLength(2);
    expect(interpreter.mail_address).toEqual(interpreter.current_address);
  });
});
