import { dayIn, FOIA_DEADLINE_WINDOW_DAYS, shiftDay } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, caseTeamLeads, contacts } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo cases', () => {
  it('opens every demo case for its client’s own contact', async () => {
    const rows = await t.services.db.select().from(cases).where(eq(cases.lawFirmId, lawFirmId));
    expect(rows.length).toBeGreaterThan(5);
    const clientContacts = await t.services.db.select().from(contacts).where(eq(contacts.lawFirmId, lawFirmId));
    for (const row of rows) {
      const contact = clientContacts.find((c) => c.id === row.contactId);
      expect(contact, row.title).toMatchObject({ relatedEntityType: 'client', relatedEntityId: row.clientId });
    }
  });

  it('gives every case a team lead, and Arabic-speaking staff to the Arabic-speaking clients', async () => {
    const res = await t.call('GET', `/api/law-firm/${lawFirmId}/cases?page_size=100`, { token });
    expect(res.status).toBe(200);
    const leads = await t.services.db.select().from(caseTeamLeads);
    for (const item of res.body.cases) {
      expect(
        leads.some((lead) => lead.caseId === item.id),
        item.title,
      ).toBe(true);
    }
    const asylum = res.body.cases.find((c: { title: string }) => c.title === 'طلب لجوء I-589');
    const profile = await t.call('GET', `/api/case/${asylum.id}`, { token });
    expect(profile.body.team_leads.map((l: { full_name: string }) => l.full_name)).toContain('رانيا صالح');
  });

  it('has one FOIA case, on the client’s profile list', async () => {
    const res = await t.call('GET', `/api/law-firm/${lawFirmId}/cases?page_size=100`, { token });
    const foia = res.body.cases.filter((c: { case_type: string }) => c.case_type === 'FOIA');
    expect(foia.map((c: { title: string }) => c.title)).toEqual(['FOIA Request: USCIS A-File']);
    const clientCases = await t.call('GET', `/api/client/${foia[0].client_id}/cases`, { token });
    expect(clientCases.body.cases[0]).toMatchObject({ case_type: 'FOIA', title: 'FOIA Request: USCIS A-File' });
  });

  it('gives the FOIA case its request: received, tolled once, extended, due in the weeks ahead', async () => {
    const res = await t.call('GET', `/api/law-firm/${lawFirmId}/cases?page_size=100`, { token });
    const foia = res.body.cases.find((c: { case_type: string }) => c.case_type === 'FOIA');
    const request = await t.call('GET', `/api/foia-cases/${foia.id}`, { token });
    expect(request.status).toBe(200);
    expect(request.body).toMatchObject({ extension_taken: true, clock_stopped_since: null });
    expect(request.body.agency).toMatch(/^U\.S\. Citizenship and Immigration Services/);
    expect(request.body.request_number).toMatch(/^NRC\d{10}$/);
    expect(request.body.tollings).toHaveLength(1);
    const today = dayIn('America/Chicago');
    expect(request.body.received_date < today).toBe(true);
    expect(request.body.response_due > today).toBe(true);
    const window = await t.call(
      'GET',
      `/api/foia-cases/deadlines?start=${today}&end=${shiftDay(today, FOIA_DEADLINE_WINDOW_DAYS - 1)}`,
      { token },
    );
    expect(window.body.deadlines).toEqual([
      expect.objectContaining({ case_id: foia.id, response_due: request.body.response_due }),
    ]);
  });

  it('runs three cases on their workflows: steps done, work in progress, the demo user’s tasks, some overdue', async () => {
    const res = await t.call('GET', `/api/law-firm/${lawFirmId}/cases?page_size=100`, { token });
    const spouse = res.body.cases.find(
      (c: { title: string }) => c.title === 'I-130 Petition for Alien Relative (Spouse)',
    );
    const work = await t.call('GET', `/api/case/${spouse.id}/tasks`, { token });
    expect(work.status).toBe(200);
    expect(work.body.case_status).toBe('IN_PROGRESS');
    expect(work.body.steps.slice(0, 3).map((s: { status: string }) => s.status)).toEqual(['DONE', 'DONE', 'ACTIVE']);
    expect(work.body.progress.done).toBe(7);
    const adjustment = work.body.steps.find(
      (s: { title: string }) => s.title === 'Adjustment of status in the United States',
    );
    expect(adjustment.chosen_path_id).toBe(adjustment.id);
    const mine = await t.call('GET', `/api/law-firm/${lawFirmId}/my-tasks/counts`, { token });
    expect(mine.body.overdue).toBeGreaterThan(0);
    expect(mine.body.todo + mine.body.in_progress).toBeGreaterThan(2);
  });
});
