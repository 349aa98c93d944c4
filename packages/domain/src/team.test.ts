import { describe, expect, it } from 'vitest';
import { type EmployeeRule, RULE_ACTIONS, rulesAtLevel, SUBJECTS } from './permissions.js';
import { defaultRulesFor, POSITIONS } from './positions.js';
import {
  addEmployeeRequest,
  authorizationLevelOf,
  changePasswordRequest,
  completeRules,
  employeeImagePath,
  PASSWORDS_DO_NOT_MATCH,
  rulesBeyond,
  updateEmployeeRequest,
  withRuleAction,
} from './team.js';

const place = (name: string) => ({ id: null, name });
const validEmployee = {
  full_name: 'Nadia Rahman',
  email: 'Nadia@Firm.example',
  phone_number: '+17135550111',
  position: 'paralegal',
  address: {
    street: '2200 Post Oak Blvd',
    postal_code: '77056',
    city: { id: '4699066', name: 'Houston' },
    state: { id: 'TX', name: 'Texas' },
    country: { id: 'US', name: 'United States' },
  },
};
const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

describe('authorization level of a rules list', () => {
  it('shows not allowed when there are no rules', () => {
    expect(authorizationLevelOf([])).toBe('none');
  });

  it.each(RULE_ACTIONS)('shows %s when every subject has it', (level) => {
    expect(authorizationLevelOf(rulesAtLevel(level))).toBe(level);
  });

  it('shows custom as soon as one subject differs', () => {
    const rules = withRuleAction(rulesAtLevel('read'), 'settings', 'none');
    expect(authorizationLevelOf(rules)).toBe('custom');
    // Putting that subject back makes the list uniform again.
    expect(authorizationLevelOf(withRuleAction(rules, 'settings', 'read'))).toBe('read');
  });

  it('counts a subject left out as not allowed', () => {
    expect(authorizationLevelOf([{ subject: 'clients', action: 'read' }])).toBe('custom');
    expect(authorizationLevelOf([{ subject: 'clients', action: 'none' }])).toBe('none');
  });

  it('gives each position’s defaults a level (managing partner manages everything, others are custom)', () => {
    expect(authorizationLevelOf(defaultRulesFor('managing_partner'))).toBe('manage');
    for (const position of POSITIONS.filter((p) => p !== 'managing_partner')) {
      expect(authorizationLevelOf(defaultRulesFor(position))).toBe('custom');
    }
  });
});

describe('rules lists', () => {
  it('completes a partial list with none for every other subject, in subject order', () => {
    const rules = completeRules([{ subject: 'settings', action: 'read' }]);
    expect(rules.map((r) => r.subject)).toEqual([...SUBJECTS]);
    expect(rules.find((r) => r.subject === 'settings')?.action).toBe('read');
    expect(rules.filter((r) => r.action === 'none')).toHaveLength(SUBJECTS.length - 1);
  });

  it('names the subjects a grant would raise above the grantor’s own level', () => {
    const own: EmployeeRule[] = [
      { subject: 'clients', action: 'update' },
      { subject: 'cases', action: 'read' },
    ];
    expect(rulesBeyond([{ subject: 'clients', action: 'update' }], own)).toEqual([]);
    expect(
      rulesBeyond(
        [
          { subject: 'clients', action: 'manage' },
          { subject: 'settings', action: 'read' },
        ],
        own,
      ),
    ).toEqual(['clients', 'settings']);
    expect(rulesBeyond(rulesAtLevel('none'), [])).toEqual([]);
  });
});

describe('add employee request', () => {
  it('accepts a complete employee and lower-cases the email', () => {
    const parsed = addEmployeeRequest.parse(validEmployee);
    expect(parsed.email).toBe('nadia@firm.example');
  });

  it.each([
    ['a one-letter name', { full_name: 'N' }, ['full_name']],
    ['a name with a leading space', { full_name: ' Nadia' }, ['full_name']],
    ['an invalid email', { email: 'nadia' }, ['email']],
    ['a 9-character phone', { phone_number: '713555011' }, ['phone_number']],
    ['a 15-character phone', { phone_number: '+17135550111222' }, ['phone_number']],
    ['letters in the phone', { phone_number: '713-555-0111' }, ['phone_number']],
    ['an unknown position', { position: 'janitor' }, ['position']],
  ])('refuses %s', (_name, change, fields) => {
    expect(fieldsOf(addEmployeeRequest.safeParse({ ...validEmployee, ...change }))).toEqual(fields);
  });

  it('requires street, postal code, city, state and country, without leading spaces', () => {
    const address = { street: ' 1 Main St', postal_code: '', city: null, state: undefined, country: place('') };
    expect(fieldsOf(addEmployeeRequest.safeParse({ ...validEmployee, address }))).toEqual([
      'address.city',
      'address.country.name',
      'address.postal_code',
      'address.state',
      'address.street',
    ]);
  });

  it('accepts 10 and 14 character phones, and places typed by hand', () => {
    for (const phone_number of ['7135550111', '+1713555011122']) {
      expect(addEmployeeRequest.safeParse({ ...validEmployee, phone_number }).success).toBe(true);
    }
    const address = { ...validEmployee.address, city: place('Sugar Land') };
    expect(addEmployeeRequest.safeParse({ ...validEmployee, address }).success).toBe(true);
  });

  it('refuses a subject twice, an unknown subject or action, and the custom pseudo-level', () => {
    const twice = [
      { subject: 'clients', action: 'read' },
      { subject: 'clients', action: 'manage' },
    ];
    for (const rules of [
      twice,
      [{ subject: 'spaceships', action: 'read' }],
      [{ subject: 'clients', action: 'custom' }],
    ]) {
      expect(addEmployeeRequest.safeParse({ ...validEmployee, rules }).success).toBe(false);
    }
  });
});

describe('update employee request', () => {
  it('needs at least one known field', () => {
    expect(updateEmployeeRequest.safeParse({}).success).toBe(false);
    expect(updateEmployeeRequest.safeParse({ email: 'x@y.example' }).success).toBe(false);
    expect(updateEmployeeRequest.safeParse({ rules: [] }).success).toBe(true);
  });
});

describe('change password request', () => {
  const valid = { oldPassword: 'old secret', newPassword: 'a new long secret', confirmPassword: 'a new long secret' };

  it('requires each field and a confirmation equal to the new password', () => {
    expect(changePasswordRequest.safeParse(valid).success).toBe(true);
    expect(
      fieldsOf(changePasswordRequest.safeParse({ oldPassword: '', newPassword: '', confirmPassword: '' })),
    ).toEqual(['confirmPassword', 'newPassword', 'oldPassword']);
    const mismatch = changePasswordRequest.safeParse({ ...valid, confirmPassword: 'a new long secreT' });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH }),
    ]);
  });
});

describe('employee image path', () => {
  it('is an API path carrying the photo version', () => {
    expect(employeeImagePath(12, 'abc-1')).toBe('/api/law-firm/employee/12/image?v=abc-1');
  });
});
