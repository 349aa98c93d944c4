/**
 * The permission model, shared by the API (which enforces it) and the web app (which hides or disables).
 *
 * An employee's rules are (subject, action) pairs. Rule actions are ordered
 * none < read < create < update < manage, each including the ones before it; deleting needs manage.
 * Admins may do everything. The spec's named flags are each one (action, subject) pair, defined here once.
 */
import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';

export const RULE_ACTIONS = ['none', 'read', 'create', 'update', 'manage'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** Concrete actions a check asks about. `delete` is only granted by `manage`. */
export const ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'clients',
  'cases',
  'contacts',
  'employees',
  'participant_types',
  'calendar',
  'time_entries',
  'invoices',
  'payments',
  'bank_accounts',
  'trust_accounts',
  'payment_cards',
  'documents',
  'forms',
  'workflows',
  'email_templates',
  'document_templates',
  'receipts',
  'reports',
  'settings',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** One rule of an employee; its schema (employee-rules.ts) is kept apart so the web shell needs no zod. */
export interface EmployeeRule {
  subject: Subject;
  action: RuleAction;
}

/** What each rule action grants, in the order of the ladder. */
const GRANTS: Record<RuleAction, readonly Action[]> = {
  none: [],
  read: ['read'],
  create: ['read', 'create'],
  update: ['read', 'create', 'update'],
  manage: ['read', 'create', 'update', 'delete', 'manage'],
};

export function actionsGrantedBy(level: RuleAction): readonly Action[] {
  return GRANTS[level];
}

/** True when `level` is at least `required` on the none < read < create < update < manage ladder. */
export function ruleActionCovers(level: RuleAction, required: Action): boolean {
  return GRANTS[level].includes(required);
}

interface FlagDefinition {
  action: Action;
  subject: Subject;
}

/** The spec's named permission flags. Each is one (action, subject) pair. */
export const PERMISSIONS = {
  VIEW_CLIENTS: { action: 'read', subject: 'clients' },
  VIEW_CASES: { action: 'read', subject: 'cases' },
  VIEW_EMPLOYEES: { action: 'read', subject: 'employees' },
  VIEW_CONTACTS: { action: 'read', subject: 'contacts' },
  VIEW_PARTICIPANT_TYPES: { action: 'read', subject: 'participant_types' },
  ADD_EMPLOYEE: { action: 'create', subject: 'employees' },
  ADD_MEETING: { action: 'create', subject: 'calendar' },
  EDIT_MEETING: { action: 'update', subject: 'calendar' },
  DELETE_MEETING: { action: 'delete', subject: 'calendar' },
  VIEW_INVOICES: { action: 'read', subject: 'invoices' },
  RECORD_PAYMENT: { action: 'create', subject: 'payments' },
  DELETE_PAYMENT: { action: 'delete', subject: 'payments' },
  VIEW_BANK_ACCOUNTS: { action: 'read', subject: 'bank_accounts' },
  VIEW_TRUST_ACCOUNTS: { action: 'read', subject: 'trust_accounts' },
  MANAGE_PAYMENT_CARD: { action: 'manage', subject: 'payment_cards' },
  VIEW_DOCUMENTS: { action: 'read', subject: 'documents' },
  VIEW_FORMS: { action: 'read', subject: 'forms' },
  ADD_EMAIL_TEMPLATE: { action: 'create', subject: 'email_templates' },
  ADD_DOCUMENT_TEMPLATE: { action: 'create', subject: 'document_templates' },
  VIEW_REPORTS: { action: 'read', subject: 'reports' },
  VIEW_SETTINGS: { action: 'read', subject: 'settings' },
} as const satisfies Record<string, FlagDefinition>;

export type PermissionFlag = keyof typeof PERMISSIONS;
export const PERMISSION_FLAGS = Object.keys(PERMISSIONS) as PermissionFlag[];

export type AppAbility = MongoAbility<[Action, Subject | 'all']>;

export interface AbilityInput {
  is_admin: boolean;
  rules: readonly EmployeeRule[];
}

/**
 * Builds the CASL ability of one employee. When a subject appears in several rules the highest
 * level wins, so a stray `none` can never take away what another rule grants.
 */
export function defineAbilityFor(input: AbilityInput): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (input.is_admin) {
    can('manage', 'all');
    return build();
  }
  const levels = highestLevels(input.rules);
  for (const [subject, level] of levels) {
    for (const action of GRANTS[level]) can(action, subject);
  }
  return build();
}

export function highestLevels(rules: readonly EmployeeRule[]): Map<Subject, RuleAction> {
  const levels = new Map<Subject, RuleAction>();
  for (const rule of rules) {
    const current = levels.get(rule.subject);
    if (!current || RULE_ACTIONS.indexOf(rule.action) > RULE_ACTIONS.indexOf(current)) {
      levels.set(rule.subject, rule.action);
    }
  }
  return levels;
}

export function hasPermission(ability: AppAbility, flag: PermissionFlag): boolean {
  const { action, subject } = PERMISSIONS[flag];
  return ability.can(action, subject);
}

/** Every rule at one level: what choosing an authorization level other than custom does. */
export function rulesAtLevel(level: RuleAction): EmployeeRule[] {
  return SUBJECTS.map((subject) => ({ subject, action: level }));
}
