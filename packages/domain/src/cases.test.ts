import { describe, expect, it } from 'vitest';
import {
  createCaseRequest,
  createFoiaCaseRequest,
  firmCasesQuery,
  matchesClientSearch,
  updateCaseRequest,
} from './cases.js';

const base = { title: 'Asylum', contact_id: '3', law_firm_id: '1', team_leads: '[4]' };

describe('createCaseRequest (form data)', () => {
  it('reads lists sent as JSON text, as repeated fields or as one value', () => {
    expect(createCaseRequest.parse(base).team_leads).toEqual([4]);
    expect(createCaseRequest.parse({ ...base, team_leads: ['4', '5'] }).team_leads).toEqual([4, 5]);
    expect(createCaseRequest.parse({ ...base, team_leads: '6' }).team_leads).toEqual([6]);
    expect(
      createCaseRequest.parse({ ...base, task_assignments: '[{"task_id":"2","user_id":4}]' }).task_assignments,
    ).toEqual([{ task_id: 2, user_id: 4 }]);
  });

  it('defaults the optional lists to empty and blank optional fields to absent', () => {
    const parsed = createCaseRequest.parse({ ...base, workflow_id: '', description: ' ', primary_contact_id: '' });
    expect(parsed).toMatchObject({ task_assignments: [], alt_steps_ids: [] });
    expect(parsed.workflow_id).toBeUndefined();
    expect(parsed.description).toBeUndefined();
    expect(parsed.primary_contact_id).toBeUndefined();
  });

  it('needs a team lead, with the wizard’s message', () => {
    const result = createCaseRequest.safeParse({ ...base, team_leads: '[]' });
    expect(result.error?.issues[0]?.message).toBe('Assign a team lead before proceeding.');
  });

  it('refuses one task assigned twice', () => {
    const twice = JSON.stringify([
      { task_id: 1, user_id: 2 },
      { task_id: 1, user_id: 3 },
    ]);
    expect(createCaseRequest.safeParse({ ...base, task_assignments: twice }).success).toBe(false);
  });
});

describe('updateCaseRequest', () => {
  it('needs at least one field and knows only the case statuses', () => {
    expect(updateCaseRequest.safeParse({}).success).toBe(false);
    expect(updateCaseRequest.safeParse({ status: 'DONE' }).success).toBe(false);
    expect(updateCaseRequest.parse({ status: 'ON_HOLD' })).toEqual({ status: 'ON_HOLD' });
  });
});

describe('FOIA cases', () => {
  it('needs a title after trimming and a client', () => {
    expect(createFoiaCaseRequest.safeParse({ client_id: 1, title: '   ' }).success).toBe(false);
    expect(createFoiaCaseRequest.safeParse({ title: 'FOIA' }).success).toBe(false);
    expect(createFoiaCaseRequest.parse({ client_id: '7', title: ' FOIA ' })).toEqual({ client_id: 7, title: 'FOIA' });
  });

  it('searches clients by name or email, ignoring case', () => {
    const maria = { name: 'Maria Gonzalez', email: 'MARIA@mail.example' };
    expect(matchesClientSearch(maria, 'gonz')).toBe(true);
    expect(matchesClientSearch(maria, 'maria@MAIL')).toBe(true);
    expect(matchesClientSearch(maria, '  ')).toBe(true);
    expect(matchesClientSearch(maria, 'omar')).toBe(false);
    expect(matchesClientSearch({ name: 'Omar', email: null }, 'mail')).toBe(false);
  });
});

describe('createCaseRequest lists and texts', () => {
  const teamLeads = (value: unknown) => createCaseRequest.safeParse({ ...base, team_leads: value });

  it('reads a list sent as one JSON text in a repeated field, as an array, or as blank', () => {
    expect(teamLeads(['[4,5]']).data?.team_leads).toEqual([4, 5]);
    expect(teamLeads([4, 5]).data?.team_leads).toEqual([4, 5]);
    expect(teamLeads(' 7 ').data?.team_leads).toEqual([7]);
    expect(createCaseRequest.parse({ ...base, alt_steps_ids: '  ' }).alt_steps_ids).toEqual([]);
    expect(createCaseRequest.parse({ ...base, alt_steps_ids: ['3'] }).alt_steps_ids).toEqual([3]);
  });

  it('refuses a missing list, broken JSON and a value that is no list', () => {
    expect(teamLeads(undefined).success).toBe(false);
    expect(teamLeads(null).success).toBe(false);
    expect(teamLeads('[4,').success).toBe(false);
    expect(teamLeads(4).success).toBe(false);
  });

  it('trims the description and keeps one with text', () => {
    expect(createCaseRequest.parse({ ...base, description: '  Family petition ' }).description).toBe('Family petition');
    expect(createCaseRequest.parse({ ...base, workflow_id: '9' }).workflow_id).toBe(9);
  });

  it('accepts two tasks with one assignee each', () => {
    const two = JSON.stringify([
      { task_id: 1, user_id: 2 },
      { task_id: 2, user_id: 2 },
    ]);
    expect(createCaseRequest.parse({ ...base, task_assignments: two }).task_assignments).toHaveLength(2);
  });
});

describe('updateCaseRequest description', () => {
  it('clears the description when sent empty, and keeps a null', () => {
    expect(updateCaseRequest.parse({ description: '  ' })).toEqual({ description: null });
    expect(updateCaseRequest.parse({ description: null })).toEqual({ description: null });
    expect(updateCaseRequest.parse({ description: ' Note ' })).toEqual({ description: 'Note' });
  });
});

describe('firmCasesQuery', () => {
  it('reads open=true as only the open cases, anything else as all', () => {
    expect(firmCasesQuery.parse({ open: 'true' }).open).toBe(true);
    expect(firmCasesQuery.parse({ open: 'false' }).open).toBe(false);
    expect(firmCasesQuery.parse({}).open).toBe(false);
  });
});
