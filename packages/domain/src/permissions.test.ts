import { describe, expect, it } from 'vitest';
import { employeeRuleSchema } from './employee-rules.js';
import {
  ACTIONS,
  type Action,
  actionsGrantedBy,
  defineAbilityFor,
  type EmployeeRule,
  hasPermission,
  highestLevels,
  PERMISSION_FLAGS,
  PERMISSIONS,
  RULE_ACTIONS,
  type RuleAction,
  ruleActionCovers,
  rulesAtLevel,
  SUBJECTS,
  type Subject,
} from './permissions.js';
import { defaultRulesFor, POSITIONS } from './positions.js';

const employee = (...rules: EmployeeRule[]) => defineAbilityFor({ is_admin: false, rules });
const allowed = (rules: EmployeeRule[], subject: Subject) =>
  ACTIONS.filter((action) => employee(...rules).can(action, subject));

/** The lowest rule level that grants an action: delete (and manage) only come with manage. */
const LOWEST_LEVEL: Record<Action, RuleAction> = {
  read: 'read',
  create: 'create',
  update: 'update',
  delete: 'manage',
  manage: 'manage',
};
const levelBelow = (level: RuleAction): RuleAction => RULE_ACTIONS[RULE_ACTIONS.indexOf(level) - 1]!;

describe('the none < read < create < update < manage ladder', () => {
  it('grants exactly the actions of each level and the ones before it', () => {
    const granted = Object.fromEntries(
      RULE_ACTIONS.map((level) => [level, allowed([{ subject: 'invoices', action: level }], 'invoices')]),
    );
    expect(granted).toEqual({
      none: [],
      read: ['read'],
      create: ['read', 'create'],
      update: ['read', 'create', 'update'],
      manage: ['read', 'create', 'update', 'delete', 'manage'],
    });
  });

  it('each level keeps everything the previous level grants and adds something', () => {
    for (let i = 1; i < RULE_ACTIONS.length; i++) {
      const lower = actionsGrantedBy(RULE_ACTIONS[i - 1]!);
      const higher = actionsGrantedBy(RULE_ACTIONS[i]!);
      expect(higher).toEqual(expect.arrayContaining([...lower]));
      expect(higher.length).toBeGreaterThan(lower.length);
    }
  });

  it('lets only manage delete', () => {
    for (const level of RULE_ACTIONS) {
      const canDelete = employee({ subject: 'payments', action: level }).can('delete', 'payments');
      expect([level, canDelete]).toEqual([level, level === 'manage']);
      expect(ruleActionCovers(level, 'delete')).toBe(level === 'manage');
    }
  });

  it('ruleActionCovers agrees with the ability for every level and action', () => {
    for (const level of RULE_ACTIONS) {
      for (const action of ACTIONS) {
        const ability = employee({ subject: 'calendar', action: level });
        expect([level, action, ruleActionCovers(level, action)]).toEqual([
          level,
          action,
          ability.can(action, 'calendar'),
        ]);
      }
    }
  });

  it('a rule grants nothing on any other subject', () => {
    const ability = employee({ subject: 'invoices', action: 'manage' });
    for (const subject of SUBJECTS.filter((s) => s !== 'invoices')) {
      for (const action of ACTIONS) expect(ability.can(action, subject)).toBe(false);
    }
  });

  it('an employee with no rules can do nothing', () => {
    const ability = employee();
    for (const subject of SUBJECTS) for (const action of ACTIONS) expect(ability.can(action, subject)).toBe(false);
    for (const flag of PERMISSION_FLAGS) expect(hasPermission(ability, flag)).toBe(false);
  });
});

describe('a subject that appears in several rules', () => {
  it('takes the highest level, whatever the order', () => {
    const manageThenNone: EmployeeRule[] = [
      { subject: 'payments', action: 'manage' },
      { subject: 'payments', action: 'none' },
    ];
    expect(allowed(manageThenNone, 'payments')).toEqual(['read', 'create', 'update', 'delete', 'manage']);
    expect(allowed([...manageThenNone].reverse(), 'payments')).toEqual([
      'read',
      'create',
      'update',
      'delete',
      'manage',
    ]);

    const readThenUpdate: EmployeeRule[] = [
      { subject: 'clients', action: 'read' },
      { subject: 'clients', action: 'update' },
      { subject: 'clients', action: 'create' },
    ];
    expect(allowed(readThenUpdate, 'clients')).toEqual(['read', 'create', 'update']);
  });

  it('highestLevels keeps one level per subject', () => {
    const levels = highestLevels([
      { subject: 'cases', action: 'create' },
      { subject: 'documents', action: 'none' },
      { subject: 'cases', action: 'read' },
      { subject: 'documents', action: 'update' },
    ]);
    expect(Object.fromEntries(levels)).toEqual({ cases: 'create', documents: 'update' });
  });
});

describe('admins', () => {
  it('can do everything on every subject, whatever their rules say', () => {
    for (const rules of [[], rulesAtLevel('none')]) {
      const ability = defineAbilityFor({ is_admin: true, rules });
      for (const subject of SUBJECTS) {
        for (const action of ACTIONS) expect(ability.can(action, subject)).toBe(true);
      }
      for (const flag of PERMISSION_FLAGS) expect(hasPermission(ability, flag)).toBe(true);
    }
  });

  it('the same rules without is_admin do not', () => {
    expect(defineAbilityFor({ is_admin: false, rules: rulesAtLevel('none') }).can('read', 'clients')).toBe(false);
  });
});

describe('the named permission flags', () => {
  it('lists every flag of PERMISSIONS', () => {
    expect([...PERMISSION_FLAGS].sort()).toEqual(Object.keys(PERMISSIONS).sort());
    expect(PERMISSION_FLAGS.length).toBeGreaterThan(0);
  });

  it('each maps to a valid (action, subject) pair', () => {
    for (const flag of PERMISSION_FLAGS) {
      const { action, subject } = PERMISSIONS[flag];
      expect(ACTIONS, flag).toContain(action);
      expect(SUBJECTS, flag).toContain(subject);
    }
  });

  it('each is granted by the lowest level that covers its action and refused by the level below', () => {
    for (const flag of PERMISSION_FLAGS) {
      const { action, subject } = PERMISSIONS[flag];
      const level = LOWEST_LEVEL[action];
      expect([flag, hasPermission(employee({ subject, action: level }), flag)]).toEqual([flag, true]);
      expect([flag, hasPermission(employee({ subject, action: levelBelow(level) }), flag)]).toEqual([flag, false]);
      // Every level above grants it too.
      expect(hasPermission(employee({ subject, action: 'manage' }), flag)).toBe(true);
    }
  });

  it('each needs its own subject: managing every other subject does not grant it', () => {
    for (const flag of PERMISSION_FLAGS) {
      const { subject } = PERMISSIONS[flag];
      const others = SUBJECTS.filter((s) => s !== subject).map((s): EmployeeRule => ({ subject: s, action: 'manage' }));
      expect([flag, hasPermission(employee(...others), flag)]).toEqual([flag, false]);
    }
  });

  it('follows the spec examples', () => {
    expect(PERMISSIONS.VIEW_INVOICES).toEqual({ action: 'read', subject: 'invoices' });
    expect(hasPermission(employee({ subject: 'invoices', action: 'read' }), 'VIEW_INVOICES')).toBe(true);
    expect(hasPermission(employee({ subject: 'invoices', action: 'none' }), 'VIEW_INVOICES')).toBe(false);

    expect(PERMISSIONS.DELETE_PAYMENT).toEqual({ action: 'delete', subject: 'payments' });
    expect(hasPermission(employee({ subject: 'payments', action: 'update' }), 'DELETE_PAYMENT')).toBe(false);
    expect(hasPermission(employee({ subject: 'payments', action: 'manage' }), 'DELETE_PAYMENT')).toBe(true);

    expect(PERMISSIONS.RECORD_PAYMENT).toEqual({ action: 'create', subject: 'payments' });
    expect(hasPermission(employee({ subject: 'payments', action: 'create' }), 'RECORD_PAYMENT')).toBe(true);
    expect(hasPermission(employee({ subject: 'payments', action: 'read' }), 'RECORD_PAYMENT')).toBe(false);
    expect(hasPermission(employee({ subject: 'invoices', action: 'manage' }), 'RECORD_PAYMENT')).toBe(false);

    expect(PERMISSIONS.ADD_MEETING).toEqual({ action: 'create', subject: 'calendar' });
    expect(PERMISSIONS.MANAGE_PAYMENT_CARD).toEqual({ action: 'manage', subject: 'payment_cards' });
    expect(hasPermission(employee({ subject: 'payment_cards', action: 'update' }), 'MANAGE_PAYMENT_CARD')).toBe(false);
  });
});

describe('rulesAtLevel', () => {
  it('gives every subject once, all at the chosen level', () => {
    for (const level of RULE_ACTIONS) {
      const rules = rulesAtLevel(level);
      expect(rules.map((r) => r.subject)).toEqual([...SUBJECTS]);
      expect(new Set(rules.map((r) => r.action))).toEqual(new Set([level]));
    }
  });

  it('read lets an employee see everything and change nothing', () => {
    const ability = employee(...rulesAtLevel('read'));
    for (const subject of SUBJECTS) {
      expect(ability.can('read', subject)).toBe(true);
      expect(ability.can('create', subject)).toBe(false);
    }
    expect(hasPermission(ability, 'VIEW_INVOICES')).toBe(true);
    expect(hasPermission(ability, 'RECORD_PAYMENT')).toBe(false);
  });
});

describe('defaultRulesFor', () => {
  it('covers every subject exactly once, in order, with a valid action, for every position', () => {
    for (const position of POSITIONS) {
      const rules = defaultRulesFor(position);
      expect([position, rules.map((r) => r.subject)]).toEqual([position, [...SUBJECTS]]);
      for (const rule of rules) expect(employeeRuleSchema.safeParse(rule).success).toBe(true);
    }
  });

  it('gives a managing partner manage on everything and a receptionist little', () => {
    expect(defaultRulesFor('managing_partner').every((r) => r.action === 'manage')).toBe(true);
    const receptionist = Object.fromEntries(defaultRulesFor('receptionist').map((r) => [r.subject, r.action]));
    expect(receptionist).toMatchObject({
      clients: 'create',
      contacts: 'create',
      calendar: 'create',
      cases: 'read',
      invoices: 'none',
      payments: 'none',
      settings: 'none',
    });
  });

  it('returns a fresh list, so changing one employee never changes the defaults', () => {
    const first = defaultRulesFor('attorney');
    first[0]!.action = 'none';
    expect(defaultRulesFor('attorney')[0]!.action).toBe('manage');
  });
});

describe('employeeRuleSchema', () => {
  it('refuses unknown subjects and actions', () => {
    expect(employeeRuleSchema.safeParse({ subject: 'clients', action: 'read' }).success).toBe(true);
    expect(employeeRuleSchema.safeParse({ subject: 'spaceships', action: 'read' }).success).toBe(false);
    expect(employeeRuleSchema.safeParse({ subject: 'clients', action: 'delete' }).success).toBe(false);
  });
});
