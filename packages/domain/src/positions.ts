/**
 * The fixed list of employee positions and the rules each starts with. The add-employee form builds
 * its rules list for every subject from this table; an admin may then change any of them.
 */
import { z } from 'zod';
import { type EmployeeRule, type RuleAction, SUBJECTS, type Subject } from './permissions.js';

export const POSITIONS = [
  'managing_partner',
  'partner',
  'attorney',
  'paralegal',
  'legal_assistant',
  'office_manager',
  'accountant',
  'receptionist',
] as const;
export type Position = (typeof POSITIONS)[number];
export const positionSchema = z.enum(POSITIONS);

type Table = Partial<Record<Subject, RuleAction>>;

const ATTORNEY: Table = {
  clients: 'manage',
  cases: 'manage',
  contacts: 'manage',
  employees: 'read',
  participant_types: 'read',
  calendar: 'manage',
  time_entries: 'manage',
  invoices: 'update',
  payments: 'create',
  trust_accounts: 'read',
  documents: 'manage',
  forms: 'manage',
  workflows: 'update',
  email_templates: 'create',
  document_templates: 'create',
  receipts: 'manage',
  reports: 'read',
};

const DEFAULTS: Record<Position, Table> = {
  managing_partner: Object.fromEntries(SUBJECTS.map((s) => [s, 'manage'])) as Table,
  partner: { ...ATTORNEY, invoices: 'manage', payments: 'manage', bank_accounts: 'read', settings: 'read' },
  attorney: ATTORNEY,
  paralegal: {
    clients: 'update',
    cases: 'update',
    contacts: 'update',
    employees: 'read',
    participant_types: 'read',
    calendar: 'update',
    time_entries: 'update',
    documents: 'update',
    forms: 'update',
    workflows: 'read',
    receipts: 'update',
  },
  legal_assistant: {
    clients: 'create',
    cases: 'read',
    contacts: 'create',
    calendar: 'create',
    time_entries: 'create',
    documents: 'create',
    forms: 'read',
    receipts: 'create',
  },
  office_manager: {
    clients: 'update',
    cases: 'read',
    contacts: 'manage',
    employees: 'update',
    participant_types: 'manage',
    calendar: 'manage',
    time_entries: 'read',
    invoices: 'read',
    bank_accounts: 'read',
    payment_cards: 'manage',
    reports: 'read',
    settings: 'read',
  },
  accountant: {
    clients: 'read',
    cases: 'read',
    time_entries: 'read',
    invoices: 'manage',
    payments: 'manage',
    bank_accounts: 'manage',
    trust_accounts: 'manage',
    reports: 'read',
  },
  receptionist: { clients: 'create', contacts: 'create', calendar: 'create', cases: 'read' },
};

/** The full rules list for a position: every subject, with its action or not allowed (none). */
export function defaultRulesFor(position: Position): EmployeeRule[] {
  const table = DEFAULTS[position];
  return SUBJECTS.map((subject) => ({ subject, action: table[subject] ?? 'none' }));
}
