/** Renders a records section inside the app's providers, signed in as `me`, against a fake server. */
import type {
  ClientEmployer,
  ClientSchool,
  EmployeeRule,
  FamilyContact,
  MeResponse,
  RelationshipType,
} from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders, createQueryClient } from '../../../app/AppProviders';
import { ME_QUERY_KEY } from '../../../lib/current-user';
import { i18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { makeMe } from '../../../test/fixtures';

export const CLIENT_ID = 41;

export const CLIENTS_UPDATE: EmployeeRule[] = [{ subject: 'clients', action: 'update' }];
export const CLIENTS_MANAGE: EmployeeRule[] = [{ subject: 'clients', action: 'manage' }];
export const CLIENTS_READ: EmployeeRule[] = [{ subject: 'clients', action: 'read' }];

export function renderSection(node: ReactNode, options: { rules?: EmployeeRule[]; me?: MeResponse } = {}) {
  void i18n.changeLanguage('en');
  // Toasts live in a module-wide store: start each test without the previous one's.
  notifications.clean();
  session.setAccessToken('test-access-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, options.me ?? makeMe({ rules: options.rules ?? CLIENTS_MANAGE }));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      {node}
    </AppProviders>,
  );
  return { ...view, user, queryClient };
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
