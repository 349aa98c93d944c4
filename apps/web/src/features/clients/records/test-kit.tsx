/** Renders a records section inside the app's providers, signed in as `me`, against a fake server. */
import type {
  ClientEmployer,
  ClientSchool,
  EmployeeRule,
  FamilyContact,
  MeResponse,
  RelationshipType,
} from '@counsel/domain';
import type { ReactNode } from 'react';
import { renderInApp } from '../../../test/render-in-app';

export const CLIENT_ID = 41;

export const CLIENTS_UPDATE: EmployeeRule[] = [{ subject: 'clients', action: 'update' }];
export const CLIENTS_MANAGE: EmployeeRule[] = [{ subject: 'clients', action: 'manage' }];
export const CLIENTS_READ: EmployeeRule[] = [{ subject: 'clients', action: 'read' }];

export function renderSection(node: ReactNode, options: { rules?: EmployeeRule[]; me?: MeResponse } = {}) {
  return renderInApp(node, options.me ?? options.rules ?? CLIENTS_MANAGE);
}

let nextId = 100;

export function makeFamilyContact(
  relationship_type: RelationshipType,
  overrides: Partial<FamilyContact> = {},
): FamilyContact {
  return {
    id: ++nextId,
    client_id: null,
    first_name: 'Ana',
    middle_name: null,
    last_name: 'Lopez',
    email: null,
    relationship_type,
    lived_together_since: null,
    lived_together_until: null,
    dependent_status: null,
    household_income: null,
    head_of_household: false,
    derivative_applicant: false,
    principal_applicant: false,
    date_of_marriage: null,
    city_of_marriage: null,
    state_of_marriage: null,
    province_of_marriage: null,
    country_of_marriage: null,
    reason_marriage_ended: null,
    date_marriage_ended: null,
    city_marriage_ended: null,
    state_marriage_ended: null,
    province_marriage_ended: null,
    country_marriage_ended: null,
    date_of_separation: null,
    how_marriage_ended: null,
    date_of_birth: null,
    country_of_birth: null,
    citizenship: null,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeEmployer(overrides: Partial<ClientEmployer> = {}): ClientEmployer {
  return {
    id: ++nextId,
    company_or_school_name: 'Memorial Hermann Hospital',
    annual_salary: 72500.5,
    job_title: 'Registered Nurse',
    occupation: 'Nursing',
    date_from: '2017-08-14',
    date_to: null,
    supervisor: 'Karen Mitchell',
    duties: 'Inpatient care',
    is_current_employer: true,
    is_foreign_employer: false,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSchool(overrides: Partial<ClientSchool> = {}): ClientSchool {
  return {
    id: ++nextId,
    company_or_school_name: 'Rice University',
    degree_awarded: 'Master of Computer Science',
    field_of_study: 'Computer Science',
    date_from: '2016-08-22',
    date_to: '2018-05-12',
    is_current_school: false,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
